// @ts-nocheck
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { TEST_CARDS } from './cards'
import { cardPayment, MERCHANT, nextReference, post, RETURN_URL } from './checkout-test-support'
import { ZERO_AMOUNT_MESSAGE } from './errors'

let server: TestServer
const logged: string[] = []

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
  }
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
  vi.restoreAllMocks()
})

const session = (overrides: Record<string, unknown> = {}) => ({
  merchantAccount: MERCHANT,
  reference: nextReference(),
  amount: { value: 129_900, currency: 'CZK' },
  countryCode: 'CZ',
  returnUrl: RETURN_URL,
  shopperLocale: 'cs-CZ',
  ...overrides,
})

describe('the checkout API: sessions and payment methods', () => {
  it('needs the API key and a known merchant account', async () => {
    const noKey = await post(server, '/v71/sessions', session(), { 'content-type': 'application/json' })
    expect(noKey.status).toBe(401)
    expect(noKey.json).toMatchObject({ errorType: 'security', message: 'HTTP Status Response - Unauthorized' })
    const merchant = await post(server, '/v71/sessions', session({ merchantAccount: 'Somebody' }))
    expect(merchant.status).toBe(403)
    expect(merchant.json.message).toBe('Invalid Merchant Account')
  })

  it('opens a session and reports its status', async () => {
    const { status, json } = await post(server, '/v71/sessions', session())
    expect(status).toBe(201)
    expect(json.id).toMatch(/^CS[A-Z0-9]{16}$/)
    expect(typeof json.sessionData).toBe('string')
    expect(json).toMatchObject({
      amount: { value: 129_900, currency: 'CZK' },
      countryCode: 'CZ',
      shopperLocale: 'cs-CZ',
    })
    const state = await fetch(`${server.origin}/platform/payments/v71/sessions/${json.id}`, {
      headers: { 'x-api-key': 'kestrel-local-payments' },
    })
    expect(await state.json()).toEqual({ id: json.id, status: 'active' })
  })

  it('takes payments within a session only for its reference and amount', async () => {
    const opened = await post(server, '/v71/sessions', session())
    const { id, reference, amount } = opened.json as { id: string; reference: string; amount: { value: number } }
    const paid = await post(
      server,
      '/v71/payments',
      cardPayment('4111111111111111', { sessionId: id, reference, amount }),
    )
    expect(paid.json.resultCode).toBe('Authorised')
    const state = await fetch(`${server.origin}/platform/payments/v71/sessions/${id}`, {
      headers: { 'x-api-key': 'kestrel-local-payments' },
    })
    expect((await state.json()).status).toBe('completed')
    const other = await post(
      server,
      '/v71/payments',
      cardPayment('4111111111111111', { sessionId: id, reference, amount: { value: 1, currency: 'CZK' } }),
    )
    expect(other).toMatchObject({
      status: 422,
      json: { message: 'sessionId: the session is for another reference or amount' },
    })
    const unknown = await post(server, '/v71/payments', cardPayment('4111111111111111', { sessionId: 'CSNOPE' }))
    expect(unknown).toMatchObject({ status: 422, json: { message: 'sessionId: no such session' } })
  })

  it('refuses a zero amount with 422: such orders need no payment', async () => {
    for (const path of ['/v71/sessions', '/v71/payments']) {
      const body = path.endsWith('sessions')
        ? session({ amount: { value: 0, currency: 'CZK' } })
        : cardPayment(TEST_CARDS[0]!.number, { amount: { value: 0, currency: 'CZK' } })
      const { status, json } = await post(server, path, body)
      expect(status).toBe(422)
      expect(json.message).toBe(ZERO_AMOUNT_MESSAGE)
    }
  })

  it('answers malformed requests with 400/422 and a message naming the field', async () => {
    expect((await post(server, '/v71/sessions', '{not json')).status).toBe(400)
    const bad = await post(
      server,
      '/v71/sessions',
      session({ countryCode: 'Czechia', returnUrl: 'javascript:alert(1)' }),
    )
    expect(bad.status).toBe(422)
    expect(bad.json.message).toMatch(/countryCode: .*returnUrl: returnUrl must be an http\(s\) URL/)
  })

  it('offers methods per country and amount, and none for a zero amount', async () => {
    const methods = async (countryCode: string, value: number) => {
      const { json } = await post(server, '/v71/paymentMethods', {
        merchantAccount: MERCHANT,
        countryCode,
        amount: { value, currency: 'CZK' },
      })
      return (json.paymentMethods as Array<{ type: string }>).map((method) => method.type)
    }
    expect(await methods('CZ', 249_900)).toEqual(['scheme', 'walletpay', 'paylater'])
    expect(await methods('US', 249_900)).toEqual(['scheme', 'walletpay'])
    expect(await methods('CZ', 5_000)).toEqual(['scheme', 'walletpay'])
    expect(await methods('CZ', 0)).toEqual([])
  })
})

