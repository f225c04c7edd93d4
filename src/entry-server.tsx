import type { ServerManifest } from '@tanstack/router-core'
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server'
import type { ShopperRender } from './components/app/shopper-render'
import { localeOfPath } from '@common/market'
import { createRouter } from './router'

// The bag's lines and forms are rendered into the page (they work before and without the scripts): their
// modules load when the server starts, so not even the first render streams a placeholder instead.
void import('./components/bag/BagPage')

export interface RenderOptions {
  request: Request
  /** Origin the server reaches its own API at during rendering. */
  apiBaseUrl: string
  manifest: ServerManifest
  nonce: string
  /** The shopper's cart, form token and form outcome, as the server read them for this page. */
  shopper?: ShopperRender
}

/** Renders a page as a streamed HTML response; the server adds its headers around it. */
export function render({ request, apiBaseUrl, manifest, nonce, shopper }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createRouter({
        apiBaseUrl,
        nonce,
        siteOrigin: new URL(request.url).origin,
        locale: localeOfPath(new URL(request.url).pathname),
        cookies: request.headers.get('cookie') ?? '',
        shopper,
      }),
    getRouterManifest: () => manifest,
  })
  return handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  )
}
