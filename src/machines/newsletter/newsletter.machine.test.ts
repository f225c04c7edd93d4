import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  newsletterMachine,
  selectFirstNewsletterFieldInError,
  selectNewsletterFailure,
  selectNewsletterFieldErrors,
  selectNewsletterHidden,
  selectNewsletterLocked,
  selectNewsletterPrefill,
  selectNewsletterSucceeded,
  type KnownCustomer,
  type NewsletterInput,
  type SubscribeInput,
} from './newsletter.machine'
import { isNewsletterHidden, type NewsletterVisibility } from './newsletter.rules'

const visible: NewsletterVisibility = {
  pathname: '/',
  createAccountSlugs: ['vytvořit-účet', 'create-account'],
  isLoggedIn: false,
  activeConsentTypes: [],
  policy: { text: 'We send news' },
}

function start(patch: Partial<NewsletterInput> = {}, outcome: { botFails?: boolean; subscribeFails?: boolean } = {}) {
  const sent: SubscribeInput[] = []
  const machine = newsletterMachine.provide({
    actors: {
      getBotProtectionToken: fromPromise(async () => {
        if (outcome.botFails) throw new Error('no proof')
        return 'tok-1'
      }),
      subscribe: fromPromise<{ email: string }, SubscribeInput>(async ({ input }) => {
        sent.push(input)
        if (outcome.subscribeFails) throw new Error('down')
        return { email: input.email }
      }),
    },
  })
  const actor = createActor(machine, {
    input: { visibility: visible, customer: null, locale: 'cs-CZ', hasBotProtection: false, ...patch },
  }).start()
  const emitted: Array<{ type: string }> = []
  actor.on('*', (event) => emitted.push(event))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, sent, emitted, settled }
}

describe('newsletter visibility (spec 4.11)', () => {
  it.each([
    ['on the create-account page', { pathname: '/vytvořit-účet' }],
    ['on the English create-account page', { pathname: '/en/create-account' }],
    ['for a logged-in subscriber', { isLoggedIn: true, activeConsentTypes: [3, 0] }],
    ['without a policy', { policy: null }],
    ['with an all-empty policy', { policy: { text: ' ', items: [], more: null } }],
  ])('is hidden %s', (_, patch) => {
    expect(isNewsletterHidden({ ...visible, ...patch })).toBe(true)
    expect(selectNewsletterHidden(start({ visibility: { ...visible, ...patch } }).actor.getSnapshot())).toBe(true)
  })

  it('shows for a logged-in customer without the newsletter consent, and re-checks on change', () => {
    const { actor } = start({ visibility: { ...visible, isLoggedIn: true, activeConsentTypes: [2, 3] } })
    expect(actor.getSnapshot().value).toBe('form')
    actor.send({
      type: 'newsletter.context.changed',
      visibility: { ...visible, pathname: '/create-account' },
      customer: null,
    })
    expect(actor.getSnapshot().value).toBe('hidden')
    actor.send({ type: 'newsletter.context.changed', visibility: visible, customer: null })
    expect(actor.getSnapshot().value).toBe('form')
  })
})

describe('newsletter subscription (spec 4.11, 7.2, 8.2)', () => {
  it('sends the consent keys, the locale and a null token without bot protection; success replaces the form', async () => {
    const { actor, sent, emitted, settled } = start()
    actor.send({ type: 'newsletter.submitted', email: ' eva@example.cz ', name: 'Eva' })
    await settled()
    expect(sent).toEqual([
      {
        email: 'eva@example.cz',
        name: 'Eva',
        newsletterKey: 'newsletter',
        privacyPolicyKey: 'privacyPolicy',
        termsAndConditionsKey: 'termsAndConditions',
        locale: 'cs-CZ',
        botProtectionToken: null,
      },
    ])
    expect(selectNewsletterSucceeded(actor.getSnapshot())).toBe(true)
    expect(emitted).toEqual([
      { type: 'analytics.tracked', event: 'newsletter_subscribe', email: 'eva@example.cz' },
      { type: 'profile.refetchRequested' },
    ])
  })

  it('sends the bot-protection token for the SUBMIT_CONTACT_FORM action', async () => {
    const { actor, sent, settled } = start({ hasBotProtection: true })
    actor.send({ type: 'newsletter.submitted', email: 'eva@example.cz' })
    await settled()
    expect(sent[0]?.botProtectionToken).toBe('tok-1')
  })

  it('logs a bot-protection failure and sends null', async () => {
    const { actor, sent, emitted, settled } = start({ hasBotProtection: true }, { botFails: true })
    actor.send({ type: 'newsletter.submitted', email: 'eva@example.cz' })
    await settled()
    expect(sent[0]?.botProtectionToken).toBeNull()
    expect(emitted[0]).toMatchObject({ type: 'error.logged' })
  })

  it('shows the 2000 ms failure toast and keeps the form', async () => {
    const { actor, emitted, settled } = start({}, { subscribeFails: true })
    actor.send({ type: 'newsletter.submitted', email: 'eva@example.cz' })
    await settled()
    expect(actor.getSnapshot().value).toBe('form')
    expect(emitted).toEqual([
      {
        type: 'toast.requested',
        kind: 'newsletterFailure',
        title: { id: 'error.title' },
        description: { id: 'error.description' },
      },
    ])
  })

  it('prefills and locks email and name for a known customer', async () => {
    const customer: KnownCustomer = { email: 'known@example.cz', firstName: 'Jan', lastName: 'Novák' }
    const { actor, sent, settled } = start({ customer })
    expect(selectNewsletterPrefill(actor.getSnapshot())).toBe('known@example.cz')
    expect(selectNewsletterLocked(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'newsletter.submitted', email: 'other@example.cz', name: 'X' })
    await settled()
    expect(sent[0]).toMatchObject({ email: 'known@example.cz', name: 'Jan Novák' })
  })
})

