import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  clientAddress,
  END_USER_ADDRESS_HEADER,
  signInCounters,
  throttleFor,
  TOO_MANY_SIGN_INS,
} from '../../http/throttle'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { sameSiteRequest } from './graphql-proxy'
import {
  clearSessionCookie,
  sessionFromTokenAnswer,
  SessionUnavailableError,
  shopperSession,
  writeSessionCookie,
  type CookieSession,
} from './session-cookie'

/**
 * The shopper's session as the page may know it, sign-in and sign-out. The session itself lives in
 * the HttpOnly cookie (./session-cookie.ts): the browser posts the credentials, the server runs the
 * password grant with the API client's credentials and answers only the session's kind and the
 * customer's id, never a token. A sign-in merges the guest cart of the cookie's own anonymous
 * session (as the platform vouches for its token), never one a request names. Failed sign-ins are
 * limited per account and per client address (`server/http/throttle.ts`). Cross-site posts are refused.
 */
const credentials = z.object({
  email: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(256),
})

const UNKNOWN_ERROR = 'Unknown error occurred'

const platformError = z
  .object({ error: z.string().optional(), message: z.string().optional(), error_description: z.string().optional() })
  .loose()

/** The shop's own sign-in counters (the platform keeps its own as well). */
const SIGN_IN_SCOPE = 'shop-sign-in'

type SessionKind = 'none' | 'guest' | 'customer'
export interface SessionView {
  kind: SessionKind
  customerId?: string
}

type PlatformAnswer = { status: number; payload: unknown; retryAfter: string | null } | { status: 'unreachable' }

