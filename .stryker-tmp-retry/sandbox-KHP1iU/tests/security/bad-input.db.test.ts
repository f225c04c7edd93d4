// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { startTestServer, type TestServer } from '../support/server'
import { databaseFingerprint } from './fingerprint'
import { api, guest } from './shopper'

/** The inputs that once answered 5xx, each answered now with a 4xx and a message, changing nothing. */

let server: TestServer
let origin: string

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder, fixtureSeeder] })
  origin = server.origin
})
afterAll(() => server.close())

const editor = `Basic ${btoa('kestrel-local:kestrel-local')}`

async function refused(request: () => Promise<Response>) {
  const before = await databaseFingerprint(server.database.db)
  const response = await request()
  const body = (await response.json()) as { error?: string }
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect(body.error).toEqual(expect.any(String))
  expect(await databaseFingerprint(server.database.db)).toBe(before)
  return { status: response.status, error: body.error! }
}

describe('inputs that answered 5xx', () => {
  it('an expired or invalid bearer token on /api/orders and the payment routes: 401', async () => {
    for (const path of ['/api/orders', '/api/payment/session', '/api/payment/payments', '/api/payment/details']) {
      const answer = await api(origin, path, {
        token: 'invalid-token-value',
        body: {
          cartId: 'c1',
          version: 1,
          orderId: 'o1',
          reference: 'KP-1',
          returnPath: '/',
          redirectResult: 'r',
          paymentMethod: { type: 'walletpay', walletPayload: 'p', walletSignature: 's' },
        },
      })
      expect(answer.status, path).toBe(401)
    }
  })

  it('a NUL byte in an orderId: 400', async () => {
    const { token } = await guest(origin)
    const result = await refused(() =>
      fetch(`${origin}/api/payment/wallet-signature`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: 'a\u0000b' }),
      }),
    )
    expect(result.status).toBe(400)
  })

  it('a NUL byte in the sign-in user name: 400', async () => {
    const result = await refused(() =>
      fetch(`${origin}/api/session/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'jana\u0000@example.cz', password: 'x' }),
      }),
    )
    expect(result).toEqual({ status: 400, error: expect.stringMatching(/email/) })
  })

  it('a NUL byte in a verification or reset token, a sign-up email or a passkey id: 4xx, never 500', async () => {
    const post = (path: string, body: unknown) =>
      refused(() =>
        fetch(`${origin}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    expect((await post('/api/account/verify-email', { token: 'a\u0000b' })).status).toBe(400)
    expect((await post('/api/account/reset-password', { token: 'a\u0000b', password: 'Heslo-123' })).status).toBe(400)
    expect((await post('/api/account/forgot-password', { email: 'jana\u0000@example.cz', locale: 'en' })).status).toBe(
      400,
    )
    const { cookie } = await guest(origin)
    const removed = await refused(() =>
      fetch(`${origin}/api/account/passkeys/a%00b`, { method: 'DELETE', headers: { cookie } }),
    )
    expect(removed.status).toBe(401)
  })

  it('a blank store query: 400 or the stores, never 502', async () => {
    const response = await fetch(`${origin}/api/checkout/places/stores?q=%20`)
    expect(response.status).toBe(200)
    const blank = await fetch(`${origin}/api/checkout/places/parcel-shops?q=%20%20`)
    expect(blank.status).toBeLessThan(500)
  })

  it('a NUL or a lone surrogate in a content document: 400', async () => {
    for (const text of ['bad\u0000text', 'half \ud800 a pair']) {
      const result = await refused(() =>
        fetch(`${origin}/api/content/editor-note?locale=en`, {
          method: 'PUT',
          headers: { authorization: editor, 'content-type': 'application/json' },
          body: JSON.stringify({ anything: text }),
        }),
      )
      expect(result.status).toBe(400)
    }
  })

  it('order tracking: a NUL, an over-long number or email, or a number with spaces: 400 naming the field', async () => {
    const track = (body: unknown) =>
      refused(() =>
        fetch(`${origin}/api/order-tracking`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    expect(await track({ orderNumber: 'KCZ\u00001000', email: 'jana@example.cz', locale: 'en' })).toEqual({
      status: 400,
      error: expect.stringMatching(/orderNumber/),
    })
    expect(await track({ orderNumber: 'K'.repeat(21), email: 'jana@example.cz', locale: 'en' })).toEqual({
      status: 400,
      error: expect.stringMatching(/orderNumber: at most 20 characters/),
    })
    expect(await track({ orderNumber: 'KCZ1000', email: `${'j'.repeat(60)}@example.cz`, locale: 'en' })).toEqual({
      status: 400,
      error: expect.stringMatching(/email: at most 70 characters/),
    })
    expect(await track({ orderNumber: 'KCZ 1000', email: 'jana@example.cz', locale: 'xx' })).toEqual({
      status: 400,
      error: expect.stringMatching(/orderNumber: letters, digits and hyphens only.*locale/),
    })
    const read = await refused(() => fetch(`${origin}/api/order-tracking/KCZ%001000`))
    expect(read.status).toBe(400)
  })

  it('malformed JSON: 400 with { error }', async () => {
    const { token } = await guest(origin)
    const result = await refused(() =>
      fetch(`${origin}/api/payment/session`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"orderId": ',
      }),
    )
    expect(result.status).toBe(400)
  })
})
