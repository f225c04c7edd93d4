import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { searchSeeder } from '../../server/platform/search/search.seed'
import { createSearchClient, SearchError, type SearchClient } from '../../src/services/search/client'
import { fetchRequester } from '../../src/services/search/fetch-requester'
import { testSearchClient } from '../support/search-catalog'
import { productClickEvent, productsViewedEvents } from '../../src/services/search/insights'
import {
  buildListingRequests,
  listingQueryFromSearch,
  listingQueryOptions,
  parseListingResults,
} from '../../src/services/search/listing'
import { startTestServer, type TestServer } from '../support/server'

let server: TestServer
let client: SearchClient

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder, searchSeeder] })
  client = testSearchClient(server.origin)
})
afterAll(() => server.close())

const run = async (
  search: Parameters<typeof listingQueryFromSearch>[0]['search'],
  extra: { categoryFilter?: string } = {},
) => {
  const listing = listingQueryFromSearch({ locale: 'cs-CZ', search, ...extra })
  return parseListingResults(listing, await client.search(buildListingRequests(listing)))
}

describe('the listing search client against the search service', () => {
  it('lists the seeded products with facet counts, a queryID and parsed hits', async () => {
    const result = await run({})
    expect(result.nbHits).toBe(2)
    expect(result.hits.map((hit) => hit.objectID).sort()).toEqual(['100001-01', '100002-02'])
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(result.facets.gender.map(({ value, count }) => [value, count]).sort()).toEqual([
      ['Kids', 1],
      ['Women', 1],
    ])
    expect(result.facets.size.length).toBeGreaterThan(0)
    expect(result.hasMore).toBe(false)
  })

  it('keeps the other values of a refined facet (disjunctive counts) while filtering the hits', async () => {
    const result = await run({ gender: 'Women' })
    expect(result.nbHits).toBe(1)
    expect(result.facets.gender).toEqual([
      { value: 'Kids', count: 1, isRefined: false },
      { value: 'Women', count: 1, isRefined: true },
    ])
  })

  it('sorts through the replicas', async () => {
    const ascending = await run({ sort: 'priceAsc' })
    const descending = await run({ sort: 'priceDesc' })
    expect(ascending.hits.map((hit) => hit.price)).toEqual([1000, 2500])
    expect(descending.hits.map((hit) => hit.price)).toEqual([2500, 1000])
    expect(ascending.indexName).toBe('prod_kestrel_cs-CZ_CZ_Products_price_asc')
  })

  it('applies a category filter', async () => {
    const result = await run({}, { categoryFilter: 'categoryKeys:"no-such-category"' })
    expect(result.nbHits).toBe(0)
  })

  it('works as a query-cache query', async () => {
    const options = listingQueryOptions(client, listingQueryFromSearch({ locale: 'en', search: { q: 'runner' } }))
    const result = await options.queryFn!({ signal: new AbortController().signal } as never)
    expect(result.nbHits).toBeGreaterThanOrEqual(0)
  })

  it('answers a wrong key with the service message', async () => {
    const wrong = testSearchClient(server.origin, { apiKey: 'nope' })
    await expect(wrong.search([{ indexName: 'prod_kestrel_en_CZ_Products', params: {} }])).rejects.toEqual(
      new SearchError('Invalid Application-ID or API key', 403),
    )
  })

  it('goes through the fetch it is given (as the server renders a page: in its own process): the same answers and refusals', async () => {
    const sent: string[] = []
    const through = (apiKey?: string) =>
      createSearchClient({
        origin: server.origin,
        ...(apiKey ? { apiKey } : {}),
        timeouts: { connect: 10_000, read: 30_000 },
        requester: fetchRequester((input, init) => {
          sent.push(`${init?.method} ${new URL(String(input)).pathname}`)
          return fetch(input, init)
        }),
      })
    const listing = listingQueryFromSearch({ locale: 'cs-CZ', search: { sort: 'priceDesc' } })
    const requests = buildListingRequests(listing)
    // Each answer has its own queryID; the rest is the same.
    const answer = async (search: SearchClient) => {
      const { queryID, ...result } = parseListingResults(listing, await search.search(requests))
      expect(queryID).toMatch(/^[0-9a-f]{32}$/)
      return result
    }
    expect(await answer(through())).toEqual(await answer(client))
    expect(sent).toEqual(['POST /platform/search/1/indexes/*/queries'])
    await expect(through('nope').search([{ indexName: 'prod_kestrel_en_CZ_Products', params: {} }])).rejects.toEqual(
      new SearchError('Invalid Application-ID or API key', 403),
    )
  })

  it('sends insights events the service accepts', async () => {
    const result = await run({ q: '' })
    const events = [
      productClickEvent({
        index: result.indexName,
        userToken: 'anonymous-test',
        objectID: result.hits[0]!.objectID,
        position: 1,
        queryID: result.queryID,
      }),
      ...productsViewedEvents({
        index: result.indexName,
        userToken: 'anonymous-test',
        objectIDs: result.hits.map((hit) => hit.objectID),
      }),
    ]
    const response = await fetch(
      `${client.host}/1/events?x-algolia-application-id=KESTREL&x-algolia-api-key=kestrel-local`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ events }),
      },
    )
    expect(response.status).toBe(200)
    await expect(client.sendEvents(events)).resolves.toBeUndefined()
  })
})
