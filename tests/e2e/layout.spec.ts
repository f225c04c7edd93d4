import type { Page } from '@playwright/test'
import { grantConsent, seriousViolations } from './bag-helpers'
import { expect, holdChunk, test, waitForHydration } from './fixtures'

/** Women's Kite leather pumps (demo seed): EU 37 is in stock online. */
const KITE_EN = '/en/product/womens-kite-leather-pumps-280002-05094/280002/05094'

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

test.beforeEach(async ({ page }) => {
  // Consent given, so no cookie banner covers the page.
  await grantConsent(page, ['cookie_cat_necessary'])
})

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false })

  test('the full menu, footer and banners arrive in the HTML', async ({ page }) => {
    await page.goto('/')
    const main = page.getByRole('navigation', { name: 'Hlavní navigace' })
    await expect(main.getByRole('link', { name: 'Ženy', exact: true })).toHaveAttribute('href', '/ženy')
    await expect(main.getByRole('link', { name: 'Výprodej', exact: true })).toHaveAttribute('href', '/výprodej')
    // Panels are in the HTML (for crawlers), hidden until opened.
    await expect(page.locator('a[href="/ženy/obuv/tenisky"]').first()).toBeAttached()
    await expect(page.locator('a[href="/ženy/obuv/tenisky"]').first()).toBeHidden()
    await expect(page.getByRole('link', { name: 'Kestrel – úvodní stránka' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('list', { name: 'Naše služby' })).toContainText('Doprava zdarma nad 1 500 Kč')
    await expect(page.getByText('Plaťte ve 3 bezúročných splátkách')).toHaveAttribute('data-pp-amount', '0')
    await expect(page.getByText('Zimní výprodej končí za')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Novinky od Kestrel' })).toBeVisible()
    // The 35 markets and the other language; only the markets served here (cs-CZ, en) are followed.
    await expect(page.locator('footer a[hreflang]')).toHaveCount(35 + 1)
    await expect(page.locator('footer a[rel="nofollow"][hreflang]')).toHaveCount(35 - 2 + 1)
    await expect(page.locator('footer a[hreflang="en"]').first()).toHaveAttribute('href', '/en')
  })

  test('the countdown timer is hidden on the purchase pages, and the header sits at the top', async ({ page }) => {
    await page.goto('/en/shopping-bag')
    await expect(page.getByText('Winter sale ends in')).toHaveCount(0)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Women', exact: true }),
    ).toHaveAttribute('href', '/en/women')
  })
})

test.describe('the mega-menu before the page is interactive', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('without scripts, a panel opens under the mouse and closes when it leaves', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    await page.goto('/en')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const panel = nav.getByRole('group', { name: 'Women' })
    await expect(panel).toBeHidden()
    await nav.getByRole('link', { name: 'Women', exact: true }).hover()
    await expect(panel).toBeVisible()
    // The pointer goes down into the panel and onto one of its links, which is a plain link.
    const sneakers = panel.getByRole('link', { name: 'Sneakers', exact: true }).first()
    await sneakers.hover()
    await expect(sneakers).toHaveAttribute('href', '/en/women/shoes/sneakers')
    await nav.getByRole('link', { name: 'Men', exact: true }).hover()
    await expect(panel).toBeHidden()
    await expect(nav.getByRole('group', { name: 'Men' })).toBeVisible()
    await page.mouse.move(600, 800)
    await expect(nav.getByRole('group', { name: 'Men' })).toBeHidden()
    // Focus alone opens nothing: the keyboard's Tab does not walk through the panels' links.
    await nav.getByRole('link', { name: 'Women', exact: true }).focus()
    await expect(panel).toBeHidden()
    await context.close()
  })

  test('a panel opened under the mouse while the code arrives stays open once it has taken over', async ({ page }) => {
    // The code is on its way (the pointer's movement started it) while the shopper is over the item.
    await holdChunk(page, 'entry-client', 1_500)
    await page.goto('/en', { waitUntil: 'load' })
    const nav = page.getByRole('navigation', { name: 'Main' })
    const panel = nav.getByRole('group', { name: 'Women' })
    await nav.getByRole('link', { name: 'Women', exact: true }).hover()
    await expect(panel).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await waitForHydration(page)
    await expect(panel).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Women: more' })).toHaveAttribute('aria-expanded', 'true')
    // From then on the statechart has it: leaving closes the panel.
    await page.mouse.move(600, 800)
    await expect(panel).toBeHidden()
  })
})

