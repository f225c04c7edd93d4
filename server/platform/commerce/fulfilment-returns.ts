import { CommerceError } from './errors'
import { orderChangeMessages, recordOrderMessages } from './messages'
import { orderIndex, type OrderDocument } from './orders'
import { nowIso, type Repository } from './repository'
import { returnInfoOf, type ReturnInfoDocument, type ReturnItemDocument } from './returns'

/** The warehouse's steps of returns (spec 4.10 return shipment and return payment states). */
export const RETURN_STEPS = ['returned', 'backInStock', 'unusable', 'nonRefundable'] as const
export type ReturnStep = (typeof RETURN_STEPS)[number]

/** A return step the order's returns do not allow (answered 409 by the operator endpoint). */
export class NoReturnFits extends Error {
  override name = 'NoReturnFits'
}

/** Which items a step moves, what it makes of each, and what the operator hears when no item fits. */
const STEPS: Record<
  ReturnStep,
  { fits: (item: ReturnItemDocument) => boolean; apply: (item: ReturnItemDocument) => void; none: string }
> = {
  returned: {
    fits: (item) => item.shipmentState === 'Advised',
    apply: (item) => (item.shipmentState = 'Returned'),
    none: 'no return on its way',
  },
  backInStock: {
    fits: (item) => item.shipmentState === 'Returned',
    apply: (item) => (item.shipmentState = 'BackInStock'),
    none: 'no returned item waiting to be put back in stock',
  },
  unusable: {
    fits: (item) => item.shipmentState === 'Returned',
    apply: (item) => (item.shipmentState = 'Unusable'),
    none: 'no returned item waiting to be judged',
  },
  // Only a return still on its way: once it arrived, its refund is already asked for.
  nonRefundable: {
    fits: (item) => item.shipmentState === 'Advised' && item.paymentState === 'Initial',
    apply: (item) => (item.paymentState = 'NonRefundable'),
    none: 'no return on its way whose refund is still open',
  },
}

/** Attempts at a step while others change the same order (the shop, the payment connector). */
const ATTEMPTS = 5

/**
 * Applies a warehouse step to the order's returns: every fitting item of every return, or of the one return
 * whose parcel is `returnTrackingId`. Each item's move is a message of the platform's
 * (`OrderReturnShipmentStateChanged`: an arrival is what the shop refunds by). Answers the order; undefined
 * for an unknown order. Throws `NoReturnFits` when no item fits. The order's row is locked for
 * the step, and a concurrent write by anyone else is read again.
 */
export async function stepReturns(
  repo: Repository,
  orderNumber: string,
  step: ReturnStep,
  returnTrackingId?: string,
): Promise<{ order: OrderDocument } | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await repo.transaction(async (trx) => {
        await trx
          .selectFrom('commerce_resources')
          .select('id')
          .where('type_id', '=', 'order')
          .where('lookup', '=', orderNumber)
          .forUpdate()
          .execute()
        const found = await repo.getByLookup<OrderDocument>('order', orderNumber, trx)
        if (!found) return undefined
        const order = structuredClone(found.document)
        const infos = returnInfoOf(order)
        const chosen: ReturnInfoDocument[] =
          returnTrackingId === undefined ? infos : infos.filter((info) => info.returnTrackingId === returnTrackingId)
        if (chosen.length === 0) throw new NoReturnFits(`The order has no return with the parcel ${returnTrackingId}.`)
        const { fits, apply, none } = STEPS[step]
        const items = chosen.flatMap((info) => info.items).filter(fits)
        if (items.length === 0)
          throw new NoReturnFits(`The ${returnTrackingId === undefined ? 'order' : 'return'} has ${none}.`)
        const now = nowIso()
        for (const item of items) {
          apply(item)
          item.lastModifiedAt = now
        }
        order.lastModifiedAt = now
        const written = await repo.replace('order', found.id, found.version, order, orderIndex(order), trx)
        await recordOrderMessages(trx, written, orderChangeMessages(found.document, order))
        return { order: written.document }
      })
    } catch (error) {
      if (!(error instanceof CommerceError && error.code === 'ConcurrentModification') || attempt >= ATTEMPTS)
        throw error
    }
  }
}
