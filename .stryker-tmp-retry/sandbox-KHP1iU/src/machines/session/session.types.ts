/**
 * The shopper's session as the page knows it: its kind and, for a customer, whose it is. The session
 * itself (its tokens) lives in an HttpOnly cookie that only the server reads and refreshes.
 */
// @ts-nocheck

export type SessionKind = 'none' | 'guest' | 'customer'

export interface ShopperSession {
  kind: SessionKind
  /** The customer's id (spec 3.14 `ucid`), once the server has named it. */
  customerId?: string | null
}

export interface SignInCredentials {
  email: string
  password: string
}

/** What a sign-in loads (spec 4.1): the active cart and the first shopping list. */
export interface ShopperData {
  cart: { lineItems: unknown[] } | null
  wishlist: unknown
}

/** Error codes of spec 8.2 that sign the shopper out when getting the user. */
export const SIGN_OUT_ERROR_CODES = ['CustomerGetFailure', 'HeaderOrPostDataInvalid'] as const
