import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  BOT_PROTECTION_ACTION,
  CONSENT_KEYS,
  hasNewsletterFieldErrors,
  isNewsletterHidden,
  NEWSLETTER_FIELDS,
  newsletterFieldErrors,
  type NewsletterAnswer,
  type NewsletterFailure,
  type NewsletterFieldErrors,
  type NewsletterValues,
  type NewsletterVisibility,
} from './newsletter.rules'

export interface KnownCustomer {
  email: string
  firstName?: string
  lastName?: string
}

export interface SubscribeInput {
  email: string
  name: string
  newsletterKey: string
  privacyPolicyKey: string
  termsAndConditionsKey: string
  locale: string
  botProtectionToken: string | null
}

type NewsletterEvent =
  | { type: 'newsletter.context.changed'; visibility: NewsletterVisibility; customer: KnownCustomer | null }
  | ({ type: 'newsletter.submitted' } & NewsletterValues)
  /** The shopper changed a field: once the errors show, they follow the typing. */
  | ({ type: 'newsletter.edited' } & NewsletterValues)

type NewsletterEmitted =
  | { type: 'analytics.tracked'; event: 'newsletter_subscribe'; email: string }
  | { type: 'profile.refetchRequested' }
  | { type: 'toast.requested'; kind: 'newsletterFailure'; title: { id: string }; description: { id: string } }
  | { type: 'error.logged'; message: string; error: unknown }

export interface NewsletterInput {
  visibility: NewsletterVisibility
  customer: KnownCustomer | null
  locale: string
  hasBotProtection: boolean
  /** The extended form asks for a name too (spec 5.6). */
  extended?: boolean
  /** The server's answer to the form sent without scripts: it stands until the shopper sends the form here. */
  answered?: NewsletterAnswer | undefined
}

interface NewsletterContext extends NewsletterInput {
  email: string
  name: string
  token: string | null
  /** The errors shown since the last submit that the rules turned away; null while none is shown. */
  fieldErrors: NewsletterFieldErrors | null
  /** Why the server turned the form sent without scripts away; null once the shopper sends it again. */
  failure: NewsletterFailure | null
}

const fullName = (c: KnownCustomer | null) => [c?.firstName, c?.lastName].filter(Boolean).join(' ')
/** The policy box is there, and must be ticked, when the site setting has a policy agreement. */
const policyRequired = (c: NewsletterContext) => Boolean(c.visibility.policy?.policyAgreement)
const errorsOf = (context: NewsletterContext, values: NewsletterValues) =>
  newsletterFieldErrors(values, { extended: context.extended ?? false, policyRequired: policyRequired(context) })

