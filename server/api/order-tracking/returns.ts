import { createHash } from 'node:crypto'
import {
  parseReturnItemKey,
  returnItemKey,
  returnRefundReference,
  returnWindowEnd,
  type ReturnMethod,
  type ReturnPaymentState,
  type ReturnReason,
  type ReturnRequest,
  type ReturnShipmentState,
} from '@common/returns'
import { isDeliveredKey } from '@common/order-tracking'
import type { TrackedOrderQuery } from './order-tracking.generated'

type Order = NonNullable<TrackedOrderQuery['order']>
type Money = { centAmount: number; currencyCode: string; fractionDigits: number }

/** One return as tracking shows it: what goes back, how, and where it is (spec 4.10 return states). */
export interface ReturnView {
  id: string
  createdAt: string
  method: ReturnMethod
  reason: ReturnReason | null
  trackingId: string | null
  items: Array<{
    lineItemId: string
    quantity: number
    shipmentState: ReturnShipmentState
    paymentState: ReturnPaymentState
  }>
  /** What the return refunds: the items' share of their lines' totals. */
  amount: Money | null
}

const itemsOf = (order: Order) =>
  order.returnInfo.flatMap((info) =>
    info.items.map((item) => ({
      ...item,
      lineItemId: 'lineItemId' in item ? item.lineItemId : '',
      info,
    })),
  )

/** The line items' share of their totals for the returned quantities, in the order's currency. */
function amountOf(order: Order, items: Array<{ lineItemId: string; quantity: number }>): Money | null {
  let centAmount = 0
  let currency: Money | null = null
  for (const item of items) {
    const line = order.lineItems.find((candidate) => candidate.id === item.lineItemId)
    if (!line?.totalPrice || line.quantity === 0) continue
    currency ??= line.totalPrice
    centAmount += Math.round((line.totalPrice.centAmount * item.quantity) / line.quantity)
  }
  return currency ? { centAmount, currencyCode: currency.currencyCode, fractionDigits: currency.fractionDigits } : null
}

/** The order's returns made by the shop (return items keyed by their request), oldest first. */
export function returnsOf(order: Order): ReturnView[] {
  const returns = new Map<string, ReturnView>()
  for (const item of itemsOf(order)) {
    const parsed = parseReturnItemKey(item.key)
    if (!parsed) continue
    let view = returns.get(parsed.id)
    if (!view) {
      const reason = (item.comment ?? null) as ReturnReason | null
      view = {
        id: parsed.id,
        createdAt: item.createdAt,
        method: parsed.method,
        reason,
        trackingId: item.info.returnTrackingId ?? null,
        items: [],
        amount: null,
      }
      returns.set(parsed.id, view)
    }
    view.items.push({
      lineItemId: item.lineItemId,
      quantity: item.quantity,
      shipmentState: item.shipmentState,
      paymentState: item.paymentState,
    })
  }
  return [...returns.values()].map((view) => ({ ...view, amount: amountOf(order, view.items) }))
}

/**
 * What of the order reached the shopper, and since when: all of a delivered order (at its completion, as the
 * fulfilment completes an order on delivery); of an order delivered in part (shipment Partial, and still when
 * the rest is shipped), the items of its deliveries handed over, since the first was sent. Null while nothing
 * has arrived.
 */
function deliveredOf(order: Order): { at: string; quantities: Map<string, number> | null } | null {
  if (order.shipmentState === 'Delivered') return order.completedAt ? { at: order.completedAt, quantities: null } : null
  const handed = (order.shippingInfo?.deliveries ?? []).filter((delivery) => isDeliveredKey(delivery.key))
  if (!handed.length) return null
  const quantities = new Map<string, number>()
  for (const delivery of handed)
    for (const item of delivery.items) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity)
  return { at: handed[0]!.createdAt, quantities }
}

/**
 * What may still be returned (the shop's conditions): the delivered items of an order (all of a delivered
 * one, the handed-over part of one delivered in part), within the return window after delivery, each line
 * once (a line already in a return is not offered again). Null when the order takes no return at all.
 */
export function returnableOf(order: Order, now = Date.now()) {
  const delivered = deliveredOf(order)
  if (!delivered) return null
  const until = returnWindowEnd(delivered.at)
  if (until.getTime() < now) return null
  const inReturn = new Set(itemsOf(order).map((item) => item.lineItemId))
  const items = order.lineItems
    .filter((line) => !inReturn.has(line.id) && line.totalPrice && line.totalPrice.centAmount > 0)
    .map((line) => ({
      lineItemId: line.id,
      quantity: Math.min(
        line.quantity,
        delivered.quantities ? (delivered.quantities.get(line.id) ?? 0) : line.quantity,
      ),
    }))
    .filter((item) => item.quantity > 0)
  return items.length ? { until: until.toISOString(), items } : null
}

/** Refunds of the order's payments (spec 4.10 transaction type Refund): amount, date and state. */
export function refundsOf(order: Order) {
  return (order.paymentInfo?.payments ?? []).flatMap((payment) =>
    payment.transactions
      .filter((transaction) => transaction.type === 'Refund')
      .map((transaction) => ({
        id: transaction.id,
        amount: transaction.amount,
        date: transaction.timestamp ?? null,
        state: transaction.state,
      })),
  )
}

