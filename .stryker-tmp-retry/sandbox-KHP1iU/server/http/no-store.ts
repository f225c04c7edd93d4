// @ts-nocheck
import type { MiddlewareHandler } from 'hono'

/**
 * `Cache-Control: no-store` on every answer of a route that carries a shopper's data (or a
 * credential), error answers included, so no browser or shared cache keeps a copy.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  try {
    c.res.headers.set('Cache-Control', 'no-store')
  } catch {
    // A response with immutable headers (one passed through from fetch): copy it first.
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('Cache-Control', 'no-store')
  }
}
