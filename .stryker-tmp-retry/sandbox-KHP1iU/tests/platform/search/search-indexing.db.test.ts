// @ts-nocheck
import type { Algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSearchRoutes } from '../../../server/platform/search/search.routes'
import { SearchService } from '../../../server/platform/search/service'
import { startTestServer, type TestServer } from '../../support/server'
import { fixtureProducts, indexFixtures, searchClient } from './fixtures'

let server: TestServer
let admin: Algoliasearch
let client: Algoliasearch

beforeAll(async () => {
  server = await startTestServer()
  admin = searchClient(server, 'kestrel-local-admin')
  client = searchClient(server)
  await indexFixtures(admin)
})
afterAll(() => server.close())

/** The client's ApiError: the status and message of the answer it refused. */
async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toMatchObject({ name: 'ApiError', status: expect.any(Number) })
  return error as { status: number; message: string }
}

describe('keys', () => {
  it('refuses a wrong key or application id with 403 as Algolia does', async () => {
    const wrongKey = await rejection(searchClient(server, 'nope').searchSingleIndex({ indexName: 'test_products' }))
    expect(wrongKey.status).toBe(403)
    expect(wrongKey.message).toBe('Invalid Application-ID or API key')
    const wrongApp = await rejection(
      searchClient(server, 'kestrel-local', 'OTHER').searchSingleIndex({ indexName: 'test_products' }),
    )
    expect(wrongApp.status).toBe(403)
    const raw = await fetch(`${server.origin}/platform/search/1/indexes/test_products/query`, {
      method: 'POST',
      body: '{}',
    })
    expect(raw.status).toBe(403)
    expect(await raw.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 })
  })

  it('lets the search key search but not write', async () => {
    const error = await rejection(client.saveObject({ indexName: 'test_products', body: { objectID: 'x', name: 'X' } }))
    expect(error.status).toBe(403)
    expect(error.message).toBe('Method not allowed with this API key')
    await expect(
      client.setSettings({ indexName: 'test_products', indexSettings: { customRanking: [] } }),
    ).rejects.toThrow(/not allowed/)
  })

  it('accepts the credentials in the query string too', async () => {
    const response = await fetch(
      `${server.origin}/platform/search/1/indexes/test_products/query?X-Algolia-Application-Id=KESTREL&X-Algolia-API-Key=kestrel-local`,
      { method: 'POST', body: JSON.stringify({ query: 'nova' }) },
    )
    expect(response.status).toBe(200)
    expect((await response.json()).nbHits).toBe(2)
  })
})

