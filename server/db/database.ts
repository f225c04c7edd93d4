import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect, sql } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import type { FoundationTables } from './tables'

export type Database = Kysely<FoundationTables>

export interface DatabaseHandle {
  db: Database
  /** 'pglite' for the embedded database, 'postgres' for a server. */
  kind: 'pglite' | 'postgres'
  /**
   * Runs a script of several statements inside `db`'s current transaction. PGlite's query
   * call takes one statement only, so scripts go through its `exec`.
   */
  execScript(db: Kysely<unknown>, script: string): Promise<void>
  /** The embedded database's files as one tar archive (`loadDataDir` opens a copy); absent for a server. */
  dumpDataDir?: () => Promise<Blob>
  close(): Promise<void>
}

interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded database is used. */
  databaseUrl?: string | undefined
  /** Folder of the embedded database; `undefined` keeps it in memory. */
  dataDir?: string | undefined
  /** An embedded database's files to start from (a `dumpDataDir` archive) instead of an empty database. */
  loadDataDir?: Blob | undefined
}

export function openDatabase({ databaseUrl, dataDir, loadDataDir }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
    // An idle connection the server drops (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`Database connection lost: ${error.message}`))
    const db = new Kysely<FoundationTables>({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      kind: 'postgres',
      execScript: async (trx, script) => void (await sql.raw(script).execute(trx)),
      close: () => db.destroy(),
    }
  }
  let location: string | undefined
  if (dataDir) {
    location = path.resolve(dataDir, 'pglite')
    mkdirSync(location, { recursive: true })
  }
  const pglite = new PGlite({ dataDir: location, loadDataDir })
  const db = new Kysely<FoundationTables>({ dialect: new PGliteDialect(pglite) })
  return {
    db,
    kind: 'pglite',
    execScript: async (_trx, script) => void (await pglite.exec(script)),
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy()
      if (!pglite.closed) await pglite.close()
    },
  }
}
