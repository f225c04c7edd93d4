// @ts-nocheck
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { Database } from '../../db/database'
import { sameSecret } from '../api-key'
import { MAIL_CATCHER_USER, type MailCatcherOptions } from './mail.config'
import type { MailCatcherTables } from './mail.tables'

/** A message larger than this is refused (552), as a mail server with a size limit does. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024

export interface MailCatcher {
  port: number
  /** The SMTP URL that delivers to the catcher, with its credentials. */
  url: string
  close(): Promise<void>
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((entry) => entry.text).join(', ')

/**
 * The local platform's mail catcher, like Mailpit: an SMTP server that accepts every message
 * (after SMTP AUTH with the catcher's key), parses it and keeps it in the database for the
 * mailbox at `/platform/mail`. It delivers nothing onwards.
 */
export async function startMailCatcher(
  db: Database,
  { apiKey }: MailCatcherOptions,
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<MailCatcher> {
  const tables = db.withTables<MailCatcherTables>()
  const server = new SMTPServer({
    name: 'kestrel-mail-catcher',
    banner: 'Kestrel local mail catcher',
    size: MAX_MESSAGE_BYTES,
    // Plain SMTP on the loopback interface, as a local catcher is; AUTH still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === MAIL_CATCHER_USER && sameSecret(auth.password ?? '', apiKey))
        return callback(null, { user: MAIL_CATCHER_USER })
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }))
        }
        const raw = Buffer.concat(chunks)
        simpleParser(raw)
          .then((parsed) =>
            tables
              .insertInto('mail_catcher_messages')
              .values({
                id: randomUUID(),
                envelope_from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                envelope_to: JSON.stringify(session.envelope.rcptTo.map((to) => to.address)) as unknown as string[],
                message_id: parsed.messageId ?? null,
                from_header: addresses(parsed.from),
                to_header: addresses(parsed.to),
                subject: parsed.subject ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : null,
                text: parsed.text ?? null,
                size: raw.length,
              })
              .execute(),
          )
          .then(
            () => callback(),
            (error: unknown) => {
              console.error(`Mail catcher could not keep a message: ${(error as Error).message}`)
              callback(Object.assign(new Error('Message not stored, try again later'), { responseCode: 451 }))
            },
          )
      })
    },
  })
  server.on('error', (error) => console.error(`Mail catcher: ${error.message}`))
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const bound = (server.server.address() as AddressInfo).port
  return {
    port: bound,
    url: `smtp://${MAIL_CATCHER_USER}:${encodeURIComponent(apiKey)}@${host}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
