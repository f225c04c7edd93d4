import { useLingui } from '@lingui/react/macro'
import type { Cart } from '../../services/commerce/cart'
import { formatMoney } from '../../services/money'
import { ExpressCheckoutSlot } from './ExpressCheckoutSlot'
import { PromoCode } from './PromoCode'
import { RouterAnchor } from '../ui/RouterAnchor'
import * as styles from './BagPage.css'

/** The bag summary (spec 2.7): subtotal, discounts, shipping, tax and total; promo codes; the way on to checkout. */
export function BagSummary({ cart, localePath }: { cart: Cart; localePath: string }) {
  const { t, i18n } = useLingui()
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, i18n.locale)
  const { summary } = cart
  return (
    <section className={styles.summary} aria-labelledby="bag-summary-heading" data-testid="bag-summary">
      <h2 id="bag-summary-heading" className={styles.summaryHeading}>
        {t`Order summary`}
      </h2>
      <dl className={styles.summaryRows}>
        <dt>{t`Subtotal`}</dt>
        <dd className={styles.summaryValue} data-testid="summary-subtotal">
          {money(summary.subtotal)}
        </dd>
        {summary.discount.centAmount > 0 && (
          <>
            <dt>{t`Discounts`}</dt>
            <dd className={styles.summaryValue} data-testid="summary-discount">
              −{money(summary.discount)}
            </dd>
          </>
        )}
        <dt>{t`Shipping`}</dt>
        <dd className={styles.summaryValue} data-testid="summary-shipping">
          {summary.shipping === null ? t`Calculated at checkout` : summary.shipping.centAmount === 0 ? t`Free` : money(summary.shipping)}
        </dd>
        <dt className={styles.summaryTotal}>{t`Total`}</dt>
        <dd className={`${styles.summaryValue} ${styles.summaryTotal}`} data-testid="summary-total">
          {money(summary.total)}
        </dd>
        {summary.tax && (
          <>
            <dt className={styles.muted}>{t`Including VAT`}</dt>
            <dd className={`${styles.summaryValue} ${styles.muted}`} data-testid="summary-tax">
              {money(summary.tax)}
            </dd>
          </>
        )}
      </dl>
      <PromoCode cart={cart} />
      <RouterAnchor to={`${localePath}/checkout`} className={styles.checkout} data-testid="continue-to-checkout">
        {t`Continue to checkout`}
      </RouterAnchor>
      <ExpressCheckoutSlot />
    </section>
  )
}
