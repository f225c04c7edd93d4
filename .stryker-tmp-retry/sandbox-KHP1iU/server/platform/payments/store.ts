// @ts-nocheck
import { randomBytes } from 'node:crypto'
import type { Database } from '../../db/database'
import type { PaymentAttemptTable, PaymentTables } from './tables'
import type { Insertable, Selectable } from 'kysely'

export type PaymentAttempt = Selectable<PaymentAttemptTable>

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A 16-character reference like the provider's own (`NC6HT9CRT65ZGN82`). */
export function newPspReference(): string {
  return Array.from(randomBytes(16), (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

export function newToken(): string {
  return randomBytes(24).toString('base64url')
}

/** Sessions and payment attempts of the stand-in. */
export class CheckoutStore {
  private readonly db

  constructor(db: Database) {
    this.db = db.withTables<PaymentTables>()
  }

  createSession(session: Insertable<PaymentTables['payment_sessions']>) {
    return this.db.insertInto('payment_sessions').values(session).execute()
  }

  findSession(id: string) {
    return this.db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst()
  }

  latestAttemptOfSession(id: string) {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('session_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  }

  async insertAttempt(attempt: Insertable<PaymentAttemptTable>): Promise<void> {
    await this.db.insertInto('payment_attempts').values(attempt).execute()
  }

  findByActionToken(token: string): Promise<PaymentAttempt | undefined> {
    return this.db.selectFrom('payment_attempts').selectAll().where('action_token', '=', token).executeTakeFirst()
  }

  /** Records the shopper's answer once; a second answer is ignored. Returns whether it was the first. */
  async answerAction(token: string, outcome: 'completed' | 'failed'): Promise<boolean> {
    const rows = await this.db
      .updateTable('payment_attempts')
      .set({ action_outcome: outcome, updated_at: new Date() })
      .where('action_token', '=', token)
      .where('action_outcome', 'is', null)
      .returning('psp_reference')
      .execute()
    return rows.length > 0
  }

  /** Moves an attempt waiting for its shopper action to its final result; false if it had one already. */
  async settle(pspReference: string, resultCode: string, refusalReason: string | null): Promise<boolean> {
    const rows = await this.db
      .updateTable('payment_attempts')
      .set({ result_code: resultCode, refusal_reason: refusalReason, updated_at: new Date() })
      .where('psp_reference', '=', pspReference)
      .where('result_code', 'in', ['IdentifyShopper', 'ChallengeShopper'])
      .returning('psp_reference')
      .execute()
    return rows.length > 0
  }
}
