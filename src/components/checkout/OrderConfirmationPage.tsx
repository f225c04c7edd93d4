import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSelector } from '../app/use-selector'
import { selectCanFetchProfile, selectHasSession } from '../../machines/session/session.machine'
import { orderDelivery, orderQueryOptions } from '../../services/commerce/order'
import { checkoutOrderQueryOptions, type CheckoutCartDetails } from '../../services/commerce/order-checkout'
import { formatMoney } from '../../services/money'
import { fetchOrderDocument } from '../../services/order-document'
import { useSessionActor, useShopServices, useShopperState } from '../app/shop'
import { SummaryFigures } from '../bag/SummaryFigures'
import { useLocaleParams } from '../layout/useLocaleParams'
import { addressLines } from '../ui/address-lines'
import { Button } from '../ui/Button'
import { Link } from '../ui/Link'
import { useHydrated } from '../ui/useHydrated'
import { purchaseEvent, purchaseTracker } from './checkout-analytics'
import { slotMessages } from './checkout-messages'
import * as styles from './Checkout.css'
import { OrderLineItem } from './OrderLineItem'
import * as own from './OrderConfirmation.css'
import { orderSummary } from './order-summary'
import { useCheckoutCommerce } from './useCheckoutCommerce'
import { awaitsCode } from '@common/page-start'

/** Spec 4.3: a store, a parcel shop or a try-and-buy store is where the shopper collects the order. */
const isPickup = (orderType: string | null | undefined) =>
  orderType === 'CC' || orderType === 'PS' || orderType === 'CR' || orderType === 'JP-CC'

/** Saves a file the browser holds under a name, the way a download link does. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Order confirmation (spec 2.7): order date, number, payment and delivery method, addresses and
 * contact details, with the items and the amounts as charged; a panel for a signed-in shopper or a
 * guest. Read with the shopper's own token, so another shopper's order is simply not found.
 */
