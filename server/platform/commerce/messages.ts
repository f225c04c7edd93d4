import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import { invalidInput } from './errors'
import { predicate } from './predicates'
import type { CommerceTables } from './tables'

/** The Messages the local platform writes (commercetools message types, their own fields). */
type OrderMessage =
  | { type: 'OrderShipmentStateChanged'; shipmentState: string; oldShipmentState: string | null }
  | { type: 'OrderReturnShipmentStateChanged'; returnItemId: string; returnShipmentState: string }

/** What of an order its messages follow (its document, in part). */
interface OrderStates {
  shipmentState?: string | null | undefined
  returnInfo?: unknown[] | undefined
}

/** Every return item of the order, with its shipment state. */
const returnItemsOf = (order: OrderStates) =>
  ((order.returnInfo ?? []) as Array<{ items: Array<{ id: string; shipmentState: string }> }>).flatMap(
    (info) => info.items,
  )

/**
 * The messages a change of an order makes (commercetools writes them for every change of these states,
 * whoever changes them): its shipment state, and each return item's shipment state.
 */
export function orderChangeMessages(before: OrderStates, after: OrderStates): OrderMessage[] {
  const messages: OrderMessage[] = []
  if (after.shipmentState && after.shipmentState !== before.shipmentState)
    messages.push({
      type: 'OrderShipmentStateChanged',
      shipmentState: after.shipmentState,
      oldShipmentState: before.shipmentState ?? null,
    })
  const was = new Map(returnItemsOf(before).map((item) => [item.id, item.shipmentState]))
  for (const item of returnItemsOf(after))
    if (was.has(item.id) && was.get(item.id) !== item.shipmentState)
      messages.push({
        type: 'OrderReturnShipmentStateChanged',
        returnItemId: item.id,
        returnShipmentState: item.shipmentState,
      })
  return messages
}

/**
 * Records what changed on an order as Messages, in the transaction that changed it: a message is there
 * exactly when its change is. Each gets the order's next sequence number; the order's row is locked by
 * the writer, so two writers never take the same number.
 */
export async function recordOrderMessages(
  trx: Transaction<CommerceTables>,
  order: { id: string; version: number },
  messages: OrderMessage[],
  createdAt: Date = new Date(),
): Promise<void> {
  if (messages.length === 0) return
  const { last } = await trx
    .selectFrom('commerce_messages')
    .select(sql<number>`coalesce(max(sequence_number), 0)`.as('last'))
    .where('resource_type', '=', 'order')
    .where('resource_id', '=', order.id)
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('commerce_messages')
    .values(
      messages.map(({ type, ...payload }, index) => ({
        id: randomUUID(),
        resource_type: 'order',
        resource_id: order.id,
        resource_version: order.version,
        sequence_number: Number(last) + index + 1,
        type,
        payload: JSON.stringify(payload),
        created_at: createdAt,
      })),
    )
    .execute()
}

/** A Message as the platform answers it (the GraphQL `Message`, its own fields under `payload`). */
interface MessageDocument {
  id: string
  version: number
  sequenceNumber: number
  resourceRef: { typeId: string; id: string }
  resourceVersion: number
  type: string
  createdAt: string
  lastModifiedAt: string
  payload: Record<string, unknown> & { type: string }
}

const MAX_LIMIT = 500

/**
 * The project's messages, oldest first (`createdAt`, then `id`), filtered by a predicate on `type`,
 * `createdAt`, `resource.typeId`, `resource.id` and the payload's fields. A leading `createdAt >= "…"`
 * (or `>`) that the rest of the predicate is joined to with `and` also bounds the database read.
 */
export async function queryMessages(
  db: Kysely<CommerceTables>,
  query: { where?: string | undefined; limit?: number | undefined; offset?: number | undefined },
): Promise<{ results: MessageDocument[]; total: number; offset: number }> {
  const test = predicate(query.where)
  const limit = Math.min(Math.max(query.limit ?? 20, 0), MAX_LIMIT)
  const offset = Math.max(query.offset ?? 0, 0)
  const since = /^\s*createdAt\s*(>=|>)\s*"([^"]+)"\s*(?:and\b(?![\s\S]*\bor\b)|$)/i.exec(query.where ?? '')
  let read = db.selectFrom('commerce_messages').selectAll().orderBy('created_at').orderBy('id')
  if (since) {
    const at = new Date(since[2]!)
    if (Number.isNaN(at.getTime())) throw invalidInput(`Invalid date in the predicate: ${since[2]}`, { field: 'where' })
    read = read.where('created_at', since[1] === '>' ? '>' : '>=', at)
  }
  const matching = (await read.execute()).map(toDocument).filter((message) =>
    test({
      get: ([head, ...rest]) => {
        if (head === 'resource') return rest[0] === 'typeId' ? message.resourceRef.typeId : message.resourceRef.id
        if (head === 'createdAt') return message.createdAt
        if (head === 'type') return message.type
        return (message.payload as Record<string, unknown>)[head!] as string | undefined
      },
    }),
  )
  return { results: matching.slice(offset, offset + limit), total: matching.length, offset }
}

function toDocument(row: Selectable<CommerceTables['commerce_messages']>): MessageDocument {
  const createdAt = new Date(row.created_at).toISOString()
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>
  return {
    id: row.id,
    version: 1,
    sequenceNumber: row.sequence_number,
    resourceRef: { typeId: row.resource_type, id: row.resource_id },
    resourceVersion: row.resource_version,
    type: row.type,
    createdAt,
    lastModifiedAt: createdAt,
    payload: { ...payload, type: row.type },
  }
}
