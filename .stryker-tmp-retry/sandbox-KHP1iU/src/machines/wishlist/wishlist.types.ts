/** What the wishlist machine reads of a shopping list (spec 3.8). */
// @ts-nocheck

export interface WishlistLine {
  id: string
  /** Null when the variant is gone (spec 3.8: the variant may be null). */
  sku: string | null
  /** The product the line belongs to. */
  productId?: string | null
  /** A line saved without a size (the product only, no variant chosen): its size is asked before it goes to the bag. */
  needsSize?: boolean
  quantity: number
  addedAt: string
}

export interface WishlistView {
  id: string
  version: number
  lineItems: WishlistLine[]
}

/** What a new line names: a size (its SKU), or the product alone when no size was chosen. */
export type WishlistItemRef = { sku: string } | { productId: string }

/** The shopping-list changes of spec 7.1 the service layer sends. */
export type WishlistCommand =
  | { type: 'addLineItem'; item: WishlistItemRef; quantity: 1 }
  /** Puts removed lines back as they were, each with its `addedAt`. */
  | { type: 'restoreLineItems'; lines: Array<{ item: WishlistItemRef; quantity: number; addedAt: string }> }
  | { type: 'addAndRemoveOldest'; item: WishlistItemRef; oldestItemId: string; oldestItemQuantity: number }
  | { type: 'removeLineItem'; lineItemId: string; quantity: number }
  /** Takes every line of a product away at once (the heart of a saved product). */
  | { type: 'removeLineItems'; lines: Array<{ lineItemId: string; quantity: number }> }
  | { type: 'changeSize'; lineItemId: string; item: WishlistItemRef; addedAt: string }

export interface UpdateWishlistInput {
  shoppingListId: string
  version: number
  command: WishlistCommand
}
