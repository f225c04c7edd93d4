import type { Kysely } from 'kysely'
import { isLocale, market } from '@common/market'
import type { Database } from '../../db/database'
import { queueCollectionReady } from '../../mail/outbox'
import { refundArrivedReturn } from '../order-tracking/returns.routes'
import type { PlatformAccess } from '../platform-access/platform-access'
import { OrderMessagesDocument, OrderOfMessageDocument, type OrderMessagesQuery } from './order-messages.generated'

type FeedTables = {
  platform_message_feeds: { feed: string; read_from: Date }
  platform_messages_taken: {
    feed: string
    message_id: string
    message_created_at: Date
    done: boolean
    lease_until: Date
  }
}

const FEED = 'orders'
/** Messages a page (the GraphQL document's own limit), and at most this many a round. */
const PAGE = 50
const MAX_PER_ROUND = 1_000
/** Messages are read again this far back: a change committed late (a long transaction) is still seen. */
const OVERLAP_MS = 60_000
/** How long a process may act on a message before another may take it (the process may have died). */
const LEASE_MS = 120_000
/** Delivery methods (spec 4.3) whose orders are collected in a store: click and collect, try and buy. */
const COLLECTED_IN_STORE = new Set(['CC', 'CR', 'JP-CC'])

type Message = OrderMessagesQuery['messages']['results'][number]

/** What the shop does about an order the platform's messages name. */
interface OrderMessageActions {
  /** Returned goods arrived in the warehouse: refund each of the order's returns that arrived (once per return). */
  refundArrived(orderNumber: string): Promise<unknown>
  /** A store order is ready: queue the shopper's mail (once per order). */
  collectionReady(orderId: string, locale: string | null): Promise<unknown>
}

export function orderMessageActions(db: Database, platform: PlatformAccess): OrderMessageActions {
  return {
    refundArrived: (orderNumber) => refundArrivedReturn(platform, { orderNumber, returnItemIds: 'arrived' }),
    collectionReady: (orderId, locale) =>
      queueCollectionReady(db, orderId, isLocale(locale) ? locale : market.defaultLocale),
  }
}

/**
 * One round of the shop's reading of the platform's order messages (commercetools Messages): every message
 * that returned goods arrived, or that a store order is ready, is acted on once it is in the platform,
 * whatever happened to the process that changed the order. Any number of processes read at once: each
 * message is taken by one (a lease in the database), acted on, then marked done; a failure leaves it to
 * the next round. Both actions are safe to repeat, so a message taken again after a lost lease does no harm.
 * Answers how many messages were acted on.
 */
export async function readOrderMessages(
  db: Database,
  platform: PlatformAccess,
  actions: OrderMessageActions,
  now: () => Date = () => new Date(),
): Promise<number> {
  const tables = db.withTables<FeedTables>()
  await tables
    .insertInto('platform_message_feeds')
    .values({ feed: FEED, read_from: new Date(0) })
    .onConflict((conflict) => conflict.column('feed').doNothing())
    .execute()
  const { read_from: readFrom } = await tables
    .selectFrom('platform_message_feeds')
    .select('read_from')
    .where('feed', '=', FEED)
    .executeTakeFirstOrThrow()
  const since = new Date(new Date(readFrom).getTime() - OVERLAP_MS).toISOString()
  const where = `createdAt >= "${since}" and type in ("OrderReturnShipmentStateChanged", "OrderShipmentStateChanged")`
  // Everything since, page by page: a busy minute may hold more messages than one page.
  const read: Message[] = []
  for (let offset = 0; ; offset += PAGE) {
    const { messages } = await platform.commerceQuery(OrderMessagesDocument, { where, offset })
    read.push(...messages.results)
    if (messages.results.length < PAGE || offset + PAGE >= MAX_PER_ROUND) break
  }
  let acted = 0
  // Where the next round starts: the oldest message not done yet, else the newest one read.
  let pending: string | null = null
  const refunded = new Set<string>()
  for (const message of read.filter(isActedOn)) {
    const taken = await take(tables, message, now())
    if (taken === 'done') continue
    if (taken === 'elsewhere') {
      pending ??= message.createdAt
      continue
    }
    try {
      await act(platform, actions, message, refunded)
      await tables
        .updateTable('platform_messages_taken')
        .set({ done: true })
        .where('feed', '=', FEED)
        .where('message_id', '=', message.id)
        .execute()
      acted += 1
    } catch (error) {
      console.error(`Order message ${message.id} (${message.type}) failed: ${errorText(error)}`)
      // Free at once for the next round.
      await tables
        .updateTable('platform_messages_taken')
        .set({ lease_until: new Date(0) })
        .where('feed', '=', FEED)
        .where('message_id', '=', message.id)
        .execute()
      pending ??= message.createdAt
    }
  }
  const last = read.at(-1)?.createdAt
  const next = pending ?? last
  if (next)
    await tables
      .updateTable('platform_message_feeds')
      .set({ read_from: new Date(next) })
      .where('feed', '=', FEED)
      .execute()
  // What lies well before where reading starts is never read again.
  await tables
    .deleteFrom('platform_messages_taken')
    .where('feed', '=', FEED)
    .where('done', '=', true)
    .where('message_created_at', '<', new Date(new Date(next ?? readFrom).getTime() - 2 * OVERLAP_MS))
    .execute()
  return acted
}

