import type { Page } from '@playwright/test'
import { addToBag, grantConsent } from './bag-helpers'
import { engage, expect, holdChunk, test } from './fixtures'

/** The page's own scripts (the application's chunks), as requested so far. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/'))
      urls.push(request.url())
  })
  return urls
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')

test.beforeEach(async ({ page }) => {
  await grantConsent(page, ['cookie_cat_necessary'])
})

test('a page loads none of its code while it loads: the shopper reaching for it starts it', async ({ page }) => {
  const scripts = scriptRequests(page)
  await page.goto('/en', { waitUntil: 'load' })
  // A second after the load, the page is still the server's: no script fetched, nothing hydrated.
  await page.waitForTimeout(1_000)
  expect(scripts).toEqual([])
  expect(await hydrated(page)).toBe(false)
  // Its links already work as they are, and the sale's countdown shows the days left as the server counted them.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Kestrel home' })).toHaveAttribute('href', '/en')
  const countdown = page.getByRole('complementary', { name: 'Sale countdown' }).locator('time')
  await expect(countdown).toHaveText(/^\d+ d$/)

  await engage(page)
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true)
  expect(scripts.some((url) => /\/entry-client-[^/]*\.js$/.test(url))).toBe(true)
  // Then the clock ticks.
  await expect(countdown).toHaveText(/^\d+ d \d\d:\d\d:\d\d$/)
})

test('a page left alone starts its code a while after it has loaded', async ({ page }) => {
  const scripts = scriptRequests(page)
  await page.goto('/en/women', { waitUntil: 'load' })
  expect(scripts).toEqual([])
  // No touch, key or pointer: the code comes once the page has been visible and quiet for a while.
  // (With the page's visibility: a hidden page waits until it is shown.)
  await expect
    .poll(
      () =>
        page.evaluate(() => `${document.documentElement.dataset.hydrated === 'true'} / ${document.visibilityState}`),
      { timeout: 30_000 },
    )
    .toBe('true / visible')
  expect(scripts.length).toBeGreaterThan(0)
})

test('a page whose content only the code can show starts it as soon as it has loaded', async ({ page }) => {
  const scripts = scriptRequests(page)
  // An order's confirmation is read in the browser, with the session only it sends: the server renders "Loading…".
  await page.goto('/en/order/confirmation/no-such-order', { waitUntil: 'load' })
  // Well before a page left alone would start it, and without a touch.
  await page.waitForTimeout(1_000)
  expect(scripts.length).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible({ timeout: 20_000 })
})

test('a page does not embed the layout it shows: the code loads it in one request, kept for the next page', async ({
  page,
}) => {
  const contentRequests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/content/')) contentRequests.push(`${url.pathname}${url.search}`)
  })
  const response = await page.goto('/en/women', { waitUntil: 'load' })
  const html = await response!.text()
  // The menu and the footer are in the markup, and in none of the page's scripts.
  await expect(page.getByRole('contentinfo')).toContainText('Customer service')
  const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const document of ['site-settings', 'navigation', 'footer', 'markets'])
    expect(scripts.filter((script) => script.includes(`"content","${document}"`))).toEqual([])

  await engage(page)
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true)
  expect(contentRequests).toEqual(['/api/content/layout?locale=en'])
  // The code took the page over as the server rendered it (no mismatch: the fixture fails on console errors),
  // and its menu works.
  await page.getByRole('banner').getByRole('link', { name: 'Men', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/men$/)
  expect(contentRequests).toEqual(['/api/content/layout?locale=en'])

  // The next page's code only asks whether the layout changed: the browser keeps its copy.
  const asked: Array<Promise<string | undefined>> = []
  page.on('request', (request) => {
    if (request.url().includes('/api/content/layout'))
      asked.push(request.allHeaders().then((all) => all['if-none-match']))
  })
  await page.goto('/en/kids', { waitUntil: 'load' })
  await engage(page)
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true)
  expect(await Promise.all(asked)).toEqual([expect.stringMatching(/^(W\/)?"[0-9a-f]+"$/)])
})

test('a listing and the home page embed for their code only what the product cards read', async ({ request }) => {
  for (const path of ['/en/women', '/en']) {
    const html = await (await request.get(path)).text()
    const data = (html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []).filter((script) =>
      script.includes('objectID'),
    )
    expect(data.length, path).toBeGreaterThan(0)
    for (const script of data) {
      // A card's image is its record's first; the record's other images, its page title and its colour facet stay
      // out, and of its other colours, which the card counts, only their keys come along.
      expect(script).toMatch(/\/1\.svg/)
      expect(script).not.toMatch(/\/[2-9]\.svg/)
      expect(script).not.toContain('pageTitle')
      expect(script).not.toContain('dominantColor:')
      expect(script).toContain('productColors:')
      expect(script).not.toContain('priceRaw')
    }
  }
})

test('a press before the code has arrived, on a button only the code carries out, takes effect once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  // The entry arrives two seconds late: the press is surely made before the code took over.
  await holdChunk(page, 'entry-client', 2_000)
  await page.goto('/en')
  const more = page.getByRole('banner').getByRole('button', { name: 'Women: more' })
  // By the keyboard: under the mouse, the panel would show by its style alone before the code (layout.spec.ts).
  await more.focus()
  await page.keyboard.press('Enter')
  expect(await hydrated(page)).toBe(false)
  const panel = page.getByRole('banner').getByRole('group', { name: 'Women', exact: true })
  await expect(panel).toBeVisible({ timeout: 20_000 })
  expect(await hydrated(page)).toBe(true)
  // Pressed once, carried out once: the panel is open, not opened and closed again.
  await page.waitForTimeout(500)
  await expect(panel).toBeVisible()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true })

  test('the menu pressed before the code has arrived goes to the menu page; once the code is there it opens the slide-in menu', async ({
    page,
  }) => {
    await holdChunk(page, 'entry-client', 2_000)
    await page.goto('/en')
    await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).tap()
    await expect(page).toHaveURL(/\/en\/menu$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
    expect(await hydrated(page)).toBe(false)

    await page.goto('/en')
    await engage(page)
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true)
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.tap()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
    await page.getByRole('button', { name: 'Close menu' }).tap()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    // The keyboard's way: the button answers Enter and the space bar.
    await menuButton.focus()
    await page.keyboard.press(' ')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
  })
})

test('a form the server does not take, sent before the code, is held and sent by the code once it takes it', async ({
  page,
}) => {
  await holdChunk(page, 'entry-client', 2_000)
  await page.goto('/en/log-in')
  const form = page.getByTestId('login-form')
  const email = form.getByLabel('* Email')
  await email.fill('not-an-email')
  await email.press('Enter')
  expect(await hydrated(page)).toBe(false)
  // Not sent as a query string of the page's address (the address and the password would be in it): held until the
  // code takes it, sent again while the log-in form's part of the page still hydrates, and taken by its rules.
  await expect(email).toHaveAttribute('aria-invalid', 'true', { timeout: 20_000 })
  // What was typed before the code is what the code reads.
  await expect(email).toHaveValue('not-an-email')
  await expect(form).toContainText('Please enter a valid email address.')
  await expect(form.getByLabel('* Password')).toHaveAttribute('aria-invalid', 'true')
  expect(new URL(page.url()).search).toBe('')
  expect(await hydrated(page)).toBe(true)
})

test.describe('what the shopper changed before the code', () => {
  const KITE_EN = '/en/product/womens-kite-leather-pumps-280002-05094/280002/05094'
  const sizes = (page: Page) => page.getByTestId('size-picker')

  test('a size chosen before the code is the size the code adds to the bag', async ({ page }) => {
    await grantConsent(page)
    await holdChunk(page, 'entry-client', 2_000)
    await page.goto(KITE_EN)
    // Two sizes, one after the other: the second is the choice.
    await sizes(page).getByText('37', { exact: true }).click()
    await sizes(page).getByText('39', { exact: true }).click()
    expect(await hydrated(page)).toBe(false)
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true)
    // Still chosen once the page is interactive, and the code's "Add to bag" takes it (no "please select size").
    await expect(sizes(page).getByRole('radio', { name: '39' })).toBeChecked()
    await page.getByTestId('add-to-bag').click()
    await expect(page.getByTestId('added-to-bag')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('please select size')).toHaveCount(0)
    await page.goto('/en/shopping-bag')
    await expect(page.getByTestId('bag-line-size')).toHaveText('39 EU')
  })

  test('an address typed before the code is still there, and the code reads it', async ({ page }) => {
    await holdChunk(page, 'entry-client', 2_000)
    await page.goto('/en/log-in')
    const form = page.getByTestId('login-form')
    await form.getByLabel('* Email').fill('jana@example.com')
    expect(await hydrated(page)).toBe(false)
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true)
    // The form renders again with its errors: the address stays, and only the password is missing.
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(form.getByLabel('* Password')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('* Email')).toHaveValue('jana@example.com')
    await expect(form.getByLabel('* Email')).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('gift wrapping switched before the code is what the bag ends with', async ({ page }) => {
    await grantConsent(page)
    await addToBag(page, KITE_EN, '38')
    const wrapLine = page.locator('[data-testid="bag-line"][data-kind="giftwrap"]')
    const giftWrap = page.getByRole('switch', { name: 'Gift wrapping' })
    // On and off again before the code: the bag stays unwrapped.
    await holdChunk(page, 'entry-client', 2_000)
    await page.goto('/en/shopping-bag')
    await page.getByTestId('gift-wrap').click()
    await page.getByTestId('gift-wrap').click()
    expect(await hydrated(page)).toBe(false)
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true)
    await expect(giftWrap).not.toBeChecked()
    await page.reload()
    await expect(giftWrap).not.toBeChecked()
    await expect(wrapLine).toHaveCount(0)
    // On before the code: the code wraps the bag.
    await holdChunk(page, 'entry-client', 2_000)
    await page.goto('/en/shopping-bag')
    await page.getByTestId('gift-wrap').click()
    expect(await hydrated(page)).toBe(false)
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true)
    await expect(wrapLine).toHaveCount(1, { timeout: 15_000 })
    await expect(giftWrap).toBeChecked()
    await page.reload()
    await expect(wrapLine).toHaveCount(1)
    await expect(giftWrap).toBeChecked()
  })
})
