// @ts-nocheck
import type { Locator, Page } from '@playwright/test'
import { grantConsent, KITE_EN, KITE_NAME, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * One dialog at a time, for every pair (spec 2.6, 4.13): with dialog A open, dialog B is tried.
 * A dialog the shopper opens replaces the open one; a dialog the shop opens by itself (the
 * added-to-bag dialog once the platform has taken the item) is refused while another is open.
 * Either way exactly one dialog is visible afterwards: B when the shopper opened it, else A.
 *
 * While A is open its overlay covers the page, so B's trigger is pressed as an assistive
 * technology or a second input would press it: a click dispatched to the trigger itself.
 */
interface Overlay {
  /** The dialog once open. */
  dialog: (page: Page) => Locator
  /** Opens it with nothing else open (`press` clicks as the shopper does). */
  open: (page: Page, press: Press) => Promise<void>
  /** Tried while another dialog is open; the shop's own dialogs are refused then. */
  tryOver?: (page: Page, press: Press) => Promise<void>
  shopInitiated?: boolean
}
type Press = (target: Locator) => Promise<void>

/** The shopper's press, from the keyboard: no sticky header or menu can come between it and the trigger. */
const click: Press = async (target) => {
  await target.focus()
  await target.press('Enter')
}
/** A press that reaches the trigger under the open dialog's overlay. */
const dispatched: Press = (target) => target.dispatchEvent('click')

/** Holds the shopper's cart writes until `release` is called: the platform is slow to take the item. */
async function holdCartWrites(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/graphql', async (route) => {
    if (/updateMyCart|createMyCart/.test(route.request().postData() ?? '')) await released
    await route.continue()
  })
  return release
}

const sizeLabel = (page: Page) => page.getByTestId('size-picker').getByText('37', { exact: true })

const PRODUCT_PAGE: Record<string, Overlay> = {
  gallery: {
    dialog: (page) => page.getByRole('dialog', { name: KITE_NAME }),
    open: (page, press) => press(page.getByRole('button', { name: 'Open image gallery' })),
  },
  storePicker: {
    dialog: (page) => page.getByRole('dialog', { name: 'Choose a store' }),
    open: (page, press) =>
      press(page.getByRole('region', { name: 'Click and collect' }).getByRole('button', { name: 'Choose a store' })),
  },
  createAccount: {
    dialog: (page) => page.getByRole('dialog', { name: 'Create an account' }),
    open: (page, press) => press(page.getByRole('button', { name: 'Create account or log in' })),
  },
  search: {
    dialog: (page) => page.getByRole('dialog', { name: 'Search' }),
    open: (page, press) => press(page.getByRole('banner').getByRole('link', { name: 'Search' })),
  },
  footerContent: {
    dialog: (page) => page.getByRole('dialog', { name: 'Free shipping' }),
    open: (page, press) => press(page.getByRole('contentinfo').getByRole('button', { name: 'Free shipping' })),
  },
  wallet: {
    dialog: (page) => page.getByRole('dialog', { name: 'Wallet' }),
    open: async (page, press) => {
      await (press === click ? sizeLabel(page).click() : dispatched(sizeLabel(page)))
      await press(page.getByRole('button', { name: 'Pay with Wallet' }))
    },
  },
  addedToBag: {
    shopInitiated: true,
    dialog: (page) => page.getByRole('dialog').filter({ hasText: 'Added to your bag' }),
    open: async (page) => {
      await sizeLabel(page).click()
      await page.getByTestId('add-to-bag').click()
    },
  },
}

async function exactlyOne(page: Page, expected: Locator) {
  await expect(expected).toBeVisible({ timeout: 15_000 })
  // Whatever could still arrive (a refused dialog, a replaced one closing) has had its time.
  await page.waitForTimeout(400)
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(expected).toBeVisible()
}

test.describe('one dialog at a time, every pair on the product page', () => {
  test.beforeEach(({ page }) => grantConsent(page))

  for (const [first, a] of Object.entries(PRODUCT_PAGE)) {
    test(`${first} open, then every other dialog`, async ({ page }) => {
      test.setTimeout(180_000)
      for (const [second, b] of Object.entries(PRODUCT_PAGE)) {
        // The wallet's own add to bag would wait behind the held one: that pair cannot be set up.
        if (second === first || (first === 'wallet' && second === 'addedToBag')) continue
        await test.step(`${first} then ${second}`, async () => {
          await page.unroute('**/api/graphql')
          await page.goto(KITE_EN)
          await waitForHydration(page)
          // The shop's own dialog is set in motion before A opens, and arrives while A is open.
          const release = b.shopInitiated ? await holdCartWrites(page) : null
          if (b.shopInitiated) await b.open(page, click)
          await a.open(page, click)
          await expect(a.dialog(page)).toBeVisible({ timeout: 15_000 })
          if (release) {
            release()
            // The item is in the bag (the badge says so): the dialog was asked for, and refused.
            await expect(page.getByRole('link', { name: /Shopping bag, \d+ items?/ })).toBeVisible({ timeout: 15_000 })
            await exactlyOne(page, a.dialog(page))
          } else {
            await b.open(page, dispatched)
            await exactlyOne(page, b.dialog(page))
          }
        })
      }
    })
  }

  test('the login dialog replaces the create-account dialog it is opened from', async ({ page }) => {
    await page.goto(KITE_EN)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Create account or log in' }).click()
    await page.getByRole('dialog', { name: 'Create an account' }).getByRole('button', { name: 'Log in' }).click()
    await exactlyOne(page, page.getByRole('dialog', { name: 'Log in' }))
  })
})

