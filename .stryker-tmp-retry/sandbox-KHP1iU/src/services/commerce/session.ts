// @ts-nocheck
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { CartView } from '../../machines/cart/cart.types'
import type { ShopperData, ShopperSession, SignInCredentials } from '../../machines/session/session.types'
import { signInWithPasskey } from '../account'
import type { ApiClient } from '../api'
import { updateCart } from './cart'
import type { CommerceClient } from './commerce-client'
import { fetchCartAndWishlist } from './wishlist'

/** Where the shop's API answers for the shopper's session (server/api/session/session.routes.ts). */
const SESSION_API_PATH = '/api/session'

const sessionView = z.object({
  kind: z.enum(['none', 'guest', 'customer']),
  customerId: z.optional(z.string()),
})

interface SessionActorDeps {
  /** The shop's own API; the session cookie goes with each of its requests. */
  api: ApiClient
  client: CommerceClient
}

/** The real actors of the session machine, for `sessionMachine.provide({ actors })`. */
export function sessionActors({ api, client }: SessionActorDeps) {
  return {
    readSession: fromPromise<ShopperSession, void>(() => api.get(SESSION_API_PATH, sessionView)),
    // The server runs the password grant and merges the guest cart of this browser's own session.
    signIn: fromPromise<ShopperSession, SignInCredentials>(({ input }) =>
      api.post(`${SESSION_API_PATH}/sign-in`, { email: input.email, password: input.password }, sessionView),
    ),
    fetchShopperData: fromPromise<ShopperData, void>(() => fetchCartAndWishlist(client)),
    recalculateCart: fromPromise<ShopperData['cart'], { cart: NonNullable<ShopperData['cart']> }>(({ input }) => {
      const cart = input.cart as CartView
      return updateCart(client, {
        cartId: cart.id,
        version: cart.version,
        command: { type: 'recalculate', updateProductData: true },
      })
    }),
    signOut: fromPromise<void, void>(async () => {
      await api.post(`${SESSION_API_PATH}/sign-out`, {}, sessionView)
    }),
    passkeySignIn: fromPromise<ShopperSession, void>(() => signInWithPasskey(api)),
  }
}

/**
 * The readable cookie the server sets beside the HttpOnly session cookie: only the session's kind
 * (`guest` or `customer`), never the session itself. A shopper without one has an empty bag and
 * wishlist, which the server can then render as they are instead of a skeleton for the browser to fill.
 */
const SHOPPER_COOKIE = 'kestrel_shopper'

/** The session's kind a `Cookie` header (or `document.cookie`) tells. */
export function shopperKindOf(cookies: string | null | undefined): 'none' | 'guest' | 'customer' {
  for (const pair of (cookies ?? '').split(/;\s*/)) {
    const [name, value] = pair.split('=')
    if (name === SHOPPER_COOKIE && (value === 'guest' || value === 'customer')) return value
  }
  return 'none'
}
