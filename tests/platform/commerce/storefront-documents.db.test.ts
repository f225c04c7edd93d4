import type { AnyTypedDocument } from '@common/graphql/typed-document'
import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../../support/commerce-fixture'
import * as cartDocuments from '../../../src/services/commerce/cart.generated'
import * as customerDocuments from '../../../src/services/commerce/customer.generated'
import * as wishlistDocuments from '../../../src/services/commerce/wishlist.generated'

const fixture = useCommerceFixture()
const { client } = fixture

const web = { key: 'CZ-web', typeId: 'channel' }
const common = { storeKey: 'CZ-web', locale: 'cs-CZ' }

/** The storefront's own GraphQL documents, run against the local platform. */
describe('the storefront documents on the local platform', () => {
  it('run the cart flow from creation to order', async () => {
    const { access_token: token } = await client.anonymousToken()
    const run = async (document: AnyTypedDocument, variables: Record<string, unknown>) => {
      const result = await client.gql(token, String(document), { ...common, ...variables })
      expect(result.errors, String(document).slice(0, 60)).toBeUndefined()
      return Object.values(
        result.data as Record<
          string,
          { version: number; id: string; lineItems: Array<{ id: string; addedAt: string }> }
        >,
      )[0]!
    }
    // The cart comes with its first line: a guest's first add to bag is one write.
    let cart = await run(cartDocuments.CreateMyCartDocument, {
      currency: 'CZK',
      country: 'CZ',
      shippingMethod: null,
      lineItems: [{ sku: '1000010138', quantity: 1, distributionChannel: web, supplyChannel: web }],
    })
    expect(cart.lineItems).toHaveLength(1)
    const at = () => ({ id: cart.id, version: cart.version })
    cart = await run(cartDocuments.AddLineItemDocument, {
      ...at(),
      sku: '1000020238',
      quantity: 1,
      distributionChannel: web,
      supplyChannel: web,
    })
    cart = await run(cartDocuments.SetLineItemSupplyChannelDocument, {
      ...at(),
      lineItemId: cart.lineItems[0]!.id,
      supplyChannel: { key: 'CZ-PRG-01', typeId: 'channel' },
    })
    cart = await run(cartDocuments.SetShopperNameDocument, { ...at(), firstName: '"Jana"', lastName: '"Nováková"' })
    cart = await run(cartDocuments.SetShippingAddressDocument, {
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
    cart = await run(cartDocuments.SetDeliveryDateAndSlotDocument, {
      ...at(),
      date: '"2026-12-01"',
      timeslot: '"16-18"',
    })
    cart = await run(cartDocuments.SetShippingMethodDocument, { ...at(), shippingMethodKey: 'HD' })
    cart = await run(cartDocuments.SetBillingAddressDocument, { ...at(), address: { country: 'CZ', city: 'Praha' } })
    cart = await run(cartDocuments.AddDiscountCodeDocument, { ...at(), discountCode: 'WELCOME10' })
    const withCode = cart as unknown as { discountCodes: Array<{ discountCode: { id: string } }> }
    cart = await run(cartDocuments.RemoveDiscountCodeDocument, {
      ...at(),
      discountId: withCode.discountCodes[0]!.discountCode.id,
      typeId: 'discount-code',
    })
    cart = await run(cartDocuments.ChangeLineItemQuantityDocument, {
      ...at(),
      lineItemId: cart.lineItems[0]!.id,
      quantity: 2,
    })
    const [first, second] = cart.lineItems
    cart = await run(cartDocuments.ChangeSizeDocument, {
      ...at(),
      lineItemId: second!.id,
      sku: '1000020239',
      quantity: 1,
      addedAt: second!.addedAt,
      distributionChannel: web,
      supplyChannel: web,
    })
    cart = await run(cartDocuments.AddLineItemDocument, {
      ...at(),
      sku: '1000010139',
      quantity: 1,
      distributionChannel: web,
      supplyChannel: web,
    })
    cart = await run(cartDocuments.ChangeSizeToExistingLineDocument, {
      ...at(),
      lineItemIdToRemove: cart.lineItems[2]!.id,
      lineItemIdToChange: first!.id,
      quantity: 3,
    })
    cart = await run(cartDocuments.RemoveLineItemDocument, { ...at(), lineItemId: first!.id, quantity: 1 })
    cart = await run(cartDocuments.RecalculateDocument, at())
    // The active cart is the store's (`inStore(key).me`): the run answers its `me`.
    expect(
      (await run(cartDocuments.MyActiveCartDocument, {})) as unknown as { me: { activeCart: { id: string } } },
    ).toMatchObject({
      me: { activeCart: { id: cart.id } },
    })
    const order = (await run(cartDocuments.CreateMyOrderFromCartDocument, at())) as unknown as {
      orderNumber: string
      orderState: string
    }
    expect(order.orderState).toBe('Open')
  })

  it('run the address book and profile documents', async () => {
    const { access_token: token } = await client.customerToken('jana@example.cz', 'heslo123')
    const run = async (document: AnyTypedDocument, variables: Record<string, unknown> = {}) => {
      const result = await client.gql(token, String(document), { storeKey: 'CZ-web', ...variables })
      expect(result.errors, String(document).slice(0, 60)).toBeUndefined()
      return result.data
    }
    let customer = (await run(customerDocuments.MyAddressesDocument)).me.customer
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
      await run(customerDocuments.AddAddressAndSetDefaultShippingDocument, {
        version: customer.version,
        address,
        addressKey: 'work',
      })
    ).updateMyCustomer
    const work = customer.addresses.find((candidate: { key: string }) => candidate.key === 'work')
    expect(customer.defaultShippingAddressId).toBe(work.id)
    customer = (
      await run(customerDocuments.UpdateAddressDocument, {
        version: customer.version,
        addressId: work.id,
        address: { ...address, city: 'Olomouc' },
      })
    ).updateMyCustomer
    customer = (
      await run(customerDocuments.UpdateAddressAndSetDefaultShippingDocument, {
        version: customer.version,
        addressId: work.id,
        address,
      })
    ).updateMyCustomer
    customer = (
      await run(customerDocuments.SetDefaultShippingAddressDocument, {
        version: customer.version,
        addressId: work.id,
        title: 'Ing.',
      })
    ).updateMyCustomer
    customer = (
      await run(customerDocuments.AddAddressDocument, {
        version: customer.version,
        address: { country: 'CZ', city: 'Plzeň' },
      })
    ).updateMyCustomer
    customer = (await run(customerDocuments.RemoveAddressDocument, { version: customer.version, addressId: work.id }))
      .updateMyCustomer
    expect(customer.addresses.map((candidate: { city: string }) => candidate.city)).not.toContain('Brno')
    const profile = (await run(customerDocuments.MyProfileDocument)).me.customer
    expect(profile).toMatchObject({ email: 'jana@example.cz', title: 'Ing.' })
    expect(profile.custom.customFieldsRaw).toContainEqual({ name: 'customer_CF_LastUpdateByMasterData', value: false })
  })

  it('run the wishlist documents', async () => {
    const { access_token: token } = await client.anonymousToken()
    const run = async (document: AnyTypedDocument, variables: Record<string, unknown> = {}) => {
      const result = await client.gql(token, String(document), { ...common, ...variables })
      expect(result.errors, String(document).slice(0, 60)).toBeUndefined()
      return Object.values(
        result.data as Record<
          string,
          { id: string; version: number; lineItems: Array<{ id: string; addedAt: string; quantity: number }> }
        >,
      )[0]!
    }
    let list = await run(wishlistDocuments.CreateMyShoppingListDocument, {
      name: [{ locale: 'cs-CZ', value: 'Přání' }],
    })
    const at = () => ({ id: list.id, version: list.version })
    list = await run(wishlistDocuments.AddWishlistProductDocument, { ...at(), sku: '1000010138', quantity: 1 })
    list = await run(wishlistDocuments.AddWishlistProductAndRemoveOldestDocument, {
      ...at(),
      sku: '1000010139',
      oldestItemId: list.lineItems[0]!.id,
      oldestItemQuantity: 1,
    })
    list = await run(wishlistDocuments.ChangeWishlistQuantityDocument, {
      ...at(),
      lineItemId: list.lineItems[0]!.id,
      quantity: 2,
    })
    list = await run(wishlistDocuments.ChangeWishlistSizeDocument, {
      ...at(),
      lineItemId: list.lineItems[0]!.id,
      sku: '1000010140',
      addedAt: list.lineItems[0]!.addedAt,
    })
    list = await run(wishlistDocuments.RemoveWishlistProductDocument, {
      ...at(),
      lineItemId: list.lineItems[0]!.id,
      quantity: 1,
    })
    expect(list.lineItems).toEqual([])
    // The store's active cart and the shopper's lists in one request.
    const both = await client.gql(token, String(wishlistDocuments.MyActiveCartAndShoppingListsDocument), common)
    expect(both.errors).toBeUndefined()
    const data = both.data as {
      inStore: { me: { activeCart: unknown } }
      me: { shoppingLists: { results: unknown[] } }
    }
    expect(data.me.shoppingLists.results).toHaveLength(1)
    expect(data.inStore.me).toHaveProperty('activeCart')
    await run(wishlistDocuments.MyShoppingListsDocument)
    await run(wishlistDocuments.DeleteMyShoppingListDocument, {
      shoppingListId: list.id,
      shoppingListVersion: list.version,
    })
  })
})
