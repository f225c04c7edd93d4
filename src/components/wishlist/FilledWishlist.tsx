import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { selectIsLocked } from '../../machines/cart/cart.selectors'
import {
  selectIsSizeRequired,
  selectSizesRequiredCount,
  selectWishlistCount,
  selectWishlistIsBusy,
} from '../../machines/wishlist/wishlist.machine'
import { wishlistSkus, type Wishlist } from '../../services/commerce/wishlist'
import { useCartActor, useShopperState, useWishlistActor, type WishlistActor } from '../app/shop'
import { useMasterProducts } from '../bag/useBag'
import { Button } from '../ui/Button'
import { WishlistItem, type WishlistItemProps } from './WishlistItem'
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
  const sizesRequired = useSelector(wishlistActor, selectSizesRequiredCount)
  const masters = useMasterProducts(wishlistSkus(wishlist))
  const lines = [...wishlist.lineItems].sort((a, b) => b.addedAt.localeCompare(a.addedAt))
  return (
    <>
      <div className={styles.toolbar}>
        <p className={bagStyles.muted}>{t`${plural(available, { one: '# item', other: '# items' })}`}</p>
        <Button
          variant="primary"
          isDisabled={isBusy || cartLocked || available === 0}
          onPress={() => wishlistActor.send({ type: 'wishlist.allAddedToBag' })}
        >
          {t`Add all to bag`}
        </Button>
      </div>
      <div aria-live="polite">
        {sizesRequired > 0 && (
          <p className={styles.sizeRequired} data-testid="wishlist-sizes-required">
            {t`${plural(sizesRequired, { one: 'Choose a size for # item to add it to the bag.', other: 'Choose a size for # items to add them to the bag.' })}`}
          </p>
        )}
      </div>
      <ul className={styles.grid} aria-label={t`Items in your wishlist`}>
        {lines.map((line) => (
          <WishlistLineItem
            key={line.id}
            actor={wishlistActor}
            line={line}
            master={line.productId ? masters[line.productId] : undefined}
            convention={sizeConvention}
            isBusy={isBusy}
            isCartLocked={cartLocked}
            onAddToBag={() => wishlistActor.send({ type: 'wishlist.item.addedToBag', lineItemId: line.id })}
            onRemove={() => wishlistActor.send({ type: 'wishlist.item.removed', lineItemId: line.id })}
            onSizeChange={(sku) => wishlistActor.send({ type: 'wishlist.item.sizeChanged', lineItemId: line.id, sku })}
          />
        ))}
      </ul>
    </>
  )
}

/** An item with its own 'please select size' state from the wishlist machine. */
function WishlistLineItem({ actor, ...props }: Omit<WishlistItemProps, 'isSizeRequired'> & { actor: WishlistActor }) {
  const isSizeRequired = useSelector(actor, selectIsSizeRequired(props.line.id))
  return <WishlistItem {...props} isSizeRequired={isSizeRequired} />
}
