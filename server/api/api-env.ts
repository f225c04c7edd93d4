import { salesOf, type Locale, type Sales } from '@common/market'
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
  Variables: {
    deps: ApiDeps
    /** The locale of the page that called (header `X-Kestrel-Locale`), the market's default without one. */
    locale: Locale
  }
}

/** Where the calling page's shopper buys: its locale's store, channel, country and currency (spec 1.2). */
export function requestSales(c: { var: { locale: Locale } }): Sales {
  return salesOf(c.var.locale)
}
