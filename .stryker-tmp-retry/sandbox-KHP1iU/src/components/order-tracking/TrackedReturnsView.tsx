// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '@common/market'
import type { TrackedOrder, TrackedReturn } from '../../machines/order-tracking/order-tracking.machine'
import { formatMoney } from '../../services/money'
import { returnLabelHref } from '../../services/order-tracking'
import * as styles from './OrderTracking.css'
import { ReturnForm, useMethodLabel, useReasonLabel } from './ReturnForm'

/** Where a return is (spec 4.10 return shipment and payment states, in the shopper's words). */
function useReturnState() {
  const { t } = useLingui()
  return (view: TrackedReturn): string => {
    const items = view.items
    if (items.every((item) => item.paymentState === 'Refunded')) return t`Refunded`
    if (items.some((item) => item.paymentState === 'NonRefundable' || item.paymentState === 'NotRefunded'))
      return t`Not refunded`
    if (items.every((item) => item.shipmentState === 'Advised')) return t`Waiting for your parcel`
    return t`Received, refund in progress`
  }
}

/**
 * A tracked order's returns and refunds (spec 2.7 "returns and refund details"): each return with its items,
 * how it comes back, its state and its label; each refund with its amount, date and state; and the form to
 * start a return while the order takes one.
 */
export function TrackedReturnsView({
  order,
  locale,
  onUpdated,
  level = 3,
  withForm = true,
}: {
  order: TrackedOrder
  locale: Locale
  onUpdated: (order: TrackedOrder) => void
  /** The heading's level where the section stands: under the tracked order's, or directly under the page's. */
  level?: 2 | 3
  /** Whether the form to start a return shows (it needs the page's scripts). */
  withForm?: boolean
}) {
  const { t, i18n } = useLingui()
  const stateOf = useReturnState()
  const reasonLabel = useReasonLabel()
  const methodLabel = useMethodLabel()
  const day = (value: string) => i18n.date(new Date(value), { day: 'numeric', month: 'long', year: 'numeric' })
  const refundState = { Initial: t`Requested`, Pending: t`In progress`, Success: t`Refunded`, Failure: t`Failed` }
  if (!order.returns.length && !order.refunds.length && !order.returnable) return null
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className={styles.result} aria-labelledby="tracked-returns-heading" data-testid="tracked-returns">
      <Heading id="tracked-returns-heading" className={styles.subheading}>
        {t`Returns and refunds`}
      </Heading>
      {order.returns.length > 0 && (
        <ul className={styles.items} data-testid="tracked-return-list">
          {order.returns.map((view) => (
            <li key={view.id} className={styles.item}>
              <p className={styles.itemName}>{t`Return of ${day(view.createdAt)}`}</p>
              <ul className={styles.parcels}>
                {view.items.map((item) => (
                  <li key={item.lineItemId} className={styles.itemFacts}>
                    {order.items.find((line) => line.id === item.lineItemId)?.name}
                    <span>{t`Quantity ${item.quantity}`}</span>
                  </li>
                ))}
              </ul>
              <p className={styles.itemFacts}>
                <span>{methodLabel(view.method)}</span>
                {view.reason && <span>{reasonLabel(view.reason)}</span>}
                {view.amount && <span>{formatMoney(view.amount, locale)}</span>}
                <span className={styles.status} data-testid="tracked-return-state">
                  {t`Status: ${stateOf(view)}`}
                </span>
              </p>
              {view.items.some((item) => item.shipmentState === 'Advised') && (
                <a href={returnLabelHref(order.orderNumber, view.id, locale)} download>
                  {t`Download the return label (PDF)`}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <dl className={styles.facts} data-testid="tracked-refunds">
          {order.refunds.map((refund) => (
            <div key={refund.id} className={styles.refund} data-testid="tracked-refund">
              <dt className={styles.term}>{t`Refund`}</dt>
              <dd className={styles.detail}>
                <span data-testid="tracked-refund-amount">{formatMoney(refund.amount, locale)}</span>
                {refund.date && <span> · {day(refund.date)}</span>}
                <span data-testid="tracked-refund-state"> · {refundState[refund.state]}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {withForm && <ReturnForm order={order} locale={locale} onCreated={onUpdated} />}
    </section>
  )
}
