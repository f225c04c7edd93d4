/**
 * Lighthouse (mobile settings: the default emulated Moto G Power, slow 4G, 4× CPU slowdown) in
 * Debian's Chromium against a running server, several runs per page, median reported:
 * `npx tsx scripts/lighthouse.ts [--runs 3] http://localhost:3000/ http://localhost:3000/ženy`
 *
 * Lighthouse itself is fetched from the npm registry on first use (`npx lighthouse@13`); it is a
 * measuring tool, not a dependency of the shop.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const args = process.argv.slice(2)
const runsFlag = args.indexOf('--runs')
const runs = runsFlag >= 0 ? Number(args.splice(runsFlag, 2)[1]) : 3
const urls = args
if (urls.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: tsx scripts/lighthouse.ts [--runs N] <url> [url…]')
  process.exit(2)
}
const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate))
if (!chromePath) {
  console.error('Debian Chromium not found (apt-get install chromium)')
  process.exit(2)
}

interface Audit {
  numericValue?: number
  details?: { items?: Array<{ resourceType?: string; transferSize?: number; url?: string }> }
}
interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>
  audits: Record<string, Audit>
}

const folder = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Chromium now and then records a trace without a navigation start (NO_NAVSTART); such a run is repeated. */
const ATTEMPTS = 3

function runOnce(url: string, index: number): Report {
  const output = path.join(folder, `report-${index}.json`)
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync(
        'npx',
        [
          '--yes', 'lighthouse@13', url,
          '--quiet', '--output=json', `--output-path=${output}`,
          '--only-categories=performance,accessibility',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
      )
      return JSON.parse(readFileSync(output, 'utf8')) as Report
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
    }
  }
}

try {
  console.log('page | performance | accessibility | LCP | TBT | CLS | JS transferred')
  for (const url of urls) {
    const reports = Array.from({ length: runs }, (_, index) => runOnce(url, index))
    const scripts = (report: Report) =>
      (report.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    const metric = (name: string) => median(reports.map((report) => report.audits[name]?.numericValue ?? NaN))
    console.log(
      [
        new URL(url).pathname,
        Math.round(median(reports.map((report) => report.categories.performance.score * 100))),
        Math.round(median(reports.map((report) => report.categories.accessibility.score * 100))),
        `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`,
        `${Math.round(metric('total-blocking-time'))} ms`,
        metric('cumulative-layout-shift').toFixed(3),
        `${(median(reports.map(scripts)) / 1024).toFixed(1)} KB`,
      ].join(' | '),
    )
  }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
