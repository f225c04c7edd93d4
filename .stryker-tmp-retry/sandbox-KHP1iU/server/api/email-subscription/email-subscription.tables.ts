// @ts-nocheck
import type { Generated, JSONColumnType } from 'kysely'

export type NewsletterTables = {
  newsletter_subscriptions: {
    email: string
    name: string
    locale: string
    consent_keys: JSONColumnType<string[]>
    customer_id: string | null
    subscribed_at: Generated<Date>
    updated_at: Generated<Date>
  }
}
