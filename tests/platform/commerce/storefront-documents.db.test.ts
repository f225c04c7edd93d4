import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../../support/commerce-fixture'
import * as cartDocuments from '../../../src/services/commerce/cart.documents'
import * as customerDocuments from '../../../src/services/commerce/customer.documents'
import * as wishlistDocuments from '../../../src/services/commerce/wishlist.documents'

const fixture = useCommerceFixture()
const { client } = fixture

const web = { key: 'CZ-web', typeId: 'channel' }
const common = { storeKey: 'CZ-web', locale: 'cs-CZ' }

/** The storefront's own GraphQL documents, run against the local platform. */
describe('the storefront documents on the local platform', () => {
  it('run the cart flow from creation to order', async () => {
    const { access_token: token } = await client.anonymousToken()
    const run = async (document: string, variables: Record<string, unknown>) => {
      const result = await client.gql(token, document, { ...common, ...variables })
      expect(result.errors, document.slice(0, 60)).toBeUndefined()
      return Object.values(
        result.data as Record<
          string,
          { version: number; id: string; lineItems: Array<{ id: string; addedAt: string }> }
        >,
      )[0]!
    }
    let cart = await run(cartDocuments.CREATE_MY_CART, { currency: 'CZK', country: 'CZ', shippingMethod: null })
    const at = () => ({ id: cart.id, version: cart.version })
    cart = await run(cartDocuments.ADD_LINE_ITEM, {
      ...at(),
      sku: '1000010138',
      quantity: 1,
      distributionChannel: web,
      supplyChannel: web,
    })
    cart = await run(cartDocuments.ADD_LINE_ITEM, {
      ...at(),
      sku: '1000020238',
      quantity: 1,
      distributionChannel: web,
      supplyChannel: web,
    })
    cart = await run(cartDocuments.SET_LINE_ITEM_SUPPLY_CHANNEL, {
      ...at(),
      lineItemId: cart.lineItems[0]!.id,
      supplyChannel: { key: 'CZ-PRG-01', typeId: 'channel' },
    })
    cart = await run(cartDocuments.SET_SHOPPER_NAME, { ...at(), firstName: '"Jana"', lastName: '"Nováková"' })
    cart = await run(cartDocuments.SET_SHIPPING_ADDRESS, {
      ...at(),
      address: {
        country: 'CZ',
        firstName: 'Jana',
        streetName: 'Vodičkova 1',
        custom: {
          type: { key: 'address-customfields-type', typeId: 'type' },
          fields: [{ name: 'address_CF_Landmark', value: '"Roh"' }],
        },
      },
    })
    cart = await run(cartDocuments.SET_DELIVERY_DATE_AND_SLOT, { ...at(), date: '"2026-12-01"', timeslot: '"16-18"' })
    cart = await run(cartDocuments.SET_SHIPPING_METHOD, { ...at(), shippingMethodKey: 'HD' })
    cart = await run(cartDocuments.SET_BILLING_ADDRESS, { ...at(), address: { country: 'CZ', city: 'Praha' } })
    cart = await run(cartDocuments.ADD_DISCOUNT_CODE, { ...at(), discountCode: 'WELCOME10' })
    const withCode = cart as unknown as { discountCodes: Array<{ discountCode: { id: string } }> }
    cart = await run(cartDocuments.REMOVE_DISCOUNT_CODE, {
      ...at(),
      discountId: withCode.discountCodes[0]!.discountCode.id,
      typeId: 'discount-code',
    })
    cart = await run(cartDocuments.CHANGE_LINE_ITEM_QUANTITY, {
      ...at(),
      lineItemId: cart.lineItems[0]!.id,
      quantity: 2,
    })
    const [first, second] = cart.lineItems
    cart = await run(cartDocuments.CHANGE_SIZE, {
      ...at(),
      lineItemId: second!.id,
      sku: '1000020239',
      quantity: 1,
      addedAt: second!.addedAt,
      distributionChannel: web,
      supplyChannel: web,
    })
    cart = await run(cartDocuments.ADD_LINE_ITEM, {
      ...at(),
      sku: '1000010139',
      quantity: 1,
      distributionChannel: web,
      supplyChannel: web,
    })
    cart = await run(cartDocuments.CHANGE_SIZE_TO_EXISTING_LINE, {
      ...at(),
      lineItemIdToRemove: cart.lineItems[2]!.id,
      lineItemIdToChange: first!.id,
      quantity: 3,
    })
    cart = await run(cartDocuments.REMOVE_LINE_ITEM, { ...at(), lineItemId: first!.id, quantity: 1 })
    cart = await run(cartDocuments.RECALCULATE, at())
    expect((await run(cartDocuments.MY_ACTIVE_CART, {})) as unknown as { activeCart: { id: string } }).toMatchObject({
      activeCart: { id: cart.id },
    })
    const order = (await run(cartDocuments.CREATE_MY_ORDER_FROM_CART, at())) as unknown as {
      orderNumber: string
      orderState: string
    }
    expect(order.orderState).toBe('Open')
  })

  it('run the address book and profile documents', async () => {
    const { access_token: token } = await client.customerToken('jana@example.cz', 'heslo123')
    const run = async (document: string, variables: Record<string, unknown> = {}) => {
      const result = await client.gql(token, document, { storeKey: 'CZ-web', ...variables })
      expect(result.errors, document.slice(0, 60)).toBeUndefined()
      return result.data
    }
    let customer = (await run(customerDocuments.MY_ADDRESSES)).me.customer
    const address = {
      country: 'CZ',
      city: 'Brno',
      key: 'work',
      custom: {
        type: { key: 'address-customfields-type', typeId: 'type' },
        fields: [{ name: 'address_CF_KestrelAddressName', value: '"Práce"' }],
      },
    }
    customer = (
      await run(customerDocuments.ADD_ADDRESS_AND_SET_DEFAULT_SHIPPING, {
        version: customer.version,
        address,
        addressKey: 'work',
      })
    ).updateMyCustomer
    const work = customer.addresses.find((candidate: { key: string }) => candidate.key === 'work')
    expect(customer.defaultShippingAddressId).toBe(work.id)
    customer = (
      await run(customerDocuments.UPDATE_ADDRESS, {
        version: customer.version,
        addressId: work.id,
        address: { ...address, city: 'Olomouc' },
      })
    ).updateMyCustomer
    customer = (
      await run(customerDocuments.UPDATE_ADDRESS_AND_SET_DEFAULT_SHIPPING, {
        version: customer.version,
        addressId: work.id,
        address,
      })
    ).updateMyCustomer
    customer = (
      await run(customerDocuments.SET_DEFAULT_SHIPPING_ADDRESS, {
        version: customer.version,
        addressId: work.id,
        title: 'Ing.',
      })
    ).updateMyCustomer
    customer = (
      await run(customerDocuments.ADD_ADDRESS, { version: customer.version, address: { country: 'CZ', city: 'Plzeň' } })
    ).updateMyCustomer
    customer = (await run(customerDocuments.REMOVE_ADDRESS, { version: customer.version, addressId: work.id }))
      .updateMyCustomer
    expect(customer.addresses.map((candidate: { city: string }) => candidate.city)).not.toContain('Brno')
    const profile = (await run(customerDocuments.MY_PROFILE)).me.customer
    expect(profile).toMatchObject({ email: 'jana@example.cz', title: 'Ing.' })
    expect(profile.custom.customFieldsRaw).toContainEqual({ name: 'customer_CF_LastUpdateByMasterData', value: false })
  })

  it('run the wishlist documents', async () => {
    const { access_token: token } = await client.anonymousToken()
    const run = async (document: string, variables: Record<string, unknown> = {}) => {
      const result = await client.gql(token, document, { ...common, ...variables })
      expect(result.errors, document.slice(0, 60)).toBeUndefined()
      return Object.values(
        result.data as Record<
          string,
          { id: string; version: number; lineItems: Array<{ id: string; addedAt: string; quantity: number }> }
        >,
      )[0]!
    }
    let list = await run(wishlistDocuments.CREATE_MY_SHOPPING_LIST, { name: [{ locale: 'cs-CZ', value: 'Přání' }] })
    const at = () => ({ id: list.id, version: list.version })
    list = await run(wishlistDocuments.ADD_PRODUCT, { ...at(), sku: '1000010138', quantity: 1 })
    list = await run(wishlistDocuments.ADD_PRODUCT_AND_REMOVE_OLDEST, {
      ...at(),
      sku: '1000010139',
      oldestItemId: list.lineItems[0]!.id,
      oldestItemQuantity: 1,
    })
    list = await run(wishlistDocuments.CHANGE_QUANTITY, { ...at(), lineItemId: list.lineItems[0]!.id, quantity: 2 })
    list = await run(wishlistDocuments.CHANGE_SIZE, {
      ...at(),
      lineItemId: list.lineItems[0]!.id,
      sku: '1000010140',
      addedAt: list.lineItems[0]!.addedAt,
    })
    list = await run(wishlistDocuments.REMOVE_PRODUCT, { ...at(), lineItemId: list.lineItems[0]!.id, quantity: 1 })
    expect(list.lineItems).toEqual([])
    const both = (await run(wishlistDocuments.MY_ACTIVE_CART_AND_SHOPPING_LISTS)) as unknown as {
      shoppingLists: { results: unknown[] }
    }
    expect(both.shoppingLists.results).toHaveLength(1)
    await run(wishlistDocuments.MY_SHOPPING_LISTS)
    await run(wishlistDocuments.DELETE_MY_SHOPPING_LIST, { shoppingListId: list.id, shoppingListVersion: list.version })
  })
})
