import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { waitForMail } from '../support/mailbox'
import { grantConsent, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The contact form (spec 3.17) in the browser against the real server and its mail catcher: sent from its
 * customer-service page and from the footer's `contactForm` dialog (then `contactFormSubmitted`), in both
 * languages; customer service's mail and the shopper's confirmation are read from the catcher. The field
 * messages show in Czech; with the market's bot protection on, the challenge is solved in the browser, and a
 * challenge that cannot be had is refused by the server with a message. axe on the page and both dialogs.
 */
const EDITOR = { authorization: `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}` }
const SERVICE = 'servis@kestrel.example'
const PAGE = { en: '/en/customer-service/contact', cs: `/${encodeURI('péče-o-zákazníky/kontakt')}` } as const

const TEXT = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    topic: /My question is about/,
    topicOption: 'Lace request',
    message: /Your message/,
    send: 'Send message',
    thanks: 'Thank you for your message',
    confirmation: /We have received your question/,
    counter: (n: number) => `${n} of 1000 characters`,
    opener: 'Open the contact form',
    dialog: 'Write to us',
    serviceSubject: (name: string) => `Kontaktní formulář: Žádost o tkaničky (${name})`,
  },
  cs: {
    firstName: 'Jméno',
    lastName: 'Příjmení',
    topic: /Můj dotaz se týká/,
    topicOption: 'Žádost o tkaničky',
    message: /Vaše zpráva/,
    send: 'Odeslat zprávu',
    thanks: 'Děkujeme za zprávu',
    confirmation: /Váš dotaz jsme přijali/,
    counter: (n: number) => `${n} z 1000 znaků`,
    opener: 'Otevřít kontaktní formulář',
    dialog: 'Napište nám',
    serviceSubject: (name: string) => `Kontaktní formulář: Žádost o tkaničky (${name})`,
  },
} as const
type Lang = keyof typeof TEXT

