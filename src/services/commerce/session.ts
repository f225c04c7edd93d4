import { fromPromise } from 'xstate'
import type { CartView } from '../../machines/cart/cart.types'
import type { SessionToken, ShopperData, SignInCredentials } from '../../machines/session/session.types'
import { refreshSessionToken, requestAnonymousToken, requestCustomerToken, type CommerceAuthOptions } from './auth'
import { updateCart } from './cart'
import type { CommerceClient } from './commerce-client'
import { fetchCartAndWishlist } from './wishlist'

export interface SessionActorDeps {
  auth: CommerceAuthOptions
  /** A client whose session source reads the session machine's current token. */
  client: CommerceClient
  currentSession: () => SessionToken | null
  /** Ends the server-side session without a redirect (spec 4.1). */
  endSession?: () => Promise<void>
}

/** The real actors of the session machine, for `sessionMachine.provide({ actors })`. */
export function sessionActors({ auth, client, currentSession, endSession }: SessionActorDeps) {
  return {
    startSession: fromPromise<SessionToken, void>(() => requestAnonymousToken(auth)),
    // The guest's anonymous id hands the guest's cart over to the customer.
    signIn: fromPromise<SessionToken, SignInCredentials>(({ input }) => requestCustomerToken(auth, input, currentSession()?.anonymousId)),
    refreshToken: fromPromise<SessionToken, { session: SessionToken }>(({ input }) => refreshSessionToken(auth, input.session)),
    fetchShopperData: fromPromise<ShopperData, void>(() => fetchCartAndWishlist(client)),
    recalculateCart: fromPromise<ShopperData['cart'], { cart: NonNullable<ShopperData['cart']> }>(({ input }) => {
      const cart = input.cart as CartView
      return updateCart(client, { cartId: cart.id, version: cart.version, command: { type: 'recalculate', updateProductData: true } })
    }),
    signOut: fromPromise<void, void>(async () => {
      await endSession?.()
    }),
  }
}
