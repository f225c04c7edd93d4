import { afterAll, beforeAll } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { commerceCatalogSeeder } from '../../server/platform/commerce/catalog.seed'
import { searchSeeder } from '../../server/platform/search/search.seed'
import { createSearchClient, type SearchClient } from '../../src/services/search/client'
import { startTestServer, type TestServer } from './server'

export interface SearchCatalog {
  /** The running app on the demo catalog, its content and search indices; read it inside tests and hooks. */
  readonly server: TestServer
  /** The app's own search client against it. */
  readonly client: SearchClient
}

/** Starts the real app seeded with the demo catalog, the content and the search indices before the file's tests. */
export function useSearchCatalog(): SearchCatalog {
  let started: { server: TestServer; client: SearchClient } | undefined
  const running = () => {
    if (!started) throw new Error('the search catalog starts in beforeAll: use it inside tests and hooks')
    return started
  }
  beforeAll(async () => {
    const server = await startTestServer({ seeders: [contentSeeder, commerceCatalogSeeder, searchSeeder] })
    started = { server, client: testSearchClient(server.origin) }
  }, 240_000)
  afterAll(() => started?.server.close())
  return {
    get server() {
      return running().server
    },
    get client() {
      return running().client
    },
  }
}

/**
 * The app's own search client against a test server, with time for a busy machine: Algolia's
 * default of 2 s to answer is the real service's, not a test server's under load.
 */
export function testSearchClient(origin: string, options: { apiKey?: string } = {}): SearchClient {
  return createSearchClient({ origin, ...options, timeouts: { connect: 10_000, read: 30_000 } })
}
