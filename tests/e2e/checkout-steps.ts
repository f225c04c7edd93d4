import { expect, type Locator } from '@playwright/test'

/** The English checkout's contact step, filled and sent: the delivery step opens. */
export async function fillContact(root: Locator, email = 'forms.shopper@example.com') {
  await root.getByLabel('Email').fill(email)
  await root.getByLabel('Phone').fill('+420 601123456')
  await root.getByRole('checkbox', { name: /I accept the privacy policy/ }).check({ force: true })
  await root.getByRole('button', { name: 'Continue to delivery' }).click()
  await expect(root.getByRole('button', { name: 'Continue to payment' })).toBeVisible({ timeout: 20_000 })
}

/** The English checkout's delivery step, a Prague home address filled and sent: the payment step opens. */
export async function fillDelivery(root: Locator, lastName = 'Formulářová') {
  await root.locator('input[name="shipping.firstName"]').fill('Jana')
  await root.locator('input[name="shipping.lastName"]').fill(lastName)
  await root.locator('input[name="shipping.streetName"]').fill('Vodičkova 12')
  await root.locator('input[name="shipping.postalCode"]').fill('110 00')
  await root.locator('input[name="shipping.city"]').fill('Praha')
  await root.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(root.getByRole('heading', { name: 'Payment' })).toBeVisible({ timeout: 20_000 })
}