/** Why a return is refused: an item the order does not offer for return, or more of it than it holds. */
export class ReturnRefused extends Error {
  override name = 'ReturnRefused'
}

const digest = (value: string) => createHash('sha256').update(value).digest()
const digitsOf = (value: string, length: number) =>
  [...digest(value)]
    .map((byte) => String(byte % 10))
    .join('')
    .slice(0, length)

/**
 * The return parcel's number: a parcel shop's (Zásilkovna) or the courier's (PPL), or the code the store
 * scans; fixed by the request, so a repeated request names the same parcel.
 */
function returnTrackingIdOf(method: ReturnMethod, requestId: string): string {
  switch (method) {
    case 'parcelShop':
      return `Z${digitsOf(requestId, 10)}`
    case 'courier':
      return digitsOf(requestId, 11)
    case 'store':
      return `KR${digitsOf(requestId, 10)}`
  }
}

/** The update actions of a new return: its items Advised, keyed by the request, with the reason and parcel. */
export function returnActionsOf(order: Order, request: ReturnRequest, now = Date.now()) {
  const returnable = returnableOf(order, now)
  const partly = order.shipmentState !== 'Delivered'
  if (!returnable)
    throw new ReturnRefused(
      partly
        ? 'Nothing of this order has been delivered yet that could be returned.'
        : 'This order cannot be returned.',
    )
  const inReturn = new Set(itemsOf(order).map((item) => item.lineItemId))
  for (const item of request.items) {
    const line = returnable.items.find((candidate) => candidate.lineItemId === item.lineItemId)
    const ordered = order.lineItems.some((candidate) => candidate.id === item.lineItemId)
    if (!line && partly && ordered && !inReturn.has(item.lineItemId))
      throw new ReturnRefused('An item of this return has not been delivered yet; it can be returned once it arrives.')
    if (!line) throw new ReturnRefused('An item of this return cannot be returned.')
    if (item.quantity > line.quantity)
      throw new ReturnRefused(
        partly
          ? 'The return holds more of an item than has been delivered so far.'
          : 'The return holds more of an item than was ordered.',
      )
  }
  return [
    {
      addReturnInfo: {
        returnTrackingId: returnTrackingIdOf(request.method, request.requestId),
        returnDate: new Date(now).toISOString(),
        items: request.items.map((item, index) => ({
          lineItemId: item.lineItemId,
          quantity: item.quantity,
          comment: request.reason,
          key: returnItemKey(request.requestId, request.method, index),
          shipmentState: 'Advised' as const,
        })),
      },
    },
  ]
}

/** The authorisation the order was paid with (its provider reference), if any. */
function authorisationOf(order: Order) {
  for (const payment of order.paymentInfo?.payments ?? []) {
    const authorisation = payment.transactions.find(
      (transaction) => transaction.type === 'Authorization' && transaction.state === 'Success',
    )
    if (authorisation?.interactionId) return { payment, pspReference: authorisation.interactionId }
  }
  return null
}

/**
 * Refunds the return items that arrived (the warehouse's notice), each return apart: its items' share of the
 * order's total, as one refund of the payment at the provider whose reference is the return's own. A notice
 * told twice, or two returns arriving together, is still one refund per return; the provider's REFUND
 * notification names the return and settles its items (Refunded). Answers how many refunds were asked for.
 */
/** Return shipment states of items that reached the warehouse (spec 4.10). */
const ARRIVED = new Set(['Returned', 'BackInStock', 'Unusable'])

export async function refundArrived(
  call: (path: string, body: unknown) => Promise<{ status: number; body: Record<string, unknown> }>,
  merchantAccount: string,
  order: Order,
  returnItemIds: string[] | 'arrived',
): Promise<number> {
  const paid = authorisationOf(order)
  if (!paid) return 0
  const arrived = new Map<string, Array<ReturnType<typeof itemsOf>[number]>>()
  for (const item of itemsOf(order)) {
    const parsed = parseReturnItemKey(item.key)
    const named = returnItemIds === 'arrived' ? ARRIVED.has(item.shipmentState) : returnItemIds.includes(item.id)
    if (!parsed || !named || item.paymentState !== 'Initial') continue
    arrived.set(parsed.id, [...(arrived.get(parsed.id) ?? []), item])
  }
  let asked = 0
  for (const [returnId, items] of arrived) {
    const amount = amountOf(order, items)
    if (!amount || amount.centAmount <= 0) continue
    const answer = await call(`/payments/${encodeURIComponent(paid.pspReference)}/refunds`, {
      merchantAccount,
      reference: returnRefundReference(returnId),
      merchantOrderReference: order.orderNumber,
      amount: { value: amount.centAmount, currency: amount.currencyCode },
    })
    // A provider that could not answer is asked again later (the caller's message stays unread); a refusal is final.
    if (answer.status >= 500) throw new Error(`Refund of order ${order.orderNumber} failed: HTTP ${answer.status}`)
    if (answer.status !== 201) console.error(`Refund of order ${order.orderNumber} refused: HTTP ${answer.status}`)
    else asked += 1
  }
  return asked
}