test('the banners and the countdown each lie in a landmark of their own, and the countdown stays at the top', async ({
  page,
}) => {
  await open(page, '/en')
  await expect(page.getByRole('complementary', { name: 'Offers' })).toContainText('Pay in 3 interest-free instalments')
  const countdown = page.getByRole('complementary', { name: 'Sale countdown' })
  await expect(countdown).toContainText('Winter sale ends in')
  await page.mouse.wheel(0, 2500)
  await expect.poll(async () => (await countdown.getByRole('link').boundingBox())?.y).toBe(0)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
})

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the mega-menu opens on hover and closes when the pointer leaves', async ({ page }) => {
    await open(page, '/en')
    const nav = page.getByRole('navigation', { name: 'Main' })
    // The first of the panel's 'Sneakers' links (its thumbnail links there too).
    const sneakers = nav
      .getByRole('group', { name: 'Women' })
      .getByRole('link', { name: 'Sneakers', exact: true })
      .first()
    await expect(sneakers).toBeHidden()
    await nav.getByRole('link', { name: 'Women', exact: true }).hover()
    await expect(sneakers).toBeVisible()
    await expect(sneakers).toHaveAttribute('href', '/en/women/shoes/sneakers')
    await expect(nav.getByRole('group', { name: 'Women' }).getByRole('link', { name: 'Shop all women' })).toBeVisible()
    await nav.getByRole('link', { name: 'Men', exact: true }).hover()
    await expect(sneakers).toBeHidden()
    await expect(nav.getByRole('group', { name: 'Men' })).toBeVisible()
    await page.mouse.move(600, 800)
    await expect(nav.getByRole('group', { name: 'Men' })).toBeHidden()
  })

  test('the mega-menu works with the keyboard', async ({ page }) => {
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' })
    await nav.getByRole('link', { name: 'Ženy', exact: true }).focus()
    await page.keyboard.press('Tab')
    const trigger = nav.getByRole('button', { name: 'Ženy: další možnosti' })
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = nav.getByRole('group', { name: 'Ženy' })
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: 'Obuv', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(trigger).toBeFocused()
    // Moving on past a closed item reaches the next one.
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Muži', exact: true })).toBeFocused()
  })

  test('a menu link navigates on the client and the menu closes after the route change', async ({ page }) => {
    await open(page, '/en')
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Women', exact: true }).hover()
    await nav.getByRole('group', { name: 'Women' }).getByRole('link', { name: 'Sneakers', exact: true }).first().click()
    await expect(page).toHaveURL('/en/women/shoes/sneakers')
    await expect(nav.getByRole('group', { name: 'Women' })).toBeHidden()
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
  })

  test('the search button opens the search overlay', async ({ page }) => {
    await open(page, '/en')
    const search = page.getByRole('banner').getByRole('link', { name: 'Search' })
    await expect(search).toHaveAttribute('href', '/en/search')
    await search.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page).toHaveURL('/en')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('the account icon is a button opening the create-account dialog for a guest', async ({ page }) => {
    await open(page, '/en')
    const account = page.getByRole('banner').getByRole('button', { name: 'Create account or log in' })
    await expect(account).toHaveAttribute('aria-haspopup', 'dialog')
    await account.click()
    await expect(page).toHaveURL('/en')
  })

  test('the country selector lists every market by name, each the current path in its locale', async ({ page }) => {
    await open(page, '/vyhledat')
    const footer = page.getByRole('contentinfo')
    // A native disclosure: it opens before (and without) the page's scripts.
    await footer.locator('summary', { hasText: 'Země: Česká republika' }).click()
    const links = footer.getByRole('group', { name: 'Země' }).getByRole('link')
    await expect(links).toHaveCount(35)
    const names = await links.allTextContents()
    expect(names).toEqual([...names].sort(new Intl.Collator('cs-CZ').compare))
    // The markets this site serves are followed; the other sites' are not.
    const rels = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => `${anchor.getAttribute('hreflang')} ${anchor.getAttribute('rel')}`),
    )
    expect(rels.filter((rel) => !rel.endsWith(' nofollow')).sort()).toEqual(['cs-CZ null', 'en null'])
    await expect(footer.getByRole('link', { name: 'Mezinárodní (English)' })).toHaveAttribute('href', '/en/search')
    await expect(footer.getByRole('link', { name: 'Německo' })).toHaveAttribute(
      'href',
      'https://www.kestrel.example/de-DE/search',
    )
    await expect(footer.getByRole('link', { name: 'Česká republika' })).toHaveAttribute('aria-current', 'true')
    const flag = footer.getByRole('link', { name: 'Japonsko' }).locator('img')
    await expect(flag).toHaveAttribute('src', '/assets/flags/jp.svg')
    await footer.getByRole('link', { name: 'Mezinárodní (English)' }).click()
    await expect(page).toHaveURL('/en/search')
    await expect(footer.locator('summary', { hasText: 'Country: International (English)' })).toBeVisible()
  })

  test('a footer link opens its modal with the description and rich text', async ({ page }) => {
    await open(page, '/en')
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Free shipping' })
    // Without a page of its own, its address is its content in place (shown before the page is interactive).
    await expect(button).toHaveAttribute('href', /^#footer-info-\d+-\d+$/)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Free shipping' })
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Free shipping' })).toBeHidden()
    await expect(dialog).toContainText('Free delivery on orders over CZK 1,500.')
    await expect(dialog.getByRole('link', { name: 'free shipping terms' })).toHaveAttribute(
      'href',
      '/en/customer-service/legal-pages/free-shipping-terms',
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('a footer link with a page of its own opens its modal once the page is interactive, by mouse and by keyboard', async ({
    page,
  }) => {
    await open(page, '/en')
    const terms = page.getByRole('contentinfo').getByRole('button', { name: 'Terms of use' })
    // Its page stays the link's address (a new tab, a crawler).
    await expect(terms).toHaveAttribute('href', '/en/customer-service/legal-pages/terms-of-use')
    await terms.click()
    const dialog = page.getByRole('dialog', { name: 'Terms of use' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await terms.focus()
    await page.keyboard.press(' ')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await terms.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
  })

  test('the newsletter form checks the email and the policy before sending', async ({ page }) => {
    await open(page, '/en')
    const block = page.getByRole('region', { name: 'News from Kestrel' })
    await block.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
    await block.getByRole('button', { name: 'Subscribe' }).click()
    await expect(block).toContainText('Please enter a valid email address.')
    await expect(block).toContainText('This field is required.')
    // The first field in error has the focus; once shown, the errors follow the typing.
    const email = block.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await email.fill('jana.novakova@example.com')
    await expect(block).not.toContainText('Please enter a valid email address.')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(block).toContainText('This field is required.')
  })

  test('the badges count the bag and the wishlist after adding', async ({ page }) => {
    await open(page, KITE_EN)
    const header = page.getByRole('banner')
    await expect(header.getByTestId('bag-badge')).toHaveCount(0)
    await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
    await page.getByTestId('add-to-bag').click()
    await expect(header.getByRole('link', { name: 'Shopping bag, 1 item' })).toBeVisible({ timeout: 15_000 })
    await expect(header.getByTestId('bag-badge')).toHaveText('1')
    // The badge counts the add while the platform takes it; the dialog opens with the platform's answer.
    await expect(page.getByTestId('added-to-bag')).toBeVisible({ timeout: 15_000 })
    // The count survives a reload: the badge reads the restored cart.
    await open(page, '/en')
    await expect(header.getByTestId('bag-badge')).toHaveText('1', { timeout: 15_000 })
  })

  test('header, open mega-menu and footer have no serious accessibility violations', async ({ page }) => {
    // Three full-page axe scans: on a busy machine they need more than the default 30 s.
    test.slow()
    await open(page, '/')
    expect(await seriousViolations(page)).toEqual([])
    await page
      .getByRole('navigation', { name: 'Hlavní navigace' })
      .getByRole('link', { name: 'Ženy', exact: true })
      .hover()
    await expect(page.getByRole('group', { name: 'Ženy' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('contentinfo').locator('summary', { hasText: 'Země: Česká republika' }).click()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the slide-in menu walks down to the third level and back, then offers the account links', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Můj účet' })).toHaveAttribute('href', '/registrace')
    await expect(menu.getByRole('link', { name: 'Prodejny' })).toHaveAttribute('href', '/prodejny')
    await expect(menu.getByRole('link', { name: 'Nápověda' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Přihlásit se' })).toBeVisible()

    await menu.getByRole('button', { name: 'Ženy' }).click()
    await expect(menu.getByRole('heading', { name: 'Ženy' })).toBeFocused()
    await expect(menu.getByRole('link', { name: 'Zobrazit vše pro ženy' })).toHaveAttribute('href', '/ženy')
    await menu.getByRole('button', { name: 'Obuv' }).click()
    await expect(menu.getByRole('heading', { name: 'Obuv' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Tenisky' })).toHaveAttribute('href', '/ženy/obuv/tenisky')
    await menu.getByRole('button', { name: 'Zpět na Ženy' }).click()
    await expect(menu.getByRole('heading', { name: 'Ženy' })).toBeVisible()
    await menu.getByRole('button', { name: 'Obuv' }).click()

    // A link navigates; the menu closes, and reopens at the top level.
    await menu.getByRole('link', { name: 'Tenisky' }).click()
    await expect(page).toHaveURL(/\/%C5%BEeny\/obuv\/tenisky$/)
    await expect(menu).toBeHidden()
    await page.waitForTimeout(1100)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Muži' })).toBeVisible()
  })

  test('the open mobile menu has no serious accessibility violations', async ({ page }) => {
    await open(page, '/en')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
