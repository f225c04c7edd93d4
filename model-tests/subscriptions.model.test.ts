import { expect } from 'vitest'
import { subscriptionsMachine } from '../src/machines/account/subscriptions.machine'
import { expectationsFor, lastOf } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

const state = (newsletter: boolean) => ({
  customerId: 'c1',
  newsletter,
  activeConsentTypes: newsletter ? [0] : [],
})

/** Spec 1.1, 3.20, 4.11: the newsletter consent on or off; the profile's consents follow every answer. */
const expectations = expectationsFor(subscriptionsMachine, {
  loading: [
    { says: 'nothing is shown as chosen yet', check: ({ context }) => expect(context.newsletter).toBeNull() },
    { says: 'no failure is said while it reads', check: ({ context }) => expect(context.failure).toBeNull() },
  ],
  failed: [{ says: 'a failed read says so', check: ({ context }) => expect(context.failure).toBe('load') }],
  ready: [
    {
      says: 'the switch can be turned to what does not hold, and turning it to what holds does nothing',
      check: ({ snapshot, context }) => {
        const change = (subscribed: boolean) => ({ type: 'subscriptions.newsletter.changed' as const, subscribed })
        expect(snapshot.can(change(!context.newsletter))).toBe(true)
        expect(snapshot.can(change(Boolean(context.newsletter)))).toBe(false)
      },
    },
    {
      says: 'after a saved change the page says what holds now, and nothing before',
      check: ({ event, context }) => {
        if (event.type === 'xstate.done.actor.saveNewsletter')
          expect(context.notice).toBe(context.newsletter ? 'subscribed' : 'unsubscribed')
        else if (event.type === 'xstate.done.actor.loadSubscriptions') expect(context.notice).toBeNull()
      },
    },
    {
      says: 'each answer goes to the profile, so the newsletter block hides or shows (spec 4.11)',
      check: ({ event, emitted, context }) => {
        if (!event.type.startsWith('xstate.done.actor.')) return
        const announced = lastOf(emitted, 'subscriptions.consents.changed')?.state
        expect(announced?.newsletter).toBe(context.newsletter)
        expect(announced?.activeConsentTypes.includes(0)).toBe(context.newsletter)
      },
    },
    {
      says: 'a failed change keeps the consent as it was',
      check: ({ event, context, previous }) => {
        if (event.type === 'xstate.error.actor.saveNewsletter') {
          expect(context.newsletter).toBe(previous!.context.newsletter)
          expect(context.failure).toBe('save')
        }
      },
    },
  ],
  saving: [
    {
      says: 'only a change of the switch saves, and what was said before is gone',
      check: ({ event, previous, context }) => {
        expect(event.type).toBe('subscriptions.newsletter.changed')
        expect((event as { subscribed?: boolean }).subscribed).not.toBe(previous?.context.newsletter)
        expect(context.failure).toBeNull()
        expect(context.notice).toBeNull()
      },
    },
    {
      says: 'the switch asks for the consent the shopper chose',
      check: ({ event, invoked }) => {
        if (event.type === 'subscriptions.newsletter.changed')
          expect(invoked).toEqual([{ id: 'saveNewsletter', input: { subscribed: event.subscribed } }])
      },
    },
  ],
})

describeModel('subscriptions', subscriptionsMachine, {
  events: {
    domain: [
      { type: 'subscriptions.newsletter.changed', subscribed: true },
      { type: 'subscriptions.newsletter.changed', subscribed: false },
      { type: 'subscriptions.retried' },
    ],
    outputs: {
      loadSubscriptions: [named('not subscribed', state(false)), named('subscribed', state(true))],
      saveNewsletter: [named('subscribed', state(true)), named('unsubscribed', state(false))],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { newsletter: boolean | null; failure: unknown; notice: unknown }
    }
    return JSON.stringify([value, context.newsletter, context.failure, context.notice])
  },
  // What holds decides which way the switch can go, and what was said must go: each is a step of its own.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { newsletter: boolean | null; failure: unknown; notice: unknown }
    }
    return [value, context.newsletter, context.failure, context.notice]
  },
  expectations,
  mustAccept: { failed: [{ type: 'subscriptions.retried' }] },
  mustIgnore: {
    saving: [
      { type: 'subscriptions.newsletter.changed', subscribed: true },
      { type: 'subscriptions.newsletter.changed', subscribed: false },
    ],
  },
  requireEveryTransition: true,
})
