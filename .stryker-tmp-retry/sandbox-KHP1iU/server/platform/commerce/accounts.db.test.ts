// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../../../tests/support/commerce-fixture'

const fixture = useCommerceFixture()
const { client } = fixture

const web = { key: 'CZ-web', typeId: 'channel' }
const json = (value: unknown) => JSON.stringify(value)
const CUSTOMER = `id version email firstName lastName dateOfBirth addresses { id key country city streetName custom { customFieldsRaw { name value } } }
  defaultShippingAddressId defaultShippingAddress { id } shippingAddresses { id } custom { customFieldsRaw { name value } }`
const SIGN_UP = `mutation($draft: CustomerSignMeUpDraft!) { customerSignMeUp(draft: $draft, storeKey: "CZ-web") { customer { ${CUSTOMER} } cart { id } } }`
const UPDATE_ME = `mutation($version: Long!, $actions: [MyCustomerUpdateAction!]!) { updateMyCustomer(version: $version, actions: $actions, storeKey: "CZ-web") { ${CUSTOMER} } }`

async function cartWithLine(token: string, sku = '1000010138', quantity = 1) {
  const created = await client.gql(
    token,
    `mutation { createMyCart(draft: { currency: "CZK", country: "CZ", store: { key: "CZ-web", typeId: "store" } }, storeKey: "CZ-web") { id version } }`,
  )
  const cart = created.data.createMyCart
  const updated = await client.gql(
    token,
    `mutation($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) { updateMyCart(id: $id, version: $version, actions: $actions) { id version lineItems { quantity } } }`,
    {
      id: cart.id,
      version: cart.version,
      actions: [{ addLineItem: { sku, quantity, distributionChannel: web, supplyChannel: web } }],
    },
  )
  expect(updated.errors).toBeUndefined()
  return updated.data.updateMyCart as { id: string; version: number }
}

