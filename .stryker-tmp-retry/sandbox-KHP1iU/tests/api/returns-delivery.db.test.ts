// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import type { Seeder } from '../../server/db/seed'
import { catalogImporter } from '../../server/platform/commerce/catalog.seed'
import { fixtureCatalog } from '../../server/platform/commerce/testing/fixture'
import { pdfText } from '../support/pdf-text'
import { deliveredOrder, paidOrder } from '../support/returning-order'
import { startTestServer, type TestServer } from '../support/server'

/**
 * Returns and how the order reached the shopper, over real HTTP: the label of an order delivered to a parcel
 * shop names that parcel shop (its name and address) and the shopper at home as the sender; an order delivered
 * in part (shipment Partial, spec 4.10) takes back only what arrived, and refuses the rest with a clear 409.
 */
let server: TestServer

/** The test catalog with a parcel shop delivery beside its home delivery and click and collect. */
const withParcelShops: Seeder = {
  name: 'commerce fixture with parcel shops',
  run: async (db) => {
    const home = fixtureCatalog.shippingMethods!.find((method) => method.key === 'HD')!
    const parcelShop = {
      ...home,
      key: 'PS' as const,
      name: 'PS',
      isDefault: false,
      custom: { ...home.custom!, fields: { ...home.custom!.fields, shippingmethod_CF_OrderType: 'PS' } },
    }
    await catalogImporter(db).import({
      ...fixtureCatalog,
      shippingMethods: [...fixtureCatalog.shippingMethods!, parcelShop],
    })
  },
}

beforeAll(async () => {
  server = await startTestServer({ seeders: [withParcelShops, contentSeeder] })
}, 120_000)
afterAll(() => server?.close())

const labelText = async (order: { orderNumber: string; cookie: string }, returnId: string, locale: string) => {
  const response = await fetch(
    `${server.origin}/api/order-tracking/${order.orderNumber}/returns/${returnId}/label?locale=${locale}`,
    { headers: { cookie: order.cookie } },
  )
  expect(response.status).toBe(200)
  return pdfText(new Uint8Array(await response.arrayBuffer()))
}

describe('the label of an order delivered to a parcel shop', () => {
  it('names the parcel shop chosen, and the shopper at home as the sender', async () => {
    const places = await fetch(`${server.origin}/api/checkout/places/parcel-shops?q=Praha&limit=1`)
    expect(places.status).toBe(200)
    const [place] = (
      (await places.json()) as {
        data: { results: Array<{ name: string; address: Record<string, string | undefined> }> }
      }
    ).data.results
    expect(place).toBeDefined()
    // The parcel shop as the checkout sends it: its address under its name, the shopper's name and email.
    const shop = {
      name: place!.name,
      streetName: [place!.address.streetName, place!.address.streetNumber].filter(Boolean).join(' '),
      postalCode: place!.address.postalCode!,
      city: place!.address.city!,
    }
    const order = await deliveredOrder(server.origin, {
      shippingMethod: 'PS',
      shippingAddress: {
        company: shop.name,
        streetName: shop.streetName,
        postalCode: shop.postalCode,
        city: shop.city,
        country: place!.address.country ?? 'CZ',
        firstName: 'Test',
        lastName: 'Shopper',
        email: 'shopper@example.com',
      },
    })
    expect((await order.tracked()).orderType).toBe('parcelShop')
    const returnId = await order.startReturn([0], 'parcelShop')
    const czech = await labelText(order, returnId, 'cs-CZ')
    expect(czech).toContain('Výdejní místo objednávky')
    expect(czech).toContain(shop.name)
    expect(czech).toContain(`${shop.streetName}, ${shop.postalCode} ${shop.city}`)
    expect(czech).toContain('Podejte na výdejním místě')
    // The sender is the shopper where they live (the billing address), not the parcel shop.
    expect(czech).toContain('Test Shopper')
    expect(czech).toContain('Vodičkova 1')
    const english = await labelText(order, returnId, 'en')
    expect(english).toContain('Parcel shop of the order')
    expect(english).toContain(shop.name)
  })

  it('names no parcel shop on the label of a home delivery', async () => {
    const order = await deliveredOrder(server.origin)
    const text = await labelText(order, await order.startReturn([0], 'parcelShop'), 'en')
    expect(text).toContain('Drop off at a parcel shop')
    expect(text).not.toContain('Parcel shop of the order')
    expect(text).toContain('Vodičkova 1')
  })
})

describe('returns of an order delivered in part', () => {
  it('takes back only what arrived, and refuses what has not with a clear 409', async () => {
    const order = await paidOrder(server.origin)
    const before = await order.requestReturn([{ line: 0, quantity: 1 }], 'courier')
    expect(before.status).toBe(409)
    expect(before.json.error).toBe('Nothing of this order has been delivered yet that could be returned.')

    const part = await order.move('partlyDelivered')
    expect(part.status).toBe(200)
    expect(part.json.shipmentState).toBe('Partial')
    const tracked = await order.tracked()
    const [first, second, third] = tracked.items
    expect(tracked.returnable?.items).toEqual([{ lineItemId: first!.id, quantity: 1 }])
    const early = await order.requestReturn([{ line: 1, quantity: 1 }], 'courier')
    expect(early.status).toBe(409)
    expect(early.json.error).toBe(
      'An item of this return has not been delivered yet; it can be returned once it arrives.',
    )
    expect((await order.requestReturn([{ line: 0, quantity: 1 }], 'courier')).status).toBe(201)

    // The next piece arrives: one of the two of the second line.
    expect((await order.move('partlyDelivered')).status).toBe(200)
    expect((await order.tracked()).returnable?.items).toEqual([{ lineItemId: second!.id, quantity: 1 }])
    const tooMany = await order.requestReturn([{ line: 1, quantity: 2 }], 'store')
    expect(tooMany.status).toBe(409)
    expect(tooMany.json.error).toBe('The return holds more of an item than has been delivered so far.')
    expect((await order.requestReturn([{ line: 1, quantity: 1 }], 'store')).status).toBe(201)

    // The rest is delivered: the third line can be returned now, and the order is not delivered in part again.
    expect((await order.move('delivered')).status).toBe(200)
    expect((await order.tracked()).returnable?.items).toEqual([{ lineItemId: third!.id, quantity: 1 }])
    const again = await order.move('partlyDelivered')
    expect(again.status).toBe(409)
  })

  it('delivers in part only an order with something on its way or enough left to split', async () => {
    const order = await paidOrder(server.origin)
    expect((await order.move('shipped')).status).toBe(200)
    // Everything is on its way in one delivery: it arrives, and nothing is left to come.
    const whole = await order.move('partlyDelivered')
    expect(whole.status).toBe(409)
    expect(whole.json.message).toBe('Every item of the order is shipped; it is delivered whole, not in part.')
  })
})
