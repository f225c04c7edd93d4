// @ts-nocheck
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { commerceCatalogSeeder } from '../../platform/commerce/catalog.seed'
import { decodeSessionCookie, encodeSessionCookie, type CookieSession } from './session-cookie'

let server: TestServer
/** Everything the shop logs while these tests run: no token may ever appear in it. */
const logged: string[] = []

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder] })
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(
      (...args: unknown[]) =>
        void logged.push(
          args
            .map((arg) =>
              arg instanceof Error
                ? `${arg.message} ${arg.stack}`
                : typeof arg === 'string'
                  ? arg
                  : JSON.stringify(arg),
            )
            .join(' '),
        ),
    )
  }
})
afterAll(async () => {
  vi.restoreAllMocks()
  await server.close()
})

const DEMO = { email: 'jana.novakova@example.com', password: 'Kestrel-demo-1' }
const ADD_CART =
  'mutation { createMyCart(storeKey: "CZ-web", draft: { currency: "CZK", country: "CZ", lineItems: [] }) { id anonymousId customerId } }'
const ACTIVE_CART = '{ me { activeCart { id anonymousId customerId } } }'

/** Every token the tests saw the platform issue (read from the cookies): none may reach a body or a log. */
const tokensSeen = new Set<string>()

interface Answer {
  status: number
  body: string
  json: Record<string, unknown>
  cookies: Record<string, { value: string; attributes: string }>
}

async function call(
  path: string,
  {
    method = 'POST',
    body,
    cookie,
    headers = {},
  }: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  const cookies: Answer['cookies'] = {}
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...rest] = line.split(';')
    const at = pair.indexOf('=')
    cookies[pair.slice(0, at)] = { value: pair.slice(at + 1), attributes: rest.join(';').trim() }
    const session = decodeSessionCookie(pair.slice(at + 1))
    if (session) {
      tokensSeen.add(session.accessToken)
      if (session.refreshToken) tokensSeen.add(session.refreshToken)
    }
  }
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = {}
  }
  for (const token of tokensSeen) expect(text, `a token in the body of ${path}`).not.toContain(token)
  return { status: response.status, body: text, json, cookies }
}

const graphql = (query: string, cookie?: string, headers: Record<string, string> = {}) =>
  call('/api/graphql', { body: { query }, cookie, headers })
const sessionCookie = (answer: Answer) => `kestrel_sid=${answer.cookies.kestrel_sid!.value}`
const cookieOf = (session: CookieSession) => `kestrel_sid=${encodeSessionCookie(session)}`
const tokenRows = async () =>
  Number(
    (await sql<{ count: string }>`SELECT count(*) AS count FROM commerce_tokens`.execute(server.database.db)).rows[0]!
      .count,
  )

