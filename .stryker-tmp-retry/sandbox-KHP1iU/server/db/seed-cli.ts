// @ts-nocheck
import { parseConfig } from '../config'
import { seeders } from '../seeders'
import { openDatabase } from './database'
import { migrateToLatest } from './migrate'
import { seed } from './seed'

/** `npm run seed`: migrates, then (re)applies the deterministic demo data. */
const config = parseConfig(process.env)
const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
try {
  await migrateToLatest(database)
  await seed(database.db, seeders)
} finally {
  await database.close()
}
