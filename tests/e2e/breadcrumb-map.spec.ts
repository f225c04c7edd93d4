import type { Page } from '@playwright/test'
import { grantConsent } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/** Spec 2.1, 3.19: every known page path → its chain; held in the shopper's state and persisted in the browser. */
const STORAGE_KEY = 'kestrel.shopper'

const czech = (path: string) => path.split('/').map(encodeURIComponent).join('/')

const PAGES = [
  {
    name: 'a Czech category',
    path: czech('/ženy/obuv'),
    crumbs: ['Domů', 'Ženy', 'Obuv'],
    key: '/ženy/obuv',
    chain: ['/ženy/obuv', '/ženy', '/'],
  },
  {
    name: 'an English category',
    path: '/en/women/shoes',
    crumbs: ['Home', 'Women', 'Shoes'],
    key: '/en/women/shoes',
    chain: ['/en/women/shoes', '/en/women', '/en'],
  },
  {
    name: 'a Czech content page',
    path: czech('/péče-o-zákazníky/právní-informace/terms-of-use'),
    crumbs: ['Domů', 'Péče o zákazníky', /.+/, 'Obchodní podmínky'],
    key: '/péče-o-zákazníky/právní-informace/terms-of-use',
    chain: [
      '/péče-o-zákazníky/právní-informace/terms-of-use',
      '/péče-o-zákazníky/právní-informace',
      '/péče-o-zákazníky',
      '/',
    ],
  },
  {
    name: 'an English content page',
    path: '/en/customer-service/legal-pages/privacy-policy',
    crumbs: ['Home', 'Customer service', 'Legal pages', 'Privacy policy'],
    key: '/en/customer-service/legal-pages/privacy-policy',
    chain: [
      '/en/customer-service/legal-pages/privacy-policy',
      '/en/customer-service/legal-pages',
      '/en/customer-service',
      '/en',
    ],
  },
  {
    name: 'a Czech product page',
    path: '/produkt/damske-kozene-lodicky-kite-280002-05094/280002/05094',
    crumbs: ['Domů', 'Ženy', /Kite/],
    key: '/ženy',
    chain: ['/ženy', '/'],
  },
  {
    name: 'an English product page',
    path: '/en/product/womens-kite-leather-pumps-280002-05094/280002/05094',
    crumbs: ['Home', 'Women', /Kite/],
    key: '/en/women',
    chain: ['/en/women', '/en'],
  },
] as const

async function storedMap(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key)
    return raw ? ((JSON.parse(raw) as { pagePathData?: Record<string, string[]> }).pagePathData ?? {}) : {}
  }, STORAGE_KEY)
}

const trail = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: /^(Breadcrumb|Drobečková navigace)$/ })

test.beforeEach(async ({ page }) => {
  await grantConsent(page)
})

for (const { name, path, crumbs, key, chain } of PAGES) {
  test(`${name}: the breadcrumbs show its chain, each crumb leads to a page, and the map holds the chain`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    // The server's render already carries the trail; hydration keeps it (no mismatch is logged).
    await expect(trail(page).getByRole('listitem')).toHaveText([...crumbs])
    await waitForHydration(page)
    await expect(trail(page).getByRole('listitem')).toHaveText([...crumbs])
    await expect(trail(page).locator('[aria-current="page"]')).toHaveCount(1)

    const hrefs = await trail(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs).toHaveLength(crumbs.length - 1)
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200)

    await expect.poll(async () => (await storedMap(page))[key]).toEqual(chain)
    expect(consoleErrors).toEqual([])
  })
}

test('the map is the locale’s whole route table, persisted, restored after a reload and rebuilt for the other locale', async ({
  page,
}) => {
  await page.goto(czech('/příběhy'))
  await waitForHydration(page)
  // Known before the shopper visits them: categories, functional routes and the navigation's pages.
  await expect
    .poll(async () => (await storedMap(page))['/ženy/obuv/tenisky'])
    .toEqual(['/ženy/obuv/tenisky', '/ženy/obuv', '/ženy', '/'])
  const before = await storedMap(page)
  expect(before['/vyhledat']).toEqual(['/vyhledat', '/'])
  expect(before['/příběhy']).toEqual(['/příběhy', '/'])
  expect(Object.keys(before).length).toBeGreaterThan(100)
  expect(Object.keys(before).filter((path) => /\/(product|produkt)\//.test(path) || path.includes('$'))).toEqual([])

  await page.reload()
  await waitForHydration(page)
  expect(await storedMap(page)).toEqual(before)
  await expect(trail(page).getByRole('listitem')).toHaveText(['Domů', 'Příběhy'])

  await page.goto('/en/stories')
  await waitForHydration(page)
  await expect
    .poll(async () => (await storedMap(page))['/en/women/shoes'])
    .toEqual(['/en/women/shoes', '/en/women', '/en'])
  const english = await storedMap(page)
  expect(Object.keys(english).filter((path) => path !== '/en' && !path.startsWith('/en/'))).toEqual([])
})
