import type { SnapshotFrom } from 'xstate'
import { isItemsLimitReached, promoCodesNoLongerValid, type CartError } from './cart.rules'
import type { cartMachine } from './cart.machine'
import type { CartView } from './cart.types'

type CartSnapshot = SnapshotFrom<typeof cartMachine>

/** Spec 3.19 `isLocked`: true while a wrapped cart operation runs. */
export const selectIsLocked = (snapshot: CartSnapshot): boolean => snapshot.hasTag('locked')

export const selectCart = (snapshot: CartSnapshot): CartView | null => snapshot.context.cart

/** The promo code typed into the field. */
export const selectPromoCode = (snapshot: CartSnapshot): string => snapshot.context.promoCode

/** Apply is offered for a code typed while no cart operation runs. */
export const selectCanApplyPromo = (snapshot: CartSnapshot): boolean =>
  !snapshot.hasTag('locked') && snapshot.context.promoCode.trim() !== ''

export const selectCartError = (snapshot: CartSnapshot): CartError | null => snapshot.context.error

export const selectItemsLimitReached = (snapshot: CartSnapshot): boolean =>
  isItemsLimitReached(snapshot.context.cart, snapshot.context.itemsLimit)

export const selectIsAddedToBagModalOpen = (snapshot: CartSnapshot): boolean =>
  snapshot.matches({ addedToBagModal: 'open' })

/** The article of the last add to the bag, shown on top of the added-to-bag dialog. */
export const selectAddedSku = (snapshot: CartSnapshot): string | null => snapshot.context.addedSku

/** Read with `shallowEqual`: a new array per call. */
export const selectPromoCodesNoLongerValid = (snapshot: CartSnapshot): string[] =>
  promoCodesNoLongerValid(snapshot.context.cart)

/**
 * Spec 4.13: the total quantity, minus the line of the special product whose key the market
 * configures (the spec does not name it). An add the platform is taking counts at once: the shopper
 * sees the bag take the item on the tap, and the count falls back if the platform refuses it (the
 * error of spec 8.1 then says why).
 */
export const selectBagCount =
  (excludedProductKey?: string) =>
  (snapshot: CartSnapshot): number => {
    const { cart, intent } = snapshot.context
    const adding = intent?.kind === 'add' && snapshot.hasTag('locked') ? 1 : 0
    if (!cart) return adding
    const excluded = excludedProductKey && cart.lineItems.some((line) => line.productKey === excludedProductKey)
    return cart.totalLineItemQuantity - (excluded ? 1 : 0) + adding
  }
