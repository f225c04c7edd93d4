import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import {
  newsletterMachine,
  selectFirstNewsletterFieldInError,
  selectNewsletterFailure,
  selectNewsletterFieldErrors,
  selectNewsletterHidden,
  selectNewsletterLocked,
  selectNewsletterNamePrefill,
  selectNewsletterPrefill,
  selectNewsletterSucceeded,
  type KnownCustomer,
  type NewsletterInput,
} from '../src/machines/newsletter/newsletter.machine'
import type { NewsletterVisibility } from '../src/machines/newsletter/newsletter.rules'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

const visible: NewsletterVisibility = {
  pathname: '/',
  createAccountSlugs: ['create-account'],
  isLoggedIn: false,
  activeConsentTypes: [],
  policy: { text: 'policy' },
}
/** A customer known by first name only: the name sent is hers, with nothing after it. */
const eva: KnownCustomer = { email: 'eva@example.cz', firstName: 'Eva' }
const input = (hasBotProtection: boolean, customer: KnownCustomer | null = null): NewsletterInput => ({
  visibility: visible,
  customer,
  locale: 'cs-CZ',
  hasBotProtection,
})

/** The server's answers to the form sent without scripts: taken, refused with an error, the address refused. */
const answered = (answer: NonNullable<NewsletterInput['answered']>): NewsletterInput => ({
  ...input(false),
  answered: answer,
})
const ANSWERED_SENT = answered({ sent: true, failure: null, fieldErrors: null })
const ANSWERED_FAILED = answered({ sent: false, failure: 'general', fieldErrors: null })
const ANSWERED_INVALID = answered({
  sent: false,
  failure: null,
  fieldErrors: { name: null, email: 'email', policy: null },
})

type Step = MachineStepView<typeof newsletterMachine>
type Event = Step['events'][number] & Record<string, unknown>

/** Spec 4.11: the block is hidden on the create-account page, for a subscribed customer, or without a policy. */
function hiddenBySpec(v: NewsletterVisibility): boolean {
  if (v.createAccountSlugs.some((slug) => slug && decodeURI(v.pathname).includes(slug))) return true
  if (v.isLoggedIn && v.activeConsentTypes.includes(0)) return true
  return !v.policy || Object.values(v.policy).every((value) => value === null || value === '' || value === undefined)
}
/** Spec 5.6 newsletter email (no name: the basic form; no policy box: no agreement configured). */
function emailError(value: string) {
  const email = value.trim()
  if (!email) return 'required'
  if (email.length > 70) return 'maxCharacters'
  return /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email) ? null : 'email'
}

const current = (step: Step) => {
  let context = {
    visibility: (step.input as NewsletterInput).visibility,
    customer: (step.input as NewsletterInput).customer,
  }
  for (const event of step.events as Event[])
    if (event.type === 'newsletter.context.changed')
      context = {
        visibility: event.visibility as NewsletterVisibility,
        customer: event.customer as KnownCustomer | null,
      }
  return context
}
const lastSubmitted = (step: Step) => (step.events as Event[]).filter((e) => e.type === 'newsletter.submitted').at(-1)
const fullName = (c: KnownCustomer) => [c.firstName, c.lastName].filter(Boolean).join(' ')
const ofType = (step: Step, type: string) => step.emitted.filter((e) => e.type === type)

