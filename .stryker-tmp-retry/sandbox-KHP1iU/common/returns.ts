// @ts-nocheck
import { z } from 'zod'

/**
 * Returns after the purchase (spec 2.7 "Order tracking": start a return, returns and refund details; 4.10
 * return states), shared by the browser's statechart and the API's schema.
 */

/** The shop's conditions, as the product page states them: unworn goods within 30 days of delivery. */
const RETURN_WINDOW_DAYS = 30

/** How the shopper sends the goods back: handed in at a Kestrel store, at a parcel shop, or picked up by a courier. */
export const RETURN_METHODS = ['store', 'parcelShop', 'courier'] as const
export type ReturnMethod = (typeof RETURN_METHODS)[number]

export const RETURN_REASONS = ['tooSmall', 'tooBig', 'notAsExpected', 'damaged', 'changedMind', 'other'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** A return's longest list: an order has at most this many lines to choose from. */
const RETURN_MAX_ITEMS = 50

const requestId = z.uuid({ message: 'requestId: a UUID that names this request' })

/** What the shopper asks for: which items and how many of each, why, and how they come back. */
export const returnRequestSchema = z
  .object({
    requestId,
    items: z
      .array(
        z
          .object({
            lineItemId: z.string().min(1, 'items.lineItemId: required').max(64),
            quantity: z.number().int('items.quantity: a whole number').min(1, 'items.quantity: at least 1').max(99),
          })
          .strict(),
      )
      .min(1, 'items: choose at least one item')
      .max(RETURN_MAX_ITEMS)
      .refine(
        (items) => new Set(items.map((item) => item.lineItemId)).size === items.length,
        'items: each item at most once',
      ),
    reason: z.enum(RETURN_REASONS, { message: `reason must be one of ${RETURN_REASONS.join(', ')}` }),
    method: z.enum(RETURN_METHODS, { message: `method must be one of ${RETURN_METHODS.join(', ')}` }),
  })
  .strict()
export type ReturnRequest = z.infer<typeof returnRequestSchema>

/**
 * A return item's key on the platform: the request that made it (so a repeated request finds it), how it
 * comes back and its place in the return.
 */
export const returnItemKey = (id: string, method: ReturnMethod, index: number) => `r_${id}_${method}_${index}`

const KEY = /^r_([0-9a-f-]{36})_(store|parcelShop|courier)_(\d+)$/

export function parseReturnItemKey(key: string | null | undefined): { id: string; method: ReturnMethod } | null {
  const match = key ? KEY.exec(key) : null
  return match ? { id: match[1]!, method: match[2] as ReturnMethod } : null
}

/** The end of the return window of an order delivered at `deliveredAt`. */
export const returnWindowEnd = (deliveredAt: string) =>
  new Date(Date.parse(deliveredAt) + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000)

/** The return states of spec 4.10 the shopper sees. */
export type ReturnShipmentState = 'Advised' | 'Returned' | 'BackInStock' | 'Unusable'
export type ReturnPaymentState = 'Initial' | 'NonRefundable' | 'NotRefunded' | 'Refunded'

/**
 * A return's refund reference at the payment provider: one refund per return, whatever else arrives with it,
 * so a repeated request is the same refund and the provider's notification names the return it settles.
 */
export const returnRefundReference = (id: string) => `RT-${id}`

const REFUND_REFERENCE = /^RT-([0-9a-f-]{36})$/

/** The return a refund was made for, when its reference names one. */
export const returnOfRefundReference = (reference: string | null | undefined) =>
  (reference ? REFUND_REFERENCE.exec(reference)?.[1] : undefined) ?? null
