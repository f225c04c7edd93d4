// @ts-nocheck
import type { Page } from '@playwright/test'
import { graphql, guest, placeOrder } from '../security/shopper'
import { seriousViolations } from './bag-helpers'
import { ORDER_SKUS } from './checkout-model'
import { expect, test, waitForHydration } from './fixtures'

/**
 * Order tracking (spec 2.7 "Order tracking", 4.9, 5.3, 8.3) in both languages: the form's messages, an
 * order not found, a guest's order found by its number and email with its items, a reload in the same
 * browser session that shows it again, and another browser that does not see it. Every lookup counts
 * against the spec's own client address (10 a minute), so the spec makes few.
 */
const EMAIL = 'shopper@example.com'

// The spec's lookups count against a client address of its own (10 a minute), whatever runs beside it.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.251' } })

async function guestOrder(origin: string) {
  const shopper = await guest(origin)
  const id = await placeOrder(origin, shopper, ORDER_SKUS.tracking)
  const { me } = await graphql<{ me: { order: { orderNumber: string } } }>(
    origin,
    shopper.token,
    'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
    { id },
  )
  return me.order.orderNumber
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

const LOCALES = [
  {
    name: 'en',
    path: '/en/order-tracking',
    words: {
      heading: 'Order tracking',
      number: 'Order number',
      email: 'Email',
      submit: 'Track order',
      required: 'This field is required.',
      invalid: 'The order number is not valid. Please use only letters, digits and hyphens.',
      tooLong: 'The order number is too long. Please use at most 20 characters.',
      emailTooLong: 'The email is too long. Please use at most 70 characters.',
      notFound: 'We could not find an order with this order number and email. Please check both and try again.',
      type: 'Home delivery',
      status: 'Status: Open',
      another: 'Track another order',
    },
  },
  {
    name: 'cs-CZ',
    path: encodeURI('/sledování-objednávky'),
    words: {
      heading: 'Sledování objednávky',
      number: 'Číslo objednávky',
      email: 'E-mail',
      submit: 'Sledovat objednávku',
      required: 'Toto pole je povinné.',
      invalid: 'Číslo objednávky není platné. Použijte jen písmena, číslice a pomlčky.',
      tooLong: 'Číslo objednávky je příliš dlouhé. Použijte nejvýše 20 znaků.',
      emailTooLong: 'E-mail je příliš dlouhý. Použijte nejvýše 70 znaků.',
      notFound: 'Objednávku s tímto číslem a e-mailem jsme nenašli. Zkontrolujte prosím obojí a zkuste to znovu.',
      type: 'Doručení na adresu',
      status: 'Stav: Otevřená',
      another: 'Sledovat jinou objednávku',
    },
  },
] as const

for (const { name, path, words } of LOCALES) {
  test.describe(`order tracking (${name})`, () => {
    test('the form’s messages, an order not found, a found order with its items, a reload and another browser', async ({
      page,
      browser,
      baseURL,
      consoleErrors,
    }) => {
      test.slow()
      const orderNumber = await guestOrder(baseURL!)
      // Server-rendered: the form is in the first answer, before any script.
      const html = await (await page.request.get(path)).text()
      expect(html).toContain(words.heading)
      expect(html).toContain(words.number)

      await open(page, path)
      await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      const form = page.getByTestId('order-tracking-form')
      const number = form.getByRole('textbox', { name: words.number })
      const email = form.getByRole('textbox', { name: words.email })
      const submit = form.getByRole('button', { name: words.submit })

      // Spec 8.3: required fields, order number invalid, too long; order email too long (5.3: the form's own maximum).
      await submit.click()
      await expect(form.getByText(words.required)).toHaveCount(2)
      await expect(number).toBeFocused()
      await number.fill('KCZ 1000')
      await email.fill(EMAIL)
      await submit.click()
      await expect(form.getByText(words.invalid)).toBeVisible()
      await expect(number).toHaveAttribute('maxlength', '20')
      await expect(email).toHaveAttribute('maxlength', '70')
      await number.evaluate((input: HTMLInputElement) => input.removeAttribute('maxlength'))
      await email.evaluate((input: HTMLInputElement) => input.removeAttribute('maxlength'))
      await number.fill('K'.repeat(21))
      await email.fill(`${'a'.repeat(60)}@example.com`)
      await submit.click()
      await expect(form.getByText(words.tooLong)).toBeVisible()
      await expect(form.getByText(words.emailTooLong)).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])

      // A wrong email: order not found.
      await number.fill(orderNumber)
      await email.fill('someone.else@example.com')
      await submit.click()
      await expect(page.getByRole('alert').filter({ hasText: words.notFound })).toBeVisible()

      // The right number and email (in another case): the order with its items as a list.
      await email.fill(EMAIL.toUpperCase())
      await submit.click()
      const result = page.getByTestId('tracked-order')
      await expect(result.getByTestId('tracked-order-number')).toHaveText(orderNumber)
      await expect(result.getByTestId('tracked-order-type')).toHaveText(words.type)
      const items = result.getByRole('list').getByRole('listitem')
      await expect(items).toHaveCount(1)
      await expect(items.first()).toContainText(words.status)
      await expect(page).toHaveURL(new RegExp(`\\?order=${orderNumber}$`))
      expect(await seriousViolations(page)).toEqual([])

      // A reload in the same browser session shows the order again without asking.
      await page.reload()
      await waitForHydration(page)
      await expect(page.getByTestId('tracked-order-number')).toHaveText(orderNumber)
      await expect(page.getByTestId('order-tracking-form')).toHaveCount(0)

      // Another browser with the same address sees the form, not the order.
      const stranger = await browser.newContext()
      const other = await stranger.newPage()
      await open(other, page.url().replace(baseURL!, ''))
      await expect(other.getByTestId('order-tracking-form')).toBeVisible()
      await expect(other.getByTestId('tracked-order')).toHaveCount(0)
      await expect(other).toHaveURL(/order-tracking|sledov/)
      expect(new URL(other.url()).searchParams.get('order')).toBeNull()
      await stranger.close()

      // Another order: back to the form.
      await page.getByRole('button', { name: words.another }).click()
      await expect(page.getByTestId('order-tracking-form')).toBeVisible()
      // The refused lookup's 404 is the browser's own console line, nothing else.
      expect(consoleErrors.filter((line) => !/404/.test(line))).toEqual([])
    })

    test('390 px wide: no horizontal scroll, form and result', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, path)
      await expect(page.getByTestId('order-tracking-form')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  })
}
