// @ts-nocheck
import type { SnapshotFrom } from 'xstate'
import type { wishlistMachine } from '../../machines/wishlist/wishlist.machine'
import type { ToastMessage } from '../../machines/toast/toast.machine'
import type { AnalyticsEvent } from '../../services/analytics/data-layer'
import { asWishlist } from '../../services/commerce/wishlist'
import { wishlistChangeEvents } from '../bag/bag-analytics'

/** The toast titles of a wishlist change (spec 2.7); toast-messages.ts translates them. */
export const WISHLIST_TOASTS = { added: 'wishlist.added', removed: 'wishlist.removed' } as const

type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>

/**
 * What a finished change of the wishlist tells the shopper and analytics (spec 2.7, 7.6): the
 * `add_to_wishlist` / `remove_from_wishlist` events and a toast naming the product. Loading a
 * list, a failed change and a step inside one say nothing.
 */
export function wishlistChangeNotice(
  before: WishlistSnapshot,
  after: WishlistSnapshot,
): { events: AnalyticsEvent[]; toast: { title: ToastMessage; description: ToastMessage } | null } | null {
  if (!before.hasTag('locked') || after.hasTag('locked') || after.context.error) return null
  const { added, removed, events } = wishlistChangeEvents(
    asWishlist(before.context.wishlist),
    asWishlist(after.context.wishlist),
  )
  const line = added[0] ?? removed[0]
  return {
    events,
    toast: line
      ? {
          title: { id: added.length > 0 ? WISHLIST_TOASTS.added : WISHLIST_TOASTS.removed },
          description: { id: 'product.name', names: line.names },
        }
      : null,
  }
}
