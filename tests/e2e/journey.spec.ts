import type { Locator, Page } from '@playwright/test'
import { grantConsent, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * A shopper's way through the shop, in both locales: home → category → filter → sort → product →
 * size → add to bag → bag → promo code → move to the wishlist → remove → undo → back. The Czech
 * run uses the keyboard alone.
 */
interface Locale {
  name: string
  home: string
  women: string
  wishlist: string
  text: {
    sortBy: string
    addedToBag: string
    viewBag: string
    promoCode: string
    apply: string
    applied: string
    moveToWishlist: RegExp
    addedToWishlist: string
    removeFromWishlist: RegExp
    removedFromWishlist: string
    undoRemove: string
  }
}

const locales: Locale[] = [
  {
    name: 'en',
    home: '/en',
    women: '/en/women',
    wishlist: '/en/my-account/wishlist',
    text: {
      sortBy: 'Sort by',
      addedToBag: 'Added to your bag',
      viewBag: 'View bag',
      promoCode: 'Promo code',
      apply: 'Apply',
      applied: 'applied',
      moveToWishlist: /^Move .+ to the wishlist$/,
      addedToWishlist: 'Added to your wishlist',
      removeFromWishlist: /^Remove .+ from the wishlist$/,
      removedFromWishlist: 'Removed from your wishlist',
      undoRemove: 'Undo removing from the wishlist',
    },
  },
  {
    name: 'cs-CZ',
    home: '/',
    women: `/${encodeURIComponent('ženy')}`,
    wishlist: `/${encodeURIComponent('můj-účet')}/${encodeURIComponent('oblíbené')}`,
    text: {
      sortBy: 'Řadit podle',
      addedToBag: 'Přidáno do nákupní tašky',
      viewBag: 'Zobrazit tašku',
      promoCode: 'Slevový kód',
      apply: 'Uplatnit',
      applied: 'uplatněn',
      moveToWishlist: /^Přesunout .+ do oblíbených$/,
      addedToWishlist: 'Přidáno do oblíbených',
      removeFromWishlist: /^Odebrat .+ z oblíbených$/,
      removedFromWishlist: 'Odebráno z oblíbených',
      undoRemove: 'Vrátit odebrání z oblíbených',
    },
  },
]

/**
 * Moves the keyboard focus (forward, or back with Shift+Tab) until `target` has it (the keyboard-only run never
 * clicks). The target is found once and asked directly after each key, not looked up again by its role and name:
 * on a busy machine a page-wide lookup per key costs more than the key.
 */
async function tabTo(page: Page, target: Locator, limit = 120, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  let element = await target.elementHandle()
  for (let i = 0; i < limit; i++) {
    // null: the element left the page (a render replaced it), so it is found again.
    const focused = await element.evaluate((el) =>
      el.isConnected ? el === document.activeElement || el.contains(document.activeElement) : null,
    )
    if (focused === null) element = await target.elementHandle()
    else if (focused) return
    else await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

for (const locale of locales) {
  const keyboard = locale.name === 'cs-CZ'
  test(`a shopper's journey in ${locale.name}${keyboard ? ', with the keyboard alone' : ''}`, async ({ page }) => {
    // The keyboard-only run tabs through header, page and dialogs one key at a time.
    test.setTimeout(test.info().timeout * (keyboard ? 10 : 6))
    await grantConsent(page)
    const { text } = locale
    const activate = async (target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
      if (!keyboard) return target.click()
      await tabTo(page, target, 120, key)
      await page.keyboard.press('Enter')
    }

    // Home, then a category from the home page.
    await page.goto(locale.home)
    await waitForHydration(page)
    expect(await seriousViolations(page)).toEqual([])
    // Server and client may spell the Czech slug raw or percent-encoded; both are the same link.
    await activate(page.locator(`a[href="${locale.women}"], a[href="${decodeURIComponent(locale.women)}"]`).first())
    await expect(page).toHaveURL(new RegExp(`${locale.women.replace(/[%]/g, '.')}$`, 'i'))
    await expect(page.getByTestId('product-grid')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // Filter by the first colour, then sort by price.
    await activate(page.locator('aside section[data-facet="color"] a[data-count]').first())
    await expect(page).toHaveURL(/[?&]color=/)
    const sort = page.getByRole('combobox', { name: text.sortBy })
    if (keyboard) await tabTo(page, sort)
    await sort.selectOption('priceAsc')
    await expect(page).toHaveURL(/sort=priceAsc/)
    await expect(page.getByTestId('listing-results')).toHaveAttribute('aria-busy', 'false')
    // The cards are in their new order before the shopper picks one (a tap while they move lands on another).
    const cards = page.getByTestId('product-grid').getByTestId('product-card')
    await expect
      .poll(async () => {
        const prices = await cards.evaluateAll((elements) => elements.map((element) => Number(element.dataset.price)))
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price)
      })
      .toBe(true)

    // A product with a size in stock.
    let added = false
    for (let index = 0; index < 6 && !added; index++) {
      const listing = page.url()
      await activate(cards.nth(index).getByRole('link').first())
      await expect(page).toHaveURL(/\/(product|produkt)\//)
      await expect(page.getByTestId('add-to-bag')).toBeVisible()
      if (index === 0) expect(await seriousViolations(page)).toEqual([])
      const sizes = page.getByTestId('size-picker').getByRole('radio')
      const count = await sizes.count()
      let chosen = count === 0
      for (let i = 0; i < count && !chosen; i++) {
        const size = sizes.nth(i)
        if (
          (await size.isDisabled()) ||
          /sold out|vyprodáno/i.test((await size.getAttribute('aria-label')) ?? (await size.textContent()) ?? '')
        )
          continue
        if (keyboard) {
          await tabTo(page, sizes.first())
          for (let step = 0; step < i; step++) await page.keyboard.press('ArrowRight')
          await page.keyboard.press('Space')
        } else await size.check({ force: true })
        chosen = true
      }
      if (!chosen) {
        await page.goto(listing)
        await waitForHydration(page)
        continue
      }
      await activate(page.getByTestId('add-to-bag'))
      await expect(page.getByRole('dialog').getByRole('heading', { name: text.addedToBag })).toBeVisible({
        timeout: 15_000,
      })
      added = true
    }
    expect(added).toBe(true)

    // The bag from the added-to-bag dialog, and a promo code.
    await activate(page.getByRole('dialog').getByRole('link', { name: text.viewBag }))
    await expect(page.getByTestId('bag-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
    const field = page.getByRole('textbox', { name: text.promoCode })
    if (keyboard) {
      await tabTo(page, field)
      await page.keyboard.type('WELCOME10')
      await page.keyboard.press('Enter')
    } else {
      await field.fill('WELCOME10')
      await page.getByRole('button', { name: text.apply, exact: true }).click()
    }
    await expect(page.getByTestId('promo-code').filter({ hasText: 'WELCOME10' })).toContainText(text.applied)
    expect(await seriousViolations(page)).toEqual([])

    // Move to the wishlist (its button is on the line, above the promo code field), remove it there, and undo the removal.
    await activate(page.getByRole('button', { name: text.moveToWishlist }), 'Shift+Tab')
    await expect(page.getByTestId('toast')).toContainText(text.addedToWishlist)
    await page.goto(locale.wishlist)
    await waitForHydration(page)
    await expect(page.getByTestId('wishlist-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1)
    expect(await seriousViolations(page)).toEqual([])
    await activate(page.getByRole('button', { name: text.removeFromWishlist }))
    await expect(page.getByTestId('toast')).toContainText(text.removedFromWishlist)
    // The focus left with the removed item's button: the undo takes it up, and its toast waits while it has it.
    const undo = page.getByRole('button', { name: text.undoRemove })
    if (keyboard) await expect(undo).toBeFocused()
    await activate(undo)
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1)
    // The item is back, and so is the focus, on its Remove button where the shopper left it.
    await expect(page.getByRole('button', { name: text.removeFromWishlist })).toBeFocused()

    // And back where the shopper came from.
    await page.goBack()
    await expect(page).not.toHaveURL(new RegExp(`${locale.wishlist.replace(/[%]/g, '.')}$`, 'i'))
  })
}
