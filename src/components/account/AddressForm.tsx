import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type FormEvent } from 'react'
import { ADDRESS_NAME_MAX } from '../../machines/account/address-book.rules'
import type { AddressDraft, AddressFieldErrors } from '../../machines/account/address-book.types'
import { FIELD_LIMITS } from '../../machines/checkout/checkout.rules'
import { AddressLines } from '../ui/AddressLines'
import { Button } from '../ui/Button'
import { Checkbox } from '../ui/Checkbox'
import { TextField } from '../ui/TextField'
import { addressFieldMessages } from './account-messages'
import * as styles from './Account.css'
import { pageSales } from '@common/market'
import { useShopServices } from '../app/shop'

type TextFieldName = Exclude<keyof AddressDraft, 'defaultShipping' | 'defaultBilling'>

/** What the form holds now, as the machine takes it. */
function readDraft(form: HTMLFormElement): AddressDraft {
  const data = new FormData(form)
  const value = (name: TextFieldName) => String(data.get(name) ?? '')
  return {
    addressName: value('addressName'),
    title: value('title'),
    firstName: value('firstName'),
    lastName: value('lastName'),
    company: value('company'),
    streetName: value('streetName'),
    additionalAddressInfo: value('additionalAddressInfo'),
    postalCode: value('postalCode'),
    city: value('city'),
    country: value('country') || pageSales().country,
    phone: value('phone'),
    defaultShipping: data.get('defaultShipping') !== null,
    defaultBilling: data.get('defaultBilling') !== null,
  }
}

/**
 * A saved address (spec 3.5, 3.16) with the limits of 5.3; the rules are the machine's, this form only
 * shows the values and the errors it holds and tells it what the shopper typed and submitted.
 */
export function AddressForm({
  heading,
  draft,
  errors,
  busy,
  onEdited,
  onSubmit,
  onCancel,
}: {
  heading: string
  draft: AddressDraft
  errors: AddressFieldErrors
  busy: boolean
  onEdited: (draft: AddressDraft) => void
  onSubmit: (draft: AddressDraft) => void
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const { sales } = useShopServices()
  const formRef = useRef<HTMLFormElement>(null)
  // When the form opens and after a submit (not while typing), the focus goes to the first field in error.
  const focusFirstError = useRef(true)
  useEffect(() => {
    if (!focusFirstError.current) return
    focusFirstError.current = false
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus()
  }, [errors])
  const field = (name: TextFieldName) => {
    const code = errors[name]
    return {
      name,
      defaultValue: draft[name],
      isInvalid: Boolean(code),
      errorMessage: code ? i18n._(addressFieldMessages[code] ?? addressFieldMessages.invalid_format!) : undefined,
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    focusFirstError.current = true
    onSubmit(readDraft(event.currentTarget))
  }
  return (
    <section className={styles.card} aria-labelledby="address-form-heading" data-testid="address-form">
      <h2 id="address-form-heading" className={styles.subheading}>
        {heading}
      </h2>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={submit}
        onChange={(event) => onEdited(readDraft(event.currentTarget))}
      >
        <TextField
          label={t`Address name`}
          description={t`For example Home or Work`}
          isRequired
          maxLength={ADDRESS_NAME_MAX}
          {...field('addressName')}
        />
        <AddressLines
          field={field}
          beforeNames={
            <TextField
              label={t`Title`}
              description={t`Needed for your default delivery address, e.g. Mrs or Mr`}
              maxLength={FIELD_LIMITS.name}
              autoComplete="honorific-prefix"
              {...field('title')}
            />
          }
        />
        <TextField label={t`Phone`} type="tel" maxLength={FIELD_LIMITS.phone} autoComplete="tel" {...field('phone')} />
        <p className={styles.muted}>{t`Country: Czech Republic (we deliver within the Czech Republic only)`}</p>
        <input type="hidden" name="country" value={draft.country || sales.country} />
        <Checkbox name="defaultShipping" defaultSelected={draft.defaultShipping}>
          {t`Use as my default delivery address`}
        </Checkbox>
        <Checkbox name="defaultBilling" defaultSelected={draft.defaultBilling}>
          {t`Use as my default billing address`}
        </Checkbox>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={busy}>
            {t`Save address`}
          </Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
            {t`Cancel`}
          </Button>
        </div>
      </form>
    </section>
  )
}
