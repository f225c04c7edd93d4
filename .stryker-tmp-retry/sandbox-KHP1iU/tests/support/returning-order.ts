// @ts-nocheck
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { graphql, guest, pay, paymentSession, placeOrderOf } from '../security/shopper'
import { readAnswer } from './answer'

/**
 * A paid guest order that comes back, over the shop's and the platform's own HTTP: tracked by its browser,
 * moved by the fulfilment's operator endpoint, returned through tracking.
 */
const CLIENT = `Basic ${btoa('kestrel-local:kestrel-local')}`

/** The fixture's articles in stock (five pieces each); each order takes the next ones, so none runs out. */
const SKUS = ['1000010138', '1000010139', '1000020238', '1000020239', '1000020240']
let placed = 0

export interface Tracked {
  orderType: string
  items: Array<{ id: string; status: string; quantity: number; price: { centAmount: number } }>
  returns: Array<{
    id: string
    trackingId: string
    amount: { centAmount: number }
    items: Array<{ lineItemId: string; quantity: number; shipmentState: string; paymentState: string }>
  }>
  returnable: { until: string; items: Array<{ lineItemId: string; quantity: number }> } | null
  refunds: Array<{ id: string; amount: { centAmount: number }; state: string }>
}

/**
 * A paid order of three lines (the second of two pieces), by home delivery unless another method and address
 * are given, tracked by the browser that placed it.
 */
export async function paidOrder(
  origin: string,
  delivery: { shippingMethod?: string; shippingAddress?: Record<string, string> } = {},
) {
  const shopper = await guest(origin)
  const orderId = await placeOrderOf(origin, shopper, {
    lines: [0, 1, 2].map((index) => ({ sku: SKUS[(placed + index) % SKUS.length]!, quantity: index === 1 ? 2 : 1 })),
    ...delivery,
  })
  placed += 1
  const paid = await pay(origin, shopper, orderId, await paymentSession(origin, shopper, orderId))
  expect(paid.status).toBe(200)
  const { me } = await graphql<{ me: { order: { orderNumber: string } } }>(
    origin,
    shopper.token,
    'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
    { id: orderId },
  )
  const orderNumber = me.order.orderNumber
  const found = await fetch(`${origin}/api/order-tracking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderNumber, email: 'shopper@example.com', locale: 'en' }),
  })
  expect(found.status).toBe(200)
  const cookie = found.headers
    .getSetCookie()
    .find((line) => line.startsWith('kestrel_tracking='))!
    .split(';')[0]!
  const order = {
    orderNumber,
    cookie,
    move: (step: string, returnTrackingId?: string) =>
      fetch(`${origin}/platform/commerce/orders/${orderNumber}/fulfilment`, {
        method: 'POST',
        headers: { authorization: CLIENT, 'content-type': 'application/json' },
        body: JSON.stringify({ step, ...(returnTrackingId && { returnTrackingId }) }),
      }).then(readAnswer),
    tracked: async () =>
      (await readAnswer(await fetch(`${origin}/api/order-tracking/${orderNumber}?locale=en`, { headers: { cookie } })))
        .json.data as Tracked,
    /** Asks for a return of these lines (by their place in the order) and quantities. */
    requestReturn: async (lines: Array<{ line: number; quantity: number }>, method: string) => {
      const { items } = await order.tracked()
      return fetch(`${origin}/api/order-tracking/${orderNumber}/returns?locale=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          requestId: randomUUID(),
          items: lines.map(({ line, quantity }) => ({ lineItemId: items[line]!.id, quantity })),
          reason: 'tooBig',
          method,
        }),
      }).then(readAnswer)
    },
    /** A return of the whole of these lines, answered with the return's id. */
    startReturn: async (lines: number[], method: string) => {
      const answer = await order.requestReturn(
        lines.map((line) => ({ line, quantity: line === 1 ? 2 : 1 })),
        method,
      )
      expect(answer.status).toBe(201)
      return (answer.json.data as { returnId: string }).returnId
    },
  }
  return order
}

/** The same order, delivered. */
export async function deliveredOrder(origin: string, delivery?: Parameters<typeof paidOrder>[1]) {
  const order = await paidOrder(origin, delivery)
  expect((await order.move('delivered')).status).toBe(200)
  return order
}

/** The commerce platform's GraphQL, as the API client (for what the shop never shows). */
export async function commerce<T>(origin: string, query: string, variables: Record<string, unknown>) {
  const token = await fetch(`${origin}/platform/auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).then((response) => response.json() as Promise<{ access_token: string }>)
  const response = await fetch(`${origin}/platform/commerce/kestrel/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  return (await response.json()) as { data: T }
}
