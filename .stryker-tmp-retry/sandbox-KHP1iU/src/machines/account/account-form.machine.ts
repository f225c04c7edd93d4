// @ts-nocheck
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  accountFailureOf,
  accountFormErrors,
  type AccountErrors,
  type AccountFailure,
  type AccountFormKind,
  type AccountValues,
} from './account-form.rules'

type AccountFormEvent =
  | { type: 'form.submitted'; values: AccountValues }
  /** After a success, the form is shown again (e.g. to change the password once more). */
  | { type: 'form.restarted' }
  /** The shopper has read the success and goes on (the sign-up's Continue: the thank-you view follows). */
  | { type: 'form.continued' }

interface AccountFormInput {
  form: AccountFormKind
}

interface AccountFormContext {
  form: AccountFormKind
  errors: AccountErrors
  failure: AccountFailure | null
  /** What the server answered to the last accepted submit. */
  result: unknown
}

/**
 * Every account form (sign-up, forgotten and reset password, change of password, profile, email verification):
 * the rules of its fields decide whether a submit goes to the server; the server's refusal is kept as a
 * failure the form explains. Components render `errors` and `failure` and send `form.submitted`.
 */
export const accountFormMachine = setup({
  types: {
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
    input: {} as AccountFormInput,
  },
  actors: {
    submit: fromPromise<unknown, { form: AccountFormKind; values: AccountValues }>(async () => {
      throw new Error('submit actor not provided')
    }),
  },
  guards: {
    valuesInvalid: ({ context, event }) =>
      event.type === 'form.submitted' && Object.keys(accountFormErrors(context.form, event.values)).length > 0,
  },
  actions: {
    rejectValues: assign({
      errors: ({ context, event }) =>
        event.type === 'form.submitted' ? accountFormErrors(context.form, event.values) : {},
      failure: null,
    }),
    acceptValues: assign({ errors: {}, failure: null }),
  },
}).createMachine({
  id: 'accountForm',
  context: ({ input }) => ({ form: input.form, errors: {}, failure: null, result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submitted': [
          { guard: 'valuesInvalid', actions: 'rejectValues' },
          { target: 'submitting', actions: 'acceptValues' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context, event }) => ({
          form: context.form,
          values: event.type === 'form.submitted' ? event.values : {},
        }),
        onDone: { target: 'succeeded', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => accountFailureOf(event.error) }) },
      },
    },
    succeeded: {
      on: {
        'form.restarted': { target: 'editing', actions: assign({ errors: {}, failure: null, result: null }) },
        'form.continued': 'continued',
      },
    },
    /** The success read and left: nothing more happens on this form. */
    continued: { type: 'final' },
  },
})

type AccountFormSnapshot = SnapshotFrom<typeof accountFormMachine>

export const selectAccountErrors = (s: AccountFormSnapshot): AccountErrors => s.context.errors
/** The last refusal of the server (a new submit forgets it as it starts). */
export const selectAccountFailure = (s: AccountFormSnapshot): AccountFailure | null => s.context.failure
export const selectIsSubmitting = (s: AccountFormSnapshot): boolean => s.matches('submitting')
export const selectSucceeded = (s: AccountFormSnapshot): boolean => s.matches('succeeded')
export const selectContinued = (s: AccountFormSnapshot): boolean => s.matches('continued')
