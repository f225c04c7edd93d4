// @ts-nocheck
import { sql } from 'kysely'
import type { Database } from '../../server/db/database'

/** Tables whose rows legitimately change on a refused request: the throttling counters count refusals. */
const COUNTS_REFUSALS = /throttl/

/**
 * A fingerprint of everything the shop stores: per table its row count, the sum of its versions
 * and its latest update. Two equal fingerprints around a refused request mean it changed nothing.
 */
export async function databaseFingerprint(db: Database): Promise<string> {
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
  const { rows } = await sql.raw<{ t: string; n: string; v: string; u: string }>(parts.join(' UNION ALL ')).execute(db)
  return rows
    .map((row) => `${row.t}:${row.n}:${row.v}:${row.u}`)
    .sort()
    .join('\n')
}
