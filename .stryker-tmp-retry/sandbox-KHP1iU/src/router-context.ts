// @ts-nocheck
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { Shop } from './components/app/shop-runtime'
import type { ApiClient } from './services/api'

/** What every route's loader and component gets from the router (src/router.tsx creates it). */
export interface RouterContext {
  queryClient: QueryClient
  i18n: I18n
  api: ApiClient
  /** Origin of the search service host (`{origin}/platform/search`): '' in the browser. */
  searchOrigin: string
  /** The app-wide actors and clients of the current shopper (src/components/app/shop.tsx). */
  shop: Shop
  /** The public origin pages are served from (canonical and language links). */
  siteOrigin: string
}
