// @ts-nocheck
import type { Page } from '@playwright/test'
import { graphql, guest, placeOrder, signIn, type Shopper } from '../security/shopper'
import { ACCOUNT_PASSWORD, newShopper } from './account-model'
import { grantConsent, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * 'Load more items' and 'load more orders' on order tracking (issue 18, spec 2.7): a tracked order of seven
 * items shows five, and a link the next ones, which works without scripts, survives a reload and sends the
 * keyboard to the first item it added; a signed-in shopper of six orders sees five of them on the tracking
 * page and in the account, and 'load more orders' the sixth, the keyboard on it. The seven sizes of one
 * article with plenty of stock, bought by this spec alone.
 */
const SKUS = [
  '10000202038350',
  '10000202038370',
  '10000202038380',
  '10000202038390',
  '10000202038400',
  '10000202038410',
  '10000202038420',
] as const
const EMAIL = 'shopper@example.com'

// The spec's lookups count against a client address of its own (10 a minute), whatever runs beside it.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.252' } })

async function orderNumberOf(origin: string, shopper: Shopper, id: string) {
  const { me } = await graphql<{ me: { order: { orderNumber: string } } }>(
    origin,
    shopper.token,
    'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
    { id },
  )
  return me.order.orderNumber
}

const LOCALES = [
  {
    name: 'en',
    path: '/en/order-tracking',
    words: {
      number: 'Order number',
      email: 'Email',
      submit: 'Track order',
      five: 'Showing 5 of 7 items',
      more: 'Load more items',
      orders: 'Showing 5 of 6 orders',
      moreOrders: 'Load more orders',
    },
  },
  {
    name: 'cs-CZ',
    path: encodeURI('/sledování-objednávky'),
    words: {
      number: 'Číslo objednávky',
      email: 'E-mail',
      submit: 'Sledovat objednávku',
      five: 'Zobrazeno 5 z 7 položek',
      more: 'Načíst další položky',
      orders: 'Zobrazeno 5 z 6 objednávek',
      moreOrders: 'Načíst další objednávky',
    },
  },
] as const

async function track(page: Page, path: string, words: (typeof LOCALES)[number]['words'], orderNumber: string) {
  await page.goto(path)
  await waitForHydration(page)
  const form = page.getByTestId('order-tracking-form')
  await form.getByRole('textbox', { name: words.number }).fill(orderNumber)
  await form.getByRole('textbox', { name: words.email }).fill(EMAIL)
  await form.getByRole('button', { name: words.submit }).click()
  await expect(page.getByTestId('tracked-order-number')).toHaveText(orderNumber)
}

for (const { name, path, words } of LOCALES) {
  test(`a tracked order of seven items shows five, and 'load more items' the other two with the keyboard on the first (${name})`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const shopper = await guest(baseURL!)
    const orderNumber = await orderNumberOf(baseURL!, shopper, await placeOrder(baseURL!, shopper, SKUS))
    await track(page, path, words, orderNumber)

    const items = page.getByTestId('tracked-order-items').getByRole('listitem')
    await expect(items).toHaveCount(5)
    await expect(page.getByTestId('tracked-items-count')).toHaveText(words.five)
    const more = page.getByRole('link', { name: words.more })
    expect(await more.getAttribute('href')).toContain('items=10')
    expect(await seriousViolations(page)).toEqual([])

    await more.focus()
    await page.keyboard.press('Enter')
    await expect(items).toHaveCount(7)
    await expect(items.nth(5)).toBeFocused()
    await expect(more).toHaveCount(0)
    await expect(page.getByTestId('tracked-items-count')).toHaveCount(0)
    expect(new URL(page.url()).searchParams.get('items')).toBe('10')
    expect(await seriousViolations(page)).toEqual([])

    // The page's address keeps what was shown: a reload in the same browser session shows all seven again.
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('tracked-order-number')).toHaveText(orderNumber)
    await expect(items).toHaveCount(7)
    expect(consoleErrors).toEqual([])
  })
}

test(`a signed-in shopper of six orders sees five on the tracking page and in the account, and 'load more orders' the sixth`, async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.slow()
  await grantConsent(page)
  const email = await newShopper(page, 'load more orders')
  const shopper = await signIn(baseURL!, { email, password: ACCOUNT_PASSWORD })
  const numbers: string[] = []
  for (let i = 0; i < 6; i++)
    numbers.unshift(await orderNumberOf(baseURL!, shopper, await placeOrder(baseURL!, shopper, SKUS[0])))

  for (const { path, words } of LOCALES) {
    await page.goto(path)
    await waitForHydration(page)
    const list = page.getByTestId('tracking-orders')
    const rows = list.getByTestId('tracking-order')
    await expect(list.getByTestId('tracking-orders-count')).toHaveText(words.orders)
    await expect(rows).toHaveCount(5)
    // Newest first; each is tracked without its email, its owner being signed in.
    await expect(rows.first()).toContainText(numbers[0]!)
    expect(await seriousViolations(page)).toEqual([])
    await list.getByRole('button', { name: words.moreOrders }).press('Enter')
    await expect(rows).toHaveCount(6)
    await expect(rows.nth(5)).toBeFocused()
    await expect(rows.nth(5)).toContainText(numbers[5]!)
    await expect(list.getByRole('button', { name: words.moreOrders })).toHaveCount(0)
  }

  await page.getByTestId('tracking-order').nth(5).getByRole('link').click()
  await expect(page.getByTestId('tracked-order-number')).toHaveText(numbers[5]!)

  await page.goto('/en/my-account/orders')
  await waitForHydration(page)
  const orders = page.getByTestId('order-row')
  await expect(orders).toHaveCount(5)
  await page.getByRole('button', { name: 'Load more orders' }).press('Enter')
  await expect(orders).toHaveCount(6)
  await expect(orders.nth(5)).toBeFocused()
  expect(consoleErrors).toEqual([])
})
