// @ts-nocheck
import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { timeout } from 'hono/timeout'

/**
 * How long the server works on one request before it answers 503 in its place. The commerce
 * GraphQL endpoint stops its own work sooner (10 s, see platform/commerce/graphql/deadline.ts).
 */
export const REQUEST_TIME_LIMIT_MS = 30_000

function overdue(c: Context, limitMs: number): HTTPException {
  const message = `The request did not complete within ${limitMs / 1000} s.`
  const headers = { 'Retry-After': '5', 'Cache-Control': 'no-store' }
  const res = c.req.path.startsWith('/platform/')
    ? Response.json({ errors: [{ message, extensions: { code: 'ServiceUnavailable' } }] }, { status: 503, headers })
    : c.req.path.startsWith('/api/')
      ? Response.json({ error: message }, { status: 503, headers })
      : new Response('<!doctype html><title>Kestrel</title><p>The shop is busy, please retry in a moment.</p>', {
          status: 503,
          headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
        })
  return new HTTPException(503, { res })
}

/**
 * Answers a request that is still being worked on after `limitMs` with 503 (API and platform in
 * their error shapes, pages in HTML), so no client waits on a stuck handler. The handler is not
 * interrupted: the work itself is bounded where it is done (query limits, execution deadlines).
 */
export function requestTimeout(limitMs = REQUEST_TIME_LIMIT_MS): MiddlewareHandler {
  return timeout(limitMs, (c) => overdue(c, limitMs))
}
