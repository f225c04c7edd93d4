// @ts-nocheck
import { expect, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import type { ModelPath } from '../../model-tests/support/paths'
import { returnMachine, type ReturnInput } from '../../src/machines/return/return.machine'
import { graphql, guest, pay, paymentSession, placeOrder } from '../security/shopper'
import { apiPath, settleOrHold, type RequestOf } from './account-model'
import { grantConsent } from './bag-helpers'
import { ORDER_SKUS } from './checkout-model'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * Starting a return (spec 2.7 "start a return") on /en/order-tracking, its statechart's paths taken by a
 * guest whose paid order of two pairs was delivered: items ticked and their quantity chosen, a reason and a
 * way back, the form sent incomplete, cancelled, sent while the shop is down and again, refused because the
 * item was returned meanwhile (a real 409 of the server), and made. Every answer is the real server's, held
 * until the page has been checked mid-way, or failed as a service that is down fails.
 */
const TEXT = {
  start: 'Start a return',
  send: 'Send the return',
  again: 'Try again',
  cancel: 'Cancel',
  reason: 'Too small',
  method: 'At a parcel shop (Zásilkovna)',
  itemsRequired: 'Please choose at least one item.',
  reasonRequired: 'Please choose a reason.',
  methodRequired: 'Please choose how you send the goods back.',
  failed: 'Something went wrong on our side. Please try again.',
  refused: 'These items can no longer be returned. Please reload the page to see the order as it is now.',
  made: 'Your return is recorded.',
  label: 'Download the return label (PDF)',
}
const CLIENT = `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}`
const LINE = 'line-1'

type Event = EventObject & Record<string, unknown>

/** What the shopper sees, replayed from their actions and the answers. */
function seen(events: Event[]) {
  let phase: 'closed' | 'editing' | 'sending' | 'failed' | 'refused' | 'made' = 'closed'
  let quantity = 0
  let reason = false
  let method = false
  let sent = false
  for (const event of events) {
    switch (event.type) {
      case 'return.started':
        phase = 'editing'
        quantity = 0
        reason = method = sent = false
        break
      case 'return.item.toggled':
        quantity = quantity ? 0 : 1
        break
      case 'return.quantity.changed':
        quantity = Math.min(Number(event.quantity), 2)
        break
      case 'return.reason.chosen':
        reason = true
        break
      case 'return.method.chosen':
        method = true
        break
      case 'return.submitted':
        if (quantity && reason && method) phase = 'sending'
        else sent = true
        break
      case 'return.cancelled':
        phase = 'closed'
        break
      case 'xstate.done.actor.submitReturn':
        phase = 'made'
        break
      case 'xstate.error.actor.submitReturn':
        phase = (event.error as { status?: number }).status === 409 ? 'refused' : 'failed'
        break
      default:
        throw new Error(`The return form has no rule for ${event.type}`)
    }
  }
  return { phase, quantity, reason, method, sent }
}

/** A shopper changes the quantity only of a line they ticked (the quantity shows beside a ticked line). */
function feasible(path: ModelPath): boolean {
  let ticked = false
  for (const { event } of path.steps.slice(1)) {
    if (event.type === 'return.started') ticked = false
    if (event.type === 'return.item.toggled') ticked = !ticked
    if (event.type === 'return.quantity.changed' && !ticked) return false
  }
  return true
}

const REQUESTS: Record<string, RequestOf> = {
  submitReturn: (url, method) => method === 'POST' && /^\/api\/order-tracking\/[^/]+\/returns$/.test(apiPath(url)),
}

const orders = new WeakMap<Page, string>()
const section = (page: Page) => page.getByTestId('tracked-returns')
const form = (page: Page) => page.getByTestId('return-form')
const label = (page: Page, role: 'checkbox' | 'radio', name?: string) =>
  form(page)
    .locator('label', { has: page.getByRole(role, name ? { name } : {}) })
    .first()

/** The item returned behind the page's back (another tab of the same browser): the page's return is then refused. */
async function returnedMeanwhile(page: Page) {
  const number = orders.get(page)!
  const order = await page.request.get(`/api/order-tracking/${number}?locale=en`)
  const { data } = (await order.json()) as { data: { returnable: { items: Array<{ lineItemId: string }> } } }
  const answer = await page.request.post(`/api/order-tracking/${number}/returns?locale=en`, {
    data: {
      requestId: crypto.randomUUID(),
      items: [{ lineItemId: data.returnable.items[0]!.lineItemId, quantity: 1 }],
      reason: 'other',
      method: 'courier',
    },
  })
  expect(answer.status()).toBe(201)
}

const input: ReturnInput = {
  orderNumber: 'any',
  locale: 'en',
  requestId: 'any',
  returnable: [{ lineItemId: LINE, quantity: 2 }],
}

describeBrowserModel('return', {
  machine: returnMachine,
  model: {
    inputs: [input],
    events: {
      domain: [
        { type: 'return.started' },
        { type: 'return.item.toggled', lineItemId: LINE },
        { type: 'return.quantity.changed', lineItemId: LINE, quantity: 2 },
        { type: 'return.reason.chosen', reason: 'tooSmall' },
        { type: 'return.method.chosen', method: 'parcelShop' },
        { type: 'return.submitted' },
        { type: 'return.cancelled' },
      ],
      outputs: { submitReturn: [{ returnId: 'any', order: {} }] },
      errors: { submitReturn: [{ status: 409 }, { status: 503 }] },
    },
    requireEveryTransition: true,
  },
  // A state is reached the way a shopper reaches it: the quantity of a ticked line (the statechart's shortest
  // way to two pairs, the quantity chosen first, is one no page offers).
  shopperView: (path) =>
    feasible(path) ? JSON.stringify(seen(path.steps.slice(1).map((step) => step.event as Event))) : null,
  maxSteps: 8,
  start: async (page) => {
    const origin = testOrigin()
    const shopper = await guest(origin)
    const id = await placeOrder(origin, shopper, ORDER_SKUS.returnModel, 2)
    expect((await pay(origin, shopper, id, await paymentSession(origin, shopper, id))).status).toBe(200)
    const { me } = await graphql<{ me: { order: { orderNumber: string } } }>(
      origin,
      shopper.token,
      'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
      { id },
    )
    const number = me.order.orderNumber
    orders.set(page, number)
    const moved = await page.request.post(`/platform/commerce/orders/${number}/fulfilment`, {
      headers: { authorization: CLIENT, 'content-type': 'application/json' },
      data: { step: 'delivered' },
    })
    expect(moved.status()).toBe(200)
    await grantConsent(page)
    await page.goto('/en/order-tracking')
    await waitForHydration(page)
    const lookup = page.getByTestId('order-tracking-form')
    await lookup.getByRole('textbox', { name: 'Order number' }).fill(number)
    await lookup.getByRole('textbox', { name: 'Email' }).fill('shopper@example.com')
    await lookup.getByRole('button', { name: 'Track order' }).click()
    await expect(section(page).getByRole('button', { name: TEXT.start })).toBeVisible()
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    if (event.type === 'xstate.error.actor.submitReturn' && (event.error as { status?: number }).status === 409)
      await returnedMeanwhile(page)
    const down = (e: EventObject) =>
      e.type.startsWith('xstate.error.') && (e as { error?: { status?: number } }).error?.status !== 409
    if (await settleOrHold(page, REQUESTS, returnMachine, step, upcoming, down)) return
    switch (event.type) {
      case 'return.started':
        return section(page).getByRole('button', { name: TEXT.start }).click()
      case 'return.item.toggled':
        return label(page, 'checkbox').click()
      case 'return.quantity.changed':
        await form(page)
          .getByRole('button', { name: /Quantity/ })
          .click()
        return page.getByRole('option', { name: String(event.quantity) }).click()
      case 'return.reason.chosen':
        return label(page, 'radio', TEXT.reason).click()
      case 'return.method.chosen':
        return label(page, 'radio', TEXT.method).click()
      case 'return.submitted': {
        const name = seen(step.events.slice(0, -1)).phase === 'failed' ? TEXT.again : TEXT.send
        return form(page).getByRole('button', { name }).click()
      }
      case 'return.cancelled':
        return form(page).getByRole('button', { name: TEXT.cancel }).click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const { phase, quantity, reason, method, sent } = seen(step.events)
    const open = phase === 'editing' || phase === 'sending' || phase === 'failed' || phase === 'refused'
    const sights: Sight[] = [
      {
        says: open ? 'the return form is open' : 'no return form shows',
        check: async () => {
          await expect(form(page)).toHaveCount(open ? 1 : 0)
          await expect(section(page).getByRole('button', { name: TEXT.start })).toHaveCount(phase === 'closed' ? 1 : 0)
        },
      },
      {
        says:
          phase === 'made'
            ? 'the return is made: the page says so and offers its label'
            : 'no return is announced as made',
        check: async () => {
          if (phase !== 'made') return await expect(page.getByTestId('return-created')).toHaveCount(0)
          await expect(page.getByTestId('return-created')).toContainText(TEXT.made)
          await expect(page.getByTestId('return-created').getByRole('link', { name: TEXT.label })).toBeVisible()
        },
      },
      {
        says:
          phase === 'failed'
            ? `the form says “${TEXT.failed}” and offers to try again`
            : phase === 'refused'
              ? `the form says “${TEXT.refused}”`
              : 'no failure shows',
        check: async () => {
          const alert = page.getByTestId('return-failure')
          if (phase === 'failed') await expect(alert).toHaveText(TEXT.failed)
          else if (phase === 'refused') await expect(alert).toHaveText(TEXT.refused)
          else await expect(alert).toHaveCount(0)
        },
      },
    ]
    if (phase === 'editing' || phase === 'sending')
      sights.push({
        says: `the form shows ${quantity ? `${quantity} pair(s) ticked` : 'no item ticked'}, ${reason ? 'the reason' : 'no reason'} and ${method ? 'the way back' : 'no way back'}${sent && phase === 'editing' ? ', each missing one named' : ''}${phase === 'sending' ? ', sending' : ''}`,
        check: async () => {
          await expect(form(page).getByRole('checkbox').first()).toBeChecked({ checked: quantity > 0 })
          if (quantity)
            await expect(form(page).getByRole('button', { name: /Quantity/ })).toContainText(String(quantity))
          await expect(form(page).getByRole('radio', { name: TEXT.reason })).toBeChecked({ checked: reason })
          await expect(form(page).getByRole('radio', { name: TEXT.method })).toBeChecked({ checked: method })
          const named = sent && phase === 'editing'
          await expect(form(page).getByText(TEXT.itemsRequired)).toHaveCount(named && !quantity ? 1 : 0)
          await expect(form(page).getByText(TEXT.reasonRequired)).toHaveCount(named && !reason ? 1 : 0)
          await expect(form(page).getByText(TEXT.methodRequired)).toHaveCount(named && !method ? 1 : 0)
        },
      })
    return sights
  },
  outOfReach: {},
})

/** The origin the tests run on (Playwright's baseURL, from the same variable its configuration reads). */
function testOrigin() {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`
}
