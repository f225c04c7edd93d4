import type { Generated } from 'kysely'

/** The support chat's tables (migration `0270_support_chat.sql`). */
export type SupportChatTables = {
  support_chat_conversations: {
    id: string
    visitor_id: string
    visitor_name: string | null
    status: Generated<'open' | 'closed'>
    created_at: Generated<Date>
    last_message_at: Generated<Date>
  }
  support_chat_messages: {
    id: Generated<string>
    conversation_id: string
    author: 'visitor' | 'agent'
    client_id: string
    body: string
    sent_at: Generated<Date>
    delivered_at: Date | null
    read_at: Date | null
  }
  support_chat_events: {
    id: Generated<string>
    conversation_id: string
    payload: unknown
    created_at: Generated<Date>
  }
  support_chat_availability: {
    id: Generated<boolean>
    mode: 'schedule' | 'open' | 'closed'
  }
}
