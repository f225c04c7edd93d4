import { describe, expect, it } from 'vitest'
import type { Readiness } from '../../server/readiness'
import { createSitemapRoutes } from '../../server/web/sitemap/sitemap.routes'
import type { SitemapStore } from '../../server/web/sitemap/sitemap-store'
import { databaseFingerprint } from './fingerprint'
import { useSearchCatalog } from '../support/search-catalog'

/**
 * The public, read-only files outside the API (robots.txt and the sitemaps): the same for everyone
 * (no cookie set, nothing of the request in them, cacheable by anyone), the security headers on
 * them, and no method but GET/HEAD doing anything.
 */

const catalog = useSearchCatalog()

interface PublicFile {
  /** The route as the sitemap routes declare it. */
  route: string
  /** Paths it serves. */
  paths: readonly string[]
  contentType: RegExp
}

const PUBLIC_FILES: readonly PublicFile[] = [
  { route: '/robots.txt', paths: ['/robots.txt'], contentType: /^text\/plain/ },
  {
    route: '/:file',
    paths: ['/sitemap.xml', '/sitemap-cs-CZ.xml', '/sitemap-en.xml'],
    contentType: /^application\/xml; charset=utf-8$/,
  },
]

const shopperCookie = 'kestrel_sid=forged; kestrel_shopper=customer; kestrel_consent=cookie_cat_marketing'

describe('public files', () => {
  for (const file of PUBLIC_FILES) {
    for (const path of file.paths) {
      it(`${path}: public, the same for a shopper and a guest, with the security headers`, async () => {
        const guest = await fetch(`${catalog.server.origin}${path}`)
        const shopper = await fetch(`${catalog.server.origin}${path}?q=%3Cscript%3E&x=${'a'.repeat(500)}`, {
          headers: { cookie: shopperCookie },
        })
        for (const response of [guest, shopper]) {
          expect(response.status).toBe(200)
          expect(response.headers.get('content-type')).toMatch(file.contentType)
          expect(response.headers.get('cache-control')).toMatch(/^public/)
          expect(response.headers.get('set-cookie')).toBeNull()
          expect(response.headers.get('x-content-type-options')).toBe('nosniff')
          expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
        }
        const [guestBody, shopperBody] = [await guest.text(), await shopper.text()]
        expect(shopperBody).toBe(guestBody)
        expect(shopperBody).not.toContain('<script')
      })

      it(`${path}: writes change nothing and never answer 5xx`, async () => {
        const before = await databaseFingerprint(catalog.server.database.db)
        for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
          const response = await fetch(`${catalog.server.origin}${path}`, { method, body: '<x/>' })
          expect(response.status, method).toBeGreaterThanOrEqual(400)
          expect(response.status, method).toBeLessThan(500)
        }
        expect(await databaseFingerprint(catalog.server.database.db)).toBe(before)
      })
    }
  }

  it('a file name that is no sitemap is not found, and reads no other file', async () => {
    for (const path of [
      '/sitemap-..%2F..%2Fetc%2Fpasswd.xml',
      '/sitemap-xx.xml',
      '/sitemap-en-0.xml',
      '/sitemap-en-99.xml',
    ])
      expect((await fetch(`${catalog.server.origin}${path}`)).status, path).toBe(404)
  })

  it('every public file the server serves has a row here (a new one gets one)', () => {
    const served = createSitemapRoutes({ store: {} as SitemapStore, readiness: {} as Readiness })
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`)
    expect(served.sort()).toEqual(PUBLIC_FILES.map((file) => `GET ${file.route}`).sort())
  })
})
