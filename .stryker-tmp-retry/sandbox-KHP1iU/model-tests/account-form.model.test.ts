// @ts-nocheck
import { expect } from 'vitest'
import {
  accountFormMachine,
  selectAccountErrors,
  selectAccountFailure,
  selectContinued,
  selectIsSubmitting,
  selectSucceeded,
} from '../src/machines/account/account-form.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

const PASSWORD = 'Heslo-123'

type Step = MachineStepView<typeof accountFormMachine>

/** Spec 3.6, 3.20, 5.3: the fields each form cannot be sent without. */
const REQUIRED: Record<string, string[]> = {
  signUp: ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'termsAndConditions', 'privacyPolicy'],
  changePassword: ['currentPassword', 'newPassword', 'newPasswordConfirmation'],
}
/** Spec 8.3: what the server's refusals mean to the shopper (too many attempts, the wrong current password). */
const FAILURES: Record<string, string> = { throttled: 'tooManyAttempts', wrong: 'wrongPassword' }

const formOf = (step: Step) => (step.input as { form: string }).form
const lastEvent = (step: Step) => step.event as { type: string; values?: Record<string, unknown>; error?: Error }
/** Whether the values sent are the model's empty form (every field missing). */
const isEmpty = (values: Record<string, unknown> | undefined) => Object.keys(values ?? {}).length === 0

const expectations = expectationsFor(accountFormMachine, {
  '*': [
    {
      says: 'the form shows busy while sent, the success once answered, the thank-you once continued',
      check: (step) => {
        expect(selectIsSubmitting(step.snapshot)).toBe(step.in('submitting'))
        expect(selectSucceeded(step.snapshot)).toBe(step.in('succeeded'))
        expect(selectContinued(step.snapshot)).toBe(step.in('continued'))
      },
    },
    {
      says: 'a refusal is not shown while the form is sent again',
      check: (step) => {
        if (step.in('submitting')) expect(selectAccountFailure(step.snapshot)).toBeNull()
      },
    },
  ],
  editing: [
    {
      says: 'a form sent without its required fields names each of them, and nothing goes to the server',
      check: (step) => {
        const event = lastEvent(step)
        if (event.type === 'form.submitted' && isEmpty(event.values)) {
          expect(selectAccountErrors(step.snapshot)).toEqual(
            Object.fromEntries(REQUIRED[formOf(step)]!.map((field) => [field, 'required'])),
          )
          expect(step.invoked).toEqual([])
        }
      },
    },
    {
      says: 'the form shown again after a success starts afresh: no errors, no refusal, no answer kept',
      check: (step) => {
        if (lastEvent(step).type !== 'form.restarted') return
        expect(step.previous?.states).toEqual(['succeeded'])
        expect(step.context).toMatchObject({ errors: {}, failure: null, result: null })
      },
    },
    {
      says: 'a refusal of the server is explained, with no field marked',
      check: (step) => {
        const event = lastEvent(step)
        if (event.type === 'xstate.error.actor.submit') {
          expect(selectAccountFailure(step.snapshot)).toBe(FAILURES[event.error!.message])
          expect(selectAccountErrors(step.snapshot)).toEqual({})
        }
      },
    },
  ],
  submitting: [
    {
      says: 'a complete form goes to the server once, as typed, its earlier errors and refusal cleared',
      check: (step) => {
        const event = lastEvent(step)
        expect(event.type).toBe('form.submitted')
        expect(isEmpty(event.values)).toBe(false)
        expect(step.invoked).toEqual([{ id: 'submit', input: { form: formOf(step), values: event.values } }])
        expect(step.context.errors).toEqual({})
        expect(step.context.failure).toBeNull()
      },
    },
  ],
  succeeded: [
    {
      says: 'the server’s answer is kept for the success to show',
      check: (step) => {
        expect(lastEvent(step).type).toBe('xstate.done.actor.submit')
        expect(step.context.result).toEqual({ ok: true })
      },
    },
  ],
  continued: [
    {
      says: 'Continue is pressed after a success, and nothing more happens on the form',
      check: (step) => {
        expect(lastEvent(step).type).toBe('form.continued')
        expect(step.previous?.states).toEqual(['succeeded'])
        expect(step.status).toBe('done')
      },
    },
  ],
})

describeModel('account form', accountFormMachine, {
  // The sign-up and the change of password: the two forms with the most rules.
  inputs: [{ form: 'signUp' }, { form: 'changePassword' }],
  events: {
    domain: [
      // Valid for the sign-up (spec 3.6, 3.20, 5.3, 5.5).
      {
        type: 'form.submitted',
        values: {
          firstName: 'Eva',
          lastName: 'Dvořáková',
          email: 'eva@example.cz',
          password: PASSWORD,
          passwordConfirmation: PASSWORD,
          termsAndConditions: true,
          privacyPolicy: true,
        },
      },
      // Valid for the change of password.
      {
        type: 'form.submitted',
        values: { currentPassword: 'Stare-1', newPassword: PASSWORD, newPasswordConfirmation: PASSWORD },
      },
      // Nothing filled in: every form stays with its errors.
      { type: 'form.submitted', values: {} },
      { type: 'form.restarted' },
      { type: 'form.continued' },
    ],
    outputs: { submit: [{ ok: true }] },
    errors: {
      submit: [
        Object.assign(new Error('throttled'), { status: 429 }),
        Object.assign(new Error('wrong'), { status: 400, data: { code: 'wrong_password' } }),
      ],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { form: string; errors: Record<string, string>; failure: unknown; result: unknown }
    }
    return JSON.stringify([value, context.form, context.errors, context.failure, context.result !== null])
  },
  // A submit after errors or a refusal is a step of its own: what it clears is checked there.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { form: string; errors: Record<string, string>; failure: unknown }
    }
    return [value, context.form, Object.keys(context.errors).length > 0, context.failure !== null]
  },
  expectations,
  mustIgnore: {
    submitting: [{ type: 'form.submitted', values: {} }, { type: 'form.continued' }],
    editing: [{ type: 'form.continued' }, { type: 'form.restarted' }],
  },
  requireEveryTransition: true,
})
