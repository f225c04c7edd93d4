// @ts-nocheck
import { Hono } from 'hono'
import type { ApiEnv } from '../api-env'

export const healthRoutes = new Hono<ApiEnv>().get('/', (c) => {
  const { readiness } = c.var.deps
  if (readiness.ready) return c.json({ status: 'ok' })
  return c.json({ status: readiness.failure ? 'failed' : 'starting', error: readiness.failure ?? null }, 503)
})
