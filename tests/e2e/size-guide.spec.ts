import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { grantConsent } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

const czech = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** Each size guide page, in both languages, with what a shopper must read on it (spec 2.2, 2.4, 9). */
const PAGES = [
  { path: '/en/guides/size-guide', title: 'Size guide', chart: null },
  {
    path: '/en/guides/size-guide/women',
    title: "Women's size guide",
    chart: {
      caption: "Women's shoe sizes in eight conventions",
      row: ['38', '7.5', '5', '24', '240', '7.5', '24', '240'],
    },
  },
  {
    path: '/en/guides/size-guide/men',
    title: "Men's size guide",
    chart: {
      caption: "Men's shoe sizes in eight conventions",
      row: ['42', '8.5', '8', '26.5', '265', '8.5', '26.5', '265'],
    },
  },
  {
    path: '/en/guides/size-guide/kids',
    title: "Kids' size guide",
    chart: {
      caption: "Kids' shoe sizes in eight conventions",
      row: ['33', '2Y', '1', '20.5', '205', '2Y', '20.5', '205'],
    },
  },
  { path: czech('/průvodce/průvodce-velikostmi'), title: 'Průvodce velikostmi', chart: null },
  {
    path: czech('/průvodce/průvodce-velikostmi/ženy'),
    title: 'Průvodce dámskými velikostmi',
    chart: { caption: 'Dámské velikosti obuvi v osmi velikostních systémech', row: ['36', '6', '3.5', '23'] },
  },
  {
    path: czech('/průvodce/průvodce-velikostmi/muži'),
    title: 'Průvodce pánskými velikostmi',
    chart: { caption: 'Pánské velikosti obuvi v osmi velikostních systémech', row: ['47', '13', '12', '30'] },
  },
  {
    path: czech('/průvodce/průvodce-velikostmi/děti'),
    title: 'Průvodce dětskými velikostmi',
    chart: { caption: 'Dětské velikosti obuvi v osmi velikostních systémech', row: ['20', '5C', '4', '12.5'] },
  },
] as const

const CONVENTIONS = ['EU', 'US', 'UK', 'CM', 'KR', 'CA', 'JP', 'CN']

/** Women's Kite leather pumps (demo seed): women's sizes. */
const PRODUCT_EN = '/en/product/womens-kite-leather-pumps-280002-05094/280002/05094'

async function expectChart(scope: Page | Locator, caption: string, row: readonly string[]) {
  const table = scope.getByRole('table', { name: caption })
  await expect(table).toBeVisible()
  await expect(table.getByRole('columnheader')).toHaveText(CONVENTIONS)
  const line = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: row[0], exact: true }) })
  await expect(line.getByRole('rowheader').or(line.getByRole('cell'))).toHaveText(
    row.length === CONVENTIONS.length ? [...row] : [...row, ...Array(CONVENTIONS.length - row.length).fill(/\S/)],
  )
}

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, presses = 30) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('the keyboard never reached the element')
}

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test.beforeEach(async ({ page }) => {
  await grantConsent(page)
})

