import { useSession, waitForHydration } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { grantConsent, seriousViolations } from './bag-helpers'
import { guestWithCart } from './checkout-model'
import { fillContact, fillDelivery } from './checkout-steps'

/**
 * The checkout's forms as a shopper meets them: the country chosen by its name, drawn check boxes
 * and radios, styled date and slot selects, the terms one press away, a real email address, and
 * pay later in instalments from the payment step to a paid order.
 */

/** axe-core over WCAG 2.1 A/AA on the checkout's steps and summary: every violation, readable in a failure. */
async function stepViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="checkout-flow"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Text characters that once stood in for check boxes and radios. */
const GLYPHS = /[☐☑☒◉○●◯]/

async function openCheckout(page: Page, path = '/en/checkout') {
  const shopper = await guestWithCart()
  await grantConsent(page)
  await useSession(page, shopper.session)
  await page.goto(path)
  const root = page.getByTestId('checkout-flow')
  await expect(root.locator('#contact-heading')).toBeVisible({ timeout: 20_000 })
  await waitForHydration(page)
  return { root, shopper }
}

/** The page's text and the accessible names of its controls hold no glyph standing in for a control. */
async function expectNoGlyphs(root: Locator) {
  expect(await root.innerText()).not.toMatch(GLYPHS)
}

/** A drawn control: the element before the label text is a bordered box of its own. */
async function drawnControl(choice: Locator) {
  return choice.evaluate((label) => {
    const control = label.querySelector('[aria-hidden="true"]')
    if (!control) return null
    const style = getComputedStyle(control)
    return {
      width: style.width,
      border: style.borderTopWidth,
      radius: style.borderTopLeftRadius,
      background: style.backgroundColor,
    }
  })
}

