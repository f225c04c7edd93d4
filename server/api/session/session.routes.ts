import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { clientAddress, END_USER_ADDRESS_HEADER, signInCounters, throttleFor, TOO_MANY_SIGN_INS } from '../../http/throttle'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'

/**
 * The shopper's OAuth token endpoints (the commercetools auth protocol), proxied so the API
 * client's secret stays on the server: the browser posts the grant, the server adds the client's
 * Basic credentials. Only the shopper grants pass; the server's own client-credentials grant
 * (`manage_project` scope) is never handed out. The platform mints every anonymous id: one the
 * browser posts is dropped. A sign-in merges the guest cart of the caller's own anonymous session
 * only, the one of the guest access token it sends as `Authorization: Bearer`. Failed sign-ins are
 * limited per account and per client address (`server/http/throttle.ts`).
 */
const anonymousGrant = z.object({ grant_type: z.literal('client_credentials') })

const passwordGrant = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(256),
})

const refreshGrant = z.object({
  grant_type: z.literal('refresh_token', { message: 'only the refresh_token grant is accepted here' }),
  refresh_token: z.string().min(1).max(512),
})

const projectParam = z.object({ projectKey: z.string().min(1).max(64) })

const UNKNOWN_ERROR = 'Unknown error occurred'

const platformError = z
  .object({ error: z.string().optional(), message: z.string().optional(), error_description: z.string().optional() })
  .loose()

/** The shop's own sign-in counters (the platform keeps its own as well). */
const SIGN_IN_SCOPE = 'shop-sign-in'

const basic = (c: Context<ApiEnv>) => {
  const { commerce } = c.var.deps.platform
  return `Basic ${btoa(`${commerce.clientId}:${commerce.clientSecret}`)}`
}

type PlatformAnswer = { status: number; payload: unknown; retryAfter: string | null } | { status: 'unreachable' }

async function callPlatform(c: Context<ApiEnv>, path: string, form: Record<string, string | undefined>, headers: Record<string, string> = {}): Promise<PlatformAnswer> {
  const body = new URLSearchParams(Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined))
  try {
    const response = await fetch(`${c.var.deps.platform.commerce.authHost}${path}`, {
      method: 'POST',
      headers: { authorization: basic(c), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: body.toString(),
    })
    return { status: response.status, payload: await response.json().catch(() => null), retryAfter: response.headers.get('retry-after') }
  } catch {
    return { status: 'unreachable' }
  }
}

const tooManySignIns = (c: Context<ApiEnv>, retryAfter: number | string) =>
  c.json({ error: TOO_MANY_SIGN_INS, code: 'too_many_requests' }, 429, { 'retry-after': String(retryAfter), 'cache-control': 'no-store' })

function answer(c: Context<ApiEnv>, result: PlatformAnswer) {
  if (result.status === 'unreachable') return c.json({ error: UNKNOWN_ERROR }, 502)
  const { status, payload } = result
  if (status >= 200 && status < 300) return c.json(payload as Record<string, unknown>, 200, { 'cache-control': 'no-store' })
  if (status === 429) return tooManySignIns(c, result.retryAfter ?? '60')
  const failure = platformError.safeParse(payload)
  const message = failure.success ? (failure.data.message ?? failure.data.error_description ?? UNKNOWN_ERROR) : UNKNOWN_ERROR
  const code = failure.success ? failure.data.error : undefined
  // The platform refusing this server's own credentials is the server's fault, not the shopper's.
  if (status >= 500 || code === 'invalid_client') return c.json({ error: UNKNOWN_ERROR }, 502)
  return c.json({ error: message, code }, status === 401 ? 401 : 400)
}

const forward = async (c: Context<ApiEnv>, path: string, form: Record<string, string | undefined>) => answer(c, await callPlatform(c, path, form))

const introspection = z.object({ active: z.boolean(), scope: z.string().optional(), client_id: z.string().optional() })

/**
 * The anonymous id of the guest session whose access token the caller sends as its bearer,
 * as the platform vouches for it: only the caller's own guest cart is ever merged.
 */
async function ownAnonymousId(c: Context<ApiEnv>): Promise<string | undefined> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  if (!bearer || bearer.length > 512) return undefined
  const result = await callPlatform(c, '/oauth/introspect', { token: bearer })
  if (result.status !== 200) return undefined
  const token = introspection.safeParse(result.payload)
  if (!token.success || !token.data.active || token.data.client_id !== c.var.deps.platform.commerce.clientId) return undefined
  const scopes = (token.data.scope ?? '').split(' ')
  if (scopes.some((scope) => scope.startsWith('customer_id:'))) return undefined
  return scopes.find((scope) => scope.startsWith('anonymous_id:'))?.slice('anonymous_id:'.length) || undefined
}

function knownProject(c: Context<ApiEnv>, projectKey: string) {
  return projectKey === c.var.deps.platform.commerce.projectKey
}

export const sessionRoutes = new Hono<ApiEnv>()
  .post('/oauth/:projectKey/anonymous/token', validate('param', projectParam), validate('form', anonymousGrant), (c) => {
    const { projectKey } = c.req.valid('param')
    if (!knownProject(c, projectKey)) return c.json({ error: `Unknown project ${projectKey}` }, 404)
    return forward(c, `/oauth/${projectKey}/anonymous/token`, { grant_type: 'client_credentials' })
  })
  .post('/oauth/:projectKey/customers/token', validate('param', projectParam), validate('form', passwordGrant), async (c) => {
    const { projectKey } = c.req.valid('param')
    if (!knownProject(c, projectKey)) return c.json({ error: `Unknown project ${projectKey}` }, 404)
    const { username, password } = c.req.valid('form')
    const address = clientAddress(c, c.var.deps.trustedProxyHops)
    const attempt = await throttleFor(c.var.deps.db).attempt(signInCounters(SIGN_IN_SCOPE, { address, email: username }))
    if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
    const anonymousId = await ownAnonymousId(c)
    const result = await callPlatform(
      c,
      `/oauth/${projectKey}/customers/token`,
      { grant_type: 'password', username, password, anonymous_id: anonymousId },
      { [END_USER_ADDRESS_HEADER]: address },
    )
    // Only a refused password stays counted; an outage of the platform is no guess.
    const refused = result.status === 400 && platformError.safeParse(result.payload).data?.error === 'invalid_customer_account_credentials'
    if (!refused) await attempt.succeeded()
    return answer(c, result)
  })
  .post('/oauth/token', validate('form', refreshGrant), (c) => forward(c, '/oauth/token', c.req.valid('form')))
