import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { CONTACT_LIMITS, contactFieldErrors, type ContactValues } from '@common/contact-form'
import {
  contactFormMachine,
  selectContactFailure,
  selectContactFieldErrors,
  selectContactReference,
  selectContactSubmitted,
  selectFirstContactFieldInError,
  type ContactFormInput,
  type ContactRequest,
} from './contact-form.machine'

const valid: ContactValues = {
  firstName: ' Petra ',
  lastName: 'Králová',
  email: 'petra@example.cz',
  phone: '',
  myQuestion: 'warranty',
  orderNumber: 'KE260000101',
  comment: 'The sole came off.',
}

function start(patch: Partial<ContactFormInput> = {}, outcome: { botFails?: boolean; sendFails?: unknown } = {}) {
  const sent: ContactRequest[] = []
  const machine = contactFormMachine.provide({
    actors: {
      getBotProtectionToken: fromPromise(async () => {
        if (outcome.botFails) throw new Error('no proof')
        return 'tok-1'
      }),
      sendContactRequest: fromPromise<{ reference: string }, ContactRequest>(async ({ input }) => {
        sent.push(input)
        if (outcome.sendFails) throw outcome.sendFails
        return { reference: 'ref-1' }
      }),
    },
  })
  const actor = createActor(machine, { input: { locale: 'cs-CZ', hasBotProtection: false, ...patch } }).start()
  const emitted: Array<{ type: string }> = []
  actor.on('*', (event) => emitted.push(event))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, sent, emitted, settled }
}

describe('contact form rules (spec 3.17, 9)', () => {
  const errors = (patch: Partial<ContactValues>) => contactFieldErrors({ ...valid, ...patch })

  it('needs a name, an email, a topic and a comment; phone and order number are optional', () => {
    expect(errors({})).toEqual({
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      myQuestion: null,
      orderNumber: null,
      comment: null,
    })
    expect(errors({ firstName: ' ', email: '', myQuestion: '', comment: '', orderNumber: '' })).toMatchObject({
      firstName: 'required',
      email: 'required',
      myQuestion: 'required',
      comment: 'required',
      orderNumber: null,
    })
  })

  it('holds the limits of spec 9 and the comment’s own', () => {
    expect(errors({ firstName: 'x'.repeat(CONTACT_LIMITS.name + 1) }).firstName).toBe('maxCharacters')
    expect(errors({ lastName: 'x'.repeat(CONTACT_LIMITS.name) }).lastName).toBeNull()
    expect(errors({ phone: '1'.repeat(CONTACT_LIMITS.phone + 1) }).phone).toBe('maxCharacters')
    expect(errors({ phone: '+420 777123456' }).phone).toBeNull()
    expect(errors({ phone: 'call me' }).phone).toBe('phone')
    expect(errors({ email: `${'a'.repeat(60)}@example.com` }).email).toBe('maxCharacters')
    expect(errors({ email: 'petra@example' }).email).toBe('email')
    expect(errors({ comment: 'x'.repeat(CONTACT_LIMITS.comment) }).comment).toBeNull()
    expect(errors({ comment: 'x'.repeat(CONTACT_LIMITS.comment + 1) }).comment).toBe('maxCommentCharacters')
    expect(errors({ orderNumber: 'KE 1' }).orderNumber).toBe('orderNumberInvalid')
    expect(errors({ orderNumber: 'K'.repeat(CONTACT_LIMITS.orderNumber + 1) }).orderNumber).toBe('maxCharacters')
    expect(errors({ myQuestion: 'gossip' }).myQuestion).toBe('topic')
  })
})