describe('the checkout API: payments with the documented test cards', () => {
  it('reaches every result code with its test card', async () => {
    const reached = new Set<string>()
    for (const card of TEST_CARDS) {
      const { status, json } = await post(server, '/v71/payments', cardPayment(card.number))
      expect(status, card.number).toBe(200)
      expect(json.resultCode, card.number).toBe(card.resultCode)
      expect(json.pspReference).toMatch(/^[A-Z0-9]{16}$/)
      expect(json.paymentMethod).toEqual({ type: 'scheme', brand: card.brand })
      expect(json.additionalData).toEqual({ cardSummary: card.number.slice(-4) })
      if (card.resultCode === 'Refused')
        expect(json).toMatchObject({ refusalReason: 'Refused', refusalReasonCode: '2' })
      if (card.resultCode === 'Error') expect(json.refusalReason).toBe('Acquirer Error')
      const action = json.action as Record<string, string> | undefined
      if (card.resultCode === 'ChallengeShopper' || card.resultCode === 'IdentifyShopper') {
        expect(action).toMatchObject({
          type: 'threeDS2',
          subtype: card.resultCode === 'ChallengeShopper' ? 'challenge' : 'fingerprint',
        })
        expect(action?.url).toBe(`${server.origin}/platform/payments/3ds/${action?.token}`)
      } else {
        expect(action).toBeUndefined()
      }
      reached.add(String(json.resultCode))
    }
    expect([...reached].sort()).toEqual([
      'Authorised',
      'Cancelled',
      'ChallengeShopper',
      'Error',
      'IdentifyShopper',
      'Pending',
      'Received',
      'Refused',
    ])
  })

  it('checks number, expiry and CVC', async () => {
    const luhn = await post(server, '/v71/payments', cardPayment('4111111111111112'))
    expect(luhn).toMatchObject({ status: 422, json: { errorCode: '101', message: 'Invalid card number' } })
    const cvc = await post(
      server,
      '/v71/payments',
      cardPayment('370000000000002', {
        paymentMethod: { type: 'scheme', number: '370000000000002', expiryMonth: '03', expiryYear: '2030', cvc: '737' },
      }),
    )
    expect(cvc).toMatchObject({ status: 422, json: { message: 'CVC is not the right length' } })
    const expired = await post(
      server,
      '/v71/payments',
      cardPayment('4111111111111111', {
        paymentMethod: {
          type: 'scheme',
          number: '4111 1111 1111 1111',
          expiryMonth: '01',
          expiryYear: '2020',
          cvc: '737',
        },
      }),
    )
    expect(expired.json).toMatchObject({ resultCode: 'Refused', refusalReason: 'Expired Card' })
    const other = await post(server, '/v71/payments', cardPayment('5555555555554444'))
    expect(other.json.resultCode).toBe('Refused')
  })
})

