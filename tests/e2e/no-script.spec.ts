import type { Page } from '@playwright/test'
import { grantConsent, KITE_CS, KITE_EN } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The shopping actions as plain HTML forms (issue 14): with JavaScript disabled a shopper chooses
 * a size, adds to bag (the dialog shows), changes the quantity, applies promo codes and reaches
 * the payment step, in both languages; the server runs the same machines and answers 303 back to
 * the page in its new state. Seed: the Kite pumps (EU 37 and 38 in stock), WELCOME10 a valid code.
 */
const LANGUAGES = [
  {
    locale: 'en',
    product: KITE_EN,
    bag: '/en/shopping-bag',
    invalidCode: 'This promo code is not valid.',
    selectSize: 'please select size',
    policy: 'Please accept the privacy policy and the terms and conditions.',
    postalCode: 'Please enter a postal code such as 110 00.',
    payment: 'Payment',
  },
  {
    locale: 'cs-CZ',
    product: KITE_CS,
    bag: '/nákupní-taška',
    invalidCode: 'Tento slevový kód není platný.',
    selectSize: 'vyberte prosím velikost',
    policy: null,
    postalCode: null,
    payment: null,
  },
] as const

const chooseSize = (page: Page, size: string) =>
  page.getByTestId('size-picker').getByText(size, { exact: true }).click()

