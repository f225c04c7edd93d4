// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { selectToast } from '../../machines/toast/toast.machine'
import { selectCanUndoWishlistAdd, selectCanUndoWishlistRemove } from '../../machines/wishlist/wishlist.machine'
import { useToastActor, useWishlistActor } from '../app/shop'
import { Button } from '../ui/Button'
import { WISHLIST_TOASTS } from './wishlist-notice'
import * as styles from '../bag/MiniBag.css'

/**
 * The undo of the last add to or removal from the wishlist while its toast shows (spec 2.7; the
 * toast and its analytics come from the shop's runtime, ./wishlist-notice.ts, durations from the toast machine, 8.4).
 */
export function WishlistNotifications() {
  const { t } = useLingui()
  const wishlistActor = useWishlistActor()
  const toastActor = useToastActor()
  const toast = useSelector(toastActor, selectToast)
  const canUndoAdd = useSelector(wishlistActor, selectCanUndoWishlistAdd)
  const canUndoRemove = useSelector(wishlistActor, selectCanUndoWishlistRemove)
  const undoAdd = canUndoAdd && toast?.title.id === WISHLIST_TOASTS.added
  const undoRemove = canUndoRemove && toast?.title.id === WISHLIST_TOASTS.removed
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
