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
 * the new one), the service down, and 'Change it again' after a change. The sign-up's Continue is
 * the one step this form has not.
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
      'the sign-up’s Continue after its thank-you; the change of password offers “Change it again” instead',
  },
})
