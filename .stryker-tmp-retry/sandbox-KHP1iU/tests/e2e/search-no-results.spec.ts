// @ts-nocheck
import type { Page } from '@playwright/test'
import { grantConsent, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

const cards = (page: Page) => page.getByTestId('product-card')
const resultCount = (page: Page) => page.getByTestId('result-count')

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

test.beforeEach(async ({ page }) => {
  await grantConsent(page, ['cookie_cat_necessary'])
})

const LANGUAGES = [
  {
    name: 'Czech',
    search: '/vyhledat',
    misspelt: 'sneekers',
    correction: 'tenisky',
    noResults: (query: string) => `Žádné výsledky pro „${query}“`,
    didYouMean: 'Měli jste na mysli',
    field: 'Hledat produkty',
    submit: 'Hledat',
    results: (query: string) => `Výsledky pro „${query}“`,
    popular: 'Oblíbené kategorie',
    popularProducts: 'Oblíbené produkty',
  },
  {
    name: 'English',
    search: '/en/search',
    misspelt: 'snikers',
    correction: 'sneakers',
    noResults: (query: string) => `No results for “${query}”`,
    didYouMean: 'Did you mean',
    field: 'Search products',
    submit: 'Search',
    results: (query: string) => `Results for “${query}”`,
    popular: 'Popular categories',
    popularProducts: 'Popular products',
  },
] as const

for (const language of LANGUAGES) {
  test.describe(`${language.name}: a search without results`, () => {
    // Accessibility scans and several page loads each.
    test.setTimeout(120_000)

    test('offers a correction that leads to results, and keeps the query to search again', async ({ page }) => {
      await open(page, `${language.search}?q=${language.misspelt}`)
      await expect(page.getByRole('heading', { level: 1, name: language.noResults(language.misspelt) })).toBeVisible()
      await expect(page.getByRole('searchbox', { name: language.field })).toHaveValue(language.misspelt)
      const suggestion = page.getByText(language.didYouMean)
      await expect(suggestion).toBeVisible()
      const link = suggestion.getByRole('link', { name: language.correction, exact: true })
      await expect(link).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])

      await link.click()
      await expect(page).toHaveURL(new RegExp(`\\?q=${language.correction}$`))
      await expect(page.getByRole('heading', { level: 1, name: language.results(language.correction) })).toBeVisible()
      await expect(cards(page).first()).toBeVisible()
      expect(Number((await resultCount(page).innerText()).replace(/\D/g, ''))).toBeGreaterThan(0)

      // Back on the page without results, the field searches again.
      await page.goBack()
      const field = page.getByRole('searchbox', { name: language.field })
      await expect(field).toHaveValue(language.misspelt)
      await field.fill(language.correction)
      await page.getByRole('search').getByRole('button', { name: language.submit, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: language.results(language.correction) })).toBeVisible()
    })

    test('for nonsense offers no correction but popular categories with products and popular products', async ({
      page,
    }) => {
      const nonsense = 'qxwvzt'
      await open(page, `${language.search}?q=${nonsense}`)
      await expect(page.getByRole('heading', { level: 1, name: language.noResults(nonsense) })).toBeVisible()
      await expect(page.getByText(language.didYouMean)).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 2, name: language.popularProducts })).toBeVisible()
      await expect(cards(page).first()).toBeVisible()
      const categories = page.getByRole('navigation', { name: language.popular }).getByRole('link')
      expect(await categories.count()).toBeGreaterThanOrEqual(4)
      expect(await seriousViolations(page)).toEqual([])

      // Every popular category is a listing with products; the shopper follows the first.
      const hrefs = await categories.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      for (const href of hrefs) {
        const html = await (await page.request.get(encodeURI(href))).text()
        expect(html.match(/data-testid="product-card"/g)?.length ?? 0, href).toBeGreaterThan(0)
      }
      const first = categories.first()
      const label = (await first.innerText()).split('(')[0]!.trim()
      await first.click()
      await expect(page.getByRole('heading', { level: 1, name: label.split(' › ').at(-1)! })).toBeVisible()
      await expect(cards(page).first()).toBeVisible()
    })
  })
}
