import { Hono, type Context } from 'hono'
import { createHash } from 'node:crypto'
import { market } from '@common/market'
import { PRIVATE_SECTIONS, publicHref } from '../../../src/components/app/head-links'
import type { Readiness } from '../../readiness'
import { SitemapUnavailable } from './sitemap-pages'
import { isSitemapName, SITEMAP_INDEX, type SitemapStore } from './sitemap-store'

/** Crawlers and CDNs keep the files ten minutes; a changed catalog shows in the next one generated after. */
const CACHE_CONTROL = 'public, max-age=600'

/** The service paths and each locale's private sections (spec 2.2: checkout, account, bag, wishlist, order). */
function robotsTxt(origin: string): string {
  const privatePaths = market.locales.flatMap((locale) =>
    PRIVATE_SECTIONS.map((section) => publicHref(origin, locale, `/${section}`).slice(origin.length)),
  )
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /forms/',
    // The product images are served by the image service under /platform.
    'Allow: /platform/images/',
    'Disallow: /platform/',
    // The section and everything below it, but not a sibling sharing its start (`/order` is not `/order-tracking`).
    ...privatePaths.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}/`]),
    '',
    `Sitemap: ${origin}/${SITEMAP_INDEX}`,
    '',
  ].join('\n')
}

interface SitemapRoutesDeps {
  store: SitemapStore
  readiness: Readiness
  /** The shop's public origin (config `PUBLIC_ORIGIN`); without it, the request's. */
  publicOrigin?: string | undefined
}

/** `/robots.txt`, the sitemap index `/sitemap.xml` and the locales' `/sitemap-{locale}.xml`: public, read-only. */
export function createSitemapRoutes({ store, readiness, publicOrigin }: SitemapRoutesDeps): Hono {
  const originOf = (c: Context) => (publicOrigin ?? new URL(c.req.url).origin).replace(/\/+$/, '')
  const app = new Hono()

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', CACHE_CONTROL)
    return c.text(robotsTxt(originOf(c)))
  })

  app.get('/:file', async (c, next) => {
    const name = c.req.param('file')
    if (!isSitemapName(name)) return next()
    if (!readiness.ready) return c.text('The shop is starting, please retry in a moment.', 503, { 'Retry-After': '2' })
    let document
    try {
      document = await store.read(originOf(c), name)
    } catch (error) {
      if (!(error instanceof SitemapUnavailable)) throw error
      console.error(`the sitemaps could not be made: ${error.message}`)
      return c.text('The sitemap is not available right now.', 503, { 'Retry-After': '60' })
    }
    if (!document) return c.text('No such sitemap.', 404)
    const etag = `"${createHash('sha256').update(`${name}\n${document.stamp}\n${document.generatedAt.toISOString()}`).digest('base64url').slice(0, 27)}"`
    c.header('Cache-Control', CACHE_CONTROL)
    c.header('ETag', etag)
    c.header('Last-Modified', document.generatedAt.toUTCString())
    // Compression weakens the tag (`W/"…"`); a weak match is enough for a conditional GET.
    const known = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''))
    if (known.includes(etag) || known.includes('*')) return c.body(null, 304)
    return c.body(document.body, 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })

  return app
}
