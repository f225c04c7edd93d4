// @ts-nocheck
import type { Generated } from 'kysely'

/** Tables of the bot-protection stand-in (migration `0250_bot_protection.sql`). */
export type BotProtectionTables = {
  bot_protection_spent_challenges: {
    challenge_id: string
    expires_at: Date
    spent_at: Generated<Date>
  }
}
