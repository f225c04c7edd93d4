// @ts-nocheck
import type { Database } from '../db/database'
import type { Readiness } from '../readiness'
import type { PlatformAccess } from './platform-access/platform-access'

export interface ApiDeps {
  db: Database
  readiness: Readiness
  /** The platform services, reached over their protocols. */
  platform: PlatformAccess
  /** Proxies in front of the server whose `X-Forwarded-For` entry names the client (config `TRUSTED_PROXY_HOPS`). */
  trustedProxyHops?: number
  /** The shop's public origin for links in mails (config `PUBLIC_ORIGIN`); without it, the request's own. */
  publicOrigin?: string | undefined
}

export interface ApiEnv {
  Variables: { deps: ApiDeps }
}
