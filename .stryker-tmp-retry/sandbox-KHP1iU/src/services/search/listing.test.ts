// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { categoryFilter, categoryKeysBelow, CATEGORY_ROOTS, findCategory } from '@common/search-categories'
import type { SearchResult } from './client'
import {
  buildListingRequests,
  clearRefinements,
  listingQueryFromSearch,
  listingSearchSchema,
  parseListingResults,
  refinementsOf,
  toggleRefinement,
} from './listing'

describe('listing URL state', () => {
  it('reads filters, sort and page; drops what is not valid', () => {
    expect(listingSearchSchema.parse({ color: 'Black,White', sort: 'priceAsc', page: '3' })).toEqual({
      color: 'Black,White',
      sort: 'priceAsc',
      page: 3,
    })
    expect(listingSearchSchema.parse({ sort: 'cheapest', page: '0', size: 42 })).toEqual({
      sort: undefined,
      page: undefined,
      size: undefined,
    })
    expect(listingSearchSchema.parse({ page: 'abc' }).page).toBeUndefined()
    expect(listingSearchSchema.parse({ page: '41' }).page).toBeUndefined()
  })

  it('splits comma-separated values into refinements', () => {
    expect(refinementsOf({ color: 'Black, White', size: '42', gender: '' })).toEqual({
      color: ['Black', 'White'],
      size: ['42'],
    })
  })

  it('toggles a value and goes back to the first page', () => {
    const search = { color: 'Black', page: 3, sort: 'newest' as const }
    expect(toggleRefinement(search, 'color', 'White')).toEqual({
      color: 'Black,White',
      page: undefined,
      sort: 'newest',
    })
    expect(toggleRefinement(search, 'color', 'Black')).toEqual({ color: undefined, page: undefined, sort: 'newest' })
    expect(clearRefinements({ ...search, q: 'boot', size: '40' })).toEqual({ q: 'boot', sort: 'newest' })
  })
})

describe('listing requests', () => {
  const listing = listingQueryFromSearch({
    locale: 'cs-CZ',
    search: { color: 'Black,White', size: '42', sort: 'priceAsc', page: 2 },
    categoryFilter: 'categoryKeys:"women"',
    sizeConvention: 'UK',
  })

  it('asks the sort replica for every loaded page with the refinements, and counts refined facets without themselves', () => {
    const [main, colour, size, ...rest] = buildListingRequests(listing)
    expect(rest).toEqual([])
    expect(main?.indexName).toBe('prod_kestrel_cs-CZ_CZ_Products_price_asc')
    expect(main?.params).toMatchObject({
      query: '',
      filters: 'categoryKeys:"women"',
      facets: ['gender', 'collectionType', 'dominantColor', 'sizes.UK', 'priceRange'],
      facetFilters: [['dominantColor:Black', 'dominantColor:White'], ['sizes.UK:42']],
      hitsPerPage: 48,
      page: 0,
      clickAnalytics: true,
    })
    expect(colour?.params).toMatchObject({ facets: ['dominantColor'], facetFilters: [['sizes.UK:42']], hitsPerPage: 0 })
    expect(size?.params).toMatchObject({
      facets: ['sizes.UK'],
      facetFilters: [['dominantColor:Black', 'dominantColor:White']],
      hitsPerPage: 0,
    })
  })

  it('uses the primary index without a sort and one request without refinements', () => {
    const requests = buildListingRequests(listingQueryFromSearch({ locale: 'en', search: { q: ' boots ' } }))
    expect(requests).toHaveLength(1)
    expect(requests[0]?.indexName).toBe('prod_kestrel_en_CZ_Products')
    expect(requests[0]?.params).toMatchObject({ query: 'boots', hitsPerPage: 24 })
    expect(requests[0]?.params.filters).toBeUndefined()
  })

  it('merges the answers: disjunctive counts for refined facets, refined values kept, more pages known', () => {
    const result = (facets: SearchResult['facets'], nbHits = 100, hits: unknown[] = []): SearchResult => ({
      hits,
      nbHits,
      page: 0,
      nbPages: 1,
      hitsPerPage: 48,
      facets,
      queryID: 'a'.repeat(32),
    })
    const hit = {
      objectID: '1-01',
      articleNumber: '1',
      colorCode: '01',
      name: 'A',
      productName: 'a',
      price: 1,
      listPrice: 1,
      currency: 'CZK',
      hasDiscount: false,
      discountPercentage: 0,
    }
    const parsed = parseListingResults(listing, [
      result({ dominantColor: { Black: 5 }, 'sizes.UK': { '42': 5 }, gender: { Women: 5 } }, 60, [
        hit,
        { objectID: 'broken' },
      ]),
      result({ dominantColor: { Black: 5, Red: 9 } }),
      result({ 'sizes.UK': { '8': 2, '42': 5, '10.5': 1 } }),
    ])
    expect(parsed.facets.color).toEqual([
      { value: 'Red', count: 9, isRefined: false },
      { value: 'Black', count: 5, isRefined: true },
      { value: 'White', count: 0, isRefined: true },
    ])
    expect(parsed.facets.size.map((value) => value.value)).toEqual(['8', '10.5', '42'])
    expect(parsed.facets.gender).toEqual([{ value: 'Women', count: 5, isRefined: false }])
    expect(parsed.hits.map((h) => h.objectID)).toEqual(['1-01'])
    expect(parsed).toMatchObject({
      nbHits: 60,
      page: 2,
      hasMore: true,
      queryID: 'a'.repeat(32),
      indexName: 'prod_kestrel_cs-CZ_CZ_Products_price_asc',
    })
  })
})

describe('categories', () => {
  it('has every tree of spec 2.3', () => {
    expect(CATEGORY_ROOTS).toEqual([
      'women',
      'men',
      'kids',
      'golf',
      'outdoor',
      'bags-and-accessories',
      'shoe-care',
      'sale',
      'black-friday',
      'cyber-monday',
      'new',
      'collections',
    ])
  })

  it('finds a category by its English segments and filters by it and everything below', () => {
    const shoes = findCategory(['women', 'shoes'])
    expect(shoes?.key).toBe('women-shoes')
    expect(shoes?.trail.map((node) => node.name['cs-CZ'])).toEqual(['Ženy', 'Obuv'])
    expect(categoryKeysBelow('women-shoes', shoes!.node)).toContain('women-shoes-sneakers')
    expect(categoryFilter(findCategory(['new'])!)).toBe('categoryKeys:"new" OR categoryKeys:"new-all"')
    expect(findCategory(['women', 'nope'])).toBeUndefined()
  })
})
