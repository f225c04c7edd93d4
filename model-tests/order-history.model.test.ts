import { expect } from 'vitest'
import { orderHistoryMachine, selectHasMoreOrders } from '../src/machines/account/order-history.machine'
import type { OrderListItem, OrderPage } from '../src/machines/account/order-history.types'
import { expectationsFor } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

const order = (n: number): OrderListItem => ({
  id: `o${n}`,
  orderNumber: `KE${n}`,
  createdAt: `2026-11-${String(30 - n).padStart(2, '0')}T10:00:00.000Z`,
  orderState: 'Open',
  paymentState: 'Paid',
  shipmentState: 'Pending',
  totalPrice: { centAmount: 100_00 * n, currencyCode: 'CZK', fractionDigits: 2 },
  itemCount: 1,
})
const page = (numbers: number[], total: number): OrderPage => ({ results: numbers.map(order), total })

/** Spec 2.7: newest first, a page at a time, 'load more' while orders remain. */
const expectations = expectationsFor(orderHistoryMachine, {
  loading: [
    {
      says: 'the first page is asked for from the newest order',
      check: ({ invoked }) => expect(invoked).toEqual([{ id: 'loadPage', input: { offset: 0, limit: 2 } }]),
    },
    {
      says: 'load more is not offered yet',
      check: ({ snapshot }) => expect(selectHasMoreOrders(snapshot)).toBe(false),
    },
  ],
  failed: [
    { says: 'no order is listed', check: ({ context }) => expect(context.orders).toEqual([]) },
    { says: 'load more is not offered', check: ({ snapshot }) => expect(selectHasMoreOrders(snapshot)).toBe(false) },
  ],
  ready: [
    {
      says: 'the list is what was listed and then the page that came, without an order twice, and the total is the page’s',
      check: ({ event, context, previous }) => {
        if (event.type !== 'xstate.done.actor.loadPage' || !previous) return
        const output = (event as unknown as { output: OrderPage }).output
        const before = previous.context.orders
        const added = output.results.filter((o) => !before.some((known) => known.id === o.id))
        expect(context.orders).toEqual([...before, ...added])
        expect(context.total).toBe(output.total)
      },
    },
    {
      says: 'a failure is said only after a failed next page',
      check: ({ event, context }) => expect(context.moreFailed).toBe(event.type === 'xstate.error.actor.loadPage'),
    },
    {
      says: 'each order is listed once, in the order the pages came',
      check: ({ context }) => {
        const ids = context.orders.map((o) => o.id)
        expect(new Set(ids).size).toBe(ids.length)
      },
    },
    {
      says: 'load more is offered exactly while orders remain',
      check: (step) => expect(selectHasMoreOrders(step.snapshot)).toBe(step.context.orders.length < step.context.total),
    },
    {
      says: 'a failed next page keeps the list and says so',
      check: ({ event, context, previous }) => {
        if (event.type === 'xstate.error.actor.loadPage' && previous) {
          expect(context.orders).toEqual(previous.context.orders)
          expect(context.moreFailed).toBe(true)
        }
      },
    },
  ],
  loadingMore: [
    {
      says: 'the next page starts after the orders listed',
      check: ({ invoked, context }) =>
        expect(invoked).toEqual([{ id: 'loadPage', input: { offset: context.orders.length, limit: 2 } }]),
    },
    {
      says: 'it is asked for only while orders remain, and load more stays offered (busy) meanwhile',
      check: ({ snapshot, context }) => {
        expect(context.orders.length).toBeLessThan(context.total)
        expect(selectHasMoreOrders(snapshot)).toBe(true)
      },
    },
    {
      says: 'an earlier failure is no longer said',
      check: ({ context }) => expect(context.moreFailed).toBe(false),
    },
  ],
})

describeModel('order history', orderHistoryMachine, {
  inputs: [{ pageSize: 2 }],
  events: {
    domain: [{ type: 'orders.more.requested' }, { type: 'orders.retried' }],
    outputs: {
      // The first page, then the rest; an order placed meanwhile repeats the last one listed.
      loadPage: [
        named('first page of 3', page([1, 2], 3)),
        named('the last page', page([2, 3], 4)),
        named('the rest of 3', page([3], 3)),
      ],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { orders: unknown[]; total: number; moreFailed: boolean }
    }
    return JSON.stringify([value, context.orders.length, context.total, context.moreFailed])
  },
  // Whether orders remain decides what load more does, and a failure said must go when it is pressed again:
  // steps that differ in either are different steps.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { orders: unknown[]; total: number; moreFailed: boolean }
    }
    return [value, context.orders.length < context.total, context.moreFailed]
  },
  expectations,
  mustIgnore: { loadingMore: [{ type: 'orders.more.requested' }] },
  mustAccept: { failed: [{ type: 'orders.retried' }] },
  requireEveryTransition: true,
})
