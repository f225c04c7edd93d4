import { useLingui } from '@lingui/react/macro'
import type { Locale } from '@common/market'
import { localHref } from '../../services/navigation-links'
import { LoadMoreOrders, useOrderHistory } from '../account/use-order-history'
import { Button } from '../ui/Button'
import * as styles from './OrderTracking.css'

/**
 * A signed-in shopper's own orders on the tracking page (issue 18 "load more orders"): newest first, a page
 * at a time, each tracked without asking for its email (its owner reads it). The order history statechart
 * holds the list; 'load more orders' sends the keyboard to the first order it added.
 */
export function TrackingOrderList({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui()
  const history = useOrderHistory()
  const { actor, orders, total, loading, failed, loadingMore, listRef } = history
  const trackHref = (number: string) =>
    `${localHref('/order-tracking', locale)}?${new URLSearchParams({ order: number }).toString()}`
  return (
    <section
      className={styles.result}
      aria-labelledby="tracking-orders-heading"
      aria-busy={loading || loadingMore}
      data-testid="tracking-orders"
    >
      <h2 id="tracking-orders-heading" className={styles.subheading}>
        {t`Your orders`}
      </h2>
      {loading && <p role="status">{t`Loading…`}</p>}
      {failed && (
        <div className={styles.actions}>
          <p className={styles.message} role="alert">{t`Your orders could not be loaded.`}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'orders.retried' })}>
            {t`Try again`}
          </Button>
        </div>
      )}
      {!loading && !failed && orders.length === 0 && (
        <p className={styles.text}>{t`You have not placed any orders yet.`}</p>
      )}
      {orders.length > 0 && (
        <>
          <p className={styles.itemFacts} role="status" data-testid="tracking-orders-count">
            {t`Showing ${orders.length} of ${total} orders`}
          </p>
          <ul ref={listRef} className={styles.items} aria-label={t`Your orders`}>
            {orders.map((order) => (
              <li key={order.id} className={styles.item} tabIndex={-1} data-testid="tracking-order">
                <p className={styles.itemName}>{t`Order ${order.orderNumber ?? order.id}`}</p>
                <p className={styles.itemFacts}>
                  <span>
                    {i18n.date(new Date(order.createdAt), { day: 'numeric', month: 'long', year: 'numeric' })}
                  </span>
                  {order.orderNumber && (
                    <a href={trackHref(order.orderNumber)}>{t`Track order ${order.orderNumber}`}</a>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <LoadMoreOrders history={history} errorClassName={styles.message} actionsClassName={styles.actions} />
        </>
      )}
    </section>
  )
}
