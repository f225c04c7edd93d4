// @ts-nocheck
import { assign, emit, fromPromise, sendTo, setup, type AnyActorRef } from 'xstate'
import type { CartView } from '../cart/cart.types'
import { SIGN_OUT_ERROR_CODES } from '../session/session.types'
import type { WishlistView } from '../wishlist/wishlist.types'
import type { IncomingProfile } from './customer'

/** What a sign-in or a restored guest session loads (spec 4.1): the active cart and the first shopping list. */
export interface ShopperData {
  cart: CartView | null
  wishlist: WishlistView | null
}

type ShopperEvent =
  /** The session machine loaded the customer's cart and wishlist (and recalculated the cart). */
  | { type: 'shopper.data.loaded'; data: ShopperData }
  /** The session ended: signed out, or dropped by the server. */
  | { type: 'shopper.signedOut' }
  /** The session's customer as far as it is named (`ucid`), or null without one. */
  | { type: 'shopper.customer.named'; customerId: string | null }
  /** A guest's session was found in the cookie: the session machine loads nothing for a guest. */
  | { type: 'shopper.guest.restored' }

type ShopperEmitted =
  /** The bag as loaded, for the `cart_contents` event of spec 7.6. */
  | { type: 'shopper.cart.loaded'; cart: CartView | null }
  /** Spec 4.1: the cached profile and addresses go with the session. */
  | { type: 'shopper.user.dropped' }
  | { type: 'shopper.profile.received'; profile: IncomingProfile }
  /** Spec 8.2: a failure of getting the user that signs the shopper out. */
  | { type: 'shopper.user.failed'; code: string }

interface ShopperInput {
  cart: AnyActorRef
  wishlist: AnyActorRef
}

interface ShopperContext extends ShopperInput {
  /** The customer whose profile was asked for last; a profile is asked for once per customer. */
  profileFor: string | null
}

const codeOf = (error: unknown) => (error as { data?: { code?: unknown } } | null)?.data?.code

/**
 * What a change of session means for the rest of the shop (spec 4.1): the cart and wishlist a
 * sign-in loads, what a sign-out clears, the profile once the customer is named, a guest's own
 * bag and wishlist on return. The shop's runtime forwards the session's news and starts it.
 */
export const shopperMachine = setup({
  types: {
    context: {} as ShopperContext,
    events: {} as ShopperEvent,
    input: {} as ShopperInput,
    emitted: {} as ShopperEmitted,
  },
  actors: {
    fetchProfile: fromPromise<IncomingProfile, { customerId: string }>(async () => {
      throw new Error('fetchProfile actor not provided')
    }),
    fetchGuestData: fromPromise<ShopperData, void>(async () => {
      throw new Error('fetchGuestData actor not provided')
    }),
  },
  guards: {
    isNewCustomer: ({ context, event }) =>
      event.type === 'shopper.customer.named' && event.customerId !== null && event.customerId !== context.profileFor,
    isAnonymous: ({ event }) => event.type === 'shopper.customer.named' && event.customerId === null,
    signsOut: (_, params: { error: unknown }) =>
      (SIGN_OUT_ERROR_CODES as readonly unknown[]).includes(codeOf(params.error)),
  },
  actions: {
    forgetProfile: assign({ profileFor: null }),
  },
}).createMachine({
  id: 'shopper',
  context: ({ input }) => ({ ...input, profileFor: null }),
  type: 'parallel',
  states: {
    data: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'shopper.data.loaded': {
              actions: [
                sendTo(
                  ({ context }) => context.cart,
                  ({ event }) => ({ type: 'cart.loaded', cart: event.data.cart }),
                ),
                sendTo(
                  ({ context }) => context.wishlist,
                  ({ event }) => ({ type: 'wishlist.loaded', wishlist: event.data.wishlist }),
                ),
                emit(({ event }) => ({ type: 'shopper.cart.loaded', cart: event.data.cart }) as const),
              ],
            },
            'shopper.guest.restored': 'loadingGuest',
            'shopper.signedOut': {
              actions: [
                sendTo(({ context }) => context.wishlist, { type: 'wishlist.cleared' }),
                sendTo(({ context }) => context.cart, { type: 'cart.cleared' }),
                emit({ type: 'shopper.user.dropped' }),
              ],
            },
          },
        },
        loadingGuest: {
          invoke: {
            id: 'fetchGuestData',
            src: 'fetchGuestData',
            onDone: {
              target: 'idle',
              actions: [
                sendTo(
                  ({ context }) => context.cart,
                  ({ event }) => ({ type: 'cart.loaded', cart: event.output.cart }),
                ),
                sendTo(
                  ({ context }) => context.wishlist,
                  ({ event }) => ({ type: 'wishlist.loaded', wishlist: event.output.wishlist }),
                ),
                emit(({ event }) => ({ type: 'shopper.cart.loaded', cart: event.output.cart }) as const),
              ],
            },
            // Without its bag the page still works: the bag and wishlist pages look it up themselves.
            onError: 'idle',
          },
        },
      },
    },
    profile: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'shopper.customer.named': [
              // Spec 4.1: the profile is fetched only with a `ucid`, once per customer.
              {
                guard: 'isNewCustomer',
                target: 'loading',
                actions: assign({ profileFor: ({ event }) => event.customerId }),
              },
              { guard: 'isAnonymous', actions: 'forgetProfile' },
            ],
          },
        },
        loading: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: ({ context }) => ({ customerId: context.profileFor! }),
            onDone: {
              target: 'idle',
              actions: emit(({ event }) => ({ type: 'shopper.profile.received', profile: event.output }) as const),
            },
            onError: [
              {
                guard: { type: 'signsOut', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: emit(
                  ({ event }) => ({ type: 'shopper.user.failed', code: String(codeOf(event.error)) }) as const,
                ),
              },
              { target: 'idle' },
            ],
          },
          on: {
            // Signed out while the profile was on its way: it is not the shopper's any more.
            'shopper.customer.named': [
              {
                guard: 'isNewCustomer',
                target: 'loading',
                reenter: true,
                actions: assign({ profileFor: ({ event }) => event.customerId }),
              },
              { guard: 'isAnonymous', target: 'idle', actions: 'forgetProfile' },
            ],
          },
        },
      },
    },
  },
})
