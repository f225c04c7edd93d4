// @ts-nocheck
import { useSelector } from '../app/use-selector'
import { lazy, Suspense } from 'react'
import { selectIsAddedToBagModalOpen, selectIsLocked } from '../../machines/cart/cart.selectors'
import { useCartActor } from '../app/shop'
import { loadAddedToBagModal } from './added-to-bag-code'
import { useOnceTrue } from '../ui/useOnceTrue'
import { WishlistNotifications } from '../wishlist/WishlistNotifications'

// The dialog and the mini bag load with the shopper's first change of the bag (or sooner), while the platform answers it.
const AddedToBagModal = lazy(loadAddedToBagModal)

/**
 * What the bag and the wishlist show on every page: the 'added to bag' dialog with the mini bag,
 * and the undo of the wishlist's toasts (the bag's and wishlist's analytics and toasts come from the shop's runtime).
 */
export default function BagOverlays() {
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
