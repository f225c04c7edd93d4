// @ts-nocheck
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { paymentStatusOf } from '@common/payment-result'
import type { checkoutMachine } from '../../machines/checkout/checkout.machine'
import type { AnalyticsEvent, DataLayer } from '../../services/analytics/data-layer'
import { asCheckoutCartDetails, type CheckoutCartDetails } from '../../services/commerce/order-checkout'
import type { Money } from '../../services/money'
import { amountOf } from '../bag/format'
import { analyticsItem, type AnalyticsItem } from '../bag/bag-analytics'

type CheckoutActor = ActorRefFrom<typeof checkoutMachine>
type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The items of a cart or an order, in the shape of the bag's events (gift lines are not sold). */
function checkoutItems(cart: CheckoutCartDetails): AnalyticsItem[] {
  return cart.lines
    .filter((line) => !line.isGift)
    .map((line) =>
      analyticsItem(
        {
          sku: line.sku,
          names: line.names,
          attributes: line.attributes,
          unitPrice: line.listUnitPrice ?? line.unitPrice,
          unitSalePrice: line.unitPrice,
        },
        line.quantity,
      ),
    )
}

/** What every checkout event carries: currency, the amount to pay, the codes in effect and the items. */
function ecommerce(cart: CheckoutCartDetails) {
  return {
    currency: cart.totalPrice.currencyCode,
    value: amountOf(cart.totalPrice),
    coupon: cart.discountCodes.length > 0 ? cart.discountCodes.join(',') : null,
    items: checkoutItems(cart),
  }
}

/** Spec 7.6 `begin_checkout`: the cart the shopper starts the checkout with. */
export function beginCheckoutEvent(cart: CheckoutCartDetails): AnalyticsEvent {
  return { event: 'begin_checkout', ecommerce: ecommerce(cart) }
}

/** Spec 7.6 `add_shipping_info`: the cart once the delivery is saved; the tier is the order type of spec 4.3 (HD, CC, CR, PS). */
export function addShippingInfoEvent(cart: CheckoutCartDetails, orderType: string): AnalyticsEvent {
  return { event: 'add_shipping_info', ecommerce: { ...ecommerce(cart), shipping_tier: orderType } }
}

/** Spec 7.6 `add_payment_info`: the shopper hands over a payment method (`scheme` for a card). */
export function addPaymentInfoEvent(cart: CheckoutCartDetails, paymentType: string): AnalyticsEvent {
  return { event: 'add_payment_info', ecommerce: { ...ecommerce(cart), payment_type: paymentType } }
}

const orZero = (money: Money | null | undefined) => amountOf(money)

/** Spec 7.6 `purchase`: the order as charged, its VAT (spec 3.9 `taxedPrice.totalTax`) and shipping. */
export function purchaseEvent(order: CheckoutCartDetails, orderNumber: string | null): AnalyticsEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: orderNumber ?? order.id,
      ...ecommerce(order),
      tax: orZero(order.tax),
      shipping: orZero(order.shipping?.price),
    },
  }
}

type PurchaseStatus = 'Paid' | 'Pending' | 'Failed'

/**
 * Spec 7.6 `purchase_status`: the payment outcome of spec 3.10 (`orderId`, `resultCode`, `action`)
 * and its status of spec 4.8. Without an answer of the provider (a zero-amount order, a payment
 * call that failed) there is no result code; the checkout's own outcome is the status.
 */
export function purchaseStatusEvent(
  outcome: { orderId: string; resultCode: string | null; action: { type: string } | null },
  status: PurchaseStatus,
): AnalyticsEvent {
  return {
    event: 'purchase_status',
    orderId: outcome.orderId,
    resultCode: outcome.resultCode,
    action: outcome.action?.type ?? null,
    status: outcome.resultCode === null ? status : paymentStatusOf(outcome.resultCode),
  }
}

export const PURCHASE_STORAGE_KEY = 'kestrel.analytics.purchases'

/**
 * `purchase` exactly once per order: the checkout notes an order it completed, the confirmation
 * reports it, and the note goes once the event is in the data layer. A reload of the confirmation
 * finds no note; a reload before the shopper's consent finds it still there and holds it again.
 */
