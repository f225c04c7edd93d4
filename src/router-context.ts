import type { Requester } from '@algolia/client-common'
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
  /** How the server's render reaches the search service (in its own process); absent in the browser. */
  searchRequester?: Requester | undefined
  /** The app-wide actors and clients of the current shopper (src/components/app/shop.tsx). */
  shop: Shop
  /** The public origin pages are served from (canonical and language links). */
  siteOrigin: string
  /**
   * Preview mode (spec 4.12): `on` from the browser's readable flag; `token` only during the server's
   * render (the browser's own requests carry it as an HttpOnly cookie).
   */
  preview: { on: boolean; token?: string }
}
