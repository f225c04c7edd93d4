import type { Page } from '@playwright/test'
import { RESULT_CARDS } from '../../model-tests/checkout/checkout.model-data'
import { decodeCode128Svg } from '../support/code128'
import { waitForMail } from '../support/mailbox'
import { addToBag, grantConsent, KITE_EN, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { sendReturn, untilReturnState } from './return-helpers'

/**
 * A member's whole way through the Kestrel Club (issue 19, spec 2.7 "Loyalty club", 3.20): a new shopper
 * joins at sign-up with the loyalty consent, verifies the email, logs in, buys one pair of Women's Kite
 * Leather Pumps (2 590 Kč, free delivery) and pays by card; the club page shows the points of the order and
 * the history names it; the pass's barcode reads back to the member number and prints alone; the pair is
 * delivered, returned from the account's order page, and once the refund is made the points are gone.
 */
const OPERATOR = `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}`
const PASSWORD = 'Club-walk-2026'
const PRICE = 2590

/** The link to `path` in a caught mail's plain-text part. */
function linkIn(text: string | null, path: string): string {
  const match = new RegExp(`https?://\\S+?${path}\\?token=[\\w-]+`).exec(decodeURI(text ?? ''))
  if (!match) throw new Error(`no link to ${path} in the mail`)
  return match[0]
}

/** The fulfilment simulation's operator moves the order on, as the warehouse and the carrier would. */
async function move(page: Page, orderNumber: string, step: 'delivered' | 'returned') {
  const response = await page.request.post(`/platform/commerce/orders/${orderNumber}/fulfilment`, {
    headers: { authorization: OPERATOR, 'content-type': 'application/json' },
    data: { step },
  })
  expect(response.status()).toBe(200)
}

async function openClub(page: Page) {
  await page.goto('/en/my-account/kestrel-club')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Club' })).toBeVisible()
}

test('a shopper joins at sign-up, earns the points of a paid order, shows the pass, and returns the pair: the points go', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  const email = `club-walk-${Date.now()}@example.cz`
  const points = Math.floor(PRICE / 10)
  await grantConsent(page)

  // Sign-up with the club's consent, then the verification mail.
  await page.goto('/en/create-account')
  await waitForHydration(page)
  const form = page.getByTestId('sign-up-form')
  await form.getByLabel('* First name').fill('Klára')
  await form.getByLabel('* Last name').fill('Věrná')
  await form.getByLabel('* Email').fill(email)
  await form.getByLabel('* Password', { exact: true }).fill(PASSWORD)
  await form.getByLabel('* Repeat the password').fill(PASSWORD)
  await form.getByText('* I agree to the terms and conditions').click()
  await form.getByText('* I have read the privacy policy').click()
  await form.getByText('I want to join the Kestrel Club').click()
  await expect(form.getByRole('checkbox', { name: 'I want to join the Kestrel Club' })).toBeChecked()
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByTestId('sign-up-done')).toBeVisible()
  const mail = await waitForMail(baseURL!, email, /Verify/)
  await page.goto(linkIn(mail.text, '/en/create-account/verify'))
  await expect(page.getByText('Thank you, your email address is verified.')).toBeVisible()

  await page.goto('/en/log-in')
  await waitForHydration(page)
  const login = page.getByTestId('login-form')
  await login.getByLabel('* Email').fill(email)
  await login.getByLabel('* Password').fill(PASSWORD)
  await login.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/my-account\/profile$/)

  // A member from the start: Bronze, nothing yet.
  await openClub(page)
  await expect(page.getByTestId('club-tier')).toHaveText('Bronze member')
  await expect(page.getByTestId('club-balance')).toHaveText('0 points')

  // One pair, bought and paid by card.
  await addToBag(page, KITE_EN, '38')
  await page.goto('/en/checkout')
  const checkout = page.getByTestId('checkout-flow')
  await expect(checkout.getByRole('button', { name: 'Continue to delivery' })).toBeVisible({ timeout: 20_000 })
  await expect(checkout.getByLabel('Email')).toHaveValue(email)
  await checkout.getByLabel('Phone').fill('+420 601123456')
  await checkout.getByText(/I accept the privacy policy/).click()
  await checkout.getByRole('button', { name: 'Continue to delivery' }).click()
  await expect(checkout.getByRole('button', { name: 'Continue to payment' })).toBeVisible({ timeout: 20_000 })
  await checkout.locator('input[name="shipping.firstName"]').fill('Klára')
  await checkout.locator('input[name="shipping.lastName"]').fill('Věrná')
  await checkout.locator('input[name="shipping.streetName"]').fill('Vodičkova 12')
  await checkout.locator('input[name="shipping.postalCode"]').fill('110 00')
  await checkout.locator('input[name="shipping.city"]').fill('Praha')
  await checkout.getByRole('button', { name: 'Continue to payment' }).click()
  const widget = page.getByTestId('payment-widget')
  await expect(widget).toBeVisible({ timeout: 20_000 })
  await widget.getByLabel('Card number').fill(RESULT_CARDS.Authorised!)
  await widget.getByLabel('Expiry date (MM/YY)').fill('03/30')
  await widget.getByLabel('Security code').fill('737')
  await widget.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByTestId('order-number')).toHaveText(/^KCZ\d+/, { timeout: 30_000 })
  const orderNumber = (await page.getByTestId('order-number').textContent())!
  const orderId = /\/order\/confirmation\/([^/?#]+)/.exec(page.url())![1]!

  // The points of the order: on the page and, named by the order, in the history.
  await openClub(page)
  await expect(page.getByTestId('club-balance')).toHaveText(`${points} points`)
  await expect(page.getByTestId('club-next-tier')).toHaveText(`${1000 - points} points to Silver`)
  await page.getByRole('button', { name: 'Balance history' }).click()
  const history = page.getByRole('dialog', { name: 'Balance history' })
  const earned = history.getByRole('row').filter({ hasText: orderNumber })
  await expect(earned).toHaveCount(1)
  await expect(earned.getByRole('cell')).toHaveText([/\d/, 'Points earned', orderNumber, `+${points}`])
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(history).toHaveCount(0)

  // The pass: its barcode, fetched as the page shows it, reads back to the member number.
  await page.getByRole('button', { name: 'Membership pass' }).click()
  const pass = page.getByRole('dialog', { name: 'Membership pass' })
  const memberNumber = (await pass.getByTestId('club-member-number').textContent())!
  expect(memberNumber).toMatch(/^\d{9}$/)
  await expect(pass).toContainText('Klára Věrná')
  await expect(pass).toContainText('Bronze member')
  const code = pass.getByRole('img', { name: `Barcode of member number ${memberNumber}` })
  const svg = await page.request.get((await code.getAttribute('src'))!)
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(decodeCode128Svg(await svg.text())).toBe(memberNumber)
  // Printed, the pass is all there is on the paper.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('club-pass')).toBeVisible()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByTestId('club-card')).toBeHidden()
  await expect(pass.getByRole('button', { name: 'Print' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('banner')).toBeVisible()
  await pass.getByRole('button', { name: 'Close' }).click()

  // Delivered, then returned from the account's order page; once refunded, the points are taken back.
  await move(page, orderNumber, 'delivered')
  await page.goto(`/en/my-account/orders/${orderId}`)
  await waitForHydration(page)
  await sendReturn(page, {
    start: 'Start a return',
    reason: 'Too small',
    method: 'At a parcel shop (Zásilkovna)',
    send: 'Send the return',
  })
  await move(page, orderNumber, 'returned')
  await untilReturnState(page, 'Status: Refunded')

  await openClub(page)
  await expect(page.getByTestId('club-balance')).toHaveText('0 points')
  await expect(page.getByTestId('club-next-tier')).toHaveText('1,000 points to Silver')
  await page.getByRole('button', { name: 'Balance history' }).click()
  const rows = page.getByRole('dialog', { name: 'Balance history' }).getByRole('row').filter({ hasText: orderNumber })
  await expect(rows).toHaveCount(2)
  await expect(rows.first().getByRole('cell')).toHaveText([/\d/, 'Points returned', orderNumber, `-${points}`])
  expect(consoleErrors).toEqual([])
})
