// @ts-nocheck
import type { CartFields } from './cart-model'
import { invalidInput, invalidOperation } from './errors'
import { newId } from './repository'

/** A delivery's or parcel's item: a line item and how many of it. */
export interface DeliveryItem {
  id: string
  quantity: number
}

interface TrackingData {
  trackingId?: string
  carrier?: string
  provider?: string
  providerTransaction?: string
  isReturn: boolean
}

interface Parcel {
  id: string
  key?: string
  createdAt: string
  items: DeliveryItem[]
  trackingData?: TrackingData
}

/** A delivery of an order (`order.shippingInfo.deliveries[]`), as commercetools keeps it. */
interface Delivery {
  id: string
  key?: string
  createdAt: string
  items: DeliveryItem[]
  parcels: Parcel[]
}

type Input = Record<string, unknown>

export const deliveriesOf = (order: CartFields) => (order.shippingInfo?.deliveries ?? []) as Delivery[]

const text = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || value.length > 256) throw invalidInput(`${field} must be a string of at most 256.`)
  return value
}

/** Items naming line items of the order, each with a quantity of at least one. */
function itemsOf(order: CartFields, value: unknown): DeliveryItem[] {
  const items = (Array.isArray(value) ? value : []) as Input[]
  return items.map((item) => {
    const id = String(item.id ?? '')
    const quantity = Number(item.quantity)
    if (!order.lineItems.some((line) => line.id === id))
      throw invalidInput(`The order has no line item with the id '${id}'.`)
    if (!Number.isInteger(quantity) || quantity < 1) throw invalidInput('A delivery item quantity must be at least 1.')
    return { id, quantity }
  })
}

function trackingOf(value: unknown): TrackingData | undefined {
  if (!value || typeof value !== 'object') return undefined
  const input = value as Input
  const tracking: TrackingData = { isReturn: input.isReturn === true }
  for (const field of ['trackingId', 'carrier', 'provider', 'providerTransaction'] as const) {
    const given = text(input[field], `trackingData.${field}`)
    if (given !== undefined) tracking[field] = given
  }
  return tracking
}

function parcelOf(order: CartFields, input: Input, now: string): Parcel {
  const key = text(input.key ?? input.parcelKey, 'parcelKey')
  const trackingData = trackingOf(input.trackingData)
  return {
    id: newId(),
    ...(key ? { key } : {}),
    createdAt: now,
    items: itemsOf(order, input.items),
    ...(trackingData ? { trackingData } : {}),
  }
}

function shippingInfoOf(order: CartFields) {
  if (!order.shippingInfo) throw invalidOperation('The order has no shipping method, so it has no deliveries.')
  return order.shippingInfo
}

/** `addDelivery`: a delivery of items, with its parcels. */
export function addDelivery(order: CartFields, input: Input, now: string): Delivery {
  const info = shippingInfoOf(order)
  const key = text(input.deliveryKey, 'deliveryKey')
  const delivery: Delivery = {
    id: newId(),
    ...(key ? { key } : {}),
    createdAt: now,
    items: itemsOf(order, input.items),
    parcels: ((Array.isArray(input.parcels) ? input.parcels : []) as Input[]).map((parcel) =>
      parcelOf(order, parcel, now),
    ),
  }
  info.deliveries = [...deliveriesOf(order), delivery]
  return delivery
}

/** `addParcelToDelivery`: a parcel added to a delivery named by its id or key. */
export function addParcelToDelivery(order: CartFields, input: Input, now: string): void {
  const deliveries = deliveriesOf(order)
  const delivery = deliveries.find(
    (candidate) =>
      (input.deliveryId && candidate.id === input.deliveryId) ||
      (input.deliveryKey && candidate.key === input.deliveryKey),
  )
  if (!delivery) throw invalidInput('The order has no delivery with this id or key.')
  delivery.parcels = [...delivery.parcels, parcelOf(order, input, now)]
}

/** `setParcelTrackingData`: a parcel's tracking, by the parcel's id or key. */
export function setParcelTrackingData(order: CartFields, input: Input): void {
  const parcel = deliveriesOf(order)
    .flatMap((delivery) => delivery.parcels)
    .find(
      (candidate) =>
        (input.parcelId && candidate.id === input.parcelId) || (input.parcelKey && candidate.key === input.parcelKey),
    )
  if (!parcel) throw invalidInput('The order has no parcel with this id or key.')
  const trackingData = trackingOf(input.trackingData)
  if (trackingData) parcel.trackingData = trackingData
  else delete parcel.trackingData
}
