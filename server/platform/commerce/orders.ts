import { sql } from 'kysely'
import type { Principal } from './auth/scopes'
import type { CartDocument, CartFields } from './cart-model'
import type { DiscountCodeDocument } from './cart-pricing'
import { GIFT_WRAP_SKU } from './cart-pricing'
import { cartIndex, ownsResource } from './carts'
import { addDelivery, addParcelToDelivery, setParcelTrackingData } from './deliveries'
import { CommerceError, expectVersion, invalidOperation, notFound } from './errors'
import {
  actionOf,
  customFields,
  requireVersion,
  resolveId,
  setCustomField,
  type CustomFieldsDraftInput,
  type ResourceIdentifierInput,
} from './inputs'
import type { ProductStore } from './products'
import { nowIso, newId, type Repository, type Resource } from './repository'
import { orderChangeMessages, recordOrderMessages } from './messages'
import { addReturnInfo, setReturnPaymentState, setReturnShipmentState } from './returns'

export type OrderDocument = CartFields & {
  [extra: string]: unknown
  orderNumber: string
  orderState: 'Open' | 'Confirmed' | 'Complete' | 'Cancelled'
  paymentState?: string
  shipmentState?: string
  cart: { typeId: 'cart'; id: string }
  completedAt?: string
  lastMessageSequenceNumber: number
  syncInfo: unknown[]
  returnInfo: unknown[]
}

const ORDER_STATES = ['Open', 'Confirmed', 'Complete', 'Cancelled']
const PAYMENT_STATES = ['BalanceDue', 'CreditOwed', 'Failed', 'Paid', 'Pending']
const SHIPMENT_STATES = ['Backorder', 'Delayed', 'Delivered', 'Partial', 'Pending', 'Ready', 'Shipped']

export const orderIndex = (order: OrderDocument) => ({
  customerId: order.customerId ?? null,
  anonymousId: order.anonymousId ?? null,
  state: order.orderState,
  lookup: order.orderNumber,
  originId: order.cart.id,
})

type Input = Record<string, unknown>

/** An order not paid within this time is cancelled and its reserved stock released (README, commerce platform). */
export const UNPAID_ORDER_TTL_MS = 30 * 60_000
/** Payment states of an order nobody has paid: awaiting its first attempt, or refused. */
const UNPAID_STATES = new Set(['Pending', 'Failed'])

export class OrderService {
  constructor(
    private readonly repo: Repository,
    private readonly products: ProductStore,
    /** The fulfilment simulation's pace: each new order's first step is due this long after it; 0 is off. */
    private readonly fulfilmentStepMs = 0,
  ) {}

  async get(
    principal: Principal,
    id: string | undefined,
    orderNumber?: string,
  ): Promise<Resource<OrderDocument> | undefined> {
    const order = id
      ? await this.repo.get<OrderDocument>('order', id)
      : orderNumber
        ? await this.repo.getByLookup<OrderDocument>('order', orderNumber)
        : undefined
    return order && ownsResource(principal, order.document) ? order : undefined
  }

  async mine(
    principal: Principal,
    { limit, offset, sort }: { limit?: number | null; offset?: number | null; sort?: string[] | null },
  ) {
    if (principal.kind === 'server') {
      const results = await this.repo.list<OrderDocument>('order', {
        limit: limit ?? 20,
        offset: offset ?? 0,
        newestFirst: true,
      })
      return { results: results.map((r) => r.document), total: await this.repo.count('order'), offset: offset ?? 0 }
    }
    const owner =
      principal.kind === 'customer' ? { customerId: principal.customerId } : { anonymousId: principal.anonymousId }
    const newestFirst = !sort?.length || sort.some((s) => /desc/i.test(s))
    const take = Math.min(Math.max(limit ?? 20, 0), 500)
    const skip = Math.max(offset ?? 0, 0)
    const [results, total] = await Promise.all([
      this.repo.list<OrderDocument>('order', { ...owner, limit: take, offset: skip, newestFirst }),
      this.repo.count('order', owner),
    ])
    return {
      results: results.map((r) => r.document).filter((order) => ownsResource(principal, order)),
      total,
      offset: skip,
    }
  }