describe('contact form machine', () => {
  it('keeps a form the rules turn away, with its errors, and re-checks them as the shopper types', () => {
    const { actor, sent } = start()
    actor.send({ type: 'contact.edited', ...valid, email: 'x' })
    expect(selectContactFieldErrors(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'contact.submitted', ...valid, email: 'x', comment: '' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(selectFirstContactFieldInError(actor.getSnapshot())).toBe('email')
    expect(selectContactFieldErrors(actor.getSnapshot())).toMatchObject({ email: 'email', comment: 'required' })
    actor.send({ type: 'contact.edited', ...valid, comment: '' })
    expect(selectContactFieldErrors(actor.getSnapshot())).toMatchObject({ email: null, comment: 'required' })
    expect(sent).toEqual([])
  })

  it('sends the trimmed fields without bot protection, then shows the request taken', async () => {
    const { actor, sent, emitted, settled } = start()
    actor.send({ type: 'contact.submitted', ...valid })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settled()
    expect(sent).toEqual([{ ...valid, firstName: 'Petra', locale: 'cs-CZ', botProtectionToken: null }])
    expect(selectContactSubmitted(actor.getSnapshot())).toBe(true)
    expect(selectContactReference(actor.getSnapshot())).toBe('ref-1')
    expect(emitted).toContainEqual({ type: 'contact.sent', reference: 'ref-1' })
    actor.send({ type: 'contact.restarted' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(selectContactReference(actor.getSnapshot())).toBeNull()
  })

  it('asks for the bot-protection token first where the market has it; a failure is logged and null sent', async () => {
    const solved = start({ hasBotProtection: true })
    solved.actor.send({ type: 'contact.submitted', ...valid })
    await solved.settled()
    expect(solved.sent[0]!.botProtectionToken).toBe('tok-1')

    const unsolved = start({ hasBotProtection: true }, { botFails: true, sendFails: { kind: 'botProtection' } })
    unsolved.actor.send({ type: 'contact.submitted', ...valid })
    await unsolved.settled()
    expect(unsolved.sent[0]!.botProtectionToken).toBeNull()
    expect(unsolved.emitted.map((e) => e.type)).toContain('error.logged')
    expect(selectContactFailure(unsolved.actor.getSnapshot())).toBe('botProtection')
  })

  it.each([
    [{ kind: 'throttled' }, 'throttled'],
    [{ kind: 'botProtection' }, 'botProtection'],
    [new Error('down'), 'general'],
  ] as const)('names the failure %o as %s and may send again', async (error, failure) => {
    const { actor, sent, settled } = start({}, { sendFails: error })
    actor.send({ type: 'contact.submitted', ...valid })
    await settled()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(selectContactFailure(actor.getSnapshot())).toBe(failure)
    actor.send({ type: 'contact.submitted', ...valid, email: '' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(selectContactFailure(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'contact.submitted', ...valid })
    await settled()
    expect(sent).toHaveLength(2)
  })

  it('fills in a known customer’s details, again after a request was taken', async () => {
    const { actor, settled } = start({ prefill: { email: 'eva@example.cz', firstName: 'Eva' } })
    expect(actor.getSnapshot().context.values).toMatchObject({ email: 'eva@example.cz', firstName: 'Eva' })
    actor.send({ type: 'contact.submitted', ...valid })
    await settled()
    actor.send({ type: 'contact.restarted' })
    expect(actor.getSnapshot().context.values).toMatchObject({ email: 'eva@example.cz', firstName: 'Eva', comment: '' })
  })

  it("shows the server's answer to the form sent before the scripts ran until the form is sent here", async () => {
    const refused = start({ answered: { failure: 'throttled', fieldErrors: null } })
    expect(selectContactFailure(refused.actor.getSnapshot())).toBe('throttled')
    refused.actor.send({ type: 'contact.edited', ...valid })
    expect(selectContactFailure(refused.actor.getSnapshot())).toBe('throttled')
    refused.actor.send({ type: 'contact.submitted', ...valid, email: '' })
    expect(selectContactFailure(refused.actor.getSnapshot())).toBeNull()

    const fieldErrors = contactFieldErrors({ ...valid, comment: '' })
    const invalid = start({ answered: { failure: null, fieldErrors } })
    expect(selectContactFieldErrors(invalid.actor.getSnapshot())?.comment).toBe('required')
    invalid.actor.send({ type: 'contact.edited', ...valid })
    expect(selectContactFieldErrors(invalid.actor.getSnapshot())?.comment).toBeNull()
    invalid.actor.send({ type: 'contact.submitted', ...valid })
    await invalid.settled()
    expect(selectContactSubmitted(invalid.actor.getSnapshot())).toBe(true)
  })
})
