import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { SetCheckoutDeliveryDocument } from '../../src/services/commerce/order-checkout.generated'
import { RESULT_CARDS } from '../../model-tests/checkout/checkout.model-data'
import { addToBag, grantConsent, KITE_NAME, seriousViolations } from './bag-helpers'
import { guestWithCart, payOrder } from './checkout-model'
import { expect, test, waitForHydration, useSession } from './fixtures'

/**
 * The order confirmation (spec 2.7) and the data layer of spec 7.6 around the checkout, after real
 * shopper actions: one pair of Women's Kite Leather Pumps (2 590 Kč, demo seed), home delivery
 * (free from 1 500 Kč), paid with the card that is authorised at once.
 */

type Entry = { event?: string; [field: string]: unknown }
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []) as Entry[])
const eventsNamed = async (page: Page, name: string) => (await dataLayer(page)).filter((entry) => entry.event === name)

async function checkoutAsGuest(page: Page) {
  await page.goto('/en/checkout')
  const root = page.getByTestId('checkout-flow')
  await expect(root.getByRole('button', { name: 'Continue to delivery' })).toBeVisible({ timeout: 20_000 })
  return root
}

async function fillContact(page: Page) {
  const root = page.getByTestId('checkout-flow')
  await root.getByLabel('Email').fill('confirmation.shopper@example.com')
  await root.getByLabel('Phone').fill('+420 601123456')
  await root.getByText(/I accept the privacy policy/).click()
  await root.getByRole('button', { name: 'Continue to delivery' }).click()
  await expect(root.getByRole('button', { name: 'Continue to payment' })).toBeVisible({ timeout: 20_000 })
}

async function fillDelivery(page: Page) {
  const root = page.getByTestId('checkout-flow')
  await root.locator('input[name="shipping.firstName"]').fill('Jana')
  await root.locator('input[name="shipping.lastName"]').fill('Potvrzená')
  await root.locator('input[name="shipping.streetName"]').fill('Vodičkova 12')
  await root.locator('input[name="shipping.postalCode"]').fill('110 00')
  await root.locator('input[name="shipping.city"]').fill('Praha')
  await root.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(root.getByTestId('payment-widget')).toBeVisible({ timeout: 20_000 })
}

async function pay(page: Page) {
  const widget = page.getByTestId('payment-widget')
  await widget.getByLabel('Card number').fill(RESULT_CARDS.Authorised!)
  await widget.getByLabel('Expiry date (MM/YY)').fill('03/30')
  await widget.getByLabel('Security code').fill('737')
  await widget.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByTestId('order-number')).toHaveText(/^KCZ\d+/, { timeout: 30_000 })
}

