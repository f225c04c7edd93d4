import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { selectCartError, selectIsLocked } from '../../machines/cart/cart.selectors'
import { CART_ERRORS } from '../../machines/cart/cart.rules'
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
import { SHOP_FORMS } from '@common/shop-forms'
import { ShopForm } from '../app/ShopForm'
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
  // What the bag refused of the items sent to it: a full bag, or a change the platform did not take.
  const cartError = useSelector(cartActor, selectCartError)
  const masters = useMasterProducts(wishlistSkus(wishlist))
  const lines = [...wishlist.lineItems].sort((a, b) => b.addedAt.localeCompare(a.addedAt))
  return (
    <>
      <div className={styles.toolbar}>
        <p className={bagStyles.muted}>{t`${plural(available, { one: '# item', other: '# items' })}`}</p>
        <ShopForm action={SHOP_FORMS.wishlistAllToBag}>
          <Button
            variant="primary"
            type="submit"
            isDisabled={isBusy || cartLocked || available === 0}
            onPress={() => wishlistActor.send({ type: 'wishlist.allAddedToBag' })}
          >
            {t`Add all to bag`}
          </Button>
        </ShopForm>
      </div>
      <div role="alert">
        {cartError === CART_ERRORS.itemsLimitReached ? (
          <p className={bagStyles.error} data-testid="wishlist-bag-error">
            {t`Your bag is full. Remove an item before adding another.`}
          </p>
        ) : cartError === CART_ERRORS.updateFailed ? (
          <p className={bagStyles.error} data-testid="wishlist-bag-error">
            {t`Something went wrong. Please try again.`}
          </p>
        ) : null}
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
