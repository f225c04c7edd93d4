import { grantConsent } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

test.beforeEach(async ({ page }) => {
  await grantConsent(page, ['cookie_cat_necessary'])
})

test('a search for "výprodej" opens the sale listing, opened as a link or searched on the results page', async ({
  page,
}) => {
  await page.goto('/vyhledat?q=v%C3%BDprodej')
  await expect(page).toHaveURL(/\/v%C3%BDprodej$|\/výprodej$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Výprodej/)

  await page.goto('/vyhledat?q=tenisky')
  await waitForHydration(page)
  await page.getByRole('searchbox', { name: 'Hledat produkty' }).fill('vyprodej')
  await page.getByRole('search').getByRole('button', { name: 'Hledat', exact: true }).click()
  await expect(page).toHaveURL(/\/v%C3%BDprodej$|\/výprodej$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Výprodej/)
})
