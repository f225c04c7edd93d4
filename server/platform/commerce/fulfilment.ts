import { createHash } from 'node:crypto'
import { deliveredKey, isDeliveredKey } from '@common/order-tracking'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database'
import { carrierCompanies, carriers, type Carrier } from '../addresses/carriers'
import { GIFT_WRAP_SKU } from './cart-pricing'
import { addDelivery, deliveriesOf, type DeliveryItem } from './deliveries'
import { CommerceError } from './errors'
import { orderChangeMessages, recordOrderMessages } from './messages'
import { RETURN_STEPS, stepReturns, type ReturnStep } from './fulfilment-returns'
import { orderIndex, type OrderDocument } from './orders'
import { Repository, type Resource } from './repository'
import type { CommerceTables } from './tables'

/** The states an operator may move an order to at once (README, "Fulfilment simulation"). */
export const FULFILMENT_TARGETS = [
  'confirmed',
  'partial',
  'partlyDelivered',
  'shipped',
  'delayed',
  'delivered',
  ...RETURN_STEPS,
] as const
type FulfilmentTarget = (typeof FULFILMENT_TARGETS)[number]
const isReturnStep = (target: FulfilmentTarget): target is ReturnStep =>
  (RETURN_STEPS as readonly string[]).includes(target)

/** One step of the simulation: what happens to an order's document. */
type Step = 'confirm' | 'shipPart' | 'ship' | 'delay' | 'deliverPart' | 'deliver'

/** A move the order's state does not allow (answered 409 by the operator endpoint). */
export class ImpossibleMove extends Error {
  override name = 'ImpossibleMove'
}

/** Delivery methods whose orders wait in a store instead of going with a carrier (spec 4.3). */
const COLLECTED = new Set(['CC', 'CR', 'JP-CC'])

type Kind = { collected: boolean; method: string | null }

/** The items no delivery holds yet (gift wrapping is a service, never shipped). */
function remainingItems(order: OrderDocument): DeliveryItem[] {
  const shipped = new Map<string, number>()
  for (const delivery of deliveriesOf(order))
    for (const item of delivery.items) shipped.set(item.id, (shipped.get(item.id) ?? 0) + item.quantity)
  return order.lineItems
    .filter((line) => line.variant.sku !== GIFT_WRAP_SKU)
    .map((line) => ({ id: line.id, quantity: line.quantity - (shipped.get(line.id) ?? 0) }))
    .filter((item) => item.quantity > 0)
}

const count = (items: DeliveryItem[]) => items.reduce((sum, item) => sum + item.quantity, 0)

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Digits from a hash, as many as asked. */
const digitsOf = (value: string, length: number) =>
  [...digest(value)]
    .map((byte) => String(byte % 10))
    .join('')
    .slice(0, length)

/**
 * The carrier of an order: a parcel shop's own carrier (its address names it); home delivery goes with
 * PPL or DPD, always the same one for an order.
 */
function carrierOf(order: OrderDocument): Carrier {
  const address = order.shippingAddress as { custom?: { fields?: Record<string, unknown> } } | undefined
  const raw = address?.custom?.fields?.address_CF_ParcelShopCarrier
  const named = typeof raw === 'string' ? raw.replace(/^"|"$/g, '') : ''
  const known = carriers.find((carrier) => carrier === named)
  if (known) return known
  return digest(order.id)[0]! % 2 === 0 ? 'ppl' : 'dpd'
}

/** A parcel number in the carrier's own format, fixed by the order and its delivery's number. */
function trackingIdOf(carrier: Carrier, seed: string): string {
  switch (carrier) {
    case 'packeta':
      return `Z${digitsOf(seed, 10)}`
    case 'ppl':
      return digitsOf(seed, 11)
    case 'dpd':
      return `0${digitsOf(seed, 13)}`
    case 'balikovna':
      return `DR${digitsOf(seed, 9)}CZ`
  }
}

/** Ships `items` in one parcel of the order's carrier, as `addDelivery` with its tracking data does. */
function ship(order: OrderDocument, items: DeliveryItem[], now: string) {
  const carrier = carrierOf(order)
  const trackingId = trackingIdOf(carrier, `${order.id}:${deliveriesOf(order).length + 1}`)
  addDelivery(
    order,
    {
      items,
      parcels: [{ items, trackingData: { trackingId, carrier, provider: carrierCompanies[carrier], isReturn: false } }],
    },
    now,
  )
}

/** An order that has reached its end moves no more: a cancelled or completed one. */
const isFinal = (order: OrderDocument) => order.orderState === 'Cancelled' || order.orderState === 'Complete'

/**
 * The steps that move an order to `target`, passing the ones before it (an Open order is confirmed before
 * it ships). Throws `ImpossibleMove` for a move back, a move of a finished order, or shipping an order
 * that is collected in a store.
 */
