/** Spec 3.14, plus the refresh token the OAuth flows hand out. */
export interface SessionToken {
  accessToken: string
  /** Epoch milliseconds. */
  accessTokenExpiryTimestamp: number
  refreshToken?: string | null
  anonymousId?: string | null
  ucid?: string | null
}

/** Spec 7.1: refresh when the token expires within 30 seconds. */
export const TOKEN_REFRESH_MARGIN_MS = 30_000

export function tokenNeedsRefresh(session: SessionToken, now: number): boolean {
  return session.accessTokenExpiryTimestamp - now <= TOKEN_REFRESH_MARGIN_MS
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
