import { expect, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { contactFormMachine, type ContactFormInput } from '../../src/machines/contact/contact-form.machine'
import { grantConsent } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, holdNextRequest, type BrowserStep, type Sight } from './model-browser'

/**
 * The contact form (spec 3.17) on its English page, its statechart's paths taken by a shopper: sent with
 * valid fields and with fields the rules turn away, edited after the errors showed, refused by the server
 * (too many requests, bot protection, the service down) and sent again, and another message after one
 * was taken. Requests are answered by the real server, or held and refused as the path says.
 */
const TEXT = {
  send: 'Send message',
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  comment: 'Your message is too long. Please use at most 1000 characters.',
  failures: {
    throttled: 'You have sent us several messages in a short time. Please try again later.',
    botProtection: 'We could not verify that you are not a robot. Please try again.',
    general: 'Something went wrong on our side. Please try again later.',
  },
}

const input: ContactFormInput = { locale: 'en', hasBotProtection: false }

type Values = { email: string; myQuestion: string; comment: string }
const VALID = {
  firstName: 'Petra',
  lastName: 'Králová',
  email: 'petra.modelova@example.com',
  phone: '',
  myQuestion: 'laceRequest',
  orderNumber: '',
  comment: 'Spare laces, please.',
}
const INVALID = { ...VALID, email: 'petra@example', myQuestion: '', comment: 'x'.repeat(1001) }

const form = (page: Page) => page.getByTestId('contact-form')
const isContactRequest = (url: string, method: string) => method === 'POST' && url.endsWith('/api/contact')

/** Releases the request the last submit holds. */
const held = new WeakMap<Page, () => void>()

async function fill(page: Page, values: Values) {
  await form(page).getByRole('textbox', { name: 'First name' }).fill(VALID.firstName)
  await form(page).getByRole('textbox', { name: 'Last name' }).fill(VALID.lastName)
  await form(page).getByRole('textbox', { name: 'Email' }).fill(values.email)
  const topic = form(page).getByRole('combobox', { name: /My question is about/ })
  // The placeholder cannot be chosen again by the shopper's picker; a form never touched has it.
  await topic.evaluate((select: HTMLSelectElement, value) => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  }, values.myQuestion)
  await form(page)
    .getByRole('textbox', { name: /Your message/ })
    .fill(values.comment)
}

/** The errors the rules (3.17, 9) give the last values sent or typed after a refused submit. */
function shownErrors(step: BrowserStep): { email: boolean; topic: boolean; comment: boolean } | null {
  let shown: { email: boolean; topic: boolean; comment: boolean } | null = null
  for (const event of step.events) {
    if (event.type === 'contact.submitted' || event.type === 'contact.edited') {
      const values = event as unknown as Values
      const errors = {
        email: !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(values.email),
        topic: !values.myQuestion,
        comment: values.comment.length > 1000,
      }
      const any = errors.email || errors.topic || errors.comment
      if (event.type === 'contact.submitted') shown = any ? errors : null
      else if (shown) shown = errors
    }
  }
  return shown
}

/** The refusal the last failed request named. */
function lastFailure(step: BrowserStep): keyof typeof TEXT.failures {
  const error = (step.event as unknown as { error?: { kind?: string } }).error
  return error?.kind === 'throttled' || error?.kind === 'botProtection' ? error.kind : 'general'
}

let sender = 1

