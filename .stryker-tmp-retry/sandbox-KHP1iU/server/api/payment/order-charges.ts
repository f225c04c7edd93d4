// @ts-nocheck
import { createHash } from 'node:crypto'
import { sql, type Generated } from 'kysely'
import { paymentStatusOf, SHOPPER_ACTION_CODES } from '@common/payment-result'
import type { Database } from '../../db/database'

export type ChargeState = 'charging' | 'action' | 'settling' | 'pending' | 'authorised' | 'refused'

type OrderChargeTables = {
  api_order_charges: {
    order_id: string
    reference: string
    state: ChargeState
    action_token: string | null
    updated_at: Generated<Date>
  }
}

/**
 * An attempt that stopped without an answer (the process died while the provider was asked) holds
 * its order this long before another attempt may claim it.
 */
const STALE_CLAIM = '10 minutes'

/** What a claim found when another attempt holds the order. */
export type Holder = { state: ChargeState; reference: string }

/**
 * The state an order's charge moves to for a provider result code, read from the one mapping of
 * spec 4.8: Paid is authorised, Failed is refused, and a pending one waits on the shopper's bank
 * (3-D Secure) or on the provider.
 */
export function chargeStateOf(resultCode: string): Exclude<ChargeState, 'charging' | 'settling'> {
  const status = paymentStatusOf(resultCode)
  if (status === 'Paid') return 'authorised'
  if (status === 'Failed') return 'refused'
  return SHOPPER_ACTION_CODES.includes(resultCode) ? 'action' : 'pending'
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * One charge per order, held in the database so it holds across processes: every transition is
 * one conditional statement, never a read followed by a write.
 */
export class OrderCharges {
  private readonly db

  constructor(db: Database) {
    this.db = db.withTables<OrderChargeTables>()
  }

  /**
   * Claims the order for the attempt with `reference`. It succeeds when nobody holds the order,
   * when the last attempt was refused, when a 3-D Secure check was left open (the new attempt
   * supersedes it: its result can no longer settle anything), or when an attempt went stale.
   * Otherwise the current holder is answered.
   */
  async claim(
    orderId: string,
    reference: string,
  ): Promise<{ claimed: true } | { claimed: false; holder: Holder | null }> {
    const claimed = await sql<{ order_id: string }>`
      INSERT INTO api_order_charges (order_id, reference, state, action_token, updated_at)
      VALUES (${orderId}, ${reference}, 'charging', NULL, now())
      ON CONFLICT (order_id) DO UPDATE SET reference = EXCLUDED.reference, state = 'charging', action_token = NULL, updated_at = now()
      WHERE api_order_charges.state IN ('refused', 'action')
         OR (api_order_charges.state IN ('charging', 'settling') AND api_order_charges.updated_at < now() - ${STALE_CLAIM}::interval)
      RETURNING order_id`
      .execute(this.db)
      .catch((error: unknown) => {
        // The reference is unique: one merchant reference pays one order, once.
        if ((error as { code?: string }).code === '23505') return { rows: [] as { order_id: string }[] }
        throw error
      })
    if (claimed.rows.length) return { claimed: true }
    return { claimed: false, holder: (await this.holder(orderId)) ?? null }
  }

  async holder(orderId: string): Promise<Holder | undefined> {
    return this.db
      .selectFrom('api_order_charges')
      .select(['state', 'reference'])
      .where('order_id', '=', orderId)
      .executeTakeFirst()
  }

  /** The order that the attempt with this merchant reference charges, if any. */
  async orderOf(reference: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('api_order_charges')
      .select('order_id')
      .where('reference', '=', reference)
      .executeTakeFirst()
    return row?.order_id
  }

  /** Records the provider's answer to the attempt that holds the order (and the 3-D Secure token it must come back with). */
  async settle(
    orderId: string,
    reference: string,
    state: ChargeState,
    actionToken: string | null = null,
  ): Promise<void> {
    await this.db
      .updateTable('api_order_charges')
      .set({ state, action_token: actionToken ? digest(actionToken) : null, updated_at: sql`now()` })
      .where('order_id', '=', orderId)
      .where('reference', '=', reference)
      .execute()
  }

  /**
   * Accepts a 3-D Secure result once, and only for the order whose attempt it was issued to:
   * answers the attempt's reference, or null when the result belongs elsewhere or was used.
   */
  async acceptResult(orderId: string, actionToken: string): Promise<string | null> {
    const row = await this.db
      .updateTable('api_order_charges')
      .set({ state: 'settling', action_token: null, updated_at: sql`now()` })
      .where('order_id', '=', orderId)
      .where('state', '=', 'action')
      .where('action_token', '=', digest(actionToken))
      .returning('reference')
      .executeTakeFirst()
    return row?.reference ?? null
  }
}
