import type { Context } from 'hono'
import { sql, type Kysely } from 'kysely'
import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * The rendered HTML of guest pages, kept so the next guest gets it without a render.
 *
 * What a page's render reads is all in its key: the public URL (origin, path, query) and the
 * cookies that change what a guest sees (the cookie-banner choice and the session hint). A request
 * carrying a shopper's session (`kestrel_sid`, or its readable twin `kestrel_shopper`) is never
 * served from the cache nor stored in it. A page is rendered for its key alone — with a request
 * that carries only the key's cookies — so nothing of the asking browser can end up in it.
 *
 * What differs per response is put in on the way out: the CSP nonce (fresh for every response)
 * and the browser's form token are rendered as placeholders and replaced. The parts between them
 * are kept gzip-compressed, each ending on a full flush, so a response is assembled from them and
 * the two compressed values without compressing the page again.
 *
 * Each process keeps its own LRU; whether an entry is still good is decided by the version stamps
 * in the database (`cache_versions`, bumped by triggers whenever the catalog, the stock or the site
 * content changes, whichever process or tool wrote), so every process drops the same pages.
 */

/** A shopper's session, and preview mode (an editor's browser sees drafts, spec 4.12): rendered for that browser alone. */
const SESSION_COOKIES = ['kestrel_sid', 'kestrel_shopper', 'kestrel_preview', 'kestrel_preview_mode'] as const
const CONSENT_COOKIE = 'kestrel_consent'
const SESSION_HINT_COOKIE = 'kestrel_session'

/** Rendered in place of the response's nonce (the length of a real one). */
export const NONCE_PLACEHOLDER = 'kestrelPageCacheNonce000'
/** Rendered in place of the browser's form token (the length of a real one). */
export const FORM_TOKEN_PLACEHOLDER = 'kestrelPageCacheFormToken000000000000000000'

/** A guest page may be kept by shared caches (a CDN) for a minute, and served stale while it refreshes. */
const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
const PRIVATE_CACHE_CONTROL = 'private, no-store'

export interface CacheVersions {
  /** The current stamp of everything cached pages depend on; null when it cannot be read (nothing is cached then). */
  current(): Promise<string | null>
  /** A write was made in this process: the next `current` reads the stamps again. */
  expire?(): void
}

/**
 * Version stamps read from `cache_versions`, at most once per `checkEveryMs` (concurrent
 * requests share one read): a change made by another process shows within that interval.
 */
export function databaseCacheVersions<T>(
  db: Kysely<T>,
  { checkEveryMs = 500 }: { checkEveryMs?: number } = {},
): Required<CacheVersions> {
  let stamp: string | null = null
  let readAt = -Infinity
  let reading: Promise<string | null> | null = null
  const read = async () => {
    const started = performance.now()
    try {
      const { rows } = await sql<{
        area: string
        version: string
      }>`select area, version::text as version from cache_versions order by area`.execute(db)
      stamp = rows.map((row) => `${row.area}:${row.version}`).join(',')
    } catch {
      stamp = null
    }
    readAt = started
    return stamp
  }
  return {
    current() {
      if (performance.now() - readAt < checkEveryMs) return Promise.resolve(stamp)
      reading ??= read().finally(() => (reading = null))
      return reading
    },
    expire() {
      readAt = -Infinity
    },
  }
}

/** A stretch of the page: kept text (raw and deflated) or a placeholder. */
type Part = { raw: Buffer; deflated: Buffer } | typeof NONCE_PLACEHOLDER | typeof FORM_TOKEN_PLACEHOLDER

interface Entry {
  parts: Part[]
  status: number
  headers: Array<[string, string]>
  version: string
  storedAt: number
  bytes: number
  /** Whether it may be served to others (a page that set a cookie was rendered for someone). */
  shared: boolean
}

interface PageCacheOptions {
  versions: CacheVersions
  /** How long a page is served as it is (ms). */
  freshMs?: number
  /** How much longer it is served while one request renders it again (ms). */
  staleMs?: number
  maxEntries?: number
  maxBytes?: number
  now?: () => number
}

