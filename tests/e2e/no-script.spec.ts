import type { Page } from '@playwright/test'
import { graphql, guest, placeOrder } from '../security/shopper'
import { grantConsent, KITE_CS, KITE_EN } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The shopping actions as plain HTML forms (issue 14): with JavaScript disabled a shopper chooses
 * a size, adds to bag (the dialog shows), changes the quantity and the size, applies promo codes and reaches
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

      // The size: the picker that needs scripts gives way to a form of its own.
      await expect(page.locator('[aria-haspopup="listbox"]')).toBeHidden()
      const size = page.locator('form[action="/forms/bag/size"]')
      await expect(size.locator('select[name="sku"]')).toHaveValue(/\d+/)
      await size.locator('select[name="sku"]').selectOption({ label: '38' })
      await size.locator('button[type="submit"]').click()
      await expect(page.getByTestId('bag-line-size')).toContainText('38')
      await expect(page.getByTestId('bag-line')).toHaveCount(1)
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

  test('a bag line moves to the wishlist with a form of its own: it leaves the bag and is saved in its size', async ({
    page,
    browser,
    baseURL,
  }) => {
    await grantConsent(page)
    await page.goto(KITE_EN)
    await chooseSize(page, '38')
    await page.getByTestId('add-to-bag').click()
    await page.goto('/en/shopping-bag')
    await expect(page.getByTestId('bag-line')).toHaveCount(1)
    await page.locator('form[action="/forms/bag/move-to-wishlist"] button').click()
    await expect(page.getByTestId('bag-empty')).toBeVisible()
    await expect(page.getByTestId('bag-badge')).toHaveCount(0)
    // The wishlist page as the server sends it: the list it read for the session, the pumps in the size that was in the bag.
    await page.goto('/en/my-account/wishlist')
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1)
    await expect(page.getByTestId('wishlist-item')).toHaveAttribute('data-sku', '28000205094380')
    await expect(page.getByTestId('wishlist-skeleton')).toHaveCount(0)
    // The same browser session with scripts: the page shows the list at once, and the code takes it over as it is.
    const withScripts = await browser.newContext({
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
    })
    const wishlist = await withScripts.newPage()
    const errors: string[] = []
    wishlist.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    wishlist.on('pageerror', (error) => errors.push(error.message))
    await wishlist.goto(`${baseURL}/en/my-account/wishlist`, { waitUntil: 'load' })
    await expect(wishlist.getByTestId('wishlist-item')).toHaveAttribute('data-sku', '28000205094380')
    const addToBag = wishlist.getByTestId('wishlist-item').getByRole('button', { name: /^Add .* to the bag$/ })
    const before = await addToBag.boundingBox()
    await waitForHydration(wishlist)
    await expect(wishlist.getByTestId('wishlist-item')).toHaveCount(1)
    // The page came styled (its size picker's styles with it): nothing moved when the code took over.
    expect(await addToBag.boundingBox()).toEqual(before)
    await expect(wishlist.getByTestId('wishlist-item')).toHaveAttribute('data-sku', '28000205094380')
    expect(errors).toEqual([])
    await withScripts.close()
  })

  test('the wishlist page works as forms: a size is asked for, chosen, the item goes to the bag, and away from the list', async ({
    page,
  }) => {
    await grantConsent(page)
    // A session with a bag but no wishlist yet: the page says the list is empty, not a skeleton waiting for scripts.
    await page.goto(KITE_EN)
    await chooseSize(page, '37')
    await page.getByTestId('add-to-bag').click()
    await expect(page.getByTestId('bag-badge')).toHaveText('1')
    await page.goto('/en/my-account/wishlist')
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()
    await expect(page.getByTestId('wishlist-skeleton')).toHaveCount(0)
    // Saved from the product page without a size: the heart posts the product alone.
    await page.goto(KITE_EN)
    await page.getByTestId('wishlist-toggle').click()
    await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/en/my-account/wishlist')
    const item = page.getByTestId('wishlist-item')
    await expect(item).toHaveCount(1)
    await expect(page.getByTestId('wishlist-skeleton')).toHaveCount(0)
    // To the bag without a size: nothing goes in, the item asks for its size.
    await item.getByRole('button', { name: /^Add .* to the bag$/ }).click()
    await expect(page.getByTestId('wishlist-size-required')).toHaveText('please select size')
    await expect(page.getByTestId('bag-badge')).toHaveText('1')
    await page.getByRole('button', { name: 'Add all to bag' }).click()
    await expect(page.getByTestId('wishlist-sizes-required')).toHaveText(
      'Choose a size for 1 item to add it to the bag.',
    )
    await expect(page.getByTestId('bag-badge')).toHaveText('1')
    // The size in the page's own select, posted with its button; without a choice the browser keeps the form.
    await item.getByRole('button', { name: 'Change size' }).click()
    await expect(page).toHaveURL(/\/en\/my-account\/wishlist/)
    expect(
      await item.locator('select[name="sku"]').evaluate((select: HTMLSelectElement) => select.validity.valid),
    ).toBe(false)
    await expect(item.locator('[aria-haspopup="listbox"]')).toBeHidden()
    await item.locator('select[name="sku"]').selectOption({ label: '38' })
    await item.getByRole('button', { name: 'Change size' }).click()
    await expect(item).toHaveAttribute('data-sku', '28000205094380')
    await expect(page.getByTestId('wishlist-size-required')).toHaveCount(0)
    await expect(item.getByTestId('wishlist-item-size')).toHaveText('38 EU')
    // Now it goes to the bag, with the 'added to bag' dialog; then once more with 'add all'.
    await item.getByRole('button', { name: /^Add .* to the bag$/ }).click()
    await expect(page.getByTestId('added-to-bag')).toBeVisible()
    await expect(page.getByTestId('bag-badge')).toHaveText('2')
    await page.getByRole('button', { name: 'Add all to bag' }).click()
    await expect(page.getByTestId('added-to-bag')).toBeVisible()
    await expect(page.getByTestId('bag-badge')).toHaveText('3')
    await expect(item).toHaveCount(1)
    // Away from the list: the page says the list is empty (no skeleton waiting for scripts that never come).
    await item.getByRole('button', { name: /^Remove .* from the wishlist$/ }).click()
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()
    await expect(page.getByTestId('wishlist-skeleton')).toHaveCount(0)
    await page.goto('/en/shopping-bag')
    await expect(page.getByTestId('bag-line-quantity')).toHaveText(['1', '2'])
  })

  for (const [button, stored] of [
    ['Accept all', 'cookie_cat_necessary.cookie_cat_preference.cookie_cat_statistic.cookie_cat_marketing'],
    ['Reject all', 'cookie_cat_necessary'],
  ] as const) {
    test(`the cookie banner's ${button.toLowerCase()} is a form: the answer is remembered and the page comes back without the banner`, async ({
      page,
    }) => {
      await page.goto('/en/women')
      const banner = page.getByTestId('cookie-banner')
      await expect(banner).toBeVisible()
      await banner.getByRole('button', { name: button }).click()
      await expect(page).toHaveURL(/\/en\/women$/)
      await expect(banner).toHaveCount(0)
      const cookie = (await page.context().cookies()).find((entry) => entry.name === 'kestrel_consent')
      expect(cookie?.value).toBe(stored)
      expect(cookie?.httpOnly).toBe(false)
      // Remembered: the next page asks no more.
      await page.goto('/en')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(banner).toHaveCount(0)
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

/**
 * Order tracking's form without scripts (issue 18): it posts to the server, which runs the API's lookup with
 * its throttles; the shopper gets the tracked order's page, or the message the page shows with scripts. The
 * seven sizes of one article with plenty of stock, bought by these tests alone. (axe runs in the page's
 * scripts, so the same pages are checked with scripts in order-tracking*.spec.ts.)
 */
const TRACKED_SKUS = [
  '38000306011390',
  '38000306011400',
  '38000306011410',
  '38000306011420',
  '38000306011430',
  '38000306011440',
  '38000306011460',
] as const

const TRACKING = [
  {
    locale: 'en',
    path: '/en/order-tracking',
    number: 'Order number',
    email: 'Email',
    submit: 'Track order',
    required: 'This field is required.',
    notFound: 'We could not find an order with this order number and email. Please check both and try again.',
    throttled: 'Too many attempts. Please try again in 1 min.',
    more: 'Load more items',
    another: 'Track another order',
  },
  {
    locale: 'cs-CZ',
    path: encodeURI('/sledování-objednávky'),
    number: 'Číslo objednávky',
    email: 'E-mail',
    submit: 'Sledovat objednávku',
    required: 'Toto pole je povinné.',
    notFound: 'Objednávku s tímto číslem a e-mailem jsme nenašli. Zkontrolujte prosím obojí a zkuste to znovu.',
    throttled: 'Příliš mnoho pokusů. Zkuste to prosím znovu za 1 min.',
    more: 'Načíst další položky',
    another: 'Sledovat jinou objednávku',
  },
] as const

test.describe("a listing's hearts without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a card far down the listing is saved and taken away again, and the page comes back at that card', async ({
    page,
  }) => {
    await grantConsent(page)
    await page.goto('/en/women')
    const card = page.getByTestId('product-card').nth(9)
    const name = (await card.getByRole('heading').innerText()).trim()
    const heart = () => page.getByTestId('product-card').filter({ hasText: name }).first().getByTestId('wishlist-heart')
    await heart().scrollIntoViewIfNeeded()
    await expect(heart()).toHaveAttribute('aria-pressed', 'false')
    await heart().tap()

    await expect(heart()).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('wishlist-badge')).toHaveText('1')
    expect(new URL(page.url()).pathname).toBe('/en/women')
    // Back where the shopper was: the heart on the screen, not the top of the listing.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
    await expect(heart()).toBeInViewport()

    await heart().tap()
    await expect(heart()).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('wishlist-badge')).toHaveCount(0)
    await expect(heart()).toBeInViewport()
    await page.goto('/en/my-account/wishlist')
    await expect(page.getByText('Your wishlist is empty')).toBeVisible()
  })
})

