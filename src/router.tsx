import type { Requester } from '@algolia/client-common'
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { FilledBag, rendersFilledBag } from './components/bag/filled-bag-part'
import { FilledWishlist, rendersFilledWishlist } from './components/wishlist/filled-wishlist-part'
import { createI18n } from './i18n/i18n'
import { localeOfPath, type Locale } from '@common/market'
import { toInternalPath, toPublicPath } from '@common/slugs'
import { readShopperRender, type ShopperRender } from './components/app/shopper-render'
import { createShop } from './components/app/shop-runtime'
import './boot/after-shop'
import { routeTree } from './routeTree.gen'
import { isLayoutQuery, loadLayoutContent } from './services/content'
import { createQueryClient } from './services/query-client'

interface CreateRouterOptions {
  /** Origin of the own API; '' (same origin) in the browser. */
  apiBaseUrl?: string
  /** How the server's render reaches `apiBaseUrl`; the browser's own fetch otherwise. */
  fetch?: typeof fetch | undefined
  /** How the server's render reaches the search service at `apiBaseUrl`; Algolia's own requester otherwise. */
  searchRequester?: Requester | undefined
  i18n?: I18n
  /** CSP nonce for the scripts the router streams into the page. */
  nonce?: string
  /** The public origin of the page; the browser's own by default. */
  siteOrigin?: string
  /** The request's cookies (the session hint, the cookie choice); the browser's own by default. */
  cookies?: string
  /** What the server read of the shopper; in the browser, the copy embedded in the page. */
  shopper?: ShopperRender | undefined
  /**
   * The page's locale: the shop buys in its store (spec 1.2). A page never changes store; a link to
   * a locale of another store loads a new page.
   */
  locale?: Locale
  /** The query cache of the page; the server primes it with what does not change per shopper. */
  queryClient?: QueryClient
}

export function createRouter({
  apiBaseUrl = '',
  fetch,
  searchRequester,
  i18n = createI18n(),
  nonce,
  siteOrigin = globalThis.location?.origin ?? '',
  cookies = globalThis.document?.cookie,
  shopper = readShopperRender(),
  locale = localeOfPath(globalThis.location?.pathname ?? '/'),
  queryClient = createQueryClient(),
}: CreateRouterOptions = {}) {
  const shop = createShop({ apiBaseUrl, fetch, queryClient, cookies, shopper, locale })
  const router = createTanStackRouter({
    routeTree,
    context: {
      queryClient,
      i18n,
      api: shop.services.api,
      searchOrigin: apiBaseUrl,
      searchRequester,
      shop,
      siteOrigin,
      preview: previewOf(cookies ?? ''),
    },
    rewrite: {
      input: ({ url }) => rewritePath(url, toInternalPath),
      output: ({ url }) => rewritePath(url, toPublicPath),
    },
    defaultPreload: 'intent',
    // Parts the server rendered into the page that the browser loads on demand are loaded before it hydrates.
    hydrate: async () => {
      const path = toInternalPath(window.location.pathname)
      await Promise.all([
        loadLayoutContent(queryClient, shop.services.api, locale),
        rendersFilledBag(path, shopper) ? FilledBag.preload() : undefined,
        rendersFilledWishlist(path, shopper) ? FilledWishlist.preload() : undefined,
      ])
    },
    scrollRestoration: true,
    ...(nonce ? { ssr: { nonce } } : {}),
  })
  // The layout's content is in the page's markup; the code loads its own copy (`loadLayoutContent`).
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    dehydrateOptions: { shouldDehydrateQuery: (query) => !isLayoutQuery(query) },
  })
  return router
}

/** Preview mode from the request's cookies (spec 4.12; the token is there only on the server). */
function previewOf(cookies: string): { on: boolean; token?: string } {
  const on = /(?:^|;\s*)kestrel_preview_mode=1(?:;|$)/.test(cookies)
  const token = /(?:^|;\s*)kestrel_preview=([\w.-]{1,80})(?:;|$)/.exec(cookies)?.[1]
  return token ? { on, token } : { on }
}

function rewritePath(url: URL, map: (pathname: string) => string): URL {
  url.pathname = map(url.pathname)
  return url
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
