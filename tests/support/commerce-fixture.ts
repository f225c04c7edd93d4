import { afterAll, beforeAll } from 'vitest'
import { commerceClient } from '../../server/platform/commerce/testing/client'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { startTestServer, type TestServer } from './server'

/** The commerce project's local client, as the shop's own services are configured with it. */
export const LOCAL_CLIENT = { projectKey: 'kestrel', clientId: 'kestrel-local', clientSecret: 'kestrel-local' } as const

export interface CommerceFixture {
  /** The running app (API and local platform) on the commerce fixture; read it inside tests and hooks. */
  readonly server: TestServer
  /** Raw commercetools calls (OAuth and GraphQL) against it. */
  readonly client: ReturnType<typeof commerceClient>
  /** The auth options of the shop's commerce services (`src/services/commerce/auth`) for it. */
  readonly auth: { authHost: string; projectKey: string; clientId: string; clientSecret: string }
  /** Its commerce GraphQL endpoint. */
  readonly graphqlEndpoint: string
}

/**
 * Starts the real app on a fresh database seeded with the commerce fixture (two products with
 * five pairs in stock per size, one customer) before the file's tests, and closes it after them.
 */
export function useCommerceFixture(): CommerceFixture {
  let server: TestServer | undefined
  const running = () => {
    if (!server) throw new Error('the commerce fixture starts in beforeAll: use it inside tests and hooks')
    return server
  }
  const client = commerceClient(() => running().origin)
  beforeAll(async () => {
    // The order messages are read only when a test asks: a background read would take faults a test injects.
    server = await startTestServer({ seeders: [fixtureSeeder], orderMessages: false })
  })
  afterAll(() => server?.close())
  return {
    get server() {
      return running()
    },
    client,
    get auth() {
      return { authHost: `${running().origin}/platform/auth`, ...LOCAL_CLIENT }
    },
    get graphqlEndpoint() {
      return `${running().origin}/platform/commerce/kestrel/graphql`
    },
  }
}
