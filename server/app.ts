import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import path from 'node:path'
import { createApi } from './api/api.routes'
import { createPlatformAccess } from './api/platform-access/platform-access'
import type { Database } from './db/database'
import { inProcessFetch } from './http/in-process-fetch'
import { backPath } from '../common/shop-forms'
import { formProblemPage, NEEDS_SCRIPTS } from './web/forms/problem-page'
import { requestTimeout } from './http/request-timeout'
import { mayHaveWritten } from './http/read-only'
import type { Readiness } from './readiness'
import { createShopForms } from './web/forms/shop-forms'
import { createBagProductsCache } from './web/bag-products'
import { createLayoutContentCache } from './web/layout-content'
import { createPageCache, databaseCacheVersions, type CacheVersions, type PageCache } from './web/page-cache'
import type { PageRenderer } from './web/renderer'
import { securityHeaders } from './web/security'
import { createSitemapRoutes } from './web/sitemap/sitemap.routes'
import { createSitemapStore } from './web/sitemap/sitemap-store'

interface AppDeps {
  db: Database
  readiness: Readiness
  renderer: PageRenderer
  /** Where the server reaches itself, for API calls made while rendering. */
  selfOrigin: string
  /** Root of the project: `dist/client` and `public` are served from here. */
  root: string
  dev: boolean
  /** Stand-ins of the local platform, mounted under `/platform`. */
  platform?: Hono
  /** The API's own commerce client (spec: never handed to the browser). */
  commerceCredentials?: { clientId: string; clientSecret: string }
  /** Proxies in front of the server whose `X-Forwarded-For` entry names the client (config `TRUSTED_PROXY_HOPS`). */
  trustedProxyHops?: number
  /** The shop's public origin for links in mails (config `PUBLIC_ORIGIN`). */
  publicOrigin?: string | undefined
  /** The cache of guest pages; by default one on the database's version stamps. */
  pageCache?: PageCache
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

export function createApp(deps: AppDeps): Hono {
  const app = new Hono()
  app.use(securityHeaders({ dev: deps.dev }))
  app.use(compress())
  // No request keeps its client waiting longer than 30 s (503); the work itself is bounded where it is done.
  app.use(requestTimeout())

  // What guests' pages and every page's layout keep is checked against the database's version stamps.
  // Development renders the sources as they change: nothing is kept there.
  const versions: CacheVersions = deps.dev ? { current: async () => null } : databaseCacheVersions(deps.db)
  const pageCache = deps.pageCache ?? createPageCache({ versions })
  const layoutContent = createLayoutContentCache({ versions })
  // A change made through this process shows on its next page at once; another process's within the stamps' interval.
  // A read made with a POST (a GraphQL query of the shopper's cart while their page renders) changes nothing.
  app.use(async (c, next) => {
    await next()
    if (mayHaveWritten(c.req.raw)) versions.expire?.()
  })

  const credentials = deps.commerceCredentials ?? { clientId: 'kestrel-local', clientSecret: 'kestrel-local' }
  // The server's calls to itself (the platform's stand-ins, the own API while a page renders) stay in this process.
  const loopback = inProcessFetch(deps.selfOrigin, (request) => app.fetch(request))
  const platformAccess = createPlatformAccess({ origin: deps.selfOrigin, ...credentials, fetch: loopback })
  const apiDeps = {
    db: deps.db,
    readiness: deps.readiness,
    platform: platformAccess,
    trustedProxyHops: deps.trustedProxyHops ?? 0,
    publicOrigin: deps.publicOrigin,
  }
  app.route('/api', createApi(apiDeps))
  // The shopping actions as plain-HTML forms, and each page rendered with the shopper's cart and form token.
  const forms = createShopForms(apiDeps, credentials.clientSecret, createBagProductsCache({ versions }))
  app.route('/forms', forms.routes)
  if (deps.platform) app.route('/platform', deps.platform)
  app.all('/api/*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404))
  app.all('/platform/*', (c) => c.json({ error: `No platform route ${c.req.method} ${c.req.path}` }, 404))
  // A form only the code takes (the account forms) sent by a browser without scripts: its fields were posted, never
  // put in a page's address, and are not read; the shopper learns that the form needs scripts.
  app.post('*', (c) => formProblemPage(c, 400, NEEDS_SCRIPTS, backPath(new URL(c.req.url).pathname, '/')))
  // Robots and the sitemaps, generated from the catalog and the content and kept in the database.
  app.route(
    '/',
    createSitemapRoutes({
      store: createSitemapStore({ db: deps.db, searchOrigin: deps.selfOrigin, fetchImpl: loopback }),
      readiness: deps.readiness,
      publicOrigin: deps.publicOrigin,
    }),
  )

  if (!deps.dev) {
    const clientRoot = path.relative(process.cwd(), path.join(deps.root, 'dist', 'client'))
    app.use(
      '/assets/*',
      serveStatic({
        root: clientRoot,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE),
      }),
    )
    app.use(
      '*',
      serveStatic({ root: clientRoot, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }),
    )
  }

  app.get('*', (c, next) => (deps.readiness.ready ? forms.pages(c as never, next) : next()))
  app.get('*', async (c) => {
    if (!deps.readiness.ready) {
      return c.html(
        '<!doctype html><title>Kestrel</title><p>The shop is starting, please retry in a moment.</p>',
        503,
        {
          'Retry-After': '2',
        },
      )
    }
    // Guest pages come from the page cache; a shopper's own pages are rendered for them (server/web/page-cache.ts).
    const response = await pageCache.serve(c, {
      request: c.req.raw,
      nonce: c.get('secureHeadersNonce') ?? '',
      shopper: forms.renderData(c),
      render: (request, nonce, shopper) =>
        deps.renderer.render({ request, apiBaseUrl: deps.selfOrigin, fetch: loopback, nonce, shopper, layoutContent }),
    })
    return new Response(response.body, response)
  })

  app.onError((error, c) => {
    const service = c.req.path.startsWith('/api/') || c.req.path.startsWith('/platform/')
    if (error instanceof HTTPException) {
      // Spec 8.2: the API answers every refusal as `{ error }`, also the framework's own (malformed JSON, say).
      if (service && error.status < 500) return c.json({ error: error.message || 'Bad request' }, error.status)
      return error.getResponse()
    }
    console.error(error)
    if (service) {
      return c.json({ error: 'Unknown error occurred' }, 500)
    }
    return c.html('<!doctype html><title>Kestrel</title><h1>Something went wrong</h1>', 500)
  })

  return app
}