const isActedOn = ({ resourceRef, payload }: Message) =>
  resourceRef.typeId === 'order' &&
  ('returnShipmentState' in payload
    ? payload.returnShipmentState === 'Returned'
    : 'shipmentState' in payload && payload.shipmentState === 'Ready')

/** Takes the message for this process: 'taken', or 'done' before, or 'elsewhere' (another process's lease runs). */
async function take(tables: Kysely<FeedTables>, message: Message, at: Date): Promise<'taken' | 'done' | 'elsewhere'> {
  const lease = new Date(at.getTime() + LEASE_MS)
  const claimed = await tables
    .insertInto('platform_messages_taken')
    .values({
      feed: FEED,
      message_id: message.id,
      message_created_at: new Date(message.createdAt),
      done: false,
      lease_until: lease,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['feed', 'message_id'])
        .doUpdateSet({ lease_until: lease })
        .where('platform_messages_taken.done', '=', false)
        .where('platform_messages_taken.lease_until', '<', at),
    )
    .returning('message_id')
    .executeTakeFirst()
  if (claimed) return 'taken'
  const row = await tables
    .selectFrom('platform_messages_taken')
    .select('done')
    .where('feed', '=', FEED)
    .where('message_id', '=', message.id)
    .executeTakeFirst()
  return row?.done ? 'done' : 'elsewhere'
}

async function act(
  platform: PlatformAccess,
  actions: OrderMessageActions,
  message: Message,
  refunded: Set<string>,
): Promise<void> {
  const { order } = await platform.commerceQuery(OrderOfMessageDocument, { id: message.resourceRef.id })
  if (!order?.orderNumber) return
  if ('returnShipmentState' in message.payload) {
    // Every item of the arrival is refunded by the first of its messages; the rest find nothing left to ask.
    if (refunded.has(order.id)) return
    await actions.refundArrived(order.orderNumber)
    refunded.add(order.id)
    return
  }
  if (COLLECTED_IN_STORE.has(order.shippingInfo?.shippingMethod?.key ?? ''))
    await actions.collectionReady(order.id, order.locale ?? null)
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Reads the platform's order messages every `everyMs` until stopped (each process of the shop does; they
 * share the work through the database); with `everyMs` null, only when asked. `readNow` reads once more at
 * once, beside the timer's rounds.
 */
export function startOrderMessages(
  db: Database,
  platform: PlatformAccess,
  everyMs: number | null = 2_000,
): { stop(): Promise<void>; readNow(): Promise<number> } {
  const actions = orderMessageActions(db, platform)
  const rounds = new Set<Promise<number>>()
  let running = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const read = () => {
    const round = readOrderMessages(db, platform, actions).catch((error: unknown) => {
      console.error(`Order messages: ${errorText(error)}`)
      return 0
    })
    rounds.add(round)
    void round.finally(() => rounds.delete(round))
    return round
  }
  const tick = async () => {
    await read()
    if (running && everyMs !== null) timer = setTimeout(() => void tick(), everyMs)
  }
  if (everyMs !== null) timer = setTimeout(() => void tick(), 0)
  return {
    readNow: read,
    stop: async () => {
      running = false
      clearTimeout(timer)
      await Promise.all(rounds)
    },
  }
}
