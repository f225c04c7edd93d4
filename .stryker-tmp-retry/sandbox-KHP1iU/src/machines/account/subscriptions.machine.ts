// @ts-nocheck
import { assign, emit, fromPromise, setup } from 'xstate'

/** What the shop answers for the signed-in customer's subscriptions. */
export interface SubscriptionState {
  customerId: string
  newsletter: boolean
  /** Spec 3.6 `activeConsentTypes` as they stand after it. */
  activeConsentTypes: number[]
}

type SubscriptionsEvent =
  { type: 'subscriptions.newsletter.changed'; subscribed: boolean } | { type: 'subscriptions.retried' }

/** The profile's consents changed: the shopper state takes them, and the newsletter block follows (spec 4.11). */
type SubscriptionsEmitted = { type: 'subscriptions.consents.changed'; state: SubscriptionState }

interface SubscriptionsContext {
  newsletter: boolean | null
  failure: 'load' | 'save' | null
  notice: 'subscribed' | 'unsubscribed' | null
}

/**
 * The account's subscriptions (spec 1.1): newsletter consent read when the page opens, switched on
 * or off; one change at a time, and a switch to what already holds changes nothing.
 */
export const subscriptionsMachine = setup({
  types: {
    context: {} as SubscriptionsContext,
    events: {} as SubscriptionsEvent,
    emitted: {} as SubscriptionsEmitted,
  },
  actors: {
    loadSubscriptions: fromPromise<SubscriptionState, void>(async () => {
      throw new Error('loadSubscriptions actor not provided')
    }),
    saveNewsletter: fromPromise<SubscriptionState, { subscribed: boolean }>(async () => {
      throw new Error('saveNewsletter actor not provided')
    }),
  },
  guards: {
    changes: ({ context, event }) =>
      event.type === 'subscriptions.newsletter.changed' && event.subscribed !== context.newsletter,
  },
  actions: {
    take: assign((_, params: { state: SubscriptionState }) => ({ newsletter: params.state.newsletter })),
    announce: emit((_, params: { state: SubscriptionState }) => ({
      type: 'subscriptions.consents.changed' as const,
      state: params.state,
    })),
  },
}).createMachine({
  id: 'subscriptions',
  context: { newsletter: null, failure: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSubscriptions',
        src: 'loadSubscriptions',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'take', params: ({ event }) => ({ state: event.output }) },
            { type: 'announce', params: ({ event }) => ({ state: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: 'load' as const }) },
      },
    },
    failed: {
      on: { 'subscriptions.retried': { target: 'loading', actions: assign({ failure: null }) } },
    },
    ready: {
      on: {
        'subscriptions.newsletter.changed': {
          guard: 'changes',
          target: 'saving',
          actions: assign({ failure: null, notice: null }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveNewsletter',
        src: 'saveNewsletter',
        input: ({ event }) => ({
          subscribed: event.type === 'subscriptions.newsletter.changed' ? event.subscribed : false,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'take', params: ({ event }) => ({ state: event.output }) },
            { type: 'announce', params: ({ event }) => ({ state: event.output }) },
            assign({ notice: ({ event }) => (event.output.newsletter ? 'subscribed' : 'unsubscribed') }),
          ],
        },
        onError: { target: 'ready', actions: assign({ failure: 'save' as const }) },
      },
    },
  },
})
