/**
 * JavaScript a page loads, gzip-compressed, measured in Chromium against a running server:
 * `npx tsx scripts/measure-page-js.ts http://localhost:3000/ http://localhost:3000/en/search`
 *
 * `measurePageJs()` is used by scripts/bench-pages.ts too (optionally from a stored browser state,
 * say a filled bag, with an empty HTTP cache).
 */
// @ts-nocheck

import { chromium, type BrowserContextOptions } from '@playwright/test'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

export interface PageJs {
  url: string
  scripts: Array<{ url: string; raw: number; gzip: number }>
  /** Bytes, uncompressed. */
  raw: number
  /** Bytes, gzip level 9. */
  gzip: number
}

/** The scripts each page loads until the network is idle, each from an empty cache. */
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
      const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        scripts.push(
          response
            .body()
            .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
        )
      })
      await page.goto(url, { waitUntil: 'networkidle' })
      const loaded = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip)
      const total = loaded.reduce((sum, script) => ({ raw: sum.raw + script.raw, gzip: sum.gzip + script.gzip }), {
        raw: 0,
        gzip: 0,
      })
      results.push({ url, scripts: loaded, ...total })
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
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
