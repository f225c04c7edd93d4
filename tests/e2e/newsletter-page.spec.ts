import type { APIRequestContext, Page } from '@playwright/test'
import { grantConsent, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The newsletter page (spec 4.11, 5.6, 7.2) against the real server: a guest signs up in both languages
 * with the market's bot protection on (the challenge solved in the browser, verified by the server), with
 * the extended form's name where the market has it; a customer who subscribed sees that they are subscribed
 * instead of the form; without a newsletter policy the page and the footer's block are absent. axe on each state.
 */
const EDITOR = { authorization: `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}` }
const PAGE = { en: '/en/newsletter', cs: `/${encodeURI('odběr-novinek')}` } as const
const TEXT = {
  en: {
    title: 'News from Kestrel',
    policy: /I agree to receive marketing emails/,
    subscribe: 'Subscribe',
    success: 'Thank you for subscribing',
    required: 'This field is required.',
    name: 'Name',
  },
  cs: {
    title: 'Novinky od Kestrel',
    policy: /Souhlasím se zasíláním obchodních sdělení/,
    subscribe: 'Přihlásit k odběru',
    success: 'Děkujeme za přihlášení',
    required: 'Toto pole je povinné.',
    name: 'Jméno',
  },
} as const

type Settings = { marketFeatures: Record<string, unknown>; kestrelNewsletter: unknown }

/**
 * Changes the site settings of both languages as an editor does; answers a function that puts them back. Both are
 * read before either is saved: a save sets the market's switches in every language (content.routes.ts), so the
 * second language read after the first one's save would already hold the change, and putting it back would keep it.
 */
async function editSettings(request: APIRequestContext, change: (settings: Settings) => void) {
  const before: Record<string, Settings> = {}
  for (const locale of ['cs-CZ', 'en'])
    before[locale] = (
      (await (await request.get(`/api/content/site-settings?locale=${locale}`)).json()) as {
        data: Settings
      }
    ).data
  for (const locale of ['cs-CZ', 'en']) {
    const settings = structuredClone(before[locale]!)
    change(settings)
    const saved = await request.put(`/api/content/site-settings?locale=${locale}`, { headers: EDITOR, data: settings })
    expect(saved.status()).toBe(200)
  }
  return async () => {
    for (const [locale, settings] of Object.entries(before)) {
      const saved = await request.put(`/api/content/site-settings?locale=${locale}`, {
        headers: EDITOR,
        data: settings,
      })
      expect(saved.status()).toBe(200)
    }
  }
}

async function open(page: Page, path: string) {
  await grantConsent(page)
  await page.goto(path)
  await waitForHydration(page)
}

const section = (page: Page) => page.getByTestId('newsletter-page')

test.describe.serial('the newsletter page', () => {
  for (const lang of ['cs', 'en'] as const) {
    test(`${lang}: a guest signs up with the bot-protection challenge solved, the extended form asking a name`, async ({
      page,
    }) => {
      test.slow()
      const t = TEXT[lang]
      const restore = await editSettings(page.request, (settings) => {
        settings.marketFeatures.hasBotProtection = true
        settings.marketFeatures.hasExtendedNewsletterForm = true
      })
      try {
        await open(page, PAGE[lang])
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
        // The page is the sign-up: the footer does not repeat it here.
        await expect(page.getByRole('contentinfo').getByRole('button', { name: t.subscribe })).toHaveCount(0)
        expect(await seriousViolations(page)).toEqual([])

        // Spec 5.6: sent empty, every field is required (the name of the extended form, the email, the policy box).
        await section(page).getByRole('button', { name: t.subscribe }).click()
        await expect(section(page).getByText(t.required)).toHaveCount(3)
        await expect(section(page).getByRole('textbox', { name: t.name })).toBeFocused()
        expect(await seriousViolations(page)).toEqual([])

        const challenges: string[] = []
        page.on('request', (request) => {
          if (request.url().includes('/platform/bot-protection/challenge')) challenges.push(request.url())
        })
        await section(page).getByRole('textbox', { name: t.name }).fill('Jana')
        await section(page)
          .getByRole('textbox', { name: /E-?mail/ })
          .fill(`newsletter-${lang}-${Date.now()}@example.cz`)
        await section(page).getByRole('checkbox', { name: t.policy }).check({ force: true })
        const subscribed = page.waitForResponse(
          (response) => response.url().endsWith('/api/email-subscription') && response.request().method() === 'POST',
        )
        await section(page).getByRole('button', { name: t.subscribe }).click()
        const answer = await subscribed
        expect(answer.status()).toBe(201)
        expect((answer.request().postDataJSON() as { altchaToken: string | null }).altchaToken).toMatch(
          /^[A-Za-z0-9+/=]{40,}$/,
        )
        expect(challenges).toHaveLength(1)
        await expect(
          page.getByTestId('newsletter-page-success').getByRole('heading', { name: t.success }),
        ).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      } finally {
        await restore()
      }
    })
  }

  test('a customer who subscribed is told so instead of the form', async ({ page }) => {
    test.slow()
    await grantConsent(page)
    const signedIn = await page.request.post('/api/session/sign-in', {
      data: { email: 'petr.svoboda@example.com', password: 'Kestrel-demo-1' },
    })
    expect(signedIn.status()).toBe(200)
    await open(page, PAGE.en)
    // The known customer's email is filled in and locked (spec 4.11).
    const email = section(page).getByRole('textbox', { name: 'Email' })
    await expect(email).toHaveValue('petr.svoboda@example.com')
    await expect(email).toHaveAttribute('readonly', '')
    await section(page).getByRole('checkbox', { name: TEXT.en.policy }).check({ force: true })
    await section(page).getByRole('button', { name: TEXT.en.subscribe }).click()
    await expect(page.getByTestId('newsletter-page-success')).toBeVisible()

    await page.reload()
    await waitForHydration(page)
    const subscribedState = page.getByTestId('newsletter-page-subscribed')
    await expect(subscribedState.getByRole('heading', { name: 'You are subscribed to our newsletter' })).toBeVisible()
    await expect(subscribedState.getByRole('link', { name: 'Manage your subscriptions' })).toHaveAttribute(
      'href',
      '/en/my-account/subscriptions',
    )
    await expect(section(page).getByRole('button', { name: TEXT.en.subscribe })).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('without a newsletter policy the page and the footer’s sign-up are absent', async ({ page }) => {
    const restore = await editSettings(page.request, (settings) => {
      settings.kestrelNewsletter = null
    })
    try {
      await grantConsent(page)
      for (const lang of ['cs', 'en'] as const) {
        const response = await page.goto(PAGE[lang])
        expect(response?.status()).toBe(404)
        await waitForHydration(page)
        await expect(page.getByRole('button', { name: TEXT[lang].subscribe })).toHaveCount(0)
        await page.goto(lang === 'en' ? '/en' : '/')
        await waitForHydration(page)
        await expect(page.getByRole('contentinfo').getByRole('button', { name: TEXT[lang].subscribe })).toHaveCount(0)
      }
    } finally {
      await restore()
    }
  })
})
