import type { Database } from '../db/database'
import type { Readiness } from '../readiness'
import type { PlatformAccess } from './platform-access/platform-access'

export interface ApiDeps {
  db: Database
  readiness: Readiness
  /** The platform services, reached over their protocols. */
  platform: PlatformAccess
}

export interface ApiEnv {
  Variables: { deps: ApiDeps }
}
