import { grantConsent } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { fillContact, fillDelivery } from './checkout-steps'
import { RESULT_CARDS } from '../../model-tests/checkout/checkout.model-data'

/**
 * Reading C of spec 1.2: the 35 locales of spec 2.4 in one deployment. This spec runs against a
 * server started with `MARKET_READING=C` (the `reading-c` project of playwright.config.ts):
 * international English is the default and has no prefix, every other locale has its own, and each
 * locale sells through its country's store, in its currency, with English texts where the shop has
 * none of its own.
 */
const HEELS = '/women/shoes/heels'
const PUMPS = 'womens-kite-leather-pumps-280002-05094'

test('every locale answers under its prefix, with alternates to all 35 and English where it has no texts', async ({
  page,
  request,
}) => {
  const home = await request.get('/')
  expect(home.status()).toBe(200)
  expect(await home.text()).toContain('<html lang="en"')
  expect((await request.get('/en')).status()).toBe(404)
  for (const path of ['/de-at', '/pl-pl', '/ja-jp/women', '/cs-cz', `/cs-cz/${encodeURIComponent('ženy')}`]) {
    expect((await request.get(path)).status(), path).toBe(200)
  }
  // Spec 2.4: translated account slugs, the collections section renamed in North America.
  expect((await request.get('/de-at/my-account/favoriten', { maxRedirects: 0 })).status()).not.toBe(404)
  expect((await request.get('/en-us/shoes')).status()).toBe(200)

  await page.goto(`/de-at${HEELS}`)
  await waitForHydration(page)
  // No German texts in the shop: the page is English, and says so.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heels')
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang'), new URL((link as HTMLLinkElement).href).pathname]),
      ),
    )
  expect(Object.keys(alternates)).toHaveLength(36)
  expect(alternates).toMatchObject({
    en: HEELS,
    'de-AT': `/de-at${HEELS}`,
    'pl-PL': `/pl-pl${HEELS}`,
    'cs-CZ': `/cs-cz/${encodeURIComponent('ženy')}/obuv/${encodeURIComponent('lodičky')}`,
    'x-default': HEELS,
  })
  // The language switcher offers the other languages of the same store: none in Austria, English in French Canada.
  await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0)
  await page.goto('/fr-ca/women')
  const languages = page.getByRole('navigation', { name: 'Language' }).getByRole('link')
  await expect(languages).toHaveCount(1)
  await expect(languages).toHaveAttribute('href', '/en-ca/women')
})

for (const market of [
  {
    prefix: '/de-at',
    currency: '€',
    phone: '+43 660 1234567',
    address: { firstName: 'Anna', streetName: 'Kärntner Straße 5', postalCode: '1010', city: 'Wien' },
    lastName: 'Gruber',
  },
  {
    prefix: '/pl-pl',
    currency: 'zł',
    phone: '+48 601 234 567',
    address: { firstName: 'Anna', streetName: 'Marszałkowska 10', postalCode: '00-950', city: 'Warszawa' },
    lastName: 'Nowak',
  },
]) {
  test(`the main journey in ${market.prefix}, in its currency: listing → product → bag → checkout → paid order`, async ({
    page,
    consoleErrors,
  }) => {
    await grantConsent(page)
    await page.goto(`${market.prefix}${HEELS}`)
    await waitForHydration(page)
    await expect(page.getByTestId('product-card').first()).toContainText(market.currency)
    await page.locator(`a[href^="${market.prefix}/product/${PUMPS}/"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`^[^?]*${market.prefix}/product/${PUMPS}/280002/05094(\\?|$)`))
    await waitForHydration(page)
    await expect(page.getByTestId('product-price')).toContainText(market.currency)

    await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
    await page.getByTestId('add-to-bag').click()
    const added = page.getByTestId('added-to-bag')
    await expect(added).toBeVisible({ timeout: 15_000 })
    await added.getByRole('link', { name: 'View bag' }).click()

    await expect(page).toHaveURL(new RegExp(`^[^?]*${market.prefix}/shopping-bag(\\?|$)`))
    const bag = page.getByTestId('bag-page')
    await expect(bag).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
    await expect(bag).toContainText(market.currency)
    await expect(bag).not.toContainText('Kč')
    await page.getByTestId('continue-to-checkout').click()

    await expect(page).toHaveURL(new RegExp(`^[^?]*${market.prefix}/checkout(\\?|$)`))
    const root = page.getByTestId('checkout-flow')
    await expect(root.locator('#contact-heading')).toBeVisible({ timeout: 20_000 })
    await fillContact(root, `reading.c${market.prefix.replace('/', '.')}@example.com`, market.phone)
    await fillDelivery(root, market.lastName, market.address)
    await expect(root).toContainText(market.currency)

    // Paid by card, in the store's currency: the confirmation stays under the locale's prefix.
    const widget = page.getByTestId('payment-widget')
    await widget.getByLabel('Card number').fill(RESULT_CARDS.Authorised!)
    await widget.getByLabel('Expiry date (MM/YY)').fill('03/30')
    await widget.getByLabel('Security code').fill('737')
    await widget.getByRole('button', { name: 'Pay' }).click()
    await expect(page.getByTestId('order-number')).toBeVisible({ timeout: 30_000 })
    await expect(page).toHaveURL(new RegExp(`^[^?]*${market.prefix}/order/confirmation/`))
    await expect(page.locator('main')).toContainText(market.currency)
    expect(consoleErrors).toEqual([])
  })
}

test('each store keeps its own bag: what is in the Austrian bag is not in the Polish one', async ({ page }) => {
  await grantConsent(page)
  await page.goto(`/de-at/product/${PUMPS}/280002/05094`)
  await waitForHydration(page)
  await page.getByTestId('size-picker').getByText('38', { exact: true }).click()
  await page.getByTestId('add-to-bag').click()
  await expect(page.getByTestId('added-to-bag')).toBeVisible({ timeout: 15_000 })

  await page.goto('/pl-pl/shopping-bag')
  const bag = page.getByTestId('bag-page')
  await expect(bag).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
  await expect(bag.getByTestId('bag-line')).toHaveCount(0)

  await page.goto('/de-at/shopping-bag')
  await expect(page.getByTestId('bag-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
  await expect(page.getByTestId('bag-page')).toContainText('€')
})
