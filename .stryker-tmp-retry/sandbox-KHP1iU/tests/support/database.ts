// @ts-nocheck
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a scratch
 * database on the PostgreSQL server named by `DATABASE_URL` (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const handle = openDatabase({})
    await migrateToLatest(handle)
    return handle
  }
  const name = `kestrel_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = openDatabase({ databaseUrl: url.toString() })
  await migrateToLatest(handle)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
