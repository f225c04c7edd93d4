import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useSelector } from '../app/use-selector'
import { selectToast } from '../../machines/toast/toast.machine'
import { selectCanUndoWishlistAdd, selectCanUndoWishlistRemove } from '../../machines/wishlist/wishlist.machine'
import { useToastActor, useWishlistActor } from '../app/shop'
import { useToastHold } from '../app/use-toast-hold'
import { Button } from '../ui/Button'
import { WISHLIST_TOASTS } from './wishlist-notice'
import { focusRestoredLine } from './restore-focus'
import * as styles from '../bag/MiniBag.css'

/**
 * The undo of the last add to or removal from the wishlist while its toast shows (spec 2.7; the
 * toast and its analytics come from the shop's runtime, ./wishlist-notice.ts, durations from the toast machine, 8.4).
 */
export function WishlistNotifications() {
  const wishlistActor = useWishlistActor()
  const toastActor = useToastActor()
  const toast = useSelector(toastActor, selectToast)
  const canUndoAdd = useSelector(wishlistActor, selectCanUndoWishlistAdd)
  const canUndoRemove = useSelector(wishlistActor, selectCanUndoWishlistRemove)
  const undoAdd = canUndoAdd && toast?.title.id === WISHLIST_TOASTS.added
  const undoRemove = canUndoRemove && toast?.title.id === WISHLIST_TOASTS.removed
  if (!undoAdd && !undoRemove) return null
  return <UndoBar undoing={undoAdd ? 'add' : 'remove'} />
}

/**
 * The undo button, holding its toast while the pointer is over it or the focus on it. A removal
 * takes the focus with the removed item's button: the undo takes it up, the next thing the
 * shopper may want, instead of the focus falling back to the top of the page; undoing the removal
 * hands it back to the item's Remove button when the item is back.
 */
function UndoBar({ undoing }: { undoing: 'add' | 'remove' }) {
  const { t } = useLingui()
  const wishlistActor = useWishlistActor()
  const toastActor = useToastActor()
  const hold = useToastHold(toastActor)
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const focused = document.activeElement
    if (undoing === 'remove' && (focused === null || focused === document.body))
      bar.current?.querySelector('button')?.focus({ preventScroll: true })
  }, [undoing])
  return (
    <div className={styles.undo}>
      <div className={styles.undoBar} data-testid="wishlist-undo" ref={bar} {...hold}>
        <Button
          variant="quiet"
          aria-label={undoing === 'add' ? t`Undo adding to the wishlist` : t`Undo removing from the wishlist`}
          onPress={() => {
            const { undo } = wishlistActor.getSnapshot().context
            if (undo?.kind === 'remove') focusRestoredLine(undo.lines)
            wishlistActor.send({ type: undoing === 'add' ? 'wishlist.add.undone' : 'wishlist.remove.undone' })
            toastActor.send({ type: 'toast.dismissed' })
          }}
        >
          {t`Undo`}
        </Button>
      </div>
    </div>
  )
}
