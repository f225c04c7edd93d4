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

function formatAmount(attempt: PaymentAttempt): string {
  return `${(Number(attempt.amount_value) / 100).toFixed(2)} ${attempt.currency}`
}

/** The stand-in's 3-D Secure page: one form, two buttons, no script. */
export function threeDSPage(attempt: PaymentAttempt, token: string) {
  const title = attempt.result_code === 'IdentifyShopper' ? 'Confirm it is you' : 'Verify your payment'
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – 3-D Secure test page</title><style>${style}</style></head>
<body><main>
<h1>${title}</h1>
<p>This test page stands in for the card issuer's 3-D Secure check.</p>
<dl>
  <dt>Merchant</dt><dd>${attempt.merchant_account}</dd>
  <dt>Amount</dt><dd>${formatAmount(attempt)}</dd>
  <dt>Card</dt><dd>${attempt.card_brand ?? 'card'} ending ${attempt.card_last4 ?? ''}</dd>
</dl>
<form method="post" action="/platform/payments/3ds/${token}">
  <div class="actions">
    <button type="submit" name="outcome" value="complete">Complete</button>
    <button type="submit" name="outcome" value="fail">Fail</button>
  </div>
</form>
</main></body></html>`
}

export function messagePage(heading: string, text: string) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${heading}</title><style>${style}</style></head>
<body><main><h1>${heading}</h1><p>${text}</p></main></body></html>`
}
