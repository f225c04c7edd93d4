import { useLingui } from '@lingui/react/macro'
import type { Locale } from '@common/market'
import { SettingsDialogTrigger } from '../content/SettingsDialogTrigger'
import type { ProductView } from '@common/product-schema'
import { useSiteSettings } from '../layout/layout-context'
import { countryName } from './country-name'
import * as styles from './ProductDetails.css'

/** Item number, features and benefits, delivery and returns (spec 2.7). */
export function ProductDetails({ product, locale }: { product: ProductView; locale: Locale }) {
  const { t } = useLingui()
  // The site settings are the layout's: on the server's page and in the code's cache alike.
  const content = useSiteSettings().deliveryAndReturns
  return (
    <div className={styles.details}>
      <section className={styles.section} aria-labelledby="features-benefits">
        <h2 id="features-benefits" className={styles.title}>
          {t`Features and benefits`}
        </h2>
        {product.story && <p className={styles.text}>{product.story}</p>}
        {product.features.length > 0 && (
          <ul className={styles.list}>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
        {product.howToUse && <p className={styles.text}>{product.howToUse}</p>}
        <dl className={styles.facts}>
          <dt className={styles.term}>{t`Item number`}</dt>
          <dd className={styles.text} data-testid="item-number">
            {product.itemNumber}
          </dd>
          <dt className={styles.term}>{t`Colour`}</dt>
          <dd className={styles.text}>{product.colourName}</dd>
          {product.material && (
            <>
              <dt className={styles.term}>{t`Material`}</dt>
              <dd className={styles.text}>{product.material}</dd>
            </>
          )}
          {product.countryOfOrigin && (
            <>
              <dt className={styles.term}>{t`Country of origin`}</dt>
              <dd className={styles.text} data-testid="country-of-origin">
                {countryName(product.countryOfOrigin, locale)}
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="delivery-returns">
        <h2 id="delivery-returns" className={styles.title}>
          {t`Delivery and returns`}
        </h2>
        <p className={styles.text}>
          {content?.delivery ??
            t`Free delivery on orders over CZK 1,500. Orders placed by 2 pm on a working day are dispatched the same day; delivery takes 1–3 working days.`}
        </p>
        <p className={styles.text}>
          {content?.returns ??
            t`You can return unworn goods within 30 days free of charge, by parcel or in any Kestrel store.`}
        </p>
        <SettingsDialogTrigger dialog="shippingDetails" page="/customer-service/shipping">
          {t`Shipping details`}
        </SettingsDialogTrigger>
      </section>
    </div>
  )
}
