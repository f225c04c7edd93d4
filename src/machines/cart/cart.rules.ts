import type { CartCommand, CartView, StoreData } from './cart.types'

/** Gift wrap is a product of type `Giftwrap` with this fixed SKU (spec 9). */
export const GIFT_WRAP_SKU = '8888881'

/** The literal client-side messages of spec 8.1; the rest are message codes. */
export const CART_ERRORS = {
  noSku: 'No SKU provided.',
  noLineItemId: 'No lineItemId provided.',
  noActiveCart: 'No active cart found.',
  itemNotFound: 'Item not found in cart.',
  noItems: 'No items in cart.',
  itemsLimitReached: 'cart.itemsLimitReached',
  promoDuplicate: 'promo.duplicateCode',
  promoWarranty: 'promo.warrantyCodeError',
  promoError: 'promo.error',
  promoNoLongerValid: 'promo.noLongerValid',
  promoExpired: 'promo.expired',
  promoNotYetValid: 'promo.notYetValid',
  promoNotApplicable: 'promo.notApplicable',
  promoInactive: 'promo.inactive',
  promoMaxApplications: 'promo.maxApplications',
  updateFailed: 'error.description',
} as const

export type CartError = (typeof CART_ERRORS)[keyof typeof CART_ERRORS]

/**
 * The platform compares codes exactly (commercetools discount codes are case-sensitive) and the
 * shop's codes are issued in capitals, so what the shopper types is trimmed and upper-cased.
 */
export const normalisePromoCode = (code: string): string => code.trim().toUpperCase()

export type CartIntent =
  | { kind: 'add'; sku: string | undefined }
  | { kind: 'changeSize'; lineItemId: string | undefined; sku: string | undefined }
  | { kind: 'changeQuantity'; lineItemId: string | undefined; quantity: number }
  | { kind: 'remove'; lineItemId: string | undefined }
  | { kind: 'recalculate' }
  | { kind: 'applyPromo'; code: string }
  | { kind: 'removePromo'; discountId: string }
  | { kind: 'setGiftWrap'; wrapped: boolean }

export interface CartRulesOptions {
  distributionChannel: string
  itemsLimit: number
  warrantyCodePattern: RegExp
}

const findLine = (cart: CartView | null, lineItemId: string | undefined) =>
  cart?.lineItems.find((line) => line.id === lineItemId)

const findSku = (cart: CartView | null, sku: string | undefined) => cart?.lineItems.find((line) => line.sku === sku)

/** Whether the bag holds the gift wrap line (spec 2.7, 9). */
export const isGiftWrapped = (cart: CartView | null) => Boolean(findSku(cart, GIFT_WRAP_SKU))

export const isItemsLimitReached = (cart: CartView | null, itemsLimit: number) =>
  (cart?.totalLineItemQuantity ?? 0) >= itemsLimit

/** Adding creates the cart first when there is none; every other change needs one. */
export function needsNewCart(intent: CartIntent, cart: CartView | null): boolean {
  return !cart && (intent.kind === 'add' || (intent.kind === 'setGiftWrap' && intent.wrapped))
}

/** The validation of spec 5.1 and the promo-code rules of 5.5, before anything is sent. */
export function validateIntent(intent: CartIntent, cart: CartView | null, options: CartRulesOptions): CartError | null {
  switch (intent.kind) {
    case 'add':
      if (!intent.sku) return CART_ERRORS.noSku
      return isItemsLimitReached(cart, options.itemsLimit) ? CART_ERRORS.itemsLimitReached : null
    case 'setGiftWrap':
      // Unwrapping needs the wrap line (the statechart sends only a change).
      if (intent.wrapped) return null
      if (!cart) return CART_ERRORS.noActiveCart
      return isGiftWrapped(cart) ? null : CART_ERRORS.itemNotFound
    case 'recalculate':
      if (!cart) return CART_ERRORS.noActiveCart
      return cart.lineItems.length === 0 ? CART_ERRORS.noItems : null
    case 'applyPromo':
      if (!cart) return CART_ERRORS.noActiveCart
      if (options.warrantyCodePattern.test(intent.code)) return CART_ERRORS.promoWarranty
      return cart.discountCodes.some((d) => d.code.toLowerCase() === intent.code.toLowerCase())
        ? CART_ERRORS.promoDuplicate
        : null
    case 'removePromo':
      return cart ? null : CART_ERRORS.noActiveCart
    case 'changeSize':
      if (!intent.sku) return CART_ERRORS.noSku
      return lineErrors(intent.lineItemId, cart)
    case 'changeQuantity':
    case 'remove':
      return lineErrors(intent.lineItemId, cart)
  }
}

function lineErrors(lineItemId: string | undefined, cart: CartView | null): CartError | null {
  if (!lineItemId) return CART_ERRORS.noLineItemId
  if (!cart) return CART_ERRORS.noActiveCart
  return findLine(cart, lineItemId) ? null : CART_ERRORS.itemNotFound
}

/**
 * The line a new cart is created with (spec 4.4): the added SKU, or the gift wrap, on the market's
 * channels. A guest's first add to bag is one write: the cart and its line come together.
 */
