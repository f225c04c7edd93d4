import { describe, expect, it } from 'vitest'
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate'

/**
 * Each statechart's definition loads, and one whose services were never provided fails its first
 * call instead of pretending it succeeded. Imported inside the tests: a definition that throws as it
 * loads fails a test here (the model tests, which import it at the top, fail to load at all).
 */
const MACHINES: Record<
  string,
  {
    load: () => Promise<AnyStateMachine>
    input?: unknown
    call?: { type: string }
    failure?: string
    /** Where the context says what failed, when not `error`. */
    failureField?: string
  }
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
  checkout: { load: async () => (await import('../src/machines/checkout/checkout.machine')).checkoutMachine },
  listing: { load: async () => (await import('../src/machines/listing/listing.machine')).listingMachine },
  productPage: {
    load: async () => (await import('../src/machines/product/product-page.machine')).productPageMachine,
  },
  navigation: { load: async () => (await import('../src/machines/navigation/navigation.machine')).navigationMachine },
  countdown: { load: async () => (await import('../src/machines/navigation/countdown.machine')).countdownMachine },
  retry: { load: async () => (await import('../src/machines/retry/retry.machine')).retryMachine },
  searchOverlay: {
    load: async () => (await import('../src/machines/search/search-overlay.machine')).searchOverlayMachine,
  },
  consent: { load: async () => (await import('../src/machines/consent/consent.machine')).consentMachine },
  liveChat: { load: async () => (await import('../src/machines/live-chat/live-chat.machine')).liveChatMachine },
  toast: { load: async () => (await import('../src/machines/toast/toast.machine')).toastMachine },
  accountForm: { load: async () => (await import('../src/machines/account/account-form.machine')).accountFormMachine },
  addressBook: {
    load: async () => (await import('../src/machines/account/address-book.machine')).addressBookMachine,
  },
  orderHistory: {
    load: async () => (await import('../src/machines/account/order-history.machine')).orderHistoryMachine,
  },
  subscriptions: {
    load: async () => (await import('../src/machines/account/subscriptions.machine')).subscriptionsMachine,
  },
  loyaltyClub: {
    load: async () => (await import('../src/machines/loyalty/loyalty-club.machine')).loyaltyClubMachine,
  },
  passkeys: {
    load: async () => (await import('../src/machines/account/passkeys.machine')).passkeysMachine,
    // The list is asked for as the machine starts; the retry is heard only once that has failed.
    call: { type: 'passkeys.retried' },
    failure: 'load',
    failureField: 'failure',
  },
  return: { load: async () => (await import('../src/machines/return/return.machine')).returnMachine },
  storeLocator: {
    load: async () => (await import('../src/machines/store-locator/store-locator.machine')).storeLocatorMachine,
  },
}

describe('statecharts', () => {
  for (const [name, { load, input, call, failure = 'error.description', failureField = 'error' }] of Object.entries(
    MACHINES,
  )) {
    it(`${name} loads`, async () => {
      const machine = await load()
      expect(machine.root.states).not.toEqual({})
    })
    if (call)
      it(`${name} without its services fails its first call`, async () => {
        const actor = createActor(await load(), { input }).start()
        actor.send(call)
        await new Promise((resolve) => setTimeout(resolve, 10))
        expect((actor.getSnapshot().context as Record<string, unknown>)[failureField]).toBe(failure)
        actor.stop()
      })
  }
  for (const [name, { load }] of Object.entries(MACHINES))
    it(`${name}'s services, until provided, each fail naming themselves`, async () => {
      const actors = Object.entries((await load()).implementations.actors as Record<string, AnyActorLogic>)
      for (const [id, logic] of actors) {
        const failure = await new Promise<unknown>((resolve) => {
          const actor = createActor(logic, { input: {} })
          actor.subscribe({ complete: () => resolve(null), error: resolve })
          actor.start()
        })
        expect(failure, id).toBeInstanceOf(Error)
        expect((failure as Error).message, id).toMatch(new RegExp(`^${id}( actor)? not provided$`))
      }
    })
})
