import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { SHOP_FORMS } from '@common/shop-forms'
import { fromPromise } from 'xstate'
import { salesOf, type Locale } from '@common/market'
import { productPageMachine } from '../../machines/product/product-page.machine'
import { requestNotifyMe } from '../../services/catalog/product'
import type { ProductView, StoreAvailability as ListedStore } from '@common/product-schema'
import { STATISTICS_CONSENT } from '../../services/analytics/data-layer'
import { rememberViewed } from '../../services/catalog/recently-viewed'
import { moneyValue } from '../../services/money'
import {
  useCartActor,
  useCookieSettings,
  useShopperRender,
  useShopServices,
  useShopperState,
  useWishlistActor,
} from '../app/shop'
import { ShopForm } from '../app/ShopForm'
import { storeDataOf } from '../app/chosen-store'
import { ColourSwatches } from './ColourSwatches'
import { ExpressCheckoutSlot } from './ExpressCheckoutSlot'
import { availabilityEvent, productEvent } from './product-analytics'
import { ProductBreadcrumbs } from './ProductBreadcrumbs'
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

const PURCHASE_FORM_ID = 'purchase-form'
/** The page's form outcomes already shown: only the product page the form came back to shows its own. */
const answeredForms = new WeakSet<object>()

interface ProductDetailProps {
  product: ProductView
  locale: Locale
  queryID?: string | undefined
}

export function ProductDetail({ product, locale, queryID }: ProductDetailProps) {
  const { t } = useLingui()
  const { api, analytics, queryClient } = useShopServices()
  const cart = useCartActor()
  const insightsAllowed = useCookieSettings().categories.includes(STATISTICS_CONSENT)
  const wishlist = useWishlistActor()
  const shopper = useShopperState()
  // A plain-HTML add to bag without a size comes back to this page asking for one.
  const rendered = useShopperRender()
  const [sizeRequired] = useState(() => {
    if (!rendered?.sizeRequired || answeredForms.has(rendered)) return false
    answeredForms.add(rendered)
    return true
  })
  const actor = useActorRef(
    productPageMachine.provide({
      actors: { storeNotifyMe: fromPromise(({ input }) => requestNotifyMe(api, { ...input, locale })) },
    }),
    {
      input: {
        variants: product.variants,
        imageCount: product.images.length,
        viewCount: product.images.length,
        sizeRequired,
      },
    },
  )

  useEffect(() => {
    const subscriptions = [
      actor.on('product.addToBag.requested', ({ sku }) => {
        // `add_to_cart` is reported once, by the bag, when the platform has taken the item (the shop's runtime).
        cart.send({ type: 'cart.item.added', sku })
        // Spec 7.4 and 9: with the shopper's consent to statistics only, like every insights event.
        if (queryID && product.price && insightsAllowed) {
          const conversion = {
            locale,
            objectID: product.key,
            queryID,
            price: moneyValue(product.price),
            currency: product.price.currencyCode,
          }
          void import('../../services/catalog/insights').then(({ sendAddedToCartAfterSearch }) =>
            sendAddedToCartAfterSearch(conversion),
          )
        }
      }),
      actor.on('product.wishlist.requested', ({ sku }) => {
        // `add_to_wishlist` likewise comes from the wishlist's change (wishlist-notice.ts).
        wishlist.send({ type: 'wishlist.product.toggled', productId: product.id, sku })
      }),
      actor.on('product.store.chosen', ({ storeKey }) => {
        // The picker listed the store: its name and address go with it, so the checkout can preselect it.
        const listed = queryClient
          .getQueriesData<{ stores: ListedStore[] }>({ queryKey: ['catalog', 'stores-availability'] })
          .flatMap(([, data]) => data?.stores ?? [])
          .find((store) => store.key === storeKey)
        shopper.setStoreData(
          listed
            ? storeDataOf({
                key: storeKey,
                name: listed.name,
                address: {
                  streetName: listed.street,
                  postalCode: listed.postalCode,
                  city: listed.city,
                  country: salesOf(locale).country,
                },
              })
            : { key: storeKey, supplyChannels: [{ key: storeKey }] },
        )
      }),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, cart, wishlist, shopper, product, queryID, locale, insightsAllowed, queryClient])

  useEffect(() => {
    analytics.push(productEvent('view_item', product))
    rememberViewed(product)
  }, [analytics, product])

  const onSizeShown = (sku: string, quantity: number) => analytics.push(availabilityEvent(product, sku, quantity))

  return (
    <article className={styles.page} aria-labelledby="product-name" data-product-key={product.key}>
      <ProductBreadcrumbs product={product} locale={locale} />
      {/* The information stays in view beside the gallery, never over what follows: its own grid ends before it. */}
      <div className={styles.top}>
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
          {/* Size and add to bag are one form: it posts before the page is interactive, then the machine takes it. */}
          <ShopForm
            id={PURCHASE_FORM_ID}
            action={SHOP_FORMS.bagAdd}
            fields={{ product: product.id }}
            onSubmit={(_data, submitter) => {
              // The heart posts only before the page is interactive; once it is, its own toggle acts.
              if (submitter?.dataset.action !== 'wishlist') actor.send({ type: 'product.addToBag.pressed' })
            }}
          >
            <SizePicker product={product} actor={actor} onSizeShown={onSizeShown} />
          </ShopForm>
          <PurchasePanel product={product} actor={actor} formId={PURCHASE_FORM_ID} />
          <ExpressCheckoutSlot actor={actor} />
          <StoreAvailability product={product} actor={actor} />
        </section>
        {product.images.length > 1 && (
          <div className={styles.rotation}>
            <RotationView product={product} actor={actor} />
          </div>
        )}
      </div>
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
