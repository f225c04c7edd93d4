// @ts-nocheck
import type { Algoliasearch, SearchResponse } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/server'
import { fixtureProducts, indexFixtures, searchClient } from './fixtures'

let server: TestServer
let client: Algoliasearch

beforeAll(async () => {
  server = await startTestServer()
  await indexFixtures(searchClient(server, 'kestrel-local-admin'))
  client = searchClient(server)
})
afterAll(() => server.close())

type Hit = {
  objectID: string
  name: string
  price: number
  _highlightResult?: Record<string, { value: string; matchLevel: string }>
}

async function query(params: Record<string, unknown>, indexName = 'test_products'): Promise<SearchResponse<Hit>> {
  return client.searchSingleIndex<Hit>({ indexName, searchParams: params })
}

const ids = (response: SearchResponse<Hit>) => response.hits.map((hit) => hit.objectID)

describe('full-text search with the official client', () => {
  it('finds words without diacritics and case', async () => {
    expect(ids(await query({ query: 'cerna' }))).toEqual(['1004-01'])
    expect(ids(await query({ query: 'CHELSEA' }))).toEqual(['1003-01'])
  })

  it('tolerates one typo from 4 letters and two from 8, none below', async () => {
    expect(ids(await query({ query: 'chelsae' }))).toEqual(['1003-01'])
    expect(ids(await query({ query: 'spiklessss' }))).toEqual([])
    expect(ids(await query({ query: 'spikelezz' }))).toEqual(['1006-01'])
    expect(ids(await query({ query: 'bolt' }))).toEqual(expect.arrayContaining(['1008-01']))
    expect((await query({ query: 'nva' })).nbHits).toBe(0)
    expect((await query({ query: 'chelsae', typoTolerance: false })).nbHits).toBe(0)
  })

  it('matches the last word as a prefix', async () => {
    expect(ids(await query({ query: 'leather sne' })).sort()).toEqual(['1001-01', '1001-02'])
    expect(ids(await query({ query: 'ballerin' }))).toEqual(['1005-01'])
  })

  it('ranks exact matches above typos and earlier attributes above later ones', async () => {
    // 'boot' is exact in two names, a typo of 'boots' nowhere else; 'belt' is one typo away from 'bolt'
    const boots = await query({ query: 'boot', getRankingInfo: true })
    expect(ids(boots).slice(0, 2).sort()).toEqual(['1003-01', '1004-01'])
    const sneakers = await query({ query: 'sneakers' })
    // the name attribute ('Sneakers Runner Pro') outranks the collectionType attribute of the other two
    expect(ids(sneakers)[0]).toBe('1002-01')
    expect(ids(sneakers).length).toBe(3)
    const typo = await query({ query: 'belt' })
    expect(ids(typo)[0]).toBe('1008-01')
  })

  it('highlights matches with <em> and reports match levels', async () => {
    const response = await query({ query: 'chelsea bo' })
    const name = response.hits[0]!._highlightResult!.name!
    expect(name.value).toBe('<em>Chelsea</em> <em>Bo</em>ot Classic')
    expect(name.matchLevel).toBe('full')
    const custom = await query({ query: 'nova', highlightPreTag: '<mark>', highlightPostTag: '</mark>' })
    expect(custom.hits[0]!._highlightResult!.name!.value).toBe('Leather Sneaker <mark>Nova</mark>')
    expect(custom.hits[0]!._highlightResult!.division!.matchLevel).toBe('none')
  })

  it('paginates with nbHits, nbPages, page and hitsPerPage', async () => {
    const first = await query({ query: '', hitsPerPage: 4, page: 0 })
    const last = await query({ query: '', hitsPerPage: 4, page: 2 })
    expect(first).toMatchObject({ nbHits: 10, nbPages: 3, page: 0, hitsPerPage: 4 })
    expect(first.hits).toHaveLength(4)
    expect(last.hits).toHaveLength(2)
    // customRanking desc(createdAt): newest first
    expect(ids(first)[0]).toBe('1009-01')
    expect((await query({ query: '', hitsPerPage: 4, page: 9 })).hits).toEqual([])
  })

  it('retrieves only the attributes asked for, always with objectID', async () => {
    const response = await query({ query: 'nova', attributesToRetrieve: ['name', 'price'], attributesToHighlight: [] })
    expect(response.hits[0]).toEqual({
      objectID: expect.any(String),
      name: 'Leather Sneaker Nova',
      price: expect.any(Number),
    })
  })

  it('returns a queryID only with clickAnalytics', async () => {
    expect((await query({ query: 'boot', clickAnalytics: true })).queryID).toMatch(/^[0-9a-f]{32}$/)
    expect((await query({ query: 'boot' })).queryID).toBeUndefined()
  })
})

