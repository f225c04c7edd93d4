/**
 * JavaScript a page loads, gzip-compressed, measured in Chromium against a running server:
 * `npx tsx scripts/measure-page-js.ts http://localhost:3000/ http://localhost:3000/en/search`
 */
import { chromium } from '@playwright/test'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const urls = process.argv.slice(2)
if (urls.length === 0) {
  console.error('usage: tsx scripts/measure-page-js.ts <url> [url…]')
  process.exit(2)
}
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] })
for (const url of urls) {
  const page = await browser.newPage()
  const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(
      response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const loaded = await Promise.all(scripts)
  const total = loaded.reduce((sum, script) => ({ raw: sum.raw + script.raw, gzip: sum.gzip + script.gzip }), { raw: 0, gzip: 0 })
  console.log(`${url}: ${loaded.length} scripts, ${(total.raw / 1024).toFixed(1)} KB raw, ${(total.gzip / 1024).toFixed(1)} KB gzip`)
  for (const script of loaded.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`)
  }
  await page.close()
}
await browser.close()
