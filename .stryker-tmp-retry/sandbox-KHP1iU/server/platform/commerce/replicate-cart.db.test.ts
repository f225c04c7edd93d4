// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../../../tests/support/commerce-fixture'

const fixture = useCommerceFixture()
const { client } = fixture

const web = { key: 'CZ-web', typeId: 'channel' }
const CART =
  'id cartState totalPrice { centAmount } lineItems { variant { sku } quantity supplyChannel { key } } discountCodes { discountCode { code } } shippingAddress { city }'
const CREATE = `mutation($draft: MyCartDraft!) { createMyCart(draft: $draft, storeKey: "CZ-web") { id version } }`
const ORDER = `mutation($draft: OrderMyCartCommand!) { createMyOrderFromCart(draft: $draft, storeKey: "CZ-web") { id } }`
const REPLICATE = `mutation($reference: ReferenceInput!) { replicateMyCart(reference: $reference) { ${CART} } }`

async function shopperWithOrder() {
  const { access_token: token } = await client.anonymousToken()
  const draft = {
    currency: 'CZK',
    country: 'CZ',
    store: { key: 'CZ-web', typeId: 'store' },
    discountCodes: ['WELCOME10'],
    shippingAddress: { country: 'CZ', city: 'Praha', streetName: 'Vodičkova', postalCode: '11000' },
    lineItems: [{ sku: '1000010138', quantity: 2, distributionChannel: web, supplyChannel: web }],
  }
  const cart = (await client.gql(token, CREATE, { draft })).data.createMyCart
  const order = (await client.gql(token, ORDER, { draft: { id: cart.id, version: cart.version } })).data
    .createMyOrderFromCart
  return { token, order, cart }
}

describe('replicateMyCart', () => {
  it("makes the shopper's active cart from their order: lines, channels, codes and address, priced anew", async () => {
    const { token, order, cart } = await shopperWithOrder()
    const replica = await client.gql(token, REPLICATE, { reference: { typeId: 'order', id: order.id } })
    expect(replica.errors).toBeUndefined()
    expect(replica.data.replicateMyCart).toMatchObject({
      cartState: 'Active',
      lineItems: [{ variant: { sku: '1000010138' }, quantity: 2, supplyChannel: { key: 'CZ-web' } }],
      discountCodes: [{ discountCode: { code: 'WELCOME10' } }],
      shippingAddress: { city: 'Praha' },
      totalPrice: { centAmount: 180000 },
    })
    expect(replica.data.replicateMyCart.id).not.toBe(cart.id)
    const active = await client.gql(token, '{ me { activeCart { id } } }')
    expect(active.data.me.activeCart.id).toBe(replica.data.replicateMyCart.id)
  })

  it("never copies another shopper's order, and names only carts and orders", async () => {
    const { order } = await shopperWithOrder()
    const { access_token: stranger } = await client.anonymousToken()
    const refused = await client.gql(stranger, REPLICATE, { reference: { typeId: 'order', id: order.id } })
    expect(refused.errors?.[0]?.extensions?.code).toBe('ResourceNotFound')
    const wrongType = await client.gql(stranger, REPLICATE, { reference: { typeId: 'product', id: order.id } })
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('InvalidInput')
  })
})
