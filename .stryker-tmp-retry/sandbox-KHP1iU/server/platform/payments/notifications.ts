// @ts-nocheck
import type { Database } from '../../db/database'
import { signNotification, type SignedNotificationFields } from './hmac'
import type { PaymentServiceOptions } from './payments.config'
import type { PaymentAttempt } from './store'
import type { PaymentRefundTable, PaymentTables } from './tables'
import type { Selectable } from 'kysely'

/** The path of the local connector that receives notifications when no webhook is configured. */
const CONNECTOR_PATH = '/platform/payments/connector/notifications'

export interface NotificationRequestItem extends SignedNotificationFields {
  additionalData: Record<string, string>
  eventDate: string
  paymentMethod: string
  reason: string
}

export interface StandardNotification {
  live: 'false' | 'true'
  notificationItems: Array<{ NotificationRequestItem: NotificationRequestItem }>
}

/** Final results are announced with an AUTHORISATION event; Pending and Received wait. */
const FINAL = new Set(['Authorised', 'Refused', 'Error', 'Cancelled'])

function buildNotification(attempt: PaymentAttempt, hmacKey: string, eventDate = new Date()): StandardNotification {
  const fields: SignedNotificationFields = {
    pspReference: attempt.psp_reference,
    merchantAccountCode: attempt.merchant_account,
    merchantReference: attempt.reference,
    amount: { value: Number(attempt.amount_value), currency: attempt.currency },
    eventCode: 'AUTHORISATION',
    success: attempt.result_code === 'Authorised' ? 'true' : 'false',
  }
  const additionalData: Record<string, string> = { hmacSignature: signNotification(fields, hmacKey) }
  if (attempt.card_last4) additionalData.cardSummary = attempt.card_last4
  const item: NotificationRequestItem = {
    ...fields,
    additionalData,
    eventDate: eventDate.toISOString(),
    paymentMethod: attempt.card_brand ?? attempt.method_type,
    reason: attempt.refusal_reason ?? '',
  }
  return { live: 'false', notificationItems: [{ NotificationRequestItem: item }] }
}

type PaymentRefund = Selectable<PaymentRefundTable>

/**
 * A REFUND notification: its own pspReference, the payment's as originalReference and the payment's
 * merchantReference, and the order and the refund's own reference the merchant named in its request
 * (additionalData, as the provider echoes merchant data there).
 */
function buildRefundNotification(
  refund: PaymentRefund,
  paymentReference: string,
  hmacKey: string,
): StandardNotification {
  const fields: SignedNotificationFields = {
    pspReference: refund.psp_reference,
    originalReference: refund.original_reference,
    merchantAccountCode: refund.merchant_account,
    merchantReference: paymentReference,
    amount: { value: Number(refund.amount_value), currency: refund.currency },
    eventCode: 'REFUND',
    success: 'true',
  }
  const additionalData: Record<string, string> = { hmacSignature: signNotification(fields, hmacKey) }
  if (refund.merchant_order_reference) additionalData.merchantOrderReference = refund.merchant_order_reference
  additionalData.refundReference = refund.reference
  const item: NotificationRequestItem = {
    ...fields,
    additionalData,
    eventDate: new Date(refund.created_at).toISOString(),
    paymentMethod: '',
    reason: '',
  }
  return { live: 'false', notificationItems: [{ NotificationRequestItem: item }] }
}

/**
 * Sends standard notifications to the merchant's webhook (or the local connector on the same
 * origin), retrying with the configured delays. Delivery runs after the API call answered,
 * as the real provider's does; every attempt is recorded.
 */
export class NotificationSender {
  private readonly db

  constructor(
    db: Database,
    private readonly options: PaymentServiceOptions,
  ) {
    this.db = db.withTables<PaymentTables>()
  }

  async webhookOf(merchantAccount: string, origin: string): Promise<{ url: string; hmacKey: string } | undefined> {
    const configured = await this.db
      .selectFrom('payment_webhooks')
      .selectAll()
      .where('merchant_account', '=', merchantAccount)
      .executeTakeFirst()
    if (!configured) return { url: origin + CONNECTOR_PATH, hmacKey: this.options.hmacKey }
    return configured.active ? { url: configured.url, hmacKey: configured.hmac_key } : undefined
  }

  /** Queues the notification of a final result; returns once it is recorded, not delivered. */
  async announce(attempt: PaymentAttempt, origin: string): Promise<void> {
    if (!FINAL.has(attempt.result_code)) return
    const webhook = await this.webhookOf(attempt.merchant_account, origin)
    if (!webhook) return
    const payload = buildNotification(attempt, webhook.hmacKey)
    const { id } = await this.db
      .insertInto('payment_webhook_deliveries')
      .values({
        psp_reference: attempt.psp_reference,
        event_code: 'AUTHORISATION',
        url: webhook.url,
        payload: JSON.stringify(payload),
        delivered_at: null,
        last_error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    setTimeout(() => void this.deliver(id, webhook.url, payload, 0), 0).unref()
  }

  /** Queues the REFUND notification of a refund of the payment with `paymentReference`. */
  async announceRefund(refund: PaymentRefund, paymentReference: string, origin: string): Promise<void> {
    const webhook = await this.webhookOf(refund.merchant_account, origin)
    if (!webhook) return
    const payload = buildRefundNotification(refund, paymentReference, webhook.hmacKey)
    const { id } = await this.db
      .insertInto('payment_webhook_deliveries')
      .values({
        psp_reference: refund.psp_reference,
        event_code: 'REFUND',
        url: webhook.url,
        payload: JSON.stringify(payload),
        delivered_at: null,
        last_error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    setTimeout(() => void this.deliver(id, webhook.url, payload, 0), 0).unref()
  }

  private async deliver(id: string, url: string, payload: StandardNotification, attempt: number): Promise<void> {
    let error: string | null = null
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) error = `HTTP ${response.status}`
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause)
    }
    try {
      await this.db
        .updateTable('payment_webhook_deliveries')
        .set({ attempts: attempt + 1, delivered_at: error ? null : new Date(), last_error: error })
        .where('id', '=', id)
        .execute()
    } catch {
      return // the database is gone (shutdown): nothing left to record or retry
    }
    const delay = this.options.retryDelays[attempt]
    if (error && delay !== undefined) setTimeout(() => void this.deliver(id, url, payload, attempt + 1), delay).unref()
  }
}
