// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { formatMoney, type Money } from '../../services/money'
import * as styles from './SummaryFigures.css'

interface SummaryAmounts {
  subtotal: Money
  discount: Money
  shipping: Money | null
  total: Money
  tax?: Money | null
}

/**
 * The figures of an order summary (spec 2.7), shared by the bag and the checkout: subtotal,
 * discount, shipping ("Free" when free), total and the VAT it includes.
 */
export function SummaryFigures({
  summary,
  discountLabel,
  unknownShipping,
}: {
  summary: SummaryAmounts
  discountLabel: string
  unknownShipping: string
}) {
  const { t, i18n } = useLingui()
  const money = (value: Money) => formatMoney(value, i18n.locale)
  return (
    <dl className={styles.rows}>
      <dt>{t`Subtotal`}</dt>
      <dd className={styles.value} data-testid="summary-subtotal">
        {money(summary.subtotal)}
      </dd>
      {summary.discount.centAmount > 0 && (
        <>
          <dt>{discountLabel}</dt>
          <dd className={styles.value} data-testid="summary-discount">
            −{money(summary.discount)}
          </dd>
        </>
      )}
      <dt>{t`Shipping`}</dt>
      <dd className={styles.value} data-testid="summary-shipping">
        {summary.shipping === null
          ? unknownShipping
          : summary.shipping.centAmount === 0
            ? t`Free`
            : money(summary.shipping)}
      </dd>
      <dt className={styles.total}>{t`Total`}</dt>
      <dd className={`${styles.value} ${styles.total}`} data-testid="summary-total">
        {money(summary.total)}
      </dd>
      {summary.tax && (
        <>
          <dt className={styles.muted}>{t`Including VAT`}</dt>
          <dd className={`${styles.value} ${styles.muted}`} data-testid="summary-tax">
            {money(summary.tax)}
          </dd>
        </>
      )}
    </dl>
  )
}
