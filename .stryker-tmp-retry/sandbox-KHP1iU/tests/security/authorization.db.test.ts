// @ts-nocheck
import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { startTestServer, type TestServer } from '../support/server'
import { databaseFingerprint } from './fingerprint'
import { api, graphql, guest, placeOrder, shopGraphql, signIn, type Shopper } from './shopper'

/**
 * The authorization matrix: every shopper route of the API, and the GraphQL reads of another
 * shopper's resources, asked the way a browser asks (the session cookie) by nobody, with a forged
 * cookie (a made-up token naming the owner), with an expired session, and as another shopper.
 * None of them may read or change the owner's data; the owner's own call works.
 */

let server: TestServer
let origin: string

const OWNER = { email: 'jana@example.cz', password: 'heslo123' }
const OTHER = { email: 'mallory@example.com', password: 'Mallory-pass-1' }

interface Owner extends Shopper {
  customerId: string
  addressId: string
  orderId: string
  orderNumber: string
  cart: { id: string; version: number }
}
let owner: Owner
/** The `Cookie` header each identity's browser sends. */
let identities: Record<'none' | 'forged' | 'expired' | 'other shopper' | 'other guest', string | undefined>

const cookieOf = (session: { a: string; r: string | null; e: number; g: string | null; c: string | null }) =>
  `kestrel_sid=${Buffer.from(JSON.stringify(session)).toString('base64url')}; kestrel_shopper=customer`

