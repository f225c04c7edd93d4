/**
 * JavaScript a page loads, gzip-compressed, measured in Chromium against a running server: what
 * it loads by itself (until the network is idle), and what the shopper's first touch brings (the
 * application's code, which starts when the shopper reaches for the page; until the page has
 * hydrated and the network is idle again):
 * `npx tsx scripts/measure-page-js.ts http://localhost:3000/ http://localhost:3000/en/search`
 *
 * `measurePageJs()` is used by scripts/bench-pages.ts too (optionally from a stored browser state,
 * say a filled bag, with an empty HTTP cache).
 */
import { chromium, type BrowserContextOptions } from '@playwright/test'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

interface Script {
  url: string
  raw: number
  gzip: number
}

export interface PageJs {
  url: string
  /** What the page loads by itself. */
  scripts: Script[]
  /** Bytes, uncompressed. */
  raw: number
  /** Bytes, gzip level 9. */
  gzip: number
  /** What the first touch brings on top. */
  engaged: { scripts: Script[]; raw: number; gzip: number }
}

const sum = (scripts: Script[]) =>
  scripts.reduce((total, script) => ({ raw: total.raw + script.raw, gzip: total.gzip + script.gzip }), {
    raw: 0,
    gzip: 0,
  })

/** Until no response has come for `quietMs`. */
async function settle(count: () => number, quietMs = 700): Promise<void> {
  let seen = -1
  while (seen !== count()) {
    seen = count()
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}

/** The scripts each page loads until the network is idle, then those of its first touch, each from an empty cache. */
export async function measurePageJs(
  urls: string[],
  { storageState }: { storageState?: BrowserContextOptions['storageState'] } = {},
): Promise<PageJs[]> {
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] })
  try {
    const results: PageJs[] = []
    for (const url of urls) {
      const context = await browser.newContext({ storageState })
      const page = await context.newPage()
      const scripts: Promise<Script>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        scripts.push(
          response
            .body()
            .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
        )
      })
      await page.goto(url, { waitUntil: 'networkidle' })
      const byItself = scripts.length
      // The first touch: a wheel turn of nothing, which moves nothing on the page.
      await page.mouse.wheel(0, 0)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 60_000,
      })
      await settle(() => scripts.length)
      const all = await Promise.all(scripts)
      const loaded = all.slice(0, byItself).sort((a, b) => b.gzip - a.gzip)
      const engaged = all.slice(byItself).sort((a, b) => b.gzip - a.gzip)
      results.push({ url, scripts: loaded, ...sum(loaded), engaged: { scripts: engaged, ...sum(engaged) } })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}

async function main() {
  const urls = process.argv.slice(2)
  if (urls.length === 0) {
    console.error('usage: tsx scripts/measure-page-js.ts <url> [url…]')
    process.exit(2)
  }
  for (const result of await measurePageJs(urls)) {
    console.log(
      `${result.url}: ${result.scripts.length} scripts, ${(result.raw / 1024).toFixed(1)} KB raw, ${(result.gzip / 1024).toFixed(1)} KB gzip`,
    )
    for (const script of result.scripts) {
      console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`)
    }
    const { engaged } = result
    console.log(
      `  the first touch: ${engaged.scripts.length} scripts, ${(engaged.raw / 1024).toFixed(1)} KB raw, ${(engaged.gzip / 1024).toFixed(1)} KB gzip`,
    )
    for (const script of engaged.scripts) {
      console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`)
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
