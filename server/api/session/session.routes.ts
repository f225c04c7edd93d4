import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'

/**
 * The shopper's OAuth token endpoints (the commercetools auth protocol), proxied so the API
 * client's secret stays on the server: the browser posts the grant, the server adds the client's
 * Basic credentials. Only the shopper grants pass; the server's own client-credentials grant
 * (`manage_project` scope) is never handed out.
 */
const anonymousGrant = z.object({
  grant_type: z.literal('client_credentials'),
  anonymous_id: z.string().min(1).max(256).optional(),
})

const passwordGrant = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(256),
  anonymous_id: z.string().min(1).max(256).optional(),
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

async function forward(c: Context<ApiEnv>, path: string, form: Record<string, string | undefined>) {
  const { commerce } = c.var.deps.platform
  const body = new URLSearchParams(Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined))
  let response: Response
  try {
    response = await fetch(`${commerce.authHost}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${commerce.clientId}:${commerce.clientSecret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: body.toString(),
    })
  } catch {
    return c.json({ error: UNKNOWN_ERROR }, 502)
  }
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return c.json(payload as Record<string, unknown>, 200, { 'cache-control': 'no-store' })
  const failure = platformError.safeParse(payload)
  const message = failure.success ? (failure.data.message ?? failure.data.error_description ?? UNKNOWN_ERROR) : UNKNOWN_ERROR
  const code = failure.success ? failure.data.error : undefined
  // The platform refusing this server's own credentials is the server's fault, not the shopper's.
  if (response.status >= 500 || code === 'invalid_client') return c.json({ error: UNKNOWN_ERROR }, 502)
  return c.json({ error: message, code }, response.status === 401 ? 401 : 400)
}

function knownProject(c: Context<ApiEnv>, projectKey: string) {
  return projectKey === c.var.deps.platform.commerce.projectKey
}

export const sessionRoutes = new Hono<ApiEnv>()
  .post('/oauth/:projectKey/anonymous/token', validate('param', projectParam), validate('form', anonymousGrant), (c) => {
    const { projectKey } = c.req.valid('param')
    if (!knownProject(c, projectKey)) return c.json({ error: `Unknown project ${projectKey}` }, 404)
    return forward(c, `/oauth/${projectKey}/anonymous/token`, c.req.valid('form'))
  })
  .post('/oauth/:projectKey/customers/token', validate('param', projectParam), validate('form', passwordGrant), (c) => {
    const { projectKey } = c.req.valid('param')
    if (!knownProject(c, projectKey)) return c.json({ error: `Unknown project ${projectKey}` }, 404)
    return forward(c, `/oauth/${projectKey}/customers/token`, c.req.valid('form'))
  })
  .post('/oauth/token', validate('form', refreshGrant), (c) => forward(c, '/oauth/token', c.req.valid('form')))
