// @ts-nocheck
import type { Page } from '@playwright/test'
import { graphql, guest, placeOrder } from '../security/shopper'
import { seriousViolations } from './bag-helpers'
import { ORDER_SKUS } from './checkout-model'
import { expect, test, waitForHydration } from './fixtures'

/**
 * A tracked order's shipment (issue 18) in both languages: a guest's order, moved by the fulfilment
 * simulation's operator endpoint, shows as shipped with the carrier's tracking number linking to the
 * carrier's page (in a new tab), then as delivered with its items complete.
 */
const EMAIL = 'shopper@example.com'

// The spec's lookups count against a client address of its own (10 a minute), whatever runs beside it.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.252' } })
const CLIENT = `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}`

async function guestOrder(origin: string) {
  const shopper = await guest(origin)
  const id = await placeOrder(origin, shopper, ORDER_SKUS.shipment)
  const { me } = await graphql<{ me: { order: { orderNumber: string } } }>(
    origin,
    shopper.token,
    'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
    { id },
  )
  return me.order.orderNumber
}

async function move(page: Page, orderNumber: string, step: 'shipped' | 'delivered') {
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
      shipped: 'Shipped',
      delivered: 'Delivered',
      newTab: "(opens the carrier's tracking page in a new tab)",
      complete: 'Status: Complete',
    },
  },
  {
    name: 'cs-CZ',
    path: encodeURI('/sledování-objednávky'),
    words: {
      number: 'Číslo objednávky',
      email: 'E-mail',
      submit: 'Sledovat objednávku',
      shipped: 'Odeslaná',
      delivered: 'Doručená',
      newTab: '(otevře stránku sledování zásilky dopravce v nové kartě)',
      complete: 'Stav: Dokončená',
    },
  },
] as const

for (const { name, path, words } of LOCALES) {
  test(`a tracked order shows its shipment: the tracking number with the carrier's link, then delivered (${name})`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.slow()
    const orderNumber = await guestOrder(baseURL!)
    await move(page, orderNumber, 'shipped')

    await page.goto(path)
    await waitForHydration(page)
    const form = page.getByTestId('order-tracking-form')
    await form.getByRole('textbox', { name: words.number }).fill(orderNumber)
    await form.getByRole('textbox', { name: words.email }).fill(EMAIL)
    await form.getByRole('button', { name: words.submit }).click()

    const shipment = page.getByTestId('tracked-shipment')
    await expect(shipment.getByTestId('tracked-shipment-state')).toHaveText(words.shipped)
    await expect(shipment.getByTestId('tracked-shipped-at')).toBeVisible()
    const link = shipment.getByTestId('tracking-link')
    await expect(link).toHaveCount(1)
    const trackingId = (await link.textContent())!.replace(words.newTab, '').trim()
    expect(trackingId).toMatch(/^\d{11,14}$/)
    await expect(link).toHaveAccessibleName(`${trackingId} ${words.newTab}`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const href = await link.getAttribute('href')
    expect([
      `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${trackingId}`,
      `https://tracking.dpd.de/status/cs_CZ/parcel/${trackingId}`,
    ]).toContain(href)
    expect(await seriousViolations(page)).toEqual([])

    // Delivered: the page read again (the browser session remembers the order) shows it.
    await move(page, orderNumber, 'delivered')
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('tracked-shipment-state')).toHaveText(words.delivered)
    await expect(page.getByTestId('tracked-delivered-at')).toBeVisible()
    await expect(page.getByTestId('tracked-order-items').getByRole('listitem').first()).toContainText(words.complete)
    await expect(page.getByTestId('tracking-link')).toHaveAttribute('href', href!)
    expect(consoleErrors).toEqual([])
  })
}
