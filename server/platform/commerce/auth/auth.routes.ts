import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { CommerceCore } from '../core'
import { SERVER_SCOPE, shopperScope } from './scopes'
import { newId } from '../repository'

type OAuthError = 'invalid_client' | 'invalid_grant' | 'invalid_request' | 'unsupported_grant_type' | 'invalid_scope' | 'invalid_customer_account_credentials'

/** The platform's OAuth error body: `error`/`error_description` plus the `errors[]` list. */
export function oauthError(c: Context, status: 400 | 401, error: OAuthError, description: string) {
  return c.json(
    { statusCode: status, message: description, errors: [{ code: error, message: description }], error, error_description: description },
    status,
  )
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
 * The auth host (`/platform/auth`): client credentials, refresh, anonymous sessions and the
 * password flow. Signing in with the password flow while an anonymous session's id is given
 * (`anonymous_id`) merges the anonymous cart with MergeWithExistingCustomerCart.
 */
export function createAuthRoutes(core: CommerceCore): Hono {
  const auth = new Hono()
  const project = core.projectKey

  auth.post('/oauth/token', async (c) => {
    const clientId = clientOf(c, core)
    if (!clientId) return oauthError(c, 401, 'invalid_client', 'Please provide valid client credentials using HTTP Basic Authentication.')
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
    if (!clientId) return oauthError(c, 401, 'invalid_client', 'Please provide valid client credentials using HTTP Basic Authentication.')
    if (c.req.param('projectKey') !== project) return oauthError(c, 400, 'invalid_scope', `Unknown project '${c.req.param('projectKey')}'.`)
    const form = await formOf(c)
    if (form.grant_type !== 'client_credentials') return oauthError(c, 400, 'unsupported_grant_type', 'Grant type must be client_credentials.')
    const anonymousId = form.anonymous_id && /^[\w-]{1,100}$/.test(form.anonymous_id) ? form.anonymous_id : newId()
    return c.json(await core.tokens.issue(clientId, shopperScope(project, { anonymousId }), { withRefresh: true }))
  })

  auth.post('/oauth/:projectKey/customers/token', async (c) => {
    const clientId = clientOf(c, core)
    if (!clientId) return oauthError(c, 401, 'invalid_client', 'Please provide valid client credentials using HTTP Basic Authentication.')
    if (c.req.param('projectKey') !== project) return oauthError(c, 400, 'invalid_scope', `Unknown project '${c.req.param('projectKey')}'.`)
    const form = await formOf(c)
    if (form.grant_type !== 'password') return oauthError(c, 400, 'unsupported_grant_type', 'Grant type must be password.')
    if (!form.username || !form.password) return oauthError(c, 400, 'invalid_request', 'username and password are required.')
    const customer = await core.customers.authenticate(form.username, form.password)
    if (!customer) return oauthError(c, 400, 'invalid_customer_account_credentials', 'Customer account with the given credentials not found.')
    if (form.anonymous_id) await core.signIns.mergeAnonymousCart(form.anonymous_id, customer.id)
    const scope = shopperScope(project, { customerId: customer.id })
    return c.json(await core.tokens.issue(clientId, scope, { withRefresh: true }))
  })

  auth.all('*', (c) => oauthError(c, 400, 'invalid_request', `No auth route ${c.req.method} ${c.req.path}`))
  return auth
}
