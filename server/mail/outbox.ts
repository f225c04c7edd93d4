import { randomUUID } from 'node:crypto'
import { sql, type Generated } from 'kysely'
import type { Transporter } from 'nodemailer'
import { z } from 'zod'
import { CONTACT_LIMITS, CONTACT_TOPICS } from '@common/contact-form'
import { market, type Locale } from '@common/market'
import type { Database } from '../db/database'
import { renderMail, type MailContent } from './templates/render'

type MailKind =
  | 'email-verification'
  | 'password-reset'
  | 'order-confirmation'
  | 'collection-ready'
  | 'return-confirmation'
  | 'contact-request'
  | 'contact-confirmation'
type MailState = 'queued' | 'sent' | 'failed'

type OutboxTables = {
  api_mail_outbox: {
    id: string
    kind: MailKind
    dedupe_key: string | null
    locale: Locale
    payload: unknown
    state: Generated<MailState>
    attempts: Generated<number>
    next_attempt_at: Generated<Date>
    locked_until: Date | null
    last_error: string | null
    queued_at: Generated<Date>
    sent_at: Date | null
    message_id: string | null
  }
}

const email = z.email().max(254)
/** A link mail names its recipient and carries its link (with a token): kept until delivered, then emptied. */
const linkPayload = z.object({
  to: email,
  url: z.url({ protocol: /^https?$/ }).max(2000),
  firstName: z.string().max(100).nullish(),
  validHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
})
/** An order confirmation names its order: the order itself is read when the mail is delivered. */
const orderPayload = z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) })
/** A return's confirmation names its order and its return: both are read when the mail is delivered. */
const returnPayload = orderPayload.extend({ returnId: z.uuid() })
/**
 * A contact request carries what the shopper wrote (both of its mails show it); emptied once delivered,
 * like every payload. The request itself stays in `api_contact_requests`.
 */
const contactPayload = z.object({
  reference: z.uuid(),
  shopperLocale: z.enum(market.locales),
  email,
  firstName: z.string().min(1).max(CONTACT_LIMITS.name),
  lastName: z.string().min(1).max(CONTACT_LIMITS.name),
  phone: z.string().max(CONTACT_LIMITS.phone),
  topic: z.enum(CONTACT_TOPICS),
  orderNumber: z.string().max(CONTACT_LIMITS.orderNumber),
  comment: z.string().min(1).max(CONTACT_LIMITS.comment),
})
type ContactPayload = z.infer<typeof contactPayload>
const queuedMail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email-verification'), payload: linkPayload }),
  z.object({ kind: z.literal('password-reset'), payload: linkPayload }),
  z.object({ kind: z.literal('order-confirmation'), payload: orderPayload }),
  z.object({ kind: z.literal('collection-ready'), payload: orderPayload }),
  z.object({ kind: z.literal('return-confirmation'), payload: returnPayload }),
  z.object({ kind: z.literal('contact-request'), payload: contactPayload }),
  z.object({ kind: z.literal('contact-confirmation'), payload: contactPayload }),
])
type QueuedMail = z.infer<typeof queuedMail> & {
  locale: Locale
  /** One mail per key: a second mail with the same key is not queued (e.g. `order-confirmation:{orderId}`). */
  dedupeKey?: string | undefined
}
export type OrderPayload = z.infer<typeof orderPayload> & { returnId?: string }

/** Where contact requests go without `CUSTOMER_SERVICE_EMAIL`: the address the footer names. */
const DEFAULT_CUSTOMER_SERVICE = 'servis@kestrel.example'

/** In-process workers to wake when a mail is queued (others find it on their next poll). */
const wakers = new WeakMap<object, Set<() => void>>()

/**
 * Records a mail to send; the outbox worker delivers it. Answers whether a new mail was queued
 * (false when one with the same key exists). Only an insert: the request that queues never
 * waits for SMTP.
 */
