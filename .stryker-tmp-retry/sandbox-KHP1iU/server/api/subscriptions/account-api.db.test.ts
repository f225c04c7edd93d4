// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { commerceCatalogSeeder } from '../../platform/commerce/catalog.seed'

/** The account area's own routes: default addresses and newsletter subscriptions, over real HTTP. */
let server: TestServer
let jana: string
let petr: string
let guest: string

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
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> }
}

/** The customer as the platform keeps it, read with the shopper's own token (inside their session cookie). */
async function platformCustomer(cookie: string) {
  const { a: token } = JSON.parse(Buffer.from(cookie.slice('kestrel_sid='.length), 'base64url').toString()) as {
    a: string
  }
  const response = await fetch(`${server.origin}/platform/commerce/kestrel/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { customer { title custom { customFieldsRaw { name value } } } } }' }),
  })
  const { data } = (await response.json()) as {
    data: {
      me: { customer: { title: string | null; custom: { customFieldsRaw: Array<{ name: string; value: unknown }> } } }
    }
  }
  const fields = Object.fromEntries(data.me.customer.custom.customFieldsRaw.map((field) => [field.name, field.value]))
  return { title: data.me.customer.title, fields }
}

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder] })
  ;[jana, petr, guest] = await Promise.all([
    signIn('jana.novakova@example.com'),
    signIn('petr.svoboda@example.com'),
    sessionCookie('/graphql', { query: 'mutation { __typename }' }),
  ])
})
afterAll(() => server.close())

describe('PUT /api/addresses/set-default-address', () => {
  it('makes an address the default billing address, and the default shipping address with the title (spec 5.2)', async () => {
    const before = await call('GET', '/addresses/get-addresses', jana)
    expect(before.body.data.defaultBillingAddressId).toBe(before.body.data.defaultShippingAddressId)
    const work = before.body.data.addresses.find((a: { addressName: string }) => a.addressName === 'Práce')
    expect((await platformCustomer(jana)).fields.customer_CF_LastUpdateByMasterData).toBe(true)

    const billing = await call('PUT', '/addresses/set-default-address', jana, { addressId: work.id, kind: 'billing' })
    expect(billing.status).toBe(200)
    expect(billing.body.data).toMatchObject({
      defaultBillingAddressId: work.id,
      defaultShippingAddressId: before.body.data.defaultShippingAddressId,
    })
    expect((await platformCustomer(jana)).fields.customer_CF_LastUpdateByMasterData).toBe(false)

    const shipping = await call('PUT', '/addresses/set-default-address', jana, {
      addressId: work.id,
      kind: 'shipping',
      title: 'Paní',
    })
    expect(shipping.status).toBe(200)
    expect(shipping.body.data.defaultShippingAddressId).toBe(work.id)
    expect((await platformCustomer(jana)).title).toBe('Paní')
  })

  it('refuses a default shipping address without a title, an unknown address and a guest', async () => {
    const book = await call('GET', '/addresses/get-addresses', petr)
    const id = book.body.data.addresses[0].id as string
    const untitled = await call('PUT', '/addresses/set-default-address', petr, { addressId: id, kind: 'shipping' })
    expect(untitled.status).toBe(400)
    expect(
      (await call('PUT', '/addresses/set-default-address', petr, { addressId: id, kind: 'shipping', title: ' ' }))
        .status,
    ).toBe(400)
    expect(
      (await call('PUT', '/addresses/set-default-address', petr, { addressId: 'no-such', kind: 'billing' })).status,
    ).toBe(404)
    expect(
      (await call('PUT', '/addresses/set-default-address', guest, { addressId: id, kind: 'billing' })).status,
    ).toBe(403)
    expect((await call('PUT', '/addresses/set-default-address', null, { addressId: id, kind: 'billing' })).status).toBe(
      401,
    )
  })

  it('adds an address as the default billing address', async () => {
    const added = await call('POST', '/addresses/add-address', petr, {
      address: {
        addressName: 'Kancelář',
        firstName: 'Petr',
        lastName: 'Svoboda',
        streetName: 'Husova 5',
        postalCode: '602 00',
        city: 'Brno',
        country: 'CZ',
      },
      setDefaultBilling: true,
    })
    expect(added.status).toBe(200)
    const office = added.body.data.addresses.find((a: { addressName: string }) => a.addressName === 'Kancelář')
    expect(added.body.data.defaultBillingAddressId).toBe(office.id)
    expect(added.body.data.defaultShippingAddressId).not.toBe(office.id)
  })
})

describe('/api/subscriptions', () => {
  it('switches the newsletter on and off, and the profile’s consents follow (spec 3.20, 4.11)', async () => {
    const first = await call('GET', '/subscriptions', petr)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toContain('no-store')
    expect(first.body.data).toMatchObject({ newsletter: false, activeConsentTypes: [] })

    const on = await call('PUT', '/subscriptions', petr, { newsletter: true, locale: 'en' })
    expect(on.body.data).toMatchObject({ newsletter: true, activeConsentTypes: [0] })
    expect((await call('GET', '/user/get-user', petr)).body.data.activeConsentTypes).toEqual([0])
    expect((await call('GET', '/subscriptions', petr)).body.data.newsletter).toBe(true)
    // Jana's subscriptions are her own.
    expect((await call('GET', '/subscriptions', jana)).body.data.newsletter).toBe(false)

    const off = await call('PUT', '/subscriptions', petr, { newsletter: false })
    expect(off.body.data).toMatchObject({ newsletter: false, activeConsentTypes: [] })
    expect((await call('GET', '/user/get-user', petr)).body.data.activeConsentTypes).toEqual([])
  })

  it('refuses bad input, guests and nobody', async () => {
    expect((await call('PUT', '/subscriptions', petr, { newsletter: 'yes' })).status).toBe(400)
    expect((await call('PUT', '/subscriptions', petr, { newsletter: true, locale: 'de' })).status).toBe(400)
    expect((await call('PUT', '/subscriptions', petr, { newsletter: true, email: 'x@example.com' })).status).toBe(400)
    expect((await call('GET', '/subscriptions', guest)).status).toBe(403)
    expect((await call('PUT', '/subscriptions', null, { newsletter: true })).status).toBe(401)
  })
})
