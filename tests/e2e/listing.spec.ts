import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const WOMEN_CS = `/${encodeURIComponent('ženy')}`

const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card')
const resultCount = (page: Page) => page.getByTestId('result-count')
const countOf = async (page: Page) => Number((await resultCount(page).innerText()).replace(/\D/g, ''))

test.describe('listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a Czech category page is complete from the server: breadcrumbs, count, facets with counts, products', async ({
    page,
  }) => {
    const response = await page.goto(WOMEN_CS)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Ženy' })).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: 'Drobečková navigace' })
    await expect(breadcrumb.getByRole('link', { name: 'Domů' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.getByText('Ženy')).toHaveAttribute('aria-current', 'page')
    await expect(resultCount(page)).toHaveText(/^\d[\d\s]* produkt(ů|y)?$/)
    expect(await countOf(page)).toBeGreaterThan(24)
    await expect(cards(page)).toHaveCount(24)
    const gender = page.locator('aside section[data-facet="gender"]')
    await expect(gender.getByRole('heading', { name: 'Pro koho' })).toBeVisible()
    const counts = await gender
      .locator('a[data-count]')
      .evaluateAll((links) => links.map((link) => Number(link.getAttribute('data-count'))))
    expect(counts.length).toBeGreaterThan(0)
    expect(counts.every((count) => count > 0)).toBe(true)
    // Without JavaScript a facet is a plain link to the filtered listing.
    await gender.locator('a[data-count]').first().click()
    await expect(page).toHaveURL(/gender=/)
    await expect(page.getByRole('region', { name: 'Použité filtry' })).toBeVisible()
  })

  test('the English sub-category has English breadcrumbs and slugs', async ({ page }) => {
    await page.goto('/en/women/shoes/sneakers')
    await expect(page.getByRole('heading', { level: 1, name: 'Sneakers' })).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/en/women')
    await expect(breadcrumb.getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/en/women/shoes')
    await expect(resultCount(page)).toHaveText(/^\d+ products?$/)
  })

  test('the Czech sub-category path uses Czech slugs', async ({ page }) => {
    const response = await page.goto(`${WOMEN_CS}/${encodeURIComponent('obuv')}/${encodeURIComponent('tenisky')}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Tenisky' })).toBeVisible()
  })

  test('an unknown category is a 404', async ({ page }) => {
    const response = await page.goto('/en/women/no-such-category')
    expect(response?.status()).toBe(404)
  })

  test('search results render on the server at /vyhledat', async ({ page }) => {
    await page.goto(`/${encodeURIComponent('vyhledat')}?q=tenisky`)
    await expect(page.getByRole('heading', { level: 1, name: 'Výsledky pro „tenisky“' })).toBeVisible()
    expect(await countOf(page)).toBeGreaterThan(0)
  })
})

test('filters and sort change the URL and the results', async ({ page }) => {
  await page.goto('/en/women')
  await waitForHydration(page)
  const total = await countOf(page)
  const colour = page.locator('aside section[data-facet="color"] a[data-count]').first()
  const expected = Number(await colour.getAttribute('data-count'))
  await colour.click()
  await expect(page).toHaveURL(/[?&]color=/)
  await expect(resultCount(page)).toHaveText(new RegExp(`^${expected} products?$`))
  expect(expected).toBeLessThan(total)
  await expect(page.getByRole('region', { name: 'Current filters' }).getByRole('link')).toHaveCount(2)

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceAsc')
  await expect(page).toHaveURL(/sort=priceAsc/)
  await expect(resultCount(page)).toHaveText(new RegExp(`^${expected} products?$`))
  // The products follow once the sorted replica has answered.
  await expect
    .poll(async () => {
      const prices = await cards(page).evaluateAll((nodes) =>
        nodes.map((node) => Number(node.getAttribute('data-price'))),
      )
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price)
    })
    .toBe(true)

  // Removing the filter brings every product back.
  await page.getByRole('region', { name: 'Current filters' }).getByRole('link').first().click()
  await expect(page).not.toHaveURL(/color=/)
  await expect(resultCount(page)).toHaveText(`${total} products`)
})

test('the filters dialog, size modal and sort sheet open and close', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 860 })
  await page.goto('/en/women')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Filters' }).click()
  const filters = page.getByRole('dialog', { name: 'Filters' })
  await expect(filters).toBeVisible()
  await filters.getByRole('button', { name: /Choose size/ }).click()
  const sizes = page.getByRole('dialog', { name: 'Choose your size' })
  await expect(sizes).toBeVisible()
  await sizes.getByRole('button', { name: 'US' }).click()
  await expect(page.locator('[role="dialog"] section[data-facet="size"] a').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(filters).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(filters).toBeHidden()
  await expect(page.getByRole('button', { name: 'Size (US)' })).toBeVisible()

  await page.getByRole('button', { name: 'Sort by' }).click()
  const sheet = page.getByRole('dialog', { name: 'Sort by' })
  await sheet.getByRole('link', { name: 'Price: high to low' }).click()
  await expect(page).toHaveURL(/sort=priceDesc/)
  await expect(sheet).toBeHidden()
})

test('load more, open a product, go back: the loaded pages and the position are restored', async ({ page }) => {
  await page.goto('/en/women')
  await waitForHydration(page)
  await expect(cards(page)).toHaveCount(24)
  await page.getByRole('link', { name: 'Load more' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(cards(page)).toHaveCount(48)
  const target = cards(page).nth(33)
  await target.scrollIntoViewIfNeeded()
  const objectID = await target.getAttribute('data-object-id')
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(500)
  await target.getByRole('link').click()
  await expect(page).toHaveURL(/\/en\/product\//)
  await expect(page.getByTestId('product-grid')).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/women\?page=2/)
  await expect(cards(page)).toHaveCount(48)
  await expect(page.locator(`[data-object-id="${objectID}"]`)).toBeInViewport()
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(200)
})

test('the search overlay works with the keyboard', async ({ page }) => {
  await page.goto('/en')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Search' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await expect(dialog).toBeVisible()
  const field = dialog.getByRole('searchbox', { name: 'Search products' })
  await expect(field).toBeFocused()
  await page.keyboard.type('sneakers')
  const options = dialog.getByRole('menuitem')
  await expect(options.first()).toBeVisible()
  await expect(dialog.getByRole('menuitem', { name: /See all \d+ results/ })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  const first = await options.first().getAttribute('data-key')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/product\//)
  expect(first).toBeTruthy()

  await page.goto('/en')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Search' }).first().click()
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused()
  await page.keyboard.type('boots')
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('menuitem').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=boots/)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “boots”' })).toBeVisible()

  await page.getByRole('link', { name: 'Search' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden()
})

test('the home page renders its hero image on the server with priority and a srcset', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('img[fetchpriority="high"]').first()
  await expect(hero).toHaveAttribute('srcset', /480w/)
  await expect(hero).toHaveAttribute('width', '1200')
  await expect(hero).toHaveAttribute('height', '900')
  await expect(page.getByRole('heading', { level: 2, name: 'Novinky', exact: true })).toBeVisible()
  // Described in the page's language: the product's Czech name, not the catalogue's English image label.
  await expect(hero).toHaveAttribute('alt', /^(Dámsk|Pánsk|Dětsk)/)
})

test('a Czech product card is a link named by the Czech name of the product alone', async ({ page }) => {
  await page.goto(WOMEN_CS)
  const card = cards(page).first()
  const name = (await card.getByRole('heading').innerText()).trim()
  expect(name).toMatch(/^Dámsk/)
  // The picture in the link adds nothing to read out: the name is said once, in Czech.
  await expect(card.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(card.getByRole('img')).toHaveCount(0)
})

for (const [name, path] of [
  ['home', '/en'],
  ['a listing', '/en/women'],
  ['search', '/en/search?q=sneakers'],
] as const) {
  test(`no serious or critical accessibility violations on ${name}`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}