/** The newsletter block of spec 4.11 and its call of 7.2. */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    input: {} as NewsletterInput,
    emitted: {} as NewsletterEmitted,
  },
  actors: {
    getBotProtectionToken: fromPromise<string, { action: string }>(async () => {
      throw new Error('getBotProtectionToken actor not provided')
    }),
    subscribe: fromPromise<{ email: string }, SubscribeInput>(async () => {
      throw new Error('subscribe actor not provided')
    }),
  },
  guards: {
    isHidden: ({ context }) => isNewsletterHidden(context.visibility),
    hasBotProtection: ({ context }) => context.hasBotProtection,
    submissionInvalid: ({ context, event }) =>
      event.type === 'newsletter.submitted' && hasNewsletterFieldErrors(errorsOf(context, event)),
    showsFieldErrors: ({ context }) => context.fieldErrors !== null,
    answeredSent: ({ context }) => context.answered?.sent === true,
  },
  actions: {
    assignContext: assign(({ event }) =>
      event.type === 'newsletter.context.changed' ? { visibility: event.visibility, customer: event.customer } : {},
    ),
    // A known customer's email and name are prefilled and locked (spec 4.11).
    assignSubmission: assign(({ context, event }) =>
      event.type === 'newsletter.submitted'
        ? {
            email: context.customer?.email ?? event.email.trim(),
            name: context.customer ? fullName(context.customer) : (event.name ?? '').trim(),
          }
        : {},
    ),
    checkFields: assign({
      fieldErrors: ({ context, event }) =>
        event.type === 'newsletter.submitted' || event.type === 'newsletter.edited' ? errorsOf(context, event) : null,
    }),
    clearFieldErrors: assign({ fieldErrors: null }),
    clearFailure: assign({ failure: null }),
    track: emit(
      (_, params: { email: string }) =>
        ({ type: 'analytics.tracked', event: 'newsletter_subscribe', email: params.email }) as const,
    ),
    refetchProfile: emit({ type: 'profile.refetchRequested' }),
    notifyFailure: emit({
      type: 'toast.requested',
      kind: 'newsletterFailure',
      title: { id: 'error.title' },
      description: { id: 'error.description' },
    }),
    logBotProtectionFailure: emit(
      ({ event }) =>
        ({
          type: 'error.logged',
          message: 'Bot protection failed',
          error: 'error' in event ? event.error : undefined,
        }) as const,
    ),
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({
    ...input,
    email: input.customer?.email ?? '',
    name: fullName(input.customer),
    token: null,
    fieldErrors: input.answered?.fieldErrors ?? null,
    failure: input.answered?.failure ?? null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isHidden', target: 'hidden' },
        // The form sent without scripts was taken: the block shows its success.
        { guard: 'answeredSent', target: 'success' },
        { target: 'form' },
      ],
    },
    hidden: { on: { 'newsletter.context.changed': { target: 'checking', actions: 'assignContext' } } },
    form: {
      on: {
        'newsletter.context.changed': { target: 'checking', actions: 'assignContext' },
        'newsletter.submitted': [
          { guard: 'submissionInvalid', actions: ['clearFailure', 'checkFields'] },
          { target: 'submitting', actions: ['clearFailure', 'clearFieldErrors', 'assignSubmission'] },
        ],
        'newsletter.edited': { guard: 'showsFieldErrors', actions: 'checkFields' },
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'preparing',
      states: {
        preparing: {
          always: [
            { guard: 'hasBotProtection', target: 'protecting' },
            { target: 'subscribing', actions: assign({ token: null }) },
          ],
        },
        protecting: {
          invoke: {
            id: 'getBotProtectionToken',
            src: 'getBotProtectionToken',
            input: { action: BOT_PROTECTION_ACTION },
            onDone: { target: 'subscribing', actions: assign({ token: ({ event }) => event.output }) },
            onError: { target: 'subscribing', actions: ['logBotProtectionFailure', assign({ token: null })] },
          },
        },
        subscribing: {
          invoke: {
            id: 'subscribe',
            src: 'subscribe',
            input: ({ context }) => ({
              email: context.email,
              name: context.name,
              ...CONSENT_KEYS,
              locale: context.locale,
              botProtectionToken: context.token,
            }),
            onDone: {
              target: '#newsletter.success',
              actions: [{ type: 'track', params: ({ event }) => ({ email: event.output.email }) }, 'refetchProfile'],
            },
            onError: { target: '#newsletter.form', actions: 'notifyFailure' },
          },
        },
      },
    },
    success: {},
  },
})

type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>

export const selectNewsletterHidden = (s: NewsletterSnapshot): boolean => s.matches('hidden')
/** On success the success header and description replace the form. */
export const selectNewsletterSucceeded = (s: NewsletterSnapshot): boolean => s.matches('success')
export const selectNewsletterPrefill = (s: NewsletterSnapshot): string => s.context.customer?.email ?? ''
export const selectNewsletterNamePrefill = (s: NewsletterSnapshot): string => fullName(s.context.customer)
export const selectNewsletterFieldErrors = (s: NewsletterSnapshot): NewsletterFieldErrors | null =>
  s.context.fieldErrors
/** The first field the shopper is sent back to, in the form's order. */
export const selectFirstNewsletterFieldInError = (s: NewsletterSnapshot) =>
  NEWSLETTER_FIELDS.find((field) => s.context.fieldErrors?.[field]) ?? null
/** The server's refusal of the form sent without scripts, shown in the form until it is sent again. */
export const selectNewsletterFailure = (s: NewsletterSnapshot): NewsletterFailure | null => s.context.failure
export const selectNewsletterLocked = (s: NewsletterSnapshot): boolean => s.context.customer !== null
