import type { Database } from '../../db/database'
import type { Seeder } from '../../db/seed'
import { CartSignIn } from './cart-sign-in'
import { CartService } from './carts'
import { marketStores } from '@common/market'
import { buildDemoCatalog } from './catalog/demo-catalog'
import { withMarketStores } from './catalog/market-stores'
import { CustomerService } from './customers'
import { Faults } from './faults'
import { CatalogImporter } from './importer'
import { ProductStore } from './products'
import { Repository } from './repository'

export function catalogImporter(db: Database): CatalogImporter {
  const repo = new Repository(db, new Faults())
  const carts = new CartService(repo, new ProductStore(repo))
  return new CatalogImporter(repo, new CustomerService(repo, carts, new CartSignIn(repo, carts)))
}

/**
 * The demo catalog (`CATALOG_SCALE` times the articles, default 1), with a web channel, zone and
 * prices for every store the market set-up sells through, imported idempotently.
 */
export const commerceCatalogSeeder: Seeder = {
  name: 'commerce catalog',
  async run(db) {
    const scale = Number(process.env.CATALOG_SCALE ?? 1)
    const catalog = buildDemoCatalog({ scale: Number.isFinite(scale) && scale > 0 ? scale : 1 })
    await catalogImporter(db).import(withMarketStores(catalog, marketStores))
  },
}
