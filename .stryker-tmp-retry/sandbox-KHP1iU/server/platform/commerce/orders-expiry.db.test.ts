// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../../../tests/support/commerce-fixture'
import { createCommerceCore } from './core'
import { UNPAID_ORDER_TTL_MS } from './orders'

const fixture = useCommerceFixture()
const { client } = fixture

const web = { key: 'CZ-web', typeId: 'channel' }
const SKU = '1000010138'
const CREATE = `mutation($draft: MyCartDraft!) { createMyCart(draft: $draft, storeKey: "CZ-web") { id version } }`
const ORDER = `mutation($draft: OrderMyCartCommand!) { createMyOrderFromCart(draft: $draft, storeKey: "CZ-web") { id version orderState } }`
const STOCK = `{ product(sku: "${SKU}") { masterData { current { allVariants(skus: ["${SKU}"]) { availability { channels { results { channel { key } availability { availableQuantity } } } } } } } } }`
const MY_ORDER = `query($id: String!) { me { order(id: $id) { orderState paymentState } } }`

const core = () =>
  createCommerceCore(fixture.server.database.db, {
    COMMERCE_CLIENT_ID: 'kestrel-local',
    COMMERCE_CLIENT_SECRET: 'kestrel-local',
    NODE_ENV: 'test',
  })

async function placeOrder(quantity = 2) {
  const { access_token: token } = await client.anonymousToken()
  const draft = {
    currency: 'CZK',
    country: 'CZ',
    store: { key: 'CZ-web', typeId: 'store' },
    lineItems: [{ sku: SKU, quantity, distributionChannel: web, supplyChannel: web }],
  }
  const cart = (await client.gql(token, CREATE, { draft })).data.createMyCart
  const placed = await client.gql(token, ORDER, { draft: { id: cart.id, version: cart.version } })
  expect(placed.errors).toBeUndefined()
  return { token, order: placed.data.createMyOrderFromCart as { id: string; version: number } }
}

async function webStock(token: string): Promise<number> {
  const answer = await client.gql(token, STOCK)
  const channels = answer.data.product.masterData.current.allVariants[0].availability.channels.results as Array<{
    channel: { key: string }
    availability: { availableQuantity: number }
  }>
  return channels.find((c) => c.channel.key === 'CZ-web')!.availability.availableQuantity
}

describe('an unpaid order does not hold stock for ever', () => {
  it('is cancelled once older than the limit, and its stock is released', async () => {
    const { token, order } = await placeOrder(2)
    const held = await webStock(token)
    const orders = core().orders

    // Younger than the limit: kept.
    expect(await orders.cancelUnpaid(UNPAID_ORDER_TTL_MS, Date.now())).not.toContain(order.id)
    expect((await client.gql(token, MY_ORDER, { id: order.id })).data.me.order).toMatchObject({ orderState: 'Open' })

    const cancelled = await orders.cancelUnpaid(UNPAID_ORDER_TTL_MS, Date.now() + UNPAID_ORDER_TTL_MS + 1000)
    expect(cancelled).toContain(order.id)
    expect((await client.gql(token, MY_ORDER, { id: order.id })).data.me.order).toMatchObject({
      orderState: 'Cancelled',
    })
    expect(await webStock(token)).toBe(held + 2)

    // Once only: a second sweep releases nothing more.
    expect(await orders.cancelUnpaid(UNPAID_ORDER_TTL_MS, Date.now() + UNPAID_ORDER_TTL_MS + 2000)).not.toContain(
      order.id,
    )
    expect(await webStock(token)).toBe(held + 2)
  })

  it('keeps a paid order however old it is', async () => {
    const { token, order } = await placeOrder(1)
    await core().orders.update(
      { kind: 'server', scopes: ['manage_project:kestrel'] },
      order.id,
      undefined,
      order.version,
      [{ changePaymentState: { paymentState: 'Paid' } }],
    )
    const cancelled = await core().orders.cancelUnpaid(UNPAID_ORDER_TTL_MS, Date.now() + 10 * UNPAID_ORDER_TTL_MS)
    expect(cancelled).not.toContain(order.id)
    expect((await client.gql(token, MY_ORDER, { id: order.id })).data.me.order).toMatchObject({
      orderState: 'Open',
      paymentState: 'Paid',
    })
  })
})