describe('customers', () => {
  it('signs up, keeps the anonymous cart, updates profile and addresses and marks them as not from master data', async () => {
    const anonymous = await client.anonymousToken()
    const cart = await cartWithLine(anonymous.access_token)
    const signUp = await client.gql(anonymous.access_token, SIGN_UP, {
      draft: {
        email: 'petr@example.cz',
        password: 'tajne',
        firstName: 'Petr',
        lastName: 'Svoboda',
        custom: {
          type: { key: 'customer-customfields-type', typeId: 'type' },
          fields: [{ name: 'customer_CF_PhoneNumber', value: json('777000111') }],
        },
      },
    })
    expect(signUp.errors).toBeUndefined()
    expect(signUp.data.customerSignMeUp.cart.id).toBe(cart.id)
    const duplicate = await client.gql(anonymous.access_token, SIGN_UP, {
      draft: { email: 'PETR@example.cz', password: 'x' },
    })
    expect(duplicate.errors?.[0]?.extensions?.code).toBe('DuplicateField')

    const { access_token: token } = await client.customerToken('petr@example.cz', 'tajne')
    let me = (await client.gql(token, `{ me { customer { ${CUSTOMER} } activeCart { id } } }`)).data.me
    expect(me.activeCart.id).toBe(cart.id)
    const update = async (actions: unknown[]) => {
      const result = await client.gql(token, UPDATE_ME, { version: me.customer.version, actions })
      expect(result.errors).toBeUndefined()
      me = { ...me, customer: result.data.updateMyCustomer }
      return me.customer
    }
    let customer = await update([
      { setFirstName: { firstName: 'Petra' } },
      { setDateOfBirth: { dateOfBirth: '1990-05-01' } },
      { setCustomField: { name: 'customer_CF_Gender', value: json('F') } },
    ])
    expect(customer).toMatchObject({ firstName: 'Petra', dateOfBirth: '1990-05-01' })
    customer = await update([
      {
        addAddress: {
          address: {
            key: 'home',
            country: 'CZ',
            city: 'Praha',
            streetName: 'Na Příkopě',
            custom: {
              type: { key: 'address-customfields-type' },
              fields: [{ name: 'address_CF_KestrelAddressName', value: json('Domov') }],
            },
          },
        },
      },
      { setDefaultShippingAddress: { addressKey: 'home' } },
    ])
    const home = customer.addresses[0]
    expect(customer.defaultShippingAddressId).toBe(home.id)
    expect(customer.defaultShippingAddress.id).toBe(home.id)
    expect(home.custom.customFieldsRaw).toEqual([{ name: 'address_CF_KestrelAddressName', value: 'Domov' }])
    expect(customer.custom.customFieldsRaw).toContainEqual({ name: 'customer_CF_LastUpdateByMasterData', value: false })
    customer = await update([{ changeAddress: { addressId: home.id, address: { country: 'CZ', city: 'Brno' } } }])
    expect(customer.addresses[0]).toMatchObject({ id: home.id, city: 'Brno' })
    customer = await update([{ removeAddress: { addressId: home.id } }])
    expect(customer.addresses).toEqual([])
    expect(customer.defaultShippingAddressId).toBeNull()

    const wrong = await client.gql(
      token,
      `mutation($v: Long!) { customerChangeMyPassword(version: $v, currentPassword: "nope", newPassword: "nove") { id } }`,
      { v: customer.version },
    )
    expect(wrong.errors?.[0]?.extensions?.code).toBe('InvalidCurrentPassword')
    const changed = await client.gql(
      token,
      `mutation($v: Long!) { customerChangeMyPassword(version: $v, currentPassword: "tajne", newPassword: "nove") { version } }`,
      { v: customer.version },
    )
    expect(changed.errors).toBeUndefined()
    expect(
      (
        await client.token('/oauth/kestrel/customers/token', {
          grant_type: 'password',
          username: 'petr@example.cz',
          password: 'nove',
        })
      ).status,
    ).toBe(200)
  })

  it('merges the anonymous cart into the customer cart on sign-in (MergeWithExistingCustomerCart)', async () => {
    const jana = await client.customerToken('jana@example.cz', 'heslo123')
    const own = await cartWithLine(jana.access_token, '1000010139')
    const anonymous = await client.anonymousToken()
    const anonymousCart = await cartWithLine(anonymous.access_token, '1000020238', 2)
    const signIn = await client.gql(
      anonymous.access_token,
      `mutation { customerSignMeIn(draft: { email: "jana@example.cz", password: "heslo123" }) { customer { email } cart { id lineItems { quantity variant { sku } } } } }`,
    )
    expect(signIn.errors).toBeUndefined()
    const merged = signIn.data.customerSignMeIn.cart
    expect(merged.id).toBe(own.id)
    expect(merged.lineItems.map((line: { variant: { sku: string } }) => line.variant.sku).sort()).toEqual([
      '1000010139',
      '1000020238',
    ])
    const old = await client.gql(jana.access_token, `query($id: String!) { cart(id: $id) { cartState } }`, {
      id: anonymousCart.id,
    })
    expect(old.data.cart).toBeNull()
    const wrong = await client.gql(
      anonymous.access_token,
      `mutation { customerSignMeIn(draft: { email: "jana@example.cz", password: "x" }) { customer { id } } }`,
    )
    expect(wrong.errors?.[0]?.extensions?.code).toBe('InvalidCredentials')
  })

  it('merges through the password flow when the anonymous id is given', async () => {
    const anonymous = await client.anonymousToken()
    const anonymousId = /anonymous_id:(\S+)/.exec(anonymous.scope)![1]!
    await cartWithLine(anonymous.access_token, '1000020239')
    const token = await client.customerToken('jana@example.cz', 'heslo123', anonymousId)
    const cart = (await client.gql(token.access_token, `{ me { activeCart { lineItems { variant { sku } } } } }`)).data
      .me.activeCart
    expect(cart.lineItems.map((line: { variant: { sku: string } }) => line.variant.sku)).toContain('1000020239')
  })
})

