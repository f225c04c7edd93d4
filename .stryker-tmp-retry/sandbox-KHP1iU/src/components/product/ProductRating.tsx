// @ts-nocheck
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { RatingSummary } from '@common/product-schema'
import * as styles from './ProductPage.css'

/** The article's average rating and review count by its name, linking to the reviews further down. */
export function ProductRating({ rating, targetId }: { rating: RatingSummary; targetId: string }) {
  const { t, i18n } = useLingui()
  const average = i18n.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const count = rating.count
  const label = t`${average} out of 5, ${plural(count, { one: '# review', other: '# reviews' })}`
  return (
    <a href={`#${targetId}`} className={styles.rating} data-testid="product-rating">
      <span className={styles.ratingStars} aria-hidden="true">
        ☆☆☆☆☆
        <span
          className={styles.ratingFill}
          style={{ width: `${Math.round(Math.min(100, Math.max(0, (rating.average / 5) * 100)))}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span>{label}</span>
    </a>
  )
}
