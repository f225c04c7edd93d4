import { addToBag, grantConsent, KITE_EN } from './bag-helpers'
import { expect, test } from './fixtures'

/** Spec 2.7: a signed-in shopper's checkout starts from the profile and offers the saved addresses. */
test('the checkout fills in a signed-in shopper’s contact details and offers the saved addresses', async ({ page }) => {
  test.slow()
  await grantConsent(page)
  const signedIn = await page.request.post('/api/session/sign-in', {
    data: { email: 'jana.novakova@example.com', password: 'Kestrel-demo-1' },
  })
  expect(signedIn.status()).toBe(200)
  await addToBag(page, KITE_EN, '38')
  await page.goto('/en/checkout')
  const root = page.getByTestId('checkout-flow')
  await expect(root.locator('#contact-heading')).toBeVisible({ timeout: 20_000 })
  await expect(root.getByLabel('Email')).toHaveValue('jana.novakova@example.com')
  await expect(root.getByLabel('Phone')).toHaveValue('+420602123456')
  await root.getByRole('checkbox', { name: /I accept the privacy policy/ }).check({ force: true })
  await root.getByRole('button', { name: 'Continue to delivery' }).click()
  await expect(root.getByRole('button', { name: 'Continue to payment' })).toBeVisible({ timeout: 20_000 })

  // The default delivery address fills the form; another saved one replaces it.
  await expect(root.locator('input[name="shipping.streetName"]')).toHaveValue('Vinohradská 112')
  await root.getByRole('button', { name: /Saved addresses/ }).click()
  await page.getByRole('option', { name: 'Práce: Karlovo náměstí 7, 120 00 Praha' }).click()
  await expect(root.locator('input[name="shipping.streetName"]')).toHaveValue('Karlovo náměstí 7')
  await expect(root.locator('input[name="shipping.city"]')).toHaveValue('Praha')
  await expect(root.locator('input[name="shipping.firstName"]')).toHaveValue('Jana')
})
