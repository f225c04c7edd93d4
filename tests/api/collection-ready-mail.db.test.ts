import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commerceClient } from '../../server/platform/commerce/testing/client'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { mailsTo, waitForMail } from '../support/mailbox'
import { startTestServer, type TestServer } from '../support/server'

/**
 * A click-and-collect order made ready by the fulfilment simulation (here its operator endpoint) reaches the
 * shopper as one "ready for collection" mail in the order's language, naming the store it waits in.
 */
let server: TestServer
const EMAIL = 'collector@example.com'
const web = { key: 'CZ-web', typeId: 'channel' }

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder], mail: true, orderMessages: true })
}, 120_000)
afterAll(() => server?.close())

async function storeOrder(locale: 'en' | 'cs-CZ') {
  const client = commerceClient(server.origin)
  const { access_token: token } = await client.anonymousToken()
  const cart = (
    await client.gql(
      token,
      `mutation($draft: MyCartDraft!) { createMyCart(draft: $draft, storeKey: "CZ-web") { id version } }`,
      {
        draft: {
          currency: 'CZK',
          country: 'CZ',
          locale,
          customerEmail: EMAIL,
          store: { key: 'CZ-web', typeId: 'store' },
          lineItems: [{ sku: '1000010139', quantity: 1, distributionChannel: web, supplyChannel: web }],
        },
      },
    )
  ).data.createMyCart
  const ready = (
    await client.gql(
      token,
      `mutation($id: String!, $version: Long!, $address: AddressInput!) {
        updateMyCart(id: $id, version: $version, storeKey: "CZ-web", actions: [
          { setShippingMethod: { shippingMethod: { key: "CC", typeId: "shipping-method" } } },
          { setShippingAddress: { address: $address } }
        ]) { id version } }`,
      {
        id: cart.id,
        version: cart.version,
        address: {
          country: 'CZ',
          firstName: 'Eva',
          lastName: 'Dvořáková',
          email: EMAIL,
          company: 'Kestrel Praha Chodov',
          streetName: 'Roztylská',
          streetNumber: '2321/19',
          postalCode: '14800',
          city: 'Praha',
        },
      },
    )
  ).data.updateMyCart
  const placed = await client.gql(
    token,
    `mutation($draft: OrderMyCartCommand!) { createMyOrderFromCart(draft: $draft, storeKey: "CZ-web") { orderNumber } }`,
    { draft: { id: ready.id, version: ready.version } },
  )
  expect(placed.errors).toBeUndefined()
  return placed.data.createMyOrderFromCart.orderNumber as string
}

const operator = (orderNumber: string, step: string) =>
  fetch(`${server.origin}/platform/commerce/orders/${orderNumber}/fulfilment`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('kestrel-local:kestrel-local')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ step }),
  })

describe('the ready-for-collection mail', () => {
  it('is sent once, in the order’s language, naming the store', async () => {
    const orderNumber = await storeOrder('en')
    expect((await operator(orderNumber, 'confirmed')).status).toBe(200)
    const mail = await waitForMail(server.origin, EMAIL, new RegExp(`Order ${orderNumber} is ready for collection`))
    expect(mail.text).toContain('Hello Eva,')
    expect(mail.text).toContain('Store: Kestrel Praha Chodov, Roztylská 2321/19, 148 00 Praha')

    // Handed over afterwards: no second mail.
    expect((await operator(orderNumber, 'delivered')).status).toBe(200)
    const czech = await storeOrder('cs-CZ')
    expect((await operator(czech, 'delivered')).status).toBe(200)
    const second = await waitForMail(server.origin, EMAIL, new RegExp(`Objednávka ${czech} je připravena`))
    expect(second.text).toContain('Prodejna: Kestrel Praha Chodov')
    expect((await mailsTo(server.origin, EMAIL)).filter((m) => m.subject.includes(orderNumber))).toHaveLength(1)
  })
})
