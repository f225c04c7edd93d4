import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ContentPage } from '@common/content-schemas'
import { useSearchCatalog } from '../../../tests/support/search-catalog'

const catalog = useSearchCatalog()
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${catalog.server.origin}${path}`, { headers })

const page = (title: string): string =>
  JSON.stringify({ kind: 'faq', title, description: '', blocks: [] } satisfies ContentPage)

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
})

interface UrlEntry {
  loc: string
  lastmod?: string
  'xhtml:link': Array<{ rel: string; hreflang: string; href: string }>
}

async function urlset(name: string): Promise<UrlEntry[]> {
  const response = await get(`/${name}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  const xml = await response.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  return (parser.parse(xml) as { urlset: { url: UrlEntry[] } }).urlset.url
}

beforeAll(async () => {
  const { db } = catalog.server.database
  await db
    .insertInto('content_pages')
    .values([
      { path: '/customer-service/faq', locale: 'cs-CZ', status: 'published', document: page('Časté dotazy') },
      { path: '/customer-service/faq', locale: 'en', status: 'published', document: page('FAQ') },
      { path: '/stories/about-us', locale: 'en', status: 'published', document: page('About us') },
      { path: '/stories/secret-launch', locale: 'cs-CZ', status: 'draft', document: page('Tajné') },
      { path: '/stories/secret-launch', locale: 'en', status: 'draft', document: page('Secret') },
    ])
    .execute()
})

describe('robots.txt and the sitemaps', () => {
  it('names the sitemap index by its absolute URL and keeps crawlers out of the API and the private sections', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(response.headers.get('cache-control')).toMatch(/public/)
    const robots = await response.text()
    expect(robots).toContain(`Sitemap: ${catalog.server.origin}/sitemap.xml`)
    expect(robots).toContain('Disallow: /api/')
    for (const path of [
      '/pokladna',
      '/en/checkout',
      `/${encodeURI('můj-účet')}`,
      '/en/my-account',
      '/en/shopping-bag',
      '/en/wishlist',
      '/en/order',
    ])
      expect(robots).toContain(`Disallow: ${path}/`)
    expect(robots).not.toMatch(/^Disallow: \/en\/order-tracking/m)
  })

  it('indexes one sitemap per locale', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/public/)
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const index = parser.parse(xml) as { sitemapindex: { sitemap: Array<{ loc: string; lastmod: string }> } }
    expect(index.sitemapindex.sitemap.map((entry) => entry.loc)).toEqual([
      `${catalog.server.origin}/sitemap-cs-CZ.xml`,
      `${catalog.server.origin}/sitemap-en.xml`,
    ])
  })

  it('lists listings with products, product pages and published content pages, each with its alternates', async () => {
    const origin = catalog.server.origin
    const cs = await urlset('sitemap-cs-CZ.xml')
    const en = await urlset('sitemap-en.xml')
    const byLoc = new Map([...cs, ...en].map((url) => [url.loc, url]))

    const women = byLoc.get(`${origin}/${encodeURI('ženy/obuv')}`)
    expect(women?.['xhtml:link']).toEqual([
      { rel: 'alternate', hreflang: 'cs-CZ', href: `${origin}/${encodeURI('ženy/obuv')}` },
      { rel: 'alternate', hreflang: 'en', href: `${origin}/en/women/shoes` },
      { rel: 'alternate', hreflang: 'x-default', href: `${origin}/${encodeURI('ženy/obuv')}` },
    ])
    expect(byLoc.has(`${origin}/en/women/shoes`)).toBe(true)

    const product = cs.find((url) => url.loc.startsWith(`${origin}/produkt/`))
    expect(product).toBeDefined()
    const enProduct = product?.['xhtml:link'].find((link) => link.hreflang === 'en')?.href ?? ''
    expect(enProduct).toMatch(new RegExp(`^${origin}/en/product/[^/]+/[^/]+/[^/]+$`))
    expect(byLoc.has(enProduct)).toBe(true)

    const faq = byLoc.get(`${origin}/${encodeURI('péče-o-zákazníky')}/faq`)
    expect(faq?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(faq?.['xhtml:link'].map((link) => [link.hreflang, link.href])).toEqual([
      ['cs-CZ', `${origin}/${encodeURI('péče-o-zákazníky')}/faq`],
      ['en', `${origin}/en/customer-service/faq`],
      ['x-default', `${origin}/${encodeURI('péče-o-zákazníky')}/faq`],
    ])
    // A page published in English only is listed there, its x-default the English page.
    expect(byLoc.get(`${origin}/en/stories/about-us`)?.['xhtml:link'].map((link) => link.hreflang)).toEqual([
      'en',
      'x-default',
    ])
    expect(cs.some((url) => url.loc.includes('about-us'))).toBe(false)

    const everything = [...cs, ...en].flatMap((url) => [url.loc, ...url['xhtml:link'].map((link) => link.href)])
    expect(everything.some((href) => href.includes('secret-launch'))).toBe(false)
    for (const privatePath of [
      'pokladna',
      'checkout',
      encodeURI('můj-účet'),
      'my-account',
      'shopping-bag',
      'wishlist',
      '/order/',
    ])
      expect(everything.filter((href) => href.includes(privatePath))).toEqual([])
    expect(everything.every((href) => href.startsWith(`${origin}/`))).toBe(true)
  })

  it('serves the kept files until the content changes, then lists the change', async () => {
    const first = await get('/sitemap-en.xml')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    expect((await get('/sitemap-en.xml', { 'if-none-match': etag })).status).toBe(304)

    await catalog.server.database.db
      .updateTable('content_pages')
      .set({ status: 'published' })
      .where('path', '=', '/stories/secret-launch')
      .where('locale', '=', 'en')
      .execute()
    const changed = await get('/sitemap-en.xml', { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain('/en/stories/secret-launch')
  })

  it('answers 404 for a sitemap that does not exist', async () => {
    expect((await get('/sitemap-xx.xml')).status).toBe(404)
    expect((await get('/sitemap-en-7.xml')).status).toBe(404)
  })
})
