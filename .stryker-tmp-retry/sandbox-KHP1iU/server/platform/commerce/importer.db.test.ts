// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/database'
import type { DatabaseHandle } from '../../db/database'
import { catalogImporter } from './catalog.seed'
import { buildDemoCatalog } from './catalog/demo-catalog'
import type { DemoCatalog } from './catalog/types'
import { onCatalogChange } from './events'
import { selectPrice, type ProductProjection } from './model'
import { predicate } from './predicates'
import { stableId } from './importer'
import { fixtureCatalog } from './testing/fixture'

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('the catalog importer', () => {
  it('imports drafts idempotently, with ids derived from keys, and announces the products', async () => {
    const announced: string[][] = []
    const stop = onCatalogChange((ids) => announced.push(ids))
    await catalogImporter(database.db).import(fixtureCatalog)
    const db = database.db.withTables<{
      commerce_products: { id: string; version: number; projection: ProductProjection }
      commerce_resources: { id: string; type_id: string }
    }>()
    const first = await db.selectFrom('commerce_products').select(['id', 'projection']).orderBy('id').execute()
    const resources = await db.selectFrom('commerce_resources').select('id').execute()
    await catalogImporter(database.db).import(fixtureCatalog)
    stop()
    const second = await db.selectFrom('commerce_products').select(['id', 'projection']).orderBy('id').execute()
    expect(second.map((row) => row.id)).toEqual(first.map((row) => row.id))
    expect((await db.selectFrom('commerce_resources').select('id').execute()).length).toBe(resources.length)
    const channel = await database.db
      .withTables<{
        commerce_resources: {
          id: string
          version: number
          document: { version: number; createdAt: string; key: string }
        }
      }>()
      .selectFrom('commerce_resources')
      .select(['version', 'document'])
      .where('id', '=', stableId('channel', 'CZ-web'))
      .executeTakeFirstOrThrow()
    expect(channel.version).toBe(2)
    expect(channel.document).toMatchObject({ version: 2, key: 'CZ-web', createdAt: expect.any(String) })
    expect(first.map((row) => row.id)).toContain(stableId('product', '100001-01'))
    expect(announced).toHaveLength(2)
    expect(announced[0]).toHaveLength(fixtureCatalog.products!.length)
    const runner = first.find((row) => row.projection.key === '100001-01')!.projection
    expect(runner.masterVariant.availability).toMatchObject({
      channels: { [stableId('channel', 'CZ-web')]: { isOnStock: true, availableQuantity: 5 } },
    })
  })
})

describe('the demo catalog on this platform', () => {
  const catalog: DemoCatalog = buildDemoCatalog({ scale: 1 })

  it('uses only predicates the platform understands', () => {
    const sources = [
      ...catalog.cartDiscounts.flatMap((discount) => [
        discount.cartPredicate,
        discount.target && 'predicate' in discount.target ? discount.target.predicate : '',
      ]),
      ...catalog.discountCodes.map((code) => code.cartPredicate ?? ''),
      ...catalog.productDiscounts.map((discount) => discount.predicate),
    ]
    for (const source of sources) expect(() => predicate(source), source).not.toThrow()
  })

  it('gives every published variant a price for CZK in CZ on the CZ-web channel', () => {
    for (const product of catalog.products) {
      for (const variant of [product.masterVariant, ...product.variants]) {
        const prices = variant.prices.map((price, index) => ({
          id: String(index),
          value: price.value,
          country: price.country,
          channel: { typeId: 'channel', id: price.channel.key },
        }))
        expect(selectPrice(prices, { currency: 'CZK', country: 'CZ', channelId: 'CZ-web' }), variant.sku).toBeDefined()
      }
    }
  })
})
