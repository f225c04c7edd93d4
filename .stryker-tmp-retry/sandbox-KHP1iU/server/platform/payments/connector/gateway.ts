// @ts-nocheck
import type { Database } from '../../../db/database'
import type { PaymentTables } from '../tables'

export type TransactionType = 'Authorization' | 'CancelAuthorization' | 'Charge' | 'Chargeback' | 'Refund'
export type TransactionState = 'Initial' | 'Pending' | 'Success' | 'Failure'

/** One change to a commerce payment, derived from one notification. */
export interface PaymentTransactionUpdate {
  /** The commerce payment's key: the merchantReference the payment was made with. */
  paymentKey: string
  /** The provider's pspReference, so a transaction is found again by it. */
  interactionId: string
  type: TransactionType
  state: TransactionState
  amount: { centAmount: number; currencyCode: string }
  timestamp: string
  /** The outcome as the storefront reads it (spec 3.10: the payment's `makePaymentResponse`). */
  makePaymentResponse: string
  /** The order a refund was made for, when the merchant named it (its returns are then refunded). */
  orderNumber?: string | undefined
  /** The merchant's reference of a refund (a return's refund names its return there). */
  refundReference?: string | undefined
}

/**
 * Where the connector writes payment changes. Implementations must be idempotent for the same
 * (paymentKey, interactionId, type): applying an update twice leaves one transaction.
 * `apply` answers false when there is no payment with that key.
 */
export interface CommercePaymentGateway {
  apply(update: PaymentTransactionUpdate): Promise<boolean>
}

/** The connector's own ledger of the transactions it derived, kept whether or not the commerce platform knows the payment. */
export class LocalPaymentGateway implements CommercePaymentGateway {
  private readonly db

  constructor(db: Database) {
    this.db = db.withTables<PaymentTables>()
  }

  async apply(update: PaymentTransactionUpdate): Promise<boolean> {
    await this.db
      .insertInto('payment_connector_transactions')
      .values({
        payment_key: update.paymentKey,
        interaction_id: update.interactionId,
        type: update.type,
        state: update.state,
        amount_value: update.amount.centAmount,
        currency: update.amount.currencyCode,
        make_payment_response: update.makePaymentResponse,
      })
      .onConflict((conflict) =>
        conflict.columns(['payment_key', 'interaction_id', 'type']).doUpdateSet({
          state: update.state,
          make_payment_response: update.makePaymentResponse,
          updated_at: new Date(),
        }),
      )
      .execute()
    return true
  }
}