for (const { path, title, chart } of PAGES) {
  test(`${decodeURIComponent(path)} shows its guide`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} | Kestrel`)
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    if (chart) {
      await expectChart(page, chart.caption, chart.row)
      // The scrolling table is a named region the keyboard reaches.
      await expect(page.getByRole('region', { name: chart.caption })).toHaveAttribute('tabindex', '0')
      // The other two charts are a link away.
      await expect(page.locator('main nav').getByRole('link')).toHaveCount(2)
    } else {
      // The overview links to the three charts.
      await expect(page.getByRole('table')).toHaveCount(0)
      await expect(page.locator('main nav').getByRole('link')).toHaveCount(3)
    }
    await waitForHydration(page)
    expect(await seriousViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test('the overview leads to a chart and the chart back to the overview, in Czech', async ({ page }) => {
  await page.goto(czech('/průvodce/průvodce-velikostmi'))
  await waitForHydration(page)
  await page.locator('main nav').getByRole('link', { name: /Muži/ }).click()
  await expect(page).toHaveURL(/\/pr%C5%AFvodce\/pr%C5%AFvodce-velikostmi\/mu%C5%BEi$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Průvodce pánskými velikostmi')
  await expectChart(page, 'Pánské velikosti obuvi v osmi velikostních systémech', ['42', '8.5', '8', '26.5'])
  await page.getByRole('main').getByRole('link', { name: 'Průvodce velikostmi', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Průvodce velikostmi')
})

test('an unknown size guide answers 404', async ({ page }) => {
  expect((await page.goto('/en/guides/size-guide/babies'))?.status()).toBe(404)
})

test('the product page opens its group’s size guide from the keyboard and Escape closes it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(PRODUCT_EN)
  await waitForHydration(page)
  const trigger = page.getByRole('button', { name: 'Size guide' })
  // The dialog's code is not part of the page until it is wanted.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  expect(scripts.filter((name) => /SizeGuideModals/.test(name))).toEqual([])
  await page.getByTestId('size-picker').getByRole('radio').nth(2).click({ force: true })
  await tabTo(page, trigger)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Size guide' })
  await expect(dialog).toBeVisible()
  // The site settings' note (spec 2.6: the size guide is fed from site settings).
  await expect(dialog.getByText(/^Choose by the length of your foot\./)).toBeVisible()
  await expectChart(dialog, "Women's shoe sizes in eight conventions", [
    '38',
    '7.5',
    '5',
    '24',
    '240',
    '7.5',
    '24',
    '240',
  ])
  await expect(dialog.getByRole('link', { name: 'How to measure and the full size guide' })).toHaveAttribute(
    'href',
    '/en/guides/size-guide/women',
  )
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  expect(consoleErrors).toEqual([])
})

test('the listing’s size modal opens the size guide of every group from the keyboard', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/en/men')
  await waitForHydration(page)
  // The toolbar's size button comes after every facet link: the keyboard starts from it.
  await page.getByRole('button', { name: 'Size (EU)' }).focus()
  await page.keyboard.press('Enter')
  const sizes = page.getByRole('dialog', { name: 'Choose your size' })
  await expect(sizes).toBeVisible()
  await tabTo(page, sizes.getByRole('button', { name: 'Size guide' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Size guide' })
  await expect(dialog).toBeVisible()
  await expect(sizes).toBeHidden()
  await expect(dialog.getByText(/^Choose by the length of your foot\./)).toBeVisible()
  // The chart of the listing's section comes first; the arrow keys move between the groups.
  await expect(dialog.getByRole('tab', { name: 'Men', exact: true })).toHaveAttribute('aria-selected', 'true')
  await expectChart(dialog, "Men's shoe sizes in eight conventions", ['44', '10.5', '9.5', '27.5'])
  await dialog.getByRole('tab', { name: 'Men', exact: true }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('tab', { name: 'Kids', exact: true })).toHaveAttribute('aria-selected', 'true')
  await expectChart(dialog, "Kids' shoe sizes in eight conventions", ['25', '8.5C', '8', '15.5'])
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(consoleErrors).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const path of [PAGES[0].path, PAGES[1].path, PAGES[7].path]) {
    test(`${decodeURIComponent(path)} is no wider than the phone; the table scrolls in its region`, async ({
      page,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const region = page.getByRole('region').filter({ has: page.getByRole('table') })
      if ((await region.count()) > 0) {
        const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }))
        expect(scrollWidth).toBeGreaterThan(clientWidth)
      }
    })
  }

  test('the product page’s size guide dialog fits the phone', async ({ page }) => {
    await page.goto(PRODUCT_EN)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Size guide' }).click()
    const dialog = page.getByRole('dialog', { name: 'Size guide' })
    await expect(dialog).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const box = await dialog.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  })
})
