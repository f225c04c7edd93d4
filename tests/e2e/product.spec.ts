import AxeBuilder from '@axe-core/playwright'
import { dataLayerEvents, grantConsent } from './bag-helpers'
import { expect, holdChunk, test, waitForHydration } from './fixtures'

/** Women's Kite leather pumps (demo seed): EU 36 is sold out online, EU 37 in stock. */
const EN_PATH = '/en/product/womens-kite-leather-pumps-280002-05094/280002/05094'
const CS_PATH = '/produkt/damske-kozene-lodicky-kite-280002-05094/280002/05094'

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false })

  test('the product page arrives rendered with name, price, sizes and structured data', async ({ page }) => {
    const response = await page.goto(EN_PATH)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Women's Kite Leather Pumps")
    await expect(page).toHaveTitle(/Kite Leather Pumps \| Kestrel/)
    await expect(page.getByTestId('product-price')).toContainText(/Kč|CZK/)
    await expect(page.getByTestId('size-picker').getByRole('radio')).toHaveCount(8)
    await expect(page.getByTestId('item-number')).toHaveText('28000205094')
    // The country of origin by its name, never its code.
    await expect(page.getByTestId('country-of-origin')).toHaveText(/^\p{Lu}\p{Ll}+/u)
    const lcp = page.getByTestId('gallery-open').locator('img')
    await expect(lcp).toHaveAttribute('fetchpriority', 'high')
    await expect(lcp).toHaveAttribute('width', '1200')
    // The page's Product data (beside its breadcrumb trail).
    const jsonLd = (await page.locator('head script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type': string; offers: { price: string } })
      .find((data) => data['@type'] === 'Product')!
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: "Women's Kite Leather Pumps",
      offers: { '@type': 'Offer', priceCurrency: 'CZK', availability: 'https://schema.org/InStock' },
    })
    expect(Number(jsonLd.offers.price)).toBeGreaterThan(0)
  })

  test('the Czech product page is in Czech', async ({ page }) => {
    const response = await page.goto(CS_PATH)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kite')
    await expect(page.getByRole('button', { name: 'Přidat do tašky' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Doručení a vrácení' })).toBeVisible()
    await expect(page.getByTestId('country-of-origin')).toHaveText(/^\p{Lu}\p{Ll}+/u)
    await expect(page.getByTestId('country-of-origin')).not.toHaveText(/^[A-Z]{2}$/)
  })

  test('the delivery and returns texts an editor set are on the page as it arrives', async ({ page }) => {
    const editor = { authorization: `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}` }
    const settings = (
      (await (await page.request.get('/api/content/site-settings?locale=en')).json()) as { data: object }
    ).data
    const texts = { delivery: 'Delivered within a day by our own couriers.', returns: 'Returned within 60 days.' }
    const save = (data: object) =>
      page.request.put('/api/content/site-settings?locale=en', { headers: editor, data }).then((answer) => {
        expect(answer.status()).toBe(200)
      })
    await save({ ...settings, deliveryAndReturns: texts })
    try {
      await page.goto(EN_PATH)
      const section = page.getByRole('region', { name: 'Delivery and returns' })
      await expect(section).toContainText(texts.delivery)
      await expect(section).toContainText(texts.returns)
    } finally {
      await save(settings)
    }
  })

  test('an unknown product answers 404', async ({ page }) => {
    expect((await page.goto('/en/product/nothing/999999/99999'))?.status()).toBe(404)
  })
})

test.describe('in the browser', () => {
  test.beforeEach(async ({ page }) => {
    // Statistics consent given, so the data layer receives the events and no banner covers the page.
    await grantConsent(page)
  })

  test('add to bag asks for a size first, then adds the size to the bag', async ({ page, consoleErrors }) => {
    await page.goto(EN_PATH)
    await waitForHydration(page)
    await page.getByTestId('add-to-bag').click()
    await expect(page.getByRole('alert').filter({ hasText: 'please select size' })).toBeVisible()
    await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
    await expect(page.getByText('please select size')).toHaveCount(0)
    await page.getByTestId('add-to-bag').click()
    // The cart machine sends the SKU to the commerce cart; the header's bag count shows it.
    await expect(page.getByRole('link', { name: /Shopping bag, 1 item/ })).toBeVisible({ timeout: 15_000 })
    // add_to_cart once the platform has taken the item, and once only.
    const events = () => dataLayerEvents(page)
    await expect.poll(events).toContain('cart_contents')
    expect(await events()).toEqual(expect.arrayContaining(['view_item', 'product_availability', 'add_to_cart']))
    expect((await events()).filter((event) => event === 'add_to_cart')).toHaveLength(1)
    expect(consoleErrors).toEqual([])
  })

  test('an add to bag made before the bag’s overlays have loaded is reported to analytics once', async ({ page }) => {
    // The added-to-bag dialog and the bag's overlays are chunks of their own, loaded once the page is interactive.
    await holdChunk(page, 'BagOverlays')
    await page.goto(EN_PATH)
    await waitForHydration(page)
    await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
    await page.getByTestId('add-to-bag').click()
    await expect(page.getByRole('link', { name: /Shopping bag, 1 item/ })).toBeVisible({ timeout: 15_000 })
    const events = () => dataLayerEvents(page)
    await expect.poll(events).toContain('add_to_cart')
    expect((await events()).filter((event) => event === 'add_to_cart')).toHaveLength(1)
  })

  test('sizes follow the shopper size convention and it is remembered', async ({ page }) => {
    await page.goto(EN_PATH)
    await waitForHydration(page)
    await page.getByRole('radiogroup', { name: 'Size convention' }).getByText('UK', { exact: true }).click()
    await expect(page.getByTestId('size-picker').getByText('Size (UK)')).toBeVisible()
    await expect(page.getByTestId('size-picker').getByRole('radio')).toHaveCount(8)
    await expect(page.getByTestId('size-picker').getByText('4', { exact: true })).toBeVisible()
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('size-picker').getByText('Size (UK)')).toBeVisible()
  })

  test('a sold-out size offers notify me and stores the request', async ({ page }) => {
    await page.goto(EN_PATH)
    await waitForHydration(page)
    await page.getByRole('radio', { name: '36 – sold out' }).click({ force: true })
    await page.getByTestId('notify-me').click()
    await page
      .getByRole('region', { name: 'Product information' })
      .getByRole('textbox', { name: /Email/ })
      .fill('jana.novakova@example.com')
    await page
      .getByRole('form', { name: 'Notify me when back in stock' })
      .getByRole('button', { name: 'Notify me' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'We will email you' })).toBeVisible()
  })

  test('the gallery opens and turns with the keyboard; the 360° view turns with arrow keys', async ({ page }) => {
    await page.goto(EN_PATH)
    await waitForHydration(page)
    await page.getByTestId('gallery-open').focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('gallery-dialog')
    await expect(dialog).toHaveAttribute('data-index', '0')
    await page.keyboard.press('ArrowRight')
    await expect(dialog).toHaveAttribute('data-index', '1')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog).toHaveAttribute('data-index', '3')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    const rotation = page.getByRole('slider', { name: '360° view' })
    await rotation.focus()
    await page.keyboard.press('ArrowRight')
    await expect(rotation).toHaveAttribute('aria-valuenow', '2')
  })

  test('the store picker sets the shopper store and shows its stock', async ({ page }) => {
    await page.goto(EN_PATH)
    await waitForHydration(page)
    await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
    // By keyboard: the sticky promotion strip may cover the lower part of the viewport.
    await page.getByRole('button', { name: 'Choose a store' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Select store Kestrel Praha Palladium' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('store-availability')).toContainText(
      'Available for pickup in Kestrel Praha Palladium',
    )
  })

  test('both locales have no serious or critical accessibility violations', async ({ page }) => {
    for (const path of [EN_PATH, CS_PATH]) {
      await page.goto(path)
      await waitForHydration(page)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      )
      expect(
        serious.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    }
  })
})
