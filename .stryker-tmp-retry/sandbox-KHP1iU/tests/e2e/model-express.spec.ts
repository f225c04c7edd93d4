// @ts-nocheck
import { expect, type Page, type Route } from '@playwright/test'
import type { EventObject } from 'xstate'
import { expressCheckoutMachine } from '../../src/machines/checkout/express.machine'
import { named } from '../../model-tests/support/paths'
import { addToBag, grantConsent, openBag } from './bag-helpers'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * Express checkout with the wallet from the bag (spec 2.7 "Express checkout"), its statechart's
 * paths taken by a shopper: Pay with Wallet, the wallet's sheet closed or paid with an account that
 * shares everything (Jana) or one without a phone and address (Petr), Try again, Try another method.
 * The shop's requests are held until the path says how they end: answered by the real server, a
 * bag emptied meanwhile (the cart read finds no lines), or the service down.
 */
const TEXT = {
  pay: 'Pay with Wallet',
  opening: 'Opening the wallet…',
  placing: 'Placing your order…',
  missingData: 'The wallet did not share everything we need for the order: a phone number and a delivery address.',
  failed: 'The payment with the wallet did not go through.',
  emptyBag: 'Your bag is empty.',
  tryAgain: 'Try again',
  another: 'Try another method',
}
/** The wallet stand-in's accounts: one that shares a phone and an address, one that does not. */
const ACCOUNTS = { complete: /Jana Nováková/, incomplete: /Petr Svoboda/ }
const complete = named('Jana', {
  email: 'jana@example.com',
  phone: '+420601123456',
  address: {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Vodičkova 12',
    postalCode: '110 00',
    city: 'Praha',
    country: 'CZ',
  },
})
const incomplete = named('Petr', {
  email: 'petr@example.com',
  phone: '',
  address: { firstName: 'Petr', country: 'CZ' },
})
const cart = named('the bag', { id: 'c1', version: 3, totalCentAmount: 249900, currencyCode: 'CZK' })

const wallet = (page: Page) => page.getByRole('dialog', { name: 'Wallet' })
const error = (page: Page) => page.getByTestId('express-error')

/** The first request each service of the statechart makes: the cart read, and the order's first write. */
const REQUESTS: Record<string, (body: string) => boolean> = {
  prepareCart: (body) => body.includes('query CheckoutCart'),
  placeOrder: (body) => body.includes('SetCheckoutContact'),
}

/** Releases the request held for the next settlement. */
const held = new WeakMap<Page, () => void>()

/** Holds the next request of the service the settlement answers, and answers it as the settlement says. */
async function hold(page: Page, settlement: EventObject) {
  const [, outcome, actor] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(settlement.type) ?? []
  if (!actor) return
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let used = false
  await page.route('**/api/graphql', async (route: Route) => {
    const body = route.request().postData() ?? ''
    if (used || !REQUESTS[actor]!(body)) return route.fallback()
    used = true
    await released
    if (outcome === 'error')
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Unavailable"}' })
    if ((settlement as { output?: unknown }).output === null)
      // The bag was emptied in another tab meanwhile: the cart read finds no lines.
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"data":{"me":{"activeCart":null}}}',
      })
    return route.fallback()
  })
  held.set(page, release)
}

/** The message the express checkout shows after the shopper's steps, if any. */
function messageAfter(events: EventObject[]): string | null {
  let message: string | null = null
  for (const event of events) {
    const output = (event as { output?: unknown }).output
    if (event.type === 'express.pressed' || event.type === 'express.retried') message = null
    else if (event.type === 'xstate.done.actor.prepareCart' && output === null) message = TEXT.emptyBag
    else if (event.type.startsWith('xstate.error.actor.')) message = TEXT.failed
    else if (event.type === 'express.wallet.authorised') {
      const payer = (event as { authorisation?: { payer?: unknown } }).authorisation?.payer
      message = payer === incomplete ? TEXT.missingData : null
    } else if (event.type === 'express.otherMethodChosen') message = null
  }
  return message
}

