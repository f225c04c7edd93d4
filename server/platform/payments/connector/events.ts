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
