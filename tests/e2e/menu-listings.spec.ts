import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

/** The two languages of the shop: Czech at the root, English under /en. */
const LANGUAGES = [
  { name: 'Czech', home: '/', main: 'Hlavní navigace' },
  { name: 'English', home: '/en/', main: 'Main' },
] as const

const hrefsIn = (scope: Locator) =>
  scope.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))

/** How many products a listing's server-rendered page shows. */
async function productsOn(request: APIRequestContext, href: string): Promise<number> {
  const response = await request.get(new URL(href, 'http://localhost').pathname)
  expect(response.status(), href).toBe(200)
  return ((await response.text()).match(/data-testid="product-card"/g) ?? []).length
}

async function expectEveryListingFilled(request: APIRequestContext, hrefs: readonly string[]) {
  const empty: string[] = []
  for (const href of hrefs) if ((await productsOn(request, href)) === 0) empty.push(decodeURI(href))
  expect(empty).toEqual([])
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** The links of the phone menu, walked level by level as a shopper does. */
async function phoneMenuHrefs(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation')
  const items = nav.locator('ul > li > button')
  await expect(items.first()).toBeVisible()
  const itemCount = await items.count()
  expect(itemCount).toBeGreaterThan(5)
  const hrefs = new Set<string>()
  for (let item = 0; item < itemCount; item++) {
    await items.nth(item).click()
    await expect(nav.getByRole('heading', { level: 2 })).toBeFocused()
    for (const href of await hrefsIn(nav)) hrefs.add(href)
    const collections = nav.locator('ul > li > button')
    const collectionCount = await collections.count()
    for (let collection = 0; collection < collectionCount; collection++) {
      const title = await collections.nth(collection).innerText()
      await collections.nth(collection).click()
      await expect(nav.getByRole('heading', { level: 2, name: title.trim() })).toBeFocused()
      const links = await hrefsIn(nav.locator('ul'))
      // A column the menu keeps has at least one link.
      expect(links.length, title).toBeGreaterThan(0)
      for (const href of links) hrefs.add(href)
      await nav.locator(':scope > button').click()
    }
    await nav.locator(':scope > button').click()
    await expect(items.first()).toBeVisible()
  }
  return [...hrefs]
}

test.describe('every menu entry leads to products', () => {
  test.setTimeout(300_000)

  for (const language of LANGUAGES) {
    test(`${language.name}: each link of the desktop mega-menu and of the phone menu opens a listing with products`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await open(page, language.home)
      // The panels are in the page from the server: each item's links, title links, thumbnails and tiles.
      const desktop = [...new Set(await hrefsIn(page.getByRole('navigation', { name: language.main }).first()))]
      expect(desktop.length).toBeGreaterThan(100)

      await page.setViewportSize({ width: 390, height: 844 })
      const phone = await phoneMenuHrefs(page)
      expect(phone.length).toBeGreaterThan(80)

      // The menu page (where the menu button leads before the code) offers the phone menu's links, no other.
      await page.goto(`${language.home.replace(/\/$/, '')}/menu`)
      const menuPage = [...new Set(await hrefsIn(page.getByRole('main').getByRole('navigation', { name: 'Menu' })))]
      expect(menuPage.toSorted()).toEqual(phone.toSorted())

      await expectEveryListingFilled(page.request, [...new Set([...desktop, ...phone])])
    })
  }
})
