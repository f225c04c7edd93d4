/**
 * Lighthouse (mobile settings: the default emulated Moto G Power, slow 4G, 4× CPU slowdown) in
 * Debian's Chromium against a running server, several runs per page, median reported:
 * `npx tsx scripts/lighthouse.ts [--runs 3] http://localhost:3000/ http://localhost:3000/ženy`
 *
 * `--reports <folder>` keeps each run's whole Lighthouse report there (`<page>-<run>.json`), to read its
 * long tasks and script costs.
 *
 * `--bag <product path>` measures with a filled bag (the bag and checkout pages): before the runs a
 * browser profile adds the product's first size in stock to the bag and accepts the necessary
 * cookies, and every run starts from that profile instead of an empty one.
 *
 * Lighthouse itself is fetched from the npm registry on first use (`npx lighthouse@13`); it is a
 * measuring tool, not a dependency of the shop. `lighthouse()` is used by scripts/bench-pages.ts too.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate))

interface Audit {
  numericValue?: number
  details?: { items?: Array<{ resourceType?: string; transferSize?: number; url?: string }> }
}
interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>
  audits: Record<string, Audit>
}

/** One page's medians over the runs. */
export interface LighthouseResult {
  url: string
  performance: number
  accessibility: number
  /** Milliseconds. */
  lcp: number
  /** Milliseconds. */
  tbt: number
  cls: number
  /** Bytes of script transferred (compressed). */
  scriptBytes: number
}

/** A browser profile whose bag holds one pair of the product (first size in stock), cookies answered. */
async function fillBag(origin: string, productPath: string, userDataDir: string): Promise<void> {
  const { chromium } = await import('playwright-core')
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    await context.addCookies([{ name: 'kestrel_consent', value: 'cookie_cat_necessary', url: origin }])
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(new URL(productPath, origin).href)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
    await page.getByTestId('size-picker').locator('[data-sold-out="false"]').first().click()
    await page.getByTestId('add-to-bag').click()
    await page.getByTestId('added-to-bag').waitFor({ timeout: 30_000 })
  } finally {
    await context.close()
  }
}
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Chromium now and then records a trace without a navigation start (NO_NAVSTART); such a run is repeated. */
const ATTEMPTS = 3

function runOnce(folder: string, profile: string | undefined, url: string, index: number): Report {
  const output = path.join(folder, `report-${index}.json`)
  for (let attempt = 1; ; attempt++) {
    // Each run starts from a copy of the filled profile (a run leaves its cache behind).
    const runProfile = profile ? path.join(folder, `run-${index}-${attempt}`) : undefined
    if (profile && runProfile) {
      rmSync(runProfile, { recursive: true, force: true })
      cpSync(profile, runProfile, { recursive: true })
      // Storage stays (the bag), the HTTP and code caches go: every run loads the page's scripts afresh.
      for (const cache of ['Cache', 'Code Cache', 'GPUCache'])
        rmSync(path.join(runProfile, 'Default', cache), { recursive: true, force: true })
    }
    try {
      execFileSync(
        'npx',
        [
          '--yes',
          'lighthouse@13',
          url,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance,accessibility',
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu${runProfile ? ` --user-data-dir=${runProfile}` : ''}`,
          ...(runProfile ? ['--disable-storage-reset'] : []),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
      )
      return JSON.parse(readFileSync(output, 'utf8')) as Report
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
    }
  }
}

/**
 * Lighthouse mobile medians of each page over `runs` runs; with `bagProduct`, every run starts with
 * that product in the bag (the bag and checkout pages).
 */
export async function lighthouse(
  urls: string[],
  { runs = 3, bagProduct, reportsDir }: { runs?: number; bagProduct?: string; reportsDir?: string } = {},
): Promise<LighthouseResult[]> {
  if (!chromePath) throw new Error('Debian Chromium not found (apt-get install chromium)')
  const folder = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
  const profile = bagProduct ? path.join(folder, 'profile') : undefined
  try {
    if (profile && bagProduct && urls[0]) await fillBag(new URL(urls[0]).origin, bagProduct, profile)
    const results: LighthouseResult[] = []
    for (const url of urls) {
      const reports = Array.from({ length: runs }, (_, index) => runOnce(folder, profile, url, index))
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true })
        const page = new URL(url).pathname.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'home'
        reports.forEach((report, index) =>
          writeFileSync(path.join(reportsDir, `${page}-${index + 1}.json`), JSON.stringify(report)),
        )
      }
      const scripts = (report: Report) =>
        (report.audits['network-requests']?.details?.items ?? [])
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
      const metric = (name: string) => median(reports.map((report) => report.audits[name]?.numericValue ?? NaN))
      results.push({
        url,
        performance: Math.round(median(reports.map((report) => report.categories.performance.score * 100))),
        accessibility: Math.round(median(reports.map((report) => report.categories.accessibility.score * 100))),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        scriptBytes: median(reports.map(scripts)),
      })
    }
    return results
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

async function main() {
  const args = process.argv.slice(2)
  const runsFlag = args.indexOf('--runs')
  const runs = runsFlag >= 0 ? Number(args.splice(runsFlag, 2)[1]) : 3
  const bagFlag = args.indexOf('--bag')
  const bagProduct = bagFlag >= 0 ? args.splice(bagFlag, 2)[1] : undefined
  const reportsFlag = args.indexOf('--reports')
  const reportsDir = reportsFlag >= 0 ? args.splice(reportsFlag, 2)[1] : undefined
  const urls = args
  if (
    urls.length === 0 ||
    !Number.isInteger(runs) ||
    runs < 1 ||
    (bagFlag >= 0 && !bagProduct) ||
    (reportsFlag >= 0 && !reportsDir)
  ) {
    console.error(
      'usage: tsx scripts/lighthouse.ts [--runs N] [--bag <product path>] [--reports <folder>] <url> [url…]',
    )
    process.exit(2)
  }
  console.log('page | performance | accessibility | LCP | TBT | CLS | JS transferred')
  for (const result of await lighthouse(urls, { runs, bagProduct, reportsDir })) {
    console.log(
      [
        new URL(result.url).pathname,
        result.performance,
        result.accessibility,
        `${(result.lcp / 1000).toFixed(2)} s`,
        `${Math.round(result.tbt)} ms`,
        result.cls.toFixed(3),
        `${(result.scriptBytes / 1024).toFixed(1)} KB`,
      ].join(' | '),
    )
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
