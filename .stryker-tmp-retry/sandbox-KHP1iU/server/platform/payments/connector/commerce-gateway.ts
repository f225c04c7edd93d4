// @ts-nocheck
import { parseReturnItemKey, returnOfRefundReference } from '@common/returns'
import { CommerceClient, CommerceRequestError, type CommerceEndpoint } from './commerce-client'
import type { CommercePaymentGateway, PaymentTransactionUpdate } from './gateway'

const PAYMENT_QUERY = /* GraphQL */ `
  query PaymentForNotification($key: String!) {
    payment(key: $key) {
      id
      version
      custom {
        typeRef {
          id
        }
      }
      transactions {
        id
        type
        state
        interactionId
      }
    }
  }
`

const UPDATE_PAYMENT = /* GraphQL */ `
  mutation ApplyNotification($key: String!, $version: Long!, $actions: [PaymentUpdateAction!]!) {
    updatePayment(key: $key, version: $version, actions: $actions) {
      id
      version
    }
  }
`

const ORDER_RETURNS = /* GraphQL */ `
  query OrderReturnsForRefund($orderNumber: String!) {
    order(orderNumber: $orderNumber) {
      id
      version
      paymentInfo {
        payments {
          id
        }
      }
      returnInfo {
        items {
          id
          key
          shipmentState
          paymentState
        }
      }
    }
  }
`

const UPDATE_ORDER = /* GraphQL */ `
  mutation RefundReturns($id: String!, $version: Long!, $actions: [OrderUpdateAction!]!) {
    updateOrder(id: $id, version: $version, actions: $actions) {
      id
    }
  }
`

interface OrderReturns {
  id: string
  version: number
  paymentInfo: { payments: Array<{ id: string }> } | null
  returnInfo: Array<{ items: Array<{ id: string; key: string | null; shipmentState: string; paymentState: string }> }>
}

interface PaymentState {
  id: string
  version: number
  custom: { typeRef: { id: string } } | null
  transactions: Array<{ id: string; type: string; state: string; interactionId: string | null }>
}

/** Writes notifications to the commerce platform's payments: `updatePayment` on the payment keyed by merchantReference. */
export class CommerceGraphqlGateway implements CommercePaymentGateway {
  private readonly client: CommerceClient

  constructor(endpoint: CommerceEndpoint) {
    this.client = new CommerceClient(endpoint)
  }

  private refundReturns(orderNumber: string, paymentId: string, returnId: string) {
    return refundReturnsOf(this.client, orderNumber, paymentId, returnId)
  }

  async apply(update: PaymentTransactionUpdate): Promise<boolean> {
    // Two retries on a concurrent change, as the storefront does (spec 9).
    for (let attempt = 0; ; attempt++) {
      const { payment } = await this.client.request<{ payment: PaymentState | null }>(PAYMENT_QUERY, {
        key: update.paymentKey,
      })
      if (!payment) return false
      const actions = actionsFor(payment, update)
      try {
        if (actions.length)
          await this.client.request(UPDATE_PAYMENT, { key: update.paymentKey, version: payment.version, actions })
        const returnId = returnOfRefundReference(update.refundReference)
        if (update.type === 'Refund' && update.state === 'Success' && update.orderNumber && returnId)
          await this.refundReturns(update.orderNumber, payment.id, returnId)
        return true
      } catch (error) {
        if (!(error instanceof CommerceRequestError && error.code === 'ConcurrentModification' && attempt < 2))
          throw error
      }
    }
  }
}

/** Attempts at settling a return while others change the same order (another return, the warehouse). */
const SETTLE_ATTEMPTS = 6

/**
 * A refund that succeeded settles the arrived items of the one return it was made for (spec 4.10: return
 * payment Initial → Refunded), when the order was paid with this payment; other returns wait for their own
 * refunds. When the order keeps changing, the error makes the connector answer 503 and the provider deliver
 * the notification again.
 */
async function refundReturnsOf(
  client: CommerceClient,
  orderNumber: string,
  paymentId: string,
  returnId: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { order } = await client.request<{ order: OrderReturns | null }>(ORDER_RETURNS, { orderNumber })
    if (!order || !order.paymentInfo?.payments.some((payment) => payment.id === paymentId)) return
    const actions = order.returnInfo
      .flatMap((info) => info.items)
      .filter(
        (item) =>
          parseReturnItemKey(item.key)?.id === returnId &&
          item.shipmentState !== 'Advised' &&
          item.paymentState === 'Initial',
      )
      .map((item) => ({ setReturnPaymentState: { returnItemId: item.id, paymentState: 'Refunded' } }))
    if (!actions.length) return
    try {
      await client.request(UPDATE_ORDER, { id: order.id, version: order.version, actions })
      return
    } catch (error) {
      if (!(
        error instanceof CommerceRequestError &&
        error.code === 'ConcurrentModification' &&
        attempt < SETTLE_ATTEMPTS
      ))
        throw error
    }
  }
}

/** addTransaction for a new (type, interactionId), changeTransactionState for a known one. */
function actionsFor(payment: PaymentState, update: PaymentTransactionUpdate): Array<Record<string, unknown>> {
  const actions: Array<Record<string, unknown>> = []
  const known = payment.transactions.find((t) => t.type === update.type && t.interactionId === update.interactionId)
  if (!known) {
    actions.push({
      addTransaction: {
        transaction: {
          type: update.type,
          state: update.state,
          amount: update.amount,
          interactionId: update.interactionId,
          timestamp: update.timestamp,
        },
      },
    })
  } else if (known.state !== update.state) {
    actions.push({ changeTransactionState: { transactionId: known.id, state: update.state } })
  }
  // Custom field values travel as JSON; the field itself holds the provider's response as text.
  if (actions.length && update.type === 'Authorization' && payment.custom) {
    actions.push({ setCustomField: { name: 'makePaymentResponse', value: JSON.stringify(update.makePaymentResponse) } })
  }
  return actions
}
