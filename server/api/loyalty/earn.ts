import { clubPointsFor } from '@common/loyalty'
import type { Database } from '../../db/database'
import { marketSwitches } from '../content/market-switches'
import type { PlatformAccess } from '../platform-access/platform-access'
import { OrderCharges } from '../payment/order-charges'
import { OrderForLoyaltyDocument } from './loyalty.generated'
import { loyaltyClient } from './loyalty-service'

/**
 * A paid order earns its customer's points (spec 2.7 "Loyalty club"): when the provider's
 * notification says the payment with `paymentKey` was authorised, the order it paid is found, and
 * if a club member placed it while signed in, the order's points are posted as an Earn keyed by the
 * order number. The loyalty service keeps one Earn per order, so a notification that arrives again,
 * or many at once, awards nothing more. A failure is thrown, so the notification is delivered again.
 */
export async function earnForPayment(
  db: Database,
  platform: PlatformAccess,
  payment: { paymentKey: string },
): Promise<'earned' | 'not a member' | 'not an order' | 'club off'> {
  if (!(await marketSwitches(db)).loyalty) return 'club off'
  const orderId = await new OrderCharges(db).orderOf(payment.paymentKey)
  if (!orderId) return 'not an order'
  const { order } = await platform.commerceQuery(OrderForLoyaltyDocument, { id: orderId })
  // The club knows customers by their account's email: a guest's order earns nothing.
  if (!order?.orderNumber || !order.customer?.email) return 'not a member'
  const club = loyaltyClient(platform)
  const member = await club.memberByEmail(order.customer.email)
  if (!member) return 'not a member'
  const points = clubPointsFor(order.totalPrice.centAmount)
  if (points > 0) await club.earn(member.customerNumber, order.orderNumber, points)
  return 'earned'
}

/**
 * A refund takes back the points it paid for (spec 9 "Return"): when the provider's notification says
 * the payment with `paymentKey` was refunded, the order's member gives back the refunded amount's
 * points, never more than they hold. The Return is keyed by the refund's own reference (one per
 * return), so a notification told again, or many at once, takes nothing more. A failure is thrown,
 * so the notification is delivered again.
 */
export async function takeBackForRefund(
  db: Database,
  platform: PlatformAccess,
  refund: { paymentKey: string; pspReference: string; amount: { centAmount: number }; refundReference?: string },
): Promise<'taken back' | 'nothing to take back' | 'not a member' | 'not an order' | 'club off'> {
  if (!(await marketSwitches(db)).loyalty) return 'club off'
  const orderId = await new OrderCharges(db).orderOf(refund.paymentKey)
  if (!orderId) return 'not an order'
  const { order } = await platform.commerceQuery(OrderForLoyaltyDocument, { id: orderId })
  if (!order?.orderNumber || !order.customer?.email) return 'not a member'
  const club = loyaltyClient(platform)
  const member = await club.memberByEmail(order.customer.email)
  if (!member) return 'not a member'
  const points = Math.min(clubPointsFor(refund.amount.centAmount), member.balance)
  if (points <= 0) return 'nothing to take back'
  await club.takeBack(member.customerNumber, order.orderNumber, points, refund.refundReference ?? refund.pspReference)
  return 'taken back'
}
