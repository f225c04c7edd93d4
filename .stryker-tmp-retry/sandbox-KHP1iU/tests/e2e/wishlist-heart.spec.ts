// @ts-nocheck
import type { Locator, Page } from '@playwright/test'
import { grantConsent, KITE_EN, KITE_NAME, seriousViolations } from './bag-helpers'
import { expect, holdChunk, test, waitForHydration } from './fixtures'

const KITE_SEARCH = '/en/search?q=kite%20leather%20pumps'

async function openWishlist(page: Page) {
  await page.goto('/en/my-account/wishlist')
  await waitForHydration(page)
  await expect(page.getByTestId('wishlist-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
}

/** The card of the Kite pumps in this colour on a listing. */
const kiteCard = (page: Page): Locator =>
  page.getByTestId('product-card').filter({ has: page.locator(`a[href="${KITE_EN}"]`) })

test.describe('hearts on product cards', () => {
  // Several page loads and an accessibility scan each.
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(({ page }) => grantConsent(page))

  test('a card heart saves the product, shows it saved after a reload and takes it away again', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(KITE_SEARCH)
    await waitForHydration(page)
    const heart = kiteCard(page).getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(page.getByTestId('toast')).toContainText('Added to your wishlist')
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('link', { name: /Wishlist, 1 item/ })).toBeVisible()

    // The saved state comes back with the shopper's list on the next visit.
    await page.reload()
    await waitForHydration(page)
    await expect(kiteCard(page).getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 15_000 },
    )

    await kiteCard(page)
      .getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })
      .click()
    await expect(page.getByTestId('toast')).toContainText('Removed from your wishlist')
    await expect(kiteCard(page).getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await openWishlist(page)
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('a heart pressed before the page’s notifications have loaded still says so', async ({ page }) => {
    // The bag's and wishlist's overlays are a chunk of their own, loaded once the page is interactive.
    await holdChunk(page, 'BagOverlays')
    await page.goto(KITE_SEARCH)
    await waitForHydration(page)
    const heart = kiteCard(page).getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('toast')).toContainText('Added to your wishlist')
    await expect(page.getByTestId('toast')).toContainText(KITE_NAME)
  })

  test('the heart is reached with the keyboard, shows its focus and fits a card on a 390 px phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(KITE_SEARCH)
    await waitForHydration(page)
    const card = kiteCard(page)
    const link = card.getByRole('link').first()
    const heart = card.getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })
    await link.focus()
    await page.keyboard.press('Tab')
    await expect(heart).toBeFocused()
    expect(await heart.evaluate((element) => element.matches(':focus-visible'))).toBe(true)
    expect(await heart.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
    await page.keyboard.press('Enter')
    await expect(heart).toHaveAttribute('aria-pressed', 'true')

    const [cardBox, heartBox] = await Promise.all([card.boundingBox(), heart.boundingBox()])
    expect(heartBox!.width).toBeGreaterThanOrEqual(44)
    expect(heartBox!.height).toBeGreaterThanOrEqual(44)
    expect(heartBox!.x).toBeGreaterThanOrEqual(cardBox!.x)
    expect(heartBox!.x + heartBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the home page carousels carry hearts too', async ({ page }) => {
    await page.goto('/en')
    await waitForHydration(page)
    const first = page.getByTestId('product-card').first()
    await expect(first.getByTestId('wishlist-heart')).toHaveAttribute('aria-pressed', 'false')
    await expect(first.getByTestId('wishlist-heart')).toHaveAccessibleName(/^Save .+ to your wishlist$/)
  })
})

test.describe('the product page heart', () => {
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(({ page }) => grantConsent(page))

  test('shows the product saved, and pressed again takes it away', async ({ page }) => {
    await page.goto(KITE_EN)
    await waitForHydration(page)
    const toggle = page.getByTestId('wishlist-toggle')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect(toggle).toHaveAccessibleName('Add to wishlist')
    await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
    await toggle.click()
    await expect(page.getByTestId('toast')).toContainText('Added to your wishlist')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(toggle).toHaveAccessibleName('Saved to wishlist')
    await expect(toggle.locator('svg')).toHaveAttribute('fill', 'currentColor')

    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 })
    await page.getByTestId('wishlist-toggle').click()
    await expect(page.getByTestId('toast')).toContainText('Removed from your wishlist')
    await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('wishlist-toggle')).toHaveAccessibleName('Add to wishlist')
  })

  test('an item saved without a size asks for its size in the wishlist; add all to bag never makes one up', async ({
    page,
  }) => {
    await page.goto(KITE_EN)
    await waitForHydration(page)
    // Saved without choosing a size.
    await page.getByTestId('wishlist-toggle').click()
    await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true')

    await openWishlist(page)
    const item = page.getByTestId('wishlist-item').filter({ hasText: KITE_NAME })
    await expect(item.getByTestId('wishlist-item-size')).toHaveCount(0)
    await expect(item.getByRole('button', { name: /Size \(EU\)/ })).toContainText('Choose a size')

    await page.getByRole('button', { name: 'Add all to bag' }).click()
    await expect(item.getByRole('alert')).toHaveText('please select size')
    await expect(page.getByTestId('wishlist-sizes-required')).toHaveText(
      'Choose a size for 1 item to add it to the bag.',
    )
    await item.getByRole('button', { name: `Add ${KITE_NAME} to the bag` }).click()
    await expect(item.getByRole('alert')).toHaveText('please select size')
    // Nothing went into the bag.
    await expect(page.getByRole('link', { name: /Shopping bag, 1 item/ })).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])

    await item.getByRole('button', { name: /Size \(EU\)/ }).click()
    await page.getByRole('option', { name: '38', exact: true }).click()
    const sized = page.getByTestId('wishlist-item').filter({ hasText: KITE_NAME })
    await expect(sized.getByTestId('wishlist-item-size')).toHaveText('38 EU')
    await expect(page.getByTestId('wishlist-sizes-required')).toHaveCount(0)
    await page.getByRole('button', { name: 'Add all to bag' }).click()
    await expect(page.getByRole('link', { name: /Shopping bag, 1 item/ })).toBeVisible({ timeout: 15_000 })
    await page.getByRole('dialog').getByRole('button', { name: 'Continue shopping' }).click()

    await page.goto('/en/shopping-bag')
    await waitForHydration(page)
    await expect(page.getByTestId('bag-line').getByTestId('bag-line-size')).toHaveText('38 EU', { timeout: 15_000 })
  })
})
