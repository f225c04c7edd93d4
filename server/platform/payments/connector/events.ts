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
