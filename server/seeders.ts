import { contentSeeder } from './api/content/content.seed'
import type { Seeder } from './db/seed'
import { commerceCatalogSeeder } from './platform/commerce/catalog.seed'

/** The demo data, in the order it is seeded. */
export const seeders: readonly Seeder[] = [contentSeeder, commerceCatalogSeeder]
