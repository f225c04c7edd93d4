import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useEffect, useRef } from 'react'
import { CART_ERRORS } from '../../machines/cart/cart.rules'
import { selectCartError, selectIsLocked, selectItemsLimitReached } from '../../machines/cart/cart.selectors'
import { bagProductSkus, type Cart, type CartLineDetails } from '../../services/commerce/cart'
import { useCartActor, useShopperState, useShopServices, useWishlistActor } from '../app/shop'
import { viewCartEvent } from './bag-analytics'
import { BagLineItem } from './BagLineItem'
import { BagSummary } from './BagSummary'
import { FrequentlyBoughtTogether, useFrequentlyBoughtTogether } from './FrequentlyBoughtTogether'
import { GiftWrap } from './GiftWrap'
import { isPromoError } from './PromoCode'
import { useMasterProducts } from './useBag'
import * as styles from './BagPage.css'

/** The bag with its lines, the summary, promo codes, gift wrap and recommendations (spec 2.7). */
export default function FilledBag({ cart, localePath }: { cart: Cart; localePath: string }) {
  const { t, i18n } = useLingui()
  const cartActor = useCartActor()
  const wishlistActor = useWishlistActor()
  const { analytics } = useShopServices()
  const { sizeConvention } = useShopperState()
  const isLocked = useSelector(cartActor, selectIsLocked)
  const limitReached = useSelector(cartActor, selectItemsLimitReached)
  const error = useSelector(cartActor, selectCartError)
  const masters = useMasterProducts(bagProductSkus(cart))
  const articles = cart.lineItems.flatMap((line) =>
    typeof line.attributes.ArticleNumber === 'string' ? [line.attributes.ArticleNumber] : [],
  )
  const recommendations = useFrequentlyBoughtTogether(articles, i18n.locale)

  const viewed = useRef<string | null>(null)
  useEffect(() => {
    if (viewed.current === cart.id) return
    viewed.current = cart.id
    analytics.push(viewCartEvent(cart))
  }, [cart, analytics])

  const lineActions = (line: CartLineDetails) => ({
    onQuantityChange: (quantity: number) =>
      cartActor.send({ type: 'cart.item.quantityChanged', lineItemId: line.id, quantity }),
    onSizeChange: (sku: string) => cartActor.send({ type: 'cart.item.sizeChanged', lineItemId: line.id, sku }),
    onRemove: () => cartActor.send({ type: 'cart.item.removed', lineItemId: line.id }),
    onMoveToWishlist: () => {
      wishlistActor.send({ type: 'wishlist.item.added', sku: line.sku })
      cartActor.send({ type: 'cart.item.removed', lineItemId: line.id })
    },
    onGiftWrapRemove: () => cartActor.send({ type: 'cart.giftWrap.toggled', wrapped: false }),
  })
  const bagError = error && !isPromoError(error) ? error : null
  const errorText: Record<string, string> = {
    [CART_ERRORS.itemsLimitReached]: t`Your bag is full. Remove an item before adding another.`,
    [CART_ERRORS.itemNotFound]: t`This item is no longer in your bag.`,
    [CART_ERRORS.noLineItemId]: t`This item is no longer in your bag.`,
    [CART_ERRORS.noActiveCart]: t`Your bag could not be found. Please reload the page.`,
    [CART_ERRORS.noItems]: t`Your bag is empty.`,
    [CART_ERRORS.noSku]: t`Please select a size.`,
  }

  return (
    <>
      <div className={styles.layout}>
        <div className={styles.page}>
          {limitReached && (
            <p className={styles.notice} role="status" data-testid="items-limit-notice">
              {t`Your bag has reached its limit of items. Remove an item to add another.`}
            </p>
          )}
          <div role="alert">
            {bagError && (
              <p className={styles.error} data-testid="bag-error">
                {errorText[bagError] ?? t`Something went wrong. Please try again.`}
              </p>
            )}
          </div>
          <ul className={styles.lines} aria-label={t`Items in your bag`}>
            {cart.lineItems.map((line) => (
              <BagLineItem
                key={line.id}
                line={line}
                master={line.productId ? masters[line.productId] : undefined}
                convention={sizeConvention}
                isLocked={isLocked}
                canAddMore={!limitReached}
                {...lineActions(line)}
              />
            ))}
          </ul>
          <GiftWrap cart={cart} />
          <p className={styles.disclaimer}>
            {t`Items in your bag are not reserved. Prices include VAT; delivery costs and any discounts are confirmed at checkout.`}
          </p>
        </div>
        <BagSummary cart={cart} localePath={localePath} />
      </div>
      <FrequentlyBoughtTogether hits={recommendations.data ?? []} headingId="bag-fbt-heading" />
    </>
  )
}
