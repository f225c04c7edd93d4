// @ts-nocheck
import AxeBuilder from '@axe-core/playwright'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The email verification page (spec 3.6) when its link does not verify: a link without its token or
 * with one the shop never gave says so, and offers a new link by mail; the email is checked before it
 * is sent, a service that is down is told, and the answer never says whether the account exists.
 */
test.describe('a verification link that does not verify', () => {
  test('en: a made-up token, the email required, a service down, then a new link', async ({ page }) => {
    await page.goto('/en/create-account/verify?token=made-up-token')
    await waitForHydration(page)
    const verify = page.getByTestId('verify-email-page')
    await expect(verify.getByRole('alert')).toHaveText(
      'This link is not valid or has already been used. Enter your email and we will send you a new link.',
    )
    const form = page.getByTestId('resend-verification-form')
    await form.getByRole('button', { name: 'Send a new link' }).click()
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/This field is required\./)
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused()

    await form.getByRole('textbox', { name: 'Email' }).fill('nikdo@example.cz')
    await page.route('**/api/account/resend-verification', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }),
    )
    await form.getByRole('button', { name: 'Send a new link' }).click()
    await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.')
    await page.unroute('**/api/account/resend-verification')

    await form.getByRole('button', { name: 'Send a new link' }).click()
    await expect(page.getByTestId('verification-resent')).toHaveText(
      'If the account is waiting for verification, we have sent a new link.',
    )
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations).toEqual([])
  })

  test('cs-CZ: a link without its token says it is not valid, not that it is being verified', async ({ page }) => {
    await page.goto('/registrace/ověření')
    await waitForHydration(page)
    await expect(page.getByTestId('verify-email-page').getByRole('alert')).toHaveText(
      /^Tento odkaz není platný nebo už byl použit\./,
    )
    await expect(page.getByRole('button', { name: 'Poslat nový odkaz' })).toBeVisible()
    await expect(page.getByText('Ověřujeme vaši e-mailovou adresu…')).toHaveCount(0)
  })
})
