// @ts-nocheck
import type { ColumnType } from 'kysely'
import type { Database } from '../../db/database'

/** Migration `0342_api_customer_session_epochs.sql`. */
type SessionEpochTables = {
  api_customer_session_epochs: {
    customer_id: string
    valid_from: ColumnType<string | number, number, number>
  }
}

/**
 * Ends every session of the customer issued before `keepFrom` (epoch ms), on every process: after a
 * password reset or change only the session that made it (issued at `keepFrom`) and later ones stay
 * signed in. Kept in the database, as the shop runs on more than one process.
 */
export async function endSessionsBefore(db: Database, customerId: string, keepFrom: number): Promise<void> {
  await db
    .withTables<SessionEpochTables>()
    .insertInto('api_customer_session_epochs')
    .values({ customer_id: customerId, valid_from: keepFrom })
    .onConflict((conflict) => conflict.column('customer_id').doUpdateSet({ valid_from: keepFrom }))
    .execute()
}

/** Whether a customer's session was ended by a later password reset or change; a guest's never is. */
export async function isSessionEnded(
  db: Database,
  session: { customerId: string | null; issuedAt: number },
): Promise<boolean> {
  if (!session.customerId) return false
  const row = await db
    .withTables<SessionEpochTables>()
    .selectFrom('api_customer_session_epochs')
    .select('valid_from')
    .where('customer_id', '=', session.customerId)
    .executeTakeFirst()
  return row !== undefined && session.issuedAt < Number(row.valid_from)
}
