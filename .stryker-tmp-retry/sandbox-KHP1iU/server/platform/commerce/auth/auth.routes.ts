// @ts-nocheck
import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import {
  addressKey,
  clientAddress,
  isAddressKey,
  END_USER_ADDRESS_HEADER,
  TOO_MANY_SIGN_INS,
} from '../../../http/throttle'
import type { CommerceCore } from '../core'
import { newId } from '../repository'
import { SERVER_SCOPE, shopperScope } from './scopes'
import { attemptSignIn } from './sign-in-limits'

type OAuthError =
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_request'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_customer_account_credentials'
  | 'too_many_requests'

/** The platform's OAuth error body: `error`/`error_description` plus the `errors[]` list. */
function oauthError(
  c: Context,
  status: 400 | 401 | 429,
  error: OAuthError,
  description: string,
  headers?: Record<string, string>,
) {
  return c.json(
    {
      statusCode: status,
      message: description,
      errors: [{ code: error, message: description }],
      error,
      error_description: description,
    },
    status,
    headers,
  )
}

/** The shopper's address: as the authenticated client names it, else the caller's own. */
function endUserAddress(c: Context, core: CommerceCore): string {
  const named = c.req.header(END_USER_ADDRESS_HEADER)?.trim()
  return named && isAddressKey(named) ? addressKey(named) : clientAddress(c, core.trustedProxyHops)
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function clientOf(c: Context, core: CommerceCore): string | undefined {
  const header = c.req.header('authorization') ?? ''
  const match = /^Basic\s+(.+)$/i.exec(header)
  if (!match?.[1]) return undefined
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const separator = decoded.indexOf(':')
  if (separator < 0) return undefined
  const id = decodeURIComponent(decoded.slice(0, separator))
  const secret = decodeURIComponent(decoded.slice(separator + 1))
  return same(id, core.clientId) && same(secret, core.clientSecret) ? id : undefined
}

async function formOf(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = { ...c.req.query() }
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const body = await c.req.parseBody().catch(() => ({}))
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value
  }
  return fields
}

/**
 * The auth host (`/platform/auth`): client credentials, refresh, anonymous sessions, the
 * password flow and token introspection. Signing in with the password flow while an anonymous
 * session's id is given (`anonymous_id`) merges the anonymous cart with
 * MergeWithExistingCustomerCart. Failed password sign-ins are limited per account and per
 * client address (`server/http/throttle.ts`); an anonymous id is never handed out twice.
 */
/**
 * An extension grant of the local platform (decision record 0010): the API client, which already
 * holds `manage_project` over every customer, gets a customer's token for a customer it has
 * authenticated itself (a passkey). No password is involved, so the password counters do not apply;
 * the client throttles its own passkey sign-ins.
 */
export const TRUSTED_CUSTOMER_GRANT = 'urn:kestrel:params:oauth:grant-type:trusted-customer'