let sender = 1
/** Each test writes from an address of its own (the server trusts one proxy), so the throttle counts it alone. */
async function asNewSender(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${sender++}` })
}

async function open(page: Page, path: string) {
  await grantConsent(page)
  await asNewSender(page)
  await page.goto(path)
  await waitForHydration(page)
}

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}@example.cz`

/** Fills the form in `root` and sends it; answers the email and the name it was sent with. */
async function fillAndSend(page: Page, root: Locator, lang: Lang, prefix: string, counted = true) {
  const t = TEXT[lang]
  const email = uniqueEmail(prefix)
  const lastName = `Nováková${sender}`
  await root.getByRole('textbox', { name: t.firstName }).fill('Jana')
  await root.getByRole('textbox', { name: t.lastName }).fill(lastName)
  await root.getByRole('textbox', { name: /E-?mail/ }).fill(email)
  await root.getByRole('combobox', { name: t.topic }).selectOption({ label: t.topicOption })
  const comment =
    lang === 'cs' ? 'Prosím o náhradní tkaničky k polobotkám Kite.' : 'Spare laces for my Kite shoes, please.'
  await root.getByRole('textbox', { name: t.message }).fill(comment)
  if (counted) await expect(root.getByTestId('contact-comment-counter')).toHaveText(t.counter(comment.length))
  await root.getByRole('button', { name: t.send }).click()
  return { email, name: `Jana ${lastName}`, comment }
}

async function expectBothMails(page: Page, lang: Lang, sent: { email: string; name: string; comment: string }) {
  const origin = new URL(page.url()).origin
  const confirmation = await waitForMail(origin, sent.email, TEXT[lang].confirmation)
  expect(confirmation.text).toContain(sent.comment)
  const toService = await waitForMail(origin, SERVICE, new RegExp(sent.name))
  expect(toService.subject).toBe(TEXT[lang].serviceSubject(sent.name))
  expect(toService.text).toContain(sent.email)
  expect(toService.text).toContain(sent.comment)
}

/** The market's bot-protection switch, as an editor sets it in the site settings of both languages. */
async function setBotProtection(request: APIRequestContext, on: boolean) {
  for (const locale of ['cs-CZ', 'en']) {
    const settings = (await (await request.get(`/api/content/site-settings?locale=${locale}`)).json()) as {
      data: { marketFeatures: Record<string, unknown> }
    }
    settings.data.marketFeatures.hasBotProtection = on
    const saved = await request.put(`/api/content/site-settings?locale=${locale}`, {
      headers: EDITOR,
      data: settings.data,
    })
    expect(saved.status()).toBe(200)
  }
}

test.describe.serial('the contact form', () => {
  test('Czech page: the messages in Czech, then sent, with both mails', async ({ page }) => {
    test.slow()
    await open(page, PAGE.cs)
    await expect(page.getByRole('heading', { level: 1, name: 'Napište nám' })).toBeVisible()
    const form = page.getByTestId('contact-form')
    await expect(form.getByText(/Odesláním formuláře berete na vědomí/)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // Sent empty: each required field says so in Czech, and the first takes the focus.
    await form.getByRole('button', { name: TEXT.cs.send }).click()
    await expect(form.getByText('Toto pole je povinné.')).toHaveCount(5)
    await expect(form.getByRole('textbox', { name: TEXT.cs.firstName })).toBeFocused()
    // A mistyped email, a phone with letters and an order number with a space, each with its own message.
    await form.getByRole('textbox', { name: /E-mail/ }).fill('jana@example')
    await form.getByRole('textbox', { name: /Telefon/ }).fill('volejte večer')
    await form.getByRole('textbox', { name: /Číslo objednávky/ }).fill('KE 1')
    await expect(form.getByText(/^Zadejte (prosím )?platnou e-mailovou adresu\.$/)).toBeVisible()
    await expect(form.getByText(/Zadejte platné telefonní číslo/)).toBeVisible()
    await expect(form.getByText(/Číslo objednávky není platné/)).toBeVisible()
    await form.getByRole('textbox', { name: /Vaše zpráva/ }).fill('x'.repeat(1001))
    await expect(form.getByText('Zpráva je příliš dlouhá. Použijte nejvýše 1000 znaků.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await form.getByRole('textbox', { name: /Telefon/ }).fill('+420 777123456')
    await form.getByRole('textbox', { name: /Číslo objednávky/ }).fill('KE260000101')

    const sent = await fillAndSend(page, form, 'cs', 'kontakt-stranka')
    const done = page.getByTestId('contact-done')
    await expect(done.getByRole('heading', { name: TEXT.cs.thanks })).toBeVisible({ timeout: 20_000 })
    await expect(done.getByText(/^Číslo dotazu: [0-9a-f-]{36}$/)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await expectBothMails(page, 'cs', sent)
    // Another message starts from an empty form.
    await done.getByRole('button', { name: 'Napsat další zprávu' }).click()
    await expect(form.getByRole('textbox', { name: TEXT.cs.lastName })).toHaveValue('')
  })

  test('English page: sent, with both mails (the confirmation in English)', async ({ page }) => {
    test.slow()
    await open(page, PAGE.en)
    await expect(page.getByRole('heading', { level: 1, name: 'Write to us' })).toBeVisible()
    const sent = await fillAndSend(page, page.getByTestId('contact-form'), 'en', 'contact-page')
    await expect(page.getByTestId('contact-done').getByRole('heading', { name: TEXT.en.thanks })).toBeVisible({
      timeout: 20_000,
    })
    await expectBothMails(page, 'en', sent)
  })

  for (const lang of ['cs', 'en'] as const) {
    test(`${lang}: the footer opens the contactForm dialog; once sent, contactFormSubmitted`, async ({ page }) => {
      test.slow()
      await open(page, lang === 'en' ? '/en' : '/')
      await page.getByRole('button', { name: TEXT[lang].opener }).click()
      const dialog = page.getByRole('dialog', { name: TEXT[lang].dialog })
      await expect(dialog.getByTestId('contact-form')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      const sent = await fillAndSend(page, dialog, lang, `contact-dialog-${lang}`)
      const submitted = page.getByRole('dialog', { name: TEXT[lang].thanks })
      await expect(submitted).toBeVisible({ timeout: 20_000 })
      await expect(dialog).toBeHidden()
      expect(await seriousViolations(page)).toEqual([])
      await expectBothMails(page, lang, sent)
      await submitted
        .getByRole('button', { name: lang === 'en' ? 'Close' : 'Zavřít' })
        .first()
        .click()
      await expect(submitted).toBeHidden()
    })
  }

  test('with the market’s bot protection on, the challenge is solved; without one the server refuses', async ({
    page,
  }) => {
    test.slow()
    await setBotProtection(page.request, true)
    try {
      await open(page, PAGE.en)
      const challenges: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/platform/bot-protection/challenge')) challenges.push(request.url())
      })
      const sent = await fillAndSend(page, page.getByTestId('contact-form'), 'en', 'contact-protected')
      await expect(page.getByTestId('contact-done')).toBeVisible({ timeout: 30_000 })
      expect(challenges).toHaveLength(1)
      await expectBothMails(page, 'en', sent)

      // No challenge to be had: the token goes as null and the server's refusal is shown.
      await page.route('**/platform/bot-protection/challenge', (route) => route.abort())
      await page.getByRole('button', { name: 'Write another message' }).click()
      await fillAndSend(page, page.getByTestId('contact-form'), 'en', 'contact-unprotected')
      await expect(page.getByRole('alert')).toHaveText(
        'We could not verify that you are not a robot. Please try again.',
      )
    } finally {
      await setBotProtection(page.request, false)
    }
  })

  test('without scripts the page’s form posts to the server, which takes it and says so (cs)', async ({ browser }) => {
    test.slow()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await grantConsent(page)
      await asNewSender(page)
      await page.goto(PAGE.cs)
      const form = page.getByTestId('contact-form')
      // Sent empty: the server answers with the fields' messages.
      await form.getByRole('button', { name: TEXT.cs.send }).click()
      await expect(page).toHaveURL(/contact=/)
      await expect(page.getByTestId('contact-form').getByText('Toto pole je povinné.')).toHaveCount(5)
      const sent = await fillAndSend(page, page.getByTestId('contact-form'), 'cs', 'kontakt-bez-skriptu', false)
      await expect(page).toHaveURL(/contact=sent$/)
      await expect(page.getByTestId('contact-done').getByRole('heading', { name: TEXT.cs.thanks })).toBeVisible()
      await expectBothMails(page, 'cs', sent)
    } finally {
      await context.close()
    }
  })
})
