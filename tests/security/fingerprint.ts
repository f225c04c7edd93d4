import { sql } from 'kysely'
import type { Database } from '../../server/db/database'

/** Tables whose rows legitimately change on a refused request: the throttling counters count refusals. */
const COUNTS_REFUSALS = /throttl/

/** The fingerprint's query for one database: its tables do not change once it is migrated. */
const queries = new WeakMap<Database, Promise<string>>()

async function fingerprintQuery(db: Database): Promise<string> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name, column_name`.execute(db)
  const tables = new Map<string, Set<string>>()
  for (const { table_name, column_name } of columns) {
    if (COUNTS_REFUSALS.test(table_name)) continue
    tables.set(table_name, (tables.get(table_name) ?? new Set()).add(column_name))
  }
  const parts = [...tables].map(([table, names]) => {
    const version = names.has('version') ? 'sum(version)::text' : `''`
    const updated = names.has('updated_at') ? 'max(updated_at)::text' : `''`
    return `SELECT '${table}' AS t, count(*)::text AS n, coalesce(${version}, '') AS v, coalesce(${updated}, '') AS u FROM "${table}"`
  })
  return parts.join(' UNION ALL ')
}

/**
 * A fingerprint of everything the shop stores: per table its row count, the sum of its versions
 * and its latest update. Two equal fingerprints around a refused request mean it changed nothing.
 */
export async function databaseFingerprint(db: Database): Promise<string> {
  if (!queries.has(db)) queries.set(db, fingerprintQuery(db))
  const { rows } = await sql.raw<{ t: string; n: string; v: string; u: string }>(await queries.get(db)!).execute(db)
  return rows
    .map((row) => `${row.t}:${row.n}:${row.v}:${row.u}`)
    .sort()
    .join('\n')
}

/**
 * The database's fingerprint for many requests in a row, taken again only when a transaction has
 * written since it was last taken: PostgreSQL gives a transaction an id only once it writes, so
 * while the next id to be given stays the same, nothing has changed.
 */
export function watchDatabase(db: Database) {
  let mark = ''
  let print = ''
  const nextTransactionId = async () =>
    (await sql<{ id: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS id`.execute(db)).rows[0]!.id
  return {
    async fingerprint(): Promise<string> {
      const id = await nextTransactionId()
      if (id !== mark) {
        print = await databaseFingerprint(db)
        mark = id
      }
      return print
    },
  }
}
