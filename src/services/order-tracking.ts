import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import { marketLocale } from '@common/market'
import { TRACKED_SHIPMENT_STATES } from '@common/order-tracking'
import { RETURN_METHODS, RETURN_REASONS } from '@common/returns'
import type { LookUpInput, TrackedOrder } from '../machines/order-tracking/order-tracking.machine'
import type { SubmitReturnInput } from '../machines/return/return.machine'
import { ApiError, LOCALE_HEADER, UNKNOWN_ERROR } from './api'

const money = z.object({ centAmount: z.number(), currencyCode: z.string(), fractionDigits: z.number() })

const trackedReturn = z.object({
  id: z.string(),
  createdAt: z.string(),
  method: z.enum(RETURN_METHODS),
  reason: z.nullable(z.enum(RETURN_REASONS)),
  trackingId: z.nullable(z.string()),
  items: z.array(
    z.object({
      lineItemId: z.string(),
      quantity: z.number(),
      shipmentState: z.enum(['Advised', 'Returned', 'BackInStock', 'Unusable']),
      paymentState: z.enum(['Initial', 'NonRefundable', 'NotRefunded', 'Refunded']),
    }),
  ),
  amount: z.nullable(money),
})

const trackedOrder = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  orderType: z.nullable(z.enum(['homeDelivery', 'clickAndCollect', 'parcelShop', 'clickAndReserve'])),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sizes: z.record(z.string(), z.string()),
      quantity: z.number(),
      price: z.nullable(money),
      status: z.enum(['open', 'complete', 'cancelled', 'returned']),
    }),
  ),
  originalOrder: z.nullable(z.object({ page: z.enum(['account', 'confirmation']), id: z.string() })),
  shipment: z.object({
    state: z.nullable(z.enum(TRACKED_SHIPMENT_STATES)),
    shippedAt: z.nullable(z.string()),
    deliveredAt: z.nullable(z.string()),
    parcels: z.array(
      z.object({
        trackingId: z.string(),
        carrier: z.string(),
        carrierName: z.nullable(z.string()),
        url: z.nullable(z.url({ protocol: /^https$/ })),
      }),
    ),
  }),
  returns: z.array(trackedReturn),
  returnable: z.nullable(
    z.object({ until: z.string(), items: z.array(z.object({ lineItemId: z.string(), quantity: z.number() })) }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: money,
      date: z.nullable(z.string()),
      state: z.enum(['Initial', 'Pending', 'Success', 'Failure']),
    }),
  ),
})

/** A refused lookup: its status, and for a throttled one the seconds until the next try (Retry-After). */
class TrackingError extends ApiError {
  constructor(
    status: number,
    data: unknown,
    readonly retryAfter: number | null,
  ) {
    super(UNKNOWN_ERROR, status, data)
  }
}

async function send(path: string, locale: string, init: RequestInit, fetchImpl: typeof fetch): Promise<TrackedOrder> {
  let response: Response
  try {
    response = await fetchImpl(path, {
      ...init,
      headers: { accept: 'application/json', [LOCALE_HEADER]: marketLocale(locale), ...init.headers },
      credentials: 'same-origin',
    })
  } catch {
    throw new TrackingError(500, null, null)
  }
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'))
    throw new TrackingError(response.status || 500, payload, Number.isFinite(retryAfter) ? retryAfter : null)
  }
  const parsed = z.safeParse(trackedOrder, (payload as { data?: unknown } | null)?.data)
  if (!parsed.success) throw new TrackingError(500, payload, null)
  return parsed.data
}

/** `POST /api/order-tracking`: the order of a number and email; the answer remembers it for the browser session. */
function lookUpOrder(input: LookUpInput, fetchImpl: typeof fetch = fetch): Promise<TrackedOrder> {
  return send(
    '/api/order-tracking',
    input.locale,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNumber: input.orderNumber, email: input.email, locale: marketLocale(input.locale) }),
    },
    fetchImpl,
  )
}

/** `GET /api/order-tracking/:orderNumber`: an order this browser session found before (or its owner's). */
function readTrackedOrder(
  { orderNumber, locale }: { orderNumber: string; locale: string },
  fetchImpl: typeof fetch = fetch,
): Promise<TrackedOrder> {
  const path = `/api/order-tracking/${encodeURIComponent(orderNumber)}?locale=${marketLocale(locale)}`
  return send(path, locale, {}, fetchImpl)
}

export function orderTrackingActors(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return {
    lookUp: fromPromise<TrackedOrder, LookUpInput>(({ input }) => lookUpOrder(input, fetchImpl)),
    readRemembered: fromPromise<TrackedOrder, { orderNumber: string; locale: string }>(({ input }) =>
      readTrackedOrder(input, fetchImpl),
    ),
  }
}

const createdReturn = z.object({ returnId: z.string(), order: trackedOrder })

/** `POST /api/order-tracking/:orderNumber/returns`: a return of the order; the same request id answers the same return. */
async function submitReturn(
  input: SubmitReturnInput,
  fetchImpl: typeof fetch,
): Promise<{ returnId: string; order: TrackedOrder }> {
  let response: Response
  try {
    response = await fetchImpl(
      `/api/order-tracking/${encodeURIComponent(input.orderNumber)}/returns?locale=${marketLocale(input.locale)}`,
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          [LOCALE_HEADER]: marketLocale(input.locale),
        },
        credentials: 'same-origin',
        body: JSON.stringify({
          requestId: input.requestId,
          items: input.items,
          reason: input.reason,
          method: input.method,
        }),
      },
    )
  } catch {
    throw new TrackingError(500, null, null)
  }
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new TrackingError(response.status || 500, payload, null)
  const parsed = z.safeParse(createdReturn, (payload as { data?: unknown } | null)?.data)
  if (!parsed.success) throw new TrackingError(500, payload, null)
  return parsed.data
}

export function returnActors(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return {
    submitReturn: fromPromise<{ returnId: string; order: TrackedOrder }, SubmitReturnInput>(({ input }) =>
      submitReturn(input, fetchImpl),
    ),
  }
}

/** The return label's address: a PDF the browser downloads (the shop's API renders it for whoever may read the order). */
export const returnLabelHref = (orderNumber: string, returnId: string, locale: string) =>
  `/api/order-tracking/${encodeURIComponent(orderNumber)}/returns/${encodeURIComponent(returnId)}/label?locale=${marketLocale(locale)}`
