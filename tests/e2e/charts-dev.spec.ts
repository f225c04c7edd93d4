import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { KITE_EN } from './bag-helpers'

/**
 * The chart viewer is served by the development server only, so this test starts one of its own
 * (`npm run dev` on CHARTS_DEV_PORT, with its own database) next to the production server of the suite.
 * Its database is kept between runs: only the first seeds it.
 */
const PORT = Number(process.env.CHARTS_DEV_PORT ?? 4183)
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}-charts-dev`
const origin = `http://127.0.0.1:${PORT}`

let server: ChildProcess | null = null
let output = ''

test.describe.configure({ mode: 'serial', timeout: 300_000 })

test.beforeAll(async () => {
  test.setTimeout(420_000)
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--dev'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: 'test',
      FULFILMENT_STEP_SECONDS: '0',
      TRUSTED_PROXY_HOPS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 400_000
  while (!output.includes('Ready in')) {
    if (server.exitCode !== null) throw new Error(`The development server stopped:\n${output}`)
    if (Date.now() > deadline) throw new Error(`The development server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('development server', { body: output })
})

test.afterAll(() => {
  server?.kill('SIGTERM')
})

test('the chart viewer highlights the cart statechart as the shopper adds to the bag in another tab', async ({
  context,
}) => {
  // The cookie banner answered: the product page is free to use.
  await context.addCookies([{ name: 'kestrel_consent', value: 'cookie_cat_necessary', url: origin }])
  const charts = await context.newPage()
  await charts.goto(`${origin}/dev/charts#cart`)
  const chart = charts.locator('[data-chart="cart"]')
  await expect(chart.locator('svg')).toBeVisible({ timeout: 60_000 })
  const state = (id: string) => chart.locator(`[data-state-id="${id}"]`)
  // Each state and transition is there to click: the idle state lists the events it takes.
  await state('cart.operation.idle').locator('text.name').click()
  await expect(charts.getByTestId('state-details')).toContainText('cart.item.added')
  await expect(charts.getByTestId('state-details')).toContainText('spec 4.4')

  const shop = await context.newPage()
  shop.on('pageerror', (error) => (output += `shop page error: ${error.message}\n`))
  // The development server compiles the product page's modules on first request: slow on a busy machine,
  // where its first answers can be the shop's 503 "busy" page (30 s limit). It is asked again until it renders.
  const deadline = Date.now() + 180_000
  let response = await shop.goto(`${origin}${KITE_EN}`, { timeout: 180_000 })
  while (response?.status() === 503 && Date.now() < deadline) {
    await shop.waitForTimeout(2_000)
    response = await shop.goto(`${origin}${KITE_EN}`, { timeout: 180_000 })
  }
  expect(response?.status()).toBe(200)
  await shop.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 180_000 })
  await expect(state('cart.addedToBagModal.closed')).toHaveAttribute('data-active', '', { timeout: 30_000 })
  await expect(state('cart.addedToBagModal.open')).not.toHaveAttribute('data-active')
  await expect(charts.getByTestId('live-status')).toContainText('running statecharts in 1 tab')

  await shop.getByTestId('size-picker').getByText('37', { exact: true }).click()
  await shop.getByTestId('add-to-bag').click()
  await expect(shop.getByTestId('added-to-bag')).toBeVisible({ timeout: 30_000 })

  await expect(state('cart.addedToBagModal.open')).toHaveAttribute('data-active', '')
  await expect(state('cart.addedToBagModal.closed')).not.toHaveAttribute('data-active')
  // The events arrive with their payloads.
  await expect(charts.getByTestId('events')).toContainText('cart.item.added')
  await expect(charts.getByTestId('events')).toContainText('"sku"')
  // Every dependency was bundled before the first page: none found later made the server reload the open pages.
  expect(output).not.toContain('optimized dependencies changed')
})
