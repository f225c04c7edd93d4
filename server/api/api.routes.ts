import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from './api-env'
import { contentRoutes } from './content/content.routes'
import { healthRoutes } from './health/health.routes'

/** The product's own API (spec 7.2): every route validates its input and answers `{ error }` on failure. */
export function createApi(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use(async (c, next) => {
      c.set('deps', deps)
      await next()
    })
    .route('/health', healthRoutes)
    .route('/content', contentRoutes)
}