test.describe("a listing's filters and orders on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the filters and sort buttons show the sidebar in place, whose links filter and order the listing', async ({
    page,
  }) => {
    await grantConsent(page)
    await page.goto('/en/women')
    const sidebar = page.getByRole('complementary', { name: 'Filters' })
    await expect(sidebar).toBeHidden()
    const total = Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''))

    await page.getByRole('link', { name: 'Filters', exact: true }).tap()
    await expect(sidebar).toBeVisible()
    await expect(sidebar.getByRole('heading', { name: 'Colour' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // It closes onto the results, with their count, as the filter panel does.
    await sidebar.getByRole('link', { name: `Show ${total} products` }).tap()
    await expect(sidebar).toBeHidden()
    await expect(page.getByTestId('product-card').first()).toBeInViewport()
    await page.getByRole('link', { name: 'Filters', exact: true }).tap()
    await expect(sidebar).toBeVisible()
    const brown = sidebar
      .locator('section[data-facet]')
      .filter({ hasText: 'Colour' })
      .getByRole('link', { name: /^Brown/ })
    await brown.tap()
    await expect(page.getByRole('region', { name: 'Current filters' })).toContainText('Brown')
    const filtered = Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''))
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(total)
    await expect(sidebar).toBeHidden()

    await page.getByRole('link', { name: 'Sort by', exact: true }).tap()
    const orders = sidebar.getByRole('region', { name: 'Sort by' })
    await expect(orders).toBeInViewport()
    await orders.getByRole('link', { name: 'Price: low to high' }).tap()
    await expect(page.getByRole('region', { name: 'Current filters' })).toContainText('Brown')
    const prices = (await page
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-price'))))) as number[]
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual(prices.toSorted((a, b) => a - b))
    await page.getByRole('link', { name: 'Sort by', exact: true }).tap()
    await expect(orders.getByRole('link', { name: 'Price: low to high' })).toHaveAttribute('aria-current', 'true')

    // The sizes button: the sidebar's sizes.
    await page.getByRole('link', { name: 'Size (EU)', exact: true }).tap()
    const sizes = sidebar.locator('section[data-facet="size"]')
    await expect(sizes.getByRole('heading')).toBeInViewport()
    await sizes.getByRole('link').first().tap()
    await expect(page.getByRole('region', { name: 'Current filters' }).getByRole('link')).toHaveCount(3)
  })
})

