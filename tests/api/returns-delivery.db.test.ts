import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import type { Seeder } from '../../server/db/seed'
import { catalogImporter } from '../../server/platform/commerce/catalog.seed'
import { fixtureCatalog } from '../../server/platform/commerce/testing/fixture'
import { pdfText } from '../support/pdf-text'
import { deliveredOrder } from '../support/returning-order'
import { startTestServer, type TestServer } from '../support/server'

/**
 * Returns and how the order reached the shopper, over real HTTP: the label of an order delivered to a parcel
 * shop names that parcel shop (its name and address) and the shopper at home as the sender.
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
