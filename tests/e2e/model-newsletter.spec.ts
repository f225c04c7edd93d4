import { expect, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { newsletterMachine, type NewsletterInput } from '../../src/machines/newsletter/newsletter.machine'
import { grantConsent } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, holdNextRequest, type BrowserStep, type Sight } from './model-browser'

/**
 * The footer's newsletter block (spec 4.11, 5.6, 8.2) on the English home page, its statechart's
 * paths taken by a shopper: the form submitted with a valid address and the policy ticked, with an
 * address that is not one and the box unticked, and edited after its errors showed. The
 * subscription is answered by the real server, or fails (the service down).
 */
const SEED = {
  title: 'News from Kestrel',
  policyAgreement: 'I agree to receive marketing emails and to the processing of my personal data.',
  successHeader: 'Thank you for subscribing',
  successDescription: 'We have sent a confirmation to your email.',
}
/** The messages the shopper reads (the catalog's English for spec 5.6's keys and 8.2's toast). */
const TEXT = {
  emailError: 'Please enter a valid email address.',
  required: 'This field is required.',
  toastTitle: 'Something went wrong',
  refused: 'Something went wrong. Please try again in a moment.',
}

const input: NewsletterInput = {
  visibility: {
    pathname: '/en',
    createAccountSlugs: ['create-account'],
    isLoggedIn: false,
    activeConsentTypes: [],
    policy: SEED,
  },
  customer: null,
  locale: 'en',
  hasBotProtection: false,
}

/**
 * The server's answers to the form sent before the scripts (the page opened with its flag): the sign-up taken,
 * the fields' errors of its rules, the service down.
 */
const ANSWERS: Array<{ flag: string; answered: NonNullable<NewsletterInput['answered']> }> = [
  { flag: 'sent', answered: { sent: true, failure: null, fieldErrors: null } },
  {
    flag: 'email:email|policy:required',
    answered: { sent: false, failure: null, fieldErrors: { name: null, email: 'email', policy: 'required' } },
  },
  { flag: 'serverError', answered: { sent: false, failure: 'general', fieldErrors: null } },
]
const answeredOf = (start: unknown) => (start as NewsletterInput).answered

type Values = { email: string; policy: boolean }
const VALID: Values = { email: 'jana.modelova@example.com', policy: true }
const INVALID: Values = { email: 'not-an-email', policy: false }

const block = (page: Page) => page.getByRole('region', { name: SEED.title })
const isSubscription = (url: string, method: string) => method === 'POST' && url.includes('/api/email-subscription')

/** Releases the subscription request the last submit holds. */
const held = new WeakMap<Page, () => void>()

async function fill(page: Page, values: Values, unique: string) {
  const email = values.email.includes('@') ? values.email.replace('@', `+${unique}@`) : values.email
  await block(page).getByRole('textbox', { name: 'Email' }).fill(email)
  const box = block(page).getByRole('checkbox')
  if ((await box.isChecked()) !== values.policy) await box.setChecked(values.policy, { force: true })
}

/** The errors the spec's rules (5.6) give the last values the shopper sent or typed after a refused submit. */
function shownErrors(step: BrowserStep): { email: boolean; policy: boolean } | null {
  const answered = answeredOf(step.input)?.fieldErrors
  let shown: { email: boolean; policy: boolean } | null = answered
    ? { email: Boolean(answered.email), policy: Boolean(answered.policy) }
    : null
  for (const event of step.events) {
    if (event.type === 'newsletter.submitted' || event.type === 'newsletter.edited') {
      const values = event as unknown as Values
      const errors = { email: !values.email.includes('.') || !values.email.includes('@'), policy: !values.policy }
      if (event.type === 'newsletter.submitted') shown = errors.email || errors.policy ? errors : null
      else if (shown) shown = errors
    }
    if (event.type.startsWith('xstate.error.actor.subscribe')) shown = null
  }
  return shown
}

