import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { selectIsLocked } from '../../machines/cart/cart.selectors'
import { selectWishlistCount, selectWishlistIsBusy } from '../../machines/wishlist/wishlist.machine'
import type { Wishlist } from '../../services/commerce/wishlist'
import { useCartActor, useShopperState, useWishlistActor } from '../app/shop'
import { useMasterProducts } from '../bag/useBag'
import { Button } from '../ui/Button'
import { WishlistItem } from './WishlistItem'
import * as bagStyles from '../bag/BagPage.css'
import * as styles from './WishlistPage.css'

/** The wishlist's items, each to the bag or away, and all to the bag at once (spec 2.7, 4.5). */
export default function FilledWishlist({ wishlist }: { wishlist: Wishlist }) {
  const { t } = useLingui()
  const wishlistActor = useWishlistActor()
  const cartActor = useCartActor()
  const { sizeConvention } = useShopperState()
  const isBusy = useSelector(wishlistActor, selectWishlistIsBusy)
  const cartLocked = useSelector(cartActor, selectIsLocked)
  const available = useSelector(wishlistActor, selectWishlistCount)
  const masters = useMasterProducts(wishlist.lineItems.flatMap((line) => (line.sku ? [line.sku] : [])))
  const lines = [...wishlist.lineItems].sort((a, b) => b.addedAt.localeCompare(a.addedAt))
  return (
    <>
      <div className={styles.toolbar}>
        <p className={bagStyles.muted}>{t`${plural(available, { one: '# item', other: '# items' })}`}</p>
        <Button variant="primary" isDisabled={isBusy || cartLocked || available === 0} onPress={() => wishlistActor.send({ type: 'wishlist.allAddedToBag' })}>
          {t`Add all to bag`}
        </Button>
      </div>
      <ul className={styles.grid} aria-label={t`Items in your wishlist`}>
        {lines.map((line) => (
          <WishlistItem
            key={line.id}
            line={line}
            master={line.productId ? masters[line.productId] : undefined}
            convention={sizeConvention}
            isBusy={isBusy}
            isCartLocked={cartLocked}
            onAddToBag={() => line.sku && cartActor.send({ type: 'cart.item.added', sku: line.sku })}
            onRemove={() => wishlistActor.send({ type: 'wishlist.item.removed', lineItemId: line.id })}
            onSizeChange={(sku) => wishlistActor.send({ type: 'wishlist.item.sizeChanged', lineItemId: line.id, sku })}
          />
        ))}
      </ul>
    </>
  )
}
