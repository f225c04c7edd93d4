// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Locale } from '@common/market'
import { productReviewsQueryOptions } from '../../services/catalog/product'
import type { Review } from '@common/product-schema'
import { useShopServices } from '../app/shop'
import * as styles from './ProductReviews.css'

const stars = (rating: number) => '★★★★★☆☆☆☆☆'.slice(5 - Math.round(rating), 10 - Math.round(rating))

/** Reviews of the article and of the shop (spec 2.7, 7.3: two review services). */
export default function ProductReviews({ productKey, locale }: { productKey: string; locale: Locale }) {
  const { t, i18n } = useLingui()
  const { api } = useShopServices()
  const { data } = useQuery(productReviewsQueryOptions(api, productKey, locale))
  if (!data) return null
  const { product, shop } = data
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso))
  const list = (reviews: Review[]) => (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <span className={styles.stars} role="img" aria-label={t`${review.rating} out of 5 stars`}>
            {stars(review.rating)}
          </span>
          {review.title && <strong>{review.title}</strong>}
          <p className={styles.text}>{review.body}</p>
          <p className={styles.meta}>
            {review.author} · {date(review.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  )
  return (
    <div className={styles.reviews}>
      <section className={styles.section} aria-labelledby="product-reviews">
        <h2 id="product-reviews" className={styles.title}>
          {t`Reviews`}
        </h2>
        {product.summary.count > 0 ? (
          <>
            <p className={styles.text} data-testid="review-summary">
              {t`${product.summary.average} out of 5 (${product.summary.count} reviews)`}
            </p>
            {list(product.reviews)}
          </>
        ) : (
          <p className={styles.text}>{t`This product has no reviews yet.`}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="shop-reviews">
        <h2 id="shop-reviews" className={styles.title}>
          {t`What customers say about Kestrel`}
        </h2>
        <p className={styles.text}>{t`${shop.summary.average} out of 5 (${shop.summary.count} reviews)`}</p>
        {list(shop.reviews)}
      </section>
    </div>
  )
}
