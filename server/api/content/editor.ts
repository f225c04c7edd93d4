import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import type { ApiEnv } from '../api-env'

function same(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Editors use the platform's management API client (HTTP Basic), never a shopper session. */
export function isEditor(c: Context<ApiEnv>): boolean {
  const header = c.req.header('authorization') ?? ''
  if (!header.startsWith('Basic ')) return false
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8')
  const { clientId, clientSecret } = c.var.deps.platform.commerce
  return same(decoded, `${clientId}:${clientSecret}`)
}

/** The answer to a request without the management credentials. */
export function editorsOnly(c: Context<ApiEnv>, what: string) {
  c.header('WWW-Authenticate', 'Basic realm="content"')
  return c.json({ error: `${what} needs the management credentials` }, 401)
}
