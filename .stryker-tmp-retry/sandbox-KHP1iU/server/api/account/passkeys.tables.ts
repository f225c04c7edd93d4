// @ts-nocheck
import type { ColumnType, Generated } from 'kysely'

/** Migration `0340_api_passkeys.sql`. */
export type PasskeyTables = {
  api_passkeys: {
    id: string
    customer_id: string
    public_key: string
    counter: ColumnType<string | number, number, number>
    transports: ColumnType<unknown, string, string>
    name: string
    created_at: Generated<Date>
    last_used_at: Date | null
  }
  api_passkey_challenges: {
    challenge: string
    purpose: 'register' | 'sign-in'
    customer_id: string | null
    expires_at: Date
  }
}