describe('the session cookie', () => {
  it('is started by the first write, HttpOnly and SameSite=Lax, with a readable kind beside it', async () => {
    const answer = await graphql(ADD_CART)
    expect(answer.status, answer.body).toBe(200)
    const sid = answer.cookies.kestrel_sid!
    expect(sid.attributes).toMatch(/HttpOnly/)
    expect(sid.attributes).toMatch(/SameSite=Lax/)
    expect(sid.attributes).toMatch(/Path=\//)
    expect(sid.attributes).not.toMatch(/Secure/)
    expect(answer.cookies.kestrel_shopper).toMatchObject({ value: 'guest' })
    expect(answer.cookies.kestrel_shopper!.attributes).not.toMatch(/HttpOnly/)
    const cart = (answer.json.data as { createMyCart: { anonymousId: string | null } }).createMyCart
    expect(cart.anonymousId).toBe(decodeSessionCookie(sid.value)!.anonymousId)
    expect(await call('/api/session', { method: 'GET', cookie: sessionCookie(answer) })).toMatchObject({
      status: 200,
      json: { kind: 'guest' },
    })
  })

  it('is Secure when the shopper came over TLS through the load balancer', async () => {
    const answer = await graphql(ADD_CART, undefined, { 'x-forwarded-proto': 'https' })
    expect(answer.cookies.kestrel_sid!.attributes).toMatch(/Secure/)
    expect(answer.cookies.kestrel_shopper!.attributes).toMatch(/Secure/)
  })

  it('a first write starts exactly one session, and later writes keep it', async () => {
    const before = await tokenRows()
    const first = await graphql(ADD_CART)
    const issued = (await tokenRows()) - before
    expect(issued).toBeGreaterThan(0)
    const again = await graphql(ADD_CART, sessionCookie(first))
    expect(again.status).toBe(200)
    expect(again.cookies).toEqual({})
    expect(await tokenRows()).toBe(before + issued)
  })

  it('two first writes sent at once start two sessions: the browser sends its first write alone', async () => {
    // The commerce client (src/services/commerce/commerce-client.ts) holds a second write back until the first has answered.
    const [a, b] = await Promise.all([graphql(ADD_CART), graphql(ADD_CART)])
    expect(decodeSessionCookie(a.cookies.kestrel_sid!.value)!.anonymousId).not.toBe(
      decodeSessionCookie(b.cookies.kestrel_sid!.value)!.anonymousId,
    )
  })

  it('answers a read without a session 401 invalid_token and starts none', async () => {
    const before = await tokenRows()
    const answer = await graphql(ACTIVE_CART)
    expect(answer.status).toBe(401)
    expect(answer.json).toMatchObject({ errors: [{ extensions: { code: 'invalid_token' } }] })
    expect(answer.cookies).toEqual({})
    expect(await tokenRows()).toBe(before)
    expect(await call('/api/session', { method: 'GET' })).toMatchObject({ status: 200, json: { kind: 'none' } })
  })

  it('is refreshed on the server within 30 s of expiry, keeping the shopper and the cart', async () => {
    const first = await graphql(ADD_CART)
    const session = decodeSessionCookie(first.cookies.kestrel_sid!.value)!
    const cartId = (first.json.data as { createMyCart: { id: string } }).createMyCart.id
    const nearExpiry = cookieOf({ ...session, expiresAt: Date.now() + 20_000 })
    const answer = await graphql(ACTIVE_CART, nearExpiry)
    expect(answer.status, answer.body).toBe(200)
    expect((answer.json.data as { me: { activeCart: { id: string } } }).me.activeCart.id).toBe(cartId)
    const refreshed = decodeSessionCookie(answer.cookies.kestrel_sid!.value)!
    expect(refreshed.accessToken).not.toBe(session.accessToken)
    expect(refreshed.expiresAt).toBeGreaterThan(Date.now() + 60_000)
    expect(refreshed).toMatchObject({ anonymousId: session.anonymousId, refreshToken: session.refreshToken })
    expect(answer.cookies.kestrel_shopper?.value).toBe('guest')

    // Not yet due: left as it is.
    const later = await graphql(ACTIVE_CART, cookieOf({ ...session, expiresAt: Date.now() + 31_000 }))
    expect(later.cookies).toEqual({})
  })

  it('is dropped when its refresh token is dead: reads answer 401, a write starts a new guest session', async () => {
    const first = await graphql(ADD_CART)
    const session = decodeSessionCookie(first.cookies.kestrel_sid!.value)!
    const dead = cookieOf({ ...session, expiresAt: Date.now() - 1_000, refreshToken: 'kestrel:no-such-refresh-token' })
    const read = await graphql(ACTIVE_CART, dead)
    expect(read.status).toBe(401)
    expect(read.cookies.kestrel_sid?.value).toBe('')
    expect(read.cookies.kestrel_sid?.attributes).toMatch(/Max-Age=0/)
    expect(read.cookies.kestrel_shopper?.value).toBe('')
    expect(await call('/api/session', { method: 'GET', cookie: dead })).toMatchObject({ json: { kind: 'none' } })

    const write = await graphql(ADD_CART, dead)
    expect(write.status).toBe(200)
    expect(decodeSessionCookie(write.cookies.kestrel_sid!.value)!.anonymousId).not.toBe(session.anonymousId)
  })

  it('a forged or broken cookie is no session', async () => {
    const forged = cookieOf({
      accessToken: 'kestrel:forged-token',
      refreshToken: null,
      expiresAt: Date.now() + 3_600_000,
      anonymousId: null,
      customerId: 'someone-else',
      issuedAt: Date.now(),
    })
    const view = await call('/api/session', { method: 'GET', cookie: forged })
    expect(view.json).toEqual({ kind: 'none' })
    expect(view.cookies.kestrel_sid?.value).toBe('')
    expect((await graphql(ACTIVE_CART, forged)).status).toBe(401)
    expect((await call('/api/session', { method: 'GET', cookie: 'kestrel_sid=%%%not-base64' })).json).toEqual({
      kind: 'none',
    })
    expect((await graphql(ACTIVE_CART, 'kestrel_sid=e30')).status).toBe(401)
  })
})

describe('sign-in and sign-out on the server', () => {
  it('signs in with the password grant: a customer cookie, the customer id, no token in the answer', async () => {
    const answer = await call('/api/session/sign-in', { body: DEMO })
    expect(answer.status, answer.body).toBe(200)
    expect(answer.json).toEqual({ kind: 'customer', customerId: expect.any(String) })
    expect(answer.cookies.kestrel_sid!.attributes).toMatch(/HttpOnly/)
    expect(answer.cookies.kestrel_shopper).toMatchObject({ value: 'customer' })
    const cookie = sessionCookie(answer)
    expect(await call('/api/session', { method: 'GET', cookie })).toMatchObject({
      json: { kind: 'customer', customerId: answer.json.customerId },
    })
    const me = await graphql('{ me { customer { email } } }', cookie)
    expect(me.json).toMatchObject({ data: { me: { customer: { email: DEMO.email } } } })
  })

  it("merges the guest cart of the browser's own session", async () => {
    const guest = await graphql(
      'mutation { createMyCart(storeKey: "CZ-web", draft: { currency: "CZK", country: "CZ", lineItems: [{ sku: "10000101380360", quantity: 1, distributionChannel: { key: "CZ-web", typeId: "channel" }, supplyChannel: { key: "CZ-web", typeId: "channel" } }] }) { id } }',
    )
    expect(guest.status, guest.body).toBe(200)
    const signedIn = await call('/api/session/sign-in', {
      body: { email: 'eva.dvorakova@example.com', password: 'Kestrel-demo-1' },
      cookie: sessionCookie(guest),
    })
    expect(signedIn.status, signedIn.body).toBe(200)
    const cart = await graphql(
      '{ me { activeCart { customerId lineItems { quantity variant { sku } } } } }',
      sessionCookie(signedIn),
    )
    expect(cart.json).toMatchObject({
      data: {
        me: {
          activeCart: {
            customerId: signedIn.json.customerId,
            lineItems: [{ quantity: 1, variant: { sku: '10000101380360' } }],
          },
        },
      },
    })
  })

  it("keeps the platform's message for a wrong password and leaves the cookie alone", async () => {
    const answer = await call('/api/session/sign-in', { body: { ...DEMO, password: 'wrong-password' } })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({
      error: 'Customer account with the given credentials not found.',
      code: 'invalid_customer_account_credentials',
    })
    expect(answer.cookies).toEqual({})
  })

  it('signs out: both cookies cleared', async () => {
    const signedIn = await call('/api/session/sign-in', { body: DEMO })
    const answer = await call('/api/session/sign-out', { cookie: sessionCookie(signedIn) })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ kind: 'none' })
    expect(answer.cookies.kestrel_sid?.value).toBe('')
    expect(answer.cookies.kestrel_shopper?.value).toBe('')
  })

  it('refuses cross-site posts to the GraphQL endpoint, sign-in and sign-out', async () => {
    const crossSite: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]
    for (const headers of crossSite) {
      const write = await graphql(ADD_CART, undefined, headers)
      expect(write.status).toBe(403)
      expect(write.cookies).toEqual({})
      const signIn = await call('/api/session/sign-in', { body: DEMO, headers })
      expect(signIn.status).toBe(403)
      expect(signIn.json).toMatchObject({ error: 'Cross-site requests are not accepted' })
      expect(signIn.cookies).toEqual({})
      expect((await call('/api/session/sign-out', { headers })).status).toBe(403)
    }
    // The shop's own pages: same-origin fetches, and the origin of the host itself.
    expect((await graphql(ADD_CART, undefined, { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await graphql(ADD_CART, undefined, { origin: server.origin })).status).toBe(200)
  })

  it('answers bad input with 4xx and { error }', async () => {
    expect((await call('/api/session/sign-in', { body: { email: DEMO.email } })).status).toBe(400)
    const bad = await call('/api/graphql', { body: { query: 'subscription { x }' } })
    expect(bad.status).toBe(400)
    expect((await call('/api/graphql', { body: { query: '{' } })).status).toBe(400)
  })

  it('no token reached any body or any log line', () => {
    expect(tokensSeen.size).toBeGreaterThan(4)
    for (const token of tokensSeen) expect(logged.filter((line) => line.includes(token))).toEqual([])
  })

  it('the token endpoints are gone from the shop API', async () => {
    const grant = await fetch(`${server.origin}/api/session/oauth/kestrel/anonymous/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    expect(grant.status).toBe(404)
  })
})
