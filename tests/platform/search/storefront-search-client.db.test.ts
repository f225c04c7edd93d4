import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchTables } from '../../../server/platform/search/tables'
import { SearchError } from '../../../src/services/search/client'
import { testSearchClient } from '../../support/search-catalog'
import { productClickEvent } from '../../../src/services/search/insights'
import { startTestServer, type TestServer } from '../../support/server'
import { indexFixtures, searchClient } from './fixtures'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
  await indexFixtures(searchClient(server, 'kestrel-local-admin'))
})
afterAll(() => server.close())

/** The storefront's search client (Algolia's lite client and search-insights) against the local search service. */
describe('the storefront search client', () => {
  it('runs several queries in one request, with params as the listing builds them', async () => {
    const client = testSearchClient(server.origin)
    const [sneakers, facets] = await client.search([
      { indexName: 'test_products', params: { query: 'sneaker', hitsPerPage: 2, clickAnalytics: true } },
      { indexName: 'test_products', params: { query: '', hitsPerPage: 0, facets: ['division'] } },
    ])
    expect(sneakers).toMatchObject({ hitsPerPage: 2, page: 0 })
    expect(sneakers!.nbHits).toBeGreaterThan(0)
    expect(sneakers!.hits.length).toBeLessThanOrEqual(2)
    expect(sneakers!.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(facets!.facets?.division).toMatchObject({ Women: expect.any(Number) })
  })

  it("turns the service's refusal into a SearchError with its message and status", async () => {
    const client = testSearchClient(server.origin, { apiKey: 'not-a-key' })
    const refusal = await client.search([{ indexName: 'test_products', params: {} }]).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(SearchError)
    expect(refusal).toMatchObject({ status: 403 })
  })

  it('stops before asking when the search was cancelled', async () => {
    const client = testSearchClient(server.origin)
    const controller = new AbortController()
    controller.abort()
    await expect(client.search([{ indexName: 'test_products', params: {} }], controller.signal)).rejects.toThrow()
  })

  it('sends insights events to the service, which stores them', async () => {
    const client = testSearchClient(server.origin)
    await client.sendEvents([
      productClickEvent({
        index: 'test_products',
        userToken: 'shopper-7',
        objectID: '1001-01',
        position: 3,
        queryID: 'a'.repeat(32),
      }),
    ])
    const stored = await server.database.db
      .withTables<SearchTables>()
      .selectFrom('search_events')
      .selectAll()
      .where('user_token', '=', 'shopper-7')
      .execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ event_type: 'click', index_name: 'test_products' })
  })
})
