import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commerceCatalogSeeder } from '../../server/platform/commerce/catalog.seed'
import { LOCAL_DOCUMENTS_API_KEY } from '../../server/platform/documents/documents.config'
import { LOCAL_LOYALTY_API_KEY } from '../../server/platform/loyalty/loyalty.config'
import { LOCAL_MAIL_CATCHER_API_KEY } from '../../server/platform/mail/mail.config'
import type { MailCatcherTables } from '../../server/platform/mail/mail.tables'
import { loyaltyMembers, loyaltySeeder } from '../../server/platform/loyalty/loyalty.seed'
import { LOCAL_PAYMENTS_MANAGEMENT_API_KEY } from '../../server/platform/payments/management.config'
import { LOCAL_PAYMENTS } from '../../server/platform/payments/payments.config'
import type { PaymentTables } from '../../server/platform/payments/tables'
import { LOCAL_REVIEWS_API_KEY } from '../../server/platform/reviews/reviews.config'
import { LOCAL_SUPPORT_CHAT_API_KEY } from '../../server/platform/support-chat/support-chat.routes'
import { startTestServer, type TestServer } from '../support/server'
import { postedOrderSummary as posted } from '../../server/platform/documents/testing'
import { guest } from './shopper'

/**
 * An outsider attacks every stand-in that holds personal data or money, over HTTP: with no
 * credentials, a wrong key, a shopper's own guest token, and (last) the service's key. Only
 * the key gets in; a refused write changes nothing.
 */

let server: TestServer
let guestToken: string
const MERCHANT = LOCAL_PAYMENTS.merchantAccounts[0] ?? ''
const member = loyaltyMembers()[1]!
const ORDER = 'KE260000101'
const WRONG = 'not-the-key-of-this-service-0123'
const CLIENT = `Basic ${btoa('kestrel-local:kestrel-local')}`

type Headers = Record<string, string>
type Credential = 'none' | 'wrong key' | 'guest token' | 'right key'
const REFUSED: readonly Credential[] = ['none', 'wrong key', 'guest token']

interface Target {
  route: string
  /** The service's own credential, as its real API takes it. */
  key: Headers
  wrong: Headers
  send(headers: Headers): Promise<Response>
  accepted: number
  /** Something the route would change, read back after a refused call. */
  state?: () => Promise<unknown>
}

