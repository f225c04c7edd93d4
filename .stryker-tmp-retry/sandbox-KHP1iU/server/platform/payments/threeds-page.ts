// @ts-nocheck
import { html } from 'hono/html'
import type { PaymentAttempt } from './store'

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f2ef; color: #1d1d1f; }
  main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #555; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .75rem 1.5rem; border-radius: 8px; border: 2px solid #1d1d1f; cursor: pointer; }
  button[value=complete] { background: #1d1d1f; color: #fff; }
  button:focus-visible { outline: 3px solid #0a6cff; outline-offset: 2px; }`

/** The languages of the page: the shopper's (`shopperLocale` of the payment session), English otherwise. */
export type PageLanguage = 'cs' | 'en'

export const pageLanguageOf = (shopperLocale: string | null | undefined): PageLanguage =>
  shopperLocale?.startsWith('cs') ? 'cs' : 'en'

const TEXTS = {
  en: {
    identify: 'Confirm it is you',
    challenge: 'Verify your payment',
    testPage: '3-D Secure test page',
    intro: "This test page stands in for the card issuer's 3-D Secure check.",
    merchant: 'Merchant',
    amount: 'Amount',
    card: (brand: string, last4: string) => `${brand} ending ${last4}`,
    cardLabel: 'Card',
    complete: 'Complete',
    fail: 'Fail',
  },
  cs: {
    identify: 'Potvrďte, že jste to vy',
    challenge: 'Ověřte platbu',
    testPage: 'testovací stránka 3-D Secure',
    intro: 'Tato testovací stránka zastupuje ověření 3-D Secure vydavatele karty.',
    merchant: 'Obchodník',
    amount: 'Částka',
    card: (brand: string, last4: string) => `${brand} končící ${last4}`,
    cardLabel: 'Karta',
    complete: 'Dokončit',
    fail: 'Zamítnout',
  },
} as const

/** The page's messages after an answer, in both languages. */
export const MESSAGES = {
  unknown: {
    en: ['Unknown verification', 'This 3-D Secure check does not exist.'],
    cs: ['Neznámé ověření', 'Toto ověření 3-D Secure neexistuje.'],
  },
  answered: {
    en: ['Already answered', 'This 3-D Secure check has been answered already.'],
    cs: ['Už zodpovězeno', 'Toto ověření 3-D Secure už bylo zodpovězeno.'],
  },
  choose: {
    en: ['Choose an answer', 'Press Complete or Fail.'],
    cs: ['Vyberte odpověď', 'Stiskněte Dokončit, nebo Zamítnout.'],
  },
  done: { en: ['Done', 'You may close this page.'], cs: ['Hotovo', 'Tuto stránku můžete zavřít.'] },
} as const satisfies Record<string, Record<PageLanguage, readonly [string, string]>>

function formatAmount(attempt: PaymentAttempt, language: PageLanguage): string {
  return new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en', {
    style: 'currency',
    currency: attempt.currency,
  }).format(Number(attempt.amount_value) / 100)
}

/** The stand-in's 3-D Secure page: one form, two buttons, no script. */
export function threeDSPage(attempt: PaymentAttempt, token: string, language: PageLanguage = 'en') {
  const text = TEXTS[language]
  const title = attempt.result_code === 'IdentifyShopper' ? text.identify : text.challenge
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} – ${text.testPage}</title>
        <style>
          ${style}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${text.intro}</p>
          <dl>
            <dt>${text.merchant}</dt>
            <dd>${attempt.merchant_account}</dd>
            <dt>${text.amount}</dt>
            <dd>${formatAmount(attempt, language)}</dd>
            <dt>${text.cardLabel}</dt>
            <dd>${text.card(attempt.card_brand ?? 'card', attempt.card_last4 ?? '')}</dd>
          </dl>
          <form method="post" action="/platform/payments/3ds/${token}">
            <div class="actions">
              <button type="submit" name="outcome" value="complete">${text.complete}</button>
              <button type="submit" name="outcome" value="fail">${text.fail}</button>
            </div>
          </form>
        </main>
      </body>
    </html>`
}

export function messagePage(message: keyof typeof MESSAGES, language: PageLanguage = 'en') {
  const [heading, text] = MESSAGES[message][language]
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${heading}</title>
        <style>
          ${style}
        </style>
      </head>
      <body>
        <main>
          <h1>${heading}</h1>
          <p>${text}</p>
        </main>
      </body>
    </html>`
}