describeBrowserModel('express checkout', {
  machine: expressCheckoutMachine,
  model: {
    events: {
      domain: [
        { type: 'express.pressed' },
        { type: 'express.wallet.authorised', authorisation: { payer: complete } },
        { type: 'express.wallet.authorised', authorisation: { payer: incomplete } },
        { type: 'express.wallet.cancelled' },
        { type: 'express.retried' },
        { type: 'express.otherMethodChosen' },
      ],
      outputs: { prepareCart: [cart, null], placeOrder: [named('the order', { orderId: 'o1' })] },
      errors: { prepareCart: [named('down', { message: 'down' })], placeOrder: [named('down', { message: 'down' })] },
    },
    serializeState: (snapshot) => {
      const { value, context } = snapshot as unknown as { value: unknown; context: { error: string | null } }
      return JSON.stringify([value, context.error])
    },
    requireEveryTransition: true,
  },
  start: async (page) => {
    await grantConsent(page)
    await addToBag(page)
    await openBag(page)
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    if (event.type.startsWith('xstate.')) {
      held.get(page)?.()
      held.delete(page)
      return
    }
    if (upcoming[0]) await hold(page, upcoming[0])
    // A path that ends while a request is on its way holds it for good: its wait is what the shopper sees last.
    else if (step.in('preparing')) await hold(page, { type: 'xstate.done.actor.prepareCart' })
    else if (step.in('placing')) await hold(page, { type: 'xstate.done.actor.placeOrder' })
    switch (event.type) {
      case 'express.pressed':
        return page.getByRole('button', { name: TEXT.pay }).click()
      case 'express.wallet.authorised': {
        const payer = (event.authorisation as { payer: unknown }).payer
        await wallet(page)
          .getByRole('radio', { name: payer === complete ? ACCOUNTS.complete : ACCOUNTS.incomplete })
          .check({ force: true })
        return wallet(page).getByRole('button', { name: /^Pay / }).click()
      }
      case 'express.wallet.cancelled':
        return page.keyboard.press('Escape')
      case 'express.retried':
        return error(page).getByRole('button', { name: TEXT.tryAgain }).click()
      case 'express.otherMethodChosen':
        await error(page).getByRole('button', { name: TEXT.another }).click()
        // Spec 8.3: another method is the three-step checkout; the shopper comes back to the bag from there.
        await expect(page).toHaveURL(/\/en\/checkout$/)
        await openBag(page)
        return
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const message = messageAfter(step.events)
    if (step.in('completed'))
      return [
        {
          says: 'the order is placed and paid with the wallet, and its confirmation shows (spec 2.7)',
          check: async () => {
            await expect(page).toHaveURL(/\/en\/order\/confirmation\//, { timeout: 20_000 })
            await expect(page.getByTestId('payment-state')).toHaveText('Paid', { timeout: 20_000 })
            await expect(page.getByTestId('order-confirmation')).toContainText('Wallet')
          },
        },
      ]
    const sights: Sight[] = [
      {
        says: 'the wallet’s sheet is open exactly while the shopper chooses how to pay in it',
        check: async () => expect(wallet(page)).toHaveCount(step.in('walletOpen') ? 1 : 0),
      },
      {
        says: 'a failure says what went wrong, with Try again and Try another method; otherwise no message',
        check: async () => {
          if (!message) return expect(error(page)).toHaveCount(0)
          await expect(error(page)).toContainText(message)
          await expect(error(page).getByRole('button', { name: TEXT.tryAgain })).toBeVisible()
          await expect(error(page).getByRole('button', { name: TEXT.another })).toBeVisible()
        },
      },
    ]
    if (step.in('preparing') || step.in('placing'))
      sights.push({
        says: 'while the wallet opens or the order is placed, the shopper is told so and the button is busy',
        check: async () => {
          await expect(
            page.getByRole('status').filter({ hasText: step.in('placing') ? TEXT.placing : TEXT.opening }),
          ).toBeVisible()
        },
      })
    if (step.in('idle'))
      sights.push({
        says: 'the bag offers to pay with the wallet',
        check: async () => expect(page.getByRole('button', { name: TEXT.pay })).toBeEnabled(),
      })
    return sights
  },
})
