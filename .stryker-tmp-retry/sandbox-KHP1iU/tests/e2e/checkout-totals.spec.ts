// @ts-nocheck
import { useSession, waitForHydration } from './fixtures'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { RESULT_CARDS } from '../../model-tests/checkout/checkout.model-data'
import { guestWithCart, guestWithOrder } from './checkout-model'

/**
 * What the shopper pays, seen through the checkout: the order summary beside the steps, the
 * delivery methods' prices, the amount on the payment step, and the amount the payment provider
 * charged. The cart holds one pair of Women's Iris 2.0 Leather Sandals (1 314 Kč, demo seed) with
 * WELCOME10 (−10 %), so home delivery (99 Kč, free from 1 500 Kč of goods) is charged.
 */
const ITEM = "Women's Iris 2.0 Leather Sandals"

/** An amount as the English pages show it (`CZK 1,281.60`, `−CZK 131.40`), in crowns. */
const crowns = (text: string) => Number(text.replace(/[^\d.]/g, ''))

async function guestWithDiscountedCart(request: APIRequestContext) {
  const shopper = await guestWithCart()
  const answer = await request.post('/api/graphql', {
    headers: shopper.headers,
    data: {
      query: `mutation($id: String!, $version: Long!) { updateMyCart(id: $id, version: $version, actions: [{ addDiscountCode: { code: "WELCOME10" } }]) { version } }`,
      variables: { id: shopper.cartId, version: shopper.version },
    },
  })
  expect(answer.ok()).toBe(true)
  return shopper
}

async function openCheckout(page: Page, session: string) {
  await useSession(page, session)
  await page.goto('/en/checkout')
  // The server may render the checkout as plain forms first: fill it once the page is interactive.
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Continue to delivery' })).toBeVisible({ timeout: 20_000 })
}

async function fillContact(page: Page) {
  const root = page.getByTestId('checkout-flow')
  await root.getByLabel('Email').fill('totals.shopper@example.com')
  // The market's one shipping country is chosen already.
  await expect(root.getByRole('button', { name: /Country/ })).toContainText('Czechia')
  await root.getByLabel('Phone').fill('+420 601123456')
  await root.getByText(/I accept the privacy policy/).click()
  await root.getByRole('button', { name: 'Continue to delivery' }).click()
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible({ timeout: 20_000 })
}

async function figures(summary: Locator) {
  const text = async (id: string) => (await summary.getByTestId(id).textContent()) ?? ''
  const shipping = await text('summary-shipping')
  return {
    subtotal: crowns(await text('summary-subtotal')),
    discount: crowns(await text('summary-discount')),
    shipping: shipping === 'Free' ? 0 : crowns(shipping),
    total: crowns(await text('summary-total')),
    totalText: await text('summary-total'),
  }
}