describe('wishlists', () => {
  it('creates, adds, adds-and-removes-oldest, changes size and quantity, removes and deletes', async () => {
    const { access_token: token } = await client.anonymousToken()
    const LIST = `id version name(locale: "cs-CZ") store { key } lineItems { id quantity addedAt productId variant { sku images { url } } }`
    const created = await client.gql(
      token,
      `mutation { createMyShoppingList(draft: { name: [{ locale: "cs-CZ", value: "Oblíbené" }] }, storeKey: "CZ-web") { ${LIST} } }`,
    )
    expect(created.errors).toBeUndefined()
    let list = created.data.createMyShoppingList
    expect(list).toMatchObject({ name: 'Oblíbené', store: { key: 'CZ-web' }, lineItems: [] })
    const update = async (actions: unknown[]) => {
      const result = await client.gql(
        token,
        `mutation($id: String!, $version: Long!, $actions: [MyShoppingListUpdateAction!]!) { updateMyShoppingList(id: $id, version: $version, actions: $actions) { ${LIST} } }`,
        {
          id: list.id,
          version: list.version,
          actions,
        },
      )
      expect(result.errors).toBeUndefined()
      list = result.data.updateMyShoppingList
      return list
    }
    await update([{ addLineItem: { sku: '1000010138', quantity: 1 } }])
    const oldest = list.lineItems[0]
    await update([
      { removeLineItem: { lineItemId: oldest.id, quantity: 1 } },
      { addLineItem: { sku: '1000020238', quantity: 1 } },
    ])
    expect(list.lineItems.map((line: { variant: { sku: string } }) => line.variant.sku)).toEqual(['1000020238'])
    const line = list.lineItems[0]
    await update([
      { removeLineItem: { lineItemId: line.id } },
      { addLineItem: { sku: '1000020239', quantity: 1, addedAt: line.addedAt } },
    ])
    expect(list.lineItems[0]).toMatchObject({ addedAt: line.addedAt, variant: { sku: '1000020239' } })
    await update([{ changeLineItemQuantity: { lineItemId: list.lineItems[0].id, quantity: 2 } }])
    expect(list.lineItems[0].quantity).toBe(2)
    const mine = await client.gql(
      token,
      `{ me { shoppingLists(limit: 10) { total results { id } } activeCart { id } } }`,
    )
    expect(mine.data.me.shoppingLists).toEqual({ total: 1, results: [{ id: list.id }] })
    const unknownSku = await client.gql(
      token,
      `mutation($id: String!, $v: Long!) { updateMyShoppingList(id: $id, version: $v, actions: [{ addLineItem: { sku: "nope" } }]) { id } }`,
      { id: list.id, v: list.version },
    )
    expect(unknownSku.errors?.[0]?.extensions?.code).toBe('InvalidInput')
    const deleted = await client.gql(
      token,
      `mutation($id: String!, $v: Long!) { deleteMyShoppingList(id: $id, version: $v) { id } }`,
      { id: list.id, v: list.version },
    )
    expect(deleted.data.deleteMyShoppingList.id).toBe(list.id)
  })

  it('keeps a line added by product alone without a variant id; its variant is the master variant', async () => {
    const { access_token: token } = await client.anonymousToken()
    const LIST = `id version lineItems { id productId variantId variant { sku } }`
    let list = (
      await client.gql(
        token,
        `mutation { createMyShoppingList(draft: { name: [{ locale: "cs-CZ", value: "Oblíbené" }] }, storeKey: "CZ-web") { ${LIST} } }`,
      )
    ).data.createMyShoppingList
    const update = async (actions: unknown[]) => {
      const result = await client.gql(
        token,
        `mutation($id: String!, $version: Long!, $actions: [MyShoppingListUpdateAction!]!) { updateMyShoppingList(id: $id, version: $version, actions: $actions) { ${LIST} } }`,
        {
          id: list.id,
          version: list.version,
          actions,
        },
      )
      expect(result.errors).toBeUndefined()
      list = result.data.updateMyShoppingList
    }
    await update([{ addLineItem: { sku: '1000020239', quantity: 1 } }])
    const sized = list.lineItems[0]
    expect(sized.variantId).not.toBeNull()
    const { productId } = sized
    await update([{ addLineItem: { productId, sku: null, quantity: 1 } }])
    const alone = list.lineItems.find((line: { id: string }) => line.id !== sized.id)
    expect(alone).toMatchObject({ productId, variantId: null })
    const product = await client.gql(
      token,
      `query($id: String!) { product(id: $id) { masterData { current { masterVariant { sku } } } } }`,
      { id: productId },
    )
    expect(alone.variant.sku).toBe(product.data.product.masterData.current.masterVariant.sku)
    // The same product alone again is the same line; a size of it stays a line of its own.
    await update([{ addLineItem: { productId, quantity: 1 } }])
    expect(list.lineItems).toHaveLength(2)
  })
})

