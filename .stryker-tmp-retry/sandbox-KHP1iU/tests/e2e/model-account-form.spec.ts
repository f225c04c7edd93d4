// @ts-nocheck
import { expect, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { named, type ModelPath } from '../../model-tests/support/paths'
import { accountFormMachine } from '../../src/machines/account/account-form.machine'
import { ACCOUNT_PASSWORD, apiPath, newShopper, settleOrHold, type RequestOf } from './account-model'
import { grantConsent } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * The account form's statechart as the profile's change of password (spec 2.7, 5.6, 8.3), its paths
 * taken by a shopper with a new account: the form sent empty, with a current password that is not
 * theirs (the server refuses it), with the right one (the password changes, and the next change needs
 * the new one), and 'Change it again' after a change (a service down is a path the model allows, not one the
 * fewest paths need). The sign-up below takes the
 * Continue this form has not.
 */
const TEXT = {
  required: 'This field is required.',
  wrongPassword: 'The current password is wrong.',
  unknown: 'Something went wrong. Please try again.',
  changed: 'Your password has been changed.',
  again: 'Change it again',
  submit: 'Change password',
}
const LABELS = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordConfirmation: 'Repeat the password',
} as const
type Values = Record<keyof typeof LABELS, string>

const OTHER_PASSWORD = 'Newer-pass-2027'
const change = (from: string, to: string): Values => ({
  currentPassword: from,
  newPassword: to,
  newPasswordConfirmation: to,
})
const EMPTY: Values = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' }
const TO_OTHER = change(ACCOUNT_PASSWORD, OTHER_PASSWORD)
const BACK = change(OTHER_PASSWORD, ACCOUNT_PASSWORD)

/** The server's refusal of a password that is not the shopper's, and the service down. */
const WRONG = named('the current password is wrong', { status: 400, data: { code: 'wrong_password' } })
const DOWN = named('the service is down', { status: 503, data: { error: 'Service unavailable' } })

type Event = EventObject & Record<string, unknown>

/** What the shopper sees, replayed from what they sent and the answers. */
function seen(events: Event[]) {
  let phase: 'editing' | 'submitting' | 'succeeded' = 'editing'
  let errors: Partial<Record<keyof Values, string>> = {}
  let failure: string | null = null
  for (const event of events) {
    switch (event.type) {
      case 'form.submitted': {
        const values = event.values as Values
        // Spec 5.6: every field is required, the new password follows the rules and is repeated.
        const found: typeof errors = {}
        for (const field of Object.keys(LABELS) as Array<keyof Values>) if (!values[field]) found[field] = TEXT.required
        errors = found
        failure = null
        if (!Object.keys(found).length) phase = 'submitting'
        break
      }
      case 'xstate.done.actor.submit':
        phase = 'succeeded'
        break
      case 'xstate.error.actor.submit':
        failure = event.error === WRONG ? TEXT.wrongPassword : TEXT.unknown
        phase = 'editing'
        break
      case 'form.restarted':
        errors = {}
        failure = null
        phase = 'editing'
        break
      default:
        throw new Error(`The change of password has no rule for ${event.type}`)
    }
  }
  return { phase, errors, failure }
}

/** The server accepts the shopper's own current password and refuses any other. */
function offered(events: Event[]): boolean {
  let password = ACCOUNT_PASSWORD
  let sent: Values | null = null
  for (const event of events) {
    if (event.type === 'form.submitted') sent = event.values as Values
    if (event.type === 'xstate.done.actor.submit') {
      if (sent!.currentPassword !== password) return false
      password = sent!.newPassword
    }
    if (event.type === 'xstate.error.actor.submit' && event.error === WRONG && sent!.currentPassword === password)
      return false
  }
  return true
}

const REQUESTS: Record<string, RequestOf> = {
  submit: (url, method) => method === 'POST' && apiPath(url) === '/api/account/change-password',
}

const form = (page: Page) => page.getByTestId('change-password-form')

