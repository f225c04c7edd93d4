// @ts-nocheck
import { useSession, waitForHydration } from './fixtures'
import { test, expect, type Locator, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { checkoutMachine } from '../../src/machines/checkout/checkout.machine'
import { checkoutModel } from '../../model-tests/checkout/checkout.model'
import { RESULT_CARDS } from '../../model-tests/checkout/checkout.model-data'
import {
  expectedSights,
  METHOD_NAMES,
  placeLine,
  savedAddressLine,
  SLOT_NAMES,
  type Entered,
  type OracleStep,
  type Sight,
} from '../../model-tests/checkout/checkout.oracle'
import { describeEvents, type ModelPath } from '../../model-tests/support/paths'
import { modelRuns } from '../../model-tests/support/runs'
import {
  customerWithCart,
  failNext,
  guestBackFromThreeDS,
  guestWithCart,
  guestWithEmptyCart,
  guestWithOrder,
  holdNext,
  payOrder,
  payPageOrder,
} from './checkout-model'

/**
 * The checkout statechart's generated paths, run in the browser against the real server: each
 * event is a user action, each state an assertion on the page. Outcomes are forced with test data
 * (test cards, addresses that get a suggestion or are undeliverable); a service being down is a
 * failed request. `MODEL_PATH=5` runs one path.
 */
const runs = modelRuns(checkoutMachine, checkoutModel)
const only = process.env.MODEL_PATH ? Number(process.env.MODEL_PATH) : null

const ADDRESSES = {
  valid: { street: 'Vodičkova 12', zip: '110 00', city: 'Praha' },
  suggestion: { street: 'Masarykova 3', zip: '602 00', city: 'Bmo' },
  undeliverable: { street: 'Vodičkova 12', zip: '110 01', city: 'Praha' },
  invalid: { street: 'P.O. Box 12', zip: '110 00', city: 'Praha' },
}
const COUNTRY_NAMES: Record<string, string> = { CZ: 'Czechia' }

/** Opens a select (a button with a list box) and picks an option by its name or position; returns its name. */
async function chooseOption(page: Page, trigger: Locator, option: string | number): Promise<string> {
  await trigger.click()
  const listbox = page.getByRole('listbox')
  const chosen = listbox
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : undefined)
    .nth(typeof option === 'number' ? option : 0)
  const name = (await chosen.textContent())!.trim()
  await chosen.click()
  await expect(listbox).toHaveCount(0)
  return name
}

/** The country select shows the chosen country by name; another one is picked from the list. */
async function chooseCountry(root: Locator, code: string) {
  const trigger = root.getByRole('button', { name: /Country/ })
  if ((await trigger.textContent())?.includes(COUNTRY_NAMES[code]!)) return
  await chooseOption(root.page(), trigger, COUNTRY_NAMES[code]!)
}
const stateValue = (state: unknown) => (state as { value: unknown }).value
const isUserEvent = (event: EventObject) => !event.type.startsWith('xstate.')

/** The actor settlements that follow step `index` before the shopper acts again. */
function upcoming(path: ModelPath, index: number): EventObject[] {
  const events: EventObject[] = []
  for (const step of path.steps.slice(index + 1)) {
    if (isUserEvent(step.event)) break
    events.push(step.event)
  }
  return events
}

const outputOf = (events: EventObject[], actor: string) =>
  (
    events.find((e) => e.type === `xstate.done.actor.${actor}`) as
      (EventObject & { output?: Record<string, unknown> }) | undefined
  )?.output

const isOrderPaid = (event: EventObject) =>
  (event as { error?: { data?: { code?: string } } }).error?.data?.code === 'OrderPaid'

/** Arms the forced outcomes of the settlements ahead: failed requests, a paid order, a zero total. */
async function arrange(page: Page, settlements: EventObject[]) {
  for (const event of settlements) {
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
    if (failed) {
      const actor = failed[1]!
      // A paid order's session is refused by the real server: pay the page's order; without one, answer as the server would.
      if (isOrderPaid(event) && (await payPageOrder(page))) continue
      if (isOrderPaid(event)) {
        await failNext(page, actor, { status: 409, body: { error: 'This order has been paid', code: 'OrderPaid' } })
        continue
      }
      const outOfStock = String((event as { error?: { message?: string } }).error?.message ?? '').includes('OutOfStock')
      await failNext(page, actor, outOfStock ? { status: 409, body: { error: 'OutOfStock' } } : undefined)
    }
  }
  const saved = outputOf(settlements, 'saveDelivery') as { totalCentAmount?: number } | undefined
  if (saved?.totalCentAmount === 0) {
    // Test data for the zero-amount path: the cart's total as the platform reports it after delivery is saved.
    let used = false
    await page.route('**/api/graphql', async (route) => {
      if (used || !(route.request().postData() ?? '').includes('SetCheckoutDelivery')) return route.fallback()
      used = true
      const response = await route.fetch()
      const body = (await response.json()) as { data?: { updateMyCart?: { totalPrice: { centAmount: number } } } }
      if (body.data?.updateMyCart) body.data.updateMyCart.totalPrice.centAmount = 0
      await route.fulfill({ response, json: body })
    })
  }
}

