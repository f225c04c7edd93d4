import { wishlistMachine } from '../src/machines/wishlist/wishlist.machine'
import type { WishlistView } from '../src/machines/wishlist/wishlist.types'
import { describeModel } from './support/model'

const empty: WishlistView = { id: 'wl', version: 1, lineItems: [] }
const withA: WishlistView = { id: 'wl', version: 2, lineItems: [{ id: 'a', sku: 'A', quantity: 1, addedAt: '2026-01-01' }] }

describeModel('wishlist', wishlistMachine, {
  inputs: [{ capacity: 1 }],
  events: {
    domain: [
      { type: 'wishlist.loaded', wishlist: withA },
      { type: 'wishlist.item.added', sku: 'A' },
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
    const { value, context } = snapshot as unknown as { value: unknown; context: Record<string, unknown> & { wishlist: WishlistView | null } }
    return JSON.stringify([value, context.wishlist?.lineItems.length ?? null, context.undo, context.intent, context.error])
  },
  // Which branch a completed update takes depends on the pending intent.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as { value: unknown; context: { intent: { kind: string } | null } }
    return [value, context.intent?.kind]
  },
  requireEveryTransition: true,
})
