// @ts-nocheck
import { Hono } from 'hono'
import type { Database } from '../../db/database'
import { validate } from '../../http/validate'
import type { BotProtectionOptions } from './bot-protection.config'
import type { BotProtectionTables } from './bot-protection.tables'
import { challengeIssuer } from './challenges'
import { verifyBody } from './payload'

/**
 * Self-hosted proof-of-work in the ALTCHA protocol: the widget fetches `GET /challenge`, solves
 * it in the browser and the form carries the payload; the shop's server asks `POST /verify`.
 */
export function createBotProtectionRoutes(db: Database, options: BotProtectionOptions): Hono {
  const issuer = challengeIssuer(options)
  const tables = db.withTables<BotProtectionTables>()
  return new Hono()
    .get('/challenge', async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await issuer.create())
    })
    .post('/verify', validate('json', verifyBody), async (c) => {
      const { challenge, solution } = c.req.valid('json').payload
      const outcome = await issuer
        .verify(challenge, solution)
        .catch(() => ({ verified: false, reason: 'invalid_solution' }) as const)
      if (!outcome.verified) return c.json({ verified: false, reason: outcome.reason })
      // The insert is the single point of truth, so two simultaneous replays cannot both pass.
      const spent = await tables
        .insertInto('bot_protection_spent_challenges')
        .values({ challenge_id: outcome.challengeId, expires_at: outcome.expiresAt })
        .onConflict((conflict) => conflict.column('challenge_id').doNothing())
        .returning('challenge_id')
        .executeTakeFirst()
      await tables.deleteFrom('bot_protection_spent_challenges').where('expires_at', '<', new Date()).execute()
      if (!spent) return c.json({ verified: false, reason: 'already_used' })
      return c.json({ verified: true })
    })
}
