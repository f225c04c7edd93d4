import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { CartView } from '../../machines/cart/cart.types'
import { tokenNeedsRefresh, type SessionToken, type ShopperData, type SignInCredentials } from '../../machines/session/session.types'
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
    // The guest's own session (its access token, refreshed when it has expired) hands the guest's cart over to the customer.
    signIn: fromPromise<SessionToken, SignInCredentials>(async ({ input }) => {
      let guest = currentSession()
      if (guest?.anonymousId && tokenNeedsRefresh(guest, Date.now())) guest = await refreshSessionToken(auth, guest).catch(() => guest)
      return requestCustomerToken(auth, input, guest)
    }),
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

/**
 * A cookie that tells the server only whether this browser keeps a session (never the session
 * itself): a shopper without one has an empty bag and wishlist, which the server can then render
 * as they are instead of a skeleton for the browser to fill.
 */
export const SESSION_HINT_COOKIE = 'kestrel_session'
const SESSION_HINT_MAX_AGE = 200 * 24 * 60 * 60 // the refresh token's lifetime

export function sessionHintCookie(hasSession: boolean, secure: boolean): string {
  const value = hasSession ? `1; Max-Age=${SESSION_HINT_MAX_AGE}` : '; Max-Age=0'
  return `${SESSION_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Whether a `Cookie` header (or `document.cookie`) carries the session hint. */
export function hasSessionHint(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`)
}

/** Where the browser keeps the shopper's session between visits (spec 4.7). */
export const SESSION_STORAGE_KEY = 'kestrel.session'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const persistedSession = z.object({
  accessToken: z.string().check(z.minLength(1)),
  accessTokenExpiryTimestamp: z.number(),
  refreshToken: z.nullish(z.string()),
  anonymousId: z.nullish(z.string()),
  ucid: z.nullish(z.string()),
})

/** The stored session, or null when there is none or it can no longer be refreshed. */
export function loadPersistedSession(storage: KeyValueStorage, now = Date.now()): SessionToken | null {
  let raw: unknown = null
  try {
    raw = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null')
  } catch {
    return null
  }
  const parsed = z.safeParse(persistedSession, raw)
  if (!parsed.success) return null
  const session = parsed.data
  if (session.accessTokenExpiryTimestamp <= now && !session.refreshToken) return null
  return session
}

export function savePersistedSession(storage: KeyValueStorage, session: SessionToken | null): void {
  if (session) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
  else storage.removeItem(SESSION_STORAGE_KEY)
}
