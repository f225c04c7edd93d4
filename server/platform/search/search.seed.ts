import { market } from '@common/market'
import type { Database } from '../../db/database'
import type { Seeder } from '../../db/seed'
import { indexCatalog } from './catalog-sync'
import {
  productIndexName,
  productIndexSettings,
  SORT_REPLICAS,
  sortReplicaName,
  STORES_INDEX,
  storesIndexSettings,
} from './indices'
import { searchServiceFor } from './service'
import { storeRecords } from './stores-index'
import { productRules, productSynonyms } from './vocabulary'

/** Sets up the product indices (with their sort replicas) of every locale and the stores index. */
async function configureIndices(db: Database): Promise<void> {
  const service = searchServiceFor(db)
  for (const locale of market.locales) {
    const index = productIndexName(locale)
    await service.setSettings(index, productIndexSettings(index, locale))
    await service.updateList(index, 'synonyms', () => productSynonyms(locale))
    await service.updateList(index, 'rules', () => productRules(locale))
    for (const [sort, { ranking }] of Object.entries(SORT_REPLICAS)) {
      await service.setSettings(sortReplicaName(index, sort as keyof typeof SORT_REPLICAS), { ranking: [...ranking] })
    }
  }
  await service.setSettings(STORES_INDEX, storesIndexSettings)
  await service.batch(STORES_INDEX, [
    { action: 'clear' },
    ...storeRecords().map((body) => ({ action: 'addObject' as const, body })),
  ])
}

/** Runs after the commerce seeder: indexes the stores and the seeded catalog. */
export const searchSeeder: Seeder = {
  name: 'search indices',
  async run(db) {
    await configureIndices(db)
    await indexCatalog(db)
  },
}
