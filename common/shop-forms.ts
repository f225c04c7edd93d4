/**
 * The shop's plain-HTML forms: where each shopping action posts before (or without) the page's
 * scripts, and the query flags the server answers with (`303` back to the page in its new state).
 */
export const SHOP_FORMS = {
  bagAdd: '/forms/bag/add',
  bagQuantity: '/forms/bag/quantity',
  bagSize: '/forms/bag/size',
  bagRemove: '/forms/bag/remove',
  bagMoveToWishlist: '/forms/bag/move-to-wishlist',
  bagPromo: '/forms/bag/promo',
  wishlistToggle: '/forms/wishlist/toggle',
  wishlistRemove: '/forms/wishlist/remove',
  wishlistSize: '/forms/wishlist/size',
  wishlistToBag: '/forms/wishlist/to-bag',
  wishlistAllToBag: '/forms/wishlist/all-to-bag',
  checkoutContact: '/forms/checkout/contact',
  checkoutDelivery: '/forms/checkout/delivery',
  orderTracking: '/forms/order-tracking',
  contact: '/forms/contact',
  newsletter: '/forms/newsletter',
  consent: '/forms/consent',
} as const

/** The hidden field with the form token against cross-site posts. */
export const FORM_TOKEN_FIELD = 'csrf'
/** The hidden field naming the page to go back to. */
export const FORM_BACK_FIELD = 'back'

export const FORM_FLAGS = {
  /** The 'added to bag' dialog is open for this SKU. */
  added: 'added',
  /** A cart error (a code of the cart machine) to show. */
  bagError: 'bag-error',
  /** Add to bag was pressed without a size. */
  sizeRequired: 'size-required',
  /** The wishlist lines (their ids, joined by `,`) that 'add to bag' found without a size: each asks for one. */
  wishlistSizeRequired: 'size-for',
  /** A checkout step's refusal: its message key, then `field:code` pairs, joined by `|`. */
  checkoutError: 'checkout-error',
  /** The checkout step a plain-HTML checkout is at ('delivery', 'payment'). */
  checkoutStep: 'step',
  /**
   * Order tracking's refusal: 'notFound', 'throttled' (with the seconds to wait: 'throttled:60'), 'serverError',
   * or the fields' errors as `field:code` pairs joined by `|`.
   */
  trackingError: 'tracking-error',
  /**
   * The contact form's answer: 'sent', 'throttled', 'botProtection', 'serverError', or the fields' errors as
   * `field:code` pairs joined by `|`.
   */
  contact: 'contact',
  /**
   * The newsletter sign-up's answer: 'sent', 'botProtection', 'serverError', or the fields' errors as `field:code`
   * pairs joined by `|`.
   */
  newsletter: 'newsletter',
  /** The cookie banner is open again (the footer's cookie settings followed before the page was interactive). */
  cookieSettings: 'cookie-settings',
} as const

const ALL_FLAGS: readonly string[] = Object.values(FORM_FLAGS)

/** A fragment naming an element of the page (an id the shop renders), kept on the way back. */
const PLAIN_FRAGMENT = /^#[A-Za-z0-9_-]{1,64}$/

const fragmentOf = (url: URL) => (PLAIN_FRAGMENT.test(url.hash) ? url.hash : '')

/**
 * A same-site page path to return to (never another origin), without the flags of an earlier answer. A plain
 * fragment (`#` and an element's id) stays: the page comes back scrolled to where the form was.
 */
export function backPath(value: unknown, fallback = '/'): string {
  if (
    typeof value !== 'string' ||
    value.length > 1024 ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  )
    return fallback
  let url: URL
  try {
    url = new URL(value, 'http://shop.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'http://shop.invalid') return fallback
  for (const flag of ALL_FLAGS) url.searchParams.delete(flag)
  const search = url.searchParams.toString()
  return `${url.pathname}${search ? `?${search}` : ''}${fragmentOf(url)}`
}

/** The path with the given flags set. */
export function withFlags(path: string, flags: Record<string, string>): string {
  const url = new URL(backPath(path), 'http://shop.invalid')
  for (const [name, value] of Object.entries(flags)) url.searchParams.set(name, value)
  const search = url.searchParams.toString()
  return `${url.pathname}${search ? `?${search}` : ''}${fragmentOf(url)}`
}