describe('orders and payments', () => {
  it('creates exactly one order per cart, reserves stock and records payments', async () => {
    const jana = await client.customerToken('jana@example.cz', 'heslo123')
    const cart = await cartWithLine(jana.access_token, '1000020238', 2)
    const payment = await client.gql(
      jana.access_token,
      `mutation { createMyPayment(draft: { amountPlanned: { centAmount: 400000, currencyCode: "CZK" }, paymentMethodInfo: { method: "scheme", paymentInterface: "kestrel-payments" } }) { id version } }`,
    )
    expect(payment.errors).toBeUndefined()
    const ORDER = `mutation($draft: OrderMyCartCommand!) { createMyOrderFromCart(draft: $draft, storeKey: "CZ-web") { id orderNumber orderState paymentState shipmentState totalPrice { centAmount } store { key } cart { cartState } } }`
    const attempts = await Promise.all(
      [0, 1, 2].map(() => client.gql(jana.access_token, ORDER, { draft: { id: cart.id, version: cart.version } })),
    )
    const made = attempts.filter((attempt) => !attempt.errors)
    expect(made).toHaveLength(1)
    for (const failed of attempts.filter((attempt) => attempt.errors)) {
      expect(['InvalidOperation', 'ConcurrentModification']).toContain(failed.errors![0]!.extensions?.code)
    }
    const order = made[0]!.data.createMyOrderFromCart
    expect(order).toMatchObject({
      orderState: 'Open',
      paymentState: 'Pending',
      shipmentState: 'Pending',
      store: { key: 'CZ-web' },
      cart: { cartState: 'Ordered' },
    })
    expect(order.orderNumber).toMatch(/^KCZ\d+$/)
    const again = await client.gql(jana.access_token, ORDER, { draft: { id: cart.id, version: cart.version + 1 } })
    expect(again.errors?.[0]?.extensions?.code).toBe('InvalidOperation')

    const stock = await client.gql(
      jana.access_token,
      `{ product(sku: "1000020238") { masterData { current { variant(sku: "1000020238") { availability { channels(includeChannelIds: []) { total } } } masterVariant { availability { channels { results { channel { key } availability { availableQuantity } } } } } } } } }`,
    )
    const channels = stock.data.product.masterData.current.masterVariant.availability.channels.results
    expect(channels).toContainEqual({ channel: { key: 'CZ-web' }, availability: { availableQuantity: 3 } })

    const orders = await client.gql(
      jana.access_token,
      `{ me { orders(limit: 5) { total results { id orderNumber } } order(id: "${order.id}") { lineItems { quantity } taxedPrice { totalTax { centAmount } } } } }`,
    )
    expect(orders.data.me.orders.results[0].id).toBe(order.id)
    expect(orders.data.me.order.lineItems[0].quantity).toBe(2)
    const stranger = await client.anonymousToken()
    const hidden = await client.gql(
      stranger.access_token,
      `query($id: String!) { order(id: $id) { id } me { order(id: $id) { id } } }`,
      { id: order.id },
    )
    expect(hidden.data).toEqual({ order: null, me: { order: null } })

    // The payment stand-in records an authorisation with a server token.
    const server = await client.serverToken()
    const recorded = await client.gql(
      server,
      `mutation($id: String!, $version: Long!) { updatePayment(id: $id, version: $version, actions: [
        { addTransaction: { transaction: { type: Authorization, amount: { centAmount: 400000, currencyCode: "CZK" }, state: Pending, interactionId: "psp-1" } } },
        { setCustomField: { name: "makePaymentResponse", value: "{\\"resultCode\\":\\"Authorised\\"}" } },
        { addInterfaceInteraction: { type: { key: "payment-customfields-type" }, fields: [{ name: "notification", value: "\\"AUTHORISATION\\"" }] } }
      ]) { id version transactions { id type state } custom { customFieldsRaw { name value } } interfaceInteractionsRaw { total results { fields { name value } } } } }`,
      { id: payment.data.createMyPayment.id, version: payment.data.createMyPayment.version },
    )
    expect(recorded.errors).toBeUndefined()
    expect(recorded.data.updatePayment.interfaceInteractionsRaw).toEqual({
      total: 1,
      results: [{ fields: [{ name: 'notification', value: 'AUTHORISATION' }] }],
    })
    const transaction = recorded.data.updatePayment.transactions[0]
    const succeeded = await client.gql(
      server,
      `mutation($id: String!, $v: Long!, $t: String!) { updatePayment(id: $id, version: $v, actions: [{ changeTransactionState: { transactionId: $t, state: Success } }]) { transactions { state } } }`,
      {
        id: recorded.data.updatePayment.id,
        v: recorded.data.updatePayment.version,
        t: transaction.id,
      },
    )
    expect(succeeded.data.updatePayment.transactions[0].state).toBe('Success')
    const read = await client.gql(
      jana.access_token,
      `query($id: String!) { me { payment(id: $id) { custom { customFieldsRaw(includeNames: ["makePaymentResponse"]) { value } } } } }`,
      { id: recorded.data.updatePayment.id },
    )
    expect(read.data.me.payment.custom.customFieldsRaw[0].value).toEqual({ resultCode: 'Authorised' })
    const shopperWrite = await client.gql(
      jana.access_token,
      `mutation { updatePayment(id: "x", version: 1, actions: []) { id } }`,
    )
    expect(shopperWrite.errors?.[0]?.extensions?.code).toBe('insufficient_scope')
    const paid = await client.gql(
      server,
      `mutation($id: String!, $v: Long!) { updateOrder(id: $id, version: $v, actions: [{ changePaymentState: { paymentState: Paid } }, { changeShipmentState: { shipmentState: Ready } }]) { paymentState shipmentState } }`,
      { id: order.id, v: 1 },
    )
    expect(paid.data.updateOrder).toEqual({ paymentState: 'Paid', shipmentState: 'Ready' })
  })

  it('refuses an order when the supply channel has too little stock', async () => {
    const { access_token: token } = await client.anonymousToken()
    const cart = await cartWithLine(token, '1000010140', 1)
    const result = await client.gql(
      token,
      `mutation($d: OrderMyCartCommand!) { createMyOrderFromCart(draft: $d) { id } }`,
      { d: { id: cart.id, version: cart.version } },
    )
    expect(result.errors?.[0]?.extensions?.code).toBe('OutOfStock')
    const still = await client.gql(token, `{ me { activeCart { id cartState } } }`)
    expect(still.data.me.activeCart).toEqual({ id: cart.id, cartState: 'Active' })
  })
})