test.describe('order confirmation and the checkout data layer', () => {
  test('one add_to_cart per click, each checkout event once, the confirmation as charged, purchase once', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await grantConsent(page)
    await addToBag(page)
    // The bag's cart_contents follows its add_to_cart: by then every add_to_cart of the click is in.
    await expect.poll(() => eventsNamed(page, 'cart_contents')).not.toHaveLength(0)
    const [added, ...more] = await eventsNamed(page, 'add_to_cart')
    expect(more).toEqual([])
    expect(added).toMatchObject({
      ecommerce: {
        currency: 'CZK',
        value: 2590,
        items: [{ item_name: KITE_NAME, size: '37', price: 2590, quantity: 1 }],
      },
    })

    await checkoutAsGuest(page)
    await expect.poll(() => eventsNamed(page, 'begin_checkout')).toHaveLength(1)
    expect((await eventsNamed(page, 'begin_checkout'))[0]).toMatchObject({
      ecommerce: { currency: 'CZK', value: 2590, items: [{ item_name: KITE_NAME, quantity: 1 }] },
    })
    await fillContact(page)
    await fillDelivery(page)
    await expect.poll(() => eventsNamed(page, 'add_shipping_info')).toHaveLength(1)
    expect((await eventsNamed(page, 'add_shipping_info'))[0]).toMatchObject({
      ecommerce: { shipping_tier: 'HD', value: 2590 },
    })
    await pay(page)

    const orderNumber = (await page.getByTestId('order-number').textContent())!
    const orderId = (await page.getByTestId('order-confirmation').getAttribute('data-order-id'))!
    // Each checkout event exactly once over the whole checkout (the checkout page is a page load of its own).
    await expect.poll(() => eventsNamed(page, 'purchase')).toHaveLength(1)
    for (const name of ['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase_status', 'purchase']) {
      expect(await eventsNamed(page, name), name).toHaveLength(1)
    }
    expect((await eventsNamed(page, 'add_payment_info'))[0]).toMatchObject({
      ecommerce: { payment_type: 'scheme', value: 2590 },
    })
    expect((await eventsNamed(page, 'purchase_status'))[0]).toEqual({
      event: 'purchase_status',
      orderId,
      resultCode: 'Authorised',
      action: null,
      status: 'Paid',
    })
    const [purchase] = await eventsNamed(page, 'purchase')
    expect(purchase).toMatchObject({
      ecommerce: {
        transaction_id: orderNumber,
        currency: 'CZK',
        value: 2590,
        shipping: 0,
        coupon: null,
        items: [{ item_name: KITE_NAME, size: '37', price: 2590, quantity: 1 }],
      },
    })
    expect((purchase!.ecommerce as { tax: number }).tax).toBeCloseTo(449.5, 0)

    // The items and the amounts as charged.
    const summary = page.getByTestId('confirmation-summary')
    const line = summary.getByTestId('confirmation-line')
    await expect(line).toHaveCount(1)
    await expect(line).toContainText(KITE_NAME)
    await expect(line).toContainText('Size: 37')
    await expect(line).toContainText('Quantity: 1')
    await expect(line).toContainText('CZK 2,590')
    await expect(line.locator('img')).toHaveCount(1)
    await expect(summary.getByTestId('summary-subtotal')).toHaveText('CZK 2,590')
    await expect(summary.getByTestId('summary-shipping')).toHaveText('Free')
    await expect(summary.getByTestId('summary-total')).toHaveText('CZK 2,590')
    await expect(summary.getByTestId('summary-tax')).toHaveText('CZK 449.50')
    // The delivery, and the country by its name.
    await expect(page.getByTestId('delivery-method')).toHaveText('Home delivery')
    await expect(page.getByTestId('shipping-address')).toHaveText('Jana Potvrzená, Vodičkova 12, 110 00 Praha, Czechia')
    await expect(page.getByTestId('billing-address')).toContainText('Czechia')
    expect(await seriousViolations(page)).toEqual([])

    // The order document, for its owner.
    const download = page.waitForEvent('download')
    await page.getByTestId('order-document').click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`${orderNumber}.pdf`)
    expect((await readFile((await file.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // Reloaded, and in Czech: the same order, no second purchase.
    await page.reload()
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber, { timeout: 20_000 })
    await expect.poll(async () => (await dataLayer(page)).some((entry) => entry.event === 'page_view')).toBe(true)
    expect(await eventsNamed(page, 'purchase')).toHaveLength(0)
    await page.goto(`/objednávka/potvrzení/${orderId}`)
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber, { timeout: 20_000 })
    await expect(page.getByTestId('shipping-address')).toHaveText('Jana Potvrzená, Vodičkova 12, 110 00 Praha, Česko')
    await expect(page.getByTestId('delivery-method')).toHaveText('Doručení na adresu')
    expect(await eventsNamed(page, 'purchase')).toHaveLength(0)
  })

  test('checkout events wait for the statistics consent and go out once it is given', async ({ page }) => {
    const shopper = await guestWithCart()
    await useSession(page, shopper.session)
    await checkoutAsGuest(page)
    await waitForHydration(page)
    const banner = page.getByTestId('cookie-banner')
    await expect(banner).toBeVisible()
    expect(await dataLayer(page)).toEqual([])
    await banner.getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => eventsNamed(page, 'begin_checkout')).toHaveLength(1)
    await page.waitForTimeout(500)
    expect(await eventsNamed(page, 'begin_checkout')).toHaveLength(1)
  })
})