const call = (method: string, path: string, headers: Headers, body?: unknown) =>
  fetch(`${server.origin}/platform${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
const apiKey = (key: string) => ({ key: { 'x-api-key': key }, wrong: { 'x-api-key': WRONG } })

const loyaltyState = async () =>
  (await (
    await call('GET', `/loyalty/members/${member.customer_number}`, { 'x-api-key': LOCAL_LOYALTY_API_KEY })
  ).json()) as unknown
const webhookState = () =>
  server.database.db.withTables<PaymentTables>().selectFrom('payment_webhooks').selectAll().execute()
let pendingReview = ''
const REVIEWED = '999997'
const reviewState = async () =>
  (await (await call('GET', `/reviews/products/${REVIEWED}/summary`, {})).json()) as unknown

/** Whether a fault is armed: the next GraphQL call answers with it. */
async function faultArmed(): Promise<boolean> {
  const response = await call(
    'POST',
    '/commerce/kestrel/graphql',
    { authorization: `Bearer ${guestToken}` },
    { query: '{ me { id } }' },
  )
  return response.status >= 500
}

/** The caught mails (their subjects), read with the catcher's key after a refused call. */
const mailState = async () =>
  (await (await call('GET', '/mail/api/v1/messages', { 'x-api-key': LOCAL_MAIL_CATCHER_API_KEY })).json()) as unknown
let caughtMail = ''

const targets: Target[] = [
  {
    route: 'GET /mail',
    ...apiKey(LOCAL_MAIL_CATCHER_API_KEY),
    send: (h) => call('GET', '/mail', h),
    accepted: 200,
  },
  {
    route: 'GET /mail/messages/{id}',
    ...apiKey(LOCAL_MAIL_CATCHER_API_KEY),
    send: (h) => call('GET', `/mail/messages/${caughtMail}`, h),
    accepted: 200,
  },
  {
    route: 'GET /mail/api/v1/messages',
    ...apiKey(LOCAL_MAIL_CATCHER_API_KEY),
    send: (h) => call('GET', '/mail/api/v1/messages', h),
    accepted: 200,
  },
  {
    route: 'GET /mail/api/v1/message/{id}',
    ...apiKey(LOCAL_MAIL_CATCHER_API_KEY),
    send: (h) => call('GET', `/mail/api/v1/message/${caughtMail}`, h),
    accepted: 200,
  },
  {
    route: 'DELETE /mail/api/v1/messages',
    ...apiKey(LOCAL_MAIL_CATCHER_API_KEY),
    send: (h) => call('DELETE', '/mail/api/v1/messages', h),
    accepted: 200,
    state: mailState,
  },
  {
    route: 'GET /documents/orders/{n}.pdf',
    ...apiKey(LOCAL_DOCUMENTS_API_KEY),
    send: (h) => call('GET', `/documents/orders/${ORDER}.pdf`, h),
    accepted: 200,
  },
  {
    route: 'POST /documents/orders/{n}.pdf',
    ...apiKey(LOCAL_DOCUMENTS_API_KEY),
    send: (h) => call('POST', '/documents/orders/KE-OUTSIDER-1.pdf', h, posted),
    accepted: 200,
  },
  {
    route: 'GET /loyalty/members?email=',
    ...apiKey(LOCAL_LOYALTY_API_KEY),
    send: (h) => call('GET', `/loyalty/members?email=${encodeURIComponent(member.email)}`, h),
    accepted: 200,
  },
  {
    route: 'GET /loyalty/members/{n}',
    ...apiKey(LOCAL_LOYALTY_API_KEY),
    send: (h) => call('GET', `/loyalty/members/${member.customer_number}`, h),
    accepted: 200,
  },
  {
    route: 'GET /loyalty/members/{n}/transactions',
    ...apiKey(LOCAL_LOYALTY_API_KEY),
    send: (h) => call('GET', `/loyalty/members/${member.customer_number}/transactions`, h),
    accepted: 200,
  },
  {
    route: 'POST /loyalty/members/{n}/transactions',
    ...apiKey(LOCAL_LOYALTY_API_KEY),
    send: (h) =>
      call('POST', `/loyalty/members/${member.customer_number}/transactions`, h, {
        type: 'Earn',
        points: 50_000,
        orderNumber: 'KE260009990',
      }),
    accepted: 201,
    state: loyaltyState,
  },
  {
    route: 'PATCH /reviews/reviews/{id}',
    ...apiKey(LOCAL_REVIEWS_API_KEY),
    send: (h) => call('PATCH', `/reviews/reviews/${pendingReview}`, h, { status: 'approved' }),
    accepted: 200,
    state: reviewState,
  },
  {
    route: 'POST /support-chat/token',
    ...apiKey(LOCAL_SUPPORT_CHAT_API_KEY),
    send: (h) => call('POST', '/support-chat/token', h, { name: 'Petr Svoboda', email: member.email }),
    accepted: 200,
  },
  {
    route: 'GET /support-chat/console',
    ...apiKey(LOCAL_SUPPORT_CHAT_API_KEY),
    send: (h) => call('GET', '/support-chat/console', h),
    accepted: 200,
  },
  {
    route: 'POST /support-chat/console/token',
    ...apiKey(LOCAL_SUPPORT_CHAT_API_KEY),
    send: (h) => call('POST', '/support-chat/console/token', h),
    accepted: 200,
  },
  {
    route: 'PUT /support-chat/availability',
    ...apiKey(LOCAL_SUPPORT_CHAT_API_KEY),
    send: (h) => call('PUT', '/support-chat/availability', h, { mode: 'schedule' }),
    accepted: 200,
    state: async () => (await (await call('GET', '/support-chat/availability', {})).json()) as unknown,
  },
  {
    route: 'POST /payments/management/v3/merchants/{m}/webhooks',
    ...apiKey(LOCAL_PAYMENTS_MANAGEMENT_API_KEY),
    send: (h) =>
      call('POST', `/payments/management/v3/merchants/${MERCHANT}/webhooks`, h, {
        url: 'http://127.0.0.1:9/hooks',
        active: false,
      }),
    accepted: 200,
    state: webhookState,
  },
  {
    route: 'POST /payments/management/v3/merchants/{m}/webhooks/{id}/generateHmac',
    ...apiKey(LOCAL_PAYMENTS_MANAGEMENT_API_KEY),
    send: (h) =>
      call('POST', `/payments/management/v3/merchants/${MERCHANT}/webhooks/WBHK-${MERCHANT}/generateHmac`, h, {}),
    accepted: 200,
    state: webhookState,
  },
  {
    route: 'POST /commerce/faults',
    key: { authorization: CLIENT },
    wrong: { authorization: `Basic ${btoa(`kestrel-local:${WRONG}`)}` },
    send: (h) => call('POST', '/commerce/faults', h, { answer: 503, count: 1 }),
    accepted: 200,
    state: faultArmed,
  },
  {
    // The fulfilment simulation's operator move: the client's key reaches the handler (an order number
    // nobody placed answers 404 there), everyone else stops at the guard.
    route: 'POST /commerce/orders/{n}/fulfilment',
    key: { authorization: CLIENT },
    wrong: { authorization: `Basic ${btoa(`kestrel-local:${WRONG}`)}` },
    send: (h) => call('POST', '/commerce/orders/KCZ404404/fulfilment', h, { step: 'delivered' }),
    accepted: 404,
  },
  {
    route: 'POST /commerce/orders/{n}/fulfilment (partlyDelivered)',
    key: { authorization: CLIENT },
    wrong: { authorization: `Basic ${btoa(`kestrel-local:${WRONG}`)}` },
    send: (h) => call('POST', '/commerce/orders/KCZ404404/fulfilment', h, { step: 'partlyDelivered' }),
    accepted: 404,
  },
  // The warehouse's return steps on the same endpoint, each for one parcel: guarded the same way.
  ...(['returned', 'backInStock', 'unusable', 'nonRefundable'] as const).map((step): Target => ({
    route: `POST /commerce/orders/{n}/fulfilment (${step})`,
    key: { authorization: CLIENT },
    wrong: { authorization: `Basic ${btoa(`kestrel-local:${WRONG}`)}` },
    send: (h) => call('POST', '/commerce/orders/KCZ404404/fulfilment', h, { step, returnTrackingId: 'Z0123456789' }),
    accepted: 404,
  })),
  {
    route: 'DELETE /commerce/faults',
    key: { authorization: CLIENT },
    wrong: { authorization: `Basic ${btoa(`kestrel-local:${WRONG}`)}` },
    // A fault armed by the client stays armed while outsiders try to clear it.
    send: (h) => call('DELETE', '/commerce/faults', h),
    accepted: 200,
  },
]

const headersFor = (target: Target, credential: Credential): Headers =>
  credential === 'none'
    ? {}
    : credential === 'wrong key'
      ? target.wrong
      : credential === 'guest token'
        ? { authorization: `Bearer ${guestToken}` }
        : target.key

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder, loyaltySeeder] })
  guestToken = (await guest(server.origin)).token
  // A review anyone may submit; it waits for moderation.
  const review = await call(
    'POST',
    `/reviews/products/${REVIEWED}/reviews`,
    {},
    { locale: 'en', rating: 1, title: 'Planted', body: 'An outsider wants this approved.', author: 'Mallory' },
  )
  expect(review.status).toBe(202)
  pendingReview = ((await review.json()) as { id: string }).id
  // A caught mail holding a member's address and a password-reset link.
  caughtMail = randomUUID()
  await server.database.db
    .withTables<MailCatcherTables>()
    .insertInto('mail_catcher_messages')
    .values({
      id: caughtMail,
      envelope_from: 'obchod@kestrel.example',
      envelope_to: JSON.stringify([member.email]) as unknown as string[],
      message_id: null,
      from_header: 'Kestrel <obchod@kestrel.example>',
      to_header: member.email,
      subject: 'Obnovení hesla k účtu Kestrel',
      html: null,
      text: 'https://kestrel.example/obnoveni-hesla?token=planted',
      size: 100,
    })
    .execute()
})
afterAll(() => server.close())

describe('stand-ins holding personal data or money refuse outsiders', () => {
  for (const target of targets) {
    it(`${target.route}: refuses no credentials, a wrong key and a shopper's guest token; serves the right key`, async () => {
      for (const credential of REFUSED) {
        if (target.route === 'DELETE /commerce/faults') {
          expect(
            (await call('POST', '/commerce/faults', { authorization: CLIENT }, { answer: 503, count: 1 })).status,
          ).toBe(200)
        }
        const before = await target.state?.()
        const response = await target.send(headersFor(target, credential))
        expect([401, 403], `${credential} → ${response.status}`).toContain(response.status)
        const body = (await response.json()) as Record<string, unknown>
        expect(JSON.stringify(body)).not.toContain(member.email)
        expect(body).not.toHaveProperty('token')
        expect(body).not.toHaveProperty('hmacKey')
        expect(body).not.toHaveProperty('balance')
        if (target.state) expect(await target.state(), `${credential} changed something`).toEqual(before)
        if (target.route === 'DELETE /commerce/faults')
          expect(await faultArmed(), `${credential} cleared the fault`).toBe(true)
      }

      if (target.route === 'DELETE /commerce/faults') {
        expect(
          (await call('POST', '/commerce/faults', { authorization: CLIENT }, { answer: 503, count: 1 })).status,
        ).toBe(200)
      }
      const response = await target.send(target.key)
      expect(response.status).toBe(target.accepted)
      if (target.route === 'POST /commerce/faults' || target.route === 'DELETE /commerce/faults') {
        expect(await faultArmed()).toBe(target.route === 'POST /commerce/faults')
      }
      if (target.route === 'PATCH /reviews/reviews/{id}') expect(await reviewState()).toMatchObject({ count: 1 })
    })
  }

  it('keeps the wrong answers in each service’s own error shape', async () => {
    expect(await (await call('GET', `/loyalty/members/${member.customer_number}`, {})).json()).toEqual({
      error: expect.stringMatching(/API key/),
    })
    expect(
      await (
        await call('POST', `/payments/management/v3/merchants/${MERCHANT}/webhooks`, {}, { url: 'http://127.0.0.1:9/' })
      ).json(),
    ).toMatchObject({
      status: 401,
      errorType: 'security',
    })
    expect(await (await call('POST', '/commerce/faults', {}, { answer: 503 })).json()).toMatchObject({
      statusCode: 401,
      error: 'invalid_token',
    })
  })

  it('takes the checkout key for checkout, not for the management API', async () => {
    const response = await call(
      'POST',
      `/payments/management/v3/merchants/${MERCHANT}/webhooks`,
      { 'x-api-key': LOCAL_PAYMENTS.apiKey },
      { url: 'http://127.0.0.1:9/' },
    )
    expect(response.status).toBe(401)
  })
})

describe('fault injection', () => {
  it('refuses text/plain (a cross-site simple post) even with the client credentials, and arms nothing', async () => {
    const response = await fetch(`${server.origin}/platform/commerce/faults`, {
      method: 'POST',
      headers: { authorization: CLIENT, 'content-type': 'text/plain' },
      body: JSON.stringify({ answer: 503, count: 1 }),
    })
    expect(response.status).toBe(415)
    expect(await faultArmed()).toBe(false)
    const form = await fetch(`${server.origin}/platform/commerce/faults`, {
      method: 'POST',
      body: new URLSearchParams({ answer: '503' }),
    })
    expect(form.status).toBe(401)
  })

  it('takes a manage_project bearer token of the API client, not a shopper’s', async () => {
    const token = await fetch(`${server.origin}/platform/auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    const { access_token: serverToken } = (await token.json()) as { access_token: string }
    expect((await call('DELETE', '/commerce/faults', { authorization: `Bearer ${serverToken}` })).status).toBe(200)
    expect((await call('DELETE', '/commerce/faults', { authorization: `Bearer ${guestToken}` })).status).toBe(403)
    expect((await call('DELETE', '/commerce/faults', { authorization: 'Bearer made-up-token' })).status).toBe(401)
  })
})
