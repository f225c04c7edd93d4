import { expect, type Page } from '@playwright/test'
import { seriousViolations } from './bag-helpers'
import { waitForHydration } from './fixtures'

/**
 * On an order's page (tracking's, or the account's order page): start a return of its first item with the reason
 * and the way back named, check the form with axe, and send it.
 */
export async function sendReturn(page: Page, words: { start: string; reason: string; method: string; send: string }) {
  await page.getByTestId('tracked-returns').getByRole('button', { name: words.start }).click()
  const returnForm = page.getByTestId('return-form')
  // The inputs are drawn by their labels (react-aria), which take the click.
  const choose = (role: 'checkbox' | 'radio', name?: string) =>
    returnForm
      .locator('label', { has: page.getByRole(role, name ? { name } : {}) })
      .first()
      .click()
  await choose('checkbox')
  await choose('radio', words.reason)
  await choose('radio', words.method)
  await expect(returnForm.getByRole('checkbox').first()).toBeChecked()
  expect(await seriousViolations(page)).toEqual([])
  await returnForm.getByRole('button', { name: words.send }).click()
  await expect(page.getByTestId('return-created')).toBeVisible()
}

/** Reloads the order's page until its return shows `state` (the refund comes from the platform's messages). */
export async function untilReturnState(page: Page, state: string) {
  await expect
    .poll(
      async () => {
        await page.reload()
        await waitForHydration(page)
        return page.getByTestId('tracked-return-state').textContent()
      },
      { timeout: 15_000 },
    )
    .toBe(state)
}
