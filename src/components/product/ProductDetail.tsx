import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { lazy, Suspense, useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { Locale } from '@common/market'
import { productPageMachine } from '../../machines/product/product-page.machine'
import { requestNotifyMe } from '../../services/catalog/product'
import type { ProductView } from '@common/product-schema'
import { sendAddedToCartAfterSearch } from '../../services/catalog/insights'
import { rememberViewed } from '../../services/catalog/recently-viewed'
import { moneyValue } from '../../services/money'
import { useCartActor, useShopServices, useShopperState, useWishlistActor } from '../app/shop'
import { ColourSwatches } from './ColourSwatches'
import { ExpressCheckoutSlot } from './ExpressCheckoutSlot'
import { availabilityEvent, productEvent } from './product-analytics'
import { ProductDetails } from './ProductDetails'
import { ProductGallery } from './ProductGallery'
import { ProductPrice } from './ProductPrice'
import { ProductRating } from './ProductRating'
import { RotationView } from './RotationView'
import { PurchasePanel } from './PurchasePanel'
import { SizePicker } from './SizePicker'
import { StoreAvailability } from './StoreAvailability'
import { WhenVisible } from './WhenVisible'
import * as styles from './ProductPage.css'

const ProductReviews = lazy(() => import('./ProductReviews'))
const Recommendations = lazy(() => import('./Recommendations'))

export interface ProductDetailProps {
  product: ProductView
  locale: Locale
  queryID?: string | undefined
}

export function ProductDetail({ product, locale, queryID }: ProductDetailProps) {
  const { t } = useLingui()
  const { api, analytics } = useShopServices()
  const cart = useCartActor()
  const wishlist = useWishlistActor()
  const shopper = useShopperState()
  const actor = useActorRef(
    productPageMachine.provide({
      actors: { storeNotifyMe: fromPromise(({ input }) => requestNotifyMe(api, { ...input, locale })) },
    }),
    { input: { variants: product.variants, imageCount: product.images.length, viewCount: product.images.length } },
  )

  useEffect(() => {
    const subscriptions = [
      actor.on('product.addToBag.requested', ({ sku }) => {
        // `add_to_cart` is reported once, by the bag, when the platform has taken the item (BagOverlays).
        cart.send({ type: 'cart.item.added', sku })
        if (queryID && product.price) {
          sendAddedToCartAfterSearch({ locale, objectID: product.key, queryID, price: moneyValue(product.price), currency: product.price.currencyCode })
        }
      }),
      actor.on('product.wishlist.requested', ({ sku }) => {
        // `add_to_wishlist` likewise comes from the wishlist's change (WishlistNotifications).
        wishlist.send({ type: 'wishlist.product.toggled', productId: product.id, sku })
      }),
      actor.on('product.store.chosen', ({ storeKey }) => {
        shopper.setStoreData({ key: storeKey, supplyChannels: [{ key: storeKey }] })
      }),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, cart, wishlist, shopper, product, queryID, locale])

  useEffect(() => {
    analytics.push(productEvent('view_item', product))
    rememberViewed(product)
  }, [analytics, product])

  const onSizeShown = (sku: string, quantity: number) => analytics.push(availabilityEvent(product, sku, quantity))

  return (
    <article className={styles.page} aria-labelledby="product-name" data-product-key={product.key}>
      <ProductGallery product={product} actor={actor} />
      <section className={styles.info} aria-label={t`Product information`}>
        {product.badges.length > 0 && (
          <ul className={styles.badges} aria-label={t`Badges`}>
            {product.badges.map((badge) => (
              <li key={badge} className={styles.badge}>
                {badge}
              </li>
            ))}
          </ul>
        )}
        <h1 id="product-name" className={styles.name}>
          {product.name}
        </h1>
        {product.rating && <ProductRating rating={product.rating} targetId="reviews" />}
        {product.heading && <p className={styles.heading}>{product.heading}</p>}
        <ProductPrice product={product} locale={locale} />
        <p className={styles.meta}>
          <Trans>Item number: {product.itemNumber}</Trans>
        </p>
        <ColourSwatches product={product} locale={locale} />
        <SizePicker product={product} actor={actor} onSizeShown={onSizeShown} />
        <PurchasePanel product={product} actor={actor} />
        <ExpressCheckoutSlot actor={actor} />
        <StoreAvailability product={product} actor={actor} />
      </section>
      {product.images.length > 1 && (
        <div className={styles.rotation}>
          <RotationView product={product} actor={actor} />
        </div>
      )}
      <div className={styles.below}>
        <ProductDetails product={product} locale={locale} />
        <WhenVisible minHeight={240} id="reviews">
          <Suspense fallback={null}>
            <ProductReviews productKey={product.key} locale={locale} />
          </Suspense>
        </WhenVisible>
        <WhenVisible minHeight={400}>
          <Suspense fallback={null}>
            <Recommendations product={product} locale={locale} />
          </Suspense>
        </WhenVisible>
      </div>
    </article>
  )
}
