// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { localePrefix, type Locale } from '@common/market'
import type { ProductView } from '@common/product-schema'
import { imageUrl } from '../../services/images'
import { Link } from '../ui/Link'
import * as styles from './ProductPage.css'

/** The article's colours: each is its own product (key `{ArticleNumber}-{ColorCode}`). */
export function ColourSwatches({ product, locale }: { product: ProductView; locale: Locale }) {
  const { t } = useLingui()
  if (product.colours.length < 2) {
    return <p className={styles.meta}>{t`Colour: ${product.colourName}`}</p>
  }
  const prefix = localePrefix[locale] || undefined
  return (
    <nav aria-label={t`Colours`}>
      <p className={styles.meta}>{t`Colour: ${product.colourName}`}</p>
      <ul className={styles.colours}>
        {product.colours.map((colour) => (
          <li key={colour.key}>
            <Link
              to="/{-$locale}/product/$productName/$articleNumber/$colorCode"
              params={{
                locale: prefix,
                productName: colour.slug,
                articleNumber: product.articleNumber,
                colorCode: colour.colorCode,
              }}
              className={styles.colourLink}
              aria-label={colour.name}
              aria-current={colour.key === product.key ? 'page' : undefined}
              style={{ background: colour.backgroundColor }}
            >
              <img
                className={styles.colourImage}
                src={imageUrl(colour.image, { width: 64, aspectRatio: '1:1', passthrough: { fit: 'contain' } })}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