const expectations = expectationsFor(newsletterMachine, {
  '*': [
    {
      says: 'a known customer’s email is prefilled and locked (spec 4.11)',
      check: (step) => {
        const { customer } = current(step)
        expect(selectNewsletterPrefill(step.snapshot)).toBe(customer?.email ?? '')
        expect(selectNewsletterLocked(step.snapshot)).toBe(customer !== null)
      },
    },
    {
      says: 'a known customer’s name is prefilled too; the first field in error takes the focus; the block is busy only while sending',
      check: (step) => {
        const { customer } = current(step)
        expect(selectNewsletterNamePrefill(step.snapshot)).toBe(customer ? fullName(customer) : '')
        const errors = selectNewsletterFieldErrors(step.snapshot)
        expect(selectFirstNewsletterFieldInError(step.snapshot)).toBe(
          (['name', 'email', 'policy'] as const).find((field) => errors?.[field]) ?? null,
        )
        expect(step.snapshot.hasTag('busy')).toBe(step.in('submitting'))
      },
    },
    {
      says: "the server's answer to the form sent without scripts shows until the shopper sends the form here",
      check: (step) => {
        const answer = (step.input as NewsletterInput).answered
        const sentHere = step.events.some((event) => event.type === 'newsletter.submitted')
        expect(selectNewsletterFailure(step.snapshot)).toBe(sentHere ? null : (answer?.failure ?? null))
        if (step.event.type === 'xstate.init' && step.in('form'))
          expect(selectNewsletterFieldErrors(step.snapshot)).toEqual(answer?.fieldErrors ?? null)
      },
    },
    {
      says: 'a failed subscription shows the general error toast (spec 8.2); nothing else does',
      check: (step) =>
        expect(ofType(step, 'toast.requested')).toEqual(
          step.event.type === 'xstate.error.actor.subscribe'
            ? [
                {
                  type: 'toast.requested',
                  kind: 'newsletterFailure',
                  title: { id: 'error.title' },
                  description: { id: 'error.description' },
                },
              ]
            : [],
        ),
    },
  ],
  hidden: [
    {
      says: 'hidden on the create-account page, for a customer already subscribed, or with no policy (spec 4.11)',
      check: (step) => {
        expect(hiddenBySpec(current(step).visibility)).toBe(true)
        expect(selectNewsletterHidden(step.snapshot)).toBe(true)
      },
    },
  ],
  form: [
    {
      says: 'the form shows wherever the spec does not hide it',
      check: (step) => {
        expect(hiddenBySpec(current(step).visibility)).toBe(false)
        expect(selectNewsletterHidden(step.snapshot)).toBe(false)
        expect(selectNewsletterSucceeded(step.snapshot)).toBe(false)
      },
    },
    {
      says: 'a submission the rules turn away stays in the form with its errors (spec 5.6); typing then re-checks them',
      check: (step) => {
        const event = step.event as Event
        if (event.type === 'newsletter.submitted' || event.type === 'newsletter.edited') {
          const shown = selectNewsletterFieldErrors(step.snapshot)
          if (event.type === 'newsletter.submitted' || shown)
            expect(shown).toEqual({ name: null, email: emailError(String(event.email)), policy: null })
          expect(step.invoked).toEqual([])
        }
        if (step.event.type === 'xstate.error.actor.subscribe')
          expect(selectNewsletterFieldErrors(step.snapshot)).toBeNull()
      },
    },
  ],
  submitting: [
    {
      says: 'a valid address is sent once; the form shows no errors meanwhile',
      check: (step) => {
        expect(selectNewsletterFieldErrors(step.snapshot)).toBeNull()
        expect(emailError(String(lastSubmitted(step)!.email))).toBeNull()
      },
    },
  ],
  'submitting.protecting': [
    {
      says: 'with bot protection, its token is asked for first (spec 7.2)',
      check: (step) => {
        expect((step.input as NewsletterInput).hasBotProtection).toBe(true)
        expect(step.invoked).toEqual([{ id: 'getBotProtectionToken', input: { action: 'SUBMIT_CONTACT_FORM' } }])
      },
    },
  ],
  'submitting.subscribing': [
    {
      says: 'the subscription sends the address (the customer’s own when known), the consent keys of 3.20 and the token, or null when bot protection failed (8.2)',
      check: (step) => {
        const { customer } = current(step)
        const submitted = lastSubmitted(step)!
        const protectedToken =
          step.event.type === 'xstate.done.actor.getBotProtectionToken'
            ? (step.event as unknown as { output: string }).output
            : null
        if (step.event.type === 'xstate.error.actor.getBotProtectionToken')
          expect(ofType(step, 'error.logged')).toHaveLength(1)
        else expect(ofType(step, 'error.logged')).toEqual([])
        expect(step.invoked).toEqual([
          {
            id: 'subscribe',
            input: {
              email: customer?.email ?? String(submitted.email).trim(),
              name: customer ? fullName(customer) : String(submitted.name ?? '').trim(),
              newsletterKey: 'newsletter',
              privacyPolicyKey: 'privacyPolicy',
              termsAndConditionsKey: 'termsAndConditions',
              locale: 'cs-CZ',
              botProtectionToken: protectedToken,
            },
          },
        ])
      },
    },
  ],
  success: [
    {
      says: 'on success the success header and description replace the form; the subscription is tracked and the profile refetched',
      check: (step) => {
        expect(selectNewsletterSucceeded(step.snapshot)).toBe(true)
        // A sign-up the server took without scripts: the block thanks at once, and the server's answer tracked nothing.
        if (step.event.type === 'xstate.init') {
          expect((step.input as NewsletterInput).answered?.sent).toBe(true)
          expect(step.emitted).toEqual([])
          return
        }
        expect(ofType(step, 'analytics.tracked')).toEqual([
          { type: 'analytics.tracked', event: 'newsletter_subscribe', email: 'eva@example.cz' },
        ])
        expect(ofType(step, 'profile.refetchRequested')).toHaveLength(1)
      },
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list

describeModel('newsletter', newsletterMachine, {
  inputs: [input(false), input(true), input(false, eva), ANSWERED_SENT, ANSWERED_FAILED, ANSWERED_INVALID],
  events: {
    domain: [
      { type: 'newsletter.context.changed', visibility: { ...visible, pathname: '/create-account' }, customer: null },
      { type: 'newsletter.context.changed', visibility: visible, customer: null },
      { type: 'newsletter.submitted', email: ' eva@example.cz ', name: ' Eva ' },
      // The basic form has no name field.
      { type: 'newsletter.submitted', email: 'eva@example.cz' },
      // Spec 5.6: an address that is not one keeps the form with its error; typing then re-checks it.
      { type: 'newsletter.submitted', email: 'eva@example', name: 'Eva' },
      { type: 'newsletter.edited', email: 'eva@example.cz', name: 'Eva' },
    ],
    outputs: { getBotProtectionToken: ['tok'], subscribe: [{ email: 'eva@example.cz' }] },
  },
  // A step's branch depends on the token a retry carries over, not only on the state.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { token: unknown; fieldErrors: unknown }
    }
    return [value, context.token, context.fieldErrors !== null]
  },
  expectations,
  // A subscription is sent once: a second submit while it runs does nothing; a page change does not hide it mid-way.
  mustIgnore: {
    submitting: some([
      { type: 'newsletter.submitted', email: 'eva@example.cz', name: 'Eva' },
      { type: 'newsletter.context.changed', visibility: { ...visible, pathname: '/create-account' }, customer: null },
    ]),
    success: some([{ type: 'newsletter.submitted', email: 'eva@example.cz', name: 'Eva' }]),
  },
  mustAccept: {
    form: some([{ type: 'newsletter.submitted', email: 'eva@example.cz', name: 'Eva' }]),
    hidden: some([{ type: 'newsletter.context.changed', visibility: visible, customer: null }]),
  },
  requireEveryTransition: true,
})