describeBrowserModel('contact form', {
  machine: contactFormMachine,
  model: {
    inputs: [input],
    events: {
      domain: [
        { type: 'contact.submitted', ...VALID },
        { type: 'contact.submitted', ...INVALID },
        { type: 'contact.edited', ...VALID },
        { type: 'contact.restarted' },
      ],
      outputs: { sendContactRequest: [{ reference: 'ref' }] },
      errors: { sendContactRequest: [{ kind: 'throttled' }, { kind: 'botProtection' }, new Error('down')] },
    },
    requireEveryTransition: true,
  },
  start: async (page) => {
    await grantConsent(page)
    // Each path writes from an address of its own (the server trusts one proxy): the throttle counts it alone.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${sender++}` })
    await page.goto('/en/customer-service/contact')
    await waitForHydration(page)
  },
  act: async (page, step, upcoming: EventObject[]) => {
    const { event } = step
    if (event.type === 'contact.submitted') {
      await fill(page, event as unknown as Values)
      // Held until the path settles it (a path that ends while it is sent leaves it held: the form stays busy).
      const next = upcoming[0] as (EventObject & { error?: { kind?: string } }) | undefined
      const kind = next?.error?.kind
      const refusal = !next?.type.startsWith('xstate.error')
        ? undefined
        : kind === 'throttled'
          ? { status: 429, body: { error: 'Too many', code: 'too_many_requests' } }
          : kind === 'botProtection'
            ? { status: 400, body: { error: 'Bot protection', code: 'bot_protection_failed' } }
            : { status: 503, body: { error: 'Unavailable' } }
      held.set(page, await holdNextRequest(page, isContactRequest, refusal))
      await form(page).getByRole('button', { name: TEXT.send }).click()
    } else if (event.type === 'contact.edited') {
      await fill(page, event as unknown as Values)
    } else if (event.type === 'contact.restarted') {
      await page.getByRole('button', { name: 'Write another message' }).click()
    } else held.get(page)?.()
  },
  see: (page, step): Sight[] => {
    const sights: Sight[] = []
    if (step.in('editing') || step.in('failed')) {
      const errors = shownErrors(step)
      sights.push({
        says: 'the form shows; a field the rules turn away says why, and once shown the errors follow the typing',
        check: async () => {
          await expect(form(page).getByRole('button', { name: TEXT.send })).not.toHaveAttribute('aria-disabled', 'true')
          const email = form(page).getByRole('textbox', { name: 'Email' })
          if (errors?.email) await expect(email).toHaveAttribute('aria-invalid', 'true')
          else await expect(email).not.toHaveAttribute('aria-invalid', 'true')
          if (errors?.email) await expect(form(page)).toContainText(TEXT.email)
          else await expect(form(page)).not.toContainText(TEXT.email)
          if (errors?.topic) await expect(form(page)).toContainText(TEXT.required)
          else await expect(form(page)).not.toContainText(TEXT.required)
          if (errors?.comment) await expect(form(page)).toContainText(TEXT.comment)
          else await expect(form(page)).not.toContainText(TEXT.comment)
        },
      })
    }
    if (step.in('editing'))
      sights.push({
        says: 'no refusal is shown while the shopper edits',
        check: async () => await expect(form(page).getByRole('alert')).toHaveCount(0),
      })
    if (step.in('failed')) {
      const failure = lastFailure(step)
      sights.push({
        says: 'a request not taken keeps the form and says why: too many requests, bot protection, or anything else',
        check: async () => {
          if (step.event.type === 'xstate.error.actor.sendContactRequest')
            await expect(form(page).getByRole('alert')).toHaveText(TEXT.failures[failure])
          else await expect(form(page).getByRole('alert')).toHaveCount(1)
          await expect(form(page).getByRole('textbox', { name: /Your message/ })).not.toHaveValue('')
        },
      })
    }
    if (step.in('submitting'))
      sights.push({
        says: 'while it is sent, the button says it is busy and the form stays',
        check: async () =>
          await expect(form(page).getByRole('button', { name: TEXT.send })).toHaveAttribute('aria-disabled', 'true'),
      })
    if (step.in('submitted'))
      sights.push({
        says: 'a request taken is confirmed in place of the form, with its reference',
        check: async () => {
          const done = page.getByTestId('contact-done')
          await expect(done.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible()
          await expect(done.getByText(/^Reference: [0-9a-f-]{36}$/)).toBeVisible()
          await expect(form(page)).toHaveCount(0)
        },
      })
    return sights
  },
  outOfReach: {
    'contactForm.submitting.preparing —always [hasBotProtection] #0→ contactForm.submitting.protecting':
      'the demo market has no bot protection (tests/e2e/contact-form.spec.ts turns it on); the machine-level model takes it',
    'contactForm.submitting.protecting —xstate.done.actor.getBotProtectionToken→ contactForm.submitting.sending':
      'as above',
    'contactForm.submitting.protecting —xstate.error.actor.getBotProtectionToken→ contactForm.submitting.sending':
      'as above',
  },
})
