// @ts-nocheck
import { grantConsent, KITE_CS, KITE_EN } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/** Women's Aria 2.0 suede sneakers (demo seed): the article has reviews; the Kite pumps have none. */
const ARIA_EN = '/en/product/womens-aria-2-0-suede-sneakers-100001-01380/100001/01380'
const ARIA_CS = '/produkt/damske-semisove-tenisky-aria-2-0-100001-01380/100001/01380'

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false })
  test.describe.configure({ timeout: 60_000 })

  test('the rating by the title: average and review count, linking to the reviews; none without reviews', async ({
    page,
  }) => {
    await page.goto(ARIA_EN)
    const rating = page.getByTestId('product-rating')
    await expect(rating).toHaveAccessibleName(/^\d\.\d out of 5, \d+ reviews?$/)
    await expect(rating).toHaveAttribute('href', '#reviews')
    await expect(page.locator('#reviews')).toBeAttached()
    // Right under the product's name.
    const [title, box] = await Promise.all([
      page.getByRole('heading', { level: 1 }).boundingBox(),
      rating.boundingBox(),
    ])
    expect(box!.y).toBeGreaterThan(title!.y)
    expect(box!.y - (title!.y + title!.height)).toBeLessThan(80)

    await page.goto(ARIA_CS)
    await expect(page.getByTestId('product-rating')).toHaveAccessibleName(/^\d,\d z 5, \d+ recenz(e|í)$/)

    await page.goto(KITE_EN)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('product-rating')).toHaveCount(0)
  })

  test("a product URL with another language's slug moves permanently to the canonical one", async ({ request }) => {
    const czechSlugInEnglish = KITE_EN.replace('womens-kite-leather-pumps', 'damske-kozene-lodicky-kite')
    const english = await request.get(`${czechSlugInEnglish}?queryID=0123456789abcdef0123456789abcdef`, {
      maxRedirects: 0,
    })
    expect(english.status()).toBe(301)
    expect(english.headers().location).toBe(`${KITE_EN}?queryID=0123456789abcdef0123456789abcdef`)

    const englishSlugInCzech = KITE_CS.replace('damske-kozene-lodicky-kite', 'womens-kite-leather-pumps')
    const czech = await request.get(englishSlugInCzech, { maxRedirects: 0 })
    expect(czech.status()).toBe(301)
    expect(czech.headers().location).toBe(KITE_CS)

    expect((await request.get(KITE_EN, { maxRedirects: 0 })).status()).toBe(200)
    expect((await request.get(KITE_CS, { maxRedirects: 0 })).status()).toBe(200)
  })

  test('one canonical link, and language alternates that each carry their own slug', async ({ page }) => {
    await page.goto(KITE_EN)
    const canonical = page.locator('head link[rel="canonical"]')
    await expect(canonical).toHaveCount(1)
    const origin = new URL(page.url()).origin
    await expect(canonical).toHaveAttribute('href', `${origin}${KITE_EN}`)
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}${KITE_EN}`,
    )
    await expect(page.locator('head link[rel="alternate"][hreflang="cs-CZ"]')).toHaveAttribute(
      'href',
      `${origin}${KITE_CS}`,
    )
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin}${KITE_CS}`,
    )

    await page.goto(KITE_CS)
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}${KITE_CS}`)
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}${KITE_EN}`,
    )
  })
})

test.describe('in the browser', () => {
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(({ page }) => grantConsent(page))

  test('the rating takes the shopper to the reviews', async ({ page }) => {
    await page.goto(ARIA_EN)
    await waitForHydration(page)
    const rating = page.getByTestId('product-rating')
    const count = Number((await rating.innerText()).match(/(\d+) reviews?/)?.[1])
    await rating.click()
    await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeInViewport({ timeout: 15_000 })
    await expect(page.getByTestId('review-summary')).toContainText(`(${count} reviews)`)
  })

  test('a product seen in Czech is linked with its English slug on English pages', async ({ page }) => {
    await page.goto(ARIA_CS)
    await waitForHydration(page)
    // The page notes the product once it has shown it; the shopper moves on after that.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('kestrel.recentlyViewed') ?? ''), { timeout: 15_000 })
      .toContain('"100001-01380"')
    await page.goto(KITE_EN)
    await waitForHydration(page)
    // The recommendations load once the shopper scrolls down to them.
    const recent = page.getByTestId('recommendations-recently-viewed')
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect(recent).toBeAttached({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await expect(recent.locator(`a[href="${ARIA_EN}"]`)).toBeAttached({ timeout: 15_000 })
    await expect(recent.locator('a[href*="damske-"]')).toHaveCount(0)
  })
})
