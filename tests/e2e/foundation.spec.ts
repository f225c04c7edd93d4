import AxeBuilder from '@axe-core/playwright'
import { grantConsent, KITE_EN, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false })

  test('the Czech home page arrives rendered, before any script runs', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obuv a kožené zboží pro každý krok')
    await expect(page.getByRole('link', { name: 'Hledat' })).toHaveAttribute('href', '/vyhledat')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Kestrel: obuv a kožené zboží/)
  })

  test('the English home page arrives rendered under /en', async ({ page }) => {
    const response = await page.goto('/en')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shoes and leather goods for every step')
    await expect(page.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/en/search')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Kestrel: shoes and leather goods/,
    )
  })

  test('a listing describes itself for search engines by its whole trail, in the page’s language', async ({ page }) => {
    await page.goto('/en/women/shoes')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Women › Shoes at Kestrel: shoes and leather goods for every step, delivered to your door or ready to collect in a store.',
    )
    await page.goto('/ženy')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Ženy v obchodě Kestrel: obuv a kožené zboží pro každý krok, s doručením domů nebo k vyzvednutí v prodejně.',
    )
  })

  test('an unknown locale prefix or path answers 404', async ({ page }) => {
    expect((await page.goto('/xx/search'))?.status()).toBe(404)
  })

  test('the page not found offers the search and the departments, which work without scripts', async ({ page }) => {
    expect((await page.goto('/en/a-page-that-moved'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page).toHaveTitle('Page not found | Kestrel')
    await page.getByRole('search').getByLabel('Search products').fill('pumps')
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/en\/search\?q=pumps$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “pumps”')

    expect((await page.goto('/ztracená-stránka'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena')
    await expect(page).toHaveTitle('Stránka nenalezena | Kestrel')
    const departments = page.getByRole('navigation', { name: 'Nakupujte podle oddělení' })
    await expect(departments.getByRole('link')).toHaveText([
      'Ženy',
      'Muži',
      'Děti',
      'Outdoor',
      'Golf',
      'Tašky a doplňky',
      'Výprodej',
    ])
    await departments.getByRole('link', { name: 'Muži' }).click()
    await expect(page).toHaveURL(/\/mu%C5%BEi$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Muži')
    await page.goBack()
    await page.getByRole('link', { name: 'Péče o zákazníky' }).last().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Péče o zákazníky')
  })
})

test.describe('in the browser', () => {
  test('pages before their code has arrived have no accessibility violation', async ({ page }) => {
    // Fourteen axe runs: more than one page's worth of time.
    test.slow()
    await grantConsent(page)
    // The code never arrives: what axe reads is the server's page, as the shopper has it until the code runs.
    await page.route(/\/assets\/entry-client-[^/]*\.js$/, (route) => route.abort())
    const pages = ['/', '/en/women', KITE_EN, '/en/stories', '/en/search?q=boot', '/en/a-page-that-moved', '/en/menu']
    // A phone's screen and a wide one: the header's own navigation shows beside the menu page's on the wide one.
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of pages) {
        await page.goto(path)
        const results = await new AxeBuilder({ page }).analyze()
        expect(await page.evaluate(() => document.documentElement.dataset.hydrated), path).toBeUndefined()
        const found = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
        expect(found, `${path} at ${width} px`).toEqual([])
      }
    }
  })

  test('the page not found has no accessibility violation once interactive, and names itself in the title', async ({
    page,
  }) => {
    await grantConsent(page)
    await page.goto('/en/a-page-that-moved')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page).toHaveTitle('Page not found | Kestrel')
    expect(await seriousViolations(page)).toEqual([])
    // A link to a page that is not there, followed in the browser: the title says so too, and goes back with the page.
    await page.getByRole('navigation', { name: 'Shop by department' }).getByRole('link', { name: 'Women' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women')
    await expect(page).toHaveTitle('Women · Kestrel')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page).toHaveTitle('Page not found | Kestrel')
  })

  test('hydrates without console errors in both locales', async ({ page, consoleErrors }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.goto('/en')
    await waitForHydration(page)
    expect(consoleErrors).toEqual([])
  })

  test('navigates on the client to another route, keeping the locale', async ({ page, consoleErrors }) => {
    await page.goto('/en')
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
    await page.getByRole('link', { name: 'Shopping bag' }).click()
    await expect(page).toHaveURL('/en/shopping-bag')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping bag')
    // Still the same document: the router navigated without a full page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    // The home page's description left with it: the bag has none of its own.
    await expect(page.locator('meta[name="description"]')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('a localized URL resolves to the same route as its English twin', async ({ page }) => {
    // A product name both languages find (a Czech word finds nothing on the English site).
    await page.goto('/vyhledat?q=kite')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky pro „kite“')
    await expect(page.getByRole('searchbox', { name: 'Hledat produkty' })).toHaveValue('kite')

    await page.goto('/en/search?q=kite')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “kite”')

    await page.goto('/nákupní-taška')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nákupní taška')
  })

  test('the search form updates the localized URL on the client', async ({ page }) => {
    await page.goto('/vyhledat')
    await waitForHydration(page)
    await page.getByRole('searchbox', { name: 'Hledat produkty' }).fill('kozačky')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/vyhledat\?q=koza%C4%8Dky$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky pro „kozačky“')
  })

  test('the language switcher links to the current page in the other locale', async ({ page }) => {
    await page.goto('/vyhledat')
    await waitForHydration(page)
    const english = page.getByRole('link', { name: 'English' })
    await expect(english).toHaveAttribute('href', '/en/search')
    await expect(english).toHaveAttribute('rel', 'nofollow')
    await english.click()
    await expect(page).toHaveURL('/en/search')
    await expect(page.getByRole('link', { name: 'Čeština' })).toHaveAttribute('href', '/vyhledat')
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    // The cookie banner, when it asks, takes focus first (tests/e2e/shell.spec.ts); here it has been answered.
    await grantConsent(page, ['cookie_cat_necessary'])
    await page.goto('/en')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })
})
