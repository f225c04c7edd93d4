import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { ChatMessage, ConversationSummary, DeliveryStatus, ServerFrame } from '@common/support-chat'
import type { Database } from '../../db/database'
import { withinSupportHours } from './hours'
import type { SupportChatTables } from './support-chat.tables'

type Author = ChatMessage['author']
type Tables = ReturnType<typeof tablesOf>
const tablesOf = (db: Database) => db.withTables<SupportChatTables>()

/** How many of a conversation's messages an agent's list carries. */
const SUMMARY_MESSAGES = 50

interface MessageRow {
  id: string
  conversation_id: string
  author: Author
  client_id: string
  body: string
  sent_at: Date | string
  delivered_at: Date | string | null
  read_at: Date | string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    conversationId: row.conversation_id,
    author: row.author,
    clientId: row.client_id,
    body: row.body,
    sentAt: iso(row.sent_at),
    status: row.read_at ? 'read' : row.delivered_at ? 'delivered' : 'sent',
  }
}

/** An event for every server process to pass on (the `support_chat_events` feed). */
export interface ChatEvent {
  id: number
  conversationId: string
  frame: ServerFrame
}

/**
 * The support chat's conversations and messages in the database: every change is written together
 * with its event, so any server process (and a window reconnecting to another one) sees it.
 */
