import { Hono } from 'hono'
import { sql } from 'kysely'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/support/database'
import { createApp } from '../app'
import type { DatabaseHandle } from '../db/database'
import { Readiness } from '../readiness'
import {
  assemblePage,
  createPageCache,
  databaseCacheVersions,
  FORM_TOKEN_PLACEHOLDER,
  guestVariant,
  NONCE_PLACEHOLDER,
  splitPage,
  type PageCache,
} from './page-cache'
import type { PageRenderer, RenderRequest } from './renderer'

/**
 * The guest page cache in the real app on a real database. The renderer writes into the page
 * what a render can depend on: the nonce, the form token, the cookies it was given and the
 * footer's content from the database, and counts its renders.
 */
let database: DatabaseHandle
let cache: PageCache
let renders: RenderRequest[]
let app: ReturnType<typeof createApp>

const renderer: PageRenderer = {
  async render(options) {
    renders.push(options)
    const { rows } = await sql<{
      document: { text: string }
    }>`select document from content_entries where key = 'footer' and locale = 'en'`.execute(database.db)
    const html = [
      '<!doctype html><html><head>',
      `<script nonce="${options.nonce}">window.page = 1</script>`,
      `</head><body><p id="cookies">${options.request.headers.get('cookie') ?? ''}</p>`,
      `<p id="footer">${rows[0]?.document.text ?? ''}</p>`,
      `<input name="csrf" value="${(options.shopper as { formToken?: string } | undefined)?.formToken ?? ''}">`,
      '</body></html>',
    ].join('')
    return new Response(html, {
      status: options.request.url.endsWith('/missing') ? 404 : 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  },
  close: async () => {},
}

const get = (path: string, cookie?: string) =>
  app.request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} })
const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
const formCookie = (response: Response) => /kestrel_form=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
const setFooter = (text: string) =>
  sql`insert into content_entries (key, locale, document) values ('footer', 'en', ${JSON.stringify({ text })}::jsonb)
      on conflict (key, locale) do update set document = excluded.document, updated_at = now()`.execute(database.db)

beforeAll(async () => {
  database = await createTestDatabase()
  const readiness = new Readiness()
  readiness.markReady()
  cache = createPageCache({ versions: databaseCacheVersions(database.db, { checkEveryMs: 0 }) })
  app = createApp({
    db: database.db,
    readiness,
    renderer,
    selfOrigin: 'http://127.0.0.1:1',
    root: process.cwd(),
    dev: true,
    pageCache: cache,
  })
})
afterAll(() => database.close())
beforeEach(async () => {
  renders = []
  cache.clear()
  await setFooter('Kestrel footer')
})

describe('guest pages', () => {
  it('are rendered once and served again from the cache, each response with its own nonce and the browser’s form token', async () => {
    const first = await get('/en/women')
    const firstHtml = await first.text()
    expect(first.headers.get('x-page-cache')).toBe('miss')
    const browser = formCookie(first)
    expect(browser).toBeTruthy()

    const second = await get('/en/women', `kestrel_form=${browser}`)
    const secondHtml = await second.text()
    expect(second.status).toBe(200)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(renders).toHaveLength(1)

    // A fresh nonce per response, the one its CSP allows; no placeholder left.
    expect(cspNonce(first)).not.toBe(cspNonce(second))
    expect(firstHtml).toContain(`nonce="${cspNonce(first)}"`)
    expect(secondHtml).toContain(`nonce="${cspNonce(second)}"`)
    expect(secondHtml).not.toContain('kestrelPageCache')
    // The same browser keeps its form token; another browser gets its own.
    const token = /name="csrf" value="([^"]+)"/.exec(secondHtml)?.[1]
    expect(firstHtml).toContain(`value="${token}"`)
    const other = await (await get('/en/women')).text()
    expect(other).not.toContain(`value="${token}"`)
    expect(renders).toHaveLength(1)
  })

  it('carry headers a shared cache can honour, unless the response sets a cookie', async () => {
    const first = await get('/en/women')
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const again = await get('/en/women', `kestrel_form=${formCookie(first)}`)
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    expect(again.headers.get('vary')).toMatch(/\bCookie\b/)
  })

  it('are rendered with the cookies that change them and no others, each variant apart', async () => {
    const consent = 'kestrel_consent=cookie_cat_necessary.cookie_cat_statistic'
    await get('/en/women', `_ga=GA1.2.3; ${consent}; kestrel_form=${'a'.repeat(43)}`)
    expect(renders.at(-1)?.request.headers.get('cookie')).toBe(consent)
    await get('/en/women', `kestrel_consent=cookie_cat_statistic.cookie_cat_necessary; other=1`)
    expect(renders).toHaveLength(1)
    await get('/en/women')
    expect(renders).toHaveLength(2)
    expect(renders.at(-1)?.request.headers.get('cookie')).toBeNull()
  })

  it('are not kept when they are not found', async () => {
    await get('/missing')
    const again = await get('/missing')
    expect(again.status).toBe(404)
    expect(again.headers.get('x-page-cache')).toBe('miss')
    expect(renders).toHaveLength(2)
  })
})

describe('a shopper with a session', () => {
  for (const cookie of ['kestrel_sid=abc', 'kestrel_shopper=guest']) {
    it(`is never served from the cache nor stored in it (${cookie.split('=')[0]})`, async () => {
      await get('/en/women')
      const own = await get('/en/women', cookie)
      expect(own.headers.get('x-page-cache')).toBe('bypass')
      expect(own.headers.get('cache-control')).toBe('private, no-store')
      expect(renders).toHaveLength(2)
      expect(renders[1]?.request.headers.get('cookie')).toBe(cookie)

      // Nothing of the shopper's render is kept: a guest on another page gets a page of its own.
      await get('/en/men', cookie)
      expect((await get('/en/men')).headers.get('x-page-cache')).toBe('miss')
    })
  }
})

