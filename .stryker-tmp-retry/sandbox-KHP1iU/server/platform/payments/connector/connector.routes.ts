// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../../db/database'
import { isValidNotificationSignature } from '../hmac'
import { selfOriginOf } from '../request'
import type { PaymentTables } from '../tables'
import { emitPaymentAuthorised, emitPaymentRefunded, transactionOf } from './events'
import type { CommercePaymentGateway, LocalPaymentGateway, PaymentTransactionUpdate } from './gateway'

const itemSchema = z.object({
  additionalData: z.record(z.string(), z.string()).optional(),
  amount: z.object({ value: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/) }),
  eventCode: z.string().min(1).max(64),
  eventDate: z.string().optional(),
  merchantAccountCode: z.string().min(1),
  merchantReference: z.string().min(1),
  originalReference: z.string().optional(),
  paymentMethod: z.string().optional(),
  pspReference: z.string().min(1).max(64),
  reason: z.string().optional(),
  success: z.enum(['true', 'false']),
})
const notificationSchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: itemSchema }))
    .min(1)
    .max(100),
})
type Item = z.infer<typeof itemSchema>

interface ConnectorDeps {
  db: Database
  hmacKey: string
  ledger: LocalPaymentGateway
  /** The commerce platform reached from the origin the notification arrived on, if any. */
  commerce?: ((origin: string) => CommercePaymentGateway) | undefined
}

/**
 * The connector between the payment provider and the commerce platform: it accepts standard
 * notifications, checks each item's HMAC signature, and turns each (pspReference, eventCode)
 * into one payment transaction exactly once. A repeated notification is acknowledged and
 * changes nothing. An authorisation is then told to the shop (`onPaymentAuthorised`), and so is a refund
 * (`onPaymentRefunded`). When the
 * commerce platform or the shop's listener fails it answers 503, so the provider delivers again later.
 */
export function createConnector({ db, hmacKey, ledger, commerce }: ConnectorDeps): Hono {
  const tables = db.withTables<PaymentTables>()
  const connector = new Hono()

  async function alreadyApplied(item: Item): Promise<boolean> {
    const row = await tables
      .selectFrom('payment_connector_notifications')
      .select('psp_reference')
      .where('psp_reference', '=', item.pspReference)
      .where('event_code', '=', item.eventCode)
      .executeTakeFirst()
    return row !== undefined
  }

  async function apply(item: Item, origin: string): Promise<void> {
    if (await alreadyApplied(item)) return
    const success = item.success === 'true'
    const transaction = transactionOf(item.eventCode, success)
    if (transaction) {
      const update: PaymentTransactionUpdate = {
        paymentKey: item.merchantReference,
        interactionId: item.pspReference,
        ...transaction,
        amount: { centAmount: item.amount.value, currencyCode: item.amount.currency },
        timestamp: item.eventDate ?? new Date().toISOString(),
        orderNumber: item.eventCode === 'REFUND' ? item.additionalData?.merchantOrderReference : undefined,
        refundReference: item.eventCode === 'REFUND' ? item.additionalData?.refundReference : undefined,
        makePaymentResponse: JSON.stringify({
          pspReference: item.pspReference,
          merchantReference: item.merchantReference,
          eventCode: item.eventCode,
          success: item.success,
          resultCode: item.eventCode === 'AUTHORISATION' ? (success ? 'Authorised' : 'Refused') : undefined,
        }),
      }
      await ledger.apply(update)
      const known = commerce ? await commerce(origin).apply(update) : false
      if (commerce && !known) {
        console.warn(
          `Payment notification ${item.pspReference}: the commerce platform has no payment '${item.merchantReference}'`,
        )
      }
      if (known && update.type === 'Authorization' && update.state === 'Success')
        await emitPaymentAuthorised({
          paymentKey: update.paymentKey,
          pspReference: item.pspReference,
          amount: update.amount,
        })
      if (known && update.type === 'Refund' && update.state === 'Success')
        await emitPaymentRefunded({
          paymentKey: update.paymentKey,
          pspReference: item.pspReference,
          amount: update.amount,
          refundReference: update.refundReference,
        })
    }
    await tables
      .insertInto('payment_connector_notifications')
      .values({
        psp_reference: item.pspReference,
        event_code: item.eventCode,
        merchant_reference: item.merchantReference,
        success,
      })
      .onConflict((conflict) => conflict.columns(['psp_reference', 'event_code']).doNothing())
      .execute()
  }

  connector.post('/notifications', async (c) => {
    const parsed = notificationSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) return c.json({ error: 'Not a standard notification' }, 400)
    const items = parsed.data.notificationItems.map((entry) => entry.NotificationRequestItem)
    const unsigned = items.find(
      (item) => !isValidNotificationSignature(item, item.additionalData?.hmacSignature ?? '', hmacKey),
    )
    if (unsigned) return c.json({ error: `HMAC signature invalid for ${unsigned.pspReference}` }, 401)
    try {
      for (const item of items) await apply(item, selfOriginOf(c))
    } catch (error) {
      console.error(`Payment notification not applied: ${error instanceof Error ? error.message : String(error)}`)
      return c.json({ error: 'The commerce platform could not be updated; deliver again later' }, 503)
    }
    return c.text('[accepted]')
  })

  return connector
}
