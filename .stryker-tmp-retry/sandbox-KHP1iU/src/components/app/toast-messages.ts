// @ts-nocheck
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { CART_ERRORS } from '../../machines/cart/cart.rules'
import { WISHLIST_TOASTS } from '../wishlist/wishlist-notice'

/**
 * The message keys of spec 8.1 and 8.3 a toast may carry. A toast whose id is not listed here is
 * shown as given, so an area can pass text it has already translated.
 */
export const TOAST_MESSAGES: Record<string, MessageDescriptor> = {
  'error.title': msg`Something went wrong`,
  'error.description': msg`Please try again in a moment.`,
  [CART_ERRORS.noSku]: msg`Please choose a size.`,
  [CART_ERRORS.noLineItemId]: msg`This item is no longer in your bag.`,
  [CART_ERRORS.noActiveCart]: msg`Your bag could not be found.`,
  [CART_ERRORS.itemNotFound]: msg`This item is no longer in your bag.`,
  [CART_ERRORS.noItems]: msg`Your bag is empty.`,
  [CART_ERRORS.itemsLimitReached]: msg`Your bag is full. Remove an item to add another.`,
  [CART_ERRORS.promoDuplicate]: msg`This code has already been applied.`,
  [CART_ERRORS.promoWarranty]: msg`Warranty codes can only be used on their own.`,
  [CART_ERRORS.promoError]: msg`This code cannot be applied.`,
  [CART_ERRORS.promoNoLongerValid]: msg`A code in your bag is no longer valid.`,
  [CART_ERRORS.promoExpired]: msg`This promo code has expired.`,
  [CART_ERRORS.promoNotYetValid]: msg`This promo code is not valid yet.`,
  [CART_ERRORS.promoNotApplicable]: msg`This promo code does not apply to the items in your bag.`,
  [CART_ERRORS.promoInactive]: msg`This promo code is not active.`,
  [CART_ERRORS.promoMaxApplications]: msg`This promo code has already been used the maximum number of times.`,
  'signIn.succeeded': msg`You are signed in.`,
  'signOut.succeeded': msg`You have been signed out.`,
  'newsletter.succeeded': msg`Thank you for subscribing.`,
  [WISHLIST_TOASTS.added]: msg`Added to your wishlist`,
  [WISHLIST_TOASTS.removed]: msg`Removed from your wishlist`,
}
