// @ts-nocheck
import type { Hono } from 'hono'
import type { SearchEnv } from './http'
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import { followCatalog } from './catalog-sync'
import { createSearchRoutes } from './search.routes'
import { searchServiceFor } from './service'

/**
 * The local search service at `/platform/search`: the Algolia REST protocol over an in-memory
 * engine whose records persist in the database, following the commerce catalog.
 */
export function createSearchService({ db, config }: { db: Database; config: Config }): Hono<SearchEnv> {
  followCatalog(db)
  return createSearchRoutes({ db, service: searchServiceFor(db), production: config.NODE_ENV === 'production' })
}