test.describe('checkout totals', () => {
  test('the summary adds up, follows the delivery method and is what the provider charges', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const shopper = await guestWithDiscountedCart(request)
    await openCheckout(page, shopper.session)

    const summary = page.getByRole('region', { name: 'Order summary' })
    await expect(summary).toBeVisible()
    const line = summary.getByTestId('order-summary-line')
    await expect(line).toHaveCount(1)
    await expect(line).toContainText(ITEM)
    await expect(line).toContainText('Quantity: 1')
    await expect(line).toContainText(/Size: \S+/)
    await expect(line).toContainText('CZK 1,182.60')
    await expect(summary.getByTestId('summary-subtotal')).toHaveText('CZK 1,314')
    await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible()
    await expect(summary.getByTestId('summary-discount')).toHaveText('−CZK 131.40')
    await expect(summary.getByTestId('summary-tax')).toBeVisible()

    await fillContact(page)
    // Home delivery is chosen first; each method shows its price for this cart.
    const methods = page.getByRole('radiogroup', { name: 'Delivery method' })
    await expect(methods.getByRole('radio', { name: /Home delivery/ })).toBeChecked()
    await expect(methods.getByText('CZK 99')).toBeVisible()
    await expect(summary.getByTestId('summary-shipping')).toHaveText('CZK 99')
    await expect(summary.getByTestId('summary-total')).toHaveText('CZK 1,281.60')

    await methods.getByRole('radio', { name: /Click and collect/ }).click({ force: true })
    await expect(summary.getByTestId('summary-shipping')).toHaveText('Free')
    await expect(summary.getByTestId('summary-total')).toHaveText('CZK 1,182.60')
    await methods.getByRole('radio', { name: /Home delivery/ }).click({ force: true })
    await expect(summary.getByTestId('summary-shipping')).toHaveText('CZK 99')

    const form = page.getByTestId('checkout-flow')
    await form.locator('input[name="shipping.firstName"]').fill('Jana')
    await form.locator('input[name="shipping.lastName"]').fill('Součtová')
    await form.locator('input[name="shipping.streetName"]').fill('Vodičkova 12')
    await form.locator('input[name="shipping.postalCode"]').fill('110 00')
    await form.locator('input[name="shipping.city"]').fill('Praha')
    await page.getByRole('button', { name: 'Continue to payment' }).click()

    // The cart now carries the delivery: the platform's figures, the same as before.
    const widget = page.getByTestId('payment-widget')
    await expect(widget).toBeVisible({ timeout: 20_000 })
    const shown = await figures(summary)
    expect(shown).toMatchObject({ subtotal: 1314, discount: 131.4, shipping: 99, total: 1281.6 })
    expect(Math.round((shown.subtotal - shown.discount + shown.shipping) * 100)).toBe(Math.round(shown.total * 100))
    await expect(page.getByTestId('amount-to-pay')).toHaveText(`Amount to pay: ${shown.totalText}`)

    await widget.getByLabel('Card number').fill(RESULT_CARDS.Authorised!)
    await widget.getByLabel('Expiry date (MM/YY)').fill('03/30')
    await widget.getByLabel('Security code').fill('737')
    const paid = page.waitForResponse(
      (response) => response.url().includes('/api/payment/payments') && response.request().method() === 'POST',
    )
    await widget.getByRole('button', { name: 'Pay' }).click()
    const answer = (await (await paid).json()) as { data: { orderId: string; resultCode: string } }
    expect(answer.data.resultCode).toBe('Authorised')

    // The provider is asked for the order's total; the payment records that amount.
    const order = await request.post('/api/graphql', {
      headers: shopper.headers,
      data: {
        query: `query($id: String!) { me { order(id: $id) { totalPrice { centAmount } paymentInfo { payments { amountPlanned { centAmount } } } } } }`,
        variables: { id: answer.data.orderId },
      },
    })
    const placed = (
      (await order.json()) as {
        data: {
          me: {
            order: {
              totalPrice: { centAmount: number }
              paymentInfo: { payments: Array<{ amountPlanned: { centAmount: number } }> }
            }
          }
        }
      }
    ).data.me.order
    expect(placed.totalPrice.centAmount).toBe(Math.round(shown.total * 100))
    expect(placed.paymentInfo.payments.map((p) => p.amountPlanned.centAmount)).toEqual([Math.round(shown.total * 100)])

    await expect(page).toHaveURL(/\/order\/confirmation\//, { timeout: 20_000 })
    await expect(page.getByText(shown.totalText, { exact: true })).toBeVisible()
  })

  test('try and buy is not offered while the market switches it off', async ({ page, request }) => {
    const settings = (await (await request.get('/api/content/site-settings?locale=en')).json()) as {
      data?: { marketFeatures: { hasTryAndBuy: boolean } }
      marketFeatures?: { hasTryAndBuy: boolean }
    }
    expect((settings.data ?? settings).marketFeatures!.hasTryAndBuy).toBe(false)
    const shopper = await guestWithCart()
    // The platform does have the method; the shop leaves it out.
    const methods = await request.post('/api/graphql', {
      headers: shopper.headers,
      data: {
        query: `query($id: String!) { shippingMethodsByCart(id: $id) { key } }`,
        variables: { id: shopper.cartId },
      },
    })
    expect(
      (
        (await methods.json()) as { data: { shippingMethodsByCart: Array<{ key: string }> } }
      ).data.shippingMethodsByCart.map((m) => m.key),
    ).toContain('CR')

    await openCheckout(page, shopper.session)
    await fillContact(page)
    const offered = page.getByRole('radiogroup', { name: 'Delivery method' })
    await expect(offered.getByRole('radio', { name: /Home delivery/ })).toBeVisible()
    await expect(offered.getByRole('radio', { name: /Click and collect/ })).toBeVisible()
    await expect(offered.getByRole('radio', { name: /Try and buy/ })).toHaveCount(0)
  })

  test('each new step takes the focus on its heading', async ({ page }) => {
    const shopper = await guestWithCart()
    await openCheckout(page, shopper.session)
    await fillContact(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toBeFocused()
  })

  test('an order awaiting payment shows its own figures on the payment step', async ({ page, request }) => {
    const shopper = await guestWithOrder(request)
    await useSession(page, shopper.session)
    await page.goto(`/en/checkout?order=${shopper.orderId}`)
    await expect(page.getByTestId('payment-widget')).toBeVisible({ timeout: 20_000 })
    const summary = page.getByRole('region', { name: 'Order summary' })
    await expect(summary.getByTestId('order-summary-line')).toContainText(ITEM)
    await expect(summary.getByTestId('summary-total')).toHaveText('CZK 1,314')
    await expect(page.getByTestId('amount-to-pay')).toHaveText('Amount to pay: CZK 1,314')
  })

  test('on a phone the summary is collapsed above the steps and opens on request', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const shopper = await guestWithCart()
    await openCheckout(page, shopper.session)
    const summary = page.getByRole('region', { name: 'Order summary' })
    const toggle = summary.getByRole('button', { name: /Show order summary/ })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(summary.getByTestId('summary-total')).toBeHidden()
    const summaryBox = (await summary.boundingBox())!
    const stepsBox = (await page.getByRole('list', { name: 'Checkout steps' }).boundingBox())!
    expect(summaryBox.y).toBeLessThan(stepsBox.y)
    await toggle.click()
    await expect(summary.getByRole('button', { name: /Hide order summary/ })).toHaveAttribute('aria-expanded', 'true')
    await expect(summary.getByTestId('summary-total')).toBeVisible()
  })
})