export function createChatStore(db: Database, now: () => Date = () => new Date()) {
  const tables = tablesOf(db)

  const addEvent = (trx: Tables, conversationId: string, frame: ServerFrame) =>
    trx
      .insertInto('support_chat_events')
      .values({ conversation_id: conversationId, payload: JSON.stringify(frame) })
      .execute()

  async function summary(id: string): Promise<ConversationSummary | null> {
    const conversation = await tables
      .selectFrom('support_chat_conversations')
      .select(['id', 'visitor_name', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!conversation) return null
    const messages = await tables
      .selectFrom('support_chat_messages')
      .selectAll()
      .where('conversation_id', '=', id)
      .orderBy('id', 'desc')
      .limit(SUMMARY_MESSAGES)
      .execute()
    return {
      id: conversation.id,
      visitorName: conversation.visitor_name,
      createdAt: iso(conversation.created_at),
      messages: messages.reverse().map(toMessage),
    }
  }

  return {
    /** The visitor's conversation `wanted` when it is theirs and open; otherwise a new one. */
    async openConversation(visitorId: string, visitorName: string | null, wanted?: string): Promise<string> {
      if (wanted) {
        const own = await tables
          .selectFrom('support_chat_conversations')
          .select('id')
          .where('id', '=', wanted)
          .where('visitor_id', '=', visitorId)
          .where('status', '=', 'open')
          .executeTakeFirst()
        if (own) return own.id
      }
      const id = randomUUID()
      await tables.transaction().execute(async (trx) => {
        await trx
          .insertInto('support_chat_conversations')
          .values({ id, visitor_id: visitorId, visitor_name: visitorName })
          .execute()
        await addEvent(trx, id, {
          type: 'conversation',
          conversation: { id, visitorName, createdAt: now().toISOString(), messages: [] },
        })
      })
      return id
    },

    /** Whether the conversation exists and is open (an agent may write to it). */
    async isOpen(id: string): Promise<boolean> {
      const row = await tables
        .selectFrom('support_chat_conversations')
        .select('id')
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst()
      return row !== undefined
    },

    async messagesAfter(conversationId: string, after: number): Promise<ChatMessage[]> {
      const rows = await tables
        .selectFrom('support_chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('id', '>', String(after))
        .orderBy('id')
        .execute()
      return rows.map(toMessage)
    },

    /** The open conversations, most recently active first, each with its latest messages. */
    async openConversations(limit = 50): Promise<ConversationSummary[]> {
      const rows = await tables
        .selectFrom('support_chat_conversations')
        .select('id')
        .where('status', '=', 'open')
        .orderBy('last_message_at', 'desc')
        .limit(limit)
        .execute()
      const all = await Promise.all(rows.map((row) => summary(row.id)))
      return all.filter((c): c is ConversationSummary => c !== null)
    },

    /** Stores a message once per `clientId`: sent again (after a lost connection), the first is answered. */
    async addMessage(conversationId: string, author: Author, clientId: string, body: string): Promise<ChatMessage> {
      return tables.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('support_chat_messages')
          .values({ conversation_id: conversationId, author, client_id: clientId, body })
          .onConflict((oc) => oc.columns(['conversation_id', 'client_id']).doNothing())
          .returningAll()
          .executeTakeFirst()
        if (!inserted) {
          const first = await trx
            .selectFrom('support_chat_messages')
            .selectAll()
            .where('conversation_id', '=', conversationId)
            .where('client_id', '=', clientId)
            .executeTakeFirstOrThrow()
          return toMessage(first)
        }
        const message = toMessage(inserted)
        await trx
          .updateTable('support_chat_conversations')
          .set({ last_message_at: sql<Date>`now()` })
          .where('id', '=', conversationId)
          .execute()
        await addEvent(trx, conversationId, { type: 'message', message })
        return message
      })
    },

    /** The other side saw `author`'s messages up to `upTo`: they become delivered (or read), never back. */
    async markSeen(conversationId: string, author: Author, status: Exclude<DeliveryStatus, 'sent'>, upTo: number) {
      await tables.transaction().execute(async (trx) => {
        const at = now()
        let update = trx
          .updateTable('support_chat_messages')
          .where('conversation_id', '=', conversationId)
          .where('author', '=', author)
          .where('id', '<=', String(upTo))
        update =
          status === 'read'
            ? update.set({ read_at: at, delivered_at: sql`coalesce(delivered_at, ${at})` }).where('read_at', 'is', null)
            : update.set({ delivered_at: at }).where('delivered_at', 'is', null)
        const changed = await update.executeTakeFirst()
        if (Number(changed.numUpdatedRows) > 0)
          await addEvent(trx, conversationId, { type: 'status', conversationId, author, status, upTo })
      })
    },

    async typing(conversationId: string, author: Author, typing: boolean) {
      await addEvent(tables, conversationId, { type: 'typing', conversationId, author, typing })
    },

    /** The id of the newest event: a process passes on what comes after it. */
    async latestEventId(): Promise<number> {
      const row = await tables
        .selectFrom('support_chat_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
      return Number(row?.id ?? 0)
    },

    async eventsAfter(after: number, limit = 500): Promise<ChatEvent[]> {
      const rows = await tables
        .selectFrom('support_chat_events')
        .select(['id', 'conversation_id', 'payload'])
        .where('id', '>', String(after))
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((row) => ({
        id: Number(row.id),
        conversationId: row.conversation_id,
        frame: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as ServerFrame,
      }))
    },

    /** Events are passed on within moments; an hour later nobody needs them. */
    async pruneEvents() {
      await tables
        .deleteFrom('support_chat_events')
        .where('created_at', '<', new Date(now().getTime() - 3_600_000))
        .execute()
    },

    async availabilityMode(): Promise<'schedule' | 'open' | 'closed'> {
      const row = await tables.selectFrom('support_chat_availability').select('mode').executeTakeFirst()
      return row?.mode ?? 'schedule'
    },

    async setAvailabilityMode(mode: 'schedule' | 'open' | 'closed') {
      await tables
        .insertInto('support_chat_availability')
        .values({ id: true, mode })
        .onConflict((oc) => oc.column('id').doUpdateSet({ mode }))
        .execute()
    },

    /** Whether agents answer now: within the support hours, unless the operator holds the chat open or closed. */
    async isAvailable(): Promise<boolean> {
      const mode = await this.availabilityMode()
      return mode === 'open' || (mode === 'schedule' && withinSupportHours(now()))
    },
  }
}

export type ChatStore = ReturnType<typeof createChatStore>