describeBrowserModel('newsletter', {
  machine: newsletterMachine,
  model: {
    inputs: [input, ...ANSWERS.map(({ answered }) => ({ ...input, answered }))],
    events: {
      domain: [
        { type: 'newsletter.submitted', ...VALID },
        { type: 'newsletter.submitted', ...INVALID },
        { type: 'newsletter.edited', email: VALID.email, policy: false },
      ],
      outputs: { subscribe: [{ email: VALID.email }] },
    },
    requireEveryTransition: true,
  },
  start: async (page, start) => {
    await grantConsent(page)
    const flag = ANSWERS.find(({ answered }) => JSON.stringify(answered) === JSON.stringify(answeredOf(start)))?.flag
    await page.goto(flag ? `/en?${new URLSearchParams({ newsletter: flag })}` : '/en')
    await waitForHydration(page)
    // The block, named by its title or, once subscribed, by its thanks.
    await page.locator('#newsletter').scrollIntoViewIfNeeded()
  },
  act: async (page, step, upcoming: EventObject[]) => {
    const { event } = step
    if (event.type === 'newsletter.submitted') {
      await fill(page, event as unknown as Values, `${Date.now()}`)
      const fails = upcoming.some((e) => e.type === 'xstate.error.actor.subscribe')
      if (upcoming.length) {
        held.set(
          page,
          await holdNextRequest(
            page,
            isSubscription,
            fails ? { status: 503, body: { error: 'Unavailable' } } : undefined,
          ),
        )
      }
      await block(page).getByRole('button', { name: 'Subscribe' }).click()
    } else if (event.type === 'newsletter.edited') {
      await fill(page, event as unknown as Values, 'edit')
    } else held.get(page)?.()
  },
  see: (page, step): Sight[] => {
    const region = block(page)
    const sights: Sight[] = []
    if (step.in('form')) {
      const errors = shownErrors(step)
      sights.push(
        {
          says: 'the sign-up form shows with its title and the policy box (spec 4.11, 5.6)',
          check: async () => {
            await expect(region.getByRole('heading', { name: SEED.title })).toBeVisible()
            await expect(region.getByRole('checkbox')).toHaveCount(1)
            await expect(region.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-disabled', 'true')
          },
        },
        {
          says: 'an address that is not one and an unticked policy box say so; once shown, errors follow the typing (5.6)',
          check: async () => {
            const email = region.getByRole('textbox', { name: 'Email' })
            if (errors?.email) await expect(region).toContainText(TEXT.emailError)
            else await expect(region).not.toContainText(TEXT.emailError)
            if (errors?.email) await expect(email).toHaveAttribute('aria-invalid', 'true')
            else await expect(email).not.toHaveAttribute('aria-invalid', 'true')
            if (errors?.policy) await expect(region).toContainText(TEXT.required)
            else await expect(region).not.toContainText(TEXT.required)
          },
        },
      )
      const refused =
        answeredOf(step.input)?.failure && !step.events.some((event) => event.type === 'newsletter.submitted')
      sights.push({
        says: "the server's refusal of the form sent before the scripts shows in the form until it is sent again",
        check: async () => {
          if (refused) await expect(region.getByRole('alert')).toContainText(TEXT.refused)
          else await expect(region).not.toContainText(TEXT.refused)
        },
      })
      if (step.event.type === 'xstate.error.actor.subscribe')
        sights.push({
          says: 'a failed subscription shows the general error toast (spec 8.2)',
          check: async () => await expect(page.getByTestId('toast')).toContainText(TEXT.toastTitle),
        })
    }
    if (step.in('submitting'))
      sights.push({
        says: 'while it is sent, the button says it is busy and the form stays',
        check: async () => {
          await expect(region.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-disabled', 'true')
          await expect(region).not.toContainText(TEXT.emailError)
        },
      })
    if (step.in('success'))
      sights.push({
        says: 'on success the success header and description replace the form (spec 4.11)',
        check: async () => {
          const done = page.getByRole('region', { name: SEED.successHeader })
          await expect(done.getByRole('status')).toContainText(SEED.successHeader)
          await expect(done).toContainText(SEED.successDescription)
          await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
        },
      })
    return sights
  },
  outOfReach: {
    'newsletter.checking —always [isHidden] #0→ newsletter.hidden':
      'the shop has no create-account page yet, where the block hides (spec 4.11); the machine-level model takes it',
    'newsletter.form —newsletter.context.changed→ newsletter.checking':
      'a change of page or customer is not a step of this form; the machine-level model takes it',
    'newsletter.hidden —newsletter.context.changed→ newsletter.checking': 'as above',
    'newsletter.submitting.preparing —always [hasBotProtection] #0→ newsletter.submitting.protecting':
      'the demo market has no bot protection; the machine-level model takes it',
    'newsletter.submitting.protecting —xstate.done.actor.getBotProtectionToken→ newsletter.submitting.subscribing':
      'as above',
    'newsletter.submitting.protecting —xstate.error.actor.getBotProtectionToken→ newsletter.submitting.subscribing':
      'as above',
  },
})
