// @ts-nocheck
import { czechStores } from '../../data/stores'
import { channelRef, webChannelKey } from './channels'
import type { Random } from './prng'
import { createRandom, seedOf } from './prng'
import type { InventoryEntryDraft, ProductDraft } from './types'

/** Online stock per size, spread over every analytics stock bucket of spec 9 (0, 0–5, 5–10, … over 50). */
function webQuantity(random: Random): number {
  const roll = random.next()
  if (roll < 0.1) return 0
  if (roll < 0.35) return random.int(1, 5)
  if (roll < 0.55) return random.int(6, 10)
  if (roll < 0.72) return random.int(11, 20)
  if (roll < 0.84) return random.int(21, 30)
  if (roll < 0.94) return random.int(31, 50)
  return random.int(51, 120)
}

const entry = (sku: string, channel: string, quantityOnStock: number): InventoryEntryDraft => ({
  key: `${sku}-${channel}`,
  sku,
  supplyChannel: channelRef(channel),
  quantityOnStock,
})

/** Ratio of articles that are sold out everywhere. */
const soldOutShare = 0.04

/** Ratio of the articles a store carries: a store holds a selection of the range, not all of it. */
const storeAssortmentShare = 0.2

/**
 * One entry per SKU for `CZ-web`; each store carries about a fifth of the articles (an entry per size, some at 0).
 * A store that does not carry an article has no entry for it.
 */
export function buildInventory(
  products: readonly ProductDraft[],
  alwaysInStock: ReadonlySet<string>,
): InventoryEntryDraft[] {
  const random = createRandom(seedOf('inventory'))
  const entries: InventoryEntryDraft[] = []
  for (const product of products) {
    const skus = [product.masterVariant, ...product.variants].map((variant) => variant.sku)
    if (alwaysInStock.has(product.key)) {
      for (const sku of skus) {
        entries.push(entry(sku, webChannelKey, 999), ...czechStores.map((store) => entry(sku, store.key, 999)))
      }
      continue
    }
    const soldOut = random.chance(soldOutShare)
    for (const sku of skus) entries.push(entry(sku, webChannelKey, soldOut ? 0 : webQuantity(random)))
    for (const store of czechStores) {
      if (!random.chance(storeAssortmentShare)) continue
      for (const sku of skus) entries.push(entry(sku, store.key, soldOut || random.chance(0.25) ? 0 : random.int(1, 6)))
    }
  }
  return entries
}
