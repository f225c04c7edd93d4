import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { grantConsent, KITE_CS, KITE_EN } from './bag-helpers'
import { guestWithCart, guestWithOrder } from './checkout-model'
import { expect, test, waitForHydration, useSession } from './fixtures'

/** Phones from the narrowest in common use to the largest; 800 px is a phone's first screen. */
const WIDTHS = [360, 390, 430]
const HEIGHT = 800

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, 'document width').toBeLessThanOrEqual(innerWidth)
}

async function expectOnScreen(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible()
  const box = await locator.boundingBox()
  const width = locator.page().viewportSize()!.width
  expect(box, what).not.toBeNull()
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width)
}

/** Menu, search, account, wishlist and bag: every header icon on the screen. */
async function expectHeaderIcons(
  page: Page,
  names: { menu: RegExp; search: RegExp; account: RegExp; wishlist: RegExp; bag: RegExp },
) {
  const header = page.getByRole('banner')
  await expectOnScreen(header.getByRole('button', { name: names.menu }), 'menu')
  await expectOnScreen(header.getByRole('link', { name: names.search }), 'search')
  await expectOnScreen(header.getByRole(/* signed out */ 'button', { name: names.account }), 'account')
  await expectOnScreen(header.getByRole('link', { name: names.wishlist }), 'wishlist')
  await expectOnScreen(header.getByRole('link', { name: names.bag }), 'bag')
}

const EN = { menu: /^Menu$/, search: /^Search$/, account: /log in/, wishlist: /^Wishlist/, bag: /^Shopping bag/ }
const CS = { menu: /^Menu$/, search: /^Hledat$/, account: /přihlásit/i, wishlist: /^Oblíbené/, bag: /^Nákupní taška/ }

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

