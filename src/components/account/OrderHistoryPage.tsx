import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { toInternalPath } from '@common/slugs'
import { formatMoney } from '../../services/money'
import { Button } from '../ui/Button'
import { RouterAnchor } from '../ui/RouterAnchor'
import { accountHref } from './account-paths'
import { orderStateMessages, paymentStateMessages, shipmentStateMessages, stateLabel } from './account-messages'
import * as styles from './Account.css'
import { LoadMoreOrders, useOrderHistory } from './use-order-history'

/** The shopper's orders (spec 2.7): newest first, 'load more' while there are more, each to its detail. */
export function OrderHistoryPage() {
  const { t, i18n } = useLingui()
  const history = useOrderHistory()
  const { actor, orders, total, loading, failed, loadingMore, listRef } = history
  const pathname = useRouterState({ select: (state) => toInternalPath(state.location.pathname) })
  const translate = (message: MessageDescriptor) => i18n._(message)
  return (
    <section className={styles.main} aria-labelledby="orders-heading" aria-busy={loading || loadingMore}>
      <h1 id="orders-heading" className={styles.heading}>
        {t`Orders`}
      </h1>
      {loading && <p role="status">{t`Loading…`}</p>}
      {failed && (
        <>
          <p className={styles.error} role="alert">{t`Your orders could not be loaded.`}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'orders.retried' })}>
            {t`Try again`}
          </Button>
        </>
      )}
      {!loading && !failed && orders.length === 0 && <p>{t`You have not placed any orders yet.`}</p>}
      {orders.length > 0 && (
        <>
          <p className={styles.muted} role="status" data-testid="orders-count">
            {t`Showing ${orders.length} of ${total} orders`}
          </p>
          <ul ref={listRef} className={styles.cards} aria-label={t`Your orders`}>
            {orders.map((order) => {
              const number = order.orderNumber ?? order.id
              return (
                <li
                  key={order.id}
                  className={styles.card}
                  data-testid="order-row"
                  data-order-id={order.id}
                  tabIndex={-1}
                >
                  <h2 className={styles.cardTitle}>{t`Order ${number}`}</h2>
                  <dl className={styles.details}>
                    <dt className={styles.term}>{t`Order date`}</dt>
                    <dd className={styles.definition}>
                      {i18n.date(new Date(order.createdAt), { dateStyle: 'medium' })}
                    </dd>
                    <dt className={styles.term}>{t`Total`}</dt>
                    <dd className={styles.definition}>{formatMoney(order.totalPrice, i18n.locale)}</dd>
                    <dt className={styles.term}>{t`Items`}</dt>
                    <dd className={styles.definition}>{order.itemCount}</dd>
                    <dt className={styles.term}>{t`Order status`}</dt>
                    <dd className={styles.definition}>{stateLabel(orderStateMessages, order.orderState, translate)}</dd>
                    <dt className={styles.term}>{t`Payment`}</dt>
                    <dd className={styles.definition}>
                      {stateLabel(paymentStateMessages, order.paymentState, translate)}
                    </dd>
                    <dt className={styles.term}>{t`Shipment`}</dt>
                    <dd className={styles.definition}>
                      {stateLabel(shipmentStateMessages, order.shipmentState, translate)}
                    </dd>
                  </dl>
                  <RouterAnchor to={`${accountHref(pathname, 'orders')}/${encodeURIComponent(order.id)}`}>
                    {t`View order ${number}`}
                  </RouterAnchor>
                </li>
              )
            })}
          </ul>
          <LoadMoreOrders history={history} errorClassName={styles.error} actionsClassName={styles.actions} />
        </>
      )}
    </section>
  )
}
