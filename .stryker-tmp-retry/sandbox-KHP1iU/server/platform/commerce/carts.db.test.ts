// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../../../tests/support/commerce-fixture'
import { CART_FIELDS } from './testing/client'

const fixture = useCommerceFixture()
const { client } = fixture

const CREATE = `mutation($draft: MyCartDraft!) { createMyCart(draft: $draft, storeKey: "CZ-web") { ${CART_FIELDS} } }`
const UPDATE = `mutation($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) { updateMyCart(id: $id, version: $version, actions: $actions, storeKey: "CZ-web") { ${CART_FIELDS} } }`
const web = { key: 'CZ-web', typeId: 'channel' }
const prague = { key: 'CZ-PRG-01', typeId: 'channel' }
const add = (sku: string, quantity = 1, supplyChannel = web) => ({
  addLineItem: { sku, quantity, distributionChannel: web, supplyChannel },
})
const json = (value: unknown) => JSON.stringify(value)

/** A shopper with a cart, and a helper applying actions at the cart's current version. */
async function shopper() {
  const { access_token: token } = await client.anonymousToken()
  const created = await client.gql(token, CREATE, {
    draft: { currency: 'CZK', country: 'CZ', locale: 'cs-CZ', store: { key: 'CZ-web', typeId: 'store' } },
  })
  expect(created.errors).toBeUndefined()
  let cart = created.data.createMyCart
  const update = async (...actions: unknown[]) => {
    const result = await client.gql(token, UPDATE, { id: cart.id, version: cart.version, actions })
    if (!result.errors) cart = result.data.updateMyCart
    return result
  }
  const ok = async (...actions: unknown[]) => {
    const result = await update(...actions)
    expect(result.errors).toBeUndefined()
    return cart
  }
  return { token, update, ok, cart: () => cart }
}

