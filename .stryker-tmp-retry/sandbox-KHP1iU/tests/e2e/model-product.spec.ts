// @ts-nocheck
import { expect, test, type Locator, type Page, type Route } from '@playwright/test'
import type { EventObject } from 'xstate'
import type { ModelPath } from '../../model-tests/support/paths'
import { productSeen, productSights, type ProductInput, type ProductShows } from '../../model-tests/product-page.sights'
import { productPageMachine } from '../../src/machines/product/product-page.machine'
import { grantConsent, KITE_EN, KITE_NAME } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, holdNextRequest, type BrowserStep, type Sight } from './model-browser'

/**
 * The product page's statechart walked by a shopper (spec 2.7, 3.18, 4.4, 4.5): the Kite pumps'
 * sizes (EU 37 in stock, EU 36 sold out), add to bag with and without a size, the heart, the image
 * gallery (opened, stepped with the arrow keys, closed with Escape) and its thumbnails, the 360°
 * view turned with the arrow keys, notify me for the sold-out size (its request held until the page
 * has been seen busy, then stored by the real server or failed), click and collect's store picker;
 * the same page come back from a plain-HTML add to bag without a size; and the Linea pumps, sold out
 * in every size, whose notify me asks for a size first. What the shopper must see comes from
 * model-tests/product-page.sights.ts.
 */
// A path walks the whole page: dozens of steps, a few of them waiting for the platform.
test.describe.configure({ timeout: 90_000 })

const KITE: ProductInput = {
  variants: [
    { sku: '37', isOnStock: true },
    { sku: '36', isOnStock: false },
  ],
  imageCount: 4,
  viewCount: 4,
}
const LINEA: ProductInput = { variants: [{ sku: '37', isOnStock: false }], imageCount: 4, viewCount: 4 }
const LINEA_EN = '/en/product/womens-linea-flex-leather-pumps-280001-02375/280001/02375'
const pageOf = (input: ProductInput) => (input === LINEA ? LINEA_EN : KITE_EN)

const TEXT = {
  addedToBag: 'Added to your bag',
  pleaseSelectSize: 'please select size',
  thanks: 'Thank you. We will email you when this size is back in stock.',
  refused: 'Your request could not be saved. Please check your email and try again.',
  chooseStore: 'Choose a store to see if it has this product.',
  chooseSize: 'Select a size to see availability in your store.',
}

type ShopperEvent = EventObject & Record<string, unknown>
const isSettlement = (event: EventObject) => event.type.startsWith('xstate.')

/** What a path's page keeps: the notify-me request held, the store the shopper chose. */
const held = new WeakMap<Page, () => void>()
const chosenStore = new WeakMap<Page, string>()

const isNotifyMe = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/api/notify-me'

/**
 * Whether the page offers each action of the path: under an open dialog (the gallery, the store
 * picker) only the dialog's own; add to bag and the heart only without a sold-out size, notify me
 * only with one (or on a product sold out in every size); the gallery opens at the image shown; a
 * size already chosen is not picked again; while a request is being stored, the shopper waits.
 * The sold-out product's paths keep to its sizes and notify me: the rest is the Kite's.
 */
function offered(path: ModelPath, input: ProductInput): boolean {
  const events = path.steps.slice(1).map((s) => s.event as ShopperEvent)
  for (const [i, event] of events.entries()) {
    if (isSettlement(event)) continue
    const seen = productSeen(input, events.slice(0, i))
    const { type } = event
    if (seen.notify === 'submitting') return false
    if (seen.gallery && type !== 'product.gallery.stepped' && type !== 'product.gallery.closed') return false
    if (seen.storePicker && type !== 'product.storePicker.closed' && type !== 'product.store.selected') return false
    if (seen.allSoldOut && !type.startsWith('product.size.') && !type.startsWith('product.notifyMe.')) return false
    const notifyOffered = seen.soldOut || seen.allSoldOut
    switch (type) {
      case 'product.size.selected':
        if (event.sku === seen.size) return false
        break
      case 'product.addToBag.pressed':
      case 'product.wishlist.pressed':
        if (notifyOffered) return false
        break
      case 'product.gallery.opened':
        if (event.index !== seen.image) return false
        break
      case 'product.gallery.indexSelected':
        if (event.index === seen.image) return false
        break
      case 'product.notifyMe.opened':
        if (!notifyOffered || seen.notify !== 'closed') return false
        break
      case 'product.notifyMe.submitted':
      case 'product.notifyMe.closed':
        if (seen.notify !== 'editing' && seen.notify !== 'failed') return false
    }
  }
  return true
}

/** The size as its radio is named: its label, and for a sold-out size that it is sold out. */
function sizeRadio(page: Page, input: ProductInput, sku: string) {
  const soldOut = input.variants.some((v) => v.sku === sku && !v.isOnStock)
  return page.getByTestId('size-picker').getByRole('radio', { name: soldOut ? `${sku} – sold out` : sku, exact: true })
}

async function press(target: Locator) {
  await target.focus()
  await target.press('Enter')
}

