import type { Seeder } from '../../db/seed'
import { CartService } from './carts'
import { CustomerService } from './customers'
import { Faults } from './faults'
import { CatalogImporter } from './importer'
import { ProductStore } from './products'
import { Repository } from './repository'
import type { DemoCatalog } from './catalog/types'
import type { Database } from '../../db/database'

export function catalogImporter(db: Database): CatalogImporter {
  const repo = new Repository(db, new Faults())
  return new CatalogImporter(repo, new CustomerService(repo, new CartService(repo, new ProductStore(repo))))
}

/** The demo catalog (`CATALOG_SCALE` times the articles, default 1), imported idempotently. */
export const commerceCatalogSeeder: Seeder = {
  name: 'commerce catalog',
  async run(db) {
    // The catalog module is built in parallel; until it lands the seeder says so and seeds nothing.
    const modulePath = './catalog/demo-catalog'
    const module = (await import(/* @vite-ignore */ modulePath).catch(() => undefined)) as
      | { buildDemoCatalog(options: { scale: number }): DemoCatalog }
      | undefined
    if (!module) {
      console.warn('commerce catalog: catalog/demo-catalog.ts is not there yet; nothing seeded')
      return
    }
    const scale = Number(process.env.CATALOG_SCALE ?? 1)
    await catalogImporter(db).import(module.buildDemoCatalog({ scale: Number.isFinite(scale) && scale > 0 ? scale : 1 }))
  },
}
