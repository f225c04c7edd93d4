import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e'
/** Reading B of the market setup (spec 1.2): a second server whose market has one locale, English. */
const READING_B_PORT = PORT + 1
const READING_B_SPEC = /market-reading-b\.spec\.ts$/
/** Reading C: a third server whose market holds the 35 locales of spec 2.4, each sold in its own store. */
const READING_C_PORT = PORT + 2
const READING_C_SPEC = /market-reading-c\.spec\.ts$/
/** The readings' servers start only for a run that holds their specs (`E2E_READINGS=b,c`; all when unset). */
const readings = (process.env.E2E_READINGS ?? 'b,c').split(',')

/** A server of its own for one reading of the market setup, on its own port and embedded database. */
function readingServer(port: number, dataDir: string, market: Record<string, string>) {
  return {
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      FULFILMENT_STEP_SECONDS: '0',
      TRUSTED_PROXY_HOPS: '1',
      ...market,
    },
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  }
}

/**
 * Debian's Chromium when present (CI installs it with apt-get); Playwright's own browser otherwise.
 * Its headless shell first (package chromium-headless-shell): the same engine without the full
 * browser's user interface, a quarter less processor time per test.
 */
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => existsSync(path),
)

/** How much longer than on a quiet development machine a test may take on CI. */
const patience = process.env.CI ? 2 : 1

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Two shards share two cores, and CI's machine may be shared with other work: a test and a wait get
  // the time a busy machine needs (twice as much on CI). A passing test takes no longer for it.
  timeout: 30_000 * patience,
  expect: { timeout: 10_000 * patience },
  // `npm run test:e2e` runs shards side by side, each with its own folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'shop', testIgnore: [READING_B_SPEC, READING_C_SPEC] },
    { name: 'reading-b', testMatch: READING_B_SPEC, use: { baseURL: `http://127.0.0.1:${READING_B_PORT}` } },
    { name: 'reading-c', testMatch: READING_C_SPEC, use: { baseURL: `http://127.0.0.1:${READING_C_PORT}` } },
  ],
  webServer: [
    {
      // A fresh embedded database for every run: the e2e suite starts from the seed.
      command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
      url: `${baseURL}/api/health`,
      // Orders stay where the tests put them: the fulfilment simulation's clock is off, its operator endpoint moves them.
      env: { PORT: String(PORT), DATA_DIR, NODE_ENV: 'test', FULFILMENT_STEP_SECONDS: '0', TRUSTED_PROXY_HOPS: '1' },
      timeout: 360_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    ...(readings.includes('b')
      ? [readingServer(READING_B_PORT, `${DATA_DIR}-reading-b`, { MARKET_LOCALES: 'en' })]
      : []),
    ...(readings.includes('c')
      ? [readingServer(READING_C_PORT, `${DATA_DIR}-reading-c`, { MARKET_READING: 'C' })]
      : []),
  ],
})
