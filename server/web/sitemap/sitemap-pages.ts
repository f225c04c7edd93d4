import { z } from 'zod'
import { contentPagePath } from '@common/content-schemas'
import { market, type Locale } from '@common/market'
import { categoryKeysBelow, categoryTree, type CategoryNode } from '@common/search-categories'
import { productIndexName, SEARCH_API_KEY, SEARCH_APP_ID, SEARCH_PATH } from '@common/search-indices'
import { PRIVATE_SECTIONS, publicHref } from '../../../src/components/app/head-links'
import { productHref } from '../../../src/components/product/product-head'
import { listedCategoryCounts } from '../../api/content/navigation-visibility'
import type { Database } from '../../db/database'
import type { SitemapUrl } from './sitemap-xml'

/** A public page in the locales that have it: its URL (and last change) in each. */
type Page = Partial<Record<Locale, { href: string; lastmod?: string }>>

/** The sitemaps cannot be made now (the search service did not answer); nothing is kept. */
export class SitemapUnavailable extends Error {}

/** At most this many pages of 1,000 products are browsed per locale. */
const MAX_BROWSE_PAGES = 200

const browseAnswer = z.object({
  hits: z.array(
    z.object({ objectID: z.string(), productName: z.string(), articleNumber: z.string(), colorCode: z.string() }),
  ),
  cursor: z.string().optional(),
})

/** Every product of a locale's index (the catalog the listings and product pages show), by the search protocol's browse. */
async function productsOf(searchOrigin: string, locale: Locale, fetchImpl: typeof fetch) {
  const hits: z.infer<typeof browseAnswer>['hits'] = []
  let cursor: string | undefined
  for (let page = 0; page < MAX_BROWSE_PAGES; page++) {
    const response = await fetchImpl(
      `${searchOrigin}${SEARCH_PATH}/1/indexes/${encodeURIComponent(productIndexName(locale))}/browse`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-algolia-application-id': SEARCH_APP_ID,
          'x-algolia-api-key': SEARCH_API_KEY,
        },
        body: JSON.stringify({
          ...(cursor ? { cursor } : {}),
          attributesToRetrieve: ['objectID', 'productName', 'articleNumber', 'colorCode'],
          hitsPerPage: 1000,
          analytics: false,
        }),
      },
    ).catch(() => undefined)
    const parsed = response?.ok ? browseAnswer.safeParse(await response.json()) : undefined
    if (!parsed?.success) throw new SitemapUnavailable(`the product index ${productIndexName(locale)} did not answer`)
    hits.push(...parsed.data.hits)
    cursor = parsed.data.cursor
    if (!cursor) return hits
  }
  return hits
}

/** Every category path of the listings' trees (English segments), each with the keys it lists. */
function categoryPaths(
  nodes: readonly CategoryNode[],
  parents: string[] = [],
): Array<{ path: string; keys: string[] }> {
  return nodes.flatMap((node) => {
    const segments = [...parents, node.segment]
    const key = segments.join('-')
    return [
      { path: `/${segments.join('/')}`, keys: categoryKeysBelow(key, node) },
      ...categoryPaths(node.children, segments),
    ]
  })
}

/** The listings that show products, as the menu does: a category with a listed product in it or below it. */
async function categoryPages(origin: string, searchOrigin: string, fetchImpl: typeof fetch): Promise<Page[]> {
  const counts = await Promise.all(
    market.locales.map(async (locale) => {
      const found = await listedCategoryCounts(searchOrigin, locale, fetchImpl)
      if (!found) throw new SitemapUnavailable(`the category counts of ${locale} did not answer`)
      return [locale, found] as const
    }),
  )
  return categoryPaths(categoryTree).map(({ path, keys }) => {
    const page: Page = {}
    for (const [locale, count] of counts) {
      if (keys.some((key) => (count.get(key) ?? 0) > 0)) page[locale] = { href: publicHref(origin, locale, path) }
    }
    return page
  })
}

/** Every product page, in each locale whose index holds the product (with that locale's slug). */
async function productPages(origin: string, searchOrigin: string, fetchImpl: typeof fetch): Promise<Page[]> {
  const byKey = new Map<string, Page>()
  for (const locale of market.locales) {
    for (const hit of await productsOf(searchOrigin, locale, fetchImpl)) {
      const product = { slug: hit.productName, slugs: { [locale]: hit.productName }, ...hit }
      const page = byKey.get(hit.objectID) ?? {}
      page[locale] = { href: productHref(product, locale, origin) }
      byKey.set(hit.objectID, page)
    }
  }
  return [...byKey.values()]
}

/** The published content pages, each in the locales it is published in; drafts and stray paths never. */
async function contentPages(db: Database, origin: string): Promise<Page[]> {
  const rows = await db
    .selectFrom('content_pages')
    .select(['path', 'locale', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('path')
    .execute()
  const byPath = new Map<string, Page>()
  for (const row of rows) {
    const locale = market.locales.find((each) => each === row.locale)
    if (!locale || !contentPagePath.safeParse(row.path).success) continue
    const page = byPath.get(row.path) ?? {}
    page[locale] = { href: publicHref(origin, locale, row.path), lastmod: new Date(row.updated_at).toISOString() }
    byPath.set(row.path, page)
  }
  return [...byPath.values()]
}

/** The home page in every locale. */
const homePage = (origin: string): Page =>
  Object.fromEntries(market.locales.map((locale) => [locale, { href: publicHref(origin, locale, '/') }]))

/** Whether a public URL belongs to a shopper's own section (never listed, whatever the data says). */
function isPrivate(href: string, origin: string): boolean {
  return market.locales.some((locale) =>
    PRIVATE_SECTIONS.some((section) => {
      const base = publicHref(origin, locale, `/${section}`)
      return href === base || href.startsWith(`${base}/`)
    }),
  )
}

/**
 * The URLs of each locale's sitemap: the home page, the listings with products, the product pages
 * and the published content pages, each with its alternates in the locales that have the page and
 * `x-default` (the default locale's, else the first locale's).
 */
export async function sitemapUrls(deps: {
  db: Database
  origin: string
  searchOrigin: string
  fetchImpl?: typeof fetch
}): Promise<Record<Locale, SitemapUrl[]>> {
  const fetchImpl = deps.fetchImpl ?? fetch
  const [categories, products, content] = await Promise.all([
    categoryPages(deps.origin, deps.searchOrigin, fetchImpl),
    productPages(deps.origin, deps.searchOrigin, fetchImpl),
    contentPages(deps.db, deps.origin),
  ])
  const byLocale = Object.fromEntries(market.locales.map((locale) => [locale, [] as SitemapUrl[]])) as Record<
    Locale,
    SitemapUrl[]
  >
  for (const page of [homePage(deps.origin), ...categories, ...content, ...products]) {
    const present = market.locales.filter((locale) => page[locale] && !isPrivate(page[locale].href, deps.origin))
    const fallback = present.includes(market.defaultLocale) ? market.defaultLocale : present[0]
    if (!fallback) continue
    const alternates = [
      ...present.map((locale) => ({ hreflang: locale, href: page[locale]!.href })),
      { hreflang: 'x-default', href: page[fallback]!.href },
    ]
    for (const locale of present) {
      const { href, lastmod } = page[locale]!
      byLocale[locale].push({ loc: href, ...(lastmod ? { lastmod } : {}), alternates })
    }
  }
  return byLocale
}