describe('cart operations', () => {
  it('creates a cart in the store with an empty shipping address for the country', async () => {
    const s = await shopper()
    expect(s.cart()).toMatchObject({
      version: 1,
      cartState: 'Active',
      store: { key: 'CZ-web' },
      country: 'CZ',
      lineItems: [],
      shippingAddress: { country: 'CZ' },
    })
    expect(s.cart().totalPrice).toEqual({ centAmount: 0, currencyCode: 'CZK', fractionDigits: 2 })
    const active = await client.gql(
      s.token,
      `{ inStore(key: "CZ-web") { me { activeCart { id } } } me { activeCart { id } } }`,
    )
    expect(active.data).toEqual({
      inStore: { me: { activeCart: { id: s.cart().id } } },
      me: { activeCart: { id: s.cart().id } },
    })
  })

  it('adds lines, merges the same SKU, prices with VAT included and reads stock per channel', async () => {
    const s = await shopper()
    await s.ok(add('1000010138'))
    const cart = await s.ok(add('1000010138'))
    expect(cart.lineItems).toHaveLength(1)
    expect(cart.lineItems[0].quantity).toBe(2)
    expect(cart.totalPrice.centAmount).toBe(200000)
    expect(cart.taxedPrice).toEqual({
      totalGross: { centAmount: 200000 },
      totalNet: { centAmount: 165289 },
      totalTax: { centAmount: 34711 },
    })
    const channels = cart.lineItems[0].variant.availability.channels.results
    expect(channels).toContainEqual({
      channel: { key: 'CZ-web' },
      availability: { isOnStock: true, availableQuantity: 5 },
    })
    expect(cart.lineItems[0].variant.images[0].url).toMatch(/^\/platform\/images\/catalog\//)
  })

  it('sets the supply channel, changes quantity, removes lines and runs both change-size flows', async () => {
    const s = await shopper()
    let cart = await s.ok(add('1000010138'), add('1000010139'))
    const [first, second] = cart.lineItems
    cart = await s.ok({ setLineItemSupplyChannel: { lineItemId: first.id, supplyChannel: prague } })
    expect(cart.lineItems[0].supplyChannel.key).toBe('CZ-PRG-01')
    cart = await s.ok({ changeLineItemQuantity: { lineItemId: first.id, quantity: 3 } })
    expect(cart.totalLineItemQuantity).toBe(4)
    cart = await s.ok({ removeLineItem: { lineItemId: first.id, quantity: 1 } })
    expect(cart.lineItems[0].quantity).toBe(2)
    // Change size: remove the line, add the new SKU with the same quantity and addedAt.
    cart = await s.ok(
      { removeLineItem: { lineItemId: second.id } },
      { addLineItem: { ...add('1000010140').addLineItem, quantity: 1, addedAt: second.addedAt } },
    )
    expect(cart.lineItems.map((line: { variant: { sku: string } }) => line.variant.sku)).toEqual([
      '1000010138',
      '1000010140',
    ])
    expect(cart.lineItems[1].addedAt).toBe(second.addedAt)
    // Change size to an existing line: remove one, change the other's quantity.
    const [keep, drop] = cart.lineItems
    cart = await s.ok(
      { removeLineItem: { lineItemId: drop.id } },
      { changeLineItemQuantity: { lineItemId: keep.id, quantity: 3 } },
    )
    expect(cart.lineItems).toHaveLength(1)
    expect(cart.lineItems[0].quantity).toBe(3)
    cart = await s.ok({ changeLineItemQuantity: { lineItemId: keep.id, quantity: 0 } })
    expect(cart.lineItems).toEqual([])
    expect(cart.totalPrice.centAmount).toBe(0)
  })

  it('keeps the shopper names, delivery date and slot in custom fields and addresses with their custom fields', async () => {
    const s = await shopper()
    const cart = await s.ok(
      { setCustomField: { name: 'order_CF_ShopperFirstName', value: json('Jana') } },
      { setCustomField: { name: 'order_CF_ShopperLastName', value: json('Nováková') } },
      { setCustomField: { name: 'order_CF_DeliveryDate', value: json('2026-12-01') } },
      { setCustomField: { name: 'order_CF_DeliveryTimeSlot', value: json('14-16') } },
      {
        setShippingAddress: {
          address: {
            country: 'CZ',
            firstName: 'Jana',
            streetName: 'Vodičkova 1',
            custom: {
              type: { key: 'address-customfields-type', typeId: 'type' },
              fields: [
                { name: 'address_CF_Landmark', value: json('U kašny') },
                { name: 'address_CF_IsCompany', value: json(false) },
              ],
            },
          },
        },
      },
      { setBillingAddress: { address: { country: 'CZ', city: 'Brno' } } },
    )
    expect(cart.custom.customFieldsRaw).toEqual(
      expect.arrayContaining([
        { name: 'order_CF_ShopperFirstName', value: 'Jana' },
        { name: 'order_CF_ShopperLastName', value: 'Nováková' },
        { name: 'order_CF_DeliveryDate', value: '2026-12-01' },
        { name: 'order_CF_DeliveryTimeSlot', value: '14-16' },
      ]),
    )
    expect(cart.shippingAddress).toMatchObject({ country: 'CZ', firstName: 'Jana', streetName: 'Vodičkova 1' })
    expect(cart.shippingAddress.custom.customFieldsRaw).toContainEqual({
      name: 'address_CF_Landmark',
      value: 'U kašny',
    })
    expect(cart.billingAddress).toEqual({ country: 'CZ', city: 'Brno' })
  })

  it('sets a shipping method by key, lists the methods for the cart, and makes delivery free above the threshold', async () => {
    const s = await shopper()
    let cart = await s.ok(add('1000010138'), {
      setShippingMethod: { shippingMethod: { key: 'HD', typeId: 'shipping-method' } },
    })
    expect(cart.shippingInfo).toMatchObject({
      shippingMethodName: 'HD',
      price: { centAmount: 9900 },
      shippingMethod: { key: 'HD', localizedName: 'Home delivery' },
    })
    expect(cart.shippingInfo.shippingMethod.custom.customFieldsRaw).toContainEqual({
      name: 'shippingmethod_CF_OrderType',
      value: 'HD',
    })
    expect(cart.totalPrice.centAmount).toBe(109900)
    cart = await s.ok(add('1000010138'))
    expect(cart.shippingInfo.price.centAmount).toBe(0)
    const methods = await client.gql(
      s.token,
      `query($id: String!) { shippingMethodsByCart(id: $id) { key localizedName(locale: "cs-CZ") custom { customFieldsRaw { name value } } } }`,
      { id: cart.id },
    )
    expect(methods.data.shippingMethodsByCart.map((m: { key: string }) => m.key).sort()).toEqual(['CC', 'HD'])
  })

  it('applies discount codes with their states and removes them', async () => {
    const s = await shopper()
    let cart = await s.ok(add('1000010138'), { addDiscountCode: { code: 'WELCOME10' } })
    expect(cart.discountCodes[0]).toMatchObject({
      state: 'MatchesCart',
      discountCode: { code: 'WELCOME10', key: 'welcome10' },
    })
    expect(cart.totalPrice.centAmount).toBe(90000)
    expect(cart.lineItems[0].discountedPricePerQuantity[0].discountedPrice.includedDiscounts[0]).toEqual({
      discountedAmount: { centAmount: 10000 },
      discount: { key: 'welcome-10' },
    })
    const fields = Object.fromEntries(
      cart.custom.customFieldsRaw.map((field: { name: string; value: unknown }) => [field.name, field.value]),
    )
    expect(fields).toMatchObject({
      order_CF_HasDiscount: true,
      order_CF_Price: { centAmount: 100000 },
      order_CF_DiscountedPrice: { centAmount: 90000 },
      order_CF_Discount: { centAmount: 10000 },
      order_CF_DiscountedPriceValue: 900,
    })
    cart = await s.ok(
      { addDiscountCode: { code: 'INACTIVE' } },
      { addDiscountCode: { code: 'USEDUP' } },
      { addDiscountCode: { code: 'KIDS15' } },
    )
    const states = Object.fromEntries(
      cart.discountCodes.map((info: { state: string; discountCode: { code: string } }) => [
        info.discountCode.code,
        info.state,
      ]),
    )
    expect(states).toEqual({
      WELCOME10: 'MatchesCart',
      INACTIVE: 'NotActive',
      USEDUP: 'MaxApplicationReached',
      KIDS15: 'DoesNotMatchCart',
    })
    expect(cart.totalPrice.centAmount).toBe(90000)
    const missing = await s.update({ addDiscountCode: { code: 'NOPE' } })
    expect(missing.errors?.[0]?.extensions?.code).toBe('DiscountCodeNonApplicable')
    const expired = await s.update({ addDiscountCode: { code: 'EXPIRED' } })
    expect(expired.errors?.[0]?.extensions).toMatchObject({
      code: 'DiscountCodeNonApplicable',
      reason: 'TimeRangeNonApplicable',
    })
    const welcome = cart.discountCodes.find(
      (info: { discountCode: { code: string } }) => info.discountCode.code === 'WELCOME10',
    )
    cart = await s.ok({
      removeDiscountCode: { discountCode: { id: welcome.discountCode.id, typeId: 'discount-code' } },
    })
    expect(cart.totalPrice.centAmount).toBe(100000)
  })

  it('prices product-discounted variants and keeps the gift wrap at one', async () => {
    const s = await shopper()
    let cart = await s.ok(add('1000020240'), add('8888881'), add('8888881'))
    const boot = cart.lineItems.find((line: { variant: { sku: string } }) => line.variant.sku === '1000020240')
    expect(boot.price).toEqual({ value: { centAmount: 250000 }, discounted: { value: { centAmount: 200000 } } })
    const wrap = cart.lineItems.find((line: { variant: { sku: string } }) => line.variant.sku === '8888881')
    expect(wrap.quantity).toBe(1)
    expect(cart.totalPrice.centAmount).toBe(209900)
    cart = await s.ok({ addDiscountCode: { code: 'KIDS15' } })
    expect(cart.discountCodes[0].state).toBe('MatchesCart')
    expect(cart.totalPrice.centAmount).toBe(200000 - 30000 + 9900)
  })

  it('shares an absolute discount on the total over the units to the cent', async () => {
    const s = await shopper()
    const cart = await s.ok(add('1000010138', 2), add('1000020240', 1), { addDiscountCode: { code: 'MINUS333' } })
    expect(cart.totalPrice.centAmount).toBe(400000 - 33300)
    const discounted = cart.lineItems.flatMap(
      (line: {
        discountedPricePerQuantity: Array<{
          quantity: number
          discountedPrice: { includedDiscounts: Array<{ discountedAmount: { centAmount: number } }> }
        }>
      }) =>
        line.discountedPricePerQuantity.map(
          (group) => group.quantity * group.discountedPrice.includedDiscounts[0]!.discountedAmount.centAmount,
        ),
    )
    expect(discounted.reduce((sum: number, amount: number) => sum + amount, 0)).toBe(33300)
  })

  it('adds and removes the gift line item of a gift discount', async () => {
    const s = await shopper()
    let cart = await s.ok(add('1000010138', 2), { addDiscountCode: { code: 'GIFT' } })
    const gift = cart.lineItems.find((line: { lineItemMode: string }) => line.lineItemMode === 'GiftLineItem')
    expect(gift).toMatchObject({ quantity: 1, totalPrice: { centAmount: 0 }, variant: { sku: '8888881' } })
    expect(cart.totalPrice.centAmount).toBe(200000)
    cart = await s.ok({ changeLineItemQuantity: { lineItemId: cart.lineItems[0].id, quantity: 1 } })
    expect(cart.discountCodes[0].state).toBe('DoesNotMatchCart')
    expect(cart.lineItems.map((line: { lineItemMode: string }) => line.lineItemMode)).toEqual(['Standard'])
  })

  it('recalculates with updateProductData', async () => {
    const s = await shopper()
    await s.ok(add('1000010138'))
    const cart = await s.ok({ recalculate: { updateProductData: true } })
    expect(cart.lineItems[0].name).toBe('Runner')
    expect(cart.version).toBe(3)
  })
})

describe('optimistic concurrency', () => {
  it('loses no update when dozens of writers hit one cart', async () => {
    const s = await shopper()
    const start = s.cart()
    const skus = ['1000010138', '1000010139', '1000020238', '1000020239']
    const writers = Array.from({ length: 30 }, async (_, index) => {
      let version = start.version
      for (let attempt = 0; attempt < 100; attempt++) {
        const result = await client.gql(s.token, UPDATE, {
          id: start.id,
          version,
          actions: [add(skus[index % skus.length]!)],
        })
        if (!result.errors) return 1
        expect(result.errors[0]!.extensions?.code).toBe('ConcurrentModification')
        version = result.errors[0]!.extensions!.currentVersion as number
      }
      throw new Error('writer starved')
    })
    const successes = (await Promise.all(writers)).reduce((sum, n) => sum + n, 0)
    const final = (await client.gql(s.token, `{ me { activeCart { version totalLineItemQuantity } } }`)).data.me
      .activeCart
    expect(final.version).toBe(start.version + successes)
    expect(final.totalLineItemQuantity).toBe(30)
  })

  it('answers a stale version with ConcurrentModification and the current version', async () => {
    const s = await shopper()
    await s.ok(add('1000010138'))
    const stale = await client.gql(s.token, UPDATE, { id: s.cart().id, version: 1, actions: [add('1000010138')] })
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'ConcurrentModification', currentVersion: 2 })
  })
})

