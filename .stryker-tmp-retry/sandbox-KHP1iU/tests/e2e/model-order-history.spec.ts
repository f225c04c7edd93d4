// @ts-nocheck
import { expect, test, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { named, type ModelPath } from '../../model-tests/support/paths'
import { orderHistoryMachine } from '../../src/machines/account/order-history.machine'
import type { OrderPage } from '../../src/machines/account/order-history.types'
import { placeOrder, signIn } from '../security/shopper'
import { ACCOUNT_PASSWORD, apiPath, holdRequestOf, newShopper, settleOrHold, type RequestOf } from './account-model'
import { grantConsent } from './bag-helpers'
import { IN_STOCK_SKU } from './checkout-model'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * The account's orders (spec 2.7) on /en/my-account/orders, its statechart's paths taken by a shopper
 * whose new account has placed seven orders: the newest five listed, 'Load more orders' for the last
 * two, a list that could not be read tried again, a next page that could not be read pressed for
 * again. Every answer is the real server's, held until the page has been checked mid-way, or failed
 * as a service that is down fails.
 */
test.describe.configure({ timeout: 90_000 })

const PLACED = 7
const PAGE_SIZE = 5
const TEXT = {
  loading: 'Loading…',
  failed: 'Your orders could not be loaded.',
  moreFailed: 'More orders could not be loaded. Please try again.',
  more: 'Load more orders',
  none: 'You have not placed any orders yet.',
}

const order = (n: number) => ({
  id: `o${n}`,
  orderNumber: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  orderState: 'Open',
  paymentState: null,
  shipmentState: null,
  totalPrice: { centAmount: 100_00, currencyCode: 'CZK', fractionDigits: 2 },
  itemCount: 1,
})
/** The pages the server answers: the newest five of seven, then the last two. */
const FIRST: OrderPage = named('the newest five of seven', {
  results: [1, 2, 3, 4, 5].map(order),
  total: PLACED,
})
const REST: OrderPage = named('the last two of seven', { results: [6, 7].map(order), total: PLACED })

type Event = EventObject & Record<string, unknown>

/** What the shopper sees, replayed from their actions and the answers. */
function seen(events: Event[]) {
  let phase: 'loading' | 'failed' | 'ready' | 'loadingMore' = 'loading'
  let listed = 0
  let moreFailed = false
  for (const event of events) {
    switch (event.type) {
      case 'xstate.done.actor.loadPage':
        listed = phase === 'loading' ? PAGE_SIZE : PLACED
        phase = 'ready'
        break
      case 'xstate.error.actor.loadPage':
        if (phase === 'loadingMore') moreFailed = true
        phase = phase === 'loading' ? 'failed' : 'ready'
        break
      case 'orders.retried':
        phase = 'loading'
        break
      case 'orders.more.requested':
        moreFailed = false
        phase = 'loadingMore'
        break
      default:
        throw new Error(`The orders page has no rule for ${event.type}`)
    }
  }
  return { phase, listed, moreFailed }
}

/** The server answers the first page first and the rest after it. */
function offered(events: Event[]): boolean {
  let asking: 'first' | 'rest' = 'first'
  for (const event of events) {
    if (event.type === 'orders.more.requested') asking = 'rest'
    if (event.type === 'orders.retried') asking = 'first'
    if (event.type === 'xstate.done.actor.loadPage' && event.output !== (asking === 'first' ? FIRST : REST))
      return false
  }
  return true
}

const REQUESTS: Record<string, RequestOf> = {
  loadPage: (url, method, body) =>
    method === 'POST' && apiPath(url) === '/api/graphql' && body.includes('MyOrderHistory'),
}

/** The orders the account placed, newest first. */
let orders: string[] | null = null

const region = (page: Page) => page.getByRole('region', { name: 'Orders' })

describeBrowserModel('order history', {
  machine: orderHistoryMachine,
  model: {
    inputs: [{}],
    events: {
      domain: [{ type: 'orders.retried' }, { type: 'orders.more.requested' }],
      outputs: { loadPage: [FIRST, REST] },
    },
    requireEveryTransition: true,
  },
  shopperView: (path: ModelPath) => {
    const events = path.steps.slice(1).map((s) => s.event as Event)
    return offered(events) ? JSON.stringify(seen(events)) : null
  },
  walk: { length: 30 },
  start: async (page) => {
    await grantConsent(page)
    const email = await newShopper(page, 'order history')
    // The account's seven orders are placed once; the paths share them.
    if (!orders) {
      const shopper = await signIn(test.info().project.use.baseURL!, { email, password: ACCOUNT_PASSWORD })
      const ids: string[] = []
      for (let i = 0; i < PLACED; i++)
        ids.unshift(await placeOrder(test.info().project.use.baseURL!, shopper, IN_STOCK_SKU))
      orders = ids
    }
    await holdRequestOf(page, REQUESTS, 'loadPage')
    await page.goto('/en/my-account/orders')
    await waitForHydration(page)
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    if (await settleOrHold(page, REQUESTS, orderHistoryMachine, step, upcoming)) return
    switch (event.type) {
      case 'orders.retried':
        return region(page).getByRole('button', { name: 'Try again' }).click()
      case 'orders.more.requested':
        return region(page).getByRole('button', { name: TEXT.more }).click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const { phase, listed, moreFailed } = seen(step.events)
    const rows = region(page).getByTestId('order-row')
    return [
      {
        says: phase === 'loading' ? 'while the orders are read, the page says it is loading' : 'nothing loads',
        check: async () => {
          await expect(region(page).getByRole('status').filter({ hasText: TEXT.loading })).toHaveCount(
            phase === 'loading' ? 1 : 0,
          )
          await expect(region(page)).toHaveAttribute(
            'aria-busy',
            String(phase === 'loading' || phase === 'loadingMore'),
          )
        },
      },
      {
        says:
          phase === 'failed'
            ? `the page says “${TEXT.failed}” and offers to try again`
            : moreFailed
              ? `the list stays and the page says “${TEXT.moreFailed}”`
              : 'no failure is shown',
        check: async () => {
          const alert = region(page).getByRole('alert')
          if (phase === 'failed') await expect(alert).toHaveText(TEXT.failed)
          else if (moreFailed) await expect(alert).toHaveText(TEXT.moreFailed)
          else await expect(alert).toHaveCount(0)
          await expect(region(page).getByRole('button', { name: 'Try again' })).toHaveCount(phase === 'failed' ? 1 : 0)
          await expect(region(page).getByText(TEXT.none)).toHaveCount(0)
        },
      },
      {
        says: `the newest ${listed} of the ${PLACED} orders are listed, newest first, each leading to its detail`,
        check: async () => {
          await expect(rows).toHaveCount(listed)
          if (!listed) return
          await expect(region(page).getByTestId('orders-count')).toHaveText(`Showing ${listed} of ${PLACED} orders`)
          const ids = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-order-id')))
          expect(ids).toEqual(orders!.slice(0, listed))
          await expect(rows.first().getByRole('link', { name: /^View order / })).toBeVisible()
        },
      },
      {
        says:
          listed && listed < PLACED
            ? `'${TEXT.more}' is offered while orders remain${phase === 'loadingMore' ? ', busy while the next page is read' : ''}`
            : `no '${TEXT.more}' is offered`,
        check: async () => {
          const more = region(page).getByRole('button', { name: TEXT.more })
          if (!listed || listed === PLACED) return await expect(more).toHaveCount(0)
          if (phase === 'loadingMore') await expect(more).toHaveAttribute('aria-disabled', 'true')
          else await expect(more).not.toHaveAttribute('aria-disabled', 'true')
        },
      },
    ]
  },
  outOfReach: {},
})
