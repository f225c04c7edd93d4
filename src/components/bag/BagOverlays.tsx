import { useSelector } from '../app/use-selector'
import { lazy, Suspense, useEffect } from 'react'
import { selectIsAddedToBagModalOpen, selectIsLocked } from '../../machines/cart/cart.selectors'
import { asCart } from '../../services/commerce/cart'
import { useCartActor, useShopServices } from '../app/shop'
import { useOnceTrue } from '../ui/useOnceTrue'
import { WishlistNotifications } from '../wishlist/WishlistNotifications'
import { cartChangeEvents } from './bag-analytics'

// The dialog and the mini bag load with the shopper's first change of the bag, while the platform answers it.
const AddedToBagModal = lazy(() => import('./AddedToBagModal'))

/**
 * What the bag and the wishlist show on every page: the 'added to bag' dialog with the mini bag,
 * the wishlist toasts with undo, and the cart analytics of spec 7.6.
 */
export default function BagOverlays() {
  useCartAnalytics()
  const bagChanged = useOnceTrue(
    useSelector(useCartActor(), (s) => selectIsLocked(s) || selectIsAddedToBagModalOpen(s)),
  )
  return (
    <>
      {bagChanged && (
        <Suspense fallback={null}>
          <AddedToBagModal />
        </Suspense>
      )}
      <WishlistNotifications />
    </>
  )
}

/** `add_to_cart`, `remove_from_cart` and `cart_contents` for every change of the bag, wherever it was made. */
function useCartAnalytics() {
  const cartActor = useCartActor()
  const { analytics } = useShopServices()
  useEffect(() => {
    // Emitted events arrive before the snapshot that carries the change: `previous` is the bag before it.
    let previous = asCart(cartActor.getSnapshot().context.cart)
    const updates = cartActor.on('cart.updated', ({ cart }) => {
      const next = asCart(cart)
      if (next) cartChangeEvents(previous, next).forEach((event) => analytics.push(event))
    })
    const snapshots = cartActor.subscribe((snapshot) => {
      previous = asCart(snapshot.context.cart)
    })
    return () => {
      updates.unsubscribe()
      snapshots.unsubscribe()
    }
  }, [cartActor, analytics])
}