describe('facets and filters', () => {
  it('counts facet values exactly over all hits, with stats of numeric facets', async () => {
    const response = await query({
      query: '',
      facets: ['division', 'collectionType', 'sizes.EU', 'price', 'hasDiscount'],
      hitsPerPage: 0,
    })
    expect(response.facets!.division).toEqual({ Women: 4, Men: 3, Accessories: 1, Care: 1, Kids: 1 })
    expect(response.facets!['sizes.EU']!['38']).toBe(3)
    expect(response.facets!.hasDiscount).toEqual({ false: 7, true: 3 })
    const prices = fixtureProducts.map((product) => product.price)
    expect(response.facets_stats!.price).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
      avg: Math.round((prices.reduce((a, b) => a + b, 0) / prices.length) * 100) / 100,
      sum: prices.reduce((a, b) => a + b, 0),
    })
    expect(response.hits).toEqual([])
  })

  it('returns every declared facet for facets: ["*"], never the filter-only ones', async () => {
    const response = await query({ query: 'boot', facets: ['*'], hitsPerPage: 0 })
    expect(Object.keys(response.facets!)).toContain('collectionClass')
    expect(Object.keys(response.facets!)).not.toContain('articleNumber')
    expect(response.facets!.collectionType).toEqual({ Boots: 2 })
  })

  it('applies facetFilters as an AND of OR groups, with - negation', async () => {
    const either = await query({
      query: '',
      facetFilters: [['division:Women', 'division:Kids'], 'collectionClass:SS25'],
    })
    expect(ids(either).sort()).toEqual(['1005-01', '1007-01'])
    const notWomen = await query({ query: '', facetFilters: ['division:-Women'] })
    expect(notWomen.nbHits).toBe(6)
    expect((await query({ query: '', facetFilters: 'dominantColor:black' })).nbHits).toBe(2)
  })

  it('applies numericFilters: comparisons and ranges', async () => {
    expect(ids(await query({ query: '', numericFilters: ['price<1000'] })).sort()).toEqual([
      '1007-01',
      '1008-01',
      '1009-01',
    ])
    expect((await query({ query: '', numericFilters: ['price:1000 TO 2500'] })).nbHits).toBe(3)
    expect((await query({ query: '', numericFilters: [['price<500', 'price>3900']] })).nbHits).toBe(2)
    expect((await query({ query: '', numericFilters: ['discountPercentage>=30'] })).nbHits).toBe(1)
  })

  it('applies the filters language: AND, OR, NOT, parentheses, ranges and booleans', async () => {
    const filters =
      '(division:Women OR division:Men) AND NOT collectionType:Sneakers AND price >= 3000 AND hasDiscount:false'
    expect(ids(await query({ query: '', filters })).sort()).toEqual(['1004-01', '1006-01'])
    expect((await query({ query: '', filters: 'price:1000 TO 2000 AND "collectionClass":"SS25"' })).nbHits).toBe(1)
    expect((await query({ query: 'leather', filters: 'sizes.EU:40' })).nbHits).toBe(1)
  })

  it('answers a malformed filter with 400 and Algolia’s message shape', async () => {
    const response = await fetch(`${server.origin}/platform/search/1/indexes/test_products/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'KESTREL', 'x-algolia-api-key': 'kestrel-local' },
      body: JSON.stringify({ filters: 'price >= AND' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 400, message: expect.stringMatching(/^filters: Unexpected token/) })
  })

  it('searches facet values declared searchable', async () => {
    const response = await client.searchForFacetValues({
      indexName: 'test_products',
      facetName: 'division',
      searchForFacetValuesRequest: { facetQuery: 'wo' },
    })
    expect(response.facetHits).toEqual([{ value: 'Women', highlighted: '<em>Wo</em>men', count: 4 }])
  })
})

describe('sort replicas', () => {
  it('orders by price, newest and discount through replica index names', async () => {
    const prices = (response: SearchResponse<Hit>) => response.hits.map((hit) => hit.price)
    const ascending = await query({ query: '' }, 'test_products_price_asc')
    expect(prices(ascending)).toEqual([...prices(ascending)].sort((a, b) => a - b))
    expect(ascending.nbHits).toBe(10)
    const descending = await query({ query: 'boot' }, 'test_products_price_desc')
    expect(ids(descending)).toEqual(['1003-01', '1004-01'])
    expect(ids(await query({ query: '' }, 'test_products_newest'))[0]).toBe('1009-01')
    expect(ids(await query({ query: '' }, 'test_products_discount_desc')).slice(0, 2)).toEqual(['1005-01', '1001-02'])
  })
})

describe('multi-queries, as InstantSearch sends them', () => {
  it('answers each request of /1/indexes/*/queries in order', async () => {
    const { results } = await client.search<Hit>({
      requests: [
        { indexName: 'test_products', query: 'boot', facets: ['division'], facetFilters: [['division:Men']] },
        { indexName: 'test_products', query: 'boot', facets: ['division'], hitsPerPage: 0 },
        { indexName: 'test_products_price_asc', query: '', hitsPerPage: 1 },
        { indexName: 'test_products', type: 'facet', facet: 'division', facetQuery: 'me' },
      ],
    })
    expect(results).toHaveLength(4)
    const [refined, disjunctive, cheapest, facetHits] = results as [
      SearchResponse<Hit>,
      SearchResponse<Hit>,
      SearchResponse<Hit>,
      { facetHits: unknown[] },
    ]
    expect(ids(refined)).toEqual(['1003-01'])
    expect(disjunctive.facets!.division).toEqual({ Men: 1, Women: 1 })
    expect(cheapest.hits[0]!.objectID).toBe('1009-01')
    expect(cheapest.index).toBe('test_products_price_asc')
    expect(facetHits.facetHits).toEqual([{ value: 'Men', highlighted: '<em>Me</em>n', count: 3 }])
  })

  it('reads the legacy params string form', async () => {
    const response = await fetch(
      `${server.origin}/platform/search/1/indexes/*/queries?x-algolia-application-id=KESTREL&x-algolia-api-key=kestrel-local`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          requests: [
            { indexName: 'test_products', params: 'query=boot&hitsPerPage=1&facetFilters=%5B%22division%3AMen%22%5D' },
          ],
        }),
      },
    )
    expect(response.status).toBe(200)
    const { results } = await response.json()
    expect(results[0]).toMatchObject({
      nbHits: 1,
      hitsPerPage: 1,
      params: 'query=boot&hitsPerPage=1&facetFilters=%5B%22division%3AMen%22%5D',
    })
  })
})
