// @ts-nocheck
import type { Page } from '@playwright/test'
import { grantConsent, KITE_EN } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

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

test.describe('one dialog at a time', () => {
  test.beforeEach(({ page }) => grantConsent(page))

  test('an add to bag that finishes while the shopper signs in leaves the account dialog alone', async ({ page }) => {
    const release = await holdCartWrites(page)
    await page.goto(KITE_EN)
    await waitForHydration(page)
    await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
    await page.getByTestId('add-to-bag').click()
    await page.getByRole('button', { name: 'Create account or log in' }).click()
    const account = page.getByRole('dialog', { name: 'Create an account' })
    await expect(account).toBeVisible()

    release()
    // The item is in the bag (the badge says so), and no second dialog covers the first.
    await expect(page.getByRole('link', { name: /Shopping bag, 1 item/ })).toBeVisible({ timeout: 15_000 })
    await page.waitForTimeout(500)
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await expect(account).toBeVisible()
  })

  test('without another dialog, the added-to-bag dialog opens as before and closes with Escape', async ({ page }) => {
    await page.goto(KITE_EN)
    await waitForHydration(page)
    await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
    await page.getByTestId('add-to-bag').click()
    const added = page.getByRole('dialog')
    await expect(added).toContainText('Added to your bag', { timeout: 15_000 })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // Closed on both sides: the next dialog the shopper opens is the only one.
    await page.getByRole('button', { name: 'Create account or log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })
})
