/** What the wishlist machine reads of a shopping list (spec 3.8). */
export interface WishlistLine {
  id: string
  /** Null when the variant is gone (spec 3.8: the variant may be null). */
  sku: string | null
  quantity: number
  addedAt: string
}

export interface WishlistView {
  id: string
  version: number
  lineItems: WishlistLine[]
}

/** The shopping-list changes of spec 7.1 the service layer sends. */
export type WishlistCommand =
  | { type: 'addLineItem'; sku: string; quantity: 1 }
  /** Puts a removed line back as it was, with its `addedAt`. */
  | { type: 'restoreLineItem'; sku: string; quantity: number; addedAt: string }
  | { type: 'addAndRemoveOldest'; sku: string; oldestItemId: string; oldestItemQuantity: number }
  | { type: 'removeLineItem'; lineItemId: string; quantity: number }
  | { type: 'changeSize'; lineItemId: string; sku: string; addedAt: string }

export interface UpdateWishlistInput {
  shoppingListId: string
  version: number
  command: WishlistCommand
}
