// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useRef, type ReactNode } from 'react'
import { TRACKED_ITEMS_PAGE_SIZE } from '@common/order-tracking'
import type { Locale } from '@common/market'
import type { TrackedOrder } from '../../machines/order-tracking/order-tracking.machine'
import { formatMoney } from '../../services/money'
import { localHref, routerHref } from '../../services/navigation-links'
import { useShopperState } from '../app/shop'
import { sizeIn } from '../bag/format'
import { RouterAnchor } from '../ui/RouterAnchor'
import { useFocusFirstAdded } from '../ui/useFocusFirstAdded'
import * as styles from './OrderTracking.css'
import { TrackedReturnsView } from './TrackedReturnsView'
import { TrackedShipmentView } from './TrackedShipmentView'

/**
 * A tracked order (spec 2.7 "Order tracking", 4.9): number, date and order type, its items a page at a time
 * ('load more items' is a link to the same page showing the next page, so it works without scripts too, and
 * the keyboard lands on the first item it added), the shipment, returns and refunds, and the original order.
 */
export function TrackedOrderView({
  order,
  locale,
  shownItems,
  headingRef,
  onUpdated,
  actions,
  interactive = true,
}: {
  order: TrackedOrder
  locale: Locale
  /** How many items show (the page's `items`). */
  shownItems: number
  headingRef?: React.RefObject<HTMLHeadingElement | null>
  onUpdated: (order: TrackedOrder) => void
  /** What follows the original order's link: another lookup. */
  actions: ReactNode
  /** False for the server's view before (or without) the scripts: starting a return needs them. */
  interactive?: boolean
}) {
  const { t, i18n } = useLingui()
  const { sizeConvention } = useShopperState()
  const itemsRef = useRef<HTMLUListElement>(null)
  const statusLabel = {
    open: t`Open`,
    complete: t`Complete`,
    cancelled: t`Cancelled`,
    returned: t`Returned`,
  }
  const typeLabel = {
    homeDelivery: t`Home delivery`,
    clickAndCollect: t`Click and collect`,
    parcelShop: t`Parcel shop`,
    clickAndReserve: t`Click and reserve (try and buy)`,
  }
  const date = i18n.date(new Date(order.createdAt), { day: 'numeric', month: 'long', year: 'numeric' })
  const original = order.originalOrder
  const originalHref = original
    ? localHref(
        original.page === 'account'
          ? `/my-account/orders/${encodeURIComponent(original.id)}`
          : `/order/confirmation/${encodeURIComponent(original.id)}`,
        locale,
      )
    : null
  const items = order.items.slice(0, shownItems)
  const total = order.items.length
  useFocusFirstAdded(itemsRef, items.length)
  const moreHref = `${routerHref('/order-tracking', locale)}?${new URLSearchParams({
    order: order.orderNumber,
    items: String(shownItems + TRACKED_ITEMS_PAGE_SIZE),
  }).toString()}`
  return (
    <div className={styles.result} data-testid="tracked-order">
      <h2 ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {t`Order ${order.orderNumber}`}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t`Order number`}</dt>
        <dd className={styles.detail} data-testid="tracked-order-number">
          {order.orderNumber}
        </dd>
        <dt className={styles.term}>{t`Order date`}</dt>
        <dd className={styles.detail}>{date}</dd>
        {order.orderType && (
          <>
            <dt className={styles.term}>{t`Order type`}</dt>
            <dd className={styles.detail} data-testid="tracked-order-type">
              {typeLabel[order.orderType]}
            </dd>
          </>
        )}
      </dl>
      <h3 className={styles.subheading}>{t`Items`}</h3>
      <ul ref={itemsRef} className={styles.items} data-testid="tracked-order-items">
        {items.map((item) => {
          const size = sizeIn(item.sizes, sizeConvention)
          return (
            <li key={item.id} className={styles.item} tabIndex={-1}>
              <p className={styles.itemName}>{item.name}</p>
              <p className={styles.itemFacts}>
                {size && <span>{t`Size ${size}`}</span>}
                <span>{t`Quantity ${item.quantity}`}</span>
                {item.price && <span>{formatMoney(item.price, locale)}</span>}
                <span className={styles.status}>{t`Status: ${statusLabel[item.status]}`}</span>
              </p>
            </li>
          )
        })}
      </ul>
      {total > items.length && (
        <div className={styles.actions}>
          <span className={styles.itemFacts} data-testid="tracked-items-count">
            {t`Showing ${items.length} of ${total} items`}
          </span>
          <RouterAnchor to={moreHref} resetScroll={false} data-testid="tracked-items-more">
            {t`Load more items`}
          </RouterAnchor>
        </div>
      )}
      <TrackedShipmentView
        shipment={order.shipment}
        collected={order.orderType === 'clickAndCollect' || order.orderType === 'clickAndReserve'}
      />
      <TrackedReturnsView order={order} locale={locale} onUpdated={onUpdated} withForm={interactive} />
      <div className={styles.actions}>
        {originalHref && <a href={originalHref}>{t`View the original order`}</a>}
        {actions}
      </div>
    </div>
  )
}