  /**
   * Creates the order of a cart, exactly once: in one transaction the cart moves from Active to
   * Ordered at the expected version (a second attempt fails there, and the unique index on the
   * order's cart backs it), stock is reserved per supply channel and discount codes are counted.
   */
  async createFromCart(principal: Principal, draft: Input, storeKey?: string | null): Promise<OrderDocument> {
    // Stock held by abandoned orders is free again before this order reserves its own.
    await this.cancelUnpaid()
    const cartId = String(draft.id ?? (draft.cart as ResourceIdentifierInput | undefined)?.id ?? '')
    const expected = requireVersion(draft.version)
    const touchedProducts = new Set<string>()
    const order = await this.repo.transaction(async (trx) => {
      const cart = await this.repo.get<CartDocument>('cart', cartId, trx)
      if (!cart || !ownsResource(principal, cart.document) || (storeKey && cart.document.store?.key !== storeKey))
        throw notFound('cart', cartId)
      if (cart.document.cartState === 'Ordered')
        throw invalidOperation('An order has already been created from this cart.')
      if (cart.document.cartState !== 'Active')
        throw invalidOperation(`The cart is not active (cartState ${cart.document.cartState}).`)
      expectVersion(cart, expected)
      if (cart.document.lineItems.length === 0) throw invalidOperation('The cart has no line items.')
      const ordered = { ...cart.document, cartState: 'Ordered' as const }
      await this.repo.replace('cart', cartId, expected, ordered, cartIndex(ordered), trx)

      for (const line of cart.document.lineItems) {
        if (line.variant.sku === GIFT_WRAP_SKU) continue
        const channel = line.supplyChannel?.id ?? ''
        const reserved = await trx
          .updateTable('commerce_inventory')
          .set({
            available_quantity: sql`available_quantity - ${line.quantity}`,
            version: sql`version + 1`,
            last_modified_at: nowIso(),
          })
          .where('sku', '=', line.variant.sku)
          .where('supply_channel_id', '=', channel)
          .where('available_quantity', '>=', line.quantity)
          .executeTakeFirst()
        if (Number(reserved.numUpdatedRows) === 0) {
          const entry = await trx
            .selectFrom('commerce_inventory')
            .select('available_quantity')
            .where('sku', '=', line.variant.sku)
            .where('supply_channel_id', '=', channel)
            .executeTakeFirst()
          if (entry) {
            throw new CommerceError(
              'OutOfStock',
              `SKU '${line.variant.sku}' is out of stock in the supply channel (available ${entry.available_quantity}).`,
              {
                lineItems: [line.id],
                skus: [line.variant.sku],
              },
            )
          }
        } else touchedProducts.add(line.productId)
      }

      for (const info of cart.document.discountCodes) {
        if (info.state !== 'MatchesCart') continue
        const code = await this.repo.get<DiscountCodeDocument & Record<string, unknown>>(
          'discount-code',
          info.discountCode.id,
          trx,
        )
        if (code) {
          const counted = { ...code.document, applicationCount: (code.document.applicationCount ?? 0) + 1 }
          await this.repo.replace(
            'discount-code',
            code.id,
            code.version,
            counted,
            { key: code.document.key ?? null, lookup: code.document.code },
            trx,
          )
        }
      }

      const sequence = await sql<{ n: string }>`select nextval('commerce_order_number')::text as n`.execute(trx)
      const { cartState: _state, ...fromCart } = cart.document
      const now = nowIso()
      const document: OrderDocument = {
        ...fromCart,
        id: newId(),
        version: 1,
        orderNumber: String(draft.orderNumber ?? `KCZ${sequence.rows[0]!.n}`),
        orderState: (draft.orderState as OrderDocument['orderState'] | undefined) ?? 'Open',
        paymentState: (draft.paymentState as string | undefined) ?? 'Pending',
        shipmentState: (draft.shipmentState as string | undefined) ?? 'Pending',
        cart: { typeId: 'cart', id: cartId },
        lastMessageSequenceNumber: 1,
        syncInfo: [],
        returnInfo: [],
        createdAt: now,
        lastModifiedAt: now,
      }
      if (draft.custom) document.custom = await customFields(this.repo, draft.custom as CustomFieldsDraftInput, trx)
      const inserted = (await this.repo.insert('order', document, orderIndex(document), trx)).document
      if (this.fulfilmentStepMs > 0)
        await trx
          .insertInto('commerce_fulfilment')
          .values({ order_id: inserted.id, due_at: new Date(Date.now() + this.fulfilmentStepMs) })
          .execute()
      return inserted
    })
    if (touchedProducts.size) await this.products.refreshAvailability([...touchedProducts])
    return order
  }

