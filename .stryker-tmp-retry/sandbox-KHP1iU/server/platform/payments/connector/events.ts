// @ts-nocheck
import type { TransactionState, TransactionType } from './gateway'

/** Which commerce transaction a notification's event code stands for. */
const TRANSACTION_OF_EVENT: Record<string, TransactionType> = {
  AUTHORISATION: 'Authorization',
  PENDING: 'Authorization',
  OFFER_CLOSED: 'Authorization',
  CANCELLATION: 'CancelAuthorization',
  CAPTURE: 'Charge',
  CAPTURE_FAILED: 'Charge',
  REFUND: 'Refund',
  REFUND_FAILED: 'Refund',
  CHARGEBACK: 'Chargeback',
}

export function transactionOf(
  eventCode: string,
  success: boolean,
): { type: TransactionType; state: TransactionState } | undefined {
  const type = TRANSACTION_OF_EVENT[eventCode]
  if (!type) return undefined
  if (eventCode === 'PENDING') return { type, state: 'Pending' }
  if (eventCode === 'OFFER_CLOSED' || eventCode.endsWith('_FAILED')) return { type, state: 'Failure' }
  return { type, state: success ? 'Success' : 'Failure' }
}

/** A payment the provider authorised, as its notification told the connector. */
interface PaymentAuthorised {
  /** The commerce payment's key: the merchant reference it was paid with. */
  paymentKey: string
  pspReference: string
  amount: { centAmount: number; currencyCode: string }
}
type AuthorisedListener = (payment: PaymentAuthorised) => Promise<unknown>

const authorisedListeners = new Set<AuthorisedListener>()

/**
 * Subscribes to authorised payments (the shop's loyalty points); returns the unsubscribe function.
 * Told after the commerce payment is written, each time the notification arrives until one is
 * answered `[accepted]`: a listener must be idempotent, and its failure has the notification
 * delivered again.
 */
export function onPaymentAuthorised(listener: AuthorisedListener): () => void {
  authorisedListeners.add(listener)
  return () => authorisedListeners.delete(listener)
}

export async function emitPaymentAuthorised(payment: PaymentAuthorised): Promise<void> {
  for (const listener of authorisedListeners) await listener(payment)
}

/** A refund the provider made, as its notification told the connector. */
interface PaymentRefunded {
  /** The commerce payment's key: the merchant reference it was paid with. */
  paymentKey: string
  pspReference: string
  amount: { centAmount: number; currencyCode: string }
  /** The shop's own reference of the refund (one per return), when it gave one. */
  refundReference: string | undefined
}
type RefundedListener = (refund: PaymentRefunded) => Promise<unknown>

const refundedListeners = new Set<RefundedListener>()

/**
 * Subscribes to refunds made (the shop takes back the club points they paid for); returns the
 * unsubscribe function. Told like an authorisation: after the commerce payment is written, each time
 * the notification arrives until one is accepted, so a listener must be idempotent.
 */
export function onPaymentRefunded(listener: RefundedListener): () => void {
  refundedListeners.add(listener)
  return () => refundedListeners.delete(listener)
}

export async function emitPaymentRefunded(refund: PaymentRefunded): Promise<void> {
  for (const listener of refundedListeners) await listener(refund)
}
