import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { SHOP_FORMS } from '@common/shop-forms'
import { selectIsProductSaved } from '../../machines/wishlist/wishlist.machine'
import { ShopForm } from '../app/ShopForm'
import { useWishlistActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { HeartIcon } from '../layout/icons'
import * as styles from './WishlistHeart.css'

/**
 * The heart of a product card: pressed while the product is in the wishlist. Pressing saves the
 * product without a size (its size is chosen in the wishlist) or takes it away again (spec 4.5).
 * A form of its own: it posts before (and without) the page's code, and the page comes back scrolled
 * to the heart; once the page is interactive the wishlist machine takes the press.
 */
export function WishlistHeart({ productId, name }: { productId: string; name: string }) {
  const { t } = useLingui()
  const wishlist = useWishlistActor()
  const saved = useSelector(wishlist, selectIsProductSaved(productId))
  const id = useId()
  return (
    <ShopForm
      action={SHOP_FORMS.wishlistToggle}
      fields={{ product: productId }}
      anchor={id}
      className={styles.form}
      onSubmit={() => wishlist.send({ type: 'wishlist.product.toggled', productId, sku: null })}
    >
      <button
        type="submit"
        id={id}
        className={styles.heart}
        aria-pressed={saved}
        data-selected={saved || undefined}
        aria-label={t`Save ${name} to your wishlist`}
        data-testid="wishlist-heart"
      >
        <HeartIcon filled={saved} />
      </button>
    </ShopForm>
  )
}
