import type { Database } from '../db/database'
import type { Readiness } from '../readiness'

export interface ApiDeps {
  db: Database
  readiness: Readiness
}

export interface ApiEnv {
  Variables: { deps: ApiDeps }
}
