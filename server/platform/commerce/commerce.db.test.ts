import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { CART_FIELDS, commerceClient } from './testing/client'
import { fixtureSeeder } from './testing/fixture'

let server: TestServer
let client: ReturnType<typeof commerceClient>

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder] })
  client = commerceClient(server.origin)
})
afterAll(() => server.close())

const CREATE = `mutation($draft: MyCartDraft!) { createMyCart(draft: $draft, storeKey: "CZ-web") { ${CART_FIELDS} } }`
const UPDATE = `mutation($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) { updateMyCart(id: $id, version: $version, actions: $actions, storeKey: "CZ-web") { ${CART_FIELDS} } }`
const draft = { currency: 'CZK', country: 'CZ', locale: 'cs-CZ', store: { key: 'CZ-web', typeId: 'store' } }
const web = { key: 'CZ-web', typeId: 'channel' }

async function newCart(token: string) {
  const created = await client.gql(token, CREATE, { draft })
  expect(created.errors).toBeUndefined()
  return created.data.createMyCart
}

describe('the commerce platform over HTTP', () => {
  it('creates a cart in the store with an empty shipping address for the country', async () => {
    const { access_token } = await client.anonymousToken()
    const cart = await newCart(access_token)
    expect(cart).toMatchObject({ version: 1, cartState: 'Active', store: { key: 'CZ-web' }, country: 'CZ', lineItems: [], shippingAddress: { country: 'CZ' } })
    expect(cart.totalPrice).toEqual({ centAmount: 0, currencyCode: 'CZK', fractionDigits: 2 })
    const active = await client.gql(access_token, `{ inStore(key: "CZ-web") { me { activeCart { id } } } me { activeCart { id } } }`)
    expect(active.data.inStore.me.activeCart.id).toBe(cart.id)
    expect(active.data.me.activeCart.id).toBe(cart.id)
  })

  it('adds lines, merges the same SKU, prices with VAT included and reads stock per channel', async () => {
    const { access_token } = await client.anonymousToken()
    const cart = await newCart(access_token)
    const add = { addLineItem: { sku: '1000010138', quantity: 1, distributionChannel: web, supplyChannel: web } }
    const first = await client.gql(access_token, UPDATE, { id: cart.id, version: 1, actions: [add] })
    expect(first.errors).toBeUndefined()
    const second = await client.gql(access_token, UPDATE, { id: cart.id, version: 2, actions: [add] })
    const updated = second.data.updateMyCart
    expect(updated.lineItems).toHaveLength(1)
    expect(updated.lineItems[0].quantity).toBe(2)
    expect(updated.totalPrice.centAmount).toBe(200000)
    expect(updated.taxedPrice.totalGross.centAmount).toBe(200000)
    expect(updated.taxedPrice.totalNet.centAmount).toBe(165289)
    expect(updated.taxedPrice.totalTax.centAmount).toBe(34711)
    const channels = updated.lineItems[0].variant.availability.channels.results
    expect(channels).toContainEqual({ channel: { key: 'CZ-web' }, availability: { isOnStock: true, availableQuantity: 5 } })
    expect(updated.lineItems[0].variant.images[0].url).toMatch(/^\/platform\/images\/catalog\//)
  })
})