describe('indexing through the official client', () => {
  it('returns the settings that were set, over the defaults', async () => {
    const settings = await client.getSettings({ indexName: 'test_products' })
    expect(settings.customRanking).toEqual(['desc(createdAt)'])
    expect(settings.replicas).toContain('virtual(test_products_newest)')
    expect(settings.hitsPerPage).toBe(20)
    const replica = await client.getSettings({ indexName: 'test_products_price_asc' })
    expect(replica.ranking?.[0]).toBe('asc(price)')
  })

  it('applies batch add, update, partial update and delete, and every task is published', async () => {
    const response = await admin.batch({
      indexName: 'scratch',
      batchWriteParams: {
        requests: [
          { action: 'addObject', body: { objectID: 'a', name: 'Alpha boot', stock: 1 } },
          { action: 'addObject', body: { objectID: 'b', name: 'Beta boot', stock: 5 } },
          { action: 'updateObject', body: { objectID: 'c', name: 'Gamma sandal' } },
          { action: 'partialUpdateObject', body: { objectID: 'a', stock: { _operation: 'Increment', value: 2 } } },
          { action: 'deleteObject', body: { objectID: 'b' } },
        ],
      },
    })
    expect(response.objectIDs).toEqual(['a', 'b', 'c', 'a', 'b'])
    expect(await admin.waitForTask({ indexName: 'scratch', taskID: response.taskID })).toMatchObject({
      status: 'published',
    })
    expect(await client.getObject({ indexName: 'scratch', objectID: 'a' })).toEqual({
      objectID: 'a',
      name: 'Alpha boot',
      stock: 3,
    })
    const missing = await rejection(client.getObject({ indexName: 'scratch', objectID: 'b' }))
    expect(missing.status).toBe(404)
    expect((await client.searchSingleIndex({ indexName: 'scratch', searchParams: { query: 'boot' } })).nbHits).toBe(1)

    await admin.partialUpdateObject({ indexName: 'scratch', objectID: 'c', attributesToUpdate: { name: 'Gamma boot' } })
    await admin.deleteObject({ indexName: 'scratch', objectID: 'a' })
    const afterChanges = await client.searchSingleIndex({ indexName: 'scratch', searchParams: { query: 'boot' } })
    expect(afterChanges.hits.map((hit) => hit.objectID)).toEqual(['c'])

    const cleared = await admin.clearObjects({ indexName: 'scratch' })
    await admin.waitForTask({ indexName: 'scratch', taskID: cleared.taskID })
    expect((await client.searchSingleIndex({ indexName: 'scratch', searchParams: { query: '' } })).nbHits).toBe(0)
  })

  it('replaces all records through a temporary index (replaceAllObjects) and browses them back', async () => {
    await admin.saveObjects({ indexName: 'swap', objects: [{ objectID: 'old', name: 'Old boot' }], waitForTasks: true })
    await admin.setSettings({ indexName: 'swap', indexSettings: { customRanking: ['asc(rank)'] } })
    const objects = Array.from({ length: 1500 }, (_, rank) => ({
      objectID: `n${rank}`,
      name: `New boot ${rank}`,
      rank,
    }))
    await admin.replaceAllObjects({ indexName: 'swap', objects, batchSize: 1000 })

    const pages: string[][] = []
    await admin.browseObjects<{ objectID: string }>({
      indexName: 'swap',
      browseParams: {},
      aggregator: (response) => void pages.push(response.hits.map((hit) => hit.objectID)),
    })
    expect(pages.map((page) => page.length)).toEqual([1000, 500])
    expect(pages.flat()[0]).toBe('n0')
    expect(pages.flat()).not.toContain('old')
    expect(await client.getSettings({ indexName: 'swap' })).toMatchObject({ customRanking: ['asc(rank)'] })
    const { items } = await admin.listIndices()
    expect(items.filter((item) => item.name.startsWith('swap'))).toEqual([
      expect.objectContaining({ name: 'swap', entries: 1500 }),
    ])
  })

  it('lists indices with their replicas and record counts', async () => {
    const { items } = await admin.listIndices()
    const products = items.find((item) => item.name === 'test_products')
    expect(products).toMatchObject({ entries: fixtureProducts.length })
    expect(items.find((item) => item.name === 'test_products_price_asc')).toMatchObject({ primary: 'test_products' })
  })

  it('answers an unknown index with 404 and a bad body with 400, never a 5xx', async () => {
    const unknown = await rejection(client.searchSingleIndex({ indexName: 'no_such_index' }))
    expect(unknown.status).toBe(404)
    expect(unknown.message).toBe('Index does not exist')
    const bad = await fetch(`${server.origin}/platform/search/1/indexes/scratch/batch`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'KESTREL', 'x-algolia-api-key': 'kestrel-local-admin' },
      body: JSON.stringify({ requests: [{ action: 'explode', body: {} }] }),
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/requests\.0\.action/)
    const notJson = await fetch(`${server.origin}/platform/search/1/indexes/scratch/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'KESTREL', 'x-algolia-api-key': 'kestrel-local' },
      body: '{"query":',
    })
    expect(notJson.status).toBe(400)
    const badParam = await rejection(
      client.searchSingleIndex({ indexName: 'test_products', searchParams: { hitsPerPage: 5000 } }),
    )
    expect(badParam.status).toBe(400)
  })

  it('keeps records and settings across a restart: a new service loads them from the database', async () => {
    const restarted = createSearchRoutes({
      db: server.database.db,
      service: new SearchService(server.database.db),
      production: false,
    })
    const response = await restarted.request('/1/indexes/test_products_price_asc/query', {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'KESTREL', 'x-algolia-api-key': 'kestrel-local' },
      body: JSON.stringify({ query: '', hitsPerPage: 1, facets: ['division'] }),
    })
    const body = await response.json()
    expect(body.nbHits).toBe(fixtureProducts.length)
    expect(body.hits[0].objectID).toBe('1009-01')
    expect(body.facets.division.Women).toBe(4)
  })

  it('refuses the admin key in production', async () => {
    const production = createSearchRoutes({
      db: server.database.db,
      service: new SearchService(server.database.db),
      production: true,
    })
    const response = await production.request('/1/indexes/test_products/query', {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'KESTREL', 'x-algolia-api-key': 'kestrel-local-admin' },
      body: '{}',
    })
    expect(response.status).toBe(403)
  })
})
