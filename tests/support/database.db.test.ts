import { readdirSync } from 'node:fs'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Seeder } from '../../server/db/seed'
import { createTestDatabase, TEMPLATES_DIR_ENV } from './database'

/** A seeder of this test's own: one row a copy must hold. */
const markSeeder: Seeder = {
  name: 'template-mark',
  run: async (db) => {
    await db.insertInto('app_meta').values({ key: 'template_mark', value: 'seeded' }).execute()
  },
}

const valueOf = async (database: Awaited<ReturnType<typeof createTestDatabase>>, key: string) =>
  (await database.db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst())?.value

describe('test databases built from the run’s templates', () => {
  it('each start migrated and seeded, and none sees what another writes', async () => {
    const first = await createTestDatabase([markSeeder])
    const second = await createTestDatabase([markSeeder])
    try {
      for (const database of [first, second]) {
        expect(await valueOf(database, 'template_mark')).toBe('seeded')
        expect(await valueOf(database, 'seeded_at')).toEqual(expect.any(String))
      }
      await first.db.insertInto('app_meta').values({ key: 'only_first', value: 'x' }).execute()
      await sql`DELETE FROM app_meta WHERE key = 'template_mark'`.execute(second.db)
      expect(await valueOf(first, 'template_mark')).toBe('seeded')
      expect(await valueOf(second, 'only_first')).toBeUndefined()
      const third = await createTestDatabase([markSeeder])
      try {
        expect(await valueOf(third, 'template_mark')).toBe('seeded')
        expect(await valueOf(third, 'only_first')).toBeUndefined()
      } finally {
        await third.close()
      }
      // The embedded database's template is an archive in the run's folder (a server's is a database).
      if (!process.env.DATABASE_URL) expect(readdirSync(process.env[TEMPLATES_DIR_ENV]!)).not.toHaveLength(0)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
