import { grantConsent } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { fillContact, fillDelivery } from './checkout-steps'

/**
 * Reading B of spec 1.2: a market whose locale list holds one locale. This spec runs against a
 * second server started with `MARKET_LOCALES=en` (the `reading-b` project of playwright.config.ts):
 * English is the only and default locale, so no path carries a prefix (spec 2.1), and the main
 * journey — listing, product, bag, checkout to the payment step — stays on unprefixed paths.
 */
const HEELS = '/women/shoes/heels'

test('the only locale has no prefix: its pages answer at the root, a prefix is not found', async ({
  page,
  request,
}) => {
  const home = await request.get('/')
  expect(home.status()).toBe(200)
  expect(await home.text()).toContain('<html lang="en"')
  for (const path of ['/en', '/en/women', `/${encodeURIComponent('ženy')}`]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }

  await page.goto(HEELS)
  // One language: no language switcher, and the alternates name only it (and x-default).
  await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0)
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('hreflang')} ${new URL((link as HTMLLinkElement).href).pathname}`),
    )
  expect(alternates.sort()).toEqual([`en ${HEELS}`, `x-default ${HEELS}`])
  const prefixed = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!).filter((href) => /^\/en(\/|$)/.test(href)))
  expect(prefixed).toEqual([])
})

test('the main journey runs on unprefixed paths: listing → product → bag → checkout to payment', async ({
  page,
  consoleErrors,
}) => {
  await grantConsent(page)
  await page.goto(HEELS)
  await waitForHydration(page)
  await page.locator('a[href^="/product/womens-kite-leather-pumps-280002-05094/"]').first().click()
  await expect(page).toHaveURL(/^[^?]*\/product\/womens-kite-leather-pumps-280002-05094\/280002\/05094(\?|$)/)
  await waitForHydration(page)

  await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
  await page.getByTestId('add-to-bag').click()
  const added = page.getByTestId('added-to-bag')
  await expect(added).toBeVisible({ timeout: 15_000 })
  await added.getByRole('link', { name: 'View bag' }).click()

  await expect(page).toHaveURL(/^[^?]*\/shopping-bag(\?|$)/)
  await expect(page.getByTestId('bag-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
  await page.getByTestId('continue-to-checkout').click()

  await expect(page).toHaveURL(/^[^?]*\/checkout(\?|$)/)
  const root = page.getByTestId('checkout-flow')
  await expect(root.locator('#contact-heading')).toBeVisible({ timeout: 20_000 })
  await fillContact(root, 'reading.b@example.com')
  await fillDelivery(root, 'Jednojazyčná')
  await expect(page).toHaveURL(/^[^?#]*\/checkout(\?|#|$)/)
  expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false)
  expect(consoleErrors).toEqual([])
})
