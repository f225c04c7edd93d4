import { describe, expect, it } from 'vitest'
import type { MasterProduct } from '../../src/services/commerce/cart'
import { createBagProductsCache } from './bag-products'

/** Two products of the catalog, each with its sizes, in stock in the channel they are loaded for. */
const CATALOG: Record<string, string[]> = { kite: ['kite-37', 'kite-38'], tarn: ['tarn-42'] }

const productOf = (sku: string, channel: string): MasterProduct => {
  const id = Object.keys(CATALOG).find((product) => CATALOG[product]!.includes(sku))!
  return {
    id,
    key: id,
    colour: { en: `colour of ${id}` },
    sizes: CATALOG[id]!.map((each) => ({ sku: each, attributes: {}, isOnStock: channel === 'CZ-web' })),
  }
}

function setup(start: string | null = 'catalog:1,stock:1') {
  let version = start
  let clock = 0
  const asked: string[][] = []
  const cache = createBagProductsCache({
    versions: { current: async () => version },
    maxAgeMs: 30_000,
    now: () => clock,
  })
  const get = (skus: string[], channel = 'CZ-web') =>
    cache.get(skus, channel, async (missing) => {
      asked.push(missing)
      return Object.fromEntries(missing.map((sku) => [productOf(sku, channel).id, productOf(sku, channel)]))
    })
  return { get, asked, setVersion: (next: string | null) => (version = next), advance: (ms: number) => (clock += ms) }
}

describe('the bag page products kept across renders', () => {
  it('asks for a product once: a later bag with any of its sizes starts with it', async () => {
    const { get, asked } = setup()
    expect(Object.keys(await get(['kite-37']))).toEqual(['kite'])
    const later = await get(['kite-38', 'tarn-42'])
    expect(asked).toEqual([['kite-37'], ['tarn-42']])
    expect(later.kite?.sizes.map((size) => size.sku)).toEqual(['kite-37', 'kite-38'])
    expect(later.tarn?.id).toBe('tarn')
    await get(['tarn-42', 'kite-37'])
    expect(asked).toHaveLength(2)
  })

  it('asks again once the catalog or the stock changed, or the product is older than its limit', async () => {
    const { get, asked, setVersion, advance } = setup()
    await get(['kite-37'])
    setVersion('catalog:1,stock:2')
    await get(['kite-37'])
    advance(30_001)
    await get(['kite-37'])
    expect(asked).toEqual([['kite-37'], ['kite-37'], ['kite-37']])
  })

  it('keeps each store’s stock apart', async () => {
    const { get, asked } = setup()
    expect((await get(['kite-37'], 'CZ-web')).kite?.sizes[0]?.isOnStock).toBe(true)
    expect((await get(['kite-37'], 'AT-web')).kite?.sizes[0]?.isOnStock).toBe(false)
    expect(asked).toHaveLength(2)
  })

  it('keeps nothing while the versions cannot be read', async () => {
    const { get, asked } = setup(null)
    await get(['kite-37'])
    await get(['kite-37'])
    expect(asked).toHaveLength(2)
  })

  it('gives each render its own copy', async () => {
    const { get } = setup()
    const first = await get(['kite-37'])
    first.kite!.sizes[0]!.isOnStock = false
    expect((await get(['kite-37'])).kite?.sizes[0]?.isOnStock).toBe(true)
  })
})
