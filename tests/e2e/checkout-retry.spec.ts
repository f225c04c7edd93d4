import { test, expect, type Page } from '@playwright/test'
import { RESULT_CARDS } from '../../model-tests/checkout/checkout.model-data'
import { guestWithOrder, payOrder } from './checkout-model'

async function payWithCard(page: Page, number: string) {
  const widget = page.getByTestId('payment-widget')
  await widget.getByLabel('Card number').fill(number)
  await widget.getByLabel('Expiry date (MM/YY)').fill('03/30')
  await widget.getByLabel('Security code').fill('737')
  await widget.getByRole('button', { name: 'Pay' }).click()
}

/** Spec 2.7 and 4.8: a paid order is never offered for payment again. */
test.describe('a paid order', () => {
  test('its payment session is refused: the order is paid', async ({ request }) => {
    const shopper = await guestWithOrder(request)
    await payOrder(request, shopper.headers, shopper.orderId)
    const answer = await request.post('/api/payment/session', { headers: shopper.headers, data: { orderId: shopper.orderId, returnPath: '/en/checkout' } })
    expect(answer.status()).toBe(409)
    expect(await answer.json()).toMatchObject({ code: 'OrderPaid' })
  })

  test('after a 3-D Secure payment, Back to its checkout URL shows the confirmation and no card form', async ({ page, request }) => {
    test.setTimeout(90_000)
    const shopper = await guestWithOrder(request)
    await page.addInitScript((stored) => window.localStorage.setItem('kestrel.session', stored), shopper.session)
    await page.goto(`/en/checkout?order=${shopper.orderId}`)
    await payWithCard(page, RESULT_CARDS.ChallengeShopper!)
    await expect(page).toHaveURL(/\/platform\/payments\/3ds\//, { timeout: 20_000 })
    await page.getByRole('button', { name: 'Complete' }).click()
    await expect(page).toHaveURL(/\/order\/confirmation\//, { timeout: 20_000 })
    await expect(page.getByTestId('payment-state')).toHaveText('Paid')

    // Back past the bank's page to the checkout URL of the paid order.
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/en/(checkout\\?order=${shopper.orderId}|order/confirmation/${shopper.orderId})`))
    await expect(page).toHaveURL(new RegExp(`/order/confirmation/${shopper.orderId}`), { timeout: 20_000 })
    await expect(page.getByTestId('payment-state')).toHaveText('Paid')
    await expect(page.getByTestId('payment-widget')).toHaveCount(0)

    // Opening the checkout URL directly does the same.
    await page.goto(`/en/checkout?order=${shopper.orderId}`)
    await expect(page).toHaveURL(new RegExp(`/order/confirmation/${shopper.orderId}`), { timeout: 20_000 })
    await expect(page.getByTestId('payment-widget')).toHaveCount(0)
  })
})