function planMove(order: OrderDocument, kind: Kind, target: Exclude<FulfilmentTarget, ReturnStep>): Step[] {
  if (isFinal(order)) throw new ImpossibleMove(`The order is ${order.orderState}; it moves no more.`)
  const open = order.orderState === 'Open'
  const steps: Step[] = open ? ['confirm'] : []
  const remaining = count(remainingItems(order))
  const shipping = !kind.collected && Boolean(order.shippingInfo)
  switch (target) {
    case 'confirmed':
      if (!open) throw new ImpossibleMove('The order is already confirmed.')
      return steps
    case 'delayed':
      if (order.shipmentState === 'Delayed') throw new ImpossibleMove('The shipment is already delayed.')
      return [...steps, 'delay']
    case 'partial':
    case 'shipped':
      if (!shipping) throw new ImpossibleMove('The order is collected in a store; it is not shipped.')
      if (remaining === 0) throw new ImpossibleMove('Every item of the order is already shipped.')
      if (target === 'partial' && remaining < 2)
        throw new ImpossibleMove('Only one item is left to ship; it cannot be shipped in part.')
      return [...steps, target === 'partial' ? 'shipPart' : 'ship']
    case 'delivered':
      return [...steps, ...(shipping && remaining > 0 ? (['ship'] as const) : []), 'deliver']
    case 'partlyDelivered': {
      if (!shipping) throw new ImpossibleMove('The order is collected in a store; it is not delivered in part.')
      const underway = deliveriesOf(order).some((delivery) => !isDeliveredKey(delivery.key))
      if (!underway && remaining < 2)
        throw new ImpossibleMove('Nothing is on its way and too little is left to deliver in part.')
      if (underway && remaining === 0)
        throw new ImpossibleMove('Every item of the order is shipped; it is delivered whole, not in part.')
      return [...steps, ...(underway ? [] : (['shipPart'] as const)), 'deliverPart']
    }
  }
}

/**
 * The simulation's next step of an order: confirm a paid one (a try-and-buy order is paid in the store),
 * ship what is left, then deliver (or hand over in the store). Null for an order that moves no more;
 * an empty list while an order waits for its payment.
 */
function nextSteps(order: OrderDocument, kind: Kind): Step[] | null {
  if (isFinal(order)) return null
  if (order.orderState === 'Open') return order.paymentState === 'Paid' || kind.method === 'CR' ? ['confirm'] : []
  const shipping = !kind.collected && Boolean(order.shippingInfo)
  return shipping && remainingItems(order).length > 0 ? ['ship'] : ['deliver']
}

/**
 * Applies one step to the order's document (a copy the caller writes). What changed reaches the shop as the
 * platform's messages (`OrderShipmentStateChanged`: a store order Ready is the shopper's mail).
 */
function apply(order: OrderDocument, step: Step, now: string): void {
  switch (step) {
    case 'confirm':
      order.orderState = 'Confirmed'
      order.shipmentState = 'Ready'
      return
    case 'shipPart': {
      const [first] = remainingItems(order)
      ship(order, [{ id: first!.id, quantity: 1 }], now)
      order.shipmentState = 'Partial'
      return
    }
    case 'ship':
      ship(order, remainingItems(order), now)
      order.shipmentState = 'Shipped'
      return
    case 'delay':
      order.shipmentState = 'Delayed'
      return
    case 'deliverPart':
      // What is on its way reaches the shopper; the rest of the order is still to come.
      deliveriesOf(order).forEach((delivery, index) => {
        if (!isDeliveredKey(delivery.key)) delivery.key = deliveredKey(index)
      })
      order.shipmentState = 'Partial'
      return
    case 'deliver':
      order.shipmentState = 'Delivered'
      order.orderState = 'Complete'
      order.completedAt = now
      return
  }
}

type Trx = Transaction<CommerceTables>

/**
 * The local platform's fulfilment simulation (issue 18): orders move Open → Confirmed (shipment Ready),
 * Shipped (a delivery whose parcel carries the carrier's tracking number), Delivered and Complete, each
 * step `stepMs` after the one before; a click-and-collect order is Ready in its store, then handed over.
 * The schedule lives in `commerce_fulfilment`; any number of processes tick it, each claiming due rows
 * with `FOR UPDATE SKIP LOCKED`, and every order is written at its version, so no step happens twice.
 */
export class Fulfilment {
  constructor(
    private readonly repo: Repository,
    readonly stepMs: number,
  ) {}

  private async kindOf(order: OrderDocument, trx: Trx): Promise<Kind> {
    const reference = order.shippingInfo?.shippingMethod
    const method = reference ? await this.repo.get<{ key?: string }>('shipping-method', reference.id, trx) : undefined
    const key = method?.document.key ?? null
    return { collected: key !== null && COLLECTED.has(key), method: key }
  }

