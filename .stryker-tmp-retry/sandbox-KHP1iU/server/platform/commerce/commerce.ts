// @ts-nocheck
import { Hono } from 'hono'
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import { createAuthRoutes } from './auth/auth.routes'
import { graphqlSignInLimits } from './auth/sign-in-limits'
import { createCommerceCore, type CommerceCore } from './core'
import { createFulfilmentRoutes } from './fulfilment.routes'
import { createGraphqlRoutes } from './graphql/graphql.routes'

interface CommercePlatform {
  core: CommerceCore
  /** The auth host, mounted at `/platform/auth`. */
  auth: Hono
  /** The API host, mounted at `/platform/commerce`. */
  api: Hono
}

/** The local commerce platform (commercetools protocol). Throws in production with the default client. */
export function createCommercePlatform(db: Database, config: Config): CommercePlatform {
  const core = createCommerceCore(db, config)
  const api = new Hono()
    .use('/:projectKey/graphql', graphqlSignInLimits(core))
    .route('/', createGraphqlRoutes(core))
    .route('/', createFulfilmentRoutes(core))
  return { core, auth: createAuthRoutes(core), api }
}