async function formToken(page: Page): Promise<string> {
  return page.locator('form[action="/forms/bag/add"] input[name="csrf"]').inputValue()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const language of LANGUAGES) {
    test(`a shopper fills the bag, applies promo codes and reaches the payment step (${language.locale})`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await grantConsent(page)
      await page.goto(language.product)
      // Add to bag without a size asks for one.
      await page.getByTestId('add-to-bag').click()
      await expect(page.getByRole('alert').filter({ hasText: language.selectSize })).toBeVisible()

      await chooseSize(page, '37')
      await page.getByTestId('add-to-bag').click()
      const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('mini-bag-view-bag') })
      await expect(dialog).toBeVisible()
      await expect(page.getByTestId('bag-badge')).toHaveText('1')

      await page.getByTestId('mini-bag-view-bag').click()
      await expect(page).toHaveURL(new RegExp(`${encodeURI(language.bag)}$`))
      await expect(page.getByTestId('bag-line')).toHaveCount(1)
      await expect(page.getByTestId('bag-line-quantity')).toHaveText('1')

      await page.locator('form[action="/forms/bag/quantity"] button[value="2"]').click()
      await expect(page.getByTestId('bag-line-quantity')).toHaveText('2')
      await expect(page.getByTestId('bag-badge')).toHaveText('2')
      await page.locator('form[action="/forms/bag/quantity"] button[value="1"]').click()
      await expect(page.getByTestId('bag-line-quantity')).toHaveText('1')

      const promo = page.locator('form[action="/forms/bag/promo"]')
      await promo.locator('input[name="promoCode"]').fill('nope')
      await promo.locator('button[type="submit"]').click()
      await expect(page.getByTestId('promo-error')).toHaveText(language.invalidCode)
      await promo.locator('input[name="promoCode"]').fill('welcome10')
      await promo.locator('input[name="promoCode"]').press('Enter')
      await expect(page.getByTestId('promo-code')).toContainText('WELCOME10')
      await expect(page.getByTestId('promo-error')).toHaveCount(0)

      // Checkout: contact details, then home delivery, then the payment step (paying itself needs scripts).
      await page.getByTestId('continue-to-checkout').click()
      const steps = page.getByRole('list').filter({ has: page.locator('[aria-current="step"]') })
      await expect(steps.locator('[aria-current="step"]')).toContainText('1.')
      const contact = page.locator('form[action="/forms/checkout/contact"]')
      await contact.locator('input[name="email"]').fill('no-script@example.com')
      if (language.policy) {
        // The browser asks for the box itself; a post without it gets the checkout's message.
        await contact.evaluate((form) =>
          (form as HTMLFormElement).querySelector('input[name="policy"]')?.removeAttribute('required'),
        )
        await contact.locator('button[type="submit"]').click()
        await expect(page.getByRole('alert').filter({ hasText: language.policy })).toBeVisible()
      }
      await contact.locator('input[name="email"]').fill('no-script@example.com')
      await contact.locator('input[name="policy"]').check()
      await contact.locator('button[type="submit"]').click()

      await expect(steps.locator('[aria-current="step"]')).toContainText('2.')
      const delivery = page.locator('form[action="/forms/checkout/delivery"]')
      const address = {
        firstName: 'Jana',
        lastName: 'Nováková',
        streetName: 'Dlouhá 12',
        postalCode: 'x',
        city: 'Praha',
        phone: '+420 777 123 456',
      }
      for (const [name, value] of Object.entries(address)) await delivery.locator(`input[name="${name}"]`).fill(value)
      await delivery.locator('button[type="submit"]').click()
      if (language.postalCode) await expect(page.getByText(language.postalCode)).toBeVisible()
      await expect(steps.locator('[aria-current="step"]')).toContainText('2.')
      for (const [name, value] of Object.entries({ ...address, postalCode: '110 00' }))
        await delivery.locator(`input[name="${name}"]`).fill(value)
      await delivery.locator('button[type="submit"]').click()

      await expect(steps.locator('[aria-current="step"]')).toContainText('3.')
      if (language.payment) await expect(page.getByRole('heading', { name: language.payment })).toBeVisible()
      await expect(page.getByTestId('payment-needs-scripts')).toBeVisible()

      await page.goto(language.bag)
      await page.locator('form[action="/forms/bag/remove"] button').click()
      await expect(page.getByTestId('bag-empty')).toBeVisible()
    })
  }

  test('a post from another site, or without this browser’s token, is refused and changes nothing', async ({
    page,
  }) => {
    await grantConsent(page)
    await page.goto(KITE_EN)
    const token = await formToken(page)
    const sku = await page.locator('input[name="sku"]').nth(2).getAttribute('value')
    const form = { sku: sku!, back: KITE_EN }

    const crossSite = await page.request.post('/forms/bag/add', {
      form: { ...form, csrf: token },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    })
    expect(crossSite.status()).toBe(403)
    const noToken = await page.request.post('/forms/bag/add', { form, maxRedirects: 0 })
    expect(noToken.status()).toBe(403)
    const forged = await page.request.post('/forms/bag/add', {
      form: { ...form, csrf: 'x'.repeat(43) },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'kestrel_sid')).toBe(false)

    const bad = await page.request.post('/forms/bag/quantity', {
      form: { csrf: token, line: 'x', quantity: '0', back: '/en/shopping-bag' },
      maxRedirects: 0,
    })
    expect(bad.status()).toBe(400)
    expect(await bad.text()).toContain('The form was not filled in correctly')

    await page.goto('/en/shopping-bag')
    await expect(page.getByTestId('bag-empty')).toBeVisible()
    await expect(page.getByTestId('bag-badge')).toHaveCount(0)
  })
})

test.describe('on a slow connection and a slow phone', () => {
  test('size and add to bag tapped as soon as they show put the item into the bag once', async ({ page }) => {
    test.setTimeout(120_000)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    // Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbps down, 750 kbps up, a 4× slower CPU.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await grantConsent(page)

    await page.goto(KITE_EN, { waitUntil: 'commit' })
    await chooseSize(page, '37')
    const hydratedAtTap = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')
    test.info().annotations.push({ type: 'hydrated when add to bag was tapped', description: String(hydratedAtTap) })
    await page.getByTestId('add-to-bag').click()

    await expect(page.getByTestId('added-to-bag')).toBeVisible({ timeout: 20_000 })
    await waitForHydration(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await page.goto('/en/shopping-bag')
    await waitForHydration(page)
    await expect(page.getByTestId('bag-line')).toHaveCount(1)
    await expect(page.getByTestId('bag-line-quantity')).toHaveText('1')
    await expect(page.getByTestId('bag-badge')).toHaveText('1')
  })
})
