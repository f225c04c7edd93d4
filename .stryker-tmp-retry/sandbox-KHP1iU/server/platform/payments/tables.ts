// @ts-nocheck
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

/** Tables of the payment provider stand-in and its commerce connector. */
export type PaymentTables = {
  payment_sessions: PaymentSessionTable
  payment_attempts: PaymentAttemptTable
  payment_webhooks: PaymentWebhookTable
  payment_webhook_deliveries: PaymentWebhookDeliveryTable
  payment_connector_notifications: ConnectorNotificationTable
  payment_connector_transactions: ConnectorTransactionTable
  payment_refunds: PaymentRefundTable
}

type BigIntColumn = ColumnType<string | number, number, number>

export interface PaymentSessionTable {
  id: string
  merchant_account: string
  reference: string
  amount_value: BigIntColumn
  currency: string
  country_code: string
  return_url: string
  shopper_locale: string | null
  expires_at: Date
  created_at: Generated<Date>
}

export interface PaymentAttemptTable {
  psp_reference: string
  merchant_account: string
  reference: string
  session_id: string | null
  amount_value: BigIntColumn
  currency: string
  method_type: string
  card_brand: string | null
  card_last4: string | null
  result_code: string
  refusal_reason: string | null
  return_url: string | null
  action_token: string | null
  action_outcome: string | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export interface PaymentWebhookTable {
  merchant_account: string
  url: string
  hmac_key: string
  active: Generated<boolean>
  updated_at: Generated<Date>
}

export interface PaymentWebhookDeliveryTable {
  id: Generated<string>
  psp_reference: string
  event_code: string
  url: string
  payload: JSONColumnType<Record<string, unknown>>
  attempts: Generated<number>
  delivered_at: Date | null
  last_error: string | null
  created_at: Generated<Date>
}

export interface ConnectorNotificationTable {
  psp_reference: string
  event_code: string
  merchant_reference: string
  success: boolean
  received_at: Generated<Date>
}

export interface ConnectorTransactionTable {
  payment_key: string
  interaction_id: string
  type: string
  state: string
  amount_value: BigIntColumn
  currency: string
  make_payment_response: string | null
  updated_at: Generated<Date>
}

export interface PaymentRefundTable {
  psp_reference: string
  original_reference: string
  merchant_account: string
  reference: string
  merchant_order_reference: string | null
  amount_value: BigIntColumn
  currency: string
  created_at: Generated<Date>
}
