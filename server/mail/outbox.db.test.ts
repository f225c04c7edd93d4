import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCALES } from '@common/market'
import { startTestServer, type TestServer } from '../../tests/support/server'
import { startMailCatcher, type MailCatcher } from '../platform/mail/mail-catcher'
import { LOCAL_MAIL_CATCHER_API_KEY } from '../platform/mail/mail.config'
import { createMailWorker } from './mail-sender'
import { queueMail, type MailOutbox } from './outbox'

let server: TestServer
let catcher: MailCatcher
const workers: MailOutbox[] = []
const logged: string[] = []

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...items: unknown[]) => void logged.push(items.map(String).join(' ')))
  server = await startTestServer()
  catcher = await startMailCatcher(server.database.db, { apiKey: LOCAL_MAIL_CATCHER_API_KEY })
})
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
})
afterAll(async () => {
  await catcher.close()
  await server.close()
  vi.restoreAllMocks()
})

/** A port nothing listens on: SMTP is down there. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

const noOrders = { commerceQuery: () => Promise.reject(new Error('no orders in this test')) }

function worker(smtpUrl: string, options: Parameters<typeof createMailWorker>[1] = {}) {
  const started = createMailWorker({ db: server.database.db, platform: noOrders, smtpUrl }, options)
  workers.push(started)
  started.start()
  return started
}

interface Listed {
  id: string
  subject: string
  to: string
}
async function inbox(to: string): Promise<Listed[]> {
  const response = await fetch(
    `${server.origin}/platform/mail/api/v1/messages?limit=500&to=${encodeURIComponent(to)}`,
    {
      headers: { 'x-api-key': LOCAL_MAIL_CATCHER_API_KEY },
    },
  )
  return ((await response.json()) as { messages: Listed[] }).messages
}
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
const outboxRow = async (to: string) =>
  (
    await sql<{ state: string; attempts: number; last_error: string | null }>`
      SELECT state, attempts, last_error FROM api_mail_outbox WHERE dedupe_key = ${`test:${to}`}`.execute(
      server.database.db,
    )
  ).rows[0]

const verification = (to: string, token = 'secret-token-0123456789') => ({
  kind: 'email-verification' as const,
  locale: 'cs-CZ' as const,
  dedupeKey: `test:${to}`,
  payload: { to, url: `https://kestrel.example/registrace/overeni?token=${token}`, validHours: 24 },
})

describe('the mail outbox', () => {
  it('delivers a queued mail to the catcher without the request waiting, and keeps no link once sent', async () => {
    const to = 'first@example.com'
    // Queued with no one sending yet: the request's part ends with the row, whatever the mail server does.
    expect(await queueMail(server.database.db, verification(to))).toBe(true)
    expect(await outboxRow(to)).toMatchObject({ state: 'queued', attempts: 0 })
    expect(await inbox(to)).toEqual([])
    worker(catcher.url)
    const [message] = await until(
      () => inbox(to),
      (found) => found.length > 0,
    )
    expect(message!.subject).toBe('Ověřte svůj e-mail pro účet Kestrel')
    const row = await until(
      () =>
        sql<{ state: string; payload: unknown; message_id: string }>`
        SELECT state, payload, message_id FROM api_mail_outbox WHERE dedupe_key = ${`test:${to}`}`
          .execute(server.database.db)
          .then((result) => result.rows[0]),
      (found) => found?.state === 'sent',
    )
    expect(row!.payload).toEqual({})
    const full = (await (
      await fetch(`${server.origin}/platform/mail/api/v1/message/${message!.id}`, {
        headers: { 'x-api-key': LOCAL_MAIL_CATCHER_API_KEY },
      })
    ).json()) as { messageId: string; text: string; html: string }
    expect(full.messageId).toBe(row!.message_id)
    expect(full.text).toContain('token=secret-token-0123456789')
    expect(full.html).toContain('href="https://kestrel.example/registrace/overeni?token=secret-token-0123456789"')
  })

  it('queues one mail per key', async () => {
    expect(await queueMail(server.database.db, verification('once@example.com'))).toBe(true)
    expect(await queueMail(server.database.db, verification('once@example.com'))).toBe(false)
    const { rows } = await sql<{ count: string | number }>`
      SELECT count(*) AS count FROM api_mail_outbox WHERE dedupe_key = 'test:once@example.com'`.execute(
      server.database.db,
    )
    expect(Number(rows[0]!.count)).toBe(1)
  })

  it('refuses a mail that is not valid before anything is recorded', async () => {
    await expect(queueMail(server.database.db, verification('not an address'))).rejects.toThrow()
    await expect(
      queueMail(server.database.db, {
        ...verification('x@example.com'),
        payload: { to: 'x@example.com', url: 'javascript:alert(1)', validHours: 1 },
      }),
    ).rejects.toThrow()
    const { rows } = await sql<{ count: string | number }>`
      SELECT count(*) AS count FROM api_mail_outbox WHERE dedupe_key IN ('test:not an address', 'test:x@example.com')`.execute(
      server.database.db,
    )
    expect(Number(rows[0]!.count)).toBe(0)
  })

  it('holds a mail in every locale a market may have (spec 2.4), and no malformed locale', async () => {
    const insert = (locale: string, key: string) =>
      sql`INSERT INTO api_mail_outbox (id, kind, dedupe_key, locale, payload)
          VALUES (${key}, 'order-confirmation', ${key}, ${locale}, '{}'::jsonb)`.execute(server.database.db)
    for (const locale of LOCALES) await insert(locale, `test:locale:${locale}`)
    await expect(insert('de_AT', 'test:locale:malformed')).rejects.toThrow(/api_mail_outbox_locale_check/)
    const { rows } = await sql<{ count: string | number }>`
      SELECT count(*) AS count FROM api_mail_outbox WHERE dedupe_key LIKE 'test:locale:%'`.execute(server.database.db)
    expect(Number(rows[0]!.count)).toBe(LOCALES.length)
    await sql`DELETE FROM api_mail_outbox WHERE dedupe_key LIKE 'test:locale:%'`.execute(server.database.db)
  })

  it('retries while SMTP is down, then delivers exactly once when it is back; nothing secret is logged', async () => {
    const to = 'retry@example.com'
    const down = `smtp://kestrel:${LOCAL_MAIL_CATCHER_API_KEY}@127.0.0.1:${await closedPort()}`
    const failing = worker(down, { retryBaseMs: 100, retryMaxMs: 200, pollMs: 50 })
    await queueMail(server.database.db, verification(to, 'retry-token-abcdef0123'))
    const failed = await until(
      () => outboxRow(to),
      (row) => (row?.attempts ?? 0) >= 3,
    )
    expect(failed).toMatchObject({ state: 'queued', last_error: expect.stringMatching(/^ECONNECTION|^ESOCKET/) })
    expect(await inbox(to)).toEqual([])
    await failing.stop()
    workers.splice(workers.indexOf(failing), 1)

    // SMTP is back (the server now points at the catcher): the mail goes out once.
    worker(catcher.url, { retryBaseMs: 100, pollMs: 50 })
    await until(
      () => inbox(to),
      (found) => found.length > 0,
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await inbox(to)).toHaveLength(1)
    const sent = await until(
      () =>
        sql<{ state: string; attempts: number }>`
        SELECT state, attempts FROM api_mail_outbox WHERE dedupe_key = ${`test:${to}`}`
          .execute(server.database.db)
          .then((result) => result.rows[0]),
      (row) => row?.state === 'sent',
    )
    expect(sent!.attempts).toBeGreaterThanOrEqual(4)

    const log = logged.join('\n')
    expect(log).toMatch(/not delivered, attempt 1: ECONNECTION|not delivered, attempt 1: ESOCKET/)
    expect(log).not.toContain('retry-token-abcdef0123')
    expect(log).not.toContain(to)
    expect(log).not.toContain(LOCAL_MAIL_CATCHER_API_KEY)
  })

  it('gives a mail up after its last attempt', async () => {
    const to = 'given-up@example.com'
    worker(`smtp://127.0.0.1:${await closedPort()}`, { retryBaseMs: 50, pollMs: 20, maxAttempts: 2 })
    await queueMail(server.database.db, verification(to))
    const row = await until(
      () => outboxRow(to),
      (found) => found?.state === 'failed',
    )
    expect(row!.attempts).toBe(2)
    const { rows } = await sql<{ payload: unknown }>`
      SELECT payload FROM api_mail_outbox WHERE dedupe_key = ${`test:${to}`}`.execute(server.database.db)
    expect(rows[0]!.payload).toEqual({})
  })

  it('several workers on one database deliver each of many mails once', async () => {
    for (let index = 0; index < 3; index += 1) worker(catcher.url, { pollMs: 30, batchSize: 4 })
    const recipients = Array.from({ length: 24 }, (_, index) => `many-${index}@example.com`)
    await Promise.all(recipients.map((to) => queueMail(server.database.db, verification(to))))
    const received = await until(
      () => inbox('many-'),
      (found) => found.length >= recipients.length,
      30_000,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    const final = await inbox('many-')
    expect(final).toHaveLength(recipients.length)
    expect(new Set(received.map((message) => message.to))).toEqual(new Set(recipients))
  })

  it('leaves a mail another worker holds, and takes over one whose worker stopped before its lease ran out', async () => {
    const held = 'held@example.com'
    const orphaned = 'orphaned@example.com'
    await queueMail(server.database.db, verification(held))
    await queueMail(server.database.db, verification(orphaned))
    // As a worker's claim leaves them: one held by a live worker, one by a worker that died 1 s after its lease ended.
    await sql`UPDATE api_mail_outbox SET attempts = 1, locked_until = now() + interval '1 hour'
      WHERE dedupe_key = ${`test:${held}`}`.execute(server.database.db)
    await sql`UPDATE api_mail_outbox SET attempts = 1, locked_until = now() - interval '1 second'
      WHERE dedupe_key = ${`test:${orphaned}`}`.execute(server.database.db)
    worker(catcher.url, { pollMs: 30 })
    await until(
      () => inbox(orphaned),
      (found) => found.length === 1,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await inbox(held)).toEqual([])
    expect(await outboxRow(held)).toMatchObject({ state: 'queued', attempts: 1 })
    expect(await outboxRow(orphaned)).toMatchObject({ state: 'sent', attempts: 2 })
  })

  it('measures the time from queueing to the mail in the catcher', async () => {
    worker(catcher.url)
    const times: number[] = []
    for (let index = 0; index < 10; index += 1) {
      const to = `timed-${index}@example.com`
      const started = performance.now()
      await queueMail(server.database.db, verification(to))
      await until(
        () => inbox(to),
        (found) => found.length > 0,
      )
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]!
    process.stdout.write(
      `queue → catcher (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): median ${median.toFixed(0)} ms, ` +
        `min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms\n`,
    )
    // The worker is woken by the queueing in its own process: no poll interval in between.
    expect(median).toBeLessThan(1000)
  })
})
