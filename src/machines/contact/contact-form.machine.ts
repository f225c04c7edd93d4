import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  CONTACT_FIELDS,
  contactFieldErrors,
  hasContactFieldErrors,
  type ContactFieldErrors,
  type ContactTopic,
  type ContactValues,
} from '@common/contact-form'

/** Bot-protection action of spec 7.2. */
const CONTACT_BOT_PROTECTION_ACTION = 'SUBMIT_CONTACT_FORM'

/** What is sent (spec 3.17): the trimmed fields, the shopper's language and the bot-protection token. */
export interface ContactRequest {
  email: string
  firstName: string
  lastName: string
  phone: string
  myQuestion: ContactTopic
  orderNumber: string
  comment: string
  locale: string
  botProtectionToken: string | null
}

/** Why a request was not taken: bot protection failed, too many from this address, or anything else. */
export type ContactFailure = 'botProtection' | 'throttled' | 'general'

export interface ContactFormInput {
  locale: string
  hasBotProtection: boolean
  /** The known customer's details, filled in for them (they may change them). */
  prefill?: Partial<ContactValues> | undefined
  /** The server's answer to the form sent before the scripts ran: shown until the form is sent here. */
  answered?: { failure: ContactFailure | null; fieldErrors: ContactFieldErrors | null } | undefined
}

interface ContactFormContext extends ContactFormInput {
  values: ContactValues
  /** The errors shown since the last submit that the rules turned away; null while none is shown. */
  fieldErrors: ContactFieldErrors | null
  token: string | null
  failure: ContactFailure | null
  /** The reference of the request taken. */
  reference: string | null
}

type ContactFormEvent =
  | ({ type: 'contact.submitted' } & ContactValues)
  /** The shopper changed a field: once the errors show, they follow the typing. */
  | ({ type: 'contact.edited' } & ContactValues)
  /** After a request was taken: write another one. */
  | { type: 'contact.restarted' }

type ContactFormEmitted =
  { type: 'contact.sent'; reference: string } | { type: 'error.logged'; message: string; error: unknown }

const emptyValues = (prefill?: Partial<ContactValues>): ContactValues =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, prefill?.[field] ?? ''])) as ContactValues

const valuesOf = (event: ContactValues): ContactValues =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(event[field] ?? '').trim()])) as ContactValues

/** The failure an error of the send actor names (its `kind`), `general` for anything else. */
function failureOf(error: unknown): ContactFailure {
  const kind = (error as { kind?: unknown } | null)?.kind
  return kind === 'botProtection' || kind === 'throttled' ? kind : 'general'
}

/** The contact form of spec 3.17: its fields' rules, bot protection (7.2) and the request's outcome. */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
    emitted: {} as ContactFormEmitted,
  },
  actors: {
    getBotProtectionToken: fromPromise<string, { action: string }>(async () => {
      throw new Error('getBotProtectionToken actor not provided')
    }),
    sendContactRequest: fromPromise<{ reference: string }, ContactRequest>(async () => {
      throw new Error('sendContactRequest actor not provided')
    }),
  },
  guards: {
    hasBotProtection: ({ context }) => context.hasBotProtection,
    submissionInvalid: ({ event }) =>
      event.type === 'contact.submitted' && hasContactFieldErrors(contactFieldErrors(event)),
    showsFieldErrors: ({ context }) => context.fieldErrors !== null,
  },
  actions: {
    checkFields: assign({
      fieldErrors: ({ event }) =>
        event.type === 'contact.submitted' || event.type === 'contact.edited' ? contactFieldErrors(event) : null,
      failure: ({ event, context }) => (event.type === 'contact.submitted' ? null : context.failure),
    }),
    acceptSubmission: assign(({ event }) =>
      event.type === 'contact.submitted' ? { values: valuesOf(event), fieldErrors: null, failure: null } : {},
    ),
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
  id: 'contactForm',
  context: ({ input }) => ({
    ...input,
    values: emptyValues(input.prefill),
    fieldErrors: input.answered?.fieldErrors ?? null,
    token: null,
    failure: input.answered?.failure ?? null,
    reference: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.submitted': [
          { guard: 'submissionInvalid', actions: 'checkFields' },
          { target: 'submitting', actions: 'acceptSubmission' },
        ],
        'contact.edited': { guard: 'showsFieldErrors', actions: 'checkFields' },
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'preparing',
      states: {
        preparing: {
          always: [
            { guard: 'hasBotProtection', target: 'protecting' },
            { target: 'sending', actions: assign({ token: null }) },
          ],
        },
        protecting: {
          invoke: {
            id: 'getBotProtectionToken',
            src: 'getBotProtectionToken',
            input: { action: CONTACT_BOT_PROTECTION_ACTION },
            onDone: { target: 'sending', actions: assign({ token: ({ event }) => event.output }) },
            // Spec 8.2: the failure is logged and the token sent as null (the server then refuses it).
            onError: { target: 'sending', actions: ['logBotProtectionFailure', assign({ token: null })] },
          },
        },
        sending: {
          invoke: {
            id: 'sendContactRequest',
            src: 'sendContactRequest',
            input: ({ context }) => ({
              ...context.values,
              myQuestion: context.values.myQuestion as ContactTopic,
              locale: context.locale,
              botProtectionToken: context.token,
            }),
            onDone: {
              target: '#contactForm.submitted',
              actions: [
                assign({ reference: ({ event }) => event.output.reference }),
                emit(({ event }) => ({ type: 'contact.sent' as const, reference: event.output.reference })),
              ],
            },
            onError: {
              target: '#contactForm.failed',
              actions: assign({ failure: ({ event }) => failureOf(event.error) }),
            },
          },
        },
      },
    },
    /** Not taken: the form stays filled in with the reason shown (no field is in error), and may be sent again. */
    failed: {
      on: {
        'contact.submitted': [
          { guard: 'submissionInvalid', target: 'editing', actions: 'checkFields' },
          { target: 'submitting', actions: 'acceptSubmission' },
        ],
      },
    },
    submitted: {
      on: {
        'contact.restarted': {
          target: 'editing',
          actions: assign(({ context }) => ({
            values: emptyValues(context.prefill),
            reference: null,
            token: null,
          })),
        },
      },
    },
  },
})

type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>

export const selectContactFieldErrors = (s: ContactFormSnapshot): ContactFieldErrors | null => s.context.fieldErrors
/** The first field the shopper is sent back to, in the form's order. */
export const selectFirstContactFieldInError = (s: ContactFormSnapshot) =>
  CONTACT_FIELDS.find((field) => s.context.fieldErrors?.[field]) ?? null
export const selectContactFailure = (s: ContactFormSnapshot): ContactFailure | null => s.context.failure
export const selectContactSubmitted = (s: ContactFormSnapshot): boolean => s.matches('submitted')
export const selectContactReference = (s: ContactFormSnapshot): string | null => s.context.reference
