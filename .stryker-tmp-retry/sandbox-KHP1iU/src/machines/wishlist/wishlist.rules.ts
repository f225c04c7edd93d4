// @ts-nocheck
import type { WishlistCommand, WishlistItemRef, WishlistLine, WishlistView } from './wishlist.types'

export type WishlistIntent =
  | { kind: 'add'; item: WishlistItemRef }
  | { kind: 'remove'; lineItemIds: string[] }
  | { kind: 'changeSize'; lineItemId: string; sku: string }
  | { kind: 'undo'; undo: WishlistUndo }

/** What the last change can take back: an add (and the line it evicted), or a removal. */
export type WishlistUndo =
  { kind: 'add'; lineItemId: string; restore: WishlistLine | null } | { kind: 'remove'; lines: WishlistLine[] }

export const findWishlistLine = (wishlist: WishlistView | null, lineItemId: string) =>
  wishlist?.lineItems.find((line) => line.id === lineItemId)

/** The lines of one product, whatever their size. */
export const productLines = (wishlist: WishlistView | null, productId: string): WishlistLine[] =>
  wishlist?.lineItems.filter((line) => line.productId === productId) ?? []

/** A line goes to the bag only with a size the shopper chose; a line saved without one has none. */
export const hasChosenSize = (line: WishlistLine): line is WishlistLine & { sku: string } =>
  line.sku !== null && !line.needsSize

/** What a line names again when it is put back: its size, or its product when it had no size. */
function itemOf(line: WishlistLine): WishlistItemRef | null {
  if (line.needsSize && line.productId) return { productId: line.productId }
  return line.sku ? { sku: line.sku } : null
}

function oldestLine(wishlist: WishlistView): WishlistLine | undefined {
  return [...wishlist.lineItems].sort((a, b) => a.addedAt.localeCompare(b.addedAt))[0]
}

/** Spec 4.5: quantity 1; a full list drops its oldest item in the same operation; size changes keep `addedAt`. */
export function wishlistCommandFor(intent: WishlistIntent, wishlist: WishlistView, capacity: number): WishlistCommand {
  switch (intent.kind) {
    case 'add': {
      const oldest = wishlist.lineItems.length >= capacity ? oldestLine(wishlist) : undefined
      if (oldest)
        return {
          type: 'addAndRemoveOldest',
          item: intent.item,
          oldestItemId: oldest.id,
          oldestItemQuantity: oldest.quantity,
        }
      return { type: 'addLineItem', item: intent.item, quantity: 1 }
    }
    case 'changeSize': {
      const line = findWishlistLine(wishlist, intent.lineItemId)!
      return { type: 'changeSize', lineItemId: line.id, item: { sku: intent.sku }, addedAt: line.addedAt }
    }
    case 'undo': {
      const { undo } = intent
      if (undo.kind === 'remove') {
        return {
          type: 'restoreLineItems',
          lines: undo.lines.flatMap((line) => {
            const item = itemOf(line)
            return item ? [{ item, quantity: line.quantity, addedAt: line.addedAt }] : []
          }),
        }
      }
      // Undoing an add that evicted the oldest item puts that item back, with its `addedAt`.
      const restore = undo.restore ? itemOf(undo.restore) : null
      if (undo.restore && restore)
        return { type: 'changeSize', lineItemId: undo.lineItemId, item: restore, addedAt: undo.restore.addedAt }
      return { type: 'removeLineItem', lineItemId: undo.lineItemId, quantity: 1 }
    }
    case 'remove': {
      const lines = intent.lineItemIds.map((lineItemId) => ({
        lineItemId,
        quantity: findWishlistLine(wishlist, lineItemId)?.quantity ?? 1,
      }))
      if (lines.length === 1) return { type: 'removeLineItem', ...lines[0]! }
      return { type: 'removeLineItems', lines }
    }
  }
}

/** The line a full list gives up for a new one. */
export function evictedBy(wishlist: WishlistView | null, capacity: number): WishlistLine | null {
  return wishlist && wishlist.lineItems.length >= capacity ? (oldestLine(wishlist) ?? null) : null
}

/** The line an add produced: the newest line of that SKU, or of that product without a size. */
export function addedLineId(wishlist: WishlistView, item: WishlistItemRef): string | null {
  const lines = wishlist.lineItems.filter((line) =>
    'sku' in item ? line.sku === item.sku && !line.needsSize : line.productId === item.productId && line.needsSize,
  )
  return lines.sort((a, b) => b.addedAt.localeCompare(a.addedAt))[0]?.id ?? null
}
