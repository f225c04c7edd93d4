// @ts-nocheck
import type { Page } from '@playwright/test'
import { addToBag, grantConsent, KITE_NAME as KITE, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

async function openWishlist(page: Page) {
  await page.goto('/en/my-account/wishlist')
  await waitForHydration(page)
  await expect(page.getByTestId('wishlist-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
}

async function moveToWishlist(page: Page) {
  await page.goto('/en/shopping-bag')
  await waitForHydration(page)
  await page.getByRole('button', { name: `Move ${KITE} to the wishlist` }).click()
  await expect(page.getByTestId('toast')).toContainText('Added to your wishlist')
  await expect(page.getByTestId('bag-empty')).toBeVisible()
}

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false })

  test('a new shopper gets the empty wishlist from the server, at its localized paths', async ({ page }) => {
    expect((await page.goto('/en/my-account/wishlist'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wishlist')
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()
    expect((await page.goto('/obl%C3%ADben%C3%A9'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oblíbené')
  })

  test('a browser that keeps a session gets a skeleton for its wishlist', async ({ page, context }) => {
    await context.addCookies([{ name: 'kestrel_shopper', value: 'guest', url: test.info().project.use.baseURL! }])
    await page.goto('/en/my-account/wishlist')
    await expect(page.getByTestId('wishlist-skeleton')).toBeAttached()
  })
})

test.describe('in the browser', () => {
  test.beforeEach(({ page }) => grantConsent(page))

  test('an empty wishlist says so', async ({ page, consoleErrors }) => {
    await openWishlist(page)
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('add with undo, change size, add all to bag, remove', async ({ page }) => {
    await addToBag(page)
    await moveToWishlist(page)
    // Undo takes the add back: the wishlist is empty again.
    await page.getByTestId('wishlist-undo').getByRole('button', { name: 'Undo adding to the wishlist' }).click()
    await expect(page.getByTestId('toast')).toContainText('Removed from your wishlist')
    await openWishlist(page)
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()

    await addToBag(page)
    await moveToWishlist(page)
    await openWishlist(page)
    const item = page.getByTestId('wishlist-item').filter({ hasText: KITE })
    await expect(item.getByTestId('wishlist-item-size')).toHaveText('37 EU')
    await item.getByRole('button', { name: /Size \(EU\)/ }).click()
    await page.getByRole('option', { name: '38', exact: true }).click()
    await expect(page.getByTestId('wishlist-item').getByTestId('wishlist-item-size')).toHaveText('38 EU')

    await page.getByRole('button', { name: 'Add all to bag' }).click()
    await expect(page.getByRole('link', { name: /Shopping bag, 1 item/ })).toBeVisible({ timeout: 15_000 })
    await page.getByRole('dialog').getByRole('button', { name: 'Continue shopping' }).click()

    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: `Remove ${KITE} from the wishlist` }).click()
    await expect(page.getByTestId('toast')).toContainText('Removed from your wishlist')
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()

    await page.goto('/en/shopping-bag')
    await waitForHydration(page)
    await expect(page.getByTestId('bag-line').getByTestId('bag-line-size')).toHaveText('38 EU')
  })
})
