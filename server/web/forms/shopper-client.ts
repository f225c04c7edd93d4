import type { Context } from 'hono'
import type { ApiEnv } from '../../api/api-env'
import { shopperSession, type CookieSession } from '../../api/session/session-cookie'
import { createCommerceClient, type CommerceClient } from '../../../src/services/commerce/commerce-client'

/**
 * The commerce client of the browser's services, run on the server for the shopper of the request:
 * the same documents and retries, with the token of the shopper's cookie session.
 */
export function shopperCommerce(c: Context<ApiEnv>, session: CookieSession): CommerceClient {
  const { commerce, fetch } = c.var.deps.platform
  return createCommerceClient({
    endpoint: `${commerce.apiHost}/${commerce.projectKey}/graphql`,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('authorization', `Bearer ${session.accessToken}`)
      return fetch(input, { ...init, headers })
    },
    logger: { error: (message, detail) => console.error(message, detail) },
  })
}

/** The shopper's session and client; `create` starts a guest session (a first write). Null without a session. */
export async function shopperClient(c: Context<ApiEnv>, create: boolean): Promise<CommerceClient | null> {
  const session = await shopperSession(c, { create })
  return session ? shopperCommerce(c, session) : null
}