async function callPlatform(
  c: Context<ApiEnv>,
  path: string,
  form: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<PlatformAnswer> {
  const { commerce, fetch } = c.var.deps.platform
  const body = new URLSearchParams(
    Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  try {
    const response = await fetch(`${commerce.authHost}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${commerce.clientId}:${commerce.clientSecret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: body.toString(),
    })
    return {
      status: response.status,
      payload: await response.json().catch(() => null),
      retryAfter: response.headers.get('retry-after'),
    }
  } catch {
    return { status: 'unreachable' }
  }
}

export const tooManySignIns = (c: Context<ApiEnv>, retryAfter: number | string) =>
  c.json({ error: TOO_MANY_SIGN_INS, code: 'too_many_requests' }, 429, { 'retry-after': String(retryAfter) })

export const crossSite = (c: Context<ApiEnv>) =>
  c.json({ error: 'Cross-site requests are not accepted', code: 'forbidden' }, 403)

const introspection = z.object({ active: z.boolean(), scope: z.string().optional(), client_id: z.string().optional() })

/** Who the platform says the session's access token belongs to; null when it no longer honours it. */
async function identify(
  c: Context<ApiEnv>,
  session: CookieSession,
): Promise<{ anonymousId: string | null; customerId: string | null } | null> {
  const result = await callPlatform(c, '/oauth/introspect', { token: session.accessToken })
  if (result.status === 'unreachable' || result.status >= 500)
    throw new SessionUnavailableError('The platform could not introspect the session')
  const token = introspection.safeParse(result.payload)
  if (
    result.status !== 200 ||
    !token.success ||
    !token.data.active ||
    token.data.client_id !== c.var.deps.platform.commerce.clientId
  )
    return null
  const scopes = (token.data.scope ?? '').split(' ')
  const value = (prefix: string) => scopes.find((scope) => scope.startsWith(prefix))?.slice(prefix.length) || null
  return { anonymousId: value('anonymous_id:'), customerId: value('customer_id:') }
}

/** The live session of the request's cookie and whose it is, as the platform vouches; a dead one is dropped. */
export async function verifiedSession(c: Context<ApiEnv>) {
  const session = await shopperSession(c, { create: false })
  if (!session) return null
  const identity = await identify(c, session)
  if (!identity) clearSessionCookie(c)
  return identity
}

export const unavailable = (c: Context<ApiEnv>) => c.json({ error: UNKNOWN_ERROR }, 502)

/** The guest session's anonymous id of this request, to merge its cart into the customer's; none when there is none. */
async function anonymousIdOf(c: Context<ApiEnv>): Promise<string | undefined> {
  try {
    return (await verifiedSession(c))?.anonymousId ?? undefined
  } catch (failure) {
    if (!(failure instanceof SessionUnavailableError)) throw failure
    return undefined
  }
}

/**
 * Signs the shopper in with a customer grant of the platform (the password flow, or the trusted grant
 * after a passkey) and keeps the session in the cookie; the guest cart is merged. Answers the customer's
 * id, or the platform's answer when it refused.
 */
export async function startCustomerSession(
  c: Context<ApiEnv>,
  grant: Record<string, string>,
): Promise<{ customerId: string; issuedAt: number } | { refused: PlatformAnswer }> {
  const { projectKey } = c.var.deps.platform.commerce
  const address = clientAddress(c, c.var.deps.trustedProxyHops)
  const result = await callPlatform(
    c,
    `/oauth/${projectKey}/customers/token`,
    { ...grant, anonymous_id: await anonymousIdOf(c) },
    { [END_USER_ADDRESS_HEADER]: address },
  )
  if (result.status !== 200) return { refused: result }
  const session = sessionFromTokenAnswer(result.payload)
  if (!session?.customerId) return { refused: { status: 'unreachable' } }
  writeSessionCookie(c, session)
  return { customerId: session.customerId, issuedAt: session.issuedAt }
}

export const sessionRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    try {
      const identity = await verifiedSession(c)
      if (!identity) return c.json<SessionView>({ kind: 'none' })
      return c.json<SessionView>(
        identity.customerId ? { kind: 'customer', customerId: identity.customerId } : { kind: 'guest' },
      )
    } catch (failure) {
      if (failure instanceof SessionUnavailableError) return unavailable(c)
      throw failure
    }
  })
  .post('/sign-in', validate('json', credentials), async (c) => {
    if (!sameSiteRequest(c)) return crossSite(c)
    const { email, password } = c.req.valid('json')
    const address = clientAddress(c, c.var.deps.trustedProxyHops)
    const attempt = await throttleFor(c.var.deps.db).attempt(signInCounters(SIGN_IN_SCOPE, { address, email }))
    if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
    let anonymousId: string | undefined
    try {
      anonymousId = (await verifiedSession(c))?.anonymousId ?? undefined
    } catch (failure) {
      if (!(failure instanceof SessionUnavailableError)) throw failure
    }
    const { projectKey } = c.var.deps.platform.commerce
    const result = await callPlatform(
      c,
      `/oauth/${projectKey}/customers/token`,
      { grant_type: 'password', username: email, password, anonymous_id: anonymousId },
      { [END_USER_ADDRESS_HEADER]: address },
    )
    if (result.status === 'unreachable') return unavailable(c)
    const failure = platformError.safeParse(result.payload)
    // Only a refused password stays counted; an outage of the platform is no guess.
    const refused = result.status === 400 && failure.data?.error === 'invalid_customer_account_credentials'
    if (!refused) await attempt.succeeded()
    if (result.status === 200) {
      const session = sessionFromTokenAnswer(result.payload)
      if (!session?.customerId) return unavailable(c)
      writeSessionCookie(c, session)
      return c.json<SessionView>({ kind: 'customer', customerId: session.customerId })
    }
    if (result.status === 429) return tooManySignIns(c, result.retryAfter ?? '60')
    const code = failure.success ? failure.data.error : undefined
    // The platform refusing this server's own credentials is the server's fault, not the shopper's.
    if (result.status >= 500 || code === 'invalid_client') return unavailable(c)
    const message = failure.success
      ? (failure.data.message ?? failure.data.error_description ?? UNKNOWN_ERROR)
      : UNKNOWN_ERROR
    return c.json({ error: message, code }, result.status === 401 ? 401 : 400)
  })
  .post('/sign-out', (c) => {
    if (!sameSiteRequest(c)) return crossSite(c)
    clearSessionCookie(c)
    return c.json<SessionView>({ kind: 'none' })
  })
