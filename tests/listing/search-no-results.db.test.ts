import { describe, expect, it } from 'vitest'
import { categoryFilter, findCategory } from '@common/search-categories'
import { buildListingRequests, listingQueryFromSearch, parseListingResults } from '../../src/services/search/listing'
import { useSearchCatalog } from '../support/search-catalog'
import { fetchNoResultsHelp, POPULAR_CATEGORIES } from '../../src/services/search/no-results'

const catalog = useSearchCatalog()

const hitsFor = async (locale: string, q: string, filter?: string) => {
  const listing = listingQueryFromSearch({ locale, search: { q }, categoryFilter: filter })
  return parseListingResults(listing, await catalog.client.search(buildListingRequests(listing))).nbHits
}

describe('a search without results offers a way on (query suggestions index)', () => {
  it.each([
    ['cs-CZ', 'sneekers', 'tenisky'],
    ['cs-CZ', 'damske kozene sneekers', 'dámské kožené tenisky'],
    // No shoe is purple (yellow ones are found since colours match in Czech).
    ['cs-CZ', 'fialove boty', 'boty'],
    ['en', 'sandaly damske', 'sandals'],
    ['en', 'snikers', 'sneakers'],
  ])('%s “%s” → did you mean “%s”, which finds products', async (locale, query, expected) => {
    expect(await hitsFor(locale, query)).toBe(0)
    const help = await fetchNoResultsHelp(catalog.client, locale, query)
    expect(help.suggestion?.query).toBe(expected)
    expect(help.suggestion?.nbHits).toBe(await hitsFor(locale, expected))
    expect(help.suggestion?.nbHits).toBeGreaterThan(0)
  })

  it('offers no correction for nonsense, but popular categories with products and best sellers, in the page language', async () => {
    for (const locale of ['cs-CZ', 'en']) {
      const help = await fetchNoResultsHelp(catalog.client, locale, 'qxwvzt')
      expect(help.suggestion).toBeUndefined()
      expect(help.categories).toHaveLength(POPULAR_CATEGORIES)
      for (const category of help.categories) {
        const found = findCategory(category.path.split('/').filter(Boolean))
        expect(found, category.path).toBeDefined()
        expect(await hitsFor(locale, '', categoryFilter(found!))).toBe(category.count)
      }
      const counts = help.categories.map((category) => category.count)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      expect(help.products.length).toBeGreaterThan(0)
    }
    const cs = await fetchNoResultsHelp(catalog.client, 'cs-CZ', 'qxwvzt')
    expect(cs.categories.map((category) => category.label)).toContain('Ženy › Obuv')
    const en = await fetchNoResultsHelp(catalog.client, 'en', 'qxwvzt')
    expect(en.categories.map((category) => category.label)).toContain('Women › Shoes')
  })
})