/** A guest's session whose token the platform has expired, in a cookie that still says it is good for an hour. */
async function expiredSession() {
  const issued = await fetch(`${origin}/platform/auth/oauth/kestrel/anonymous/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa('kestrel-local:kestrel-local')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  })
  const { access_token: token } = (await issued.json()) as { access_token: string }
  await sql`UPDATE commerce_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = ${createHash('sha256').update(token).digest('hex')}`.execute(
    server.database.db,
  )
  return cookieOf({ a: token, r: null, e: Date.now() + 3_600_000, g: null, c: null })
}

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder, fixtureSeeder] })
  origin = server.origin
  const signUp = await guest(origin)
  await graphql(
    origin,
    signUp.token,
    'mutation ($draft: CustomerSignMeUpDraft!) { customerSignMeUp(draft: $draft) { customer { id } } }',
    {
      draft: { email: OTHER.email, password: OTHER.password, firstName: 'Mallory' },
    },
  )
  const signedIn = await signIn(origin, OWNER)
  const { token, cookie } = signedIn
  const book = await api(origin, '/api/addresses/get-addresses', { method: 'GET', cookie })
  const addressId = (book.json.data as { addresses: Array<{ id: string }> }).addresses[0]!.id
  const orderId = await placeOrder(origin, signedIn)
  const profile = await api(origin, '/api/user/get-user', { method: 'GET', cookie })
  const order = await graphql<{ me: { order: { orderNumber: string } } }>(
    origin,
    token,
    'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
    { id: orderId },
  )
  const cart = await graphql<{ createMyCart: { id: string; version: number } }>(
    origin,
    token,
    'mutation { createMyCart(storeKey: "CZ-web", draft: { currency: "CZK", country: "CZ", lineItems: [{ sku: "1000010139", quantity: 1, distributionChannel: { key: "CZ-web", typeId: "channel" }, supplyChannel: { key: "CZ-web", typeId: "channel" } }] }) { id version } }',
  )
  // A passkey of the owner's, as a registration stores it.
  await sql`INSERT INTO api_passkeys (id, customer_id, public_key, name)
    VALUES ('owner-passkey', ${(profile.json.data as { id: string }).id}, 'AAAA', 'Owner')`.execute(server.database.db)
  // The owner is a club member with points from their order: the club's routes must show them to nobody else.
  await sql`INSERT INTO loyalty_members (customer_number, email, first_name, last_name, enrolled_at)
    VALUES ('260099015', ${OWNER.email}, 'Jana', 'Nováková', now())`.execute(server.database.db)
  await sql`INSERT INTO loyalty_transactions (id, customer_number, type, points, description, order_number, created_at, expires_at)
    VALUES ('owner-earn', '260099015', 'Earn', 120, 'Order', ${order.me.order.orderNumber}, now(), now() + interval '365 days')`.execute(
    server.database.db,
  )
  owner = {
    token,
    cookie,
    customerId: (profile.json.data as { id: string }).id,
    addressId,
    orderId,
    orderNumber: order.me.order.orderNumber,
    cart: cart.createMyCart,
  }
  identities = {
    none: undefined,
    // A made-up token in a cookie that names the owner as its customer.
    forged: cookieOf({
      a: 'kestrel:Zm9yZ2VkLXRva2VuLXRoYXQtbm9ib2R5LWlzc3VlZA',
      r: null,
      e: Date.now() + 3_600_000,
      g: null,
      c: owner.customerId,
    }),
    expired: await expiredSession(),
    'other shopper': (await signIn(origin, OTHER)).cookie,
    'other guest': (await guest(origin)).cookie,
  }
})
afterAll(() => server.close())

/** Everything of the owner's that an attacker could want to read or change. */
async function ownerState() {
  const profile = await api(origin, '/api/user/get-user', { method: 'GET', cookie: owner.cookie })
  const book = await api(origin, '/api/addresses/get-addresses', { method: 'GET', cookie: owner.cookie })
  const order = await graphql(
    origin,
    owner.token,
    'query ($id: String!) { me { order(id: $id) { version paymentState orderState paymentInfo { payments { id } } } activeCart { id version } } }',
    { id: owner.orderId },
  )
  const passkeys = await api(origin, '/api/account/passkeys', { method: 'GET', cookie: owner.cookie })
  const club = await api(origin, '/api/loyalty/history', { method: 'GET', cookie: owner.cookie })
  return JSON.stringify({ profile: profile.json, book: book.json, order, passkeys: passkeys.json, club: club.json })
}

interface Cell {
  method: string
  path: string
  /** The path asked, when it names the owner's resource. */
  at?: (owner: Owner) => string
  body?: (owner: Owner) => unknown
  /** What another shopper gets: refused as not found, or their own data (never the owner's). */
  other: 'not found' | 'own data'
}

const address = {
  firstName: 'Mallory',
  lastName: 'Evil',
  streetName: 'Fake 1',
  postalCode: '11000',
  city: 'Praha',
  country: 'CZ',
}
const CELLS: readonly Cell[] = [
  {
    method: 'POST',
    path: '/api/account/change-password',
    body: () => ({ currentPassword: OWNER.password, newPassword: 'Ukradene-heslo-1' }),
    other: 'own data',
  },
  { method: 'GET', path: '/api/account/passkeys', other: 'own data' },
  { method: 'POST', path: '/api/account/passkeys/register-options', body: () => ({}), other: 'own data' },
  {
    method: 'DELETE',
    path: '/api/account/passkeys/:id',
    at: () => '/api/account/passkeys/owner-passkey',
    other: 'not found',
  },
  { method: 'GET', path: '/api/user/get-user', other: 'own data' },
  { method: 'PUT', path: '/api/user/update-user', body: () => ({ firstName: 'Pwned' }), other: 'own data' },
  { method: 'GET', path: '/api/addresses/get-addresses', other: 'own data' },
  { method: 'POST', path: '/api/addresses/add-address', body: () => ({ address }), other: 'own data' },
  {
    method: 'PUT',
    path: '/api/addresses/update-address',
    body: (o) => ({ addressId: o.addressId, address }),
    other: 'not found',
  },
  {
    method: 'DELETE',
    path: '/api/addresses/delete-address',
    body: (o) => ({ addressId: o.addressId }),
    other: 'not found',
  },
  {
    method: 'PUT',
    path: '/api/addresses/set-default-address',
    body: (o) => ({ addressId: o.addressId, kind: 'shipping', title: 'Pan' }),
    other: 'not found',
  },
  { method: 'GET', path: '/api/subscriptions', other: 'own data' },
  { method: 'PUT', path: '/api/subscriptions', body: () => ({ newsletter: true }), other: 'own data' },
  { method: 'GET', path: '/api/loyalty', other: 'own data' },
  { method: 'GET', path: '/api/loyalty/pass.svg', other: 'not found' },
  { method: 'GET', path: '/api/loyalty/history', at: () => '/api/loyalty/history?page=1', other: 'not found' },
  // Last of the club's rows: joining makes the other shopper a member of their own.
  { method: 'POST', path: '/api/loyalty/join', body: () => ({ loyaltyConsent: true }), other: 'own data' },
  {
    method: 'POST',
    path: '/api/cart/create-cart',
    body: () => ({ locale: 'cs-CZ', storeKey: 'CZ-web', currency: 'CZK', country: 'CZ' }),
    other: 'own data',
  },
  {
    method: 'POST',
    path: '/api/orders',
    body: (o) => ({ cartId: o.cart.id, version: o.cart.version }),
    other: 'not found',
  },
  {
    method: 'GET',
    path: '/api/orders/:id/document',
    at: (o) => `/api/orders/${o.orderId}/document?locale=en`,
    other: 'not found',
  },
  {
    method: 'POST',
    path: '/api/payment/session',
    body: (o) => ({ orderId: o.orderId, returnPath: '/checkout' }),
    other: 'not found',
  },
  {
    method: 'POST',
    path: '/api/payment/payments',
    body: (o) => ({
      orderId: o.orderId,
      reference: 'KP-ATTACKER1',
      returnPath: '/checkout',
      paymentMethod: { type: 'scheme', number: '4111111111111111', expiryMonth: '03', expiryYear: '2030', cvc: '737' },
    }),
    other: 'not found',
  },
  { method: 'POST', path: '/api/payment/wallet-signature', body: (o) => ({ orderId: o.orderId }), other: 'not found' },
  {
    method: 'POST',
    path: '/api/payment/details',
    body: (o) => ({ orderId: o.orderId, redirectResult: 'stolenResult' }),
    other: 'not found',
  },
]

/** Nothing of the owner's may appear in an answer to anyone else (but what the caller sent itself). */
const leaks = (text: string, sent: unknown = null) =>
  [OWNER.email, owner.addressId, owner.orderNumber, 'Vodičkova', 'Nováková'].filter(
    (secret) => text.includes(secret) && !JSON.stringify(sent).includes(secret),
  )

const cellsRun: string[] = []

describe('the authorization matrix of the shopper routes', () => {
  for (const cell of CELLS) {
    for (const who of ['none', 'forged', 'expired', 'other shopper', 'other guest'] as const) {
      it(`${cell.method} ${cell.path} as ${who}`, async () => {
        const before = await ownerState()
        const fingerprint = await databaseFingerprint(server.database.db)
        const body = cell.body?.(owner)
        const answer = await api(origin, cell.at?.(owner) ?? cell.path, {
          method: cell.method,
          cookie: identities[who],
          body,
        })
        expect(leaks(JSON.stringify(answer.json), body), `owner data in the answer to ${who}`).toEqual([])
        expect(answer.headers.get('cache-control')).toContain('no-store')
        if (who === 'none' || who === 'forged' || who === 'expired') {
          expect(answer.status).toBe(401)
          expect(await databaseFingerprint(server.database.db), 'a refused call changed data').toBe(fingerprint)
        } else if (cell.other === 'not found') {
          // A guest has no address book: its address routes refuse before looking (401/403), never with the owner's data.
          expect([
            404,
            ...((cell.path.startsWith('/api/addresses') ||
              cell.path.startsWith('/api/account') ||
              cell.path.startsWith('/api/loyalty')) &&
            who === 'other guest'
              ? [401, 403]
              : []),
          ]).toContain(answer.status)
          expect(await databaseFingerprint(server.database.db), 'a refused call changed data').toBe(fingerprint)
        } else {
          expect(answer.status).toBeLessThan(500)
        }
        expect(await ownerState(), `${who} changed the owner's data`).toBe(before)
        cellsRun.push(`${cell.path}:${who}`)
      })
    }
  }

  it('the owner’s own calls work (the matrix is not refusing everyone)', async () => {
    expect((await api(origin, '/api/user/get-user', { method: 'GET', cookie: owner.cookie })).json).toMatchObject({
      data: { email: OWNER.email },
    })
    const session = await api(origin, '/api/payment/session', {
      cookie: owner.cookie,
      body: { orderId: owner.orderId, returnPath: '/checkout' },
    })
    expect(session.status).toBe(200)
    const club = await api(origin, '/api/loyalty/history', { method: 'GET', cookie: owner.cookie })
    expect(club.json.data).toMatchObject({ entries: [{ points: 120, orderNumber: owner.orderNumber }] })
    const document = await fetch(`${origin}/api/orders/${owner.orderId}/document?locale=en`, {
      headers: { cookie: owner.cookie },
    })
    expect(document.status).toBe(200)
    expect(document.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await document.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
    const order = await api(origin, '/api/orders', {
      cookie: owner.cookie,
      body: { cartId: owner.cart.id, version: owner.cart.version },
    })
    expect(order.status).toBe(201)
    const removed = await api(origin, '/api/addresses/delete-address', {
      method: 'DELETE',
      cookie: owner.cookie,
      body: { addressId: owner.addressId },
    })
    expect(removed.status).toBe(200)
    expect(cellsRun).toHaveLength(CELLS.length * 5)
  })
})