async function answer(token: string, outcome: string) {
  return fetch(`${server.origin}/platform/payments/3ds/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  })
}

async function startThreeDS(number: string) {
  const { json } = await post(server, '/v71/payments', cardPayment(number))
  const action = json.action as { token: string; url: string }
  return { payment: json, action }
}

describe('3-D Secure through the stand-in page', () => {
  it('speaks the shopper’s language: Czech for a session of cs-CZ', async () => {
    const opened = await post(server, '/v71/sessions', session())
    const { id, reference, amount } = opened.json as {
      id: string
      reference: string
      amount: { value: number; currency: string }
    }
    const { json } = await post(
      server,
      '/v71/payments',
      cardPayment('4000000000003220', { sessionId: id, reference, amount }),
    )
    const html = await (await fetch((json.action as { url: string }).url)).text()
    expect(html).toContain('<html lang="cs">')
    expect(html).toContain('<h1>Ověřte platbu</h1>')
    expect(html).toContain('visa končící 3220')
    expect(html).toContain('value="complete">Dokončit</button>')
    expect(html).toContain('1\u00a0299,00\u00a0Kč')
    const english = await (await fetch((await startThreeDS('4000000000003220')).action.url)).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('CZK\u00a02,499.00')
  })

  it('shows an accessible page with Complete and Fail', async () => {
    const { action } = await startThreeDS('4000000000003220')
    const page = await fetch(action.url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Verify your payment</h1>')
    expect(html).toContain('visa ending 3220')
    expect(html).toMatch(/<form method="post" action="\/platform\/payments\/3ds\/[\w-]+">/)
    expect(html).toContain('<button type="submit" name="outcome" value="complete">Complete</button>')
    expect(html).toContain('<button type="submit" name="outcome" value="fail">Fail</button>')
    expect((await fetch(`${server.origin}/platform/payments/3ds/no-such-token`)).status).toBe(404)
  })

  it('completes a challenge: back to returnUrl with redirectResult, then details say Authorised', async () => {
    const { payment, action } = await startThreeDS('4000000000003220')
    const early = await post(server, '/v71/payments/details', { details: { threeDSResult: action.token } })
    expect(early.status).toBe(422)

    const back = await answer(action.token, 'complete')
    expect(back.status).toBe(303)
    const location = new URL(back.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test/checkout/payment-result')
    expect(location.searchParams.get('order')).toBe('1')
    const redirectResult = location.searchParams.get('redirectResult') ?? ''

    const details = await post(server, '/v71/payments/details', { details: { redirectResult } })
    expect(details.json).toMatchObject({
      resultCode: 'Authorised',
      pspReference: payment.pspReference,
      merchantReference: payment.merchantReference,
    })
    const again = await post(server, '/v71/payments/details', { details: { redirectResult } })
    expect(again.status).toBe(422)
    expect(again.json.message).toMatch(/already been used/)
    expect((await answer(action.token, 'fail')).status).toBe(409)
  })

  it('fails an identification: details say Refused', async () => {
    const { action } = await startThreeDS('4000000000003063')
    const page = await (await fetch(action.url)).text()
    expect(page).toContain('<h1>Confirm it is you</h1>')
    expect((await answer(action.token, 'maybe')).status).toBe(400)
    const back = await answer(action.token, 'fail')
    const redirectResult = new URL(back.headers.get('location') ?? '').searchParams.get('redirectResult')
    const details = await post(server, '/v71/payments/details', { details: { redirectResult } })
    expect(details.json).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' })
    const unknown = await post(server, '/v71/payments/details', { details: { redirectResult: 'forged' } })
    expect(unknown.status).toBe(422)
  })
})

describe('wallet and pay later', () => {
  const walletPayment = (
    grant: { walletPayload: string; walletSignature: string },
    reference: string,
    value = 99_900,
  ) => ({
    merchantAccount: MERCHANT,
    reference,
    amount: { value, currency: 'CZK' },
    returnUrl: RETURN_URL,
    paymentMethod: { type: 'walletpay', ...grant },
  })

  it('pays with the pay button when its signature verifies', async () => {
    const reference = nextReference()
    const { json: grant } = await post(server, '/v71/walletpay/signature', {
      merchantAccount: MERCHANT,
      reference,
      amount: { value: 99_900, currency: 'CZK' },
    })
    const signed = grant as { walletPayload: string; walletSignature: string }
    const paid = await post(server, '/v71/payments', walletPayment(signed, reference))
    expect(paid.json).toMatchObject({
      resultCode: 'Authorised',
      paymentMethod: { type: 'walletpay', brand: 'walletpay' },
    })

    const forged = await post(
      server,
      '/v71/payments',
      walletPayment(
        { ...signed, walletSignature: signed.walletSignature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
        reference,
      ),
    )
    expect(forged).toMatchObject({ status: 422, json: { message: 'Invalid wallet signature' } })
    const otherAmount = await post(server, '/v71/payments', walletPayment(signed, reference, 1_000))
    expect(otherAmount).toMatchObject({
      status: 422,
      json: { message: 'Wallet signature does not cover this payment' },
    })
  })

  it('pays later where offered, and refuses elsewhere', async () => {
    const base = {
      merchantAccount: MERCHANT,
      amount: { value: 249_900, currency: 'CZK' },
      returnUrl: RETURN_URL,
      paymentMethod: { type: 'paylater' },
    }
    const cz = await post(server, '/v71/payments', { ...base, reference: nextReference(), countryCode: 'CZ' })
    expect(cz.json.resultCode).toBe('Authorised')
    const us = await post(server, '/v71/payments', { ...base, reference: nextReference(), countryCode: 'US' })
    expect(us).toMatchObject({
      status: 422,
      json: { message: 'Pay later is not available for this country or amount' },
    })
  })
})

describe('card numbers stay out of storage and logs', () => {
  it('keeps only brand and last four digits', async () => {
    const { json } = await post(server, '/v71/payments', cardPayment('5555341244441115'))
    const db = server.database.db
    const row = await sql<{
      card_brand: string
      card_last4: string
    }>`select card_brand, card_last4 from payment_attempts where psp_reference = ${String(json.pspReference)}`.execute(
      db,
    )
    expect(row.rows).toEqual([{ card_brand: 'mc', card_last4: '1115' }])
  })

  it('finds no card number in any table of the database, nor in the logs', async () => {
    const db = server.database.db
    const tables = await sql<{
      table_name: string
    }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
      db,
    )
    expect(tables.rows.map((table) => table.table_name)).toContain('payment_attempts')
    const numbers = [...TEST_CARDS.map((card) => card.number), '4111111111111112', '5555555555554444']
    for (const { table_name } of tables.rows) {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(table_name)} t`.execute(db)
      const dump = rows.rows
        .map((row) => row.row)
        .join('\n')
        .replace(/\s/g, '')
      for (const number of numbers) expect(dump.includes(number), `${number} in ${table_name}`).toBe(false)
    }
    const logs = logged.join('\n').replace(/\s/g, '')
    for (const number of numbers) expect(logs.includes(number)).toBe(false)
  })
})
