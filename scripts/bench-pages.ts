/**
 * The page benchmark: per page type (home, a listing in both languages, the Kite product page, the
 * bag and the checkout with an item) in one markdown table — Lighthouse mobile score, LCP, TBT, CLS,
 * the gzip JavaScript of the first load and of the shopper's first touch, HTML time to first byte over warm requests, guest throughput
 * with 16 concurrent connections, and how soon a tap on size and add-to-bag takes effect under
 * Lighthouse-like throttling.
 *
 *   npx tsx scripts/bench-pages.ts                          # starts a production server of its own
 *   npx tsx scripts/bench-pages.ts --origin http://localhost:3000 --runs 3 --only ttfb,throughput
 *
 * Options: `--origin` (measure a running server instead), `--port` / `--data-dir` (of the server it
 * starts; 3100 and .data/bench), `--runs` (Lighthouse runs per page, median; 5), `--tries` (tap
 * tries; 3), `--duration` (seconds of load per page; 10), `--only` (any of lighthouse, js, ttfb,
 * throughput, tap, touch).
 *
 * The server it starts runs the built bundle with `NODE_ENV=production` (React's production build
 * on the server) and benchmark-only keys for the local platform, on the embedded database.
 */
import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import os from 'node:os'
import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { chromePath, lighthouse, median, type LighthouseResult } from './lighthouse'
import { measurePageJs } from './measure-page-js'

const KITE = '/en/product/womens-kite-leather-pumps-280002-05094/280002/05094'

interface PageType {
  key: string
  path: string
  /** Measured with the Kite pumps in the bag. */
  withBag?: boolean
  /** Part of the guest load test. */
  load?: boolean
}

const PAGES: PageType[] = [
  { key: 'home', path: '/', load: true },
  { key: 'listing', path: '/ženy', load: true },
  { key: 'listing (en)', path: '/en/women', load: true },
  { key: 'product', path: KITE, load: true },
  { key: 'bag (1 item)', path: '/en/shopping-bag', withBag: true },
  { key: 'checkout (1 item)', path: '/en/checkout', withBag: true },
]

const MEASUREMENTS = ['lighthouse', 'js', 'ttfb', 'throughput', 'tap', 'touch'] as const
type Measurement = (typeof MEASUREMENTS)[number]

