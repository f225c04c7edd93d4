// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commerceCatalogSeeder } from '../../platform/commerce/catalog.seed'
import { reviewsSeeder } from '../../platform/reviews/reviews.seed'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { productViewSchema, productReviewsSchema, storesAvailabilitySchema } from '@common/product-schema'

let server: TestServer
const get = (path: string) => fetch(`${server.origin}${path}`)

/** Women's Kite leather pumps: EU 36 is sold out online, EU 37 is in stock online and in stores (demo seed). */
const KEY = '280002-05094'
const SOLD_OUT_SKU = '28000205094360'
const IN_STOCK_SKU = '28000205094370'

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder, reviewsSeeder] })
}, 120_000)
afterAll(() => server.close())

describe('GET /api/products/:key', () => {
  it('answers the compact product of the page in the requested locale', async () => {
    const response = await get(`/api/products/${KEY}?locale=en`)
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: unknown }
    const product = productViewSchema.parse(data)
    expect(product).toMatchObject({
      key: KEY,
      articleNumber: '280002',
      colorCode: '05094',
      itemNumber: '28000205094',
      isFootwear: true,
    })
    expect(product.name).toMatch(/Kite/)
    expect(product.price?.currencyCode).toBe('CZK')
    expect(product.images.length).toBeGreaterThanOrEqual(3)
    expect(product.colours.map((colour) => colour.key)).toContain(KEY)
    const soldOut = product.variants.find((variant) => variant.sku === SOLD_OUT_SKU)
    expect(soldOut).toMatchObject({ isOnStock: false, availableQuantity: 0 })
    expect(soldOut?.sizes).toMatchObject({ EU: '36' })
    expect(Object.keys(soldOut?.sizes ?? {})).toHaveLength(8)
    expect(product.variants.find((variant) => variant.sku === IN_STOCK_SKU)?.isOnStock).toBe(true)
    // Only what the page renders: a few kilobytes.
    expect(JSON.stringify(data).length).toBeLessThan(8_000)
  })

  it('localizes names and attributes', async () => {
    const { data } = (await (await get(`/api/products/${KEY}?locale=cs-CZ`)).json()) as {
      data: { name: string; features: string[] }
    }
    expect(data.name).toMatch(/Dámské/)
    expect(data.features.length).toBeGreaterThan(0)
  })

  it('answers 400 with { error } for a malformed key or locale, 404 for an unknown product', async () => {
    const malformed = await get('/api/products/not-a-key?locale=en')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ error: expect.stringContaining('key') })
    expect((await get(`/api/products/${KEY}?locale=de`)).status).toBe(400)
    const unknown = await get('/api/products/999999-99999?locale=en')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Product not found' })
  })

  it('answers the reviews of the article and of the shop', async () => {
    const response = await get(`/api/products/${KEY}/reviews?locale=cs-CZ`)
    expect(response.status).toBe(200)
    const reviews = productReviewsSchema.parse(((await response.json()) as { data: unknown }).data)
    expect(reviews.shop.summary.count).toBeGreaterThan(0)
    expect(reviews.product.reviews.length).toBeLessThanOrEqual(5)
  })
})

describe('GET /api/stores-availability', () => {
  it('joins the stores with the stock of the size in each', async () => {
    const response = await get(`/api/stores-availability?sku=${IN_STOCK_SKU}`)
    expect(response.status).toBe(200)
    const { stores } = storesAvailabilitySchema.parse(((await response.json()) as { data: unknown }).data)
    expect(stores.length).toBeGreaterThan(5)
    const inStock = stores.filter((store) => store.isOnStock)
    expect(inStock.map((store) => store.key)).toContain('CZ-PRG-PALLADIUM')
    expect(stores[0]!.isOnStock).toBe(true)
    expect(inStock.every((store) => store.availableQuantity > 0)).toBe(true)
  })

  it('answers 400 for a malformed sku and 404 for an unknown one', async () => {
    expect((await get('/api/stores-availability?sku=abc')).status).toBe(400)
    expect((await get('/api/stores-availability')).status).toBe(400)
    expect((await get('/api/stores-availability?sku=99999999999999')).status).toBe(404)
  })
})
