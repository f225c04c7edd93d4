// @ts-nocheck
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { SearchError } from './engine/errors'
import { accessOf, type KeyAccess } from './keys'

export type SearchEnv = { Variables: { access: KeyAccess } }

/** Algolia's error body: `{ message, status }`. */
export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof SearchError)
    return c.json({ message: error.message, status: error.status }, error.status as ContentfulStatusCode)
  throw error
}

/**
 * Credentials come in the `x-algolia-application-id` / `x-algolia-api-key` headers or, as
 * browsers and the insights client send them, in the query string (any letter case).
 */
export function requireKey(production: boolean): MiddlewareHandler<SearchEnv> {
  return async (c, next) => {
    const query = new Map<string, string>()
    for (const [key, value] of new URL(c.req.url).searchParams) query.set(key.toLowerCase(), value)
    const applicationId = c.req.header('x-algolia-application-id') ?? query.get('x-algolia-application-id')
    const apiKey = c.req.header('x-algolia-api-key') ?? query.get('x-algolia-api-key')
    const access = accessOf(applicationId, apiKey, production)
    if (!access) return c.json({ message: 'Invalid Application-ID or API key', status: 403 }, 403)
    c.set('access', access)
    await next()
  }
}

export const requireAdmin: MiddlewareHandler<SearchEnv> = async (c, next) => {
  if (c.get('access') !== 'admin') return c.json({ message: 'Method not allowed with this API key', status: 403 }, 403)
  await next()
}

/** Bodies may come as `text/plain` (browsers avoid a preflight that way), so parse the text. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new SearchError('Invalid JSON body')
  }
}

export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const result = schema.safeParse(await readJson(c))
  if (!result.success) {
    const issue = result.error.issues[0]!
    const where = issue.path.length ? `${issue.path.join('.')}: ` : ''
    throw new SearchError(`${where}${issue.message}`)
  }
  return result.data
}