describe('the session routes answer each identity with its own session only', () => {
  for (const who of ['none', 'forged', 'expired', 'other shopper', 'other guest'] as const) {
    it(`GET /api/session as ${who}`, async () => {
      const answer = await api(origin, '/api/session', { method: 'GET', cookie: identities[who] })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toContain('no-store')
      expect(JSON.stringify(answer.json)).not.toContain(owner.customerId)
      const expected = {
        none: 'none',
        forged: 'none',
        expired: 'none',
        'other shopper': 'customer',
        'other guest': 'guest',
      }[who]
      expect(answer.json.kind).toBe(expected)
    })

    it(`POST /api/graphql as ${who} reads no owner data`, async () => {
      const answer = await shopGraphql(origin, identities[who], '{ me { customer { id email } activeCart { id } } }')
      expect(answer.status).toBe(who === 'none' || who === 'forged' || who === 'expired' ? 401 : 200)
      expect(leaks(answer.text)).toEqual([])
      for (const id of [owner.cart.id, owner.customerId]) expect(answer.text).not.toContain(id)
    })
  }

  it("a forged cookie's sign-in does not merge anyone's cart, and sign-out ends only the caller's session", async () => {
    const before = await ownerState()
    const signedOut = await api(origin, '/api/session/sign-out', { cookie: identities.forged })
    expect(signedOut.status).toBe(200)
    expect(await ownerState()).toBe(before)
    expect((await api(origin, '/api/session', { method: 'GET', cookie: owner.cookie })).json).toEqual({
      kind: 'customer',
      customerId: owner.customerId,
    })
  })
})

