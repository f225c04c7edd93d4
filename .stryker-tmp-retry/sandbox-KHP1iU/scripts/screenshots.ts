/**
 * Full-page screenshots of the shopping pages, as a shopper sees them, in Debian's Chromium against
 * a running server: home, a listing, a product page, the filled bag and the checkout's first step,
 * in both languages and at each width, with the page's width beside the screen's:
 * `npx tsx scripts/screenshots.ts http://localhost:3000 screenshots/ [--widths 390,1440]`
 */
// @ts-nocheck

import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'

const args = process.argv.slice(2)
const widthsFlag = args.indexOf('--widths')
const widths = (widthsFlag >= 0 ? args.splice(widthsFlag, 2)[1]! : '390,1440').split(',').map(Number)
const [origin, folder] = args
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate))
if (!origin || !folder || widths.some((width) => !Number.isInteger(width) || width < 320) || !executablePath) {
  console.error('usage: tsx scripts/screenshots.ts <origin> <folder> [--widths 390,1440] (needs Debian Chromium)')
  process.exit(2)
}

const PAGES = {
  cs: {
    home: '/',
    listing: '/ženy',
    product: '/produkt/damske-kozene-lodicky-kite-280002-05094/280002/05094',
    bag: '/shopping-bag',
    checkout: '/checkout',
  },
  en: {
    home: '/en',
    listing: '/en/women',
    product: '/en/product/womens-kite-leather-pumps-280002-05094/280002/05094',
    bag: '/en/shopping-bag',
    checkout: '/en/checkout',
  },
} as const

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })

mkdirSync(folder, { recursive: true })
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  console.log('shot | screen | page width')
  for (const width of widths) {
    for (const [language, paths] of Object.entries(PAGES)) {
      const context = await browser.newContext({
        viewport: { width, height: width < 800 ? 844 : 900 },
        deviceScaleFactor: 1,
        isMobile: width < 800,
        hasTouch: width < 800,
      })
      await context.addCookies([{ name: 'kestrel_consent', value: 'cookie_cat_necessary', url: origin }])
      const page = await context.newPage()
      for (const [name, pagePath] of Object.entries(paths)) {
        await page.goto(new URL(pagePath, origin).href)
        await hydrated(page).catch(() => undefined)
        if (name === 'product') {
          // Fill the bag on the way, so the bag and the checkout have something to show.
          await page.getByTestId('size-picker').locator('[data-sold-out="false"]').first().click()
          await page.getByTestId('add-to-bag').click()
          await page.getByTestId('added-to-bag').waitFor({ timeout: 30_000 })
          await page.keyboard.press('Escape')
        }
        await page.waitForLoadState('networkidle').catch(() => undefined)
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        const file = path.join(folder, `${name}-${language}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(
          `${path.basename(file)} | ${width} | ${pageWidth}${pageWidth > width ? ' (wider than the screen)' : ''}`,
        )
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
}
