import type { MasterProduct } from '../../src/services/commerce/cart'
import type { CacheVersions } from './page-cache'

/**
 * The products the bag page shows its lines' sizes from, kept from one render to the next: they
 * are the same for every shopper of a store, so a bag page asks the platform only for products no
 * earlier render of the same cache versions loaded (`cache_versions`, bumped by the database when
 * the catalog or the stock changes), at most `maxAgeMs` old. Products are kept per size (SKU): a
 * bag with the Kite pumps in 38 finds what a bag with them in 37 loaded.
 */
export interface BagProductsCache {
  /**
   * The products of `skus` by product id, in the stock of `supplyChannel`: the kept ones, and
   * `load` called with the SKUs of the others only (not at all when every one is kept).
   */
  get(
    skus: readonly string[],
    supplyChannel: string,
    load: (skus: string[]) => Promise<Record<string, MasterProduct>>,
  ): Promise<Record<string, MasterProduct>>
}

interface Entry {
  product: MasterProduct
  storedAt: number
}

export function createBagProductsCache({
  versions,
  maxAgeMs = 30_000,
  maxEntries = 5_000,
  now = () => Date.now(),
}: {
  versions: CacheVersions
  maxAgeMs?: number
  maxEntries?: number
  now?: () => number
}): BagProductsCache {
  let entries = new Map<string, Entry>()
  let entriesVersion: string | null = null
  const keyOf = (supplyChannel: string, sku: string) => `${supplyChannel}\n${sku}`
  return {
    async get(skus, supplyChannel, load) {
      const version = await versions.current()
      if (version === null) return load([...skus])
      if (version !== entriesVersion) {
        entries = new Map()
        entriesVersion = version
      }
      const found: Record<string, MasterProduct> = {}
      const missing: string[] = []
      for (const sku of skus) {
        const entry = entries.get(keyOf(supplyChannel, sku))
        if (entry && now() - entry.storedAt <= maxAgeMs) found[entry.product.id] = entry.product
        else missing.push(sku)
      }
      const loaded = missing.length > 0 ? await load(missing) : {}
      // Kept only while the versions it was loaded under are still the ones kept.
      if (entriesVersion === version) {
        for (const product of Object.values(loaded)) {
          if (entries.size + product.sizes.length > maxEntries) entries = new Map()
          const entry = { product: structuredClone(product), storedAt: now() }
          for (const size of product.sizes) entries.set(keyOf(supplyChannel, size.sku), entry)
        }
      }
      // Each render gets its own copy: nothing a render does to its data reaches another's.
      return { ...structuredClone(found), ...loaded }
    },
  }
}