  private async write(current: Resource<OrderDocument>, steps: Step[], trx: Trx, now: Date) {
    const order = structuredClone(current.document)
    // Each step is a change of its own: an order moved through Ready to Delivered at once was Ready on the way.
    const messages = steps.flatMap((step) => {
      const before = { shipmentState: order.shipmentState }
      apply(order, step, now.toISOString())
      return orderChangeMessages(before, order)
    })
    const written = await this.repo.replace('order', current.id, current.version, order, orderIndex(order), trx)
    await recordOrderMessages(trx, written, messages)
    // A finished order leaves the schedule; so does every order while the simulation is off.
    if (isFinal(written.document) || this.stepMs === 0)
      await trx.deleteFrom('commerce_fulfilment').where('order_id', '=', current.id).execute()
    else
      await trx
        .insertInto('commerce_fulfilment')
        .values({ order_id: current.id, due_at: new Date(now.getTime() + this.stepMs) })
        .onConflict((conflict) =>
          conflict.column('order_id').doUpdateSet({ due_at: (eb) => eb.ref('excluded.due_at') }),
        )
        .execute()
    return written.document
  }

  /**
   * Moves every order whose step is due at `now` by one step; answers the ids of the orders moved. An
   * order waiting for its payment is looked at again a step later; a cancelled or finished one leaves
   * the schedule untouched.
   */
  async tick(now: Date = new Date(), limit = 20): Promise<string[]> {
    return this.repo.transaction(async (trx) => {
      const due = await trx
        .selectFrom('commerce_fulfilment')
        .select('order_id')
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute()
      const ids: string[] = []
      for (const { order_id: id } of due) {
        const current = await this.repo.get<OrderDocument>('order', id, trx)
        const kind = current ? await this.kindOf(current.document, trx) : null
        const steps = current && kind ? nextSteps(current.document, kind) : null
        if (!current || !kind || !steps) {
          await trx.deleteFrom('commerce_fulfilment').where('order_id', '=', id).execute()
          continue
        }
        if (steps.length === 0) {
          await trx
            .updateTable('commerce_fulfilment')
            .set({ due_at: new Date(now.getTime() + this.stepMs) })
            .where('order_id', '=', id)
            .execute()
          continue
        }
        try {
          await this.write(current, steps, trx, now)
          ids.push(id)
        } catch (error) {
          // Changed by someone else meanwhile: the next tick reads it again.
          if (!(error instanceof CommerceError && error.code === 'ConcurrentModification')) throw error
        }
      }
      return ids
    })
  }

  /**
   * Moves one order at once to `target` (the operator endpoint), through the steps before it; a return step
   * moves the order's returns, or the one sent as parcel `returnTrackingId`. Answers the order, or undefined
   * for an unknown number; throws `ImpossibleMove` for a move its state refuses, `NoReturnFits` for a return
   * step no return item fits.
   */
  async move(orderNumber: string, target: FulfilmentTarget, now: Date = new Date(), returnTrackingId?: string) {
    if (isReturnStep(target)) return (await stepReturns(this.repo, orderNumber, target, returnTrackingId))?.order
    return this.repo.transaction(async (trx) => {
      const found = await this.repo.getByLookup<OrderDocument>('order', orderNumber, trx)
      if (!found) return undefined
      // The simulation's ticks skip the order while this move holds its schedule row.
      await trx
        .selectFrom('commerce_fulfilment')
        .select('order_id')
        .where('order_id', '=', found.id)
        .forUpdate()
        .execute()
      const current = (await this.repo.get<OrderDocument>('order', found.id, trx))!
      const kind = await this.kindOf(current.document, trx)
      return this.write(current, planMove(current.document, kind, target), trx, now)
    })
  }
}

/** Due steps are looked for this often at most (sooner when steps are shorter). */
const TICK_MS = 5_000

/**
 * Ticks the simulation of this process until stopped: every `TICK_MS` (or a step, when shorter), as long
 * as full batches come back. Null when the simulation is off (`FULFILMENT_STEP_SECONDS=0`).
 */
export function startFulfilment(db: Database, stepSeconds: number): { stop(): Promise<void> } | null {
  if (stepSeconds <= 0) return null
  const fulfilment = new Fulfilment(new Repository(db, { takeConcurrentModification: () => false }), stepSeconds * 1000)
  const everyMs = Math.min(TICK_MS, stepSeconds * 1000)
  let running = true
  let timer: ReturnType<typeof setTimeout> | undefined
  let current: Promise<void> = Promise.resolve()
  const round = async () => {
    try {
      while (running && (await fulfilment.tick()).length >= 20);
    } catch (error) {
      console.error(`Fulfilment simulation: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (running) timer = setTimeout(() => (current = round()), everyMs)
  }
  timer = setTimeout(() => (current = round()), everyMs)
  return {
    stop: async () => {
      running = false
      clearTimeout(timer)
      await current
    },
  }
}