describe('newsletter form fields (spec 5.6)', () => {
  const withPolicy: NewsletterVisibility = { ...visible, policy: { text: 'We send news', policyAgreement: 'I agree' } }

  it('keeps the form with the email and policy errors and sends nothing', async () => {
    const { actor, sent } = start({ visibility: withPolicy })
    actor.send({ type: 'newsletter.submitted', email: 'not-an-email', policy: false })
    expect(actor.getSnapshot().value).toBe('form')
    expect(selectNewsletterFieldErrors(actor.getSnapshot())).toEqual({ name: null, email: 'email', policy: 'required' })
    expect(selectFirstNewsletterFieldInError(actor.getSnapshot())).toBe('email')
    await Promise.resolve()
    expect(sent).toEqual([])
  })

  it('asks for the name only in the extended form, first in the form', () => {
    const plain = start().actor
    plain.send({ type: 'newsletter.submitted', email: '', name: '' })
    expect(selectNewsletterFieldErrors(plain.getSnapshot())).toEqual({ name: null, email: 'required', policy: null })
    const extended = start({ extended: true }).actor
    extended.send({ type: 'newsletter.submitted', email: 'jana@example.cz', name: 'x'.repeat(26) })
    expect(selectNewsletterFieldErrors(extended.getSnapshot())).toEqual({
      name: 'maxNameCharacters',
      email: null,
      policy: null,
    })
    expect(selectFirstNewsletterFieldInError(extended.getSnapshot())).toBe('name')
  })

  it('does not need the policy box when no policy agreement is configured', async () => {
    const { actor, sent, settled } = start()
    actor.send({ type: 'newsletter.submitted', email: 'jana@example.cz' })
    await settled()
    expect(sent.map((s) => s.email)).toEqual(['jana@example.cz'])
  })

  it('follows the typing once the errors show, not before', () => {
    const { actor } = start({ visibility: withPolicy })
    actor.send({ type: 'newsletter.edited', email: 'x', policy: false })
    expect(selectNewsletterFieldErrors(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'newsletter.submitted', email: 'x', policy: false })
    actor.send({ type: 'newsletter.edited', email: 'jana@example.cz', policy: false })
    expect(selectNewsletterFieldErrors(actor.getSnapshot())).toEqual({ name: null, email: null, policy: 'required' })
    expect(selectFirstNewsletterFieldInError(actor.getSnapshot())).toBe('policy')
  })

  it('clears the errors and sends the trimmed email once the form passes', async () => {
    const { actor, sent, settled } = start({ visibility: withPolicy })
    actor.send({ type: 'newsletter.submitted', email: ' jana@example ', policy: true })
    actor.send({ type: 'newsletter.submitted', email: ' jana@example.cz ', policy: true })
    expect(selectNewsletterFieldErrors(actor.getSnapshot())).toBeNull()
    await settled()
    expect(sent.map((s) => s.email)).toEqual(['jana@example.cz'])
    expect(selectNewsletterSucceeded(actor.getSnapshot())).toBe(true)
  })
})

describe("the server's answer to the form sent without scripts", () => {
  const withPolicy: NewsletterVisibility = { ...visible, policy: { text: 'We send news', policyAgreement: 'I agree' } }

  it('a sign-up taken shows the success in place of the form', () => {
    const { actor } = start({ answered: { sent: true, failure: null, fieldErrors: null } })
    expect(selectNewsletterSucceeded(actor.getSnapshot())).toBe(true)
  })

  it('a hidden block stays hidden whatever the answer', () => {
    const { actor } = start({
      visibility: { ...visible, policy: null },
      answered: { sent: true, failure: null, fieldErrors: null },
    })
    expect(selectNewsletterHidden(actor.getSnapshot())).toBe(true)
  })

  it("shows the fields' errors, which then follow the typing", () => {
    const fieldErrors = { name: null, email: 'email', policy: 'required' } as const
    const { actor } = start({ visibility: withPolicy, answered: { sent: false, failure: null, fieldErrors } })
    expect(actor.getSnapshot().value).toBe('form')
    expect(selectNewsletterFieldErrors(actor.getSnapshot())).toEqual(fieldErrors)
    expect(selectFirstNewsletterFieldInError(actor.getSnapshot())).toBe('email')
    actor.send({ type: 'newsletter.edited', email: 'jana@example.cz', policy: false })
    expect(selectNewsletterFieldErrors(actor.getSnapshot())).toEqual({ name: null, email: null, policy: 'required' })
  })

  it('shows the refusal until the form is sent again, whether the rules then pass it or not', async () => {
    const answered = { sent: false, failure: 'general', fieldErrors: null } as const
    const refused = start({ visibility: withPolicy, answered })
    expect(selectNewsletterFailure(refused.actor.getSnapshot())).toBe('general')
    refused.actor.send({ type: 'newsletter.edited', email: 'x', policy: false })
    expect(selectNewsletterFailure(refused.actor.getSnapshot())).toBe('general')
    refused.actor.send({ type: 'newsletter.submitted', email: 'x', policy: false })
    expect(selectNewsletterFailure(refused.actor.getSnapshot())).toBeNull()

    const { actor, sent, settled } = start({ answered: { ...answered, failure: 'botProtection' } })
    expect(selectNewsletterFailure(actor.getSnapshot())).toBe('botProtection')
    actor.send({ type: 'newsletter.submitted', email: 'jana@example.cz' })
    expect(selectNewsletterFailure(actor.getSnapshot())).toBeNull()
    await settled()
    expect(sent.map((s) => s.email)).toEqual(['jana@example.cz'])
  })
})