describeBrowserModel('change of password', {
  machine: accountFormMachine,
  model: {
    inputs: [{ form: 'changePassword' }],
    events: {
      domain: [
        { type: 'form.submitted', values: EMPTY },
        { type: 'form.submitted', values: TO_OTHER },
        { type: 'form.submitted', values: BACK },
        { type: 'form.restarted' },
      ],
      errors: { submit: [WRONG, DOWN] },
    },
    requireEveryTransition: true,
  },
  shopperView: (path: ModelPath) => {
    const events = path.steps.slice(1).map((s) => s.event as Event)
    return offered(events) ? JSON.stringify(seen(events)) : null
  },
  maxSteps: 6,
  walk: { length: 30 },
  start: async (page) => {
    await grantConsent(page)
    await newShopper(page, 'change of password')
    await page.goto('/en/my-account/profile')
    await waitForHydration(page)
    await expect(form(page)).toBeVisible()
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    // A wrong password is the server's own refusal; only the service down is forced.
    if (await settleOrHold(page, REQUESTS, accountFormMachine, step, upcoming, (e) => (e as Event).error === DOWN))
      return
    switch (event.type) {
      case 'form.submitted': {
        const values = event.values as Values
        for (const [field, label] of Object.entries(LABELS))
          await form(page)
            .getByLabel(label)
            .fill(values[field as keyof Values])
        return form(page).getByRole('button', { name: TEXT.submit }).click()
      }
      case 'form.restarted':
        return page.getByRole('button', { name: TEXT.again }).click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const { phase, errors, failure } = seen(step.events)
    const success = page.getByRole('status').filter({ hasText: TEXT.changed })
    if (phase === 'succeeded')
      return [
        {
          says: `the page says “${TEXT.changed}” and offers to change it again, in place of the form`,
          check: async () => {
            await expect(success).toBeVisible()
            await expect(page.getByRole('button', { name: TEXT.again })).toBeVisible()
            await expect(form(page)).toHaveCount(0)
          },
        },
      ]
    return [
      {
        says: 'the form shows, with no success said',
        check: async () => {
          await expect(form(page)).toBeVisible()
          await expect(success).toHaveCount(0)
        },
      },
      {
        says: failure ? `the form says “${failure}”` : 'the form shows no refusal',
        check: async () => {
          if (failure) await expect(form(page).getByRole('alert')).toHaveText(failure)
          else await expect(form(page).getByRole('alert')).toHaveCount(0)
        },
      },
      {
        says: Object.keys(errors).length ? `each empty field says “${TEXT.required}”` : 'no field is in error',
        check: async () => {
          for (const [field, label] of Object.entries(LABELS)) {
            const input = form(page).getByLabel(label)
            const error = errors[field as keyof Values]
            if (error) {
              await expect(input).toHaveAttribute('aria-invalid', 'true')
              await expect(input).toHaveAccessibleDescription(new RegExp(error.replace('.', '\\.')))
            } else await expect(input).not.toHaveAttribute('aria-invalid', 'true')
          }
        },
      },
      {
        says: phase === 'submitting' ? 'while the change is sent, its button is busy' : 'the change can be sent',
        check: async () => {
          const button = form(page).getByRole('button', { name: TEXT.submit })
          if (phase === 'submitting') await expect(button).toHaveAttribute('aria-disabled', 'true')
          else await expect(button).not.toHaveAttribute('aria-disabled', 'true')
        },
      },
    ]
  },
  outOfReach: {
    'accountForm.succeeded —form.continued→ accountForm.continued':
      'the sign-up’s Continue after its thank-you (the sign-up below takes it); the change of password offers “Change it again” instead',
  },
})

/**
 * The same statechart as the sign-up on /en/create-account (spec 3.6, 5.6, 8.3), taken by a guest:
 * the form sent empty, with the address of an account that exists (the server refuses it), a new
 * account made, and Continue after the thank-you.
 */
const SIGN_UP_TEXT = {
  existing: 'An account with this email already exists. Log in, or reset your password.',
  unknown: TEXT.unknown,
  required: TEXT.required,
  submit: 'Create account',
  thanks: (email: string) => `Thank you! We have sent a verification link to ${email}.`,
  done: 'Thank you for signing up',
  verify: 'We have sent you an email with a link to verify your address. The link is valid for 24 hours.',
}
const SIGN_UP_FIELDS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  passwordConfirmation: 'Repeat the password',
} as const
type SignUpValues = Record<keyof typeof SIGN_UP_FIELDS, string> & {
  termsAndConditions: boolean
  privacyPolicy: boolean
}
/** The address a new account is made with: each path's own (the page's shopper types a fresh one). */
const NEW_EMAIL = 'new.shopper@example.cz'
const signUpValues = (email: string): SignUpValues => ({
  firstName: 'Olga',
  lastName: 'Modelová',
  email,
  password: ACCOUNT_PASSWORD,
  passwordConfirmation: ACCOUNT_PASSWORD,
  termsAndConditions: true,
  privacyPolicy: true,
})
const SIGN_UP_EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  termsAndConditions: false,
  privacyPolicy: false,
}
const SIGN_UP_NEW = signUpValues(NEW_EMAIL)
const SIGN_UP_EXISTING = signUpValues('jana.novakova@example.com')
const EXISTING = named('an account with this email exists', { status: 409, data: { code: 'existing_account' } })

