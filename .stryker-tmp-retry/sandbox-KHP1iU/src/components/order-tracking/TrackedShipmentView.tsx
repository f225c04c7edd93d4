// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { TrackedShipmentState } from '@common/order-tracking'
import type { TrackedShipment } from '../../machines/order-tracking/order-tracking.machine'
import * as styles from './OrderTracking.css'

/** The shipment state labels (spec 4.10 shipment states, in the shopper's words). */
function useShipmentLabel() {
  const { t } = useLingui()
  return (state: TrackedShipmentState): string => {
    switch (state) {
      case 'Pending':
        return t`Being prepared`
      case 'Ready':
        return t`Ready`
      case 'Shipped':
        return t`Shipped`
      case 'Delivered':
        return t`Delivered`
      case 'Delayed':
        return t`Delayed`
      case 'Partial':
        return t`Partly shipped`
      case 'Backorder':
        return t`On backorder`
      case 'Canceled':
        return t`Cancelled`
    }
  }
}

/**
 * An order's shipment (issue 18): its state, when it was shipped and delivered, and each parcel's tracking
 * number linking to the carrier's tracking page (another site, so it opens in a new tab). A click-and-collect
 * order that is ready waits in its store.
 */
export function TrackedShipmentView({ shipment, collected }: { shipment: TrackedShipment; collected: boolean }) {
  const { t, i18n } = useLingui()
  const label = useShipmentLabel()
  const day = (value: string) => i18n.date(new Date(value), { day: 'numeric', month: 'long', year: 'numeric' })
  if (!shipment.state) return null
  const state =
    collected && shipment.state === 'Ready'
      ? t`Ready for collection`
      : collected && shipment.state === 'Delivered'
        ? t`Collected`
        : label(shipment.state)
  return (
    <section className={styles.result} aria-labelledby="tracked-shipment-heading" data-testid="tracked-shipment">
      <h3 id="tracked-shipment-heading" className={styles.subheading}>
        {t`Shipment`}
      </h3>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t`Shipment status`}</dt>
        <dd className={styles.detail} data-testid="tracked-shipment-state">
          {state}
        </dd>
        {shipment.shippedAt && (
          <>
            <dt className={styles.term}>{t`Shipped on`}</dt>
            <dd className={styles.detail} data-testid="tracked-shipped-at">
              {day(shipment.shippedAt)}
            </dd>
          </>
        )}
        {shipment.deliveredAt && (
          <>
            <dt className={styles.term}>{collected ? t`Collected on` : t`Delivered on`}</dt>
            <dd className={styles.detail} data-testid="tracked-delivered-at">
              {day(shipment.deliveredAt)}
            </dd>
          </>
        )}
      </dl>
      {shipment.parcels.length > 0 && (
        <ul className={styles.parcels} data-testid="tracked-parcels">
          {shipment.parcels.map((parcel) => (
            <li key={parcel.trackingId} className={styles.itemFacts}>
              <span>{t`Tracking number`}:</span>
              {parcel.url ? (
                <a href={parcel.url} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
                  {parcel.trackingId}
                  <span className={styles.srOnly}> {t`(opens the carrier's tracking page in a new tab)`}</span>
                </a>
              ) : (
                <span>{parcel.trackingId}</span>
              )}
              <span>{parcel.carrierName ?? parcel.carrier}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
