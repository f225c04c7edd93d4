// @ts-nocheck
import type { Generated } from 'kysely'

/** Back-in-stock requests (migration 0310). */
export type NotifyMeTables = {
  product_notify_me_requests: {
    id: Generated<string>
    email: string
    sku: string
    product_key: string
    locale: string
    created_at: Generated<Date>
    updated_at: Generated<Date>
    notified_at: Date | null
  }
}