const notifyForm = (page: Page) => page.getByRole('form', { name: 'Notify me when back in stock' })
const storeDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose a store' })
const addedDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: TEXT.addedToBag })
const thumb = (page: Page, n: number, of: number) =>
  page.getByRole('list', { name: 'Choose an image' }).getByRole('button', { name: `Image ${n} of ${of}`, exact: true })

async function check(page: Page, input: ProductInput, shows: ProductShows) {
  if ('checkedSize' in shows) {
    if (shows.checkedSize === null)
      await expect(page.getByTestId('size-picker').getByRole('radio', { checked: true })).toHaveCount(0)
    else await expect(sizeRadio(page, input, shows.checkedSize)).toBeChecked()
  } else if ('pleaseSelectSize' in shows) {
    const alert = page.getByRole('alert').filter({ hasText: TEXT.pleaseSelectSize })
    if (shows.pleaseSelectSize) await expect(alert).toBeVisible()
    else await expect(alert).toHaveCount(0)
  } else if ('purchase' in shows) {
    if (shows.purchase === 'notifyMe') return await expect(page.getByTestId('add-to-bag')).toHaveCount(0)
    await expect(page.getByTestId('add-to-bag')).toBeVisible()
    const heart = page.getByTestId('wishlist-toggle')
    await expect(heart).toHaveAttribute('aria-pressed', String(shows.saved), { timeout: 10_000 })
    await expect(heart).toHaveText(shows.saved ? 'Saved to wishlist' : 'Add to wishlist')
  } else if ('addedToBag' in shows) {
    await expect(addedDialog(page)).toBeVisible({ timeout: 15_000 })
    await expect(addedDialog(page)).toContainText(KITE_NAME)
    await expect(addedDialog(page)).toContainText(`In your bag (${shows.addedToBag})`)
  } else if ('rotation' in shows) {
    await expect(page.getByRole('slider', { name: '360° view' })).toHaveAttribute(
      'aria-valuenow',
      String(shows.rotation),
    )
  } else if ('galleryOpen' in shows) {
    await expect(page.getByTestId('gallery-dialog')).toBeVisible()
    await expect(page.getByTestId('gallery-dialog')).toContainText(`Image ${shows.galleryOpen} of ${shows.of}`)
  } else if ('galleryClosed' in shows) {
    await expect(page.getByTestId('gallery-dialog')).toHaveCount(0)
    await expect(thumb(page, shows.galleryClosed, shows.of)).toHaveAttribute('aria-current', 'true')
  } else if ('notify' in shows) {
    const button = page.getByTestId('notify-me')
    switch (shows.notify) {
      case 'button':
        return await expect(button).toBeVisible()
      case 'none':
        await expect(button).toHaveCount(0)
        return await expect(notifyForm(page)).toHaveCount(0)
      case 'form':
        await expect(notifyForm(page).getByRole('textbox', { name: /Email/ })).toBeVisible()
        return await expect(notifyForm(page).getByRole('alert')).toHaveCount(0)
      case 'sending':
        return await expect(notifyForm(page).getByRole('button', { name: 'Notify me' })).toHaveAttribute(
          'aria-disabled',
          'true',
        )
      case 'thanks':
        await expect(page.getByRole('status').filter({ hasText: TEXT.thanks })).toBeVisible({ timeout: 10_000 })
        return await expect(notifyForm(page)).toHaveCount(0)
      case 'refused':
        await expect(notifyForm(page).getByRole('alert')).toHaveText(TEXT.refused, { timeout: 10_000 })
        return await expect(notifyForm(page).getByRole('button', { name: 'Notify me' })).toBeEnabled()
    }
  } else if (shows.storePicker === 'open') {
    await expect(storeDialog(page)).toBeVisible()
    await expect(
      storeDialog(page)
        .getByRole('button', { name: /^Select store / })
        .first(),
    ).toBeVisible({
      timeout: 10_000,
    })
  } else {
    await expect(storeDialog(page)).toHaveCount(0)
    const box = page.getByTestId('store-availability')
    if (!shows.store) return await expect(box).toHaveText(TEXT.chooseStore)
    await expect(page.getByRole('button', { name: 'Change store' })).toBeVisible()
    const store = chosenStore.get(page)!
    if (!shows.size) await expect(box).toHaveText(TEXT.chooseSize)
    else await expect(box).toHaveText(new RegExp(`^(Available for pickup in|Not available in) ${store}$`))
  }
}

/**
 * The page come back from a plain-HTML add to bag without a size (spec 2.7): add to bag pressed
 * before the page's scripts have run posts the size form, which answers with this page asking for a size.
 */
async function addToBagBeforeScripts(page: Page, path: string) {
  const scripts = async (route: Route) =>
    route.request().frame().url().includes('size-required') ? route.fallback() : route.abort()
  await page.route('**/assets/**/*.js', scripts)
  await page.goto(path)
  await page.getByTestId('add-to-bag').click()
  await expect(page).toHaveURL(/size-required=1/)
  await page.unroute('**/assets/**/*.js', scripts)
  await waitForHydration(page)
}

