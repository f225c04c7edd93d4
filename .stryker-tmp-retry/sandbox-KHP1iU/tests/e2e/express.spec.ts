// @ts-nocheck
import type { Page } from '@playwright/test'
import { addToBag, grantConsent, KITE_EN, openBag, seriousViolations } from './bag-helpers'
import { guestWithOrder } from './checkout-model'
import { expect, holdChunk, test, waitForHydration } from './fixtures'

const wallet = (page: Page) => page.getByRole('dialog', { name: 'Wallet' })

test.describe('express checkout with the wallet', () => {
  test.beforeEach(async ({ page }) => grantConsent(page))

  test('from the bag: missing data offers try again, then the wallet pays and the order is confirmed', async ({
    page,
  }) => {
    await addToBag(page)
    await openBag(page)
    await expect(page.getByText('Wallet is a third-party payment service.', { exact: false })).toBeVisible()
    await page.getByRole('button', { name: 'Pay with Wallet' }).click()
    await expect(wallet(page)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await wallet(page)
      .getByRole('radio', { name: /Petr Svoboda/ })
      .check({ force: true })
    await wallet(page).getByRole('button', { name: /^Pay / }).click()
    const error = page.getByTestId('express-error')
    await expect(error).toContainText('The wallet did not share everything we need')
    await error.getByRole('button', { name: 'Try again' }).click()
    await expect(wallet(page)).toBeVisible()
    await wallet(page)
      .getByRole('radio', { name: /Jana Nováková/ })
      .check({ force: true })
    await wallet(page).getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(/\/en\/order\/confirmation\//, { timeout: 20_000 })
    await expect(page.getByTestId('order-number')).toHaveText(/^KCZ\d+/, { timeout: 20_000 })
    await expect(page.getByTestId('payment-state')).toHaveText('Paid')
    await expect(page.getByTestId('order-confirmation')).toContainText('Wallet')
    await expect(page.getByTestId('order-confirmation')).toContainText('Vodičkova 12')
    await openBag(page)
    await expect(page.getByTestId('bag-empty')).toBeVisible()
  })

  test('from the bag with the keyboard: missing data, then another method leads to the checkout', async ({ page }) => {
    await addToBag(page)
    await openBag(page)
    await page.getByRole('button', { name: 'Pay with Wallet' }).focus()
    await page.keyboard.press('Enter')
    await expect(wallet(page)).toBeVisible()
    // The first account is chosen; the arrow moves to the second, Tab to Pay.
    await wallet(page)
      .getByRole('radio', { name: /Jana Nováková/ })
      .focus()
    await page.keyboard.press('ArrowDown')
    await expect(wallet(page).getByRole('radio', { name: /Petr Svoboda/ })).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(wallet(page).getByRole('button', { name: /^Pay / })).toBeFocused()
    await page.keyboard.press('Enter')
    const another = page.getByTestId('express-error').getByRole('button', { name: 'Try another method' })
    await another.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/checkout$/)
  })

  test('from the product page: the chosen size goes into the bag and is paid with the wallet', async ({ page }) => {
    await page.goto(KITE_EN)
    await waitForHydration(page)
    const pay = page.getByRole('button', { name: 'Pay with Wallet' })
    await expect(pay).toBeDisabled()
    await expect(page.getByText('Choose a size first.')).toBeVisible()
    await page.getByTestId('size-picker').getByText('38', { exact: true }).click()
    await pay.click()
    await expect(wallet(page)).toBeVisible({ timeout: 15_000 })
    await wallet(page).getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByTestId('order-number')).toHaveText(/^KCZ\d+/, { timeout: 20_000 })
    await expect(page.getByTestId('payment-state')).toHaveText('Paid')
  })

  test('a press on the pay button before the express checkout has loaded opens the wallet once its code arrives', async ({
    page,
  }) => {
    await addToBag(page)
    // The bag shows the button without the express checkout's code, which arrives late here.
    await holdChunk(page, 'ExpressCheckout', 2_000)
    await openBag(page)
    const pay = page.getByRole('button', { name: 'Pay with Wallet' })
    await pay.click()
    await expect(pay).toHaveAttribute('aria-disabled', 'true')
    await expect(wallet(page)).toBeVisible({ timeout: 15_000 })
    await expect(wallet(page)).toHaveCount(1)
  })

  test('the wallet pays only with a signature issued for that order', async ({ request }) => {
    const shopper = await guestWithOrder(request)
    const headers = shopper.headers
    expect((await request.post('/api/payment/wallet-signature', { headers, data: { orderId: '' } })).status()).toBe(400)
    expect((await request.post('/api/payment/wallet-signature', { data: { orderId: shopper.orderId } })).status()).toBe(
      401,
    )
    const sign = async () =>
      (
        (await (
          await request.post('/api/payment/wallet-signature', { headers, data: { orderId: shopper.orderId } })
        ).json()) as {
          data: { reference: string; walletPayload: string; walletSignature: string }
        }
      ).data
    const pay = (signed: { reference: string; walletPayload: string }, walletSignature: string) =>
      request.post('/api/payment/payments', {
        headers,
        data: {
          orderId: shopper.orderId,
          reference: signed.reference,
          returnPath: '/en/checkout',
          paymentMethod: { type: 'walletpay', walletPayload: signed.walletPayload, walletSignature },
        },
      })
    const first = await sign()
    const forged = await pay(first, `${first.walletSignature.slice(0, -2)}xx`)
    expect(forged.status()).toBe(422)
    // A reference pays once, forged or not: the retry needs a new signature.
    expect((await pay(first, first.walletSignature)).status()).toBe(409)
    const second = await sign()
    const paid = await pay(second, second.walletSignature)
    expect(paid.status()).toBe(200)
    expect(((await paid.json()) as { data: { resultCode: string } }).data.resultCode).toBe('Authorised')
    const malformed = await request.post('/api/payment/payments', {
      headers,
      data: {
        orderId: shopper.orderId,
        reference: 'x',
        returnPath: '/en/checkout',
        paymentMethod: { type: 'walletpay' },
      },
    })
    expect(malformed.status()).toBe(400)
  })
})
