import type { Page } from '@playwright/test'
import { pdfText } from '../support/pdf-text'
import { graphql, guest, pay, paymentSession, placeOrder, signIn, type Shopper } from '../security/shopper'
import { seriousViolations } from './bag-helpers'
import { ORDER_SKUS } from './checkout-model'
import { expect, test, useSession, waitForHydration } from './fixtures'
import { sendReturn, untilReturnState } from './return-helpers'

/**
 * A return after the purchase (spec 2.7 "start a return", "returns and refund details", 4.10) in both
 * languages: a guest's paid order, shipped and delivered by the fulfilment simulation's operator endpoint, is
 * tracked by its number and email; the shopper returns its item, downloads the label (a PDF with the order
 * number), the return arrives (forced) and tracking shows the refund.
 */
const EMAIL = 'shopper@example.com'
const CLIENT = `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}`

async function paidOrder(origin: string, shopper: Shopper) {
  const id = await placeOrder(origin, shopper, ORDER_SKUS.returns)
  const paid = await pay(origin, shopper, id, await paymentSession(origin, shopper, id))
  expect(paid.status).toBe(200)
  const { me } = await graphql<{ me: { order: { orderNumber: string } } }>(
    origin,
    shopper.token,
    'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
    { id },
  )
  return { id, orderNumber: me.order.orderNumber }
}

async function move(page: Page, orderNumber: string, step: 'shipped' | 'delivered' | 'returned') {
  const response = await page.request.post(`/platform/commerce/orders/${orderNumber}/fulfilment`, {
    headers: { authorization: CLIENT, 'content-type': 'application/json' },
    data: { step },
  })
  expect(response.status()).toBe(200)
}

const LOCALES = [
  {
    name: 'en',
    path: '/en/order-tracking',
    words: {
      number: 'Order number',
      email: 'Email',
      submit: 'Track order',
      start: 'Start a return',
      reason: 'Too small',
      method: 'At a parcel shop (Zásilkovna)',
      send: 'Send the return',
      label: 'Download the return label (PDF)',
      waiting: 'Status: Waiting for your parcel',
      refunded: 'Status: Refunded',
      refundState: 'Refunded',
      returned: 'Status: Returned',
      pdf: 'Order',
    },
  },
  {
    name: 'cs-CZ',
    path: encodeURI('/sledování-objednávky'),
    words: {
      number: 'Číslo objednávky',
      email: 'E-mail',
      submit: 'Sledovat objednávku',
      start: 'Vrátit zboží',
      reason: 'Příliš malé',
      method: 'Na výdejním místě (Zásilkovna)',
      send: 'Odeslat vrácení',
      label: 'Stáhnout štítek pro vrácení (PDF)',
      waiting: 'Stav: Čekáme na vaši zásilku',
      refunded: 'Stav: Peníze vráceny',
      refundState: 'Peníze vráceny',
      returned: 'Stav: Vrácená',
      pdf: 'Objednávka',
    },
  },
] as const

type Words = (typeof LOCALES)[number]['words']

/**
 * From the order on the page (tracking's, or the account's order page): return its item, check the label,
 * force the arrival, see the refund.
 */
async function returnAndRefund(page: Page, orderNumber: string, words: Words, where: 'tracking' | 'account') {
  await sendReturn(page, words)
  const created = page.getByTestId('return-created')
  await expect(page.getByTestId('tracked-return-state')).toHaveText(words.waiting)
  const href = await created.getByRole('link', { name: words.label }).getAttribute('href')
  const label = await page.request.get(href!)
  expect(label.status()).toBe(200)
  expect(label.headers()['content-type']).toBe('application/pdf')
  const text = await pdfText(new Uint8Array(await label.body()))
  expect(text).toContain(`${words.pdf} ${orderNumber}`)

  await move(page, orderNumber, 'returned')
  await untilReturnState(page, words.refunded)
  await expect(page.getByTestId('tracked-refund-state')).toContainText(words.refundState)
  await expect(page.getByTestId('tracked-refund-amount')).not.toBeEmpty()
  if (where === 'tracking')
    await expect(page.getByTestId('tracked-order-items').getByRole('listitem').first()).toContainText(words.returned)
  else {
    await expect(page.getByTestId('order-detail').getByTestId('tracked-returns')).toBeVisible()
    await expect(page.getByTestId('tracked-order')).toHaveCount(0)
  }
  expect(await seriousViolations(page)).toEqual([])
}

for (const { name, path, words } of LOCALES) {
  test(`a delivered order's item is returned from tracking, with its label, and the refund shows once it arrives (${name})`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.slow()
    const { orderNumber } = await paidOrder(baseURL!, await guest(baseURL!))
    await move(page, orderNumber, 'delivered')

    await page.goto(path)
    await waitForHydration(page)
    const form = page.getByTestId('order-tracking-form')
    await form.getByRole('textbox', { name: words.number }).fill(orderNumber)
    await form.getByRole('textbox', { name: words.email }).fill(EMAIL)
    await form.getByRole('button', { name: words.submit }).click()

    await returnAndRefund(page, orderNumber, words, 'tracking')
    expect(consoleErrors).toEqual([])
  })
}

const SIGNED_IN = [
  { name: 'en', email: 'jana.novakova@example.com', words: LOCALES[0].words, account: '/en/my-account/orders' },
  {
    name: 'cs-CZ',
    email: 'petr.svoboda@example.com',
    words: LOCALES[1].words,
    account: encodeURI('/můj-účet/objednávky'),
  },
] as const

for (const { name, email, words, account } of SIGNED_IN) {
  test(`a signed-in shopper returns a delivered order's item from the account's order page, and sees the refund (${name})`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.slow()
    const shopper = await signIn(baseURL!, { email, password: 'Kestrel-demo-1' })
    const { id, orderNumber } = await paidOrder(baseURL!, shopper)
    await move(page, orderNumber, 'delivered')
    await useSession(page, shopper.cookie.slice('kestrel_sid='.length), 'customer')

    // The return is started, its label downloaded and its refund seen on the account's own order page.
    await page.goto(`${account}/${id}`)
    await waitForHydration(page)
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-order-id', id)
    await returnAndRefund(page, orderNumber, words, 'account')
    expect(page.url()).toContain(`${account}/${id}`)
    expect(consoleErrors).toEqual([])
  })
}
