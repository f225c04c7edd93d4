// @ts-nocheck
import type { Generated } from 'kysely'
import type { Database } from '../../db/database'
import type { NewsletterTables } from '../email-subscription/email-subscription.tables'

/** Consent types and their numeric codes (spec 3.20). */
export const CONSENT_TYPES = {
  newsletter: 0,
  termsAndConditions: 2,
  privacyPolicy: 3,
  loyalty: 4,
  personalisation: 5,
} as const

/** Migration `0343_api_customer_consents.sql`. */
type ConsentTables = {
  api_customer_consents: { customer_id: string; consent_type: number; given_at: Generated<Date> }
}

/** Records the consents a customer gave (the newsletter's is its subscription); giving one again keeps its first time. */
export async function recordConsents(db: Database, customerId: string, types: readonly number[]): Promise<void> {
  if (types.length === 0) return
  await db
    .withTables<ConsentTables>()
    .insertInto('api_customer_consents')
    .values(types.map((consent_type) => ({ customer_id: customerId, consent_type })))
    .onConflict((conflict) => conflict.columns(['customer_id', 'consent_type']).doNothing())
    .execute()
}

/**
 * The customer's active consents as spec 3.20's codes, in order: the newsletter while subscribed
 * (by account or by address), and those recorded at sign-up.
 */
export async function activeConsentTypes(db: Database, customer: { id: string; email: string }): Promise<number[]> {
  const [subscription, recorded] = await Promise.all([
    db
      .withTables<NewsletterTables>()
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where((eb) => eb.or([eb('customer_id', '=', customer.id), eb('email', '=', customer.email.toLowerCase())]))
      .executeTakeFirst(),
    db
      .withTables<ConsentTables>()
      .selectFrom('api_customer_consents')
      .select('consent_type')
      .where('customer_id', '=', customer.id)
      .execute(),
  ])
  const types = recorded.map((row) => row.consent_type)
  if (subscription) types.push(CONSENT_TYPES.newsletter)
  return types.sort((a, b) => a - b)
}