describe('products', () => {
  it('finds products by skus, key, where and sku with price selection', async () => {
    const { access_token: token } = await client.anonymousToken()
    const bySkus = await client.gql(
      token,
      `{ products(skus: ["1000010139", "1000020240"], limit: 10) { total results { key masterData { current { name(locale: "en") allVariants(skus: ["1000020240"]) { sku price(currency: "CZK", country: "CZ", channelId: "${await channelId(token)}") { value { centAmount } discounted { value { centAmount } } } } } } } } }`,
    )
    expect(bySkus.errors).toBeUndefined()
    expect(bySkus.data.products.total).toBe(2)
    const boot = bySkus.data.products.results.find((product: { key: string }) => product.key === '100002-02')
    expect(boot.masterData.current.allVariants[0].price).toEqual({
      value: { centAmount: 250000 },
      discounted: { value: { centAmount: 200000 } },
    })
    const paged = await client.gql(
      token,
      `{ products(where: "key in (\\"100001-01\\", \\"100002-02\\")", limit: 1, offset: 1) { count total offset results { key } } }`,
    )
    expect(paged.data.products).toMatchObject({ count: 1, total: 2, offset: 1 })
    const inStore = await client.gql(
      token,
      `{ inStore(key: "CZ-web") { product(key: "100001-01") { key productSelectionRefs(where: "x") { exists } masterData { current { variants(isOnStock: true, stockChannelIds: ["${await channelId(token)}"]) { sku } } } } } }`,
    )
    expect(inStore.data.inStore.product.masterData.current.variants.map((v: { sku: string }) => v.sku)).toEqual([
      '1000010139',
    ])
    const noPrice = await client.gql(
      token,
      `{ product(sku: "1000010138") { masterData { current { masterVariant { price(currency: "CZK") { value { centAmount } } } } } } }`,
    )
    expect(noPrice.data.product.masterData.current.masterVariant.price).toBeNull()
    const badWhere = await client.gql(token, `{ products(where: "drop table") { total } }`)
    expect(badWhere.errors?.[0]?.extensions?.code).toBe('InvalidInput')
  })
})

