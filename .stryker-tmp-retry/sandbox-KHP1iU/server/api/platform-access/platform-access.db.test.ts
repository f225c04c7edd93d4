// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commerceCatalogSeeder } from '../../platform/commerce/catalog.seed'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import type { TypedDocument } from '@common/graphql/typed-document'

/** A document as the API's callers have them (typed by codegen); its text is all the client sends. */
const doc = <T = unknown>(text: string) => text as unknown as TypedDocument<T, Record<string, never>>
import { createPlatformAccess, PlatformError } from './platform-access'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder] })
})
afterAll(() => server.close())

describe('platform access', () => {
  it('queries commerce with one cached client-credentials token', async () => {
    let tokenRequests = 0
    const access = createPlatformAccess({
      origin: server.origin,
      clientId: 'kestrel-local',
      clientSecret: 'kestrel-local',
      fetch: (input, init) => {
        if (String(input).endsWith('/oauth/token')) tokenRequests += 1
        return fetch(input, init)
      },
    })
    const query = doc<{ products: { results: Array<{ key: string }> } }>(
      'query { products(limit: 2) { results { key } } }',
    )
    const first = await access.commerceQuery(query)
    await access.commerceQuery(query)
    expect(first.products.results).toHaveLength(2)
    expect(tokenRequests).toBe(1)
  })

  it('reports GraphQL errors with their message', async () => {
    const access = createPlatformAccess({
      origin: server.origin,
      clientId: 'kestrel-local',
      clientSecret: 'kestrel-local',
    })
    await expect(access.commerceQuery(doc('query { noSuchField }'))).rejects.toBeInstanceOf(PlatformError)
  })

  it('refuses wrong credentials', async () => {
    const access = createPlatformAccess({ origin: server.origin, clientId: 'kestrel-local', clientSecret: 'wrong' })
    await expect(access.commerceQuery(doc('query { products(limit: 1) { results { key } } }'))).rejects.toMatchObject({
      status: 401,
    })
  })
})
