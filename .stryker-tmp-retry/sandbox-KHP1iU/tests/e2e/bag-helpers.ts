// @ts-nocheck
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The bag is filled the way a shopper fills it: through the product page. Women's Kite leather
 * pumps (demo seed) cost 2 590 Kč; EU 37 and 38 are in stock online.
 */
export const KITE_EN = '/en/product/womens-kite-leather-pumps-280002-05094/280002/05094'
export const KITE_CS = '/produkt/damske-kozene-lodicky-kite-280002-05094/280002/05094'
export const KITE_NAME = "Women's Kite Leather Pumps"

/**
 * The shopper has already answered the cookie banner (its consent cookie), by default with
 * statistics allowed (the data layer of spec 7.6 flows).
 */
export async function grantConsent(page: Page, categories = ['cookie_cat_necessary', 'cookie_cat_statistic']) {
  await page
    .context()
    .addCookies([{ name: 'kestrel_consent', value: categories.join('.'), url: test.info().project.use.baseURL! }])
}

/** The categories the consent cookie remembers, as stored. */
export async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'kestrel_consent')?.value
}

/** The analytics events pushed so far. */
export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map(
      (entry) => entry.event ?? '',
    ),
  )
}

export async function addToBag(page: Page, path = KITE_EN, size = '37') {
  await page.goto(path)
  await waitForHydration(page)
  await page.getByTestId('size-picker').getByText(size, { exact: true }).click()
  await page.getByTestId('add-to-bag').click()
  await expect(page.getByTestId('added-to-bag')).toBeVisible({ timeout: 15_000 })
}

export async function openBag(page: Page, path = '/en/shopping-bag') {
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByTestId('bag-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
}

/** axe-core over WCAG 2.1 A/AA: the serious and critical violations, readable in a failure. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