function signUpSeen(events: Event[]) {
  let phase: 'editing' | 'submitting' | 'succeeded' | 'continued' = 'editing'
  let invalid = false
  let failure: string | null = null
  for (const event of events) {
    switch (event.type) {
      case 'form.submitted': {
        // Spec 3.6, 5.6: names, email, password twice and both consents are required.
        invalid = event.values === SIGN_UP_EMPTY
        failure = null
        if (!invalid) phase = 'submitting'
        break
      }
      case 'xstate.done.actor.submit':
        phase = 'succeeded'
        break
      case 'xstate.error.actor.submit':
        failure = event.error === EXISTING ? SIGN_UP_TEXT.existing : SIGN_UP_TEXT.unknown
        phase = 'editing'
        break
      case 'form.continued':
        phase = 'continued'
        break
      default:
        throw new Error(`The sign-up has no rule for ${event.type}`)
    }
  }
  return { phase, invalid, failure }
}

/** The server makes an account for a new address and refuses one that exists. */
function signUpOffered(events: Event[]): boolean {
  let sent: SignUpValues | null = null
  for (const event of events) {
    if (event.type === 'form.submitted') sent = event.values as SignUpValues
    if (event.type === 'xstate.done.actor.submit' && sent !== SIGN_UP_NEW) return false
    if (event.type === 'xstate.error.actor.submit' && event.error === EXISTING && sent !== SIGN_UP_EXISTING)
      return false
  }
  return true
}

const SIGN_UP_REQUESTS: Record<string, RequestOf> = {
  submit: (url, method) => method === 'POST' && apiPath(url) === '/api/account/sign-up',
}
const signUpForm = (page: Page) => page.getByTestId('sign-up-form')
const fieldOf = (page: Page, label: string) => signUpForm(page).getByLabel(new RegExp(`^(\\* )?${label}$`))
/** Each path's new address. */
const newEmails = new WeakMap<Page, string>()
let signUps = 0