describe('invalidation', () => {
  it('renders again once the site content changed, in this or any process', async () => {
    expect(await (await get('/en/women')).text()).toContain('Kestrel footer')
    await setFooter('New footer')
    const after = await get('/en/women')
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(await after.text()).toContain('New footer')
  })

  it('renders again once the catalog or the stock changed', async () => {
    await get('/en/women')
    for (const change of [
      sql`update commerce_products set version = version where false`,
      sql`update commerce_inventory set version = version where false`,
      sql`update search_records set updated_at = now() where false`,
      sql`insert into commerce_resources (type_id, id, version, document) values ('category', 'cat-1', 1, '{}'::jsonb)`,
    ]) {
      await change.execute(database.db)
      expect((await get('/en/women')).headers.get('x-page-cache')).toBe('miss')
      expect((await get('/en/women')).headers.get('x-page-cache')).toBe('hit')
    }
  })

  it('does not render again for a shopper’s cart or order', async () => {
    await get('/en/women')
    await sql`insert into commerce_resources (type_id, id, version, document) values ('cart', 'cart-1', 1, '{}'::jsonb)`.execute(
      database.db,
    )
    expect((await get('/en/women')).headers.get('x-page-cache')).toBe('hit')
  })
})

describe('the version stamps', () => {
  it('are read at most once an interval, and again at once after a write made through this process', async () => {
    const versions = databaseCacheVersions(database.db, { checkEveryMs: 60_000 })
    const before = await versions.current()
    await setFooter('Changed by an editor')
    expect(await versions.current()).toBe(before)
    versions.expire()
    const after = await versions.current()
    expect(after).not.toBeNull()
    expect(after).not.toBe(before)
  })
})

describe('guestVariant', () => {
  const variant = (cookie: string, url = 'https://shop.test/en/women?page=2') =>
    guestVariant(new Request(url, { headers: { cookie } }))

  it('keys a page by its URL, the consent categories (in order) and the session hint', () => {
    expect(variant('')).toEqual({ key: 'https://shop.test/en/women?page=2\n', cookie: '' })
    expect(
      variant('kestrel_consent=cookie_cat_statistic.cookie_cat_necessary.<script>; kestrel_session=1')?.cookie,
    ).toBe('kestrel_consent=cookie_cat_necessary.cookie_cat_statistic; kestrel_session=1')
    expect(variant('', 'http://other.test/en/women')?.key).not.toBe(variant('')?.key)
  })

  it('has none for a session or a write', () => {
    expect(variant('a=1; kestrel_sid=x')).toBeNull()
    expect(variant('kestrel_shopper=customer')).toBeNull()
    expect(guestVariant(new Request('https://shop.test/', { method: 'POST' }))).toBeNull()
  })
})

describe('compressed pages', () => {
  it('are assembled from the kept compressed parts and the response’s own values', async () => {
    const browser = formCookie(await get('/en/women'))
    const plain = await app.request('http://shop.test/en/women', { headers: { cookie: `kestrel_form=${browser}` } })
    const zipped = await app.request('http://shop.test/en/women', {
      headers: { cookie: `kestrel_form=${browser}`, 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(zipped.headers.get('x-page-cache')).toBe('hit')
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()
    expect(unzipped).toContain(`nonce="${cspNonce(zipped)}"`)
    expect(unzipped.replace(cspNonce(zipped)!, 'N')).toBe((await plain.text()).replace(cspNonce(plain)!, 'N'))
    const refused = await app.request('http://shop.test/en/women', {
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    })
    expect(refused.headers.get('content-encoding')).toBeNull()
  })

  it('hold every byte of the page, however it is cut', () => {
    const html = `<p>${'Kestrel '.repeat(500)}${NONCE_PLACEHOLDER}ž${FORM_TOKEN_PLACEHOLDER}${NONCE_PLACEHOLDER}</p>`
    const parts = splitPage(html)
    const values = { nonce: 'abc', formToken: 'token' }
    const expected = html.replaceAll(NONCE_PLACEHOLDER, 'abc').replaceAll(FORM_TOKEN_PLACEHOLDER, 'token')
    expect(assemblePage(parts, values, false).toString()).toBe(expected)
    expect(gunzipSync(assemblePage(parts, values, true)).toString()).toBe(expected)
  })
})

describe('a page with a tracked order', () => {
  it('is rendered for its browser every time and never kept, where a guest page without one is', async () => {
    const cache = createPageCache({ versions: { current: async () => 'v1' } })
    let renders = 0
    const pages = (trackedOrder?: unknown) =>
      new Hono().get('*', (c) =>
        cache.serve(c, {
          request: c.req.raw,
          nonce: 'n',
          shopper: { formToken: 't', ...(trackedOrder ? { trackedOrder } : {}) },
          render: async () => new Response(`<p>${++renders}</p>`, { headers: { 'content-type': 'text/html' } }),
        }),
      )
    const url = 'http://shop.test/en/order-tracking?order=KCZ1000'
    for (let i = 0; i < 2; i++) await pages({ orderNumber: 'KCZ1000' }).request(url)
    expect(renders).toBe(2)
    expect(cache.size).toBe(0)
    for (let i = 0; i < 2; i++) await pages().request(url)
    expect(renders).toBe(3)
    expect(cache.size).toBe(1)
  })
})
