import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

/** The structured data of the page as a crawler reads it: every JSON-LD script, parsed. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}
const ofType = (data: Array<Record<string, unknown>>, type: string) => data.filter((item) => item['@type'] === type)

test.describe('what crawlers read', () => {
  test.use({ javaScriptEnabled: false })

  test('robots.txt keeps crawlers out of the private sections and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const robots = await response.text()
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toContain('Disallow: /pokladna/')
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('the sitemap index names well-formed sitemaps of both locales, and their pages answer', async ({
    page,
    request,
    baseURL,
  }) => {
    const index = await request.get('/sitemap.xml')
    expect(index.status()).toBe(200)
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8')
    await page.goto('/robots.txt')
    const parse = (xml: string) =>
      page.evaluate((text) => {
        const document = new DOMParser().parseFromString(text, 'application/xml')
        if (document.querySelector('parsererror')) return null
        return [...document.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map(
          (loc) => loc.textContent ?? '',
        )
      }, xml)
    const sitemaps = await parse(await index.text())
    expect(sitemaps).toEqual([`${baseURL}/sitemap-cs-CZ.xml`, `${baseURL}/sitemap-en.xml`])
    for (const sitemap of sitemaps ?? []) {
      const urls = await parse(await (await request.get(sitemap)).text())
      expect(urls?.length).toBeGreaterThan(10)
      const sample = [
        urls?.find((url) => url.includes('/produkt/') || url.includes('/product/')),
        urls?.find((url) => /\/(%C5%BEeny|women)\//.test(url)),
      ]
      for (const url of sample) {
        expect(url).toBeDefined()
        expect((await request.get(url!, { maxRedirects: 0 })).status(), url).toBe(200)
      }
    }
  })

  test('the home page names the organization and the search of its locale', async ({ page, baseURL }) => {
    await page.goto('/')
    const data = await structuredData(page)
    expect(ofType(data, 'Organization')[0]).toMatchObject({ name: 'Kestrel', url: `${baseURL}/` })
    expect(ofType(data, 'WebSite')[0]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${baseURL}/vyhledat?q={search_term_string}` } },
    })
    await page.goto('/en')
    expect(ofType(await structuredData(page), 'WebSite')[0]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${baseURL}/en/search?q={search_term_string}` } },
    })
  })

  test('a listing carries its breadcrumb trail', async ({ page, baseURL }) => {
    await page.goto('/en/women/shoes')
    const [trail] = ofType(await structuredData(page), 'BreadcrumbList')
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Kestrel', item: `${baseURL}/en` },
      { '@type': 'ListItem', position: 2, name: 'Women', item: `${baseURL}/en/women` },
      { '@type': 'ListItem', position: 3, name: 'Shoes', item: `${baseURL}/en/women/shoes` },
    ])
  })

  test('a product page carries the product with its offer, and its breadcrumb trail', async ({ page }) => {
    await page.goto('/en/women/shoes')
    const href = await page.locator('a[href*="/en/product/"]').first().getAttribute('href')
    await page.goto(href!)
    const data = await structuredData(page)
    const [product] = ofType(data, 'Product')
    expect(product).toMatchObject({
      name: expect.any(String),
      image: expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]),
      offers: {
        '@type': 'Offer',
        priceCurrency: 'CZK',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      },
    })
    const [trail] = ofType(data, 'BreadcrumbList')
    const steps = trail?.itemListElement as Array<{ name: string; item: string }>
    expect(steps.at(-1)?.item).toBe(page.url().split('?')[0])
    expect(steps.at(-1)?.name).toBe(product?.name)
  })
})

test('the structured data stays on the page once it is hydrated', async ({ page, consoleErrors }) => {
  await page.goto('/en/women/shoes')
  await waitForHydration(page)
  expect(ofType(await structuredData(page), 'BreadcrumbList')).toHaveLength(1)
  expect(consoleErrors).toEqual([])
})
