import { wishlistMachine } from '../src/machines/wishlist/wishlist.machine'
import type { WishlistView } from '../src/machines/wishlist/wishlist.types'
import { describeModel } from './support/model'

const empty: WishlistView = { id: 'wl', version: 1, lineItems: [] }
const withA: WishlistView = {
  id: 'wl',
  version: 2,
  lineItems: [{ id: 'a', sku: 'A', productId: 'pA', quantity: 1, addedAt: '2026-01-01' }],
}
/** A product saved without a size: its line names the master variant, and its size is asked before the bag. */
const withSizeless: WishlistView = {
  id: 'wl',
  version: 3,
  lineItems: [{ id: 'b', sku: 'B0', productId: 'pB', needsSize: true, quantity: 1, addedAt: '2026-01-02' }],
}

describeModel('wishlist', wishlistMachine, {
  inputs: [{ capacity: 1 }],
  events: {
    domain: [
      { type: 'wishlist.loaded', wishlist: withA },
      { type: 'wishlist.loaded', wishlist: withSizeless },
      { type: 'wishlist.item.added', sku: 'A' },
      { type: 'wishlist.product.toggled', productId: 'pA', sku: null },
      { type: 'wishlist.item.addedToBag', lineItemId: 'a' },
      { type: 'wishlist.item.addedToBag', lineItemId: 'b' },
      { type: 'wishlist.item.removed', lineItemId: 'a' },
      { type: 'wishlist.item.sizeChanged', lineItemId: 'a', sku: 'B' },
      { type: 'wishlist.add.undone' },
      { type: 'wishlist.remove.undone' },
      { type: 'wishlist.allAddedToBag' },
      { type: 'wishlist.cleared' },
    ],
    outputs: { createWishlist: [empty], updateWishlist: [withA, empty], addAllToBag: [undefined] },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: Record<string, unknown> & { wishlist: WishlistView | null }
    }
    return JSON.stringify([
      value,
      context.wishlist?.lineItems.map((line) => line.id) ?? null,
      context.undo,
      context.intent,
      context.error,
      context.sizeRequired,
    ])
  },
  // Which branch a completed update takes depends on the pending intent.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as { value: unknown; context: { intent: { kind: string } | null } }
    return [value, context.intent?.kind]
  },
  requireEveryTransition: true,
})
