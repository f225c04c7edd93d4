import { FORM_FLAGS } from '@common/shop-forms'
import { CART_ERRORS, type CartError } from '../../machines/cart/cart.rules'
import type { Cart, MasterProduct } from '../../services/commerce/cart'
import type { TrackedOrder } from '../../machines/order-tracking/order-tracking.machine'
import type { Wishlist } from '../../services/commerce/wishlist'

/**
 * What the server knew of the shopper when it rendered the page, embedded in the page so the
 * browser starts its actors from the same state: the cookie session's cart (absent when the server
 * did not look it up), the form token of the plain-HTML forms and the outcome of the form just posted.
 */
export interface ShopperRender {
  formToken: string
  /** The active cart (null: none); undefined when the server did not read it. */
  cart?: Cart | null
  /**
   * On the bag page, the products of the cart's lines by product id (their sizes, stock and colour):
   * the page shows its size pickers before (and without) the scripts, as the browser will.
   */
  masters?: Record<string, MasterProduct>
  /** The shopper's wishlist (null: none), read with the cart; undefined when the server did not read it. */
  wishlist?: Wishlist | null
  /** On the wishlist page, the products of its lines by product id, as `masters` for the bag. */
  wishlistMasters?: Record<string, MasterProduct>
  bagError: CartError | null
  addedToBag: boolean
  /** The SKU a plain-HTML add to bag put into the bag. */
  addedSku: string | null
  sizeRequired: boolean
  /** The wishlist lines a plain-HTML 'add to bag' found without a size: each asks for one. */
  wishlistSizeRequired: string[]
  /** The step a plain-HTML checkout continues at. */
  checkoutStep: 'delivery' | 'payment' | null
  /** A checkout form's refusal: its message key, then `field:code` pairs, joined by `|`. */
  checkoutError: string | null
  /** An account order page's id the signed-in shopper's account does not hold (the page answers 404). */
  missingOrder?: string
  /** Order tracking's refusal of a plain-HTML lookup (`FORM_FLAGS.trackingError`). */
  trackingError: string | null
  /**
   * The order the tracking page's address names, when this browser session may read it: the page shows it
   * before (or without) its scripts. Such a page is the shopper's own and never cached.
   */
  trackedOrder?: TrackedOrder
  /** The cookie banner opens again, whatever the cookie says (`FORM_FLAGS.cookieSettings`). */
  cookieSettings: boolean
}

export const SHOPPER_RENDER_ID = 'kestrel-shopper'

const CART_ERROR_CODES: ReadonlySet<string> = new Set(Object.values(CART_ERRORS))

/** The outcome flags of a form post, read from the page's query. */
export function formOutcome(
  search: URLSearchParams,
): Omit<ShopperRender, 'formToken' | 'cart' | 'masters' | 'wishlist' | 'wishlistMasters'> {
  const error = search.get(FORM_FLAGS.bagError)
  const added = search.get(FORM_FLAGS.added)
  const step = search.get(FORM_FLAGS.checkoutStep)
  const checkoutError = search.get(FORM_FLAGS.checkoutError)
  const trackingError = search.get(FORM_FLAGS.trackingError)
  const addedSku = added && /^[\w.-]{1,64}$/.test(added) ? added : null
  return {
    bagError: error && CART_ERROR_CODES.has(error) ? (error as CartError) : null,
    addedToBag: addedSku !== null,
    addedSku,
    sizeRequired: search.get(FORM_FLAGS.sizeRequired) === '1',
    wishlistSizeRequired: lineIds(search.get(FORM_FLAGS.wishlistSizeRequired)),
    checkoutStep: step === 'delivery' || step === 'payment' ? step : null,
    checkoutError: checkoutError && /^[\w.|:-]{1,512}$/.test(checkoutError) ? checkoutError : null,
    trackingError: trackingError && /^[\w|:]{1,128}$/.test(trackingError) ? trackingError : null,
    cookieSettings: search.get(FORM_FLAGS.cookieSettings) === '1',
  }
}

/** Up to 50 distinct line ids of a flag (`a,b`); anything else in it is left out. */
function lineIds(value: string | null): string[] {
  if (!value || value.length > 4096) return []
  const ids = value.split(',').filter((id) => /^[\w-]{1,128}$/.test(id))
  return [...new Set(ids)].slice(0, 50)
}

/** The embedded data as a script's text: JSON that cannot close the script element. */
export function shopperRenderJson(data: ShopperRender): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The browser's copy of what the server rendered with; undefined on a page without it. */
export function readShopperRender(): ShopperRender | undefined {
  const element = globalThis.document?.getElementById(SHOPPER_RENDER_ID)
  if (!element?.textContent) return undefined
  try {
    return JSON.parse(element.textContent) as ShopperRender
  } catch {
    return undefined
  }
}
