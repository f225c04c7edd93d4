// @ts-nocheck
import type { Locator, Page } from '@playwright/test'
import { graphql, placeOrder, signIn as signInOverHttp } from '../security/shopper'
import { pdfText } from '../support/pdf-text'
import { seriousViolations } from './bag-helpers'
import { IN_STOCK_SKU } from './checkout-model'
import { expect, test, useSession, waitForHydration } from './fixtures'

/** The demo shoppers (server/platform/commerce/catalog/customers.ts). */
const PASSWORD = 'Kestrel-demo-1'
const JANA = 'jana.novakova@example.com'
const PETR = 'petr.svoboda@example.com'
const EVA = 'eva.dvorakova@example.com'

const cs = (path: string) => encodeURI(path)

/** Signs the page's browser in the way the log-in form does: the shop's sign-in API with the browser's cookies. */
async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/session/sign-in', { data: { email, password: PASSWORD } })
  expect(response.status()).toBe(200)
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** Moves the focus with Tab alone until it is on `target` (a keyboard-only path). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the focus never reached the element by Tab')
}

test.describe('the account area', () => {
  test('a guest is sent to log in with the page to come back to, in both languages', async ({ page }) => {
    // The server's first answer redirects, before any script.
    const czech = await page.request.get(cs('/můj-účet/adresář'), { maxRedirects: 0 })
    expect(czech.status()).toBe(307)
    expect(czech.headers().location).toBe(`${cs('/přihlášení')}?next=${encodeURIComponent('/můj-účet/adresář')}`)

    await page.goto('/en/my-account/orders')
    await expect(page).toHaveURL(/\/en\/log-in\?next=%2Fen%2Fmy-account%2Forders$/)
    const next = new URL(page.url()).searchParams.get('next')!

    // Signing in, the shopper goes back to the page asked for.
    await signIn(page, JANA)
    await open(page, next)
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  })

  test('a guest keeps a wishlist at its account path; the old path answers 301 in both languages', async ({ page }) => {
    const english = await page.request.get('/en/wishlist', { maxRedirects: 0 })
    expect(english.status()).toBe(301)
    expect(english.headers().location).toBe('/en/my-account/wishlist')
    const czech = await page.request.get(cs('/oblíbené'), { maxRedirects: 0 })
    expect(czech.status()).toBe(301)
    expect(czech.headers().location).toBe(cs('/můj-účet/oblíbené'))

    await open(page, '/en')
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
    await expect(page).toHaveURL(/\/en\/my-account\/wishlist$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible()
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()
  })

  test('the overview names the shopper and leads to every part; a phone shows it without sideways scrolling', async ({
    page,
  }) => {
    await signIn(page, JANA)
    await open(page, cs('/můj-účet'))
    const overview = page.getByTestId('account-overview')
    await expect(overview.getByTestId('account-name')).toHaveText('Dobrý den, Jana Nováková')
    for (const [name, path] of [
      ['Profil', '/můj-účet/profil'],
      ['Adresář', '/můj-účet/adresář'],
      ['Objednávky', '/můj-účet/objednávky'],
      ['Oblíbené', '/můj-účet/oblíbené'],
      ['Odběry', '/můj-účet/odběry'],
    ] as const) {
      await expect(overview.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path)
    }
    expect(await seriousViolations(page)).toEqual([])

    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, cs('/můj-účet'))
    await expect(overview.getByTestId('account-name')).toHaveText('Dobrý den, Jana Nováková')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await overview.getByRole('link', { name: /^Objednávky/ }).click()
    await expect(page).toHaveURL(new RegExp(`${cs('/můj-účet/objednávky')}$`))
    await expect(page.getByTestId('order-row').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the address book by keyboard alone: add with a suggestion, edit, defaults, delete (en)', async ({ page }) => {
    // Four axe runs and a dozen saves on a shared machine.
    test.slow()
    await signIn(page, EVA)
    await open(page, '/en/my-account/addresses')
    const book = page.getByTestId('address-book')
    await expect(book).toContainText('You have no saved addresses yet.')
    expect(await seriousViolations(page)).toEqual([])

    await tabTo(page, book.getByRole('button', { name: 'Add a new address' }))
    await page.keyboard.press('Enter')
    const form = page.getByTestId('address-form')
    await expect(form.getByRole('heading', { name: 'New address' })).toBeVisible()
    // Spec 5.2: the required fields are checked before anything is sent.
    await tabTo(page, form.getByRole('button', { name: 'Save address' }))
    await page.keyboard.press('Enter')
    await expect(form.getByText('This field is required.')).toHaveCount(6)
    await expect(form.getByRole('textbox', { name: 'Address name' })).toBeFocused()
    expect(await seriousViolations(page)).toEqual([])

    await page.keyboard.type('Chata')
    for (const [field, value] of [
      ['First name', 'Eva'],
      ['Last name', 'Dvořáková'],
      ['Street and number', 'Lesní 5'],
      ['Postal code', '602 00'],
      ['City', 'Bmo'],
    ] as const) {
      await tabTo(page, form.getByRole('textbox', { name: field }))
      await page.keyboard.type(value)
    }
    await expect(form.getByText('This field is required.')).toHaveCount(0)
    await tabTo(page, form.getByRole('button', { name: 'Save address' }))
    await page.keyboard.press('Enter')

    // Spec 2.7: the address service's suggestion, as in the checkout.
    const suggestion = page.getByTestId('address-suggestion')
    await expect(suggestion.getByTestId('address-entered')).toHaveText('Lesní 5, 602 00 Bmo')
    await expect(suggestion.getByTestId('address-suggested')).toHaveText('Lesní 5, 602 00 Brno')
    expect(await seriousViolations(page)).toEqual([])
    await tabTo(page, suggestion.getByRole('button', { name: 'Use updated address' }))
    await page.keyboard.press('Enter')
    await expect(book.getByRole('status').getByText('The address has been saved.')).toBeVisible()
    const card = book.getByTestId('address-card')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Lesní 5')
    await expect(card).toContainText('602 00 Brno')

    // Edit.
    await tabTo(page, card.getByRole('button', { name: 'Edit Chata' }))
    await page.keyboard.press('Enter')
    await expect(form.getByRole('heading', { name: 'Edit address' })).toBeVisible()
    await tabTo(page, form.getByRole('textbox', { name: 'Street and number' }))
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Lesní 7')
    await tabTo(page, form.getByRole('button', { name: 'Save address' }))
    await page.keyboard.press('Enter')
    await expect(card).toContainText('Lesní 7')

    // Spec 5.2: the default delivery address needs a title.
    await tabTo(page, card.getByRole('button', { name: 'Make Chata my default delivery address' }))
    await page.keyboard.press('Enter')
    await expect(form.getByText('Please enter a title to make this your default delivery address.')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused()
    await page.keyboard.type('Mrs')
    await tabTo(page, form.getByRole('button', { name: 'Save address' }))
    await page.keyboard.press('Enter')
    await expect(card.getByText('Default delivery address')).toBeVisible()
    await expect(card).toContainText('Mrs Eva Dvořáková')

    await tabTo(page, card.getByRole('button', { name: 'Make Chata my default billing address' }))
    await page.keyboard.press('Enter')
    await expect(card.getByText('Default billing address')).toBeVisible()
    await expect(book.getByRole('status').getByText('Your default address has been changed.')).toBeVisible()

    // Delete, confirmed in a dialog.
    await tabTo(page, card.getByRole('button', { name: 'Delete Chata' }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' })
    await expect(dialog).toContainText('Chata: Lesní 7, 602 00 Brno')
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(card).toHaveCount(1)
    await tabTo(page, card.getByRole('button', { name: 'Delete Chata' }))
    await page.keyboard.press('Enter')
    await tabTo(page, dialog.getByRole('button', { name: 'Delete address' }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(book).toContainText('You have no saved addresses yet.')
  })

  test('the address book in Czech: the saved addresses, and the rules of the form', async ({ page }) => {
    await signIn(page, PETR)
    await open(page, cs('/můj-účet/adresář'))
    const book = page.getByTestId('address-book')
    await expect(book.getByRole('heading', { level: 1, name: 'Adresář' })).toBeVisible()
    const home = book.getByTestId('address-card').filter({ hasText: 'Údolní 53' })
    await expect(home.getByRole('heading', { name: 'Domů' })).toBeVisible()
    await expect(home.getByText('Výchozí doručovací adresa')).toBeVisible()
    await expect(home.getByText('Výchozí fakturační adresa')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await book.getByRole('button', { name: 'Přidat novou adresu' }).click()
    const form = page.getByTestId('address-form')
    await form.getByRole('textbox', { name: 'Název adresy' }).fill('Sklep')
    await form.getByRole('textbox', { name: 'Jméno' }).fill('Petr2')
    await form.getByRole('textbox', { name: 'Příjmení' }).fill('Svoboda')
    await form.getByRole('textbox', { name: 'Ulice a číslo popisné' }).fill('P.O. Box 12')
    await form.getByRole('textbox', { name: 'PSČ' }).fill('60200')
    await form.getByRole('textbox', { name: 'Město' }).fill('Brno 2')
    await form.getByRole('button', { name: 'Uložit adresu' }).click()
    // Spec 5.4: alphabetic names, no PO box, no digits in the city, a Czech postal code.
    await expect(form.getByText('Používejte prosím pouze písmena.')).toBeVisible()
    await expect(form.getByText('Na P.O. box nedoručujeme.')).toBeVisible()
    await expect(form.getByText('Město nesmí obsahovat číslice.')).toBeVisible()
    await form.getByRole('button', { name: 'Zrušit' }).click()
    await expect(book.getByTestId('address-card')).toHaveCount(2)
  })

  test('orders newest first with load more, the detail with its states and the PDF with Czech diacritics', async ({
    page,
    baseURL,
  }) => {
    test.slow()
    const jana = await signInOverHttp(baseURL!, { email: JANA, password: PASSWORD })
    // Three new orders on top of the three of the demo history: one page of five, then one more.
    for (let i = 0; i < 3; i++) await placeOrder(baseURL!, jana, IN_STOCK_SKU)
    await useSession(page, jana.cookie.slice('kestrel_sid='.length), 'customer')

    await open(page, cs('/můj-účet/objednávky'))
    const rows = page.getByTestId('order-row')
    await expect(rows).toHaveCount(5)
    await expect(page.getByTestId('orders-count')).toHaveText('Zobrazeno 5 z 6 objednávek')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Načíst další objednávky' }).click()
    await expect(rows).toHaveCount(6)
    await expect(page.getByRole('button', { name: 'Načíst další objednávky' })).toHaveCount(0)
    // Newest first: the demo history ends with the oldest order.
    await expect(rows.nth(3)).toContainText('KE260000388')
    await expect(rows.nth(4)).toContainText('KE260000214')
    await expect(rows.nth(5)).toContainText('KE260000101')

    await rows.nth(3).getByRole('link', { name: 'Zobrazit objednávku KE260000388' }).click()
    const detail = page.getByTestId('order-detail')
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Objednávka KE260000388')
    await expect(detail.getByTestId('order-state')).toHaveText('Potvrzená')
    await expect(detail.getByTestId('payment-state')).toHaveText('Zaplaceno')
    await expect(detail.getByTestId('shipment-state')).toHaveText('Odeslaná')
    await expect(detail.getByTestId('order-line')).toHaveCount(1)
    await expect(detail.getByTestId('order-line')).toContainText('Velikost')
    await expect(detail.getByTestId('summary-tax')).toBeVisible()
    await expect(detail.getByTestId('shipping-address')).toContainText('Nováková')
    expect(await seriousViolations(page)).toEqual([])

    const href = await detail.getByTestId('order-document').getAttribute('href')
    const document = await page.request.get(href!)
    expect(document.status()).toBe(200)
    expect(document.headers()['content-type']).toBe('application/pdf')
    const text = await pdfText(new Uint8Array(await document.body()))
    expect(text).toContain('Objednávka KE260000388')
    expect(text).toContain('Nováková')
    expect(text).toContain('Kč')
  })

  test("another shopper's order is not found, page and document alike (en)", async ({ page, baseURL }) => {
    const petr = await signInOverHttp(baseURL!, { email: PETR, password: PASSWORD })
    const { me } = await graphql<{ me: { orders: { results: Array<{ id: string }> } } }>(
      baseURL!,
      petr.token,
      '{ me { orders(limit: 1) { results { id } } } }',
    )
    const petrsOrder = me.orders.results[0]!.id
    await signIn(page, JANA)
    const answer = await page.goto(`/en/my-account/orders/${petrsOrder}`)
    expect(answer?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByTestId('order-not-found')).toContainText('Order not found')
    const guessed = await page.goto('/m%C5%AFj-%C3%BA%C4%8Det/objedn%C3%A1vky/no-such-order')
    expect(guessed?.status()).toBe(404)
    await expect(page.getByTestId('order-not-found')).toContainText('Objednávka nenalezena')
    const document = await page.request.get(`/api/orders/${petrsOrder}/document?locale=en`)
    expect(document.status()).toBe(404)
  })

  test('subscriptions switch the newsletter, and the newsletter block follows (en)', async ({ page }) => {
    await signIn(page, PETR)
    await open(page, '/en/my-account/subscriptions')
    const block = page.getByRole('region', { name: 'News from Kestrel' })
    const toggle = page.getByRole('switch', { name: 'Send me the newsletter' })
    await expect(toggle).not.toBeChecked()
    await expect(block).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(page.getByText('You are subscribed to the newsletter.')).toBeVisible()
    await expect(toggle).toBeChecked()
    // Spec 4.11: a signed-in subscriber sees no newsletter block.
    await expect(block).toHaveCount(0)
    await open(page, '/en/my-account/subscriptions')
    await expect(toggle).toBeChecked()
    await expect(block).toHaveCount(0)

    await page.getByText('Send me the newsletter').click()
    await expect(page.getByText('You will no longer receive the newsletter.')).toBeVisible()
    await expect(toggle).not.toBeChecked()
    await expect(block).toBeVisible()
  })
})
