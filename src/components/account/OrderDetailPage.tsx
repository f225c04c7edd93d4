import type { MessageDescriptor } from '@lingui/core'
import { trackingLinkOf } from '@common/order-tracking'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams, useRouterState } from '@tanstack/react-router'
import { toInternalPath } from '@common/slugs'
import { orderQueryOptions } from '../../services/commerce/order'
import { checkoutOrderQueryOptions } from '../../services/commerce/order-checkout'
import { formatMoney } from '../../services/money'
import { marketLocale } from '@common/market'
import { orderDocumentPath } from '../../services/order-document'
import { useShopperState } from '../app/shop'
import { SummaryFigures } from '../bag/SummaryFigures'
import { OrderLineItem } from '../checkout/OrderLineItem'
import { orderSummary } from '../checkout/order-summary'
import * as checkoutStyles from '../checkout/Checkout.css'
import { useCheckoutCommerce } from '../checkout/useCheckoutCommerce'
import { srOnly } from '../order-tracking/OrderTracking.css'
import { addressLines } from '../ui/address-lines'
import { RouterAnchor } from '../ui/RouterAnchor'
import { accountHref } from './account-paths'
import { OrderReturns } from './OrderReturns'
import { orderStateMessages, paymentStateMessages, shipmentStateMessages, stateLabel } from './account-messages'
import * as styles from './Account.css'

/** An order the shopper's account does not hold (a guessed id, another shopper's): the server answers it with 404. */
export function OrderNotFound() {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (state) => toInternalPath(state.location.pathname) })
  return (
    <section className={styles.main} aria-labelledby="order-heading" data-testid="order-not-found">
      <h1 id="order-heading" className={styles.heading}>{t`Order not found`}</h1>
      <p>{t`There is no such order in your account.`}</p>
      <RouterAnchor to={accountHref(pathname, 'orders')}>{t`Back to your orders`}</RouterAnchor>
    </section>
  )
}

/**
 * One of the shopper's orders (spec 2.7, 3.9): its lines with sizes and prices, the VAT it includes,
 * delivery and payment method, addresses, the order, payment and shipment states of 4.10, and its PDF
 * document. Read with the shopper's own token: another shopper's order is simply not found.
 */