export async function queueMail(db: Database, mail: QueuedMail): Promise<boolean> {
  const { kind, payload } = queuedMail.parse({ kind: mail.kind, payload: mail.payload })
  const row = await db
    .withTables<OutboxTables>()
    .insertInto('api_mail_outbox')
    .values({
      id: randomUUID(),
      kind,
      dedupe_key: mail.dedupeKey ?? null,
      locale: z.enum(market.locales).parse(mail.locale),
      payload: JSON.stringify(payload),
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (row) for (const wake of wakers.get(db) ?? []) wake()
  return row !== undefined
}

/** The order's confirmation, queued once per order however often its payment is reported. */
export function queueOrderConfirmation(db: Database, orderId: string, locale: Locale): Promise<boolean> {
  return queueMail(db, {
    kind: 'order-confirmation',
    payload: { orderId },
    locale,
    dedupeKey: `order-confirmation:${orderId}`,
  })
}

/** The mail that a click-and-collect order is ready in its store, queued once per order. */
export function queueCollectionReady(db: Database, orderId: string, locale: Locale): Promise<boolean> {
  return queueMail(db, {
    kind: 'collection-ready',
    payload: { orderId },
    locale,
    dedupeKey: `collection-ready:${orderId}`,
  })
}

/** The confirmation of a return the shopper started, queued once per return. */
export function queueReturnConfirmation(
  db: Database,
  orderId: string,
  returnId: string,
  locale: Locale,
): Promise<boolean> {
  return queueMail(db, {
    kind: 'return-confirmation',
    payload: { orderId, returnId },
    locale,
    dedupeKey: `return-confirmation:${returnId}`,
  })
}

/**
 * A contact request's two mails (spec 3.17): to customer service in the market's language, and the
 * confirmation to the shopper in theirs. Queued in the caller's transaction with its stored request.
 */
export async function queueContactMails(db: Database, request: ContactPayload): Promise<void> {
  await queueMail(db, {
    kind: 'contact-request',
    payload: request,
    locale: market.defaultLocale,
    dedupeKey: `contact-request:${request.reference}`,
  })
  await queueMail(db, {
    kind: 'contact-confirmation',
    payload: request,
    locale: request.shopperLocale,
    dedupeKey: `contact-confirmation:${request.reference}`,
  })
}

/** What a mail resolves to when it is delivered: its recipient and its content; null when there is nothing to send. */
export type MailResolver = (mail: {
  kind: 'order-confirmation' | 'collection-ready' | 'return-confirmation'
  payload: OrderPayload
  locale: Locale
}) => Promise<{ to: string; content: MailContent; locale?: Locale | undefined } | null>

export interface MailOutboxOptions {
  db: Database
  transport: Transporter
  /** The sender, `Name <address>`. */
  from: string
  /** Where contact requests go (config `CUSTOMER_SERVICE_EMAIL`). */
  customerService?: string | undefined
  /** Reads what an order's mail shows (the order, from the commerce platform): its confirmation, its collection notice. */
  resolveOrder: MailResolver
  /** How often idle workers look for due mail (ms). */
  pollMs?: number
  /** The first retry's delay; each further one doubles it, up to `retryMaxMs`. */
  retryBaseMs?: number
  retryMaxMs?: number
  /** After this many failed attempts a mail is given up (state `failed`). */
  maxAttempts?: number
  /** How long a claimed mail is held by its worker; a worker that died frees it by time. */
  leaseMs?: number
  batchSize?: number
}

/** Why a delivery failed, without the message, its recipient or the server's credentials. */
function failureOf(error: unknown): string {
  const { code, responseCode, command } = error as { code?: unknown; responseCode?: unknown; command?: unknown }
  return (
    [typeof code === 'string' ? code : 'Error', typeof command === 'string' ? command : '', responseCode ?? '']
      .filter(Boolean)
      .join(' ')
      .slice(0, 200) || 'Error'
  )
}

class PermanentFailure extends Error {}

/**
 * Delivers the outbox over SMTP. Any number of workers (in any number of processes) may run on
 * one database: each claims due mails with `FOR UPDATE SKIP LOCKED` and holds them for a lease,
 * so a mail is handed to SMTP by one worker at a time. A failed delivery is retried with
 * exponential backoff. Each mail's Message-ID is fixed by its row, so a mail sent again after a
 * worker died between SMTP and the database is recognizable as the same mail.
 */
export class MailOutbox {
  private readonly db
  private readonly options: Required<
    Omit<MailOutboxOptions, 'db' | 'transport' | 'from' | 'resolveOrder' | 'customerService'>
  >
  private running = false
  private loop: Promise<void> | null = null
  private wakeUp: (() => void) | null = null
  /** A mail was queued while the worker was busy: look again before sleeping. */
  private woken = false
  private readonly wake = () => {
    this.woken = true
    this.wakeUp?.()
  }

  private readonly customerService: string

  constructor(private readonly deps: MailOutboxOptions) {
    this.db = deps.db.withTables<OutboxTables>()
    this.customerService = deps.customerService ?? DEFAULT_CUSTOMER_SERVICE
    this.options = {
      pollMs: deps.pollMs ?? 1000,
      retryBaseMs: deps.retryBaseMs ?? 5000,
      retryMaxMs: deps.retryMaxMs ?? 30 * 60_000,
      maxAttempts: deps.maxAttempts ?? 12,
      leaseMs: deps.leaseMs ?? 2 * 60_000,
      batchSize: deps.batchSize ?? 10,
    }
  }

  start(): void {
    if (this.running) return
    this.running = true
    let set = wakers.get(this.deps.db)
    if (!set) wakers.set(this.deps.db, (set = new Set()))
    set.add(this.wake)
    this.loop = this.run()
  }

  async stop(): Promise<void> {
    this.running = false
    wakers.get(this.deps.db)?.delete(this.wake)
    this.wakeUp?.()
    await this.loop
    this.deps.transport.close()
  }

  private async run(): Promise<void> {
    while (this.running) {
      let delivered = 0
      this.woken = false
      try {
        delivered = await this.deliverDue()
      } catch (error) {
        console.error(`Mail outbox: ${(error as Error).message}`)
      }
      if (!this.running) break
      // A full batch: there may be more due at once. Otherwise sleep until the poll or a wake-up.
      if (delivered >= this.options.batchSize || this.woken) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs)
        this.wakeUp = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.wakeUp = null
    }
  }

  /** Claims the mails due now and delivers each; answers how many were claimed. */
  async deliverDue(): Promise<number> {
    const { rows } = await sql<{ id: string; kind: MailKind; locale: Locale; payload: unknown; attempts: number }>`
      UPDATE api_mail_outbox SET attempts = attempts + 1,
        locked_until = now() + ${`${this.options.leaseMs} milliseconds`}::interval
      WHERE id IN (
        SELECT id FROM api_mail_outbox
        WHERE state = 'queued' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
        ORDER BY next_attempt_at, queued_at
        LIMIT ${this.options.batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, locale, payload, attempts`.execute(this.db)
    await Promise.all(rows.map((row) => this.deliver(row)))
    return rows.length
  }

  private async deliver(row: { id: string; kind: MailKind; locale: Locale; payload: unknown; attempts: number }) {
    try {
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload
      const parsed = queuedMail.safeParse({ kind: row.kind, payload })
      if (!parsed.success) throw new PermanentFailure('the queued mail is not valid')
      const mail = parsed.data
      const resolved =
        mail.kind === 'order-confirmation' || mail.kind === 'collection-ready' || mail.kind === 'return-confirmation'
          ? await this.deps.resolveOrder({ kind: mail.kind, payload: mail.payload, locale: row.locale })
          : mail.kind === 'contact-request' || mail.kind === 'contact-confirmation'
            ? {
                locale: undefined,
                to: mail.kind === 'contact-request' ? this.customerService : mail.payload.email,
                replyTo: mail.kind === 'contact-request' ? mail.payload.email : undefined,
                content: { kind: mail.kind, props: mail.payload } satisfies MailContent,
              }
            : {
                locale: undefined,
                to: mail.payload.to,
                content: {
                  kind: mail.kind,
                  props: {
                    url: mail.payload.url,
                    firstName: mail.payload.firstName,
                    validHours: mail.payload.validHours,
                  },
                } satisfies MailContent,
              }
      if (!resolved) throw new PermanentFailure('nothing to send')
      const rendered = renderMail(resolved.content, resolved.locale ?? row.locale)
      const messageId = `<${row.id}@mail.kestrel.local>`
      await this.deps.transport.sendMail({
        from: this.deps.from,
        to: resolved.to,
        ...('replyTo' in resolved && resolved.replyTo ? { replyTo: resolved.replyTo } : {}),
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId,
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
      await this.db
        .updateTable('api_mail_outbox')
        .set({
          state: 'sent',
          sent_at: sql<Date>`now()`,
          locked_until: null,
          last_error: null,
          message_id: messageId,
          payload: '{}',
        })
        .where('id', '=', row.id)
        .execute()
    } catch (error) {
      const permanent = error instanceof PermanentFailure
      const givenUp = permanent || row.attempts >= this.options.maxAttempts
      const delay = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), this.options.retryMaxMs)
      const reason = permanent ? error.message : failureOf(error)
      await this.db
        .updateTable('api_mail_outbox')
        .set({
          state: givenUp ? 'failed' : 'queued',
          // A mail given up keeps no link either (the order confirmation's key still names its order).
          ...(givenUp ? { payload: '{}' } : {}),
          locked_until: null,
          last_error: reason,
          next_attempt_at: sql<Date>`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where('id', '=', row.id)
        .execute()
      console.warn(
        `Mail ${row.id} (${row.kind}) not delivered, attempt ${row.attempts}: ${reason}; ` +
          (givenUp ? 'given up' : `next attempt in ${Math.round(delay / 1000)} s`),
      )
    }
  }
}
