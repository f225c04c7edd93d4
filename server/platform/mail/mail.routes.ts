import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../db/database'
import { validate } from '../../http/validate'
import { requireKeyOrBasic } from '../api-key'
import type { MailCatcherOptions } from './mail.config'
import type { MailCatcherTables } from './mail.tables'
import { mailboxPage, messagePage, type FullMessage, type ListedMessage } from './mailbox-page'

const idParam = z.object({ id: z.uuid({ message: 'id must be a message id' }) })
const listQuery = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
})

/**
 * The mail catcher's mailbox (like Mailpit's): an HTML list and message view for people, and a
 * JSON API for tests (`/api/v1/messages`, `/api/v1/message/{id}`, `DELETE /api/v1/messages`).
 */
export function createMailRoutes(db: Database, { apiKey }: MailCatcherOptions): Hono {
  const tables = db.withTables<MailCatcherTables>()

  async function list(to: string | undefined, limit: number) {
    let query = tables.selectFrom('mail_catcher_messages')
    if (to) query = query.where('to_header', 'ilike', `%${to.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    const [rows, count] = await Promise.all([
      query
        .select(['id', 'received_at', 'from_header', 'to_header', 'subject', 'size'])
        .orderBy('received_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    ])
    const messages: ListedMessage[] = rows.map((row) => ({
      id: row.id,
      receivedAt: new Date(row.received_at).toISOString(),
      from: row.from_header,
      to: row.to_header,
      subject: row.subject,
      size: row.size,
    }))
    return { total: Number(count.count), messages }
  }

  async function one(id: string): Promise<FullMessage | null> {
    const row = await tables.selectFrom('mail_catcher_messages').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return null
    return {
      id: row.id,
      receivedAt: new Date(row.received_at).toISOString(),
      from: row.from_header,
      to: row.to_header,
      subject: row.subject,
      size: row.size,
      messageId: row.message_id,
      html: row.html,
      text: row.text,
    }
  }

  return new Hono()
    .use(requireKeyOrBasic(apiKey, 'Kestrel mail catcher'))
    .get('/', validate('query', listQuery), async (c) => {
      const { to, limit } = c.req.valid('query')
      const { total, messages } = await list(to, limit)
      return c.html(mailboxPage(messages, total))
    })
    .get('/messages/:id', validate('param', idParam), async (c) => {
      const message = await one(c.req.valid('param').id)
      if (!message) return c.html('<!doctype html><title>Not found</title><h1>No such message</h1>', 404)
      return c.html(messagePage(message))
    })
    .get('/api/v1/messages', validate('query', listQuery), async (c) => {
      const { to, limit } = c.req.valid('query')
      return c.json(await list(to, limit))
    })
    .get('/api/v1/message/:id', validate('param', idParam), async (c) => {
      const message = await one(c.req.valid('param').id)
      if (!message) return c.json({ error: 'No such message' }, 404)
      return c.json(message)
    })
    .delete('/api/v1/messages', async (c) => {
      const deleted = await tables.deleteFrom('mail_catcher_messages').executeTakeFirst()
      return c.json({ deleted: Number(deleted.numDeletedRows) })
    })
}