export function firstLineFor(
  intent: CartIntent,
  storeData: StoreData | null,
  options: Pick<CartRulesOptions, 'distributionChannel'>,
): Extract<CartCommand, { type: 'addLineItem' }> {
  const command = commandFor(intent, EMPTY_CART, storeData, options)
  if (command.type !== 'addLineItem') throw new Error(`A new cart cannot start with ${command.type}`)
  return command
}

const EMPTY_CART: CartView = { id: '', version: 0, totalLineItemQuantity: 0, lineItems: [], discountCodes: [] }
/** Turns a validated intent into the one command sent to the platform (spec 4.4, 7.1). */
export function commandFor(
  intent: CartIntent,
  cart: CartView,
  storeData: StoreData | null,
  options: Pick<CartRulesOptions, 'distributionChannel'>,
): CartCommand {
  const channels = {
    distributionChannel: options.distributionChannel,
    supplyChannel: storeData?.supplyChannels[0]?.key,
  }
  switch (intent.kind) {
    case 'add': {
      const existing = findSku(cart, intent.sku)
      if (existing) return { type: 'changeLineItemQuantity', lineItemId: existing.id, quantity: existing.quantity + 1 }
      return { type: 'addLineItem', sku: intent.sku ?? '', quantity: 1, ...channels }
    }
    case 'setGiftWrap': {
      if (intent.wrapped) return { type: 'addLineItem', sku: GIFT_WRAP_SKU, quantity: 1, ...channels }
      const wrap = findSku(cart, GIFT_WRAP_SKU)!
      return { type: 'removeLineItem', lineItemId: wrap.id, quantity: wrap.quantity }
    }
    case 'changeSize': {
      const line = findLine(cart, intent.lineItemId)!
      const target = findSku(cart, intent.sku)
      if (target && target.id !== line.id) {
        // The new size is already in the bag: fold the old line into it rather than duplicate.
        return {
          type: 'changeSizeToExistingLine',
          lineItemIdToRemove: line.id,
          lineItemIdToChange: target.id,
          quantity: target.quantity + line.quantity,
        }
      }
      return {
        type: 'changeSize',
        lineItemId: line.id,
        sku: intent.sku ?? '',
        quantity: line.quantity,
        addedAt: line.addedAt,
        ...channels,
      }
    }
    case 'changeQuantity':
      return { type: 'changeLineItemQuantity', lineItemId: intent.lineItemId ?? '', quantity: intent.quantity }
    case 'remove': {
      const line = findLine(cart, intent.lineItemId)!
      return { type: 'removeLineItem', lineItemId: line.id, quantity: line.quantity }
    }
    case 'recalculate':
      return { type: 'recalculate', updateProductData: true }
    case 'applyPromo':
      return { type: 'addDiscountCode', code: intent.code }
    case 'removePromo':
      return { type: 'removeDiscountCode', discountId: intent.discountId }
  }
}

/** An applied code the platform does not match against the cart any more. */
export function promoCodesNoLongerValid(cart: CartView | null): string[] {
  return (cart?.discountCodes ?? []).filter((d) => d.state !== null && d.state !== 'MatchesCart').map((d) => d.code)
}

/** The discount code states of spec 4.10 a code just applied can be in, and what the shopper is told. */
const PROMO_STATE_ERRORS: Record<string, CartError> = {
  DoesNotMatchCart: CART_ERRORS.promoNotApplicable,
  NotActive: CART_ERRORS.promoInactive,
  MaxApplicationReached: CART_ERRORS.promoMaxApplications,
}

export function errorAfterUpdate(intent: CartIntent | null, cart: CartView): CartError | null {
  if (intent?.kind !== 'applyPromo') return null
  const applied = cart.discountCodes.find((d) => d.code.toLowerCase() === intent.code.toLowerCase())
  if (!applied || applied.state === null || applied.state === 'MatchesCart') return null
  return PROMO_STATE_ERRORS[applied.state] ?? CART_ERRORS.promoNoLongerValid
}

interface PlatformErrorExtensions {
  code?: unknown
  reason?: unknown
  validFrom?: unknown
}

/** The first GraphQL error's extensions, read from whatever the update actor rejected with. */
function firstExtensions(error: unknown): PlatformErrorExtensions {
  const errors = (error as { response?: { errors?: unknown } } | null)?.response?.errors
  const first = Array.isArray(errors) ? (errors[0] as { extensions?: unknown } | undefined) : undefined
  return typeof first?.extensions === 'object' && first.extensions !== null
    ? (first.extensions as PlatformErrorExtensions)
    : {}
}

/** A refused code's reason (`DiscountCodeNonApplicable`): unknown, not yet valid or expired. */
export function promoErrorOf(error: unknown, now: number = Date.now()): CartError {
  const extensions = firstExtensions(error)
  if (extensions.code !== 'DiscountCodeNonApplicable' || extensions.reason !== 'TimeRangeNonApplicable')
    return CART_ERRORS.promoError
  const from = typeof extensions.validFrom === 'string' ? Date.parse(extensions.validFrom) : Number.NaN
  return from > now ? CART_ERRORS.promoNotYetValid : CART_ERRORS.promoExpired
}

export const errorOnFailure = (intent: CartIntent | null, error?: unknown): CartError =>
  intent?.kind === 'applyPromo' ? promoErrorOf(error) : CART_ERRORS.updateFailed
