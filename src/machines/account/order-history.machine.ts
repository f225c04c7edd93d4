import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { OrderListItem, OrderPage } from './order-history.types'

/** How many orders a page of the list shows before 'load more'. */
const ORDERS_PAGE_SIZE = 5

type OrderHistoryEvent = { type: 'orders.more.requested' } | { type: 'orders.retried' }

interface OrderHistoryContext {
  orders: OrderListItem[]
  total: number
  pageSize: number
  /** Loading more failed: the list stays, and 'load more' can be pressed again. */
  moreFailed: boolean
}

/**
 * The shopper's orders (spec 2.7 account orders): newest first, a page at a time; 'load more'
 * appends the next page and is offered while orders remain. A second press while a page loads is ignored.
 */
export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
    input: {} as { pageSize?: number },
  },
  actors: {
    loadPage: fromPromise<OrderPage, { offset: number; limit: number }>(async () => {
      throw new Error('loadPage actor not provided')
    }),
  },
  guards: {
    hasMore: ({ context }) => context.orders.length < context.total,
  },
}).createMachine({
  id: 'orderHistory',
  context: ({ input }) => ({ orders: [], total: 0, pageSize: input.pageSize ?? ORDERS_PAGE_SIZE, moreFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ offset: 0, limit: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ orders: event.output.results, total: event.output.total })),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'orders.retried': 'loading' },
    },
    ready: {
      on: {
        'orders.more.requested': { guard: 'hasMore', target: 'loadingMore', actions: assign({ moreFailed: false }) },
      },
    },
    loadingMore: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ offset: context.orders.length, limit: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            // An order placed meanwhile shifts the pages by one: an order already listed is not listed twice.
            orders: [
              ...context.orders,
              ...event.output.results.filter((order) => !context.orders.some((known) => known.id === order.id)),
            ],
            total: event.output.total,
          })),
        },
        onError: { target: 'ready', actions: assign({ moreFailed: true }) },
      },
    },
  },
})

type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>

/** Load more is offered while orders remain (none are known before the first page arrives). */
export const selectHasMoreOrders = (s: OrderHistorySnapshot): boolean => s.context.orders.length < s.context.total