describe('fault injection', () => {
  it('answers the next calls with the injected status or ConcurrentModification, then recovers', async () => {
    const { access_token: token } = await client.anonymousToken()
    const inject = (body: unknown) =>
      fetch(`${fixture.server.origin}/platform/commerce/faults`, {
        method: 'POST',
        headers: { authorization: `Basic ${btoa('kestrel-local:kestrel-local')}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await inject({ answer: 503, count: 2 })).status).toBe(200)
    expect((await client.gql(token, '{ me { activeCart { id } } }')).status).toBe(503)
    const second = await client.gql(token, '{ me { activeCart { id } } }')
    expect(second.status).toBe(503)
    expect(second.errors?.[0]?.extensions?.code).toBe('ServiceUnavailable')
    expect((await client.gql(token, '{ me { activeCart { id } } }')).status).toBe(200)
    const cart = await cartWithLine(token)
    await inject({ answer: 'ConcurrentModification', count: 1 })
    const conflict = await client.gql(
      token,
      `mutation($id: String!, $v: Long!) { updateMyCart(id: $id, version: $v, actions: [{ recalculate: {} }]) { version } }`,
      { id: cart.id, v: cart.version },
    )
    expect(conflict.errors?.[0]?.extensions).toMatchObject({
      code: 'ConcurrentModification',
      currentVersion: cart.version,
    })
    const retried = await client.gql(
      token,
      `mutation($id: String!, $v: Long!) { updateMyCart(id: $id, version: $v, actions: [{ recalculate: {} }]) { version } }`,
      { id: cart.id, v: cart.version },
    )
    expect(retried.data.updateMyCart.version).toBe(cart.version + 1)
    expect((await inject({ answer: 418 })).status).toBe(400)
  })
})

async function channelId(token: string): Promise<string> {
  const result = await client.gql(token, `{ channel(key: "CZ-web") { id } }`)
  return result.data.channel.id
}