describe('order tracking shows an order only to whoever gives its number and email, or its owner', () => {
  // The API's own platform token is issued at its first use: a stored token no refused lookup should be blamed for.
  beforeAll(async () => {
    await api(origin, '/api/order-tracking', { body: { orderNumber: 'KCZ0', email: 'x@example.com', locale: 'en' } })
  })

  for (const who of ['none', 'forged', 'expired', 'other shopper', 'other guest'] as const) {
    it(`GET /api/order-tracking/:orderNumber as ${who}: 404, nothing of the owner's`, async () => {
      const answer = await api(origin, `/api/order-tracking/${owner.orderNumber}?locale=en`, {
        method: 'GET',
        cookie: identities[who],
      })
      expect(answer.status).toBe(404)
      expect(answer.json).toEqual({ error: 'No order matches this order number and email.', code: 'not_found' })
      expect(answer.headers.get('cache-control')).toContain('no-store')
      expect(leaks(answer.text, owner.orderNumber)).toEqual([])
      expect(answer.text).not.toContain(owner.orderId)
    })

    it(`POST /api/order-tracking/:orderNumber/returns as ${who}: 404, no return made`, async () => {
      const fingerprint = await databaseFingerprint(server.database.db)
      const answer = await api(origin, `/api/order-tracking/${owner.orderNumber}/returns?locale=en`, {
        cookie: identities[who],
        body: {
          requestId: '00000000-0000-4000-8000-000000000001',
          items: [{ lineItemId: 'any', quantity: 1 }],
          reason: 'other',
          method: 'courier',
        },
      })
      expect(answer.status).toBe(404)
      expect(leaks(answer.text, owner.orderNumber)).toEqual([])
      expect(await databaseFingerprint(server.database.db), 'a refused return changed data').toBe(fingerprint)
    })

    it(`GET /api/order-tracking/:orderNumber/returns/:returnId/label as ${who}: 404`, async () => {
      const answer = await api(
        origin,
        `/api/order-tracking/${owner.orderNumber}/returns/00000000-0000-4000-8000-000000000001/label?locale=en`,
        { method: 'GET', cookie: identities[who] },
      )
      expect(answer.status).toBe(404)
      expect(leaks(answer.text, owner.orderNumber)).toEqual([])
    })

    it(`POST /api/order-tracking as ${who} with the number and another email: 404, no grant`, async () => {
      const fingerprint = await databaseFingerprint(server.database.db)
      const answer = await api(origin, '/api/order-tracking', {
        cookie: identities[who],
        body: { orderNumber: owner.orderNumber, email: OTHER.email, locale: 'en' },
      })
      expect(answer.status).toBe(404)
      expect(answer.headers.getSetCookie().some((line) => line.startsWith('kestrel_tracking='))).toBe(false)
      expect(leaks(answer.text, owner.orderNumber)).toEqual([])
      expect(await databaseFingerprint(server.database.db), 'a refused lookup changed data').toBe(fingerprint)
    })
  }

  it('the signed-in owner reads the order with a link to the account’s order page', async () => {
    const answer = await api(origin, `/api/order-tracking/${owner.orderNumber}?locale=en`, {
      method: 'GET',
      cookie: owner.cookie,
    })
    expect(answer.status).toBe(200)
    expect(answer.json.data).toMatchObject({
      orderNumber: owner.orderNumber,
      originalOrder: { page: 'account', id: owner.orderId },
    })
  })

  it('a grant given to another browser for another order does not open the owner’s', async () => {
    const other = await guest(origin)
    const otherId = await placeOrder(origin, other)
    const { me } = await graphql<{ me: { order: { orderNumber: string } } }>(
      origin,
      other.token,
      'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
      { id: otherId },
    )
    const found = await api(origin, '/api/order-tracking', {
      body: { orderNumber: me.order.orderNumber, email: 'shopper@example.com', locale: 'en' },
    })
    expect(found.status).toBe(200)
    const grant = found.headers
      .getSetCookie()
      .find((line) => line.startsWith('kestrel_tracking='))!
      .split(';')[0]!
    const answer = await api(origin, `/api/order-tracking/${owner.orderNumber}?locale=en`, {
      method: 'GET',
      cookie: grant,
    })
    expect(answer.status).toBe(404)
    expect(leaks(answer.text, owner.orderNumber)).toEqual([])
  })
})

