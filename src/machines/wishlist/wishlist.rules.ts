import type { WishlistCommand, WishlistLine, WishlistView } from './wishlist.types'

export type WishlistIntent =
  | { kind: 'add'; sku: string }
  | { kind: 'remove'; lineItemId: string }
  | { kind: 'changeSize'; lineItemId: string; sku: string }
  | { kind: 'undo'; undo: WishlistUndo }

/** What the last change can take back: an add (and the line it evicted), or a removal. */
export type WishlistUndo =
  | { kind: 'add'; lineItemId: string; restore: WishlistLine | null }
  | { kind: 'remove'; line: WishlistLine }

export const findWishlistLine = (wishlist: WishlistView | null, lineItemId: string) =>
  wishlist?.lineItems.find((line) => line.id === lineItemId)

export function oldestLine(wishlist: WishlistView): WishlistLine | undefined {
  return [...wishlist.lineItems].sort((a, b) => a.addedAt.localeCompare(b.addedAt))[0]
}

/** Spec 4.5: quantity 1; a full list drops its oldest item in the same operation; size changes keep `addedAt`. */
export function wishlistCommandFor(intent: WishlistIntent, wishlist: WishlistView, capacity: number): WishlistCommand {
  switch (intent.kind) {
    case 'add': {
      const oldest = wishlist.lineItems.length >= capacity ? oldestLine(wishlist) : undefined
      if (oldest) return { type: 'addAndRemoveOldest', sku: intent.sku, oldestItemId: oldest.id, oldestItemQuantity: oldest.quantity }
      return { type: 'addLineItem', sku: intent.sku, quantity: 1 }
    }
    case 'changeSize': {
      const line = findWishlistLine(wishlist, intent.lineItemId)!
      return { type: 'changeSize', lineItemId: line.id, sku: intent.sku, addedAt: line.addedAt }
    }
    case 'undo': {
      const { undo } = intent
      if (undo.kind === 'remove') return { type: 'restoreLineItem', sku: undo.line.sku ?? '', quantity: undo.line.quantity, addedAt: undo.line.addedAt }
      // Undoing an add that evicted the oldest item puts that item back, with its `addedAt`.
      if (undo.restore?.sku) return { type: 'changeSize', lineItemId: undo.lineItemId, sku: undo.restore.sku, addedAt: undo.restore.addedAt }
      return { type: 'removeLineItem', lineItemId: undo.lineItemId, quantity: 1 }
    }
    case 'remove': {
      const line = findWishlistLine(wishlist, intent.lineItemId)
      return { type: 'removeLineItem', lineItemId: intent.lineItemId, quantity: line?.quantity ?? 1 }
    }
  }
}

/** The line a full list gives up for a new one. */
export function evictedBy(wishlist: WishlistView | null, capacity: number): WishlistLine | null {
  return wishlist && wishlist.lineItems.length >= capacity ? (oldestLine(wishlist) ?? null) : null
}

/** The line an add produced: the newest line of that SKU. */
export function addedLineId(wishlist: WishlistView, sku: string): string | null {
  const lines = wishlist.lineItems.filter((line) => line.sku === sku)
  return lines.sort((a, b) => b.addedAt.localeCompare(a.addedAt))[0]?.id ?? null
}
