import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { sql } from 'kysely'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { CONTACT_THROTTLE } from '../../server/api/contact/contact.routes'
import { formTokenFor } from '../../server/web/forms/form-token'
import { waitForMail } from '../support/mailbox'
import { startTestServer, type TestServer } from '../support/server'

/**
 * `POST /api/contact` (spec 3.17) over HTTP on a seeded database with the mail running: a request is
 * stored, mailed to customer service and confirmed to the shopper in their language; bad fields, a
 * failed bot protection and too many requests from one address are refused with a message.
 */
let server: TestServer
/** Each test writes from its own address (the server trusts one proxy), so the throttle counts it alone. */
let nextAddress = 10
const fromNewAddress = () => `203.0.113.${nextAddress++}`

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder], mail: true, env: { TRUSTED_PROXY_HOPS: '1' } })
}, 120_000)
afterAll(() => server?.close())

const valid = {
  email: 'petra.kralova@example.com',
  firstName: 'Petra',
  lastName: 'Králová',
  phone: '+420 777123456',
  myQuestion: 'laceRequest',
  orderNumber: 'ke260000101',
  comment: 'Dobrý den,\nprosím o náhradní tkaničky k polobotkám Kite.',
  locale: 'cs-CZ',
}

async function send(body: Record<string, unknown>, address = fromNewAddress()) {
  const response = await fetch(`${server.origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as { data?: { reference: string }; error?: string; code?: string },
    headers: response.headers,
  }
}

async function setBotProtection(on: boolean) {
  await sql`UPDATE content_entries SET document = jsonb_set(document::jsonb, '{marketFeatures,hasBotProtection}', ${JSON.stringify(on)}::jsonb)
    WHERE key = 'site-settings'`.execute(server.database.db)
}

async function botProtectionToken(): Promise<string> {
  const challenge = (await (await fetch(`${server.origin}/platform/bot-protection/challenge`)).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

describe('POST /api/contact', () => {
  it('stores a request and mails it to customer service and, in Czech, to the shopper', async () => {
    const { status, body } = await send(valid)
    expect(status).toBe(201)
    const reference = body.data!.reference
    const stored = await sql<{ email: string; topic: string; order_number: string; comment: string }>`
      SELECT email, topic, order_number, comment FROM api_contact_requests WHERE id = ${reference}`.execute(
      server.database.db,
    )
    expect(stored.rows).toEqual([
      { email: valid.email, topic: 'laceRequest', order_number: 'KE260000101', comment: valid.comment },
    ])
    const toService = await waitForMail(server.origin, 'servis@kestrel.example', /Petra Králová/)
    expect(toService.subject).toBe('Kontaktní formulář: Žádost o tkaničky (Petra Králová)')
    expect(toService.text).toContain(reference)
    expect(toService.text).toContain('náhradní tkaničky')
    expect(toService.text).toContain('+420 777123456')
    const confirmation = await waitForMail(server.origin, valid.email, /přijali/)
    expect(confirmation.subject).toBe('Váš dotaz jsme přijali')
    expect(confirmation.text).toContain('Dobrý den, Petra,')
    expect(confirmation.html).toContain('KE260000101')
  })

  it('confirms in English to a shopper who wrote in English', async () => {
    const email = 'john.walker@example.com'
    const { status } = await send({ ...valid, email, firstName: 'John', locale: 'en', phone: '', orderNumber: '' })
    expect(status).toBe(201)
    const confirmation = await waitForMail(server.origin, email, /received/)
    expect(confirmation.subject).toBe('We have received your question')
    expect(confirmation.text).toContain('Hello John,')
    expect(confirmation.text).not.toContain('Order number')
    const toService = await waitForMail(server.origin, 'servis@kestrel.example', /John Králová/)
    expect(toService.text).toContain('Jazyk zákazníka: angličtina')
  })

  it('refuses bad fields with a message naming them', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...valid, email: 'not-an-email' }, /email: not a valid email address/],
      [{ ...valid, email: `${'a'.repeat(60)}@example.com` }, /email: at most 70/],
      [{ ...valid, firstName: 'x'.repeat(26) }, /firstName: at most 25/],
      [{ ...valid, lastName: '  ' }, /lastName: required/],
      [{ ...valid, phone: '1'.repeat(16) }, /phone: at most 15/],
      [{ ...valid, phone: 'call me' }, /phone: digits/],
      [{ ...valid, myQuestion: 'gossip' }, /myQuestion: one of/],
      [{ ...valid, orderNumber: 'KE 123' }, /orderNumber: letters/],
      [{ ...valid, comment: 'x'.repeat(1001) }, /comment: at most 1000/],
      [{ ...valid, comment: '' }, /comment: required/],
      [{ ...valid, locale: 'de' }, /locale/],
      [{ ...valid, extra: true }, /extra|Unrecognized/i],
    ]
    for (const [body, message] of cases) {
      const answer = await send(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error).toMatch(message)
    }
  })

  it('refuses a cross-site post', async () => {
    const response = await fetch(`${server.origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(valid),
    })
    expect(response.status).toBe(403)
  })

  it('with the market’s bot protection on, needs a verified token', async () => {
    await setBotProtection(true)
    try {
      const missing = await send({ ...valid, altchaToken: null })
      expect(missing.status).toBe(400)
      expect(missing.body).toEqual({
        error: 'Bot protection verification failed. Please try again.',
        code: 'bot_protection_failed',
      })
      expect((await send({ ...valid, altchaToken: 'bm90IGEgc29sdXRpb24=' })).status).toBe(400)
      const token = await botProtectionToken()
      expect((await send({ ...valid, altchaToken: token })).status).toBe(201)
      // A solved challenge is spent once.
      expect((await send({ ...valid, altchaToken: token })).status).toBe(400)
    } finally {
      await setBotProtection(false)
    }
  })

  it(`answers 429 after ${CONTACT_THROTTLE.limit} requests from one address in its window`, async () => {
    const address = fromNewAddress()
    for (let i = 0; i < CONTACT_THROTTLE.limit; i++) expect((await send(valid, address)).status).toBe(201)
    const refused = await send(valid, address)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toBe('Too many messages from this address. Please try again later.')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address still gets through.
    expect((await send(valid)).status).toBe(201)
  })

  describe('the plain-HTML form (before or without scripts)', () => {
    const formCookie = randomBytes(32).toString('base64url')
    const postForm = (fields: Record<string, string>, back = '/en/customer-service/contact') =>
      fetch(`${server.origin}/forms/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `kestrel_form=${formCookie}`,
          'x-forwarded-for': fromNewAddress(),
        },
        body: new URLSearchParams({ ...fields, csrf: formTokenFor('kestrel-local', formCookie), back }).toString(),
      })

    it('takes a request and sends the browser back to the page, which says so; both mails go out', async () => {
      const email = 'plain.form@example.com'
      const response = await postForm({ ...valid, email })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/en/customer-service/contact?contact=sent')
      expect((await waitForMail(server.origin, email, /received/)).text).toContain('Hello Petra,')
    })

    it('sends the fields’ errors back as a flag, and the refusals of the API as theirs', async () => {
      const invalid = await postForm({ ...valid, email: 'nope', comment: '' })
      expect(invalid.status).toBe(303)
      expect(decodeURIComponent(invalid.headers.get('location')!)).toBe(
        '/en/customer-service/contact?contact=email:email|comment:required',
      )
      await setBotProtection(true)
      try {
        const refused = await postForm(valid)
        expect(refused.headers.get('location')).toBe('/en/customer-service/contact?contact=botProtection')
      } finally {
        await setBotProtection(false)
      }
    })
  })
})