/** The listing's panels and the mobile menu, on a phone. */
const LISTING = '/en/women'
const PHONE = { width: 390, height: 844 }

const LISTING_PAGE: Record<string, Overlay> = {
  mobileMenu: {
    dialog: (page) => page.getByRole('dialog', { name: 'Menu' }),
    open: (page, press) => press(page.getByRole('banner').getByRole('button', { name: 'Menu' })),
  },
  filters: {
    dialog: (page) => page.getByRole('dialog', { name: 'Filters' }),
    open: (page, press) => press(page.getByRole('button', { name: /^Filters/ })),
  },
  sizes: {
    dialog: (page) => page.getByRole('dialog', { name: 'Choose your size' }),
    open: (page, press) => press(page.getByRole('button', { name: /^Size \(/ })),
  },
  sort: {
    dialog: (page) => page.getByRole('dialog', { name: 'Sort by' }),
    open: (page, press) => press(page.getByRole('button', { name: 'Sort by' })),
  },
  search: PRODUCT_PAGE.search!,
  createAccount: PRODUCT_PAGE.createAccount!,
}

test.describe('one dialog at a time, every pair on a listing on a phone', () => {
  test.use({ viewport: PHONE })
  test.beforeEach(({ page }) => grantConsent(page))

  for (const [first, a] of Object.entries(LISTING_PAGE)) {
    test(`${first} open, then every other dialog`, async ({ page }) => {
      test.setTimeout(120_000)
      for (const [second, b] of Object.entries(LISTING_PAGE)) {
        if (second === first) continue
        await test.step(`${first} then ${second}`, async () => {
          await page.goto(LISTING)
          await waitForHydration(page)
          await a.open(page, click)
          await expect(a.dialog(page)).toBeVisible({ timeout: 15_000 })
          await b.open(page, dispatched)
          await exactlyOne(page, b.dialog(page))
        })
      }
    })
  }
})

test.describe('a dialog that took over closes as before', () => {
  test.beforeEach(({ page }) => grantConsent(page))

  test('the store picker over the gallery closes with Escape, leaves no dialog, and the page passes axe', async ({
    page,
  }) => {
    await page.goto(KITE_EN)
    await waitForHydration(page)
    const gallery = page.getByRole('button', { name: 'Open image gallery' })
    await gallery.click()
    await expect(page.getByRole('dialog', { name: KITE_NAME })).toBeVisible()
    await dispatched(
      page.getByRole('region', { name: 'Click and collect' }).getByRole('button', { name: 'Choose a store' }),
    )
    await exactlyOne(page, page.getByRole('dialog', { name: 'Choose a store' }))
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // The gallery was closed by the replacement: it opens again with one press, and closes with Escape.
    await gallery.click()
    await exactlyOne(page, page.getByRole('dialog', { name: KITE_NAME }))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(gallery).toBeFocused()
  })
})

/**
 * The cookie banner is a dialog too (spec 2.5, 2.6): until the shopper decides it waits its turn.
 * Any dialog takes its place, the shopper's or the shop's own; once that dialog closes the banner
 * is back; and the banner reopened from the footer while a dialog is open waits until it closes.
 */
test.describe('the cookie banner takes its turn with the other dialogs', () => {
  const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies on this site' })
  const YIELDS_TO = ['gallery', 'storePicker', 'createAccount', 'search', 'footerContent'] as const

  test('a new visitor’s banner steps aside for every dialog the shopper opens, and is back once it closes', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    for (const name of YIELDS_TO) {
      await test.step(name, async () => {
        await page.goto(KITE_EN)
        await waitForHydration(page)
        await exactlyOne(page, banner(page))
        // The banner covers nothing (it is not modal): the shopper presses the trigger from the keyboard.
        await PRODUCT_PAGE[name]!.open(page, click)
        await exactlyOne(page, PRODUCT_PAGE[name]!.dialog(page))
        await page.keyboard.press('Escape')
        await exactlyOne(page, banner(page))
      })
    }
    // Decided: the banner is gone for good, and a dialog opened and closed leaves none.
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await PRODUCT_PAGE.gallery!.open(page, click)
    await exactlyOne(page, PRODUCT_PAGE.gallery!.dialog(page))
    await page.keyboard.press('Escape')
    await page.waitForTimeout(400)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the added-to-bag dialog takes the banner’s place, and the banner is back after it', async ({ page }) => {
    await page.goto(KITE_EN)
    await waitForHydration(page)
    await exactlyOne(page, banner(page))
    await sizeLabel(page).dispatchEvent('click')
    await page.getByTestId('add-to-bag').dispatchEvent('click')
    await exactlyOne(page, PRODUCT_PAGE.addedToBag!.dialog(page))
    // Closed with its own button (Escape on this dialog is taken by the modal statechart's browser paths).
    await PRODUCT_PAGE.addedToBag!.dialog(page).getByRole('button', { name: 'Close' }).click()
    await exactlyOne(page, banner(page))
    expect(await seriousViolations(page)).toEqual([])
  })

  test('cookie settings pressed while a dialog is open: the banner waits until the dialog closes', async ({ page }) => {
    await grantConsent(page)
    await page.goto(KITE_EN)
    await waitForHydration(page)
    await expect(banner(page)).toHaveCount(0)
    await PRODUCT_PAGE.createAccount!.open(page, click)
    await expect(PRODUCT_PAGE.createAccount!.dialog(page)).toBeVisible()
    await dispatched(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }))
    await exactlyOne(page, PRODUCT_PAGE.createAccount!.dialog(page))
    await page.keyboard.press('Escape')
    await exactlyOne(page, banner(page))
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
