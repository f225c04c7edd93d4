import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { seed, type Seeder } from '../../server/db/seed'

/**
 * Where a test run keeps its template databases (set by ./database-templates.setup.ts): the
 * embedded database's files as archives in this folder, and databases on the PostgreSQL server
 * named after this run. Without it (a script, a single file run by hand) every database is built
 * from scratch.
 */
export const TEMPLATES_DIR_ENV = 'KESTREL_TEST_TEMPLATES'
export const TEMPLATES_RUN_ENV = 'KESTREL_TEST_RUN'

/**
 * A fresh, migrated database for one test file, holding what `seeders` write: in-memory PGlite by
 * default, or a scratch database on the PostgreSQL server named by `DATABASE_URL` (dropped again
 * on close).
 *
 * Migrating and seeding take seconds (an embedded database first has to be initialised), and a test
 * run starts over a hundred servers with a few sets of seeders: within one run each set is built
 * once, and every other database of that set starts as a copy of it (the archive loaded, or the
 * server's `CREATE DATABASE … TEMPLATE`). Each copy is the test's own; none sees another's writes.
 */
export async function createTestDatabase(seeders: readonly Seeder[] = []): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL
  const templates = process.env[TEMPLATES_DIR_ENV]
  const run = process.env[TEMPLATES_RUN_ENV]
  if (!serverUrl) return templates ? embeddedFromTemplate(templates, seeders) : build(openDatabase({}), seeders)
  const name = `kestrel_test_${randomBytes(6).toString('hex')}`
  const template = run ? await serverTemplate(serverUrl, run, seeders) : null
  await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  const handle = openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) })
  if (!template) await build(handle, seeders)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/** Migrates and seeds `handle` (quietly). */
async function build(handle: DatabaseHandle, seeders: readonly Seeder[]): Promise<DatabaseHandle> {
  await migrateToLatest(handle)
  if (seeders.length > 0) await seed(handle.db, seeders, () => {})
  return handle
}

/**
 * A set of seeders by what they are: names alone could meet twice (a test's own seeder named like
 * another's), so their code counts too.
 */
function templateKey(seeders: readonly Seeder[]): string {
  const hash = createHash('sha256')
  for (const seeder of seeders) hash.update(`${seeder.name}\0${seeder.run.toString()}\0`)
  return hash.digest('hex').slice(0, 16)
}

async function embeddedFromTemplate(dir: string, seeders: readonly Seeder[]): Promise<DatabaseHandle> {
  const archive = path.join(dir, `${templateKey(seeders)}.tar`)
  if (existsSync(archive)) {
    const copy = openDatabase({ loadDataDir: new Blob([await readFile(archive)]) })
    // Opening it unpacks the archive and starts the database, seconds of work that hold up the process:
    // done here, before the test's server answers anyone, not while a client waits for its connection.
    await sql`SELECT 1`.execute(copy.db)
    return copy
  }
  // The first test of the run with this set builds it and leaves its archive for the others; two
  // tests building it at once each write a whole archive under a name of their own, then swap it in.
  const handle = await build(openDatabase({}), seeders)
  // Written out in full first, so a copy starts without replaying the log.
  await sql`CHECKPOINT`.execute(handle.db)
  const partial = `${archive}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()))
  await rename(partial, archive)
  return handle
}

/**
 * The run's template database for `seeders` on the server, built by the first test that asks for
 * it. An advisory lock keeps two test files from building the same one at once.
 */
async function serverTemplate(serverUrl: string, run: string, seeders: readonly Seeder[]): Promise<string> {
  const template = `kestrel_template_${run}_${templateKey(seeders)}`
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template])
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
    if (rowCount) return
    await admin.query(`CREATE DATABASE ${template}`)
    const handle = openDatabase({ databaseUrl: databaseUrlOf(serverUrl, template) })
    try {
      await build(handle, seeders)
    } catch (error) {
      await handle.close()
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
      throw error
    }
    // A database is copied only while no one is connected to it.
    await handle.close()
  })
  return template
}

/** Drops the run's template databases on the server (the run's global teardown). */
export async function dropServerTemplates(serverUrl: string, run: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `kestrel_template_${run}_%`,
    ])
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  })
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs `work` on a connection of its own to the server's maintenance database (session locks end with it). */
async function withAdmin(serverUrl: string, work: (admin: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await work(admin)
  } finally {
    await admin.end()
  }
}

const adminQuery = (serverUrl: string, statement: string) =>
  withAdmin(serverUrl, async (admin) => void (await admin.query(statement)))
