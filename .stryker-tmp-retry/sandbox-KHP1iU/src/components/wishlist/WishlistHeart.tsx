// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { selectIsProductSaved } from '../../machines/wishlist/wishlist.machine'
import { useWishlistActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { HeartIcon } from '../layout/icons'
import * as styles from './WishlistHeart.css'

/**
 * The heart of a product card: pressed while the product is in the wishlist. Pressing saves the
 * product without a size (its size is chosen in the wishlist) or takes it away again (spec 4.5).
 */
export function WishlistHeart({ productId, name }: { productId: string; name: string }) {
  const { t } = useLingui()
  const wishlist = useWishlistActor()
  const saved = useSelector(wishlist, selectIsProductSaved(productId))
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={saved}
      data-selected={saved || undefined}
      onClick={() => wishlist.send({ type: 'wishlist.product.toggled', productId, sku: null })}
      aria-label={t`Save ${name} to your wishlist`}
      data-testid="wishlist-heart"
    >
      <HeartIcon filled={saved} />
    </button>
  )
}
