// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { market, type Locale } from '@common/market'
import { categoryFilter, findCategory } from '@common/search-categories'
import { productIndexName } from '@common/search-indices'
import { navigationFor } from '../../server/api/content/navigation.seed'
import { buildListingRequests, listingQueryFromSearch, parseListingResults } from '../../src/services/search/listing'
import { menuHrefs } from '../support/menu'
import { useSearchCatalog } from '../support/search-catalog'

const catalog = useSearchCatalog()

type Navigation = ReturnType<typeof navigationFor>

const servedMenu = async (locale: Locale): Promise<Navigation> => {
  const response = await fetch(`${catalog.server.origin}/api/content/navigation?locale=${locale}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Navigation }).data
}

/** What the listing page at a menu link shows: the same requests the page sends. */
const listingCount = async (href: string, locale: Locale): Promise<number> => {
  const category = findCategory(href.split('/').filter(Boolean))
  if (!category) throw new Error(`${href} is not a category`)
  const listing = listingQueryFromSearch({ locale, search: {}, categoryFilter: categoryFilter(category) })
  return parseListingResults(listing, await catalog.client.search(buildListingRequests(listing))).nbHits
}

const admin = {
  'x-algolia-application-id': 'KESTREL',
  'x-algolia-api-key': 'kestrel-local-admin',
  'content-type': 'application/json',
}

describe('every menu entry leads to products', () => {
  for (const locale of market.locales) {
    it(`serves the whole seeded ${locale} menu, and each entry's listing has products`, async () => {
      const served = menuHrefs((await servedMenu(locale)).items)
      expect(served).toEqual(menuHrefs(navigationFor(locale).items))
      const empty: string[] = []
      for (const href of served) if ((await listingCount(href, locale)) < 1) empty.push(href)
      expect(empty).toEqual([])
    }, 60_000)
  }

  it('leaves out a category once it has no products, in every language', async () => {
    for (const locale of market.locales) {
      const index = encodeURIComponent(productIndexName(locale))
      const found = await fetch(`${catalog.server.origin}/platform/search/1/indexes/${index}/query`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          query: '',
          filters: 'categoryKeys:"golf-iconic"',
          hitsPerPage: 1000,
          attributesToRetrieve: ['objectID'],
        }),
      })
      const { hits } = (await found.json()) as { hits: { objectID: string }[] }
      expect(hits.length).toBeGreaterThan(0)
      const removed = await fetch(`${catalog.server.origin}/platform/search/1/indexes/${index}/batch`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          requests: hits.map(({ objectID }) => ({ action: 'deleteObject', body: { objectID } })),
        }),
      })
      expect(removed.status).toBe(200)
    }
    for (const locale of market.locales) {
      expect(await listingCount('/golf/iconic', locale)).toBe(0)
      const menu = await servedMenu(locale)
      const hrefs = menuHrefs(menu.items)
      expect(hrefs).not.toContain('/golf/iconic')
      expect(hrefs).toContain('/golf/collections')
      const stillFilled: string[] = []
      for (const href of menuHrefs(navigationFor(locale).items))
        if ((await listingCount(href, locale)) > 0) stillFilled.push(href)
      expect(hrefs).toEqual(stillFilled)
      const golf = menu.items.find((item) => item.id === 'golf')
      expect(golf?.linkCollections.every((collection) => collection.links.length > 0)).toBe(true)
    }
  })
})
