// @ts-nocheck
import type { Context } from 'hono'
import type { z } from 'zod'
import { checkoutError } from './errors'
import { describeIssues } from './schemas'

/** Parses a JSON body with a schema; on failure the checkout API's 400/422 error response. */
export async function readBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return { ok: false, response: checkoutError(c, 400, '702', 'The request body is not valid JSON') }
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { ok: false, response: checkoutError(c, 422, '702', describeIssues(parsed.error)) }
  return { ok: true, data: parsed.data }
}

/** The origin the shopper's browser reaches us on, for URLs handed back to it (3-D Secure pages). */
export function originOf(c: Context): string {
  const url = new URL(c.req.url)
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '')
  const host = c.req.header('x-forwarded-host') ?? url.host
  return `${proto}://${host}`
}

/**
 * The origin this server itself answered on, for calls the platform makes to itself (the
 * connector, the commerce platform). Forwarded headers are not trusted here: they could send
 * notifications or credentials elsewhere.
 */
export function selfOriginOf(c: Context): string {
  return new URL(c.req.url).origin
}
