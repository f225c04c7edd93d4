import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

test('the query cache is filled on the server and hydrated, not fetched again', async ({ page }) => {
  const apiCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`)
  })
  await page.goto('/en')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shoes and leather goods for every step')
  // The page's own data comes embedded; the layout, which its markup shows and it does not embed again, in one request.
  expect(apiCalls).toEqual(['/api/content/layout?locale=en'])
})

test('pages are compressed and carry a nonce-based CSP', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'gzip' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-encoding']).toBe('gzip')
  const csp = response.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  expect(csp).not.toContain('unsafe-eval')
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  const html = await response.text()
  // Every inline script the page carries is allowed by this response's nonce (a JSON data block is not run).
  for (const tag of html.match(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/g) ?? [])
    expect(tag).toContain(`nonce="${nonce}"`)
})

/** The page's first script chunk: the page adds its module preloads once it has loaded. */
const firstScript = (page: Page) =>
  page.locator('link[rel="modulepreload"][href^="/assets/"]').first().getAttribute('href')

test('the scripts start after the page has loaded, and the page then becomes interactive', async ({ page }) => {
  await page.goto('/en')
  await waitForHydration(page)
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
    return {
      loaded: navigation.loadEventStart,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      count: scripts.length,
    }
  })
  expect(timing.count).toBeGreaterThan(1)
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded)
})

test('the page does not move as it becomes interactive', async ({ page }) => {
  await page.addInitScript(() => {
    // Each shift with what moved, so a failure names the element.
    const shifts: Array<{ value: number; moved: string[] }> = ((
      window as unknown as { layoutShifts: typeof shifts }
    ).layoutShifts = [])
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node?.nodeName)
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as unknown as {
          value: number
          sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
        }
        shifts.push({
          value: shift.value,
          moved: (shift.sources ?? []).map(
            (source) =>
              `${describe(source.node)} ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)} at ${Math.round(performance.now())} ms`,
          ),
        })
      }),
    ).observe({
      type: 'layout-shift',
      buffered: true,
    })
  })
  for (const path of [
    '/',
    '/%C5%BEeny',
    '/en/product/womens-aria-2-0-suede-sneakers-100001-01380/100001/01380',
    '/n%C3%A1kupn%C3%AD-ta%C5%A1ka',
  ]) {
    await page.goto(path)
    await waitForHydration(page)
    // The layout arrives whole from the server: nothing waits in a boundary to be swapped in later.
    expect(await page.locator('body > template').count()).toBe(0)
    await page.waitForTimeout(500)
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: Array<{ value: number; moved: string[] }> }).layoutShifts,
    )
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01)
  }
})

test('hashed assets are cached immutably', async ({ page, request }) => {
  await page.goto('/')
  const script = await firstScript(page)
  expect(script).toBeTruthy()
  const response = await request.get(script!)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('scripts are served precompressed with Brotli when the browser accepts it', async ({ page, request }) => {
  await page.goto('/')
  const script = await firstScript(page)
  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } })
  expect(brotli.headers()['content-encoding']).toBe('br')
  expect(brotli.headers()['vary']).toContain('Accept-Encoding')
  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  // Both decode to the same script.
  expect(await brotli.text()).toBe(await gzip.text())
})

test('a guest page is served again from the page cache with a fresh nonce; a shopper with a session gets a page of their own', async ({
  request,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    // Another test may have cached the page more than its fresh 30 s ago: then it is served stale while one request
    // renders it again, and the next answers are hits.
    let cached = await guest.get('/en/women')
    await expect
      .poll(async () => (cached = await guest.get('/en/women')).headers()['x-page-cache'], { timeout: 10_000 })
      .toBe('hit')
    expect(cached.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    expect(cached.headers()['vary']).toMatch(/Cookie/)
    const nonce = /'nonce-([^']+)'/.exec(cached.headers()['content-security-policy'] ?? '')?.[1]
    const html = await cached.text()
    for (const tag of html.match(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/g) ?? [])
      expect(tag).toContain(`nonce="${nonce}"`)
  } finally {
    await guest.dispose()
  }
  const shopper = await request.get('/en/women', { headers: { cookie: 'kestrel_sid=not-a-session' } })
  expect(shopper.headers()['x-page-cache']).toBe('bypass')
  expect(shopper.headers()['cache-control']).toBe('private, no-store')
})
