// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatMoney, type Money } from '../../services/money'
import { useShopperState } from '../app/shop'
import { SummaryFigures } from '../bag/SummaryFigures'
import * as styles from './Checkout.css'
import { OrderLineItem } from './OrderLineItem'
import type { CheckoutActor } from './checkout-actor'
import { useOrderSummary } from './useOrderSummary'

/** The order summary beside the steps (spec 2.7): items, subtotal, discount, shipping, VAT and total; collapsible on phones. */
export function OrderSummary({ actor }: { actor: CheckoutActor }) {
  const { t, i18n } = useLingui()
  const { cart, summary } = useOrderSummary(actor)
  const { sizeConvention } = useShopperState()
  // Disclosure state of the phone layout only; on wider screens the summary is always open.
  const [open, setOpen] = useState(false)
  if (!cart || !summary) return null
  const money = (value: Money) => formatMoney(value, i18n.locale)
  const codes = summary.discountCodes.join(', ')
  return (
    <section className={styles.summary} aria-labelledby="order-summary-heading" data-testid="order-summary">
      <h2 id="order-summary-heading" className={styles.summaryHeading}>
        {t`Order summary`}
      </h2>
      <button
        type="button"
        className={styles.summaryToggle}
        aria-expanded={open}
        aria-controls="order-summary-content"
        onClick={() => setOpen(!open)}
      >
        <span>{open ? t`Hide order summary` : t`Show order summary`}</span>
        <span className={styles.summaryValue}>{money(summary.total)}</span>
      </button>
      <div id="order-summary-content" className={styles.summaryContent} data-open={open || undefined}>
        <ul className={styles.summaryLines} aria-label={t`Items`}>
          {cart.lines.map((line) => (
            <OrderLineItem
              key={line.id}
              line={line}
              sizeConvention={sizeConvention}
              price={money(line.totalPrice)}
              testId="order-summary-line"
            />
          ))}
        </ul>
        <SummaryFigures
          summary={summary}
          discountLabel={codes ? t`Discount (${codes})` : t`Discount`}
          unknownShipping="—"
        />
      </div>
    </section>
  )
}

/** The amount the payment step charges: the summary's total. */
export function AmountToPay({ actor }: { actor: CheckoutActor }) {
  const { t, i18n } = useLingui()
  const { summary } = useOrderSummary(actor)
  if (!summary) return null
  return (
    <p className={styles.amountToPay} data-testid="amount-to-pay">
      {t`Amount to pay`}: <strong>{formatMoney(summary.total, i18n.locale)}</strong>
    </p>
  )
}