export function createPurchaseTracker(storage: KeyValueStorage) {
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(PURCHASE_STORAGE_KEY) ?? '[]')
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
    } catch {
      return []
    }
  }
  const write = (ids: string[]) => storage.setItem(PURCHASE_STORAGE_KEY, JSON.stringify(ids.slice(-20)))
  // Pushed (or held) while this page lives: the confirmation shown again does not push it twice.
  const queued = new Set<string>()
  return {
    completed(orderId: string) {
      write([...read().filter((id) => id !== orderId), orderId])
    },
    report(analytics: DataLayer, orderId: string, event: () => AnalyticsEvent): boolean {
      if (queued.has(orderId) || !read().includes(orderId)) return false
      queued.add(orderId)
      analytics.push(event(), () => write(read().filter((id) => id !== orderId)))
      return true
    },
  }
}

type PurchaseTracker = ReturnType<typeof createPurchaseTracker>

let browserTracker: PurchaseTracker | null = null
/** The tracker of this browser (its local storage). */
export function purchaseTracker(): PurchaseTracker {
  browserTracker ??= createPurchaseTracker(window.localStorage)
  return browserTracker
}

const CONCLUDING = ['processing', 'confirmingAction', 'creatingOrder'] as const
const OUTCOMES = { paid: 'Paid', pending: 'Pending', failed: 'Failed' } as const
const begun = new WeakSet<CheckoutActor>()

interface ObserveOptions {
  analytics: DataLayer
  purchases: PurchaseTracker
  /** The figures of an order awaiting payment (a resumed payment step has no cart). */
  orderFigures?: (orderId: string) => CheckoutCartDetails | null
}

/**
 * The checkout's analytics, read from the checkout statechart's transitions: `begin_checkout` once
 * per checkout, `add_shipping_info` when the delivery is saved, `add_payment_info` when a payment
 * method is handed over, `purchase_status` when this checkout learns the payment's outcome; a
 * completed order is noted for the confirmation's `purchase`.
 */
export function observeCheckout(
  actor: CheckoutActor,
  { analytics, purchases, orderFigures = () => null }: ObserveOptions,
): () => void {
  const figures = (snapshot: CheckoutSnapshot) =>
    asCheckoutCartDetails(snapshot.context.cart) ??
    (snapshot.context.order ? orderFigures(snapshot.context.order.id) : null)
  /** The checkout begins on its first step, once its cart has loaded. */
  const begin = (snapshot: CheckoutSnapshot) => {
    if (begun.has(actor) || !snapshot.matches('CONTACT_DETAILS')) return
    begun.add(actor)
    const cart = figures(snapshot)
    if (cart) analytics.push(beginCheckoutEvent(cart))
  }
  let previous = actor.getSnapshot()
  begin(previous)
  const subscription = actor.subscribe((next) => {
    const before = previous
    previous = next
    if (before === next) return
    begin(next)
    if (before.matches({ DELIVERY: 'saving' }) && next.matches('PAYMENT')) {
      const cart = figures(next)
      if (cart) analytics.push(addShippingInfoEvent(cart, next.context.method.key))
    }
    if (
      before.matches({ PAYMENT: 'ready' }) &&
      (next.matches({ PAYMENT: 'processing' }) || next.matches({ PAYMENT: 'creatingOrder' }))
    ) {
      const cart = figures(next)
      if (cart) analytics.push(addPaymentInfoEvent(cart, next.context.paymentData?.type ?? 'scheme'))
    }
    const reached = (Object.keys(OUTCOMES) as Array<keyof typeof OUTCOMES>).find((state) =>
      next.matches({ PAYMENT: state }),
    )
    const order = next.context.order
    if (reached && order && CONCLUDING.some((state) => before.matches({ PAYMENT: state }))) {
      const outcome = next.context.outcome
      analytics.push(
        purchaseStatusEvent(
          { orderId: order.id, resultCode: outcome?.resultCode ?? null, action: outcome?.action ?? null },
          OUTCOMES[reached],
        ),
      )
      if (reached !== 'failed') purchases.completed(order.id)
    }
  })
  return () => subscription.unsubscribe()
}
