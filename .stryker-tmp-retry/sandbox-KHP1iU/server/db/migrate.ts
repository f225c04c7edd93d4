// @ts-nocheck
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { DatabaseHandle } from './database'

const migrationsFolder = fileURLToPath(new URL('./migrations/', import.meta.url))

/**
 * Migrations are plain SQL files named `NNNN_area_what.sql`, applied in name order, each in
 * its own transaction. Areas take their own number ranges so they never collide:
 * 0001–0099 foundation, 0100–0199 commerce platform, 0200–0299 other stand-ins, 0300+ the product API.
 */
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(
    private readonly execScript: DatabaseHandle['execScript'],
    private readonly folder = migrationsFolder,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter((file) => file.endsWith('.sql')).sort()
    const entries = await Promise.all(
      files.map(async (file) => {
        const text = await readFile(this.folder + file, 'utf8')
        const migration: Migration = { up: (db) => this.execScript(db, text) }
        return [file.replace(/\.sql$/, ''), migration] as const
      }),
    )
    return Object.fromEntries(entries)
  }
}

export async function migrateToLatest({ db, execScript }: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: new SqlFileMigrationProvider(execScript),
    // Areas add files in their own number ranges, so a new file may sort before one already applied.
    allowUnorderedMigrations: true,
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`)
  }
  return results.map((result) => result.migrationName)
}
