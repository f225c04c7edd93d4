import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test'
import { guestWithCart } from './checkout-model'
import { expect, test, useSession, waitForHydration } from './fixtures'

/**
 * The market's switches (spec 1.2, 2.5, 4.11, 5.6, 9) as the shopper sees them: each visible one
 * flipped on and off the way an editor does (the content API; one language's save sets every
 * language) and the pages looked at again. The seed's switches are put back after each test and
 * after the file, so the other specs on the same server see the market as seeded. One browser
 * context for the whole file keeps it quick.
 */
const EDITOR = { authorization: `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}` }
const PRODUCT = '/en/product/womens-kite-leather-pumps-280002-05094/280002/05094'
/** The English site settings' bot-protection agreement text (spec 3.22), as seeded. */
const BOT_PROTECTION_AGREEMENT =
  'This form is protected against bots: your browser solves a small task for it, and we check the answer when you send it.'

type Switches = Record<string, unknown>
type Settings = { marketFeatures: Switches }

let context: BrowserContext
let page: Page
/** The site settings of each language as the file found them. */
const seeded: Record<string, Settings> = {}

async function settingsOf(request: APIRequestContext, locale: string): Promise<Settings> {
  const answer = await request.get(`/api/content/site-settings?locale=${locale}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: Settings }).data
}

async function save(request: APIRequestContext, locale: string, settings: Settings) {
  const saved = await request.put(`/api/content/site-settings?locale=${locale}`, { headers: EDITOR, data: settings })
  expect(saved.status()).toBe(200)
}

/** The market's switches as the seed has them, with `change` on top, saved in Czech as an editor does. */
async function setSwitches(change: Switches = {}) {
  const settings = await settingsOf(page.request, 'cs-CZ')
  await save(page.request, 'cs-CZ', {
    ...settings,
    marketFeatures: { ...seeded['cs-CZ']!.marketFeatures, ...change },
  })
}

async function open(path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

test.beforeAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!
  context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.124' } })
  await context.addCookies([
    { name: 'kestrel_consent', value: 'cookie_cat_necessary.cookie_cat_statistic', url: baseURL },
  ])
  page = await context.newPage()
  for (const locale of ['cs-CZ', 'en']) seeded[locale] = await settingsOf(page.request, locale)
})

test.afterAll(async () => {
  for (const [locale, settings] of Object.entries(seeded)) await save(page.request, locale, settings)
  await context.close()
})

test.afterEach(async () => {
  await setSwitches()
})

test('the instalment strip and the club: shown with their switches, gone without', async () => {
  const strip = page.getByText('Pay in 3 interest-free instalments. No fees.')
  const points = page.getByTestId('club-points')
  const joinClub = page.getByRole('checkbox', { name: 'I want to join the Kestrel Club' })
  const club = async () => (await page.request.get('/api/loyalty')).status()
  await setSwitches({ instalmentSiteMessaging: true, isMarketWithLoyalty: true })
  await open(PRODUCT)
  await expect(strip).toBeVisible()
  await expect(points).toContainText(/Earn \d+ points in the Kestrel Club/)
  await open('/en/create-account')
  await expect(joinClub).toHaveCount(1)
  // A guest is no member (or has no session yet); without the club there is nothing to find.
  expect([401, 403]).toContain(await club())

  await setSwitches({ instalmentSiteMessaging: false })
  await open(PRODUCT)
  await expect(points).toBeVisible()
  await expect(strip).toHaveCount(0)

  await setSwitches({ instalmentSiteMessaging: true, isMarketWithLoyalty: false })
  await open(PRODUCT)
  await expect(strip).toBeVisible()
  await expect(points).toHaveCount(0)
  await open('/en/create-account')
  await expect(page.getByRole('textbox', { name: /First name/ })).toBeVisible()
  await expect(joinClub).toHaveCount(0)
  expect(await club()).toBe(404)
})

test('the live chat, and the back-to-top and chat buttons with the raffle and the service suite’s chat (2.5)', async () => {
  const chat = page.getByRole('button', { name: 'Chat', exact: true })
  // Back to top waits out of sight until the page is scrolled past its first screen.
  const backToTop = page.getByRole('button', { name: 'Back to top', includeHidden: true })
  const widget = { enabled: true, solution: 'widget' }
  const cases: Array<{ change: Switches; chat: number; backToTop: number }> = [
    { change: { liveChat: widget, hasRaffle: false }, chat: 1, backToTop: 1 },
    { change: { liveChat: { ...widget, enabled: false }, hasRaffle: false }, chat: 0, backToTop: 1 },
    { change: { liveChat: widget, hasRaffle: true }, chat: 0, backToTop: 0 },
    { change: { liveChat: { enabled: false, solution: 'widget' }, hasRaffle: true }, chat: 0, backToTop: 0 },
    {
      change: { liveChat: { enabled: true, solution: 'customerServiceSuite' }, hasRaffle: false },
      chat: 0,
      backToTop: 0,
    },
    // The suite's chat switched off leaves the buttons to the shop again.
    {
      change: { liveChat: { enabled: false, solution: 'customerServiceSuite' }, hasRaffle: false },
      chat: 0,
      backToTop: 1,
    },
  ]
  // Before the code has started the chat is a link to the contact form (the chat itself needs the code).
  await setSwitches({ liveChat: widget, hasRaffle: false })
  await page.goto('/en')
  const chatLink = page.getByRole('link', { name: 'Chat', exact: true })
  await expect(chatLink).toHaveAttribute('href', '/en/customer-service/contact')
  await chatLink.click()
  await expect(page).toHaveURL(/\/en\/customer-service\/contact$/)
  for (const expected of cases) {
    await setSwitches(expected.change)
    await open('/en')
    await expect(backToTop, JSON.stringify(expected.change)).toHaveCount(expected.backToTop)
    await expect(chat, JSON.stringify(expected.change)).toHaveCount(expected.chat)
  }
  // The chat's session answers only while it is on.
  await setSwitches({ liveChat: { enabled: false, solution: 'widget' } })
  expect((await page.request.post('/api/live-chat/session', { data: {} })).status()).toBe(404)
})

test('the extended newsletter form asks a name only where the market has it', async () => {
  const footer = page.getByRole('contentinfo')
  const name = footer.getByRole('textbox', { name: 'Name' })
  await setSwitches({ hasExtendedNewsletterForm: false })
  await open('/en')
  await expect(footer.getByRole('textbox', { name: /E-?mail/ })).toBeVisible()
  await expect(name).toHaveCount(0)
  await setSwitches({ hasExtendedNewsletterForm: true })
  await open('/en')
  await expect(name).toBeVisible()
  // Sent without it, the name is asked for.
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(name).toBeFocused()
})

test('bot protection: the forms solve the real challenge and the server refuses a forged token', async () => {
  test.slow()
  const challenges: string[] = []
  const seen = (request: Request) => {
    if (request.url().includes('/platform/bot-protection/challenge')) challenges.push(request.url())
  }
  page.on('request', seen)
  const section = page.getByTestId('newsletter-page')
  const subscribe = async () => {
    await section.getByRole('textbox', { name: /E-?mail/ }).fill(`switches-${Date.now()}@example.cz`)
    await section.getByRole('checkbox', { name: /I agree to receive marketing emails/ }).check({ force: true })
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/email-subscription') && response.request().method() === 'POST',
    )
    await section.getByRole('button', { name: 'Subscribe' }).click()
    const response = await answer
    return {
      status: response.status(),
      token: (response.request().postDataJSON() as { altchaToken: string | null }).altchaToken,
    }
  }
  try {
    // Off: no challenge, no token.
    await setSwitches({ hasBotProtection: false })
    await open('/en/newsletter')
    await expect(page.getByTestId('bot-protection-notice')).toHaveCount(0)
    expect(await subscribe()).toEqual({ status: 201, token: null })
    await open('/en/create-account')
    await expect(page.getByTestId('sign-up-form')).toBeVisible()
    await expect(page.getByTestId('bot-protection-notice')).toHaveCount(0)
    expect(challenges).toEqual([])

    await setSwitches({ hasBotProtection: true })
    await open('/en/newsletter')
    // The agreement text of spec 3.22 stands under each protected form.
    await expect(section.getByTestId('bot-protection-notice')).toHaveText(BOT_PROTECTION_AGREEMENT)
    // A solved challenge whose token is swapped on the way is refused, and the form says it failed.
    await page.route('**/api/email-subscription', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>
      await route.continue({ postData: JSON.stringify({ ...body, altchaToken: btoa('{"forged":true}') }) })
    })
    const forged = await subscribe()
    expect(forged.status).toBe(400)
    await expect(section.getByText('Thank you for subscribing')).toHaveCount(0)
    await page.unroute('**/api/email-subscription')
    expect(challenges).toHaveLength(1)

    await open('/en/newsletter')
    const real = await subscribe()
    expect(real.status).toBe(201)
    expect(real.token).toMatch(/^[A-Za-z0-9+/=]{40,}$/)
    await expect(section.getByText('Thank you for subscribing')).toBeVisible()
    expect(challenges).toHaveLength(2)

    // The contact form solves one as well.
    await open('/en/customer-service/contact')
    const form = page.getByTestId('contact-form')
    await expect(form.getByTestId('bot-protection-notice')).toHaveText(BOT_PROTECTION_AGREEMENT)
    await form.getByRole('textbox', { name: 'First name' }).fill('Jana')
    await form.getByRole('textbox', { name: 'Last name' }).fill('Switches')
    await form.getByRole('textbox', { name: /E-?mail/ }).fill(`switches-contact-${Date.now()}@example.cz`)
    await form.getByRole('combobox', { name: /My question is about/ }).selectOption({ label: 'Lace request' })
    await form.getByRole('textbox', { name: /Your message/ }).fill('Spare laces for my Kite shoes, please.')
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    )
    await form.getByRole('button', { name: 'Send message' }).click()
    const contact = await sent
    expect(contact.status()).toBe(201)
    expect((contact.request().postDataJSON() as { altchaToken: string | null }).altchaToken).toMatch(
      /^[A-Za-z0-9+/=]{40,}$/,
    )
    expect(challenges).toHaveLength(3)

    // And the sign-up form of the create-account page.
    await open('/en/create-account')
    await expect(page.getByTestId('sign-up-form').getByTestId('bot-protection-notice')).toHaveText(
      BOT_PROTECTION_AGREEMENT,
    )
  } finally {
    page.off('request', seen)
  }
})

test('try and buy: offered in the checkout with its own stores, and listed in the store locator, only when on', async () => {
  test.slow()
  const platformStores = (await (await page.request.get('/platform/locations/stores?limit=100')).json()) as {
    results: Array<{ name: string; services: string[] }>
  }
  const tryAndBuyStores = platformStores.results.filter((s) => s.services.includes('tryAndBuy')).map((s) => s.name)
  expect(tryAndBuyStores.length).toBeGreaterThan(0)

  const shopper = await guestWithCart()
  await useSession(page, shopper.session)
  const methods = page.getByRole('radiogroup', { name: 'Delivery method' })
  const toDelivery = async () => {
    await open('/en/checkout')
    const root = page.getByTestId('checkout-flow')
    await expect(root.getByRole('button', { name: 'Continue to delivery' })).toBeVisible({ timeout: 20_000 })
    await root.getByLabel('Email').fill('switches.shopper@example.com')
    await root.getByLabel('Phone').fill('+420 601123456')
    await root.getByText(/I accept the privacy policy/).click()
    await root.getByRole('button', { name: 'Continue to delivery' }).click()
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible({ timeout: 20_000 })
  }
  const tryAndBuyOnCards = page.getByTestId('store-card').getByText('Try and buy', { exact: true })

  await setSwitches({ hasTryAndBuy: false })
  await toDelivery()
  await expect(methods.getByRole('radio', { name: /Click and collect/ })).toBeVisible()
  await expect(methods.getByRole('radio', { name: /Try and buy/ })).toHaveCount(0)
  await open('/en/store-locator')
  await expect(page.getByTestId('store-card')).toHaveCount(13)
  await expect(tryAndBuyOnCards).toHaveCount(0)

  await setSwitches({ hasTryAndBuy: true })
  await open('/en/store-locator?q=Praha')
  await expect(tryAndBuyOnCards.first()).toBeVisible()
  await toDelivery()
  await methods.getByRole('radio', { name: /Try and buy/ }).check({ force: true })
  const stores = page.getByRole('radiogroup', { name: 'Choose a store' }).getByRole('radio')
  await expect(stores.first()).toBeVisible()
  const listed = await stores.evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''))
  expect(listed.length).toBeGreaterThan(0)
  for (const store of listed) expect(tryAndBuyStores.some((name) => store.startsWith(name))).toBe(true)
  // Click and collect lists the other stores of the same search too.
  await methods.getByRole('radio', { name: /Click and collect/ }).check({ force: true })
  await expect.poll(() => stores.count()).toBeGreaterThan(listed.length)
})