test.describe("the header's buttons without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const language of [
    { home: '/en', menu: '/en/menu', women: 'Women', shoes: 'Shoes', sneakers: 'Sneakers' },
    { home: '/', menu: '/menu', women: 'Ženy', shoes: 'Obuv', sneakers: 'Tenisky' },
  ] as const)
    test(`the menu button leads to the menu page, whose levels open in place (${language.home})`, async ({ page }) => {
      await grantConsent(page)
      await page.goto(language.home)
      await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).tap()
      await expect(page).toHaveURL(new RegExp(`${language.menu}$`))
      await expect(page).toHaveTitle('Menu · Kestrel')
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
      // Named by the page's heading, apart from the header's main navigation.
      const nav = page.getByRole('main').getByRole('navigation', { name: 'Menu' })
      // Levels are closed until opened: the second level's links show only inside their item.
      const sneakers = nav.getByRole('link', { name: language.sneakers, exact: true }).first()
      await expect(sneakers).toBeHidden()
      const level = (name: string) =>
        nav
          .locator('summary')
          .filter({ hasText: new RegExp(`^${name}$`) })
          .first()
      await level(language.women).tap()
      await level(language.shoes).tap()
      await expect(sneakers).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await sneakers.tap()
      await expect(page.getByTestId('product-card').first()).toBeVisible()
      expect(new URL(page.url()).pathname).not.toBe(language.menu)
    })

  test("the footer's legal links lead to their pages", async ({ page }) => {
    await grantConsent(page)
    await page.goto('/en')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).tap()
    await expect(page).toHaveURL(/\/en\/customer-service\/legal-pages\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  })

  test('the account icon of a shopper who is not logged in leads to the log-in page', async ({ page }) => {
    await grantConsent(page)
    await page.goto('/en/women')
    await page.getByRole('banner').getByRole('link', { name: 'Create account or log in' }).tap()
    await expect(page).toHaveURL(/\/en\/log-in$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.getByTestId('log-in-page').getByRole('link', { name: 'Create account' })).toBeVisible()
  })

  test('the log-in form sent without scripts says it needs them, and never puts the password in an address', async ({
    page,
  }) => {
    await grantConsent(page)
    await page.goto('/en/log-in')
    const form = page.getByTestId('login-form')
    await form.getByLabel('* Email').fill('jana.novakova@example.com')
    await form.getByLabel('* Password').fill('Kestrel-demo-1')
    await form.getByRole('button', { name: 'Log in' }).tap()
    await expect(page.getByRole('alert')).toHaveText(
      'This form needs JavaScript. Please turn it on in your browser and try again.',
    )
    expect(page.url()).not.toContain('Kestrel-demo-1')
    expect(new URL(page.url()).search).toBe('')
    await page.getByRole('link', { name: 'Go back' }).tap()
    await expect(page).toHaveURL(/\/en\/log-in$/)
  })
})