describeBrowserModel('product page', {
  machine: productPageMachine,
  model: {
    inputs: [KITE, { ...KITE, sizeRequired: true }, LINEA],
    events: {
      domain: [
        { type: 'product.size.selected', sku: '37' },
        { type: 'product.size.selected', sku: '36' },
        { type: 'product.addToBag.pressed' },
        { type: 'product.wishlist.pressed' },
        { type: 'product.gallery.opened', index: 0 },
        { type: 'product.gallery.closed' },
        { type: 'product.gallery.stepped', by: 1 },
        { type: 'product.gallery.indexSelected', index: 2 },
        { type: 'product.rotation.stepped', by: 1 },
        { type: 'product.notifyMe.opened' },
        { type: 'product.notifyMe.submitted', email: ' eva@example.cz ' },
        { type: 'product.notifyMe.closed' },
        { type: 'product.storePicker.opened' },
        { type: 'product.storePicker.closed' },
        { type: 'product.store.selected', storeKey: 'the first store listed' },
      ],
    },
    // The 360° view turns on its own: it does not tell states apart.
    serializeState: (snapshot) => {
      const { value, context } = snapshot as unknown as {
        value: unknown
        context: { sku: string | null; galleryIndex: number }
      }
      return JSON.stringify([value, context.sku, context.galleryIndex])
    },
    requireEveryTransition: true,
  },
  shopperView: (path, input) => {
    if (!offered(path, input as ProductInput)) return null
    const { view, inBag, ...seen } = productSeen(
      input as ProductInput,
      path.steps.slice(1).map((s) => s.event as ShopperEvent),
    )
    return JSON.stringify([seen, view > 0, inBag > 0])
  },
  maxSteps: 8,
  walk: { length: 45 },
  start: async (page, input) => {
    await grantConsent(page)
    const product = input as ProductInput
    if (product.sizeRequired) return await addToBagBeforeScripts(page, pageOf(product))
    await page.goto(pageOf(product))
    await waitForHydration(page)
  },
  act: async (page, step: BrowserStep, upcoming) => {
    const { event } = step
    const input = step.input as ProductInput
    if (isSettlement(event)) {
      held.get(page)?.()
      held.delete(page)
      return
    }
    // The added-to-bag dialog covers the page until the shopper closes it.
    if (productSeen(input, step.events.slice(0, -1)).bagDialog) {
      await page.keyboard.press('Escape')
      await expect(addedDialog(page)).toHaveCount(0)
    }
    switch (event.type) {
      case 'product.size.selected':
        return await page
          .getByTestId('size-picker')
          .getByText(event.sku as string, { exact: true })
          .click()
      case 'product.addToBag.pressed':
        return await page.getByTestId('add-to-bag').click()
      case 'product.wishlist.pressed':
        return await page.getByTestId('wishlist-toggle').click()
      case 'product.gallery.opened':
        return await press(page.getByRole('button', { name: 'Open image gallery' }))
      case 'product.gallery.closed':
        return await page.keyboard.press('Escape')
      case 'product.gallery.stepped':
        return await page.keyboard.press('ArrowRight')
      case 'product.gallery.indexSelected':
        return await thumb(page, (event.index as number) + 1, input.imageCount).click()
      case 'product.rotation.stepped': {
        const rotation = page.getByRole('slider', { name: '360° view' })
        await rotation.focus()
        return await rotation.press('ArrowRight')
      }
      case 'product.notifyMe.opened':
        return await page.getByTestId('notify-me').click()
      case 'product.notifyMe.submitted': {
        // Held until the path answers it (a path that ends first leaves it held), then stored or failed.
        const fails = upcoming[0]?.type.startsWith('xstate.error.actor.')
        held.set(
          page,
          await holdNextRequest(page, isNotifyMe, fails ? { status: 503, body: { error: 'Unavailable' } } : undefined),
        )
        // A new address each time: the shop keeps one request per address and size.
        await notifyForm(page)
          .getByRole('textbox', { name: /Email/ })
          .fill(`eva.${Date.now().toString(36)}@example.cz`)
        return await notifyForm(page).getByRole('button', { name: 'Notify me' }).click()
      }
      case 'product.notifyMe.closed':
        return await press(notifyForm(page).getByRole('button', { name: 'Cancel' }))
      case 'product.storePicker.opened':
        return await press(page.getByRole('button', { name: /^(Choose a store|Change store)$/ }))
      case 'product.storePicker.closed':
        return await storeDialog(page).getByRole('button', { name: 'Close' }).click()
      case 'product.store.selected': {
        const select = storeDialog(page)
          .getByRole('button', { name: /^Select store / })
          .first()
        const name = (await select.getAttribute('aria-label'))!.replace(/^Select store /, '')
        chosenStore.set(page, name)
        return await select.click()
      }
      default:
        throw new Error(`no shopper action for ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const input = step.input as ProductInput
    return productSights(step.states, productSeen(input, step.events)).map(({ says, shows }) => ({
      says,
      check: () => check(page, input, shows),
    }))
  },
  outOfReach: {
    'productPage.size —product.addToBag.pressed [isSelectedSoldOut] #1→ productPage.size.chosen':
      'with a sold-out size chosen the page offers notify me in place of add to bag (spec 2.7); the machine-level model takes it',
  },
})
