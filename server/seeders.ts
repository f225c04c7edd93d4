import { contentSeeder } from './api/content/content.seed'
import { contentPagesSeeder } from './api/content/pages.seed'
import type { Seeder } from './db/seed'
import { commerceCatalogSeeder } from './platform/commerce/catalog.seed'
import { loyaltySeeder } from './platform/loyalty/loyalty.seed'
import { reviewsSeeder } from './platform/reviews/reviews.seed'
import { searchSeeder } from './platform/search/search.seed'

/** The demo data, in the order it is seeded; search comes after the commerce catalog, which it indexes. */
export const seeders: readonly Seeder[] = [
  contentSeeder,
  contentPagesSeeder,
  commerceCatalogSeeder,
  searchSeeder,
  reviewsSeeder,
  loyaltySeeder,
]
