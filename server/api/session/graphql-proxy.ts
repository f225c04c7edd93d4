import { Hono, type Context } from 'hono'
import { OperationTypeNode, parse } from 'graphql'
import { z } from 'zod'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { clearSessionCookie, SessionUnavailableError, shopperSession } from './session-cookie'

/**
 * The shopper's commerce GraphQL, with the session from the HttpOnly cookie: the browser posts a
 * document and never holds a token. A shopper's first write starts the guest session in the same
 * round trip. The platform runs each document with the shopper's own token, so only the `me…`
 * operations and public reads answer. Cross-site posts are refused (`Sec-Fetch-Site`/`Origin`).
 */
const MAX_DOCUMENT = 20_000

const body = z.object({
  query: z.string().min(1).max(MAX_DOCUMENT),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().max(128).optional(),
})

/** Whether the request comes from a page of this shop (a cross-site form or script cannot send it). */
export function sameSiteRequest(c: Context): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site) return site === 'same-origin' || site === 'none'
  const origin = c.req.header('origin')
  if (!origin) return true
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host')
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

type Operation = 'query' | 'mutation' | 'invalid'

function operationOf(query: string, operationName: string | undefined): Operation {
  try {
    const operations = parse(query, { maxTokens: 4_000 }).definitions.filter(
      (definition) => definition.kind === 'OperationDefinition',
    )
    const chosen = operationName
      ? operations.find((operation) => operation.name?.value === operationName)
      : operations[0]
    if (!chosen) return 'invalid'
    return chosen.operation === OperationTypeNode.MUTATION
      ? 'mutation'
      : chosen.operation === OperationTypeNode.QUERY
        ? 'query'
        : 'invalid'
  } catch {
    return 'invalid'
  }
}

const graphqlError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] })

export const graphqlProxyRoutes = new Hono<ApiEnv>().post('/', validate('json', body), async (c) => {
  if (!sameSiteRequest(c)) return c.json(graphqlError('Cross-site requests are not accepted', 'forbidden'), 403)
  const { query, variables, operationName } = c.req.valid('json')
  const operation = operationOf(query, operationName)
  if (operation === 'invalid')
    return c.json(graphqlError('The document is no single query or mutation', 'InvalidInput'), 400)

  let session
  try {
    session = await shopperSession(c, { create: operation === 'mutation' })
  } catch (failure) {
    if (failure instanceof SessionUnavailableError)
      return c.json(graphqlError('Unknown error occurred', 'unavailable'), 502)
    throw failure
  }
  if (!session) return c.json(graphqlError('No shopper session', 'invalid_token'), 401)

  const { commerce, fetch } = c.var.deps.platform
  let response: Response
  try {
    response = await fetch(`${commerce.apiHost}/${commerce.projectKey}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: variables ?? {}, ...(operationName ? { operationName } : {}) }),
    })
  } catch {
    return c.json(graphqlError('Unknown error occurred', 'unavailable'), 502)
  }
  // A token the platform no longer honours ends the session here too.
  if (response.status === 401) clearSessionCookie(c)
  const text = await response.text()
  const { status, retryAfter } = proxiedStatus(response)
  return c.body(text, status as 200, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...(retryAfter ? { 'retry-after': retryAfter } : {}),
  })
})

/**
 * The status the page gets for the platform's: a platform too busy to finish in time (503
 * `QueryTimedOut`) stays 503 with its `Retry-After`, so the page may try again; any other server
 * failure is the gateway's 502.
 */
export function proxiedStatus(response: Response): { status: number; retryAfter: string | null } {
  if (response.status === 503) return { status: 503, retryAfter: response.headers.get('retry-after') ?? '5' }
  return { status: response.status >= 500 ? 502 : response.status, retryAfter: null }
}