describeBrowserModel('sign-up', {
  machine: accountFormMachine,
  model: {
    inputs: [{ form: 'signUp' }],
    events: {
      domain: [
        { type: 'form.submitted', values: SIGN_UP_EMPTY },
        { type: 'form.submitted', values: SIGN_UP_EXISTING },
        { type: 'form.submitted', values: SIGN_UP_NEW },
        { type: 'form.continued' },
      ],
      errors: { submit: [EXISTING, DOWN] },
    },
    requireEveryTransition: true,
  },
  shopperView: (path: ModelPath) => {
    const events = path.steps.slice(1).map((s) => s.event as Event)
    // What was sent last tells apart what the server will answer.
    const sent = events.filter((e) => e.type === 'form.submitted').at(-1)?.values as SignUpValues | undefined
    return signUpOffered(events) ? JSON.stringify([signUpSeen(events), sent?.email]) : null
  },
  maxSteps: 6,
  walk: { length: 30 },
  start: async (page) => {
    await grantConsent(page)
    newEmails.set(page, `olga-new-${Date.now().toString(36)}-${signUps++}@example.cz`)
    await page.goto('/en/create-account')
    await waitForHydration(page)
    await expect(signUpForm(page)).toBeVisible()
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    // An existing account is the server's own refusal; only the service down is forced.
    if (
      await settleOrHold(page, SIGN_UP_REQUESTS, accountFormMachine, step, upcoming, (e) => (e as Event).error === DOWN)
    )
      return
    switch (event.type) {
      case 'form.submitted': {
        const values = event.values as SignUpValues
        for (const [field, label] of Object.entries(SIGN_UP_FIELDS)) {
          const value = values[field as keyof typeof SIGN_UP_FIELDS]
          await fieldOf(page, label).fill(value === NEW_EMAIL ? newEmails.get(page)! : value)
        }
        for (const [field, label] of [
          ['termsAndConditions', '* I agree to the terms and conditions'],
          ['privacyPolicy', '* I have read the privacy policy'],
        ] as const) {
          const box = signUpForm(page).getByRole('checkbox', { name: label })
          if ((await box.isChecked()) !== values[field])
            await signUpForm(page).getByText(label, { exact: true }).click()
        }
        return signUpForm(page).getByRole('button', { name: SIGN_UP_TEXT.submit }).click()
      }
      case 'form.continued':
        return page.getByTestId('sign-up-done').getByRole('button', { name: 'Continue' }).click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const { phase, invalid, failure } = signUpSeen(step.events)
    const heading = page.getByRole('heading', { level: 1 })
    if (phase === 'continued')
      return [
        {
          says: `the page thanks the shopper for signing up and says the verification link is on its way`,
          check: async () => {
            await expect(heading).toHaveText(SIGN_UP_TEXT.done)
            await expect(page.getByRole('status').filter({ hasText: SIGN_UP_TEXT.verify })).toBeVisible()
            await expect(page.getByTestId('sign-up-done')).toHaveCount(0)
          },
        },
      ]
    if (phase === 'succeeded')
      return [
        {
          says: 'the form gives way to the thank-you naming the address the link went to, with Continue',
          check: async () => {
            const done = page.getByTestId('sign-up-done')
            await expect(done.getByRole('status')).toHaveText(SIGN_UP_TEXT.thanks(newEmails.get(page)!))
            await expect(done.getByRole('button', { name: 'Continue' })).toBeVisible()
            await expect(signUpForm(page)).toHaveCount(0)
          },
        },
      ]
    return [
      {
        says: failure ? `the form says “${failure}”` : 'the form shows no refusal',
        check: async () => {
          await expect(heading).toHaveText('Create an account')
          if (failure) await expect(signUpForm(page).getByRole('alert')).toHaveText(failure)
          else await expect(signUpForm(page).getByRole('alert')).toHaveCount(0)
        },
      },
      {
        says: invalid ? `each required field and consent says “${SIGN_UP_TEXT.required}”` : 'no field is in error',
        check: async () => {
          for (const label of Object.values(SIGN_UP_FIELDS)) {
            const input = fieldOf(page, label)
            if (invalid) {
              await expect(input).toHaveAttribute('aria-invalid', 'true')
              await expect(input).toHaveAccessibleDescription(new RegExp(SIGN_UP_TEXT.required.replace('.', '\\.')))
            } else await expect(input).not.toHaveAttribute('aria-invalid', 'true')
          }
          await expect(signUpForm(page).locator('#terms-error')).toHaveCount(invalid ? 1 : 0)
        },
      },
      {
        says: phase === 'submitting' ? 'while the account is made, Create account is busy' : 'the form can be sent',
        check: async () => {
          const button = signUpForm(page).getByRole('button', { name: SIGN_UP_TEXT.submit })
          if (phase === 'submitting') await expect(button).toHaveAttribute('aria-disabled', 'true')
          else await expect(button).not.toHaveAttribute('aria-disabled', 'true')
        },
      },
    ]
  },
  outOfReach: {
    'accountForm.succeeded —form.restarted→ accountForm.editing':
      'the sign-up’s thank-you offers Continue only; the change of password above takes “Change it again”',
  },
})
