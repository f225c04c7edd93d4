// @ts-nocheck
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { OrderPage } from '../../machines/account/order-history.types'
import type { CommerceClient } from './commerce-client'
import { MyOrderHistoryDocument } from './order-history.generated'

const money = z.object({ centAmount: z.number(), currencyCode: z.string(), fractionDigits: z.number() })

const pageSchema = z.object({
  me: z.object({
    orders: z.object({
      total: z.number(),
      results: z.array(
        z.object({
          id: z.string(),
          orderNumber: z.nullish(z.string()),
          createdAt: z.string(),
          orderState: z.string(),
          paymentState: z.nullish(z.string()),
          shipmentState: z.nullish(z.string()),
          totalPrice: money,
          lineItems: z.array(z.object({ quantity: z.number() })),
        }),
      ),
    }),
  }),
})

const ORDER_HISTORY_PAGE_SIZE = 5

/** A page of the shopper's own orders, newest first (read with their own token: nobody else's can appear). */
async function fetchOrderPage(
  client: CommerceClient,
  { offset, limit }: { offset: number; limit: number },
): Promise<OrderPage> {
  // The document reads five a time (see order-history.graphql); another page size would skip or repeat orders.
  if (limit !== ORDER_HISTORY_PAGE_SIZE)
    throw new Error(`The order history is read ${ORDER_HISTORY_PAGE_SIZE} at a time`)
  const data = await client.query(MyOrderHistoryDocument, { offset }, pageSchema)
  return {
    total: data.me.orders.total,
    results: data.me.orders.results.map(({ lineItems, ...order }) => ({
      ...order,
      orderNumber: order.orderNumber ?? null,
      paymentState: order.paymentState ?? null,
      shipmentState: order.shipmentState ?? null,
      itemCount: lineItems.reduce((sum, line) => sum + line.quantity, 0),
    })),
  }
}

/** The order history machine's actors. */
export function orderHistoryActors(client: CommerceClient) {
  return {
    loadPage: fromPromise<OrderPage, { offset: number; limit: number }>(({ input }) => fetchOrderPage(client, input)),
  }
}