async function fillAddress(root: Locator, address: { street: string; zip: string; city: string }, prefix = 'shipping') {
  // By field name: the store search's label also mentions the postal code.
  await root.locator(`input[name="${prefix}.firstName"]`).fill('Jana')
  await root.locator(`input[name="${prefix}.lastName"]`).fill('Modelová')
  await root.locator(`input[name="${prefix}.streetName"]`).fill(address.street)
  await root.locator(`input[name="${prefix}.postalCode"]`).fill(address.zip)
  await root.locator(`input[name="${prefix}.city"]`).fill(address.city)
}

/** One machine event as what the shopper does on the page. */
async function perform(page: Page, path: ModelPath, index: number, entered: Entered) {
  const event = path.steps[index]!.event as EventObject & Record<string, unknown>
  const before = JSON.stringify(stateValue(path.steps[index - 1]!.state))
  const ahead = upcoming(path, index)
  const root = page.getByTestId('checkout-flow')
  switch (event.type) {
    case 'checkout.contact.submitted': {
      const contact = event.contact as { email: string; phone: string; country: string; policyAccepted: boolean }
      await root.getByLabel('Email').fill(contact.email)
      await chooseCountry(root, contact.country)
      await root.getByLabel('Phone').fill(contact.phone)
      const policy = root.getByRole('checkbox', { name: /privacy policy/ })
      if ((await policy.isChecked()) !== contact.policyAccepted)
        await root.getByText(/I accept the privacy policy/).click()
      await root.getByRole('button', { name: 'Continue to delivery' }).click()
      return
    }
    case 'checkout.delivery.methodSelected':
      await root.getByRole('radio', { name: METHOD_NAMES[String(event.method)]! }).click({ force: true })
      return
    case 'checkout.delivery.storeSelected':
    case 'checkout.delivery.parcelShopSelected': {
      // The store or parcel shop of the model's data, by its name in the list the page offers.
      const group = event.type === 'checkout.delivery.storeSelected' ? 'Choose a store' : 'Choose a parcel shop'
      const point = (event.store ?? event.parcelShop) as Parameters<typeof placeLine>[0]
      await root
        .getByRole('radiogroup', { name: group })
        .getByRole('radio', { name: placeLine(point) })
        .click({ force: true })
      return
    }
    case 'checkout.delivery.pickupSearched':
      return root
        .getByRole('textbox', { name: /Find a (store|parcel shop) by town or postal code/ })
        .fill(String(event.query))
    case 'checkout.delivery.slotSelected':
      // The page offers the next working days: the shopper takes the second one.
      entered.date = await chooseOption(page, root.getByRole('button', { name: /Delivery date/ }), 1)
      await chooseOption(page, root.getByRole('button', { name: /Time slot/ }), SLOT_NAMES[String(event.slot)]!)
      return
    case 'checkout.delivery.billingSameChanged': {
      const same = root.getByRole('checkbox', { name: 'Billing address is the same as the shipping address' })
      if ((await same.isChecked()) !== event.same)
        await root.getByText('Billing address is the same as the shipping address').click()
      // Its visible effect: the billing address is asked for once the box is unticked, and not while it is ticked.
      await expect(root.getByRole('group', { name: 'Billing address' })).toHaveCount(event.same ? 0 : 1)
      return
    }
    case 'checkout.delivery.submitted': {
      const payload = event.delivery as { shipping: { streetName: string } }
      const validation = outputOf(ahead, 'validateAddress') as { suggestion?: unknown; valid?: boolean } | undefined
      const address = payload.shipping.streetName.includes('Box')
        ? ADDRESSES.invalid
        : validation?.suggestion
          ? ADDRESSES.suggestion
          : validation && !validation.valid
            ? ADDRESSES.undeliverable
            : ADDRESSES.valid
      await fillAddress(root, address)
      if (await root.getByRole('group', { name: 'Billing address' }).count())
        await fillAddress(root, ADDRESSES.valid, 'billing')
      entered.address = address
      await root.getByRole('button', { name: 'Continue to payment' }).click()
      return
    }
    case 'checkout.delivery.savedAddressChosen': {
      // The saved address of the model's shopper, by its line in the list the page offers.
      const loaded = outputOf(
        path.steps.map((step) => step.event),
        'loadCheckout',
      ) as {
        shopper: { savedAddresses: Array<Parameters<typeof savedAddressLine>[0]> }
      }
      const address = loaded.shopper.savedAddresses.find((saved) => saved.id === event.addressId)!
      await chooseOption(page, root.getByRole('button', { name: /Saved addresses/ }), savedAddressLine(address))
      return
    }
    case 'checkout.address.enteredKept':
      return root.getByRole('button', { name: 'Use entered address' }).click()
    case 'checkout.address.suggestionAccepted':
      return root.getByRole('button', { name: 'Use updated address' }).click()
    case 'checkout.address.editRequested':
      return root.getByRole('button', { name: 'Edit address' }).click()
    case 'checkout.step.back':
      return root
        .getByRole('button', { name: before.includes('PAYMENT') ? 'Back to delivery' : 'Back', exact: true })
        .click()
    case 'checkout.payment.methodSelected': {
      // The choice is shown only when the payment session offers more than cards.
      const option = root.getByRole('radio', { name: event.method === 'paylater' ? /Pay later/ : 'Card' })
      if (await option.count()) await option.click({ force: true })
      return
    }
    case 'checkout.payment.submitted': {
      const outcome = outputOf(ahead, 'submitPayment') as { resultCode?: string } | undefined
      const card = root.getByRole('radio', { name: 'Card' })
      if ((await card.count()) && !(await card.isChecked())) await card.click({ force: true })
      const widget = root.getByTestId('payment-widget')
      await widget.getByLabel('Card number').fill(RESULT_CARDS[outcome?.resultCode ?? 'Authorised']!)
      await widget.getByLabel('Expiry date (MM/YY)').fill('03/30')
      await widget.getByLabel('Security code').fill('737')
      // A double click on pay: the statechart takes the first, the order is created once.
      await widget.getByRole('button', { name: 'Pay' }).dblclick()
      return
    }
    case 'checkout.order.placed':
      return root.getByRole('button', { name: 'Place order' }).click()
    case 'checkout.payment.retried':
    case 'checkout.load.retried':
      return root.getByRole('button', { name: 'Try again' }).click()
    default:
      // Actor settlements: the real services answer; their outcome was arranged before.
      if (/^xstate\.(done|error)\.actor\./.test(event.type)) return
      // A wait the page keeps itself (the read of the cart asked again): it passes on the page's own clock.
      if (/^xstate\.after\./.test(event.type)) return
      // Any other event is one no shopper action performs here: the path cannot be driven, so it fails.
      throw new Error(`No shopper action on the page sends ${event.type}: the checkout executor must perform it`)
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One expectation of the oracle as a locator assertion on the page. */
async function see(page: Page, sight: Sight) {
  const root = page.getByTestId('checkout-flow')
  if ('confirmation' in sight) {
    await expect(page).toHaveURL(/\/order\/confirmation\//, { timeout: 20_000 })
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    await expect(page.getByTestId('order-number')).toHaveText(/^KCZ\d+$/)
    if (sight.paymentStatus) await expect(page.getByTestId('payment-state')).toHaveText(sight.paymentStatus)
  } else if ('threeDSecure' in sight) {
    await expect(page).toHaveURL(/\/platform\/payments\/3ds\//, { timeout: 20_000 })
    await expect(page.getByRole('button', { name: /^(Complete|Dokončit)$/ })).toBeVisible()
  } else if ('step' in sight) {
    await expect(root.getByRole('list', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toHaveText(
      sight.step,
      { timeout: 20_000 },
    )
  } else if ('role' in sight) {
    const target =
      sight.role === 'status'
        ? root.getByRole('status').filter({ hasText: sight.name })
        : sight.role === 'radio'
          ? // A choice's name may go on with its price or details.
            root.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sight.name)}`) })
          : root.getByRole(sight.role, { name: sight.name, exact: true })
    if (sight.is === 'checked') await expect(target).toBeChecked()
    else await expect(target).toBeVisible()
    if (sight.is === 'enabled') await expect(target).toBeEnabled()
    if (sight.is === 'disabled') await expect(target).toBeDisabled()
  } else if ('alert' in sight) {
    await expect(root.getByRole('alert').filter({ hasText: sight.alert })).toHaveText(sight.alert)
  } else if ('noAlert' in sight) {
    await expect(root.getByRole('alert')).toHaveCount(0)
  } else if ('text' in sight) {
    await expect(root.getByText(sight.text, { exact: true })).toBeVisible()
  } else if ('field' in sight) {
    await expect(root.getByRole('textbox', { name: new RegExp(`^(\\* )?${sight.field}$`) })).toHaveValue(sight.value)
  } else if ('select' in sight) {
    const trigger = root.getByRole('button', { name: new RegExp(`${sight.select}$`) })
    await expect(trigger).toHaveText(sight.shows)
  } else if ('checkbox' in sight) {
    await expect(root.getByRole('checkbox', { name: sight.checkbox })).toBeChecked({ checked: sight.checked })
  } else if ('group' in sight) {
    await expect(root.getByRole('group', { name: sight.group })).toHaveCount(sight.shown ? 1 : 0)
  }
}

/** The busy states' requests, held until the page has shown that it waits (then released). */
const busyActor = (snapshot: unknown) =>
  ((snapshot as { _nodes?: Array<{ invoke: Array<{ id: string }> }> })._nodes ?? []).flatMap((node) =>
    node.invoke.map((invoke) => invoke.id),
  )[0] ?? null

test.describe('checkout model paths', () => {
  runs.forEach(({ input, path }, index) => {
    // `MODEL_PATH=5` runs that path alone: the others are not declared at all.
    if (only !== null && only !== index + 1) return
    const name = `checkout path ${index + 1}: ${describeEvents(path) || '(initial state)'}`
    test(name.length > 200 ? `${name.slice(0, 199)}…` : name, async ({ page, request }) => {
      test.setTimeout(90_000)
      const start = input as { orderId?: string; redirectResult?: string }
      let url = '/en/checkout'
      let session: string
      let kind: 'guest' | 'customer' = 'guest'
      if (start.redirectResult) {
        const outcome = outputOf(upcoming(path, 0), 'confirmPayment') as { resultCode?: string } | undefined
        const back = await guestBackFromThreeDS(request, outcome?.resultCode === 'Refused' ? 'fail' : 'complete')
        session = back.session
        url = `/en/checkout?order=${back.orderId}&redirectResult=${back.redirectResult}`
      } else if (start.orderId) {
        const order = await guestWithOrder(request)
        session = order.session
        url = `/en/checkout?order=${order.orderId}`
        // An order paid before the shopper opens its checkout URL (Back after paying).
        if (upcoming(path, 0).some(isOrderPaid)) await payOrder(request, order.headers, order.orderId)
      } else {
        // The read of the cart finds none: a shopper whose bag is empty; a shopper's details: they are signed in.
        const loaded = outputOf(upcoming(path, 0), 'loadCheckout') as
          { cart?: unknown; shopper?: { contact: { email: string } } } | undefined
        if (loaded?.shopper) {
          session = (await customerWithCart(loaded.shopper.contact.email, 'Kestrel-demo-1')).session
          kind = 'customer'
        } else session = (loaded?.cart === null ? await guestWithEmptyCart() : await guestWithCart()).session
      }
      await useSession(page, session, kind)
      const entered: Entered = {}
      const steps: OracleStep[] = []
      const held = new Map<number, () => void>()
      /** Holds the request of each busy state from step `from` until the shopper's next action. */
      const holdBusy = async (from: number) => {
        for (let i = from; i < path.steps.length && (i === from || !isUserEvent(path.steps[i]!.event)); i++) {
          const actor = busyActor(path.steps[i]!.state)
          if (actor) held.set(i, await holdNext(page, actor))
        }
      }
      /** The page shows what the oracle says of step `i`; a held request goes on once its wait was seen. */
      const check = async (i: number) => {
        const step = path.steps[i]!
        steps.push({ event: step.event as OracleStep['event'], value: stateValue(step.state) })
        const sights = expectedSights(steps, entered, { startsWithOrder: Boolean(start.orderId) })
        if (sights !== 'transient') for (const sight of sights) await see(page, sight)
        held.get(i)?.()
      }
      await arrange(page, start.orderId ? upcoming(path, 0).filter((event) => !isOrderPaid(event)) : upcoming(path, 0))
      await holdBusy(0)
      await page.goto(url)
      // The server may render the checkout as plain forms first: the paths drive the page once it is interactive.
      await waitForHydration(page)
      await check(0)
      for (let i = 1; i < path.steps.length; i++) {
        if (isUserEvent(path.steps[i]!.event)) {
          // The settlements' forced outcomes first, then the holds: a held request is answered by them once let go.
          await arrange(page, upcoming(path, i))
          await holdBusy(i)
        }
        await perform(page, path, i, entered)
        await check(i)
      }
    })
  })
})
