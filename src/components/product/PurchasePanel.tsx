import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { lazy, Suspense, useEffect } from 'react'
import { loadAddedToBagModal } from '../bag/added-to-bag-code'
import { SHOP_FORMS } from '@common/shop-forms'
import type { ActorRefFrom } from 'xstate'
import { CART_ERRORS } from '../../machines/cart/cart.rules'
import { selectCartError, selectIsLocked } from '../../machines/cart/cart.selectors'
import {
  selectNotifyMeState,
  selectSelectedSku,
  selectSelectedSoldOut,
  selectSizeRequired,
  type productPageMachine,
} from '../../machines/product/product-page.machine'
import { selectIsProductSaved, selectWishlistIsBusy } from '../../machines/wishlist/wishlist.machine'
import type { ProductView } from '@common/product-schema'
import { useCartActor, useWishlistActor } from '../app/shop'
import { Button } from '../ui/Button'
import { button } from '../ui/Button.css'
import { HeartIcon } from '../layout/icons'
import { useHydrated } from '../ui/useHydrated'
import * as styles from './PurchasePanel.css'

type Actor = ActorRefFrom<typeof productPageMachine>

/** The notify-me form's code (its text field): fetched once a sold-out size offers it, not with the page. */
const loadNotifyMeForm = () => import('./NotifyMeForm')
const NotifyMeForm = lazy(() => loadNotifyMeForm().then((module) => ({ default: module.NotifyMeForm })))

/** Add to bag (a size first: 'please select size'), add to wishlist, and 'notify me' for a sold-out size. */
export function PurchasePanel({ product, actor, formId }: { product: ProductView; actor: Actor; formId: string }) {
  const { t } = useLingui()
  const cart = useCartActor()
  const wishlist = useWishlistActor()
  const sizeRequired = useSelector(actor, selectSizeRequired)
  const soldOutSize = useSelector(actor, selectSelectedSoldOut)
  const isLocked = useSelector(cart, selectIsLocked)
  const cartError = useSelector(cart, selectCartError)
  const wishlistBusy = useSelector(wishlist, selectWishlistIsBusy)
  const saved = useSelector(wishlist, selectIsProductSaved(product.id))
  const allSoldOut = product.variants.every((variant) => !variant.isOnStock)
  const hydrated = useHydrated()
  const sizeChosen = useSelector(actor, selectSelectedSku) !== null
  // With a size chosen the next tap is likely add to bag: its dialog's code is fetched now.
  useEffect(() => {
    if (sizeChosen) void loadAddedToBagModal()
  }, [sizeChosen])

  return (
    <div className={styles.panel}>
      {soldOutSize || allSoldOut ? (
        <NotifyMe actor={actor} />
      ) : (
        <div className={styles.actions}>
          <Button
            variant="primary"
            fullWidth
            isPending={isLocked}
            // Submits the size form (the machine takes its submit once the page is interactive).
            type="submit"
            form={formId}
            aria-describedby={sizeRequired ? 'size-required' : undefined}
            data-testid="add-to-bag"
          >
            {t`Add to bag`}
          </Button>
          {/* A toggle: pressed while the product is in the wishlist; pressing it then takes the product away. */}
          {hydrated ? (
            <button
              type="button"
              className={`${button({ variant: 'secondary' })} ${styles.wishlistButton}`}
              aria-pressed={saved}
              onClick={() => actor.send({ type: 'product.wishlist.pressed' })}
              aria-busy={wishlistBusy || undefined}
              data-testid="wishlist-toggle"
            >
              <HeartIcon filled={saved} />
              <span className={styles.wishlistLabel}>{saved ? t`Saved to wishlist` : t`Add to wishlist`}</span>
            </button>
          ) : (
            // Before the page is interactive the heart posts the size form to the wishlist.
            <button
              type="submit"
              form={formId}
              formAction={SHOP_FORMS.wishlistToggle}
              data-action="wishlist"
              className={`${button({ variant: 'secondary' })} ${styles.wishlistButton}`}
              aria-pressed={saved}
              data-testid="wishlist-toggle"
            >
              <HeartIcon filled={saved} />
              <span className={styles.wishlistLabel}>{saved ? t`Saved to wishlist` : t`Add to wishlist`}</span>
            </button>
          )}
        </div>
      )}
      <div aria-live="polite">
        {sizeRequired && (
          <p id="size-required" className={styles.error} role="alert">
            {t({ id: 'please select size', message: 'please select size' })}
          </p>
        )}
        {cartError === CART_ERRORS.itemsLimitReached && !isLocked && (
          <p className={styles.error} role="alert">
            {t`Your bag is full. Remove an item before adding another.`}
          </p>
        )}
        {(cartError === CART_ERRORS.updateFailed || cartError === CART_ERRORS.noSku) && !isLocked && (
          <p className={styles.error} role="alert">
            {t`The bag could not be updated. Please try again.`}
          </p>
        )}
      </div>
    </div>
  )
}

function NotifyMe({ actor }: { actor: Actor }) {
  const { t } = useLingui()
  const state = useSelector(actor, selectNotifyMeState)
  useEffect(() => {
    void loadNotifyMeForm()
  }, [])
  if (state === 'closed') {
    return (
      <Button
        variant="secondary"
        fullWidth
        onPress={() => actor.send({ type: 'product.notifyMe.opened' })}
        data-testid="notify-me"
      >
        {t`Notify me`}
      </Button>
    )
  }
  if (state === 'stored') {
    return (
      <p className={styles.success} role="status">
        <Trans>Thank you. We will email you when this size is back in stock.</Trans>
      </p>
    )
  }
  return (
    <Suspense fallback={null}>
      <NotifyMeForm actor={actor} state={state} />
    </Suspense>
  )
}
