// @ts-nocheck
import type { Database } from './database'

export interface Seeder {
  name: string
  /** Idempotent: running it twice leaves the same data. */
  run(db: Database): Promise<void>
}

const SEEDED_KEY = 'seeded_at'

export async function isSeeded(db: Database): Promise<boolean> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst()
  return row !== undefined
}

/** Runs every seeder in order and records that the database holds the demo data. */
export async function seed(db: Database, seeders: readonly Seeder[], log = console.log): Promise<void> {
  for (const seeder of seeders) {
    const started = performance.now()
    await seeder.run(db)
    log(`seeded ${seeder.name} in ${Math.round(performance.now() - started)} ms`)
  }
  await db
    .insertInto('app_meta')
    .values({ key: SEEDED_KEY, value: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: new Date().toISOString() }))
    .execute()
}