/** An order of one line with the delivery set the way the delivery step sets it (test data over the platform's protocol). */
async function orderWithDelivery(
  request: APIRequestContext,
  delivery: { method: string; address: Record<string, string>; date: string | null; slot: string | null },
) {
  const shopper = await guestWithCart()
  const { headers } = shopper
  const person = { firstName: 'Jana', lastName: 'Výdejní', email: 'pickup.shopper@example.com', phone: '+420601123456' }
  const saved = await request.post('/api/graphql', {
    headers,
    data: {
      query: SetCheckoutDeliveryDocument,
      variables: {
        id: shopper.cartId,
        version: shopper.version,
        storeKey: 'CZ-web',
        shippingMethodKey: delivery.method,
        shippingAddress: { ...delivery.address, ...person, country: 'CZ' },
        billingAddress: {
          firstName: 'Jana',
          lastName: 'Výdejní',
          streetName: 'Vodičkova 12',
          postalCode: '11000',
          city: 'Praha',
          country: 'CZ',
        },
        date: delivery.date === null ? null : JSON.stringify(delivery.date),
        timeslot: delivery.slot === null ? null : JSON.stringify(delivery.slot),
      },
    },
  })
  const version = ((await saved.json()) as { data: { updateMyCart: { version: number } } }).data.updateMyCart.version
  const order = (await (
    await request.post('/api/orders', { headers, data: { cartId: shopper.cartId, version } })
  ).json()) as { data: { id: string } }
  await payOrder(request, headers, order.data.id)
  return { ...shopper, orderId: order.data.id, headers }
}

test.describe('order confirmation of each delivery', () => {
  test('home delivery shows its date and slot; the document is the owner’s only', async ({ page, request }) => {
    const owner = await orderWithDelivery(request, {
      method: 'HD',
      address: { streetName: 'Vodičkova 12', postalCode: '11000', city: 'Praha' },
      date: '2026-12-04',
      slot: '14-16',
    })
    await useSession(page, owner.session)
    await page.goto(`/en/order/confirmation/${owner.orderId}`)
    await expect(page.getByTestId('delivery-date')).toHaveText('Friday, December 4, 2026, 14:00–16:00', {
      timeout: 20_000,
    })
    await page.goto(`/objednávka/potvrzení/${owner.orderId}`)
    await expect(page.getByTestId('delivery-date')).toHaveText('pátek 4. prosince 2026, 14:00–16:00', {
      timeout: 20_000,
    })

    const stranger = await guestWithCart()
    const own = await request.get(`/api/orders/${owner.orderId}/document?locale=en`, { headers: owner.headers })
    expect(own.status()).toBe(200)
    expect(own.headers()['content-type']).toBe('application/pdf')
    const other = await request.get(`/api/orders/${owner.orderId}/document?locale=en`, { headers: stranger.headers })
    expect(other.status()).toBe(404)
    expect(await other.text()).not.toContain('Vodičkova')
  })

  test('click and collect shows the store to collect from, with the country by name', async ({ page, request }) => {
    const owner = await orderWithDelivery(request, {
      method: 'CC',
      address: { company: 'Kestrel Praha Na Příkopě', streetName: 'Na Příkopě 22', postalCode: '11000', city: 'Praha' },
      date: null,
      slot: null,
    })
    await useSession(page, owner.session)
    await page.goto(`/en/order/confirmation/${owner.orderId}`)
    await expect(page.getByText('Pickup point')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByTestId('shipping-address')).toHaveText(
      'Kestrel Praha Na Příkopě, Na Příkopě 22, 110 00 Praha, Czechia',
    )
    await expect(page.getByTestId('delivery-method')).toHaveText('Click and collect')
    await expect(page.getByTestId('delivery-date')).toHaveCount(0)
  })
})
