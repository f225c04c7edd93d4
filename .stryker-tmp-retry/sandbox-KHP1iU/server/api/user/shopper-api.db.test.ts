// @ts-nocheck
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { commerceCatalogSeeder } from '../../platform/commerce/catalog.seed'

let server: TestServer
let jana: string
let petr: string
let guest: string

/** The session cookie (a `Cookie` header) the answer sets, as the shopper's browser keeps it. */
async function sessionCookie(path: string, body: unknown): Promise<string> {
  const response = await fetch(`${server.origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('kestrel_sid='))
  if (!cookie) throw new Error(`${path}: no session (${response.status})`)
  return cookie.split(';')[0]!
}

const signIn = (email: string) => sessionCookie('/session/sign-in', { email, password: 'Kestrel-demo-1' })

async function call(method: string, path: string, cookie: string | null, body?: unknown) {
  const response = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  // Answers are read loosely here; each assertion names the fields it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder] })
  ;[jana, petr, guest] = await Promise.all([
    signIn('jana.novakova@example.com'),
    signIn('petr.svoboda@example.com'),
    // A guest's session starts with the first write.
    sessionCookie('/graphql', { query: 'mutation { __typename }' }),
  ])
})
afterAll(() => server.close())

describe('GET /api/user/get-user and PUT /api/user/update-user', () => {
  it("reads the signed-in shopper's own profile", async () => {
    const { status, body } = await call('GET', '/user/get-user', jana)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ email: 'jana.novakova@example.com', firstName: 'Jana', activeConsentTypes: [] })
    expect(typeof body.data.version).toBe('number')
  })

  it('answers the codes that sign the shopper out', async () => {
    expect(await call('GET', '/user/get-user', null)).toMatchObject({
      status: 401,
      body: { code: 'HeaderOrPostDataInvalid' },
    })
    const forged = `kestrel_sid=${Buffer.from(JSON.stringify({ a: 'not-a-token', r: null, e: Date.now() + 3_600_000, g: null, c: null })).toString('base64url')}`
    expect(await call('GET', '/user/get-user', forged)).toMatchObject({
      status: 401,
      body: { code: 'CustomerGetFailure' },
    })
    expect(await call('GET', '/user/get-user', guest)).toMatchObject({
      status: 401,
      body: { code: 'CustomerGetFailure' },
    })
  })

  it('changes profile fields and validates them', async () => {
    const { status, body } = await call('PUT', '/user/update-user', jana, {
      firstName: 'Janička',
      phoneNumber: '777 123 456',
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ firstName: 'Janička', phoneNumber: '777 123 456' })
    const tooLong = await call('PUT', '/user/update-user', jana, { firstName: 'x'.repeat(26) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.error).toMatch(/firstName/)
    expect((await call('PUT', '/user/update-user', jana, { unknown: 1 })).status).toBe(400)
    expect((await call('PUT', '/user/update-user', jana, {})).status).toBe(400)
  })

  it('reports a stale version as a conflict with the current one', async () => {
    const { status, body } = await call('PUT', '/user/update-user', jana, { version: 1, lastName: 'Nováková' })
    expect(status).toBe(409)
    expect(typeof body.currentVersion).toBe('number')
  })
})

describe('the address book', () => {
  const address = {
    addressName: 'Chata u lesa',
    firstName: 'Petr',
    lastName: 'Svoboda',
    streetName: 'Dlouhá 12',
    postalCode: '110 00',
    city: 'Praha',
    country: 'CZ',
  }

  it('adds, updates and deletes an address of the shopper', async () => {
    const before = await call('GET', '/addresses/get-addresses', petr)
    expect(before.status).toBe(200)
    const count = before.body.data.addresses.length

    const added = await call('POST', '/addresses/add-address', petr, { address, setDefault: true })
    expect(added.status).toBe(200)
    expect(added.body.data.addresses).toHaveLength(count + 1)
    const created = added.body.data.addresses.find((a: { addressName: string }) => a.addressName === 'Chata u lesa')
    expect(created).toMatchObject({ streetName: 'Dlouhá 12', city: 'Praha' })
    expect(added.body.data.defaultShippingAddressId).toBe(created.id)

    const updated = await call('PUT', '/addresses/update-address', petr, {
      addressId: created.id,
      address: { ...address, city: 'Brno' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data.addresses.find((a: { id: string }) => a.id === created.id).city).toBe('Brno')

    const removed = await call('DELETE', '/addresses/delete-address', petr, { addressId: created.id })
    expect(removed.status).toBe(200)
    expect(removed.body.data.addresses).toHaveLength(count)
  })

  it('refuses bad input, unknown addresses and guests', async () => {
    expect(
      (await call('POST', '/addresses/add-address', petr, { address: { ...address, streetName: 'x'.repeat(41) } }))
        .status,
    ).toBe(400)
    expect(
      (await call('POST', '/addresses/add-address', petr, { address: { ...address, country: 'Czechia' } })).status,
    ).toBe(400)
    expect((await call('DELETE', '/addresses/delete-address', petr, { addressId: 'no-such-address' })).status).toBe(404)
    expect((await call('GET', '/addresses/get-addresses', guest)).status).toBe(403)
    expect((await call('GET', '/addresses/get-addresses', null)).status).toBe(401)
  })
})

describe('POST /api/cart/create-cart', () => {
  const payload = { locale: 'cs-CZ', storeKey: 'CZ-web', currency: 'CZK', country: 'CZ' }

  it("creates the guest's cart in the market's store", async () => {
    const { status, body } = await call('POST', '/cart/create-cart', guest, payload)
    expect(status).toBe(201)
    expect(body.data).toMatchObject({
      cartState: 'Active',
      country: 'CZ',
      store: { key: 'CZ-web' },
      totalLineItemQuantity: 0,
    })
    expect(body.data.anonymousId).toBeTruthy()
  })

  it('validates the payload', async () => {
    expect((await call('POST', '/cart/create-cart', guest, { ...payload, currency: 'EUR' })).status).toBe(400)
    expect((await call('POST', '/cart/create-cart', guest, { ...payload, locale: 'de' })).status).toBe(400)
    expect((await call('POST', '/cart/create-cart', null, payload)).status).toBe(401)
  })
})

describe('POST /api/email-subscription', () => {
  async function botProtectionToken(): Promise<string> {
    const challenge = (await (await fetch(`${server.origin}/platform/bot-protection/challenge`)).json()) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }
  const payload = {
    email: 'Eva.Dvorakova@example.com',
    name: 'Eva',
    newsletterKey: 'newsletter',
    privacyPolicyKey: 'privacyPolicy',
    termsAndConditionsKey: 'termsAndConditions',
    locale: 'cs-CZ',
  }

  it('subscribes with a verified bot-protection token and shows up as the customer’s consent', async () => {
    const eva = await signIn('eva.dvorakova@example.com')
    const { status, body } = await call('POST', '/email-subscription', eva, {
      ...payload,
      altchaToken: await botProtectionToken(),
    })
    expect(status).toBe(201)
    expect(body.data).toEqual({ email: 'eva.dvorakova@example.com' })
    expect((await call('GET', '/user/get-user', eva)).body.data.activeConsentTypes).toEqual([0])
  })

  it('refuses a missing, forged or reused token and bad fields', async () => {
    expect((await call('POST', '/email-subscription', null, { ...payload, altchaToken: null })).status).toBe(400)
    const forged = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: 'not-the-server-key-at-all',
    })
    const forgedSolution = await solveChallenge({ challenge: forged, deriveKey })
    const forgedToken = Buffer.from(JSON.stringify({ challenge: forged, solution: forgedSolution })).toString('base64')
    expect((await call('POST', '/email-subscription', null, { ...payload, altchaToken: forgedToken })).status).toBe(400)
    const once = await botProtectionToken()
    expect((await call('POST', '/email-subscription', null, { ...payload, altchaToken: once })).status).toBe(201)
    expect((await call('POST', '/email-subscription', null, { ...payload, altchaToken: once })).status).toBe(400)
    const tooLong = await call('POST', '/email-subscription', null, {
      ...payload,
      email: `${'a'.repeat(60)}@example.com`,
      altchaToken: null,
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.error).toMatch(/70/)
    expect(
      (await call('POST', '/email-subscription', null, { ...payload, newsletterKey: 'other', altchaToken: null }))
        .status,
    ).toBe(400)
  })

  it('accepts no token where the market has no bot protection', async () => {
    await server.database.db
      .insertInto('content_entries')
      .values({
        key: 'site-settings',
        locale: 'en',
        document: JSON.stringify({ marketFeatures: { hasBotProtection: false } }),
      })
      .execute()
    const { status } = await call('POST', '/email-subscription', null, {
      ...payload,
      email: 'guest@example.com',
      locale: 'en',
      altchaToken: null,
    })
    expect(status).toBe(201)
    expect(
      (await call('POST', '/email-subscription', null, { ...payload, email: 'guest@example.com', altchaToken: null }))
        .status,
    ).toBe(400)
  })
})
