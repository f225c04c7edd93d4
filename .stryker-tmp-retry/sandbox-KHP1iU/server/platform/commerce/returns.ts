// @ts-nocheck
import type { CartFields } from './cart-model'
import { invalidInput, invalidOperation } from './errors'
import { newId } from './repository'

const RETURN_SHIPMENT_STATES = ['Advised', 'Returned', 'BackInStock', 'Unusable'] as const
const RETURN_PAYMENT_STATES = ['Initial', 'NonRefundable', 'NotRefunded', 'Refunded'] as const
type ShipmentState = (typeof RETURN_SHIPMENT_STATES)[number]
type PaymentState = (typeof RETURN_PAYMENT_STATES)[number]

/** A returned line item (`LineItemReturnItem`), as commercetools keeps it in `order.returnInfo[].items`. */
export interface ReturnItemDocument {
  type: 'LineItemReturnItem'
  id: string
  key?: string
  lineItemId: string
  quantity: number
  comment?: string
  shipmentState: ShipmentState
  paymentState: PaymentState
  createdAt: string
  lastModifiedAt: string
}

export interface ReturnInfoDocument {
  items: ReturnItemDocument[]
  returnTrackingId?: string
  returnDate?: string
}

type Input = Record<string, unknown>
type WithReturns = CartFields & { returnInfo: unknown[] }

/**
 * The moves a return item's states allow (spec 4.10): the parcel is announced (Advised), arrives
 * (Returned) and is put back in stock or found unusable; the money is refunded or not, once.
 */
const NEXT_SHIPMENT: Record<ShipmentState, ShipmentState[]> = {
  Advised: ['Returned'],
  Returned: ['BackInStock', 'Unusable'],
  BackInStock: [],
  Unusable: [],
}
const NEXT_PAYMENT: Record<PaymentState, PaymentState[]> = {
  Initial: ['Refunded', 'NonRefundable', 'NotRefunded'],
  NotRefunded: ['Refunded'],
  NonRefundable: [],
  Refunded: [],
}

export const returnInfoOf = (order: WithReturns) => order.returnInfo as ReturnInfoDocument[]
const returnItemsOf = (order: WithReturns) => returnInfoOf(order).flatMap((info) => info.items)

const optionalText = (value: unknown, field: string, max = 256): string | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || value.length > max)
    throw invalidInput(`${field} must be a string of at most ${max}.`)
  return value
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], field: string): T => {
  if (!allowed.includes(value as T)) throw invalidInput(`${field} must be one of ${allowed.join(', ')}.`)
  return value as T
}

/** `addReturnInfo`: items of line items of the order, never more of a line than it holds. */
export function addReturnInfo(order: WithReturns, input: Input, now: string): void {
  const drafts = (Array.isArray(input.items) ? input.items : []) as Input[]
  if (drafts.length === 0) throw invalidInput('items must name at least one return item.')
  const returned = new Map<string, number>()
  for (const item of returnItemsOf(order))
    returned.set(item.lineItemId, (returned.get(item.lineItemId) ?? 0) + item.quantity)
  const keys = new Set(returnItemsOf(order).flatMap((item) => (item.key ? [item.key] : [])))
  const items = drafts.map((draft): ReturnItemDocument => {
    if (draft.customLineItemId) throw invalidOperation('Custom line items are not returned on the local platform.')
    const lineItemId = String(draft.lineItemId ?? '')
    const line = order.lineItems.find((candidate) => candidate.id === lineItemId)
    if (!line) throw invalidInput(`The order has no line item '${lineItemId}'.`)
    const quantity = Number(draft.quantity)
    if (!Number.isInteger(quantity) || quantity < 1) throw invalidInput('quantity must be a whole number from 1.')
    const total = (returned.get(lineItemId) ?? 0) + quantity
    if (total > line.quantity)
      throw invalidOperation(`Line item '${lineItemId}' has ${line.quantity}; ${total} would be returned.`)
    returned.set(lineItemId, total)
    const key = optionalText(draft.key, 'key')
    if (key && keys.has(key)) throw invalidOperation(`A return item with key '${key}' already exists.`)
    if (key) keys.add(key)
    const comment = optionalText(draft.comment, 'comment', 2000)
    return {
      type: 'LineItemReturnItem',
      id: newId(),
      ...(key ? { key } : {}),
      lineItemId,
      quantity,
      ...(comment ? { comment } : {}),
      shipmentState: oneOf(draft.shipmentState, RETURN_SHIPMENT_STATES, 'shipmentState'),
      paymentState: 'Initial',
      createdAt: now,
      lastModifiedAt: now,
    }
  })
  const returnTrackingId = optionalText(input.returnTrackingId, 'returnTrackingId')
  const returnDate = optionalText(input.returnDate, 'returnDate')
  order.returnInfo = [
    ...order.returnInfo,
    { items, ...(returnTrackingId ? { returnTrackingId } : {}), ...(returnDate ? { returnDate } : {}) },
  ]
}

function itemOf(order: WithReturns, input: Input): ReturnItemDocument {
  const id = optionalText(input.returnItemId, 'returnItemId')
  const key = optionalText(input.returnItemKey, 'returnItemKey')
  if (!id && !key) throw invalidInput('returnItemId or returnItemKey is required.')
  const item = returnItemsOf(order).find((candidate) => (id ? candidate.id === id : candidate.key === key))
  if (!item) throw invalidInput(`The order has no return item '${id ?? key}'.`)
  return item
}

/** `setReturnShipmentState`: one step along spec 4.10's return shipment states (the same state is no change). */
export function setReturnShipmentState(order: WithReturns, input: Input, now: string): void {
  const item = itemOf(order, input)
  const next = oneOf(input.shipmentState, RETURN_SHIPMENT_STATES, 'shipmentState')
  if (next === item.shipmentState) return
  if (!NEXT_SHIPMENT[item.shipmentState].includes(next))
    throw invalidOperation(`A return item ${item.shipmentState} cannot become ${next}.`)
  item.shipmentState = next
  item.lastModifiedAt = now
}

/** `setReturnPaymentState`: Initial to Refunded, NotRefunded or NonRefundable, once. */
export function setReturnPaymentState(order: WithReturns, input: Input, now: string): void {
  const item = itemOf(order, input)
  const next = oneOf(input.paymentState, RETURN_PAYMENT_STATES, 'paymentState')
  if (next === item.paymentState) return
  if (!NEXT_PAYMENT[item.paymentState].includes(next))
    throw invalidOperation(`A return item's payment ${item.paymentState} cannot become ${next}.`)
  item.paymentState = next
  item.lastModifiedAt = now
}