export interface ShopperPart {
  formToken: string
  /** Present when the page renders the shopper's own cart: such a page is never cached. */
  cart?: unknown
  /** Present when the page renders an order the browser session tracked: such a page is never cached. */
  trackedOrder?: unknown
}

export interface PageRender<S extends ShopperPart | undefined> {
  /** The request as it arrived. */
  request: Request
  nonce: string
  shopper: S
  /** Renders the page; for the cache it is called with a request carrying only the key's cookies and placeholders. */
  render(request: Request, nonce: string, shopper: S): Promise<Response>
}

type CacheState = 'hit' | 'stale' | 'miss' | 'bypass'

export interface PageCache {
  /** The page for this request, from the cache when it may be, with its cache headers. */
  serve<S extends ShopperPart | undefined>(c: Context, page: PageRender<S>): Promise<Response>
  clear(): void
  readonly size: number
}

/** The cache key of a guest request and the cookie header its page is rendered with; null when it must be rendered for the shopper. */
export function guestVariant(request: Request): { key: string; cookie: string } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const cookies = new Map<string, string>()
  for (const pair of (request.headers.get('cookie') ?? '').split(/;\s*/)) {
    const at = pair.indexOf('=')
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
  }
  if (SESSION_COOKIES.some((name) => cookies.has(name))) return null
  const variant: string[] = []
  const consent = cookies.get(CONSENT_COOKIE)
  if (consent !== undefined) {
    const categories = [...new Set(consent.split('.').filter((category) => /^cookie_cat_[a-z]{1,24}$/.test(category)))]
      .sort()
      .slice(0, 8)
    if (categories.length > 0) variant.push(`${CONSENT_COOKIE}=${categories.join('.')}`)
  }
  if (cookies.get(SESSION_HINT_COOKIE) === '1') variant.push(`${SESSION_HINT_COOKIE}=1`)
  const url = new URL(request.url)
  const cookie = variant.join('; ')
  return { key: `${url.origin}${url.pathname}${url.search}\n${cookie}`, cookie }
}

const FULL_FLUSH = { finishFlush: constants.Z_FULL_FLUSH }
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0))
const PLACEHOLDERS = new RegExp(`(${NONCE_PLACEHOLDER}|${FORM_TOKEN_PLACEHOLDER})`)

/** The page cut at its placeholders, each kept stretch deflated on its own (no reference across a cut). */
export function splitPage(html: string): Part[] {
  return html
    .split(PLACEHOLDERS)
    .filter((piece) => piece !== '')
    .map((piece) => {
      if (piece === NONCE_PLACEHOLDER || piece === FORM_TOKEN_PLACEHOLDER) return piece
      const raw = Buffer.from(piece)
      return { raw, deflated: deflateRawSync(raw, FULL_FLUSH) }
    })
}

/** The page for one response: the placeholders replaced, as text or as one gzip member. */
export function assemblePage(parts: Part[], values: { nonce: string; formToken: string }, gzip: boolean): Buffer {
  const value = {
    [NONCE_PLACEHOLDER]: Buffer.from(values.nonce),
    [FORM_TOKEN_PLACEHOLDER]: Buffer.from(values.formToken),
  }
  if (!gzip) return Buffer.concat(parts.map((part) => (typeof part === 'string' ? value[part] : part.raw)))
  const deflated = {
    [NONCE_PLACEHOLDER]: deflateRawSync(value[NONCE_PLACEHOLDER], FULL_FLUSH),
    [FORM_TOKEN_PLACEHOLDER]: deflateRawSync(value[FORM_TOKEN_PLACEHOLDER], FULL_FLUSH),
  }
  const out: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  for (const part of parts) {
    const raw = typeof part === 'string' ? value[part] : part.raw
    out.push(typeof part === 'string' ? deflated[part] : part.deflated)
    crc = crc32(raw, crc)
    size += raw.length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size % 2 ** 32, 4)
  out.push(FINAL_BLOCK, trailer)
  return Buffer.concat(out)
}

