import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { SHOP_FORMS } from '@common/shop-forms'
import { selectIsProductSaved } from '../../machines/wishlist/wishlist.machine'
import { ShopForm } from '../app/ShopForm'
import { useWishlistActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { HeartIcon } from '../layout/icons'
import * as styles from './WishlistHeart.css'

/** The one form every card's heart submits: a page of cards carries its form token once. */
const HEARTS_FORM_ID = 'wishlist-hearts'

/** The hearts' form (rendered once on every page, empty): each heart sends its product with it. */
export function WishlistHeartsForm() {
  return (
    <ShopForm id={HEARTS_FORM_ID} action={SHOP_FORMS.wishlistToggle} hidden>
      {null}
    </ShopForm>
  )
}

/**
 * The heart of a product card: pressed while the product is in the wishlist. Pressing saves the
 * product without a size (its size is chosen in the wishlist) or takes it away again (spec 4.5).
 * Before (and without) the page's code it submits the hearts' form with its product, and the page comes
 * back scrolled to it (`at`: the heart's id); once the page is interactive the wishlist machine takes the press.
 */
export function WishlistHeart({ productId, name }: { productId: string; name: string }) {
  const { t } = useLingui()
  const wishlist = useWishlistActor()
  const saved = useSelector(wishlist, selectIsProductSaved(productId))
  const id = useId()
  return (
    <button
      type="submit"
      form={HEARTS_FORM_ID}
      formAction={`${SHOP_FORMS.wishlistToggle}?at=${encodeURIComponent(id)}`}
      name="product"
      value={productId}
      id={id}
      className={styles.heart}
      aria-pressed={saved}
      data-selected={saved || undefined}
      onClick={(event) => {
        event.preventDefault()
        wishlist.send({ type: 'wishlist.product.toggled', productId, sku: null })
      }}
      aria-label={t`Save ${name} to your wishlist`}
      data-testid="wishlist-heart"
    >
      <HeartIcon filled={saved} />
    </button>
  )
}
