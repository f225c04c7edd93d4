import { expect, type Locator } from '@playwright/test'

/** The English checkout's contact step, filled and sent: the delivery step opens. */
export async function fillContact(root: Locator, email = 'forms.shopper@example.com', phone = '+420 601123456') {
  await root.getByLabel('Email').fill(email)
  await root.getByLabel('Phone').fill(phone)
  await root.getByRole('checkbox', { name: /I accept the privacy policy/ }).check({ force: true })
  await root.getByRole('button', { name: 'Continue to delivery' }).click()
  await expect(root.getByRole('button', { name: 'Continue to payment' })).toBeVisible({ timeout: 20_000 })
}

const PRAGUE = { firstName: 'Jana', streetName: 'Vodičkova 12', postalCode: '110 00', city: 'Praha' }

/** The English checkout's delivery step, a home address (in Prague unless given) filled and sent: the payment step opens. */
export async function fillDelivery(root: Locator, lastName = 'Formulářová', address = PRAGUE) {
  await root.locator('input[name="shipping.firstName"]').fill(address.firstName)
  await root.locator('input[name="shipping.lastName"]').fill(lastName)
  await root.locator('input[name="shipping.streetName"]').fill(address.streetName)
  await root.locator('input[name="shipping.postalCode"]').fill(address.postalCode)
  await root.locator('input[name="shipping.city"]').fill(address.city)
  await root.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(root.getByRole('heading', { name: 'Payment' })).toBeVisible({ timeout: 20_000 })
}
