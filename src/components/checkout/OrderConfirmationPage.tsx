import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '../app/use-selector'
import { selectCanFetchProfile, selectHasSession } from '../../machines/session/session.machine'
import { orderQueryOptions, type Order } from '../../services/commerce/order'
import { formatMoney } from '../../services/money'
import { useSessionActor } from '../app/shop'
import { useLocaleParams } from '../layout/useLocaleParams'
import { Link } from '../ui/Link'
import { useHydrated } from '../ui/useHydrated'
import * as styles from './Checkout.css'
import { useCheckoutCommerce } from './useCheckoutCommerce'

type Address = NonNullable<Order['shippingAddress']>
const addressLines = (a: Address | null | undefined) =>
  a ? [[a.firstName, a.lastName].filter(Boolean).join(' '), a.streetName, [a.postalCode, a.city].filter(Boolean).join(' '), a.country].filter(Boolean) : []

/** Order confirmation (spec 2.7): read with the shopper's own token, so another shopper's order is simply not found. */
export function OrderConfirmationPage() {
  const { t, i18n } = useLingui()
  const { id } = useParams({ strict: false }) as { id: string }
  const hydrated = useHydrated()
  const session = useSessionActor()
  const hasSession = useSelector(session, selectHasSession)
  const signedIn = useSelector(session, selectCanFetchProfile)
  const commerce = useCheckoutCommerce()
  const params = useLocaleParams()
  const order = useQuery({ ...orderQueryOptions(commerce, id), enabled: hydrated && hasSession, retry: false })

  if (!hydrated || (hasSession && order.isPending)) return <p className={styles.spinner} role="status">{t`Loading…`}</p>
  if (!order.data) {
    return (
      <section className={styles.page} aria-labelledby="confirmation-heading">
        <h1 id="confirmation-heading">{t`Order not found`}</h1>
        <p>{t`We cannot show this order. Please sign in with the account that placed it.`}</p>
        <Link to="/{-$locale}" params={params}>{t`Continue shopping`}</Link>
      </section>
    )
  }
  const o = order.data
  const payment = o.paymentInfo?.payments.at(-1)?.paymentMethodInfo?.method
  const delivery = o.shippingInfo?.shippingMethod?.localizedName ?? o.shippingInfo?.shippingMethodName ?? ''
  const email = o.shippingAddress?.email ?? o.billingAddress?.email ?? ''
  const prefix = params.locale ? `/${params.locale}` : ''
  return (
    <section className={styles.page} aria-labelledby="confirmation-heading" data-testid="order-confirmation" data-order-id={o.id}>
      <h1 id="confirmation-heading">{t`Thank you for your order`}</h1>
      <dl className={styles.details}>
        <dt>{t`Order number`}</dt>
        <dd data-testid="order-number">{o.orderNumber}</dd>
        <dt>{t`Order date`}</dt>
        <dd>{i18n.date(new Date(o.createdAt), { dateStyle: 'long' })}</dd>
        <dt>{t`Total`}</dt>
        <dd>{formatMoney(o.totalPrice, i18n.locale)}</dd>
        <dt>{t`Payment status`}</dt>
        <dd data-testid="payment-state">{o.paymentState === 'Paid' ? t`Paid` : o.paymentState === 'Failed' ? t`Failed` : t`Pending`}</dd>
        <dt>{t`Payment method`}</dt>
        <dd>{payment === 'scheme' ? t`Card` : payment === 'walletpay' ? t`Wallet` : t`No payment needed`}</dd>
        <dt>{t`Delivery method`}</dt>
        <dd>{delivery}</dd>
        <dt>{t`Shipping address`}</dt>
        <dd>{addressLines(o.shippingAddress).join(', ')}</dd>
        <dt>{t`Billing address`}</dt>
        <dd>{addressLines(o.billingAddress).join(', ')}</dd>
        <dt>{t`Contact details`}</dt>
        <dd>{[email, o.shippingAddress?.phone].filter(Boolean).join(', ')}</dd>
      </dl>
      {signedIn ? (
        <div className={styles.panel} data-testid="signed-in-panel">
          <p>{t`You can follow this order in your account.`}</p>
          <a href={`${prefix}/my-account/orders`}>{t`My orders`}</a>
        </div>
      ) : (
        <div className={styles.panel} data-testid="guest-panel">
          <p>{t`Create an account to follow this order and check out faster next time.`}</p>
          <a href={`${prefix}/create-account?email=${encodeURIComponent(email)}&order=${encodeURIComponent(o.id)}`}>{t`Create an account`}</a>
        </div>
      )}
    </section>
  )
}

export default OrderConfirmationPage
