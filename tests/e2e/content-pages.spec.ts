import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { addToBag, grantConsent, openBag } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

const czech = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** One page of each kind in both languages (spec 2.2–2.4 slugs), with its title. */
const PAGES = [
  { path: czech('/péče-o-zákazníky'), title: 'Péče o zákazníky', kind: 'hub' },
  { path: '/en/customer-service', title: 'Customer service', kind: 'hub' },
  { path: czech('/péče-o-zákazníky/faq'), title: 'Časté dotazy', kind: 'faq' },
  { path: '/en/customer-service/faq', title: 'Frequently asked questions', kind: 'faq' },
  { path: czech('/péče-o-zákazníky/právní-informace/terms-of-use'), title: 'Obchodní podmínky', kind: 'legal' },
  { path: '/en/customer-service/legal-pages/privacy-policy', title: 'Privacy policy', kind: 'legal' },
  { path: czech('/příběhy'), title: 'Příběhy', kind: 'hub' },
  { path: '/en/stories/shoe-care-guide', title: 'Shoe care guide', kind: 'article' },
  { path: czech('/průvodce'), title: 'Průvodce', kind: 'hub' },
  { path: '/en/explore/nordic-line', title: 'The Nordic line', kind: 'article' },
  { path: czech('/objevujte/linie-nordic'), title: 'Linie Nordic', kind: 'article' },
  { path: czech('/příběhy/shoe-care-guide'), title: 'Průvodce péčí o obuv', kind: 'article' },
  { path: '/en/stories', title: 'Stories', kind: 'hub' },
  { path: '/en/guides', title: 'Guides', kind: 'hub' },
  { path: '/en/campaigns', title: 'Campaigns', kind: 'hub' },
  { path: czech('/kampaně/autumn-winter'), title: /^Podzim\/zima/, kind: 'campaign' },
  { path: czech('/kampaně'), title: 'Kampaně', kind: 'hub' },
  { path: '/en/campaigns/autumn-winter', title: /^Autumn\/Winter/, kind: 'campaign' },
] as const

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  )
}

test.beforeEach(async ({ page }) => {
  await grantConsent(page)
})

for (const { path, title, kind } of PAGES) {
  test(`${decodeURIComponent(path)} (${kind})`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('navigation', { name: /Breadcrumb|Drobečková navigace/ })).toBeVisible()
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = scripts.map((script) => (JSON.parse(script) as { '@type': string })['@type'])
    expect(types).toContain('BreadcrumbList')
    if (kind === 'faq') expect(types).toContain('FAQPage')
    if (kind === 'article' || kind === 'legal') expect(types).toContain('Article')
    if (kind === 'legal') await expect(page.getByText(/^(Effective from|Platné od)/)).toBeVisible()
    if (kind === 'hub')
      expect(await page.getByRole('main').getByRole('listitem').getByRole('link').count()).toBeGreaterThan(1)
    await waitForHydration(page)
    expect(await violations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test('a question of the FAQ opens with or without scripts', async ({ page, browser }) => {
  await page.goto('/en/customer-service/faq')
  const question = page.locator('main details').first()
  await expect(question.locator('p').first()).toBeHidden()
  await question.locator('summary').click()
  await expect(question.locator('p').first()).toBeVisible()

  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto('/en/customer-service/faq')
  await plain.locator('main details summary').first().click()
  await expect(plain.locator('main details').first().locator('p').first()).toBeVisible()
  await noScript.close()
})

test('the hub leads to a topic and back through the breadcrumbs, in Czech', async ({ page }) => {
  await page.goto(czech('/péče-o-zákazníky'))
  await waitForHydration(page)
  await page
    .getByRole('main')
    .getByRole('link', { name: /Vrácení zboží/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vrácení zboží')
  await expect(page).toHaveURL(/\/p%C3%A9%C4%8De-o-z%C3%A1kazn%C3%ADky\/returns$/)
  await page
    .getByRole('navigation', { name: 'Drobečková navigace' })
    .getByRole('link', { name: 'Péče o zákazníky' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Péče o zákazníky')
})

test('the home page leads to the campaign, which shows products from the search', async ({ page }) => {
  await page.goto('/en')
  await waitForHydration(page)
  await page.getByRole('link', { name: /^Autumn and winter/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Autumn\/Winter/)
  const rail = page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
  await expect(rail.getByRole('link').first()).toBeVisible()
})

test('the customer service’s email address and phone number are links to write and to call', async ({ page }) => {
  await page.goto('/en/customer-service')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'servis@kestrel.example' })).toHaveAttribute(
    'href',
    'mailto:servis@kestrel.example',
  )
  await expect(main.getByRole('link', { name: '+420 222 111 333' })).toHaveAttribute('href', 'tel:+420222111333')
  await page.goto(czech('/péče-o-zákazníky/claims'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reklamace')
  await expect(page.getByRole('main').getByRole('link', { name: 'servis@kestrel.example' })).toHaveAttribute(
    'href',
    'mailto:servis@kestrel.example',
  )
})

test('a page nobody wrote is the 404 page', async ({ page }) => {
  expect((await page.goto('/en/stories/a-story-nobody-wrote'))?.status()).toBe(404)
  expect((await page.goto(czech('/péče-o-zákazníky/nic-takového')))?.status()).toBe(404)
})

test('content pages fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [
    czech('/péče-o-zákazníky'),
    '/en/customer-service/legal-pages/terms-of-use',
    '/en/campaigns/autumn-winter',
  ]) {
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, decodeURIComponent(path)).toBeLessThanOrEqual(390)
  }
})

test('the product page’s shipping details and the bag’s gift wrapping open their dialogs from the site settings', async ({
  page,
  consoleErrors,
}) => {
  await addToBag(page)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Shipping details' }).focus()
  await page.keyboard.press('Enter')
  const shipping = page.getByRole('dialog', { name: 'Shipping and delivery' })
  await expect(shipping).toBeVisible()
  await expect(shipping).toContainText('Delivery is free over CZK 1,500.')
  await expect(shipping.getByRole('link', { name: 'All about delivery' })).toHaveAttribute(
    'href',
    '/en/customer-service/shipping',
  )
  expect(await violations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(shipping).toBeHidden()

  await openBag(page)
  await page.getByRole('button', { name: 'About gift wrapping' }).click()
  const wrapping = page.getByRole('dialog', { name: 'Gift wrapping' })
  await expect(wrapping).toContainText('For CZK 59 we wrap your order')
  await page.keyboard.press('Escape')
  await expect(wrapping).toBeHidden()
  expect(consoleErrors).toEqual([])
})

test('before the scripts, shipping details is a link to the delivery page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto('/en/product/womens-kite-leather-pumps-280002-05094/280002/05094')
  await plain.getByRole('link', { name: 'Shipping details' }).click()
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Delivery')
  await context.close()
})