describe('the commerce platform keeps one shopper from another’s resources', () => {
  const reads: ReadonlyArray<readonly [string, string]> = [
    ['me.order', 'query ($id: String!) { me { order(id: $id) { id orderNumber shippingAddress { streetName } } } }'],
    ['order', 'query ($id: String!) { order(id: $id) { id orderNumber } }'],
    ['me.orders', 'query { me { orders(limit: 50) { results { id orderNumber customerEmail } } } }'],
    ['me.activeCart', 'query { me { activeCart { id customerEmail shippingAddress { streetName } } } }'],
    ['cart', 'query ($id: String!) { cart(id: $id) { id customerEmail } }'],
    ['customer', 'query ($id: String!) { customer(id: $id) { id email } }'],
  ]

  for (const [name, query] of reads) {
    for (const who of ['other shopper', 'other guest'] as const) {
      it(`${name} as ${who} reveals nothing of the owner`, async () => {
        const answer = await shopGraphql(origin, identities[who], query, {
          id: name === 'cart' ? owner.cart.id : name === 'customer' ? owner.customerId : owner.orderId,
        })
        const { text } = answer
        expect(answer.status).toBeLessThan(500)
        expect(leaks(text)).toEqual([])
        for (const id of [owner.orderId, owner.cart.id, owner.customerId]) expect(text).not.toContain(id)
      })
    }
  }
})