export function OrderDetailPage() {
  const { t, i18n } = useLingui()
  const { id } = useParams({ strict: false }) as { id: string }
  const commerce = useCheckoutCommerce()
  const { sizeConvention } = useShopperState()
  const pathname = useRouterState({ select: (state) => toInternalPath(state.location.pathname) })
  const order = useQuery({ ...orderQueryOptions(commerce, id, i18n.locale), retry: false })
  const figures = useQuery({ ...checkoutOrderQueryOptions(commerce, id), retry: false })
  const back = <RouterAnchor to={accountHref(pathname, 'orders')}>{t`Back to your orders`}</RouterAnchor>
  if (order.isPending || figures.isPending) return <p role="status">{t`Loading…`}</p>
  if (order.isError || figures.isError) {
    return (
      <section className={styles.main} aria-labelledby="order-heading">
        <h1 id="order-heading" className={styles.heading}>{t`Your order could not be loaded.`}</h1>
        {back}
      </section>
    )
  }
  if (!order.data || !figures.data) return <OrderNotFound />
  const o = order.data
  const cart = figures.data
  const locale = i18n.locale
  const translate = (message: MessageDescriptor) => i18n._(message)
  const payment = o.paymentInfo?.payments.at(-1)?.paymentMethodInfo?.method
  const summary = orderSummary(cart, cart.shipping?.methodKey ?? '', {})
  const deliveryName = o.shippingInfo?.shippingMethod?.localizedName ?? o.shippingInfo?.shippingMethodName ?? ''
  const number = o.orderNumber ?? o.id
  const parcels = (o.shippingInfo?.deliveries ?? []).flatMap((delivery) =>
    delivery.parcels.flatMap(({ trackingData }) =>
      trackingData?.trackingId
        ? [
            {
              trackingId: trackingData.trackingId,
              carrier: trackingData.provider ?? trackingData.carrier ?? '',
              url: trackingLinkOf(trackingData.carrier, trackingData.trackingId),
              shippedAt: delivery.createdAt,
            },
          ]
        : [],
    ),
  )
  const codes = summary.discountCodes.join(', ')
  return (
    <section className={styles.main} aria-labelledby="order-heading" data-testid="order-detail" data-order-id={o.id}>
      {back}
      <h1 id="order-heading" className={styles.heading}>
        {t`Order ${number}`}
      </h1>
      <dl className={styles.details}>
        <dt className={styles.term}>{t`Order date`}</dt>
        <dd className={styles.definition}>{i18n.date(new Date(o.createdAt), { dateStyle: 'long' })}</dd>
        <dt className={styles.term}>{t`Order status`}</dt>
        <dd className={styles.definition} data-testid="order-state">
          {stateLabel(orderStateMessages, o.orderState, translate)}
        </dd>
        <dt className={styles.term}>{t`Payment`}</dt>
        <dd className={styles.definition} data-testid="payment-state">
          {stateLabel(paymentStateMessages, o.paymentState, translate)}
        </dd>
        <dt className={styles.term}>{t`Shipment`}</dt>
        <dd className={styles.definition} data-testid="shipment-state">
          {stateLabel(shipmentStateMessages, o.shipmentState, translate)}
        </dd>
        {parcels.length > 0 && (
          <>
            <dt className={styles.term}>{t`Tracking number`}</dt>
            <dd className={styles.definition} data-testid="order-tracking-numbers">
              {parcels.map((parcel, index) => (
                <span key={parcel.trackingId}>
                  {index > 0 && ', '}
                  {parcel.url ? (
                    <a href={parcel.url} target="_blank" rel="noopener noreferrer">
                      {parcel.trackingId}
                      <span className={srOnly}> {t`(opens the carrier's tracking page in a new tab)`}</span>
                    </a>
                  ) : (
                    parcel.trackingId
                  )}{' '}
                  ({parcel.carrier}, {i18n.date(new Date(parcel.shippedAt), { dateStyle: 'long' })})
                </span>
              ))}
            </dd>
          </>
        )}
        <dt className={styles.term}>{t`Payment method`}</dt>
        <dd className={styles.definition}>
          {payment === 'scheme'
            ? t`Card`
            : payment === 'walletpay'
              ? t`Wallet`
              : payment === 'paylater'
                ? t`Pay later`
                : payment
                  ? payment
                  : t`No payment method recorded`}
        </dd>
        <dt className={styles.term}>{t`Delivery method`}</dt>
        <dd className={styles.definition} data-testid="delivery-method">
          {deliveryName}
        </dd>
        <dt className={styles.term}>{t`Shipping address`}</dt>
        <dd className={styles.definition} data-testid="shipping-address">
          {addressLines(o.shippingAddress, locale).join(', ')}
        </dd>
        <dt className={styles.term}>{t`Billing address`}</dt>
        <dd className={styles.definition} data-testid="billing-address">
          {addressLines(o.billingAddress, locale).join(', ')}
        </dd>
      </dl>
      <p>
        <a href={orderDocumentPath(o.id, locale)} download={`${number}.pdf`} data-testid="order-document">
          {t`Download the order document (PDF)`}
        </a>
      </p>
      <section className={checkoutStyles.summary} aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className={styles.subheading}>
          {t`Items`}
        </h2>
        <ul className={checkoutStyles.summaryLines}>
          {cart.lines.map((line) => (
            <OrderLineItem
              key={line.id}
              line={line}
              sizeConvention={sizeConvention}
              price={formatMoney(line.totalPrice, locale)}
              testId="order-line"
            />
          ))}
        </ul>
        <SummaryFigures
          summary={summary}
          discountLabel={codes ? t`Discount (${codes})` : t`Discount`}
          unknownShipping="—"
        />
      </section>
      {o.shipmentState === 'Delivered' && o.orderNumber && (
        <OrderReturns orderNumber={o.orderNumber} locale={marketLocale(locale)} />
      )}
    </section>
  )
}
