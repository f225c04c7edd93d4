// @ts-nocheck
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
  loading: [{ says: 'nothing is shown as chosen yet', check: ({ context }) => expect(context.newsletter).toBeNull() }],
  failed: [{ says: 'a failed read says so', check: ({ context }) => expect(context.failure).toBe('load') }],
  ready: [
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
      loadSubscriptions: [named('not subscribed', state(false))],
      saveNewsletter: [named('subscribed', state(true)), named('unsubscribed', state(false))],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as { value: unknown; context: { newsletter: boolean | null } }
    return JSON.stringify([value, context.newsletter])
  },
  expectations,
  mustIgnore: {
    saving: [
      { type: 'subscriptions.newsletter.changed', subscribed: true },
      { type: 'subscriptions.newsletter.changed', subscribed: false },
    ],
  },
  requireEveryTransition: true,
})
