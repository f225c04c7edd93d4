import type { Generated } from 'kysely'

export type ContactTables = {
  api_contact_requests: {
    id: string
    locale: string
    email: string
    first_name: string
    last_name: string
    phone: string
    topic: string
    order_number: string
    comment: string
    created_at: Generated<Date>
  }
}