interface Options {
  origin?: string
  port: number
  dataDir: string
  runs: number
  tries: number
  duration: number
  only: Set<Measurement>
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`)
    return index >= 0 ? argv[index + 1] : undefined
  }
  const number = (name: string, fallback: number) => {
    const raw = value(name)
    const parsed = raw === undefined ? fallback : Number(raw)
    if (!Number.isFinite(parsed) || parsed <= 0) usage(`--${name} must be a positive number`)
    return parsed
  }
  const only = (value('only') ?? MEASUREMENTS.join(',')).split(',').map((part) => part.trim())
  for (const part of only) if (!MEASUREMENTS.includes(part as Measurement)) usage(`unknown measurement ${part}`)
  return {
    origin: value('origin')?.replace(/\/$/, ''),
    port: number('port', 3100),
    dataDir: value('data-dir') ?? '.data/bench',
    runs: Math.round(number('runs', 5)),
    tries: Math.round(number('tries', 3)),
    duration: number('duration', 10),
    only: new Set(only as Measurement[]),
  }
}

function usage(message: string): never {
  console.error(
    `${message}\nusage: tsx scripts/bench-pages.ts [--origin URL | --port N --data-dir DIR] [--runs N] [--tries N] [--duration S] [--only ${MEASUREMENTS.join(',')}]`,
  )
  process.exit(2)
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

// ---------------------------------------------------------------------------------------------
// The server

/** Keys of the local platform for the benchmark's own server (production refuses the well-known ones). */
const BENCH_ENV = {
  NODE_ENV: 'production',
  COMMERCE_CLIENT_ID: 'kestrel-bench-client',
  COMMERCE_CLIENT_SECRET: 'kestrel-bench-secret-0123456789',
  ALTCHA_HMAC_KEY: 'kestrel-bench-altcha-0123456789',
  SUPPORT_CHAT_SECRET: 'kestrel-bench-chat-secret-0123456789',
  SUPPORT_CHAT_API_KEY: 'kestrel-bench-chat-key-0123456789',
  DOCUMENTS_API_KEY: 'kestrel-bench-documents-0123456789',
  LOYALTY_API_KEY: 'kestrel-bench-loyalty-0123456789',
  REVIEWS_API_KEY: 'kestrel-bench-reviews-0123456789',
  PAYMENTS_API_KEY: 'kestrel-bench-payments-0123456789',
  PAYMENTS_HMAC_KEY: '0123456789ABCDEF'.repeat(4),
  PAYMENTS_WALLET_KEY: 'kestrel-bench-wallet-0123456789',
  PAYMENTS_MANAGEMENT_API_KEY: 'kestrel-bench-management-0123456789',
  // Production runs no mail catcher; the benchmark pays no order, so no mail is sent (nothing listens there).
  SMTP_URL: 'smtp://127.0.0.1:9',
}

/** Starts the built server and waits for its health check (a build first, if the sources changed). */
export async function startServer(port: number, dataDir: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...BENCH_ENV, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10 * 60_000
  let exited = false
  child.once('exit', () => (exited = true))
  while (true) {
    if (exited) throw new Error('the server stopped while starting')
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 10 minutes')
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

// ---------------------------------------------------------------------------------------------
// A filled bag

/** The browser state of a guest whose bag holds the Kite pumps (first size in stock), cookies answered. */
export async function filledBagState(
  browser: Browser,
  origin: string,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext()
  try {
    await context.addCookies([{ name: 'kestrel_consent', value: 'cookie_cat_necessary', url: origin }])
    const page = await context.newPage()
    await page.goto(origin + KITE)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 })
    await page.getByTestId('size-picker').locator('[data-sold-out="false"]').first().click()
    await page.getByTestId('add-to-bag').click()
    await page.getByTestId('added-to-bag').waitFor({ timeout: 30_000 })
    return await context.storageState()
  } finally {
    await context.close()
  }
}

const cookieHeader = (state: { cookies: Array<{ name: string; value: string }> }) =>
  state.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')

// ---------------------------------------------------------------------------------------------
// Measurements, each usable alone

/** Lighthouse mobile medians per page (the bag pages with a filled bag). */
export async function measureLighthouse(
  origin: string,
  pages: PageType[],
  runs: number,
): Promise<Map<string, LighthouseResult>> {
  const results = new Map<string, LighthouseResult>()
  const guest = pages.filter((page) => !page.withBag)
  const bag = pages.filter((page) => page.withBag)
  const guestResults = guest.length
    ? await lighthouse(
        guest.map((page) => origin + page.path),
        { runs },
      )
    : []
  const bagResults = bag.length
    ? await lighthouse(
        bag.map((page) => origin + page.path),
        { runs, bagProduct: KITE },
      )
    : []
  for (const [index, page] of guest.entries()) results.set(page.key, guestResults[index]!)
  for (const [index, page] of bag.entries()) results.set(page.key, bagResults[index]!)
  return results
}

/**
 * Gzip JavaScript of each page's first load, and what the shopper's first touch brings on top
 * (empty HTTP cache; the bag pages with a filled bag).
 */
export async function measureJs(
  origin: string,
  pages: PageType[],
  bagState: BrowserContextOptions['storageState'],
): Promise<Map<string, { load: number; touch: number }>> {
  const results = new Map<string, { load: number; touch: number }>()
  const guest = pages.filter((page) => !page.withBag)
  const bag = pages.filter((page) => page.withBag)
  for (const [index, result] of (await measurePageJs(guest.map((page) => origin + page.path))).entries())
    results.set(guest[index]!.key, { load: result.gzip, touch: result.engaged.gzip })
  if (bag.length) {
    for (const [index, result] of (
      await measurePageJs(
        bag.map((page) => origin + page.path),
        { storageState: bagState },
      )
    ).entries()) {
      results.set(bag[index]!.key, { load: result.gzip, touch: result.engaged.gzip })
    }
  }
  return results
}

interface Timing {
  status: number
  /** Milliseconds until the response's first byte (status line and headers). */
  ttfb: number
  /** Milliseconds until the last byte. */
  total: number
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function timedGet(url: string, headers: Record<string, string>): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const request = http.get(url, { agent, headers }, (response) => {
      const ttfb = performance.now() - start
      response.on('data', () => {})
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ttfb, total: performance.now() - start }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

const HTML_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'kestrel-bench',
}

export interface TtfbResult {
  p50: number
  p95: number
  totalP50: number
  failures: number
}

/** Time to first byte over `count` sequential warm requests (after five warm-up requests). */
export async function measureTtfb(
  origin: string,
  pages: PageType[],
  bagCookies: string,
  count = 50,
): Promise<Map<string, TtfbResult>> {
  const results = new Map<string, TtfbResult>()
  for (const page of pages) {
    const url = new URL(page.path, origin).href
    const headers = page.withBag ? { ...HTML_HEADERS, cookie: bagCookies } : HTML_HEADERS
    for (let index = 0; index < 5; index++) await timedGet(url, headers)
    const timings: Timing[] = []
    for (let index = 0; index < count; index++) timings.push(await timedGet(url, headers))
    results.set(page.key, {
      p50: percentile(
        timings.map((timing) => timing.ttfb),
        50,
      ),
      p95: percentile(
        timings.map((timing) => timing.ttfb),
        95,
      ),
      totalP50: percentile(
        timings.map((timing) => timing.total),
        50,
      ),
      failures: timings.filter((timing) => timing.status !== 200).length,
    })
  }
  return results
}

export interface ThroughputResult {
  perSecond: number
  p50: number
  p95: number
  errors: number
}

/**
 * Guest pages per second with `connections` concurrent keep-alive connections for `duration`
 * seconds (autocannon), with the latency of each response.
 */
export async function measureThroughput(
  origin: string,
  pages: PageType[],
  duration: number,
  connections = 16,
): Promise<Map<string, ThroughputResult>> {
  const results = new Map<string, ThroughputResult>()
  for (const page of pages) {
    const url = new URL(page.path, origin).href
    const latencies: number[] = []
    let errors = 0
    // A short warm-up, not counted.
    await autocannon({ url, connections, duration: 2, headers: HTML_HEADERS })
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url, connections, duration, headers: HTML_HEADERS }, (error, done) =>
        error ? reject(error) : resolve(done),
      )
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode === 200) latencies.push(responseTime)
        else errors++
      })
    })
    errors += result.errors + result.timeouts
    results.set(page.key, {
      perSecond: latencies.length / result.duration,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      errors,
    })
  }
  return results
}

/** Lighthouse's mobile profile over CDP: 150 ms round trips, 1.6 Mbps down, 750 kbps up, 4× slower CPU. */
async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * A new throttled phone (Moto G4 profile, touch) whose cookie banner was answered before, so it
 * covers nothing; from a stored browser state (a filled bag) when given.
 */
async function throttledPhone(
  browser: Browser,
  origin: string,
  storageState?: BrowserContextOptions['storageState'],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...devices['Moto G4']!,
    defaultBrowserType: undefined,
    ...(storageState ? { storageState } : {}),
  } as BrowserContextOptions)
  await context.addCookies([{ name: 'kestrel_consent', value: 'cookie_cat_necessary', url: origin }])
  const page = await context.newPage()
  await throttle(context, page)
  return { context, page }
}

export interface TouchResult {
  /** The first touch → `<html data-hydrated>`, in ms (median of the tries). */
  toHydrated: number
  /** Blocking time of the long tasks from the first touch until a second after hydration, in ms (median). */
  blocking: number
  /** The longest of those tasks, in ms (median). */
  longest: number
}

/**
 * What the shopper's first touch costs, which Lighthouse does not see (its page is never touched):
 * the throttled phone opens the page, waits for it to load and a second more, then reaches for it
 * (a wheel turn of nothing) and records the long tasks until a second after the page has hydrated.
 * Blocking time as Lighthouse counts it: each task's time over 50 ms, summed.
 */
export async function measureTouch(
  origin: string,
  pages: PageType[],
  bagState: BrowserContextOptions['storageState'],
  tries: number,
): Promise<Map<string, TouchResult>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  const results = new Map<string, TouchResult>()
  try {
    for (const type of pages) {
      const toHydrated: number[] = []
      const blocking: number[] = []
      const longest: number[] = []
      for (let attempt = 0; attempt < tries; attempt++) {
        const { context, page } = await throttledPhone(browser, origin, type.withBag ? bagState : undefined)
        try {
          await page.addInitScript(() => {
            const marks = window as unknown as { longTasks: Array<[number, number]> }
            marks.longTasks = []
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration])
            }).observe({ type: 'longtask', buffered: true })
          })
          await page.goto(origin + type.path, { waitUntil: 'load', timeout: 60_000 })
          await page.waitForTimeout(1000)
          const touchedAt = await page.evaluate(() => performance.now())
          await page.mouse.wheel(0, 0)
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
            timeout: 60_000,
          })
          const hydratedAt = await page.evaluate(() => performance.now())
          await page.waitForTimeout(1000)
          const tasks = await page.evaluate(
            (from) =>
              (window as unknown as { longTasks: Array<[number, number]> }).longTasks
                .filter(([start]) => start >= from)
                .map(([, duration]) => duration),
            touchedAt,
          )
          toHydrated.push(hydratedAt - touchedAt)
          blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0))
          longest.push(Math.max(0, ...tasks))
        } finally {
          await context.close()
        }
      }
      results.set(type.key, { toHydrated: median(toHydrated), blocking: median(blocking), longest: median(longest) })
    }
  } finally {
    await browser.close()
  }
  return results
}

export interface TapResult {
  /** Navigation → the size visible, in ms (median of the tries). */
  visible: number
  /** Navigation → the bag badge shows the item, in ms (median of the tries that took effect). */
  earlyToBadge: number
  /** The early tap on add to bag → the badge, in ms (median of the tries that took effect). */
  earlyTapToBadge: number
  /** Early taps that put the item in the bag exactly once. */
  tookEffect: number
  /** On a hydrated page: tap on add-to-bag → the badge, in ms (median). */
  hydratedToBadge: number
  tries: number
}

const BADGE_WAIT_MS = 15_000

/**
 * A shopper on a throttled phone opens the product page and taps a size and add-to-bag as soon as
 * each is visible: navigation → the badge (and whether the tap took effect). Then, on a hydrated
 * page, tap → badge.
 */
export async function measureTap(origin: string, tries: number): Promise<TapResult> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  const fresh = () => throttledPhone(browser, origin)
  const badgeCount = async (page: Page) =>
    Number(
      (await page
        .getByTestId('bag-badge')
        .textContent({ timeout: 1000 })
        .catch(() => '0')) ?? '0',
    )
  const visible: number[] = []
  const early: number[] = []
  const earlyFromTap: number[] = []
  const hydrated: number[] = []
  let tookEffect = 0
  try {
    for (let attempt = 0; attempt < tries; attempt++) {
      const { context, page } = await fresh()
      try {
        const start = performance.now()
        await page.goto(origin + KITE, { waitUntil: 'commit' })
        const size = page.getByTestId('size-picker').locator('[data-sold-out="false"]').first()
        await size.waitFor({ state: 'visible', timeout: 30_000 })
        visible.push(performance.now() - start)
        await size.tap()
        const add = page.getByTestId('add-to-bag')
        await add.waitFor({ state: 'visible' })
        await add.tap()
        const tappedAt = performance.now()
        const shown = await page
          .getByTestId('bag-badge')
          .waitFor({ state: 'visible', timeout: BADGE_WAIT_MS })
          .then(
            () => true,
            () => false,
          )
        if (shown) {
          early.push(performance.now() - start)
          earlyFromTap.push(performance.now() - tappedAt)
          // Once: the badge stays at one once the page has settled.
          await page
            .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
            .catch(() => {})
          await page.waitForTimeout(1000)
          if ((await badgeCount(page)) === 1) tookEffect++
        }
      } finally {
        await context.close()
      }
    }
    for (let attempt = 0; attempt < tries; attempt++) {
      const { context, page } = await fresh()
      try {
        await page.goto(origin + KITE)
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
          timeout: 60_000,
        })
        await page.getByTestId('size-picker').locator('[data-sold-out="false"]').first().tap()
        const add = page.getByTestId('add-to-bag')
        await add.waitFor({ state: 'visible' })
        // Timed in the page, as the shopper sees it: the finger's touch → the badge in the document.
        await page.evaluate(() => {
          const marks = window as unknown as { touchedAt?: number; badgeAt?: number }
          document.addEventListener('pointerdown', (event) => (marks.touchedAt = event.timeStamp), {
            capture: true,
            once: true,
          })
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[data-testid="bag-badge"]')) return
            marks.badgeAt = performance.now()
            observer.disconnect()
          })
          observer.observe(document.body, { subtree: true, childList: true })
        })
        await add.tap()
        await page.getByTestId('bag-badge').waitFor({ state: 'visible', timeout: BADGE_WAIT_MS })
        hydrated.push(
          await page.evaluate(() => {
            const marks = window as unknown as { touchedAt?: number; badgeAt?: number }
            return (marks.badgeAt ?? NaN) - (marks.touchedAt ?? NaN)
          }),
        )
      } catch {
        // Not shown in time: the try counts as missing.
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return {
    visible: median(visible),
    earlyToBadge: early.length ? median(early) : NaN,
    earlyTapToBadge: earlyFromTap.length ? median(earlyFromTap) : NaN,
    tookEffect,
    hydratedToBadge: hydrated.length ? median(hydrated) : NaN,
    tries,
  }
}

// ---------------------------------------------------------------------------------------------
// The table

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : `${Math.round(value)} ms`)

async function main() {
  const options = parseOptions(process.argv.slice(2))
  const server = options.origin ? undefined : await startServer(options.port, options.dataDir)
  const origin = options.origin ?? server!.origin
  const loadBefore = os.loadavg()
  console.error(
    `measuring ${origin} (${[...options.only].join(', ')}); load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')}`,
  )
  try {
    const needsBag = options.only.has('js') || options.only.has('ttfb') || options.only.has('touch')
    let bagState: Awaited<ReturnType<typeof filledBagState>> | undefined
    if (needsBag) {
      const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
      try {
        bagState = await filledBagState(browser, origin)
      } finally {
        await browser.close()
      }
    }
    const step = async <T>(name: Measurement, run: () => Promise<T>): Promise<T | undefined> => {
      if (!options.only.has(name)) return undefined
      const started = performance.now()
      const result = await run()
      console.error(`  ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s`)
      return result
    }
    const ttfb = await step('ttfb', () => measureTtfb(origin, PAGES, cookieHeader(bagState!)))
    const throughput = await step('throughput', () =>
      measureThroughput(
        origin,
        PAGES.filter((page) => page.load),
        options.duration,
      ),
    )
    const js = await step('js', () => measureJs(origin, PAGES, bagState))
    const tap = await step('tap', () => measureTap(origin, options.tries))
    const touch = await step('touch', () => measureTouch(origin, PAGES, bagState, options.tries))
    const lighthouseResults = await step('lighthouse', () => measureLighthouse(origin, PAGES, options.runs))
    const loadAfter = os.loadavg()

    const header = [
      'page',
      `Lighthouse (median of ${options.runs})`,
      'LCP',
      'TBT',
      'CLS',
      'JS gzip (first load)',
      'JS gzip (first touch)',
      'first touch → hydrated; its blocking time (longest task)',
      'TTFB p50 / p95 (50 warm)',
      'guest pages/s (16 conn.)',
      'latency p50 / p95 under load',
      `early tap → badge (took effect)`,
      'tap → badge (hydrated)',
    ]
    console.log(`| ${header.join(' | ')} |`)
    console.log(`|${header.map(() => '---').join('|')}|`)
    for (const page of PAGES) {
      const lh = lighthouseResults?.get(page.key)
      const time = ttfb?.get(page.key)
      const load = throughput?.get(page.key)
      const bytes = js?.get(page.key)
      const tapped = page.path === KITE ? tap : undefined
      const touched = touch?.get(page.key)
      console.log(
        `| ${[
          `${page.key} \`${decodeURI(page.path.length > 30 ? `${page.path.slice(0, 27)}…` : page.path)}\``,
          lh ? String(lh.performance) : '–',
          lh ? `${(lh.lcp / 1000).toFixed(2)} s` : '–',
          lh ? ms(lh.tbt) : '–',
          lh ? lh.cls.toFixed(3) : '–',
          bytes === undefined ? '–' : `${(bytes.load / 1024).toFixed(1)} KB`,
          bytes === undefined ? '–' : `${(bytes.touch / 1024).toFixed(1)} KB`,
          touched ? `${ms(touched.toHydrated)}; ${ms(touched.blocking)} (${ms(touched.longest)})` : '–',
          time
            ? `${time.p50.toFixed(1)} / ${time.p95.toFixed(1)} ms${time.failures ? ` (${time.failures} not 200)` : ''}`
            : '–',
          load ? `${Math.round(load.perSecond)}${load.errors ? ` (${load.errors} errors)` : ''}` : '–',
          load ? `${ms(load.p50)} / ${ms(load.p95)}` : '–',
          tapped
            ? `${ms(tapped.earlyToBadge)}, ${ms(tapped.earlyTapToBadge)} after the tap (${tapped.tookEffect} of ${tapped.tries}; size visible at ${ms(tapped.visible)})`
            : '–',
          tapped ? ms(tapped.hydratedToBadge) : '–',
        ].join(' | ')} |`,
      )
    }
    console.log(
      `\nLoad average (1/5/15 min) before ${loadBefore.map((value) => value.toFixed(2)).join(' / ')}, after ${loadAfter.map((value) => value.toFixed(2)).join(' / ')}; ${os.cpus().length} cores.`,
    )
  } finally {
    await server?.stop()
    agent.destroy()
  }
}

await main()