test.describe('checkout forms', () => {
  test.beforeEach(() => test.setTimeout(120_000))

  test('the country is chosen by its name from the shipping countries and sent as its code; the server checks the code', async ({
    page,
  }) => {
    const { root } = await openCheckout(page)
    const country = root.getByRole('button', { name: /Country/ })
    await expect(country).toContainText('Czechia')
    await country.click()
    const options = page.getByRole('listbox').getByRole('option')
    await expect(options).toHaveText(['Czechia'])
    await options.first().click()
    const checked = page.waitForRequest((request) => request.url().includes('/api/checkout/validate-address'))
    await fillContact(root)
    await root.locator('input[name="shipping.firstName"]').fill('Jana')
    await root.locator('input[name="shipping.lastName"]').fill('Formulářová')
    await root.locator('input[name="shipping.streetName"]').fill('Vodičkova 12')
    await root.locator('input[name="shipping.postalCode"]').fill('110 00')
    await root.locator('input[name="shipping.city"]').fill('Praha')
    await root.getByRole('button', { name: 'Continue to payment' }).click()
    expect((await checked).postDataJSON()).toMatchObject({ country: 'CZ' })

    // On the server a name is refused and a country the shop does not ship to is told apart.
    const byName = await page.request.post('/api/checkout/validate-address', {
      data: { country: 'Czechia', postalCode: '110 00', city: 'Praha' },
    })
    expect(byName.status()).toBe(400)
    const abroad = await page.request.post('/api/checkout/validate-address', {
      data: { country: 'DE', postalCode: '10115', city: 'Berlin' },
    })
    expect(((await abroad.json()) as { data: { valid: boolean; errors: Array<{ code: string }> } }).data).toMatchObject(
      { valid: false, errors: [{ field: 'country', code: 'not_shipped' }] },
    )
  })

  test('the country is named in the page language', async ({ page }) => {
    const { root } = await openCheckout(page, '/checkout')
    await expect(root.getByRole('button', { name: /Země/ })).toContainText('Česko')
  })

  test('check boxes and radios are drawn controls, never text characters, through all three steps', async ({
    page,
  }) => {
    const { root } = await openCheckout(page)
    await expectNoGlyphs(root)
    const policy = root.locator('label', { has: page.getByRole('checkbox', { name: /I accept the privacy policy/ }) })
    const unchecked = await drawnControl(policy)
    expect(unchecked).toMatchObject({ width: '20px', border: '2px', background: 'rgb(255, 255, 255)' })
    await policy.click()
    await expect(root.getByRole('checkbox', { name: /I accept the privacy policy/ })).toBeChecked()
    // The box eases into its new colour (a short transition): the settled colour counts.
    await expect.poll(async () => (await drawnControl(policy))?.background).toBe('rgb(26, 26, 26)')
    // The invalid state: the box turns to the danger colour when the policy is not accepted.
    await policy.click()
    await root.getByLabel('Email').fill('forms.shopper@example.com')
    await root.getByLabel('Phone').fill('+420 601123456')
    await root.getByRole('button', { name: 'Continue to delivery' }).click()
    await expect(policy).toHaveAttribute('data-invalid', 'true')
    await expect
      .poll(() =>
        policy.evaluate((label) => getComputedStyle(label.querySelector('[aria-hidden="true"]')!).borderTopColor),
      )
      .toBe('rgb(179, 38, 30)')

    await fillContact(root)
    await expectNoGlyphs(root)
    const home = root.locator('label', { has: page.getByRole('radio', { name: /Home delivery/ }) })
    await expect
      .poll(() => drawnControl(home))
      .toMatchObject({ width: '20px', border: '2px', radius: '50%', background: 'rgb(26, 26, 26)' })
    await root.locator('label', { has: page.getByRole('radio', { name: /Click and collect/ }) }).click()
    await expect(root.getByRole('radiogroup', { name: 'Choose a store' }).getByRole('radio').first()).toBeVisible()
    await expectNoGlyphs(root)
    await home.click()
    await expect(root.getByRole('radio', { name: /Home delivery/ })).toBeChecked()
    await expect(root.getByRole('checkbox', { name: /Billing address is the same/ })).toBeChecked()
    await fillDelivery(root)
    await expectNoGlyphs(root)
  })

  test('date and time slot are styled selects that work from the keyboard', async ({ page }) => {
    const { root } = await openCheckout(page)
    await fillContact(root)
    // The only selects are the hidden ones that carry the values with the form.
    await expect(root.locator('[aria-hidden="true"] select')).toHaveCount(2)
    await expect(root.locator('select')).toHaveCount(2)
    const date = root.getByRole('button', { name: /Delivery date/ })
    await expect(date).toHaveCSS('min-height', '44px')
    await date.focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await expect(date).not.toContainText('Choose a date')
    const slot = root.getByRole('button', { name: /Time slot/ })
    await slot.click()
    await page.getByRole('option', { name: '16:00–18:00' }).click()
    await expect(slot).toContainText('16:00–18:00')
    await expect(root.locator('li[aria-current="step"]')).toHaveText('2. Delivery')
  })

  test('the terms and the privacy policy open from the policy acceptance', async ({ page }) => {
    const { root } = await openCheckout(page)
    await root.getByRole('button', { name: 'Read the terms and conditions' }).click()
    const dialog = page.getByRole('dialog', { name: 'Terms of use' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('within 30 days')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await root.getByRole('button', { name: 'Read the privacy policy' }).click()
    await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toContainText('personal data')
  })

  test('a 40-character email address is accepted and kept on the order', async ({ page }) => {
    const email = 'jana.novakova.formulare@firma-example.cz'
    expect(email).toHaveLength(40)
    const { root } = await openCheckout(page)
    await expect(root.getByLabel('Email')).not.toHaveAttribute('maxlength', '35')
    await root.getByLabel('Email').fill(email)
    await expect(root.getByLabel('Email')).toHaveValue(email)
    const saved = page.waitForRequest((request) => (request.postData() ?? '').includes('SetCheckoutContact'))
    await fillContact(root, email)
    expect(JSON.stringify((await saved).postDataJSON())).toContain(email)
    await expect(root.getByRole('alert')).toHaveCount(0)
  })

  test('pay later: the instalments are offered, the order is paid once and ends on the confirmation', async ({
    page,
  }) => {
    const { root } = await openCheckout(page)
    await fillContact(root)
    await fillDelivery(root)
    const methods = root.getByRole('radiogroup', { name: 'Payment method' })
    await expect(methods.getByRole('radio', { name: 'Card' })).toBeChecked()
    await methods
      .locator('label', { has: page.getByRole('radio', { name: /Pay later in 3 interest-free instalments/ }) })
      .click()
    const panel = root.getByTestId('pay-later')
    await expect(panel).toContainText(/Your instalments: .+, .+ and .+\./)
    await expect(root.getByTestId('payment-widget')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])

    const payments: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/payment/payments') && request.method() === 'POST')
        payments.push(String(request.postDataJSON()?.paymentMethod?.type))
    })
    await panel.getByRole('button', { name: 'Pay in 3 instalments' }).dblclick()
    await expect(page).toHaveURL(/\/en\/order\/confirmation\//, { timeout: 30_000 })
    await expect(page.getByTestId('payment-state')).toHaveText('Paid')
    expect(payments).toEqual(['paylater'])

    // The platform holds one payment of the order, by pay later, and the order is paid.
    const orderId = page.url().split('/').pop()!.split('?')[0]!
    // The page's request context sends the browser's cookies: the shopper's session.
    const answer = await page.request.post('/api/graphql', {
      data: {
        query: `query($id: String!) { me { order(id: $id) { paymentState paymentInfo { payments { paymentMethodInfo { method } } } } } }`,
        variables: { id: orderId },
      },
    })
    const order = (
      (await answer.json()) as {
        data: {
          me: {
            order: { paymentState: string; paymentInfo: { payments: Array<{ paymentMethodInfo: { method: string } }> } }
          }
        }
      }
    ).data.me.order
    expect(order.paymentState).toBe('Paid')
    expect(order.paymentInfo.payments.map((p) => p.paymentMethodInfo.method)).toEqual(['paylater'])
  })

  test('a second pay-later payment of a paid order charges nothing', async ({ page }) => {
    const { root } = await openCheckout(page)
    await fillContact(root)
    await fillDelivery(root)
    await root.locator('label', { has: page.getByRole('radio', { name: /Pay later/ }) }).click()
    await root.getByRole('button', { name: 'Pay in 3 instalments' }).click()
    await expect(page).toHaveURL(/\/order\/confirmation\//, { timeout: 30_000 })
    const orderId = page.url().split('/').pop()!.split('?')[0]!
    // The page's request context sends the browser's cookies: the shopper's session.
    const headers = {}
    // The session of a paid order is refused; a payment with a fresh reference answers the paid order without a new charge.
    expect(
      (
        await page.request.post('/api/payment/session', { headers, data: { orderId, returnPath: '/en/checkout' } })
      ).status(),
    ).toBe(409)
    const again = await page.request.post('/api/payment/payments', {
      headers,
      data: { orderId, reference: 'KP-AGAIN0000001', returnPath: '/en/checkout', paymentMethod: { type: 'paylater' } },
    })
    expect(((await again.json()) as { data: { resultCode: string } }).data.resultCode).toBe('Authorised')
    const answer = await page.request.post('/api/graphql', {
      headers,
      data: {
        query: `query($id: String!) { me { order(id: $id) { paymentInfo { payments { id } } } } }`,
        variables: { id: orderId },
      },
    })
    expect(
      ((await answer.json()) as { data: { me: { order: { paymentInfo: { payments: unknown[] } } } } }).data.me.order
        .paymentInfo.payments,
    ).toHaveLength(1)
  })

  test('axe finds no violation on the contact, delivery and payment steps, in Czech too', async ({ page }) => {
    const { root } = await openCheckout(page, '/checkout')
    expect(await stepViolations(page)).toEqual([])
    await root.getByLabel('E-mail').fill('forms.shopper@example.com')
    await root.getByLabel('Telefon').fill('+420 601123456')
    await root.getByRole('checkbox').first().check({ force: true })
    await root.locator('button[type=submit]').click()
    await expect(root.locator('li[aria-current="step"]')).toHaveText('2. Doručení', { timeout: 20_000 })
    expect(await stepViolations(page)).toEqual([])
    await root.locator('input[name="shipping.firstName"]').fill('Jana')
    await root.locator('input[name="shipping.lastName"]').fill('Formulářová')
    await root.locator('input[name="shipping.streetName"]').fill('Vodičkova 12')
    await root.locator('input[name="shipping.postalCode"]').fill('110 00')
    await root.locator('input[name="shipping.city"]').fill('Praha')
    await root.locator('button[type=submit]').click()
    await expect(root.getByTestId('payment-widget')).toBeVisible({ timeout: 20_000 })
    expect(await stepViolations(page)).toEqual([])
  })
})