export function createAuthRoutes(core: CommerceCore): Hono {
  const auth = new Hono()
  const project = core.projectKey

  auth.post('/oauth/token', async (c) => {
    const clientId = clientOf(c, core)
    if (!clientId)
      return oauthError(
        c,
        401,
        'invalid_client',
        'Please provide valid client credentials using HTTP Basic Authentication.',
      )
    const form = await formOf(c)
    if (form.grant_type === 'client_credentials') {
      return c.json(await core.tokens.issue(clientId, `${SERVER_SCOPE}:${project}`, { withRefresh: false }))
    }
    if (form.grant_type === 'refresh_token') {
      const token = await core.tokens.refresh(clientId, form.refresh_token ?? '')
      if (!token) return oauthError(c, 400, 'invalid_grant', 'The refresh token was not found. It may have expired.')
      return c.json(token)
    }
    return oauthError(c, 400, 'unsupported_grant_type', 'Grant type must be client_credentials or refresh_token.')
  })

  auth.post('/oauth/:projectKey/anonymous/token', async (c) => {
    const clientId = clientOf(c, core)
    if (!clientId)
      return oauthError(
        c,
        401,
        'invalid_client',
        'Please provide valid client credentials using HTTP Basic Authentication.',
      )
    if (c.req.param('projectKey') !== project)
      return oauthError(c, 400, 'invalid_scope', `Unknown project '${c.req.param('projectKey')}'.`)
    const form = await formOf(c)
    if (form.grant_type !== 'client_credentials')
      return oauthError(c, 400, 'unsupported_grant_type', 'Grant type must be client_credentials.')
    let anonymousId: string = newId()
    if (form.anonymous_id !== undefined) {
      if (!/^[\w-]{1,100}$/.test(form.anonymous_id))
        return oauthError(c, 400, 'invalid_request', 'The anonymous_id is not valid.')
      if (await core.tokens.anonymousIdInUse(form.anonymous_id))
        return oauthError(c, 400, 'invalid_request', 'The anonymousId is already in use.')
      anonymousId = form.anonymous_id
    }
    return c.json(await core.tokens.issue(clientId, shopperScope(project, { anonymousId }), { withRefresh: true }))
  })

  auth.post('/oauth/:projectKey/customers/token', async (c) => {
    const clientId = clientOf(c, core)
    if (!clientId)
      return oauthError(
        c,
        401,
        'invalid_client',
        'Please provide valid client credentials using HTTP Basic Authentication.',
      )
    if (c.req.param('projectKey') !== project)
      return oauthError(c, 400, 'invalid_scope', `Unknown project '${c.req.param('projectKey')}'.`)
    const form = await formOf(c)
    if (form.grant_type === TRUSTED_CUSTOMER_GRANT) {
      // The client has proven who the shopper is by its own means (a passkey): it names the customer.
      const customer =
        form.customer_id && /^[\w-]{1,100}$/.test(form.customer_id)
          ? await core.customers.get(form.customer_id)
          : undefined
      if (!customer) return oauthError(c, 400, 'invalid_grant', 'The customer was not found.')
      if (form.anonymous_id) await core.signIns.mergeAnonymousCart(form.anonymous_id, customer.id)
      const scope = shopperScope(project, { customerId: customer.id })
      return c.json(await core.tokens.issue(clientId, scope, { withRefresh: true }))
    }
    if (form.grant_type !== 'password')
      return oauthError(c, 400, 'unsupported_grant_type', 'Grant type must be password.')
    if (!form.username || !form.password)
      return oauthError(c, 400, 'invalid_request', 'username and password are required.')
    const attempt = await attemptSignIn(core, { address: endUserAddress(c, core), email: form.username })
    if (attempt.throttled)
      return oauthError(c, 429, 'too_many_requests', TOO_MANY_SIGN_INS, { 'retry-after': String(attempt.retryAfter) })
    const customer = await core.customers.authenticate(form.username, form.password)
    if (!customer)
      return oauthError(
        c,
        400,
        'invalid_customer_account_credentials',
        'Customer account with the given credentials not found.',
      )
    await attempt.succeeded()
    if (form.anonymous_id) await core.signIns.mergeAnonymousCart(form.anonymous_id, customer.id)
    const scope = shopperScope(project, { customerId: customer.id })
    return c.json(await core.tokens.issue(clientId, scope, { withRefresh: true }))
  })

  // RFC 7662, as the platform's `/oauth/introspect`: whether an access token is active, and its scope.
  auth.post('/oauth/introspect', async (c) => {
    const clientId = clientOf(c, core)
    if (!clientId)
      return oauthError(
        c,
        401,
        'invalid_client',
        'Please provide valid client credentials using HTTP Basic Authentication.',
      )
    const form = await formOf(c)
    if (!form.token) return oauthError(c, 400, 'invalid_request', 'token is required.')
    const token = await core.tokens.introspect(form.token)
    if (!token) return c.json({ active: false }, 200, { 'cache-control': 'no-store' })
    return c.json({ active: true, scope: token.scope, exp: token.exp, client_id: token.clientId }, 200, {
      'cache-control': 'no-store',
    })
  })

  auth.all('*', (c) => oauthError(c, 400, 'invalid_request', `No auth route ${c.req.method} ${c.req.path}`))
  return auth
}