  /**
   * Cancels every open order still unpaid `maxAgeMs` after it was placed and returns its reserved
   * stock to the supply channel, each in its own transaction at the order's version (a payment
   * recorded meanwhile wins). Answers the cancelled orders' ids.
   */
  async cancelUnpaid(maxAgeMs: number = UNPAID_ORDER_TTL_MS, now: number = Date.now()): Promise<string[]> {
    const isStale = (order: OrderDocument) =>
      order.orderState === 'Open' &&
      UNPAID_STATES.has(order.paymentState ?? 'Pending') &&
      Date.parse(order.createdAt) <= now - maxAgeMs
    const open = await this.repo.list<OrderDocument>('order', { state: 'Open' })
    const cancelled: string[] = []
    const touchedProducts = new Set<string>()
    for (const candidate of open.filter((order) => isStale(order.document))) {
      try {
        await this.repo.transaction(async (trx) => {
          const current = await this.repo.get<OrderDocument>('order', candidate.id, trx)
          if (!current || current.version !== candidate.version || !isStale(current.document)) return
          for (const line of current.document.lineItems) {
            if (line.variant.sku === GIFT_WRAP_SKU) continue
            await trx
              .updateTable('commerce_inventory')
              .set({
                available_quantity: sql`available_quantity + ${line.quantity}`,
                version: sql`version + 1`,
                last_modified_at: nowIso(),
              })
              .where('sku', '=', line.variant.sku)
              .where('supply_channel_id', '=', line.supplyChannel?.id ?? '')
              .execute()
            touchedProducts.add(line.productId)
          }
          const order = { ...current.document, orderState: 'Cancelled' as const, lastModifiedAt: nowIso() }
          await this.repo.replace('order', current.id, current.version, order, orderIndex(order), trx)
          cancelled.push(current.id)
        })
      } catch (error) {
        // Changed by a payment at the same moment: that order is no longer abandoned.
        if (!(error instanceof CommerceError && error.code === 'ConcurrentModification')) throw error
      }
    }
    if (touchedProducts.size) await this.products.refreshAvailability([...touchedProducts])
    return cancelled
  }

  async update(
    principal: Principal,
    id: string | undefined,
    orderNumber: string | undefined,
    version: unknown,
    actions: Input[],
  ) {
    const expected = requireVersion(version)
    const current = await this.get(principal, id, orderNumber)
    if (!current) throw notFound('order', id ?? orderNumber ?? '')
    expectVersion(current, expected)
    const order = structuredClone(current.document)
    for (const action of actions) {
      const [name, input] = actionOf(action) as [string, Input]
      const state = (field: string, allowed: string[]) => {
        const value = String(input[field] ?? '')
        if (!allowed.includes(value))
          throw new CommerceError('InvalidInput', `${field} must be one of ${allowed.join(', ')}.`)
        return value
      }
      if (name === 'changeOrderState') {
        order.orderState = state('orderState', ORDER_STATES) as OrderDocument['orderState']
        if (order.orderState === 'Complete') order.completedAt = nowIso()
      } else if (name === 'changePaymentState') order.paymentState = state('paymentState', PAYMENT_STATES)
      else if (name === 'changeShipmentState') order.shipmentState = state('shipmentState', SHIPMENT_STATES)
      else if (name === 'setCustomField') setCustomField(order, String(input.name), input.value as string)
      else if (name === 'addPayment') {
        const payment = await resolveId(this.repo, 'payment', input.payment as ResourceIdentifierInput)
        if (payment)
          order.paymentInfo = {
            payments: [...(order.paymentInfo?.payments ?? []).filter((p) => p.id !== payment.id), payment],
          }
      } else if (name === 'addDelivery') addDelivery(order, input, nowIso())
      else if (name === 'addParcelToDelivery') addParcelToDelivery(order, input, nowIso())
      else if (name === 'setParcelTrackingData') setParcelTrackingData(order, input)
      else if (name === 'addReturnInfo') addReturnInfo(order, input, nowIso())
      else if (name === 'setReturnShipmentState') setReturnShipmentState(order, input, nowIso())
      else if (name === 'setReturnPaymentState') setReturnPaymentState(order, input, nowIso())
      else throw invalidOperation(`The update action '${name}' is not supported by the local platform.`)
    }
    // The change and the messages it makes are one write.
    return this.repo.transaction(async (trx) => {
      const written = await this.repo.replace('order', current.id, expected, order, orderIndex(order), trx)
      await recordOrderMessages(trx, written, orderChangeMessages(current.document, order))
      return written.document
    })
  }
}
