import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { grantConsent } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/** The management credentials the local platform's editors use (HTTP Basic). */
const EDITOR = `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}`

const story = (title: string, text: string) => ({
  kind: 'article',
  title,
  description: `${title}: a story of the shop.`,
  date: '2026-11-01',
  blocks: [
    { type: 'heading', text: 'What we made' },
    { type: 'richText', content: [{ type: 'paragraph', children: [{ text }] }] },
  ],
})

async function savePage(
  request: APIRequestContext,
  path: string,
  document: unknown,
  status: 'draft' | 'published',
  locale = 'en',
) {
  const response = await request.put(`/api/pages?${new URLSearchParams({ path, locale, status })}`, {
    headers: { authorization: EDITOR },
    data: document,
  })
  expect(response.status(), await response.text()).toBe(200)
}

test.beforeEach(async ({ page }) => {
  await grantConsent(page)
})

test('an editor previews a draft through a signed link and exits; shoppers see only the published page', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const path = `/stories/preview-${randomUUID().slice(0, 8)}`
  await savePage(request, path, story('Our autumn workshop', 'The published text.'), 'published')
  await savePage(request, path, story('Our autumn workshop, revised', 'The draft text.'), 'draft')

  const link = await request.post('/api/preview/link', {
    headers: { authorization: EDITOR },
    data: { path: `/en${path}`, minutes: 30 },
  })
  expect(link.status()).toBe(200)
  const { data } = (await link.json()) as { data: { url: string } }

  // The editor's browser: the draft, under the fixed PREVIEW banner, never cached.
  const response = await page.goto(data.url)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(page).toHaveURL(new RegExp(`/en${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our autumn workshop, revised')
  await expect(page.getByText('The draft text.')).toBeVisible()
  const banner = page.getByRole('region', { name: 'Preview mode' })
  await expect(banner).toContainText('PREVIEW')
  await expect(banner).toHaveCSS('position', 'fixed')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await waitForHydration(page)
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([])

  // Another shopper at the same time sees the published page, and no banner.
  const shopper = await browser.newPage()
  await shopper.goto(`/en${path}`)
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Our autumn workshop')
  await expect(shopper.getByText('PREVIEW', { exact: true })).toHaveCount(0)
  await shopper.close()

  // Exit: back on the same page, published, without the banner.
  await banner.getByRole('link', { name: 'Exit' }).click()
  await expect(page).toHaveURL(new RegExp(`/en${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our autumn workshop')
  await expect(page.getByRole('region', { name: 'Preview mode' })).toHaveCount(0)
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('kestrel_preview')
  expect(consoleErrors).toEqual([])
})

test('a forged preview link shows nothing of a draft', async ({ page, request }) => {
  const path = `/stories/secret-${randomUUID().slice(0, 8)}`
  await savePage(request, path, story('Not yet announced', 'A draft only.'), 'draft')
  const forged = await page.goto(
    `/api/preview/start?redirect=${encodeURIComponent(`/en${path}`)}&expires=9999999999&signature=${'A'.repeat(43)}`,
  )
  expect(forged?.status()).toBe(403)
  expect((await page.goto(`/en${path}`))?.status()).toBe(404)
})

test('markup in a page is shown as text, never run', async ({ page, request, consoleErrors }) => {
  const path = `/stories/markup-${randomUUID().slice(0, 8)}`
  const payload = '<img src=x onerror=alert(1)>'
  await savePage(
    request,
    path,
    {
      ...story(payload, payload),
      blocks: [
        { type: 'heading', text: payload },
        { type: 'richText', content: [{ type: 'paragraph', children: [{ text: payload, bold: true }] }] },
        { type: 'faq', items: [{ question: payload, answer: [{ type: 'paragraph', children: [{ text: payload }] }] }] },
      ],
    },
    'published',
  )
  let dialogs = 0
  page.on('dialog', async (dialog) => {
    dialogs += 1
    await dialog.dismiss()
  })
  await page.goto(`/en${path}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payload)
  await page.getByRole('main').locator('summary').click()
  // The breadcrumb, the title, the heading, the paragraph, the question and its answer.
  await expect(page.getByRole('main').getByText(payload, { exact: true })).toHaveCount(6)
  // No element came out of the text: the page's only images are its own.
  expect(await page.locator('main img[src="x"], main [onerror]').count()).toBe(0)
  expect(dialogs).toBe(0)
  expect(consoleErrors).toEqual([])
})

test('a page written in English only links its other languages to their home page and names no alternate for them', async ({
  page,
  request,
}) => {
  const path = `/stories/english-only-${randomUUID().slice(0, 8)}`
  await savePage(request, path, story('Only in English', 'Not translated yet.'), 'published')
  await page.goto(`/en${path}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Only in English')
  await expect(page.locator('link[rel="alternate"][hreflang="cs-CZ"]')).toHaveCount(0)
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en${path}$`))
  await expect(
    page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Čeština' }),
  ).toHaveAttribute('href', '/')
  // A page in both languages keeps its own path in the other one.
  await page.goto('/en/stories/about-us')
  const czech = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Čeština' })
  expect(decodeURI((await czech.getAttribute('href'))!)).toBe('/příběhy/about-us')
})
