// @ts-nocheck
import { useSession } from './fixtures'
import { test, expect, type APIRequestContext, type Page } from '@playwright/test'
import { RESULT_CARDS } from '../../model-tests/checkout/checkout.model-data'
import { guestWithOrder, IN_STOCK_SKU, payOrder } from './checkout-model'

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
    const answer = await request.post('/api/payment/session', {
      headers: shopper.headers,
      data: { orderId: shopper.orderId, returnPath: '/en/checkout' },
    })
    expect(answer.status()).toBe(409)
    expect(await answer.json()).toMatchObject({ code: 'OrderPaid' })
  })

  test('after a 3-D Secure payment, Back to its checkout URL shows the confirmation and no card form', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const shopper = await guestWithOrder(request)
    await useSession(page, shopper.session)
    await page.goto(`/en/checkout?order=${shopper.orderId}`)
    await payWithCard(page, RESULT_CARDS.ChallengeShopper!)
    await expect(page).toHaveURL(/\/platform\/payments\/3ds\//, { timeout: 20_000 })
    await page.getByRole('button', { name: /^(Complete|Dokončit)$/ }).click()
    await expect(page).toHaveURL(/\/order\/confirmation\//, { timeout: 20_000 })
    await expect(page.getByTestId('payment-state')).toHaveText('Paid')

    // Back past the bank's page to the checkout URL of the paid order.
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(
      new RegExp(`/en/(checkout\\?order=${shopper.orderId}|order/confirmation/${shopper.orderId})`),
    )
    await expect(page).toHaveURL(new RegExp(`/order/confirmation/${shopper.orderId}`), { timeout: 20_000 })
    await expect(page.getByTestId('payment-state')).toHaveText('Paid')
    await expect(page.getByTestId('payment-widget')).toHaveCount(0)

    // Opening the checkout URL directly does the same.
    await page.goto(`/en/checkout?order=${shopper.orderId}`)
    await expect(page).toHaveURL(new RegExp(`/order/confirmation/${shopper.orderId}`), { timeout: 20_000 })
    await expect(page.getByTestId('payment-widget')).toHaveCount(0)
  })
})

async function activeCart(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.post('/api/graphql', {
    headers,
    data: { query: '{ me { activeCart { id lineItems { variant { sku } quantity } } } }' },
  })
  return ((await answer.json()) as { data: { me: { activeCart: { lineItems: unknown[] } | null } } }).data.me.activeCart
}

const MY_ORDERS = '{ me { orders { total results { id paymentState lineItems { variant { sku } quantity } } } } }'

/** Spec 2.7, 4.8 and 8.3: a refused card leaves the shopper on the payment step of the same order, told why in words. */
test.describe('a refused card', () => {
  test('is told in words, in view and announced; a retry with another card pays the same order, once', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const shopper = await guestWithOrder(request)
    await useSession(page, shopper.session)
    await page.goto(`/en/checkout?order=${shopper.orderId}`)
    await payWithCard(page, RESULT_CARDS.Refused!)

    const error = page.getByTestId('payment-error')
    await expect(error).toHaveText('Your payment was declined. Please try again or choose another payment method.', {
      timeout: 20_000,
    })
    await expect(error).toHaveAttribute('role', 'alert')
    await expect(error).toBeFocused()
    await expect(error).toBeInViewport()
    await expect(page.getByTestId('checkout-flow')).not.toContainText('Refused')
    await expect(page).toHaveURL(new RegExp(`/en/checkout\\?order=${shopper.orderId}`))

    // The bag is given back: a copy of the order's cart, in the header and on the platform.
    await expect(page.getByTestId('bag-badge')).toHaveText('1', { timeout: 20_000 })
    const bag = await activeCart(request, shopper.headers)
    expect(bag?.lineItems).toMatchObject([{ variant: { sku: IN_STOCK_SKU }, quantity: 1 }])

    await page.getByRole('button', { name: 'Try again' }).click()
    await payWithCard(page, RESULT_CARDS.Authorised!)
    await expect(page).toHaveURL(new RegExp(`/order/confirmation/${shopper.orderId}`), { timeout: 20_000 })
    await expect(page.getByTestId('payment-state')).toHaveText('Paid')

    const answer = await request.post('/api/graphql', { headers: shopper.headers, data: { query: MY_ORDERS } })
    const orders = (
      (await answer.json()) as {
        data: {
          me: {
            orders: {
              total: number
              results: Array<{
                id: string
                paymentState: string
                lineItems: Array<{ variant: { sku: string }; quantity: number }>
              }>
            }
          }
        }
      }
    ).data.me.orders
    expect(orders.total).toBe(1)
    // Paid: the copy left the bag.
    expect(await activeCart(request, shopper.headers)).toBeNull()
    await expect(page.getByTestId('bag-badge')).toHaveCount(0)
    expect(orders.results[0]).toMatchObject({
      id: shopper.orderId,
      paymentState: 'Paid',
      lineItems: [{ variant: { sku: IN_STOCK_SKU }, quantity: 1 }],
    })
  })
})
