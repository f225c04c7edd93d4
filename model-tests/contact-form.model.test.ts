import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import { CONTACT_FIELDS, type ContactValues } from '../common/contact-form'
import {
  contactFormMachine,
  selectContactFailure,
  selectContactFieldErrors,
  selectContactReference,
  selectContactSubmitted,
  selectFirstContactFieldInError,
  type ContactFormInput,
} from '../src/machines/contact/contact-form.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

const input = (hasBotProtection: boolean): ContactFormInput => ({ locale: 'en', hasBotProtection })

const valid: ContactValues = {
  firstName: ' Petra ',
  lastName: 'Králová',
  email: 'petra@example.cz',
  phone: '+420 777123456',
  myQuestion: 'laceRequest',
  orderNumber: '',
  comment: 'Spare laces, please.',
}
const invalid: ContactValues = { ...valid, email: 'petra@example', comment: 'x'.repeat(1001), myQuestion: '' }

type Step = MachineStepView<typeof contactFormMachine>
type Event = Step['events'][number] & Record<string, unknown>

/** Spec 3.17 and 9, written out again: the required fields, the limits and the patterns. */
function errorsBySpec(v: Record<string, unknown>) {
  const s = (field: string) => String(v[field] ?? '').trim()
  const text = (value: string, max: number) => (!value ? 'required' : value.length > max ? 'maxCharacters' : null)
  return {
    firstName: text(s('firstName'), 25),
    lastName: text(s('lastName'), 25),
    email: text(s('email'), 70) ?? (/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(s('email')) ? null : 'email'),
    phone: !s('phone')
      ? null
      : s('phone').length > 15
        ? 'maxCharacters'
        : /^\+?[\d ]+$/.test(s('phone'))
          ? null
          : 'phone',
    myQuestion: s('myQuestion') ? null : 'required',
    orderNumber: null,
    comment: !s('comment') ? 'required' : s('comment').length > 1000 ? 'maxCommentCharacters' : null,
  }
}

const lastSubmitted = (step: Step) => (step.events as Event[]).filter((e) => e.type === 'contact.submitted').at(-1)
const ofType = (step: Step, type: string) => step.emitted.filter((e) => e.type === type)

const expectations = expectationsFor(contactFormMachine, {
  '*': [
    {
      says: 'the form is busy only while sending; the first field in error (in the form’s order) takes the focus',
      check: (step) => {
        expect(step.snapshot.hasTag('busy')).toBe(step.in('submitting'))
        const errors = selectContactFieldErrors(step.snapshot)
        expect(selectFirstContactFieldInError(step.snapshot)).toBe(
          CONTACT_FIELDS.find((field) => errors?.[field]) ?? null,
        )
      },
    },
  ],
  editing: [
    {
      says: 'a submission the rules turn away stays in the form with its errors; typing then re-checks them; nothing is sent',
      check: (step) => {
        const event = step.event as Event
        expect(selectContactFailure(step.snapshot)).toBeNull()
        expect(selectContactSubmitted(step.snapshot)).toBe(false)
        if (event.type === 'contact.submitted' || event.type === 'contact.edited') {
          const shown = selectContactFieldErrors(step.snapshot)
          if (event.type === 'contact.submitted' || shown) expect(shown).toEqual(errorsBySpec(event))
          expect(step.invoked).toEqual([])
        }
        if (event.type === 'contact.restarted') expect(selectContactReference(step.snapshot)).toBeNull()
      },
    },
  ],
  'submitting.protecting': [
    {
      says: 'with the market’s bot protection, its token is asked for first (spec 7.2)',
      check: (step) => {
        expect((step.input as ContactFormInput).hasBotProtection).toBe(true)
        expect(step.invoked).toEqual([{ id: 'getBotProtectionToken', input: { action: 'SUBMIT_CONTACT_FORM' } }])
      },
    },
  ],
  'submitting.sending': [
    {
      says: 'a valid form is sent once, trimmed, with the token or null when bot protection failed (8.2, logged)',
      check: (step) => {
        const submitted = lastSubmitted(step)!
        expect(errorsBySpec(submitted)).toEqual(errorsBySpec(valid))
        const token =
          step.event.type === 'xstate.done.actor.getBotProtectionToken'
            ? (step.event as unknown as { output: string }).output
            : null
        expect(ofType(step, 'error.logged')).toHaveLength(
          step.event.type === 'xstate.error.actor.getBotProtectionToken' ? 1 : 0,
        )
        expect(step.invoked).toEqual([
          {
            id: 'sendContactRequest',
            input: {
              ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(submitted[field]).trim()])),
              locale: 'en',
              botProtectionToken: token,
            },
          },
        ])
      },
    },
  ],
  failed: [
    {
      says: 'a request not taken keeps the form and names why: bot protection, too many requests, or anything else',
      check: (step) => {
        const error = (step.event as unknown as { error?: { kind?: string } }).error
        if (step.event.type === 'xstate.error.actor.sendContactRequest')
          expect(selectContactFailure(step.snapshot)).toBe(
            error?.kind === 'throttled' || error?.kind === 'botProtection' ? error.kind : 'general',
          )
        expect(selectContactSubmitted(step.snapshot)).toBe(false)
        expect(selectContactFailure(step.snapshot)).not.toBeNull()
      },
    },
  ],
  submitted: [
    {
      says: 'a request taken shows its confirmation with its reference, and says so once (the submitted dialog opens)',
      check: (step) => {
        expect(selectContactSubmitted(step.snapshot)).toBe(true)
        expect(selectContactReference(step.snapshot)).toBe('ref-1')
        expect(ofType(step, 'contact.sent')).toEqual([{ type: 'contact.sent', reference: 'ref-1' }])
      },
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list

describeModel('contact form', contactFormMachine, {
  inputs: [input(false), input(true)],
  events: {
    domain: [
      { type: 'contact.submitted', ...valid },
      { type: 'contact.submitted', ...invalid },
      { type: 'contact.edited', ...valid },
      { type: 'contact.restarted' },
    ],
    outputs: { getBotProtectionToken: ['tok'], sendContactRequest: [{ reference: 'ref-1' }] },
    errors: {
      getBotProtectionToken: [new Error('no proof')],
      sendContactRequest: [{ kind: 'throttled' }, { kind: 'botProtection' }, new Error('down')],
    },
  },
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { token: unknown; fieldErrors: unknown; failure: unknown }
    }
    return [value, context.token, context.fieldErrors !== null, context.failure]
  },
  expectations,
  // A request is sent once: a second submit while it runs does nothing; a taken one is not sent again.
  mustIgnore: {
    submitting: some([{ type: 'contact.submitted', ...valid }, { type: 'contact.restarted' }]),
    submitted: some([{ type: 'contact.submitted', ...valid }]),
    editing: some([{ type: 'contact.restarted' }]),
  },
  mustAccept: {
    editing: some([{ type: 'contact.submitted', ...valid }]),
    failed: some([{ type: 'contact.submitted', ...valid }]),
    submitted: some([{ type: 'contact.restarted' }]),
  },
  requireEveryTransition: true,
})
