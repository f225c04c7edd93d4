// @ts-nocheck
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { addToBag, consentCookie, dataLayerEvents, grantConsent } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

async function open(page: Page, path = '/en') {
  await page.goto(path)
  await waitForHydration(page)
}

test.describe('cookie consent', () => {
  test('is answered with the keyboard alone, holds analytics until then, and reopens from the footer', async ({
    page,
  }) => {
    await open(page)
    const banner = page.getByTestId('cookie-banner')
    await expect(banner).toBeVisible()
    await expect(banner).toBeFocused()
    // Nothing reaches the data layer before statistics consent (spec 7.6).
    expect(await dataLayerEvents(page)).toEqual([])

    await page.keyboard.press('Tab')
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
    await expect.poll(() => dataLayerEvents(page)).toEqual(expect.arrayContaining(['user_data', 'page_view']))

    // Remembered: no banner on the next page.
    await open(page, '/en/search')
    await page.waitForTimeout(500)
    await expect(banner).toBeHidden()

    // 'Renew cookie' in the footer (useCookieSettings().open) brings it back, by keyboard too.
    const renew = page.getByRole('button', { name: 'Cookie settings' })
    await renew.focus()
    await page.keyboard.press('Enter')
    await expect(banner).toBeVisible()
    await expect(banner).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(banner.getByRole('button', { name: 'Reject all' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
    await expect(renew).toBeFocused()
    expect(await consentCookie(page)).toBe('cookie_cat_necessary')
  })

  test('lets the shopper choose categories', async ({ page }) => {
    await open(page)
    const banner = page.getByTestId('cookie-banner')
    await banner.getByRole('button', { name: 'Let me choose' }).click()
    await banner.getByText('Statistics').click()
    await banner.getByRole('button', { name: 'Save my choice' }).click()
    await expect(banner).toBeHidden()
    expect(await consentCookie(page)).toBe('cookie_cat_necessary.cookie_cat_statistic')
    await expect.poll(() => dataLayerEvents(page)).toContain('page_view')
  })

  test('has no serious or critical accessibility violation while open', async ({ page }) => {
    await open(page)
    await expect(page.getByTestId('cookie-banner')).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    expect(serious).toEqual([])
  })
})

test.describe('session', () => {
  test('a guest session starts with the first write, on the server: the browser never holds a token', async ({
    page,
  }) => {
    const authRequests: string[] = []
    const bearers: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (/^\/(platform\/(auth|commerce)|api\/session)\b/.test(url.pathname)) authRequests.push(url.pathname)
      if (request.headers().authorization) bearers.push(url.pathname)
    })
    await grantConsent(page)
    // A page that never touches the cart asks for no session.
    await open(page)
    await page.waitForTimeout(500)
    expect(authRequests).toEqual([])

    await addToBag(page)
    // Straight to the shop's GraphQL endpoint: no token request, no call to the platform, no Authorization header.
    expect(authRequests).toEqual([])
    expect(bearers).toEqual([])
    expect(await page.evaluate(() => document.cookie)).toContain('kestrel_shopper=guest')
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(/token|kestrel\.session/i)
  })

  test('the login form says what is wrong with its fields before asking the server (spec 5.6)', async ({ page }) => {
    await open(page)
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all' }).click()
    await page.getByRole('button', { name: 'Create account or log in' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click()
    const form = page.getByTestId('login-form')
    const email = form.getByLabel('Email')
    const password = form.getByLabel('Password')
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(email).toHaveAccessibleDescription('This field is required.')
    await expect(password).toHaveAccessibleDescription('This field is required.')
    await email.fill('jana.novakova@example')
    await password.fill('wrong-password')
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(password).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('alert')).toHaveCount(0)
    await email.fill(`${'j'.repeat(60)}@example.cz`)
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(email).toHaveAccessibleDescription('Please use at most 70 characters.')
    // Trimmed, the address is a good one: the server is asked and refuses the password.
    await email.fill('  jana.novakova@example.com  ')
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password.')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('the demo shopper logs in; a toast says so and leaves again', async ({ page }) => {
    await open(page)
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all' }).click()
    await page.getByRole('button', { name: 'Create account or log in' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('button', { name: 'Log in' }).click()
    const form = page.getByTestId('login-form')
    await form.getByLabel('Email').fill('jana.novakova@example.com')
    await form.getByLabel('Password').fill('wrong-password')
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password.')

    await form.getByLabel('Password').fill('Kestrel-demo-1')
    await form.getByRole('button', { name: 'Log in' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toHaveText(/You are signed in/)
    await expect(form).toBeHidden()
    // The default toast stays 5 s (spec 8.4).
    await expect(toast).toBeHidden({ timeout: 8_000 })
  })
})
