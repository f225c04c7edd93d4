/**
 * Rules of the order tracking form (spec 2.7 "Order tracking", 4.9, 5.3, 8.3), shared by the browser's
 * statechart and the API's schema.
 */
// @ts-nocheck

export const ORDER_TRACKING_LIMITS = {
  /** Spec 5.3: the form's own maximum for the order number (the number is not shown; order numbers are shorter). */
  orderNumber: 20,
  /** Spec 5.3: the form's own maximum for the order email (the login and email-only forms' 70). */
  email: 70,
} as const

/** An order number: letters, digits and hyphens (the shop's numbers are like KCZ1000 or KE260000101). */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/

/** The order number as the platform keeps it: without surrounding spaces, in capitals. */
export const normalOrderNumber = (value: string) => value.trim().toUpperCase()

/** The email as compared: without surrounding spaces, in lower case (an address's case does not matter). */
export const normalOrderEmail = (value: string) => value.trim().toLowerCase()

export type OrderTrackingFieldError =
  'required' | 'orderNumberInvalid' | 'orderNumberTooLong' | 'emailTooLong' | 'email'

export interface OrderTrackingFieldErrors {
  orderNumber: OrderTrackingFieldError | null
  email: OrderTrackingFieldError | null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** Spec 8.3 order tracking messages for the two fields: order number invalid or too long, order email too long. */
export function orderTrackingFieldErrors(values: { orderNumber: string; email: string }): OrderTrackingFieldErrors {
  const number = values.orderNumber.trim()
  const email = values.email.trim()
  return {
    orderNumber: !number
      ? 'required'
      : number.length > ORDER_TRACKING_LIMITS.orderNumber
        ? 'orderNumberTooLong'
        : ORDER_NUMBER_PATTERN.test(number)
          ? null
          : 'orderNumberInvalid',
    email: !email
      ? 'required'
      : email.length > ORDER_TRACKING_LIMITS.email
        ? 'emailTooLong'
        : EMAIL.test(email)
          ? null
          : 'email',
  }
}

export const hasOrderTrackingFieldErrors = (errors: OrderTrackingFieldErrors) =>
  errors.orderNumber !== null || errors.email !== null

/** Spec 4.9 status labels. */
export type OrderLineStatus = 'open' | 'complete' | 'cancelled' | 'returned'

/** Spec 4.9 order type labels the shop's delivery methods map to. */
export type TrackedOrderType = 'homeDelivery' | 'clickAndCollect' | 'parcelShop' | 'clickAndReserve'

/**
 * The order type (spec 4.9) of a delivery method (spec 4.3): home delivery, click and collect, parcel
 * shop; try and buy (CR), where the shoes are reserved and tried on in a store before buying, is
 * clickAndReserve, the label for an order reserved online and paid for in the store.
 */
export function orderTypeOf(deliveryMethod: string | null | undefined): TrackedOrderType | null {
  switch (deliveryMethod) {
    case 'HD':
      return 'homeDelivery'
    case 'CC':
      return 'clickAndCollect'
    case 'PS':
      return 'parcelShop'
    case 'CR':
      return 'clickAndReserve'
    default:
      return null
  }
}

/**
 * The status of an item (spec 4.9) from its order's state (spec 4.10): an Open or Confirmed order's items
 * are open, a Complete order's complete, a Cancelled order's cancelled. The platform keeps no return of an
 * item yet, so none is returned.
 */
export function lineStatusOf(orderState: string): OrderLineStatus {
  switch (orderState) {
    case 'Complete':
      return 'complete'
    case 'Cancelled':
      return 'cancelled'
    default:
      return 'open'
  }
}

/** Shipment states of spec 4.10 that tracking shows (Pending until the order is confirmed). */
export const TRACKED_SHIPMENT_STATES = [
  'Pending',
  'Ready',
  'Shipped',
  'Delivered',
  'Delayed',
  'Partial',
  'Backorder',
  'Canceled',
] as const
export type TrackedShipmentState = (typeof TRACKED_SHIPMENT_STATES)[number]

/** The shipment state the tracking page shows: a platform value it knows, else none. */
export const shipmentStateOf = (value: string | null | undefined): TrackedShipmentState | null =>
  TRACKED_SHIPMENT_STATES.find((state) => state === value) ?? null

/** Every carrier's public tracking page for one parcel number. */
const TRACKING_PAGES: Record<string, (trackingId: string) => string> = {
  packeta: (id) => `https://tracking.packeta.com/cs/?id=${id}`,
  ppl: (id) => `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${id}`,
  dpd: (id) => `https://tracking.dpd.de/status/cs_CZ/parcel/${id}`,
  balikovna: (id) => `https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=${id}`,
}

/** A parcel number as carriers issue it: letters and digits only, so it is safe in a link. */
const TRACKING_ID = /^[A-Za-z0-9]{4,40}$/

/** The carrier's tracking page of a parcel, or null for an unknown carrier or a number that is not one. */
export function trackingLinkOf(carrier: string | null | undefined, trackingId: string | null | undefined) {
  const page = carrier && Object.hasOwn(TRACKING_PAGES, carrier) ? TRACKING_PAGES[carrier] : undefined
  return page && trackingId && TRACKING_ID.test(trackingId) ? page(trackingId) : null
}

/**
 * The key of a delivery handed to the shopper while the rest of the order is still to come (shipment
 * Partial): the carrier's proof of delivery, as the platform records it on the delivery.
 */
export const deliveredKey = (index: number) => `delivered-${index + 1}`
export const isDeliveredKey = (key: string | null | undefined) => key?.startsWith('delivered-') ?? false

/**
 * How many of a tracked order's items show at first, and how many more each 'load more items' shows
 * (the spec names no number).
 */
export const TRACKED_ITEMS_PAGE_SIZE = 5

/** The number of items the tracking page's `items` query asks to show: a whole number of pages, at least one. */
export function shownItemsOf(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value
  const asked = typeof text === 'string' && /^\d{1,4}$/.test(text) ? Number(text) : 0
  return Math.max(TRACKED_ITEMS_PAGE_SIZE, Math.ceil(asked / TRACKED_ITEMS_PAGE_SIZE) * TRACKED_ITEMS_PAGE_SIZE)
}
