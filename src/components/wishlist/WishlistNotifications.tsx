import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useEffect } from 'react'
import { selectToast } from '../../machines/toast/toast.machine'
import { selectCanUndoWishlistAdd, selectCanUndoWishlistRemove } from '../../machines/wishlist/wishlist.machine'
import { asWishlist } from '../../services/commerce/wishlist'
import { useShopServices, useToastActor, useWishlistActor } from '../app/shop'
import { wishlistChangeEvents } from '../bag/bag-analytics'
import { nameIn } from '../bag/format'
import { Button } from '../ui/Button'
import * as styles from '../bag/MiniBag.css'

/**
 * The wishlist's added and removed toasts (spec 2.7; durations from the toast machine, 8.4), the
 * undo of the last add or removal while its toast shows, and `add_to_wishlist` / `remove_from_wishlist` (7.6).
 */
export function WishlistNotifications() {
  const { t, i18n } = useLingui()
  const wishlistActor = useWishlistActor()
  const toastActor = useToastActor()
  const { analytics } = useShopServices()
  const addedText = t`Added to your wishlist`
  const removedText = t`Removed from your wishlist`
  const locale = i18n.locale

  useEffect(() => {
    let previous = wishlistActor.getSnapshot()
    const subscription = wishlistActor.subscribe((snapshot) => {
      const before = previous
      previous = snapshot
      // Only a finished change of the list counts; loading a list is not the shopper adding to it.
      if (!before.hasTag('locked') || snapshot.hasTag('locked') || snapshot.context.error) return
      const { added, removed, events } = wishlistChangeEvents(
        asWishlist(before.context.wishlist),
        asWishlist(snapshot.context.wishlist),
      )
      events.forEach((event) => analytics.push(event))
      const line = added[0] ?? removed[0]
      if (!line) return
      toastActor.send({
        type: 'toast.shown',
        title: { id: added.length > 0 ? addedText : removedText },
        description: { id: nameIn(line.names, locale) },
      })
    })
    return () => subscription.unsubscribe()
  }, [wishlistActor, toastActor, analytics, addedText, removedText, locale])

  const toast = useSelector(toastActor, selectToast)
  const canUndoAdd = useSelector(wishlistActor, selectCanUndoWishlistAdd)
  const canUndoRemove = useSelector(wishlistActor, selectCanUndoWishlistRemove)
  const undoAdd = canUndoAdd && toast?.title.id === addedText
  const undoRemove = canUndoRemove && toast?.title.id === removedText
  if (!undoAdd && !undoRemove) return null
  return (
    <div className={styles.undo}>
      <div className={styles.undoBar} data-testid="wishlist-undo">
        <Button
          variant="quiet"
          aria-label={undoAdd ? t`Undo adding to the wishlist` : t`Undo removing from the wishlist`}
          onPress={() => {
            wishlistActor.send({ type: undoAdd ? 'wishlist.add.undone' : 'wishlist.remove.undone' })
            toastActor.send({ type: 'toast.dismissed' })
          }}
        >
          {t`Undo`}
        </Button>
      </div>
    </div>
  )
}
