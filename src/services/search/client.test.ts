import { describe, expect, it, vi } from 'vitest'
import { createSearchClient, SearchError, serializeParams } from './client'
import { filtersEvent, insightsUserToken, productClickEvent, productsViewedEvents } from './insights'

describe('search client', () => {
  it('serializes params as Algolia does: strings as they are, the rest as JSON', () => {
    expect(
      serializeParams({ query: 'a b', hitsPerPage: 2, facets: ['x'], clickAnalytics: true, skip: undefined }),
    ).toBe('query=a%20b&hitsPerPage=2&facets=%5B%22x%22%5D&clickAnalytics=true')
  })

  it('posts multiple queries to {origin}/platform/search with the credentials in the query string', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 24 }] }),
    )
    const client = createSearchClient({ origin: 'http://localhost:3000', fetch })
    const results = await client.search([{ indexName: 'prod_kestrel_en_CZ_Products', params: { query: 'boot' } }])
    expect(results).toHaveLength(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/platform\/search\/1\/indexes\/\*\/queries\?x-algolia-application-id=KESTREL&x-algolia-api-key=kestrel-local&x-algolia-agent=/,
    )
    expect(JSON.parse(String(init.body))).toEqual({
      requests: [{ indexName: 'prod_kestrel_en_CZ_Products', params: 'query=boot' }],
    })
  })

  it("turns the service's errors into a SearchError with its message and status", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ message: 'Invalid Application-ID or API key', status: 403 }, { status: 403 }),
    )
    const client = createSearchClient({ fetch })
    await expect(client.search([{ indexName: 'x', params: {} }])).rejects.toEqual(
      new SearchError('Invalid Application-ID or API key', 403),
    )
  })

  it('sends insights events to {host}/1/events', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 200, message: 'OK' }))
    const client = createSearchClient({ fetch })
    await client.sendEvents([
      productClickEvent({ index: 'i', userToken: 'u', objectID: 'o', position: 3, queryID: 'q'.repeat(32) }),
    ])
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/^\/platform\/search\/1\/events\?/)
    expect(JSON.parse(String(init.body)).events[0]).toMatchObject({
      eventType: 'click',
      eventName: 'Product Clicked After Search',
      objectIDs: ['o'],
      positions: [3],
    })
  })
})

describe('insights events', () => {
  it('a click without a queryID is a plain click', () => {
    expect(productClickEvent({ index: 'i', userToken: 'u', objectID: 'o', position: 1 })).toEqual({
      eventType: 'click',
      eventName: 'Product Clicked',
      index: 'i',
      userToken: 'u',
      objectIDs: ['o'],
    })
  })

  it('views go out 20 objectIDs at a time; filters keep the last 10', () => {
    const ids = Array.from({ length: 45 }, (_, index) => String(index))
    expect(
      productsViewedEvents({ index: 'i', userToken: 'u', objectIDs: ids }).map((event) => event.objectIDs?.length),
    ).toEqual([20, 20, 5])
    const filters = Array.from({ length: 12 }, (_, index) => `color:${index}`)
    expect(filtersEvent({ kind: 'click', index: 'i', userToken: 'u', filters }).filters).toEqual(filters.slice(2))
  })

  it('keeps the user token in a 180-day cookie', () => {
    const doc = { cookie: '' }
    const token = insightsUserToken(doc)
    expect(token).toMatch(/^anonymous-/)
    expect(doc.cookie).toContain(`Max-Age=${180 * 24 * 3600}`)
    expect(insightsUserToken({ cookie: `other=1; _ALGOLIA=${token}` })).toBe(token)
  })
})
