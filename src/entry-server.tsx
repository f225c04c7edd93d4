import type { QueryClient } from '@tanstack/react-query'
import type { ServerManifest } from '@tanstack/router-core'
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server'
import type { ShopperRender } from './components/app/shopper-render'
import { localeOfPath, type Locale } from '@common/market'
import { createRouter } from './router'
import { createQueryClient } from './services/query-client'
import { fetchRequester } from './services/search/fetch-requester'

// The bag's lines and forms are rendered into the page (they work before and without the scripts): their
// modules load when the server starts, so not even the first render streams a placeholder instead.
void import('./components/bag/BagPage')

export interface RenderOptions {
  request: Request
  /** Origin the server reaches its own API at during rendering. */
  apiBaseUrl: string
  /** How the render reaches its own API (the server's call to itself stays in its process). */
  fetch?: typeof fetch | undefined
  manifest: ServerManifest
  nonce: string
  /** The shopper's cart, form token and form outcome, as the server read them for this page. */
  shopper?: ShopperRender
  /** What an earlier render loaded of the layout's content, the same for every shopper (server/web/layout-content.ts). */
  layoutContent?: { prime(queryClient: QueryClient, locale: Locale): Promise<{ keep(): void }> } | undefined
}

/** Renders a page as a streamed HTML response; the server adds its headers around it. */
export async function render({
  request,
  apiBaseUrl,
  fetch,
  manifest,
  nonce,
  shopper,
  layoutContent,
}: RenderOptions): Promise<Response> {
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const queryClient = createQueryClient()
  const layout = await layoutContent?.prime(queryClient, locale)
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createRouter({
        apiBaseUrl,
        fetch,
        searchRequester: fetch && fetchRequester(fetch),
        nonce,
        siteOrigin: url.origin,
        locale,
        cookies: request.headers.get('cookie') ?? '',
        shopper,
        queryClient,
      }),
    getRouterManifest: () => manifest,
  })
  // The loaders have run when the page starts to render: what they loaded of the layout is kept.
  return handler(({ request, responseHeaders, router }) => {
    layout?.keep()
    return renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> })
  })
}
