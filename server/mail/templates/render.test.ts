import { describe, expect, it } from 'vitest'
import { renderMail } from './render'

const link = { url: 'https://kestrel.example/registrace/ověření?token=Zm9v-YmFy_1', firstName: 'Jana', validHours: 24 }
const order = {
  orderNumber: 'KCZ260000123',
  firstName: 'Petr',
  lines: [
    {
      name: 'Dámské boty Kite',
      sku: '1000010138',
      quantity: 1,
      total: { centAmount: 249900, currencyCode: 'CZK', fractionDigits: 2 },
    },
    {
      name: 'Krém na obuv',
      sku: '1000020238',
      quantity: 2,
      total: { centAmount: 39850, currencyCode: 'CZK', fractionDigits: 2 },
    },
  ],
  shipping: { name: 'Home delivery', price: { centAmount: 0, currencyCode: 'CZK', fractionDigits: 2 } },
  total: { centAmount: 289750, currencyCode: 'CZK', fractionDigits: 2 },
  vat: { centAmount: 50287, currencyCode: 'CZK', fractionDigits: 2 },
}
/** What a reader sees of an HTML part: its text, entities decoded, without tags. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

describe('mail templates', () => {
  it('email verification in Czech and English: the link in the button, as text, and in the plain-text part', () => {
    const cs = renderMail({ kind: 'email-verification', props: link }, 'cs-CZ')
    expect(cs.subject).toBe('Ověřte svůj e-mail pro účet Kestrel')
    expect(cs.html).toMatch(/^<!DOCTYPE html><html lang="cs-CZ">/)
    expect(cs.html).toContain(`href="${link.url}"`)
    expect(visible(cs.html)).toContain('Dobrý den, Jana,')
    expect(visible(cs.html)).toContain('Ověřit e-mail')
    expect(cs.text).toContain(`Ověřit e-mail: ${link.url}`)
    expect(cs.text).toContain('Odkaz platí 24 h.')
    expect(cs.text).not.toMatch(/<[a-z]/)

    const en = renderMail({ kind: 'email-verification', props: link }, 'en')
    expect(en.subject).toBe('Verify your email for your Kestrel account')
    expect(en.html).toMatch(/<html lang="en">/)
    expect(visible(en.html)).toContain('Hello Jana,')
    expect(en.text).toContain(`Verify email: ${link.url}`)
    expect(en.text).toContain('The link is valid for 24 hours.')
  })

  it('password reset in both languages, greeting without a name', () => {
    const props = { ...link, firstName: null, validHours: 2 }
    const cs = renderMail({ kind: 'password-reset', props }, 'cs-CZ')
    expect(cs.subject).toBe('Obnovení hesla k účtu Kestrel')
    expect(cs.text).toContain('Dobrý den,\n')
    expect(cs.text).toContain(`Nastavit nové heslo: ${props.url}`)
    expect(cs.text).toContain('Odkaz platí 2 h a lze jej použít jen jednou.')
    const en = renderMail({ kind: 'password-reset', props }, 'en')
    expect(en.subject).toBe('Reset the password of your Kestrel account')
    expect(visible(en.html)).toContain('Set a new password')
    expect(en.text).toContain('Hello,\n')
  })

  it('order confirmation: order number, lines, delivery and totals in the locale’s money format', () => {
    const cs = renderMail({ kind: 'order-confirmation', props: order }, 'cs-CZ')
    expect(cs.subject).toBe('Potvrzení objednávky KCZ260000123')
    const shown = visible(cs.html).replace(/\u00a0/g, ' ')
    expect(shown).toContain('Číslo objednávky: KCZ260000123')
    expect(shown).toContain('Dámské boty Kite')
    expect(shown).toContain('2 499 Kč')
    expect(shown).toContain('398,50 Kč')
    expect(shown).toContain('Doprava: Home delivery Zdarma')
    expect(shown).toContain('Celkem 2 897,50 Kč')
    expect(shown).toContain('z toho DPH 502,87 Kč')
    const text = cs.text.replace(/\u00a0/g, ' ')
    expect(text).toContain('1 × Dámské boty Kite (1000010138): 2 499 Kč')
    expect(text).toContain('2 × Krém na obuv (1000020238): 398,50 Kč')
    expect(text).toContain('Celkem: 2 897,50 Kč')

    const en = renderMail({ kind: 'order-confirmation', props: order }, 'en')
    expect(en.subject).toBe('Order confirmation KCZ260000123')
    const enText = en.text.replace(/\u00a0/g, ' ')
    expect(enText).toContain('Order number: KCZ260000123')
    expect(enText).toContain('2 × Krém na obuv (1000020238): CZK 398.50')
    expect(enText).toContain('Total: CZK 2,897.50')
    expect(enText).toContain('Delivery: Home delivery: Free')
  })

  it('escapes what it shows: a name cannot add markup to the HTML part', () => {
    const html = renderMail(
      { kind: 'email-verification', props: { ...link, firstName: '<img src=x onerror=alert(1)>' } },
      'en',
    ).html
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
  it('ready for collection in Czech and English: the order number and the store it waits in', () => {
    const props = {
      orderNumber: 'KCZ260000124',
      firstName: 'Eva',
      store: { name: 'Kestrel Praha Chodov', address: 'Roztylská 2321/19, 14800 Praha' },
    }
    const cs = renderMail({ kind: 'collection-ready', props }, 'cs-CZ')
    expect(cs.subject).toBe('Objednávka KCZ260000124 je připravena k vyzvednutí')
    expect(cs.html).toMatch(/^<!DOCTYPE html><html lang="cs-CZ">/)
    expect(visible(cs.html)).toContain('Dobrý den, Eva,')
    expect(visible(cs.html)).toContain('Kestrel Praha Chodov')
    expect(cs.text).toContain('Prodejna: Kestrel Praha Chodov, Roztylská 2321/19, 14800 Praha')
    const en = renderMail({ kind: 'collection-ready', props: { ...props, firstName: null } }, 'en')
    expect(en.subject).toBe('Order KCZ260000124 is ready for collection')
    expect(visible(en.html)).toContain('Hello,')
    expect(en.text).toContain('Order number: KCZ260000124')
    expect(en.text).toContain('Store: Kestrel Praha Chodov')
  })
})

describe('the contact form’s mails', () => {
  const request = {
    reference: '0f8e2b1c-8d3a-4c55-9a0e-6f1d2c3b4a59',
    shopperLocale: 'en' as const,
    email: 'john.walker@example.com',
    firstName: 'John',
    lastName: 'Walker',
    phone: '',
    topic: 'warranty' as const,
    orderNumber: 'KE260000101',
    comment: 'The sole came off <script>alert(1)</script>\nafter a week.',
  }

  it('tells customer service everything in Czech, with the shopper’s language, leaving out empty fields', () => {
    const mail = renderMail({ kind: 'contact-request', props: request }, 'cs-CZ')
    expect(mail.subject).toBe('Kontaktní formulář: Reklamace a záruka (John Walker)')
    expect(mail.text).toContain('Jazyk zákazníka: angličtina')
    expect(mail.text).toContain('Číslo objednávky: KE260000101')
    expect(mail.text).not.toContain('Telefon')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;')
  })

  it('confirms to the shopper in their language, greeting them by name', () => {
    const mail = renderMail({ kind: 'contact-confirmation', props: request }, 'en')
    expect(mail.subject).toBe('We have received your question')
    expect(mail.text).toContain('Hello John,')
    expect(mail.text).toContain(request.reference)
    expect(mail.text).toContain('after a week.')
    expect(mail.text).not.toContain('Shopper’s language')
  })
})
