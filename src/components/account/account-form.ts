import { useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { ACCOUNT_LIMITS } from '@common/account-rules'
import { marketLocale } from '@common/market'
import { accountFormMachine } from '../../machines/account/account-form.machine'
import type {
  AccountFailure,
  AccountFieldError,
  AccountFormKind,
  AccountValues,
} from '../../machines/account/account-form.rules'
import { submitAccountForm } from '../../services/account'
import { useShopServices } from '../app/shop'
import { useSiteSettings } from '../layout/layout-context'

/** The statechart of one account form, its submit sent to the shop's API in the page's language. */
export type AccountFormActor = ReturnType<typeof useAccountForm>

export function useAccountForm(form: AccountFormKind) {
  const { i18n } = useLingui()
  const { api, botProtectionToken } = useShopServices()
  const settings = useSiteSettings()
  const locale = marketLocale(i18n.locale)
  const hasBotProtection = Boolean(
    (settings as { marketFeatures?: { hasBotProtection?: boolean } } | undefined)?.marketFeatures?.hasBotProtection,
  )
  const machine = useMemo(
    () =>
      accountFormMachine.provide({
        actors: {
          submit: fromPromise(async ({ input }) => {
            let values = input.values
            if (input.form === 'signUp' && hasBotProtection) {
              // Spec 8.2: a failed bot-protection run is logged and the token sent as null.
              const altchaToken = await botProtectionToken('SIGN_UP').catch((failure: unknown) => {
                console.error('bot protection failed', failure)
                return ''
              })
              values = { ...values, altchaToken }
            }
            return submitAccountForm(api, locale, { form: input.form, values })
          }),
        },
      }),
    [api, botProtectionToken, hasBotProtection, locale],
  )
  return useActorRef(machine, { input: { form } })
}

/** The values of a form element as the account machine reads them: text as text, check boxes as booleans. */
export function formValues(form: HTMLFormElement): AccountValues {
  const values: AccountValues = {}
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name) continue
    if (element instanceof HTMLInputElement && element.type === 'checkbox') values[element.name] = element.checked
    else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) values[element.name] = element.value
    } else values[element.name] = element.value
  }
  return values
}

/** What a field says of its error, in the shopper's language. */
export function useFieldMessages() {
  const { t } = useLingui()
  return (error: AccountFieldError | undefined, max?: number): string | undefined => {
    switch (error) {
      case undefined:
        return undefined
      case 'required':
        return t`This field is required.`
      case 'email':
        return t`Please enter a valid email address.`
      case 'maxCharacters':
        return t`Please use at most ${max ?? ACCOUNT_LIMITS.name} characters.`
      case 'name':
        return t`Please use letters only.`
      case 'phone':
        return t`Please enter 4 to 15 digits.`
      case 'countryCode':
        return t`Please enter a country code of up to 3 digits, e.g. +420.`
      case 'dateOfBirth':
        return t`Please enter a valid date of birth (you must be at least 15).`
      case 'passwordRules':
        return t`The password needs at least 8 characters with a letter and a digit.`
      case 'passwordsDontMatch':
        return t`The passwords do not match.`
    }
  }
}

/** What the form says when the server refused it. */
export function useFailureMessage() {
  const { t } = useLingui()
  return (failure: AccountFailure | null): string | null => {
    switch (failure) {
      case null:
        return null
      case 'tooManyAttempts':
        return t`Too many attempts. Please try again later.`
      case 'existingAccount':
        return t`An account with this email already exists. Log in, or reset your password.`
      case 'wrongPassword':
        return t`The current password is wrong.`
      case 'expired':
        return t`This link has expired.`
      case 'invalidLink':
        return t`This link is not valid or has already been used.`
      case 'botProtection':
        return t`We could not confirm you are not a robot. Please try again.`
      case 'notSignedIn':
        return t`Please log in again.`
      case 'unknown':
        return t`Something went wrong. Please try again.`
    }
  }
}