test.describe("the footer's forms and lists without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const language of [
    {
      home: '/en',
      title: 'News from Kestrel',
      email: 'Email',
      subscribe: 'Subscribe',
      invalid: 'Please enter a valid email address.',
      required: 'This field is required.',
      success: 'Thank you for subscribing',
      country: 'Country: International (English)',
      countries: 'Countries',
      germany: 'Germany',
      cookieSettings: 'Cookie settings',
      cookiesHeading: 'Cookies on this site',
      rejectAll: 'Reject all',
      freeShipping: 'Free shipping',
      freeShippingText: 'Free delivery on orders over CZK 1,500.',
      close: 'Close',
    },
    {
      home: '/',
      title: 'Novinky od Kestrel',
      email: 'E-mail',
      subscribe: 'Přihlásit k odběru',
      invalid: 'Zadejte platnou e-mailovou adresu.',
      required: 'Toto pole je povinné.',
      success: 'Děkujeme za přihlášení',
      country: 'Země: Česká republika',
      countries: 'Země',
      germany: 'Německo',
      cookieSettings: 'Nastavení cookies',
      cookiesHeading: 'Cookies na tomto webu',
      rejectAll: 'Odmítnout vše',
      freeShipping: 'Doprava zdarma',
      freeShippingText: 'Při objednávce nad 1 500 Kč doručíme zdarma.',
      close: 'Zavřít',
    },
  ] as const) {
    test(`the newsletter sign-up posts to the server: its errors, then the thanks, the address never in the page's address (${language.home})`, async ({
      page,
    }) => {
      await grantConsent(page)
      await page.goto(language.home)
      const block = page.getByRole('region', { name: language.title })
      const email = block.getByRole('textbox', { name: language.email })
      await email.fill('not-an-email')
      await block.getByRole('button', { name: language.subscribe }).tap()
      // The page comes back at the block, with the fields' errors of the form's own rules.
      await expect(page).toHaveURL(/#newsletter$/)
      await expect(block).toContainText(language.invalid)
      await expect(block).toContainText(language.required)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(block).toBeInViewport()
      const address = `jana.bez.skriptu+${Date.now()}@example.com`
      await email.fill(address)
      await block.getByRole('checkbox').check({ force: true })
      await block.getByRole('button', { name: language.subscribe }).tap()
      const thanks = page.getByRole('region', { name: language.success })
      await expect(thanks.getByRole('status')).toContainText(language.success)
      await expect(page.getByRole('textbox', { name: language.email })).toHaveCount(0)
      expect(decodeURIComponent(page.url())).not.toContain('example.com')
    })

    test(`a footer link whose modal has no page of its own shows its content in place, and closes (${language.home})`, async ({
      page,
    }) => {
      await grantConsent(page)
      await page.goto(language.home)
      const footer = page.getByRole('contentinfo')
      const content = footer.getByRole('region', { name: language.freeShipping })
      await expect(content).toBeHidden()
      await footer.getByRole('link', { name: language.freeShipping, exact: true }).tap()
      await expect(content).toBeVisible()
      await expect(content).toContainText(language.freeShippingText)
      await expect(content).toBeInViewport()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await content.getByRole('link', { name: language.close }).tap()
      await expect(content).toBeHidden()
    })

    test(`the cookie settings open the banner again, whose choice is remembered (${language.home})`, async ({
      page,
    }) => {
      await grantConsent(page)
      await page.goto(language.home)
      const banner = page.getByTestId('cookie-banner')
      await expect(banner).toHaveCount(0)
      await page.getByRole('contentinfo').getByRole('link', { name: language.cookieSettings }).tap()
      await expect(banner.getByRole('heading', { name: language.cookiesHeading })).toBeVisible()
      await banner.getByRole('button', { name: language.rejectAll }).tap()
      await expect(banner).toHaveCount(0)
      // Back on the page without the banner's flag, the new choice kept.
      expect(new URL(page.url()).search).toBe('')
      const cookie = (await page.context().cookies()).find((entry) => entry.name === 'kestrel_consent')
      expect(cookie?.value).toBe('cookie_cat_necessary')
    })

    test(`the country list opens in place and leads to a market (${language.home})`, async ({ page }) => {
      await grantConsent(page)
      await page.goto(language.home)
      const footer = page.getByRole('contentinfo')
      const countries = footer.getByRole('group', { name: language.countries })
      await expect(countries).toBeHidden()
      await footer.locator('summary', { hasText: language.country }).tap()
      await expect(countries.getByRole('link')).toHaveCount(35)
      await expect(countries.getByRole('link', { name: language.germany })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  }
})

test.describe('order tracking without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  TRACKING.forEach((words, index) => {
    test(`the tracking form posts to the server: its messages, an order not found, then the order with more items (${words.locale})`, async ({
      page,
      baseURL,
    }) => {
      // The lookups count against a client address of this test's own (10 a minute).
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${60 + index}` })
      const shopper = await guest(baseURL!)
      const id = await placeOrder(baseURL!, shopper, TRACKED_SKUS)
      const { me } = await graphql<{ me: { order: { orderNumber: string } } }>(
        baseURL!,
        shopper.token,
        'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
        { id },
      )
      const orderNumber = me.order.orderNumber

      await page.goto(words.path)
      const form = page.getByTestId('order-tracking-form')
      await expect(form).toHaveAttribute('action', '/forms/order-tracking')
      await form.getByRole('button', { name: words.submit }).click()
      await expect(page.getByText(words.required)).toHaveCount(2)

      await form.getByRole('textbox', { name: words.number }).fill(orderNumber)
      await form.getByRole('textbox', { name: words.email }).fill('somebody.else@example.com')
      await form.getByRole('button', { name: words.submit }).click()
      await expect(page.getByTestId('order-tracking-failure')).toHaveText(words.notFound)

      await form.getByRole('textbox', { name: words.number }).fill(orderNumber.toLowerCase())
      await form.getByRole('textbox', { name: words.email }).fill('Shopper@Example.com')
      await form.getByRole('button', { name: words.submit }).click()
      await expect(page.getByTestId('tracked-order-number')).toHaveText(orderNumber)
      expect(new URL(page.url()).searchParams.get('order')).toBe(orderNumber)
      const items = page.getByTestId('tracked-order-items').getByRole('listitem')
      await expect(items).toHaveCount(5)

      await page.getByRole('link', { name: words.more }).click()
      await expect(items).toHaveCount(7)
      await expect(page.getByTestId('tracked-order-number')).toHaveText(orderNumber)

      // Another browser without the lookup gets the form at the same address, and nothing of the order.
      const stranger = await page.context().browser()!.newContext({ javaScriptEnabled: false })
      const other = await stranger.newPage()
      await other.goto(new URL(page.url(), baseURL).href)
      await expect(other.getByTestId('order-tracking-form')).toBeVisible()
      await expect(other.getByTestId('tracked-order')).toHaveCount(0)
      await expect(other.getByText(orderNumber)).toHaveCount(0)
      await stranger.close()

      await page.getByRole('link', { name: words.another }).click()
      await expect(page.getByTestId('order-tracking-form')).toBeVisible()
    })
  })

  test('the form’s lookups count with the API’s: the 11th in a minute is throttled, with the page’s message', async ({
    page,
  }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.70' })
    await page.goto('/en/order-tracking')
    const form = page.getByTestId('order-tracking-form')
    const token = await form.locator('input[name="csrf"]').inputValue()
    for (let i = 0; i < 5; i++) {
      const api = await page.request.post('/api/order-tracking', {
        data: { orderNumber: `KCZ9${i}`, email: 'nobody@example.com' },
      })
      expect(api.status()).toBe(404)
      const posted = await page.request.post('/forms/order-tracking', {
        form: { csrf: token, back: '/en/order-tracking', orderNumber: `KCZ8${i}`, email: 'nobody@example.com' },
        maxRedirects: 0,
      })
      expect(posted.status()).toBe(303)
      expect(posted.headers().location).toBe('/en/order-tracking?tracking-error=notFound')
    }
    await form.getByRole('textbox', { name: 'Order number' }).fill('KCZ70')
    await form.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com')
    await form.getByRole('button', { name: 'Track order' }).click()
    await expect(page.getByTestId('order-tracking-failure')).toHaveText(TRACKING[0].throttled)
    const api = await page.request.post('/api/order-tracking', {
      data: { orderNumber: 'KCZ71', email: 'nobody@example.com' },
    })
    expect(api.status()).toBe(429)

    // A post from another site, or without this browser's token, is refused before any lookup.
    const crossSite = await page.request.post('/forms/order-tracking', {
      form: { csrf: token, back: '/en/order-tracking', orderNumber: 'KCZ72', email: 'nobody@example.com' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    })
    expect(crossSite.status()).toBe(403)
    const noToken = await page.request.post('/forms/order-tracking', {
      form: { back: '/en/order-tracking', orderNumber: 'KCZ72', email: 'nobody@example.com' },
      maxRedirects: 0,
    })
    expect(noToken.status()).toBe(403)
  })
})

test.describe('taps made before the code has started', () => {
  test('a size the wishlist page asked for stays asked once the code has started and read the list again', async ({
    page,
  }) => {
    await grantConsent(page)
    // Saved without a size, and sent to the bag: both forms go to the server before the page's code starts.
    await page.goto(KITE_EN)
    await page.getByTestId('wishlist-toggle').click()
    await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/en/my-account/wishlist')
    await page
      .getByTestId('wishlist-item')
      .getByRole('button', { name: /^Add .* to the bag$/ })
      .click()
    await expect(page.getByTestId('wishlist-size-required')).toHaveText('please select size')
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    // The code starts and reads the shopper's bag and wishlist again: the line still asks for its size.
    const reread = page.waitForResponse(
      (response) =>
        response.url().includes('/api/graphql') &&
        (response.request().postData() ?? '').includes('MyActiveCartAndShoppingLists'),
    )
    await waitForHydration(page)
    await reread
    await expect(page.getByTestId('wishlist-size-required')).toHaveText('please select size')
    await expect(page.getByTestId('wishlist-sizes-required')).toHaveText(
      'Choose a size for 1 item to add it to the bag.',
    )
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