describe('bad input', () => {
  it('answers with platform errors, never a 500', async () => {
    const s = await shopper()
    const cases: Array<[unknown[], string]> = [
      [[add('0000000')], 'InvalidInput'],
      [[{ addLineItem: { sku: '1000010138', quantity: -2 } }], 'InvalidInput'],
      [[{ addLineItem: { sku: '1000010138', quantity: 2_000_000_000 } }], 'InvalidInput'],
      [[{ addLineItem: { quantity: 1 } }], 'InvalidInput'],
      [[{ changeLineItemQuantity: { lineItemId: 'nope', quantity: 1 } }], 'InvalidOperation'],
      [[{ setShippingMethod: { shippingMethod: { key: 'XX' } } }], 'InvalidInput'],
      [[{ setCustomField: { name: 'order_CF_ShopperFirstName', value: 'not json' } }], 'InvalidInput'],
      [[{ setShippingAddress: { address: { country: 'Czechia' } } }], 'InvalidInput'],
      [[{ addLineItem: { sku: '1000010138' }, removeLineItem: { lineItemId: 'x' } }], 'InvalidInput'],
      [[], 'InvalidInput'],
    ]
    for (const [actions, code] of cases) {
      const result = await client.gql(s.token, UPDATE, { id: s.cart().id, version: s.cart().version, actions })
      expect(result.status).toBe(200)
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(actions)).toBe(code)
    }
    const wrongTypes = await client.gql(s.token, UPDATE, {
      id: s.cart().id,
      version: 'one',
      actions: [add('1000010138')],
    })
    expect(wrongTypes.errors?.[0]?.extensions?.code).toBe('InvalidInput')
    const missingField = await client.gql(s.token, `mutation { updateMyCart(id: "x", actions: []) { id } }`)
    expect(missingField.errors?.[0]?.extensions?.code).toBe('InvalidInput')
    const syntax = await client.gql(s.token, `mutation { updateMyCart(`)
    expect(syntax.errors?.[0]?.extensions?.code).toBe('InvalidInput')
    const notJson = await fetch(`${fixture.server.origin}/platform/commerce/kestrel/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}` },
      body: 'x',
    })
    expect(notJson.status).toBe(400)
  })

  it("never reveals another shopper's cart", async () => {
    const owner = await shopper()
    const other = await client.anonymousToken()
    const result = await client.gql(other.access_token, UPDATE, {
      id: owner.cart().id,
      version: 1,
      actions: [add('1000010138')],
    })
    expect(result.errors?.[0]?.extensions?.code).toBe('ResourceNotFound')
    const unknown = await client.gql(other.access_token, UPDATE, {
      id: 'no-such-cart',
      version: 1,
      actions: [add('1000010138')],
    })
    expect(unknown.errors?.[0]?.message).toBe(result.errors?.[0]?.message.replace(owner.cart().id, 'no-such-cart'))
    const read = await client.gql(
      other.access_token,
      `query($id: String!) { me { cart(id: $id) { id } } cart(id: $id) { id } }`,
      { id: owner.cart().id },
    )
    expect(read.data).toEqual({ me: { cart: null }, cart: null })
  })
})