export function OrderConfirmationPage() {
  const { t, i18n } = useLingui()
  const { id } = useParams({ strict: false }) as { id: string }
  const hydrated = useHydrated()
  const session = useSessionActor()
  const hasSession = useSelector(session, selectHasSession)
  const signedIn = useSelector(session, selectCanFetchProfile)
  const { analytics } = useShopServices()
  const { sizeConvention } = useShopperState()
  const commerce = useCheckoutCommerce()
  const params = useLocaleParams()
  const enabled = hydrated && hasSession
  const order = useQuery({ ...orderQueryOptions(commerce, id, i18n.locale), enabled, retry: false })
  const figures = useQuery({ ...checkoutOrderQueryOptions(commerce, id), enabled, retry: false })
  const orderDocument = useMutation({
    mutationFn: () => fetchOrderDocument({ orderId: id, locale: i18n.locale }),
    onSuccess: (file) => saveFile(file, `${order.data?.orderNumber ?? id}.pdf`),
  })

  // Spec 7.6 `purchase`: once per order this browser completed, whatever reloads follow.
  const placed = order.data
  const charged = figures.data
  useEffect(() => {
    if (placed && charged)
      purchaseTracker().report(analytics, placed.id, () => purchaseEvent(charged, placed.orderNumber ?? null))
  }, [analytics, placed, charged])

  if (!hydrated || (hasSession && (order.isPending || figures.isPending)))
    return (
      <p className={styles.spinner} role="status" {...awaitsCode}>
        {t`Loading…`}
      </p>
    )
  if (!order.data || !figures.data) {
    return (
      <section className={styles.page} aria-labelledby="confirmation-heading">
        <h1 id="confirmation-heading">{t`Order not found`}</h1>
        <p>{t`We cannot show this order. Please sign in with the account that placed it.`}</p>
        <Link to="/{-$locale}" params={params}>{t`Continue shopping`}</Link>
      </section>
    )
  }
  const o = order.data
  const cart: CheckoutCartDetails = figures.data
  const locale = i18n.locale
  const payment = o.paymentInfo?.payments.at(-1)?.paymentMethodInfo?.method
  const orderType = cart.shipping?.methodKey ?? null
  const summary = orderSummary(cart, orderType ?? '', {})
  const { date, slot } = orderDelivery(o)
  const deliveryName = o.shippingInfo?.shippingMethod?.localizedName ?? o.shippingInfo?.shippingMethodName ?? ''
  const deliveryDate = date
    ? i18n.date(new Date(`${date}T12:00:00Z`), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null
  const slotLabel = slot && slotMessages[slot] && slot !== 'noPreference' ? i18n._(slotMessages[slot]) : null
  const pickup = isPickup(orderType)
  const email = o.shippingAddress?.email ?? o.billingAddress?.email ?? ''
  const prefix = params.locale ? `/${params.locale}` : ''
  const codes = summary.discountCodes.join(', ')
  return (
    <section
      className={styles.page}
      aria-labelledby="confirmation-heading"
      data-testid="order-confirmation"
      data-order-id={o.id}
    >
      <h1 id="confirmation-heading">{t`Thank you for your order`}</h1>
      <div className={own.columns}>
        <div className={own.section}>
          <h2 className={own.heading}>{t`Order details`}</h2>
          <dl className={own.details}>
            <dt className={own.label}>{t`Order number`}</dt>
            <dd className={own.value} data-testid="order-number">
              {o.orderNumber}
            </dd>
            <dt className={own.label}>{t`Order date`}</dt>
            <dd className={own.value}>{i18n.date(new Date(o.createdAt), { dateStyle: 'long' })}</dd>
            <dt className={own.label}>{t`Payment status`}</dt>
            <dd className={own.value} data-testid="payment-state">
              {o.paymentState === 'Paid' ? t`Paid` : o.paymentState === 'Failed' ? t`Failed` : t`Pending`}
            </dd>
            <dt className={own.label}>{t`Payment method`}</dt>
            <dd className={own.value}>
              {payment === 'scheme'
                ? t`Card`
                : payment === 'walletpay'
                  ? t`Wallet`
                  : payment === 'paylater'
                    ? t`Pay later`
                    : t`No payment needed`}
            </dd>
            <dt className={own.label}>{t`Delivery method`}</dt>
            <dd className={own.value} data-testid="delivery-method">
              {deliveryName}
            </dd>
            {deliveryDate && (
              <>
                <dt className={own.label}>{t`Delivery date`}</dt>
                <dd className={own.value} data-testid="delivery-date">
                  {slotLabel ? `${deliveryDate}, ${slotLabel}` : deliveryDate}
                </dd>
              </>
            )}
            <dt className={own.label}>{pickup ? t`Pickup point` : t`Shipping address`}</dt>
            <dd className={own.value} data-testid="shipping-address">
              {addressLines(o.shippingAddress, locale, { name: !pickup }).join(', ')}
            </dd>
            <dt className={own.label}>{t`Billing address`}</dt>
            <dd className={own.value} data-testid="billing-address">
              {addressLines(o.billingAddress, locale).join(', ')}
            </dd>
            <dt className={own.label}>{t`Contact details`}</dt>
            <dd className={own.value}>
              {[
                pickup ? [o.shippingAddress?.firstName, o.shippingAddress?.lastName].filter(Boolean).join(' ') : '',
                email,
                o.shippingAddress?.phone,
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </dl>
          <Button
            variant="secondary"
            className={own.document}
            data-testid="order-document"
            isPending={orderDocument.isPending}
            onPress={() => orderDocument.mutate()}
          >
            {t`Download the order confirmation (PDF)`}
          </Button>
          {orderDocument.isError && (
            <p className={styles.error} role="alert">
              {t`The order confirmation could not be downloaded. Please try again.`}
            </p>
          )}
        </div>
        <section
          className={styles.summary}
          aria-labelledby="confirmation-items-heading"
          data-testid="confirmation-summary"
        >
          <h2 id="confirmation-items-heading" className={own.heading}>{t`Items`}</h2>
          <ul className={styles.summaryLines}>
            {cart.lines.map((line) => (
              <OrderLineItem
                key={line.id}
                line={line}
                sizeConvention={sizeConvention}
                price={formatMoney(line.totalPrice, locale)}
                testId="confirmation-line"
              />
            ))}
          </ul>
          <SummaryFigures
            summary={summary}
            discountLabel={codes ? t`Discount (${codes})` : t`Discount`}
            unknownShipping="—"
          />
        </section>
      </div>
      {signedIn ? (
        <div className={styles.panel} data-testid="signed-in-panel">
          <p>{t`You can follow this order in your account.`}</p>
          <a href={`${prefix}/my-account/orders`}>{t`My orders`}</a>
        </div>
      ) : (
        <div className={styles.panel} data-testid="guest-panel">
          <p>{t`Create an account to follow this order and check out faster next time.`}</p>
          <a
            href={`${prefix}/create-account?email=${encodeURIComponent(email)}&order=${encodeURIComponent(o.id)}`}
          >{t`Create an account`}</a>
        </div>
      )}
    </section>
  )
}