for (const width of WIDTHS) {
  test.describe(`a ${width} px phone`, () => {
    test.beforeEach(async ({ page }) => {
      await grantConsent(page)
      await page.setViewportSize({ width, height: HEIGHT })
    })

    test('the Czech home page fits the screen with every header icon on it', async ({ page }) => {
      await open(page, '/')
      await expectNoSidewaysScroll(page)
      await expectHeaderIcons(page, CS)
    })

    test('the menu page fits with every level open, and has no accessibility violation', async ({ page }) => {
      await open(page, '/menu')
      await page
        .locator('main details')
        .evaluateAll((levels) => levels.forEach((level) => level.setAttribute('open', '')))
      await expect(page.getByRole('main').getByRole('link', { name: 'Tenisky', exact: true }).first()).toBeVisible()
      await expectNoSidewaysScroll(page)
      await expectHeaderIcons(page, CS)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((violation) => violation.id)).toEqual([])
    })

    test('the listing fits, and the filters drawer closes from inside the screen', async ({ page }) => {
      await open(page, '/en/women')
      await expectNoSidewaysScroll(page)
      await expectHeaderIcons(page, EN)
      await page.getByRole('button', { name: /^Filters/ }).click()
      const filters = page.getByRole('dialog', { name: 'Filters' })
      await expectOnScreen(filters.getByRole('button', { name: 'Close filters' }), 'close filters')
      await expectNoSidewaysScroll(page)
      await filters.getByRole('button', { name: 'Close filters' }).click()
      await expect(filters).toBeHidden()
    })

    test('the product page puts name, price and a one-line add to bag first; the added-to-bag dialog fits', async ({
      page,
    }) => {
      await open(page, KITE_EN)
      await expectNoSidewaysScroll(page)
      await expectHeaderIcons(page, EN)
      const name = page.getByRole('heading', { level: 1 })
      const nameBox = (await name.boundingBox())!
      expect(nameBox.y + nameBox.height, 'the name on the first screen').toBeLessThanOrEqual(HEIGHT)
      const addToBag = page.getByTestId('add-to-bag')
      const wishlist = page.getByRole('button', { name: 'Add to wishlist' })
      await expectOnScreen(addToBag, 'add to bag')
      await expectOnScreen(wishlist, 'add to wishlist')
      const [bagBox, wishBox] = [(await addToBag.boundingBox())!, (await wishlist.boundingBox())!]
      expect(bagBox.height, 'add to bag on one line').toBeLessThan(60)
      expect(Math.abs(bagBox.y - wishBox.y), 'the wishlist beside add to bag').toBeLessThan(4)
      expect(wishBox.width, 'the wishlist a compact icon button').toBeLessThan(bagBox.width / 2)
      // On the first screen nothing floats over the name, price or add to bag but the small chat button.
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden()
      await page.mouse.wheel(0, HEIGHT * 2)
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 0))

      await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
      await addToBag.click()
      const added = page.getByRole('dialog', { name: 'Added to your bag' })
      await expect(page.getByTestId('added-to-bag')).toBeVisible({ timeout: 15_000 })
      await expectOnScreen(added.getByRole('button', { name: 'Close', exact: true }), 'close the added-to-bag dialog')
      const dialogBox = (await added.boundingBox())!
      expect(dialogBox.x + dialogBox.width, 'the dialog within the screen').toBeLessThanOrEqual(width)
      expect(
        await added.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth),
        'nothing scrolls sideways in the dialog',
      ).toBe(true)
    })

    test('the Czech product page keeps add to bag on one line', async ({ page }) => {
      await open(page, KITE_CS)
      await expectNoSidewaysScroll(page)
      const addToBag = page.getByTestId('add-to-bag')
      await expectOnScreen(addToBag, 'přidat do tašky')
      expect((await addToBag.boundingBox())!.height).toBeLessThan(60)
      const name = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect(name.y + name.height).toBeLessThanOrEqual(HEIGHT)
    })

    test('the bag with an item, the checkout and the order confirmation fit the screen', async ({ page, request }) => {
      const shopper = await guestWithCart()
      await useSession(page, shopper.session)
      await open(page, '/en/shopping-bag')
      await expect(page.getByTestId('bag-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
      await expectNoSidewaysScroll(page)
      await expectOnScreen(page.getByRole('banner').getByRole('link', { name: /^Shopping bag/ }), 'bag')

      await open(page, '/en/checkout')
      await expect(page.getByRole('button', { name: 'Continue to delivery' })).toBeVisible({ timeout: 20_000 })
      await expectNoSidewaysScroll(page)
      await expectOnScreen(page.getByRole('form', { name: 'Contact details' }).getByLabel('Email'), 'the email field')

      const owner = await guestWithOrder(request)
      await useSession(page, owner.session)
      await open(page, `/en/order/confirmation/${owner.orderId}`)
      await expect(page.getByTestId('order-number')).toBeVisible({ timeout: 20_000 })
      await expectNoSidewaysScroll(page)
    })
  })
}

/** Where the text of a page's heading starts, and where the layout's gutter ends (the `main` element's content box). */
async function headingAndGutter(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!
    const range = document.createRange()
    range.selectNodeContents(main.querySelector('h1')!)
    return {
      heading: Math.round(range.getBoundingClientRect().left),
      gutter: Math.round(main.getBoundingClientRect().left + parseFloat(getComputedStyle(main).paddingLeft)),
    }
  })
}

test('every page starts its text at the layout’s gutter, the one-column pages too', async ({ page }) => {
  await grantConsent(page)
  await page.setViewportSize({ width: 390, height: HEIGHT })
  const pages = [
    '/en/women',
    '/en/shopping-bag',
    '/en/customer-service',
    '/en/log-in',
    '/en/create-account',
    '/en/my-account',
    '/en/order-tracking',
    '/en/store-locator',
    '/en/newsletter',
    '/en/customer-service/contact',
    '/en/menu',
  ]
  for (const path of pages) {
    await page.goto(path)
    const { heading, gutter } = await headingAndGutter(page)
    expect(gutter, path).toBe(16)
    expect(heading, path).toBe(gutter)
  }
  // The store locator is as wide as the layout: on a wide screen its heading lines up with the logo's gutter too.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en/store-locator')
  const { heading, gutter } = await headingAndGutter(page)
  expect(heading).toBe(gutter)
})
