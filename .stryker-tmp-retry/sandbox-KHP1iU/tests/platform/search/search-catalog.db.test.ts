// @ts-nocheck
import type { Algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogImporter } from '../../../server/platform/commerce/catalog.seed'
import { fixtureCatalog, fixtureSeeder } from '../../../server/platform/commerce/testing/fixture'
import { czechStores } from '../../../server/platform/data/stores'
import { searchSeeder } from '../../../server/platform/search/search.seed'
import { startTestServer, type TestServer } from '../../support/server'
import { searchClient } from './fixtures'

let server: TestServer
let client: Algoliasearch

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder, searchSeeder] })
  client = searchClient(server)
})
afterAll(() => server.close())

const CS = 'prod_kestrel_cs-CZ_CZ_Products'
const EN = 'prod_kestrel_en_CZ_Products'

type ProductHit = {
  objectID: string
  name: string
  price: number
  available: boolean
  sizes: Record<string, string[]>
  productName: string
}

describe('the seeded product indices', () => {
  it('index every listed product of the catalog per locale, never the gift wrap', async () => {
    const { results } = await client.search<ProductHit>({
      requests: [
        { indexName: CS, query: '', facets: ['gender', 'sizes.EU', 'available'] },
        { indexName: EN, query: '' },
      ],
    })
    const [cs, en] = results as [
      { hits: ProductHit[]; facets: Record<string, Record<string, number>> },
      { hits: ProductHit[] },
    ]
    expect(cs.hits.map((hit) => hit.objectID).sort()).toEqual(['100001-01', '100002-02'])
    expect(en.hits).toHaveLength(2)
    expect(cs.facets.gender).toEqual({ Kids: 1, Women: 1 })
    // 1000010140 (size 40 of the runner) has no stock on the web channel but 2 in Prague
    expect(cs.facets['sizes.EU']).toEqual({ '38': 2, '39': 2, '40': 2 })
  })

  it('has the sort replicas of each locale', async () => {
    const ascending = await client.searchSingleIndex<ProductHit>({ indexName: `${CS}_price_asc` })
    const descending = await client.searchSingleIndex<ProductHit>({ indexName: `${EN}_price_desc` })
    // the boot's 20 % product discount covers size 40 only, so its listed (master) price stays 2,500
    expect(ascending.hits.map((hit) => hit.price)).toEqual([1000, 2500])
    expect(descending.hits.map((hit) => hit.price)).toEqual([2500, 1000])
    const newest = await client.searchSingleIndex({ indexName: `${CS}_newest` })
    expect(newest.nbHits).toBe(2)
    const discount = await client.searchSingleIndex({ indexName: `${CS}_discount_desc` })
    expect(discount.nbHits).toBe(2)
  })

  it('follows catalog changes: a re-imported product is re-indexed, a new one appears', async () => {
    const runner = fixtureCatalog.products!.find((product) => product.key === '100001-01')!
    const withPrice = (centAmount: number) => ({
      ...runner.masterVariant.prices[0]!,
      value: { ...runner.masterVariant.prices[0]!.value, centAmount },
    })
    const cheaper = {
      ...runner,
      name: { 'cs-CZ': 'Běžecká obuv Runner', en: 'Runner Trail' },
      masterVariant: { ...runner.masterVariant, prices: [withPrice(89000)] },
      variants: runner.variants.map((variant) => ({ ...variant, prices: [withPrice(89000)] })),
    }
    const added = {
      ...runner,
      key: '100003-03',
      slug: { 'cs-CZ': 'novy', en: 'new' },
      name: { 'cs-CZ': 'Sandál Léto', en: 'Summer Sandal' },
    }
    const addedVariants = [runner.masterVariant, ...runner.variants].map((variant) => ({
      ...variant,
      sku: variant.sku.replace('10000101', '10000303'),
      key: variant.key.replace('10000101', '10000303'),
    }))
    await catalogImporter(server.database.db).import({
      products: [cheaper, { ...added, masterVariant: addedVariants[0]!, variants: addedVariants.slice(1) }],
    })

    await expect
      .poll(
        async () =>
          (await client.searchSingleIndex<ProductHit>({ indexName: EN, searchParams: { query: 'runner trail' } }))
            .hits[0]?.price,
        { timeout: 10_000 },
      )
      .toBe(890)
    await expect
      .poll(
        async () => (await client.searchSingleIndex({ indexName: CS, searchParams: { query: 'sandal leto' } })).nbHits,
        { timeout: 10_000 },
      )
      .toBe(1)
    expect(
      (await client.searchSingleIndex({ indexName: `${CS}_price_asc`, searchParams: { hitsPerPage: 1 } })).hits[0]!
        .objectID,
    ).toBe('100001-01')
  })
})

describe('the stores index', () => {
  type StoreHit = {
    objectID: string
    name: string
    city: string
    _rankingInfo?: { geoDistance: number; matchedGeoLocation?: { lat: number; lng: number } }
  }
  const wenceslasSquare = '50.0810, 14.4280'

  it('holds every store with its coordinates', async () => {
    const response = await client.searchSingleIndex<StoreHit>({
      indexName: 'prod_Stores',
      searchParams: { hitsPerPage: 50 },
    })
    expect(response.nbHits).toBe(czechStores.length)
    expect(await client.getObject({ indexName: 'prod_Stores', objectID: 'CZ-BRN-VANKOVKA' })).toMatchObject({
      _geoloc: { lat: 49.188, lng: 16.6139 },
      city: 'Brno',
    })
  })

  it('sorts by distance around a point, limits by radius and reports the distance', async () => {
    const nearby = await client.searchSingleIndex<StoreHit>({
      indexName: 'prod_Stores',
      searchParams: { aroundLatLng: wenceslasSquare, aroundRadius: 10_000, getRankingInfo: true, hitsPerPage: 50 },
    })
    expect(nearby.hits.every((hit) => hit.objectID.startsWith('CZ-PRG-'))).toBe(true)
    expect(nearby.nbHits).toBe(5)
    const distances = nearby.hits.map((hit) => hit._rankingInfo!.geoDistance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(nearby.hits[0]!.objectID).toBe('CZ-PRG-NA-PRIKOPE')
    expect(distances[0]).toBeGreaterThan(100)
    expect(distances[0]).toBeLessThan(1000)
    expect(nearby.hits[0]!._rankingInfo!.matchedGeoLocation).toMatchObject({ lat: 50.0855, lng: 14.4253 })

    const all = await client.searchSingleIndex<StoreHit>({
      indexName: 'prod_Stores',
      searchParams: { aroundLatLng: '49.19, 16.61', hitsPerPage: 3 },
    })
    expect(all.nbHits).toBe(czechStores.length)
    expect(all.hits.map((hit) => hit.city).slice(0, 2)).toEqual(['Brno', 'Modřice'])
  })

  it('finds stores by city with diacritics folded, the whole word before the prefix match', async () => {
    const response = await client.searchSingleIndex<StoreHit>({
      indexName: 'prod_Stores',
      searchParams: { query: 'plzen' },
    })
    // Plzeň (name and city) before Plzeňská street (prefix) of the Prague store
    expect(response.hits.map((hit) => hit.objectID)).toEqual(['CZ-PLZ-PLAZA', 'CZ-PRG-ANDEL'])
  })
})