/** Whether the request takes gzip (`Accept-Encoding`, a q of 0 refusing it). */
function acceptsGzip(request: Request): boolean {
  return (request.headers.get('accept-encoding') ?? '').split(',').some((item) => {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0)
  })
}

export function createPageCache({
  versions,
  freshMs = 30_000,
  staleMs = 300_000,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>()
  const rendering = new Map<string, Promise<Entry>>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bytes
    entries.delete(key)
  }
  const store = (key: string, entry: Entry) => {
    remove(key)
    if (!entry.shared || entry.status !== 200 || entry.bytes > maxBytes / 16) return
    entries.set(key, entry)
    bytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      remove(oldest)
    }
  }

  /** Renders the key's page once, however many requests wait for it. */
  const renderEntry = <S extends ShopperPart | undefined>(
    key: string,
    cookie: string,
    version: string,
    page: PageRender<S>,
  ): Promise<Entry> => {
    const flight = `${key}\n${version}`
    const running = rendering.get(flight)
    if (running) return running
    const promise = (async () => {
      const headers = new Headers({ accept: page.request.headers.get('accept') ?? 'text/html' })
      if (cookie) headers.set('cookie', cookie)
      const request = new Request(page.request.url, { headers })
      const shopper = (page.shopper ? { ...page.shopper, formToken: FORM_TOKEN_PLACEHOLDER } : page.shopper) as S
      const response = await page.render(request, NONCE_PLACEHOLDER, shopper)
      const parts = splitPage(await response.text())
      const kept = [...response.headers.entries()].filter(
        ([name]) => !['set-cookie', 'content-length', 'content-encoding', 'cache-control', 'vary'].includes(name),
      )
      const shared = !response.headers.has('set-cookie')
      const bytes = parts.reduce(
        (sum, part) => sum + (typeof part === 'string' ? part.length : part.raw.length + part.deflated.length),
        0,
      )
      const entry: Entry = { parts, status: response.status, headers: kept, version, storedAt: now(), bytes, shared }
      store(key, entry)
      return entry
    })().finally(() => rendering.delete(flight))
    rendering.set(flight, promise)
    return promise
  }

  return {
    get size() {
      return entries.size
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    async serve(c, page) {
      const variant =
        page.shopper?.cart === undefined && page.shopper?.trackedOrder === undefined ? guestVariant(page.request) : null
      const version = variant ? await versions.current() : null
      if (!variant || version === null) {
        const response = await page.render(page.request, page.nonce, page.shopper)
        c.header('Cache-Control', PRIVATE_CACHE_CONTROL)
        c.header('X-Page-Cache', 'bypass')
        return response
      }
      let state: CacheState
      let entry = entries.get(variant.key)
      const age = entry ? now() - entry.storedAt : Infinity
      if (entry && entry.version === version && age <= freshMs) {
        state = 'hit'
      } else if (entry && entry.version === version && age <= freshMs + staleMs) {
        state = 'stale'
        // One request refreshes it; everyone is served the kept page meanwhile.
        renderEntry(variant.key, variant.cookie, version, page).catch((error: unknown) =>
          console.error('a cached page could not be refreshed', error),
        )
      } else {
        state = 'miss'
        entry = await renderEntry(variant.key, variant.cookie, version, page)
      }
      if (entries.has(variant.key) && state !== 'miss') {
        // Most recently used last.
        entries.delete(variant.key)
        entries.set(variant.key, entry)
      }
      const headers = new Headers(entry.headers)
      headers.set('X-Page-Cache', state)
      const status = entry.status
      c.header('Vary', 'Cookie, Accept-Encoding')
      // A shared cache may keep a guest page that sets no cookie (the form token in it is the one
      // of the cookie the browser sent, and `Vary: Cookie` keeps it to that browser).
      c.header(
        'Cache-Control',
        status === 200 && !c.res.headers.has('set-cookie') ? GUEST_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      )
      const gzip = acceptsGzip(page.request)
      if (gzip) headers.set('Content-Encoding', 'gzip')
      const body = assemblePage(entry.parts, { nonce: page.nonce, formToken: page.shopper?.formToken ?? '' }, gzip)
      return new Response(page.request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers })
    },
  }
}
