// @ts-nocheck
import type { Generated } from 'kysely'

/** The mail catcher's table (migration `0260_mail_catcher.sql`). */
export type MailCatcherTables = {
  mail_catcher_messages: {
    id: string
    received_at: Generated<Date>
    envelope_from: string
    /** JSON array of the envelope's recipients. */
    envelope_to: string[]
    message_id: string | null
    from_header: string
    to_header: string
    subject: string
    html: string | null
    text: string | null
    size: number
  }
}
