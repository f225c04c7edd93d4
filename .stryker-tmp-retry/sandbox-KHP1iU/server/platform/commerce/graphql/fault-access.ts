// @ts-nocheck
import type { Context, MiddlewareHandler } from 'hono'
import { sameSecret } from '../../api-key'
import { hasScope, SERVER_SCOPE } from '../auth/scopes'
import type { CommerceCore } from '../core'

/** The platform's 401 body (as the GraphQL endpoint answers a bad token). */
const invalidToken = (c: Context, description: string) =>
  c.json(
    {
      statusCode: 401,
      message: description,
      errors: [{ code: 'invalid_token', message: description }],
      error: 'invalid_token',
      error_description: description,
    },
    401,
  )

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/**
 * Who may inject faults: the API client itself (HTTP Basic with its credentials) or a bearer
 * token with `manage_project`; the body must be JSON, so no cross-site form or `text/plain`
 * post reaches the handlers.
 */
export function faultAccess(core: CommerceCore): MiddlewareHandler {
  return async (c, next) => {
    const authorization = c.req.header('authorization') ?? ''
    const basic = /^Basic\s+(\S+)\s*$/i.exec(authorization)?.[1]
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1]
    if (basic) {
      const pair = Buffer.from(basic, 'base64').toString('utf8')
      const separator = pair.indexOf(':')
      const id = decoded(pair.slice(0, Math.max(separator, 0)))
      const secret = decoded(pair.slice(separator + 1))
      if (separator < 0 || !(sameSecret(id, core.clientId) && sameSecret(secret, core.clientSecret))) {
        return invalidToken(c, 'Please provide valid client credentials.')
      }
    } else if (bearer) {
      const token = await core.tokens.verify(bearer)
      if (!token) return invalidToken(c, 'The token is invalid or has expired.')
      if (token.kind !== 'server' || !hasScope(token, SERVER_SCOPE, core.projectKey)) {
        const message = `Insufficient scope. One of the following scopes is missing: ${SERVER_SCOPE}:${core.projectKey}`
        return c.json(
          {
            statusCode: 403,
            message,
            errors: [{ code: 'insufficient_scope', message }],
            error: 'insufficient_scope',
            error_description: message,
          },
          403,
        )
      }
    } else {
      c.header('WWW-Authenticate', 'Basic realm="commerce"')
      return invalidToken(
        c,
        'Missing credentials: HTTP Basic with the API client or a Bearer token with manage_project.',
      )
    }
    if (c.req.method === 'POST' && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      const message = 'The body must be application/json.'
      return c.json({ statusCode: 415, message, errors: [{ code: 'InvalidInput', message }] }, 415)
    }
    await next()
  }
}
