import { describe, expect, it } from 'vitest'
import { createActor, type AnyStateMachine } from 'xstate'

/**
 * Each statechart's definition loads, and one whose services were never provided fails its first
 * call instead of pretending it succeeded. Imported inside the tests: a definition that throws as it
 * loads fails a test here (the model tests, which import it at the top, fail to load at all).
 */
const MACHINES: Record<
  string,
  { load: () => Promise<AnyStateMachine>; input?: unknown; call?: { type: string }; failure?: string }
> = {
  cart: {
    load: async () => (await import('../src/machines/cart/cart.machine')).cartMachine,
    input: {},
    call: { type: 'cart.item.added', sku: 'A' } as { type: string },
  },
  wishlist: {
    load: async () => (await import('../src/machines/wishlist/wishlist.machine')).wishlistMachine,
    input: {},
    call: { type: 'wishlist.item.added', sku: 'A' } as { type: string },
  },
  session: {
    load: async () => (await import('../src/machines/session/session.machine')).sessionMachine,
    input: {},
    call: { type: 'session.signIn.requested', credentials: { email: 'eva@example.cz', password: 'pw' } } as {
      type: string
    },
    failure: 'invalidEmailOrPassword',
  },
  newsletter: {
    load: async () => (await import('../src/machines/newsletter/newsletter.machine')).newsletterMachine,
    input: {
      visibility: {
        pathname: '/',
        createAccountSlugs: [],
        isLoggedIn: false,
        activeConsentTypes: [],
        policy: { a: 1 },
      },
      customer: null,
      locale: 'cs-CZ',
      hasBotProtection: false,
    },
  },
  modal: { load: async () => (await import('../src/machines/modal/modal.machine')).modalMachine },
  shopper: { load: async () => (await import('../src/machines/shopper/shopper.machine')).shopperMachine },
  express: { load: async () => (await import('../src/machines/checkout/express.machine')).expressCheckoutMachine },
  orderTracking: {
    load: async () => (await import('../src/machines/order-tracking/order-tracking.machine')).orderTrackingMachine,
  },
  return: { load: async () => (await import('../src/machines/return/return.machine')).returnMachine },
}

describe('statecharts', () => {
  for (const [name, { load, input, call, failure = 'error.description' }] of Object.entries(MACHINES)) {
    it(`${name} loads`, async () => {
      const machine = await load()
      expect(machine.root.states).not.toEqual({})
    })
    if (call)
      it(`${name} without its services fails its first call`, async () => {
        const actor = createActor(await load(), { input }).start()
        actor.send(call)
        await new Promise((resolve) => setTimeout(resolve, 10))
        expect((actor.getSnapshot().context as { error: unknown }).error).toBe(failure)
        actor.stop()
      })
  }
})
