// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../db/database'
import { sameSecret } from '../api-key'
import { checkoutError } from './errors'
import type { NotificationSender } from './notifications'
import type { PaymentServiceOptions } from './payments.config'
import { readBody, selfOriginOf } from './request'
import { amountSchema } from './schemas'
import { newPspReference } from './store'
import type { PaymentTables } from './tables'

const refundRequestSchema = z.object({
  merchantAccount: z.string().min(1, 'merchantAccount is required').max(80),
  amount: amountSchema.refine((amount) => amount.value > 0, 'amount.value must be more than 0'),
  reference: z.string().min(1, 'reference is required').max(80),
  merchantOrderReference: z.string().min(1).max(80).optional(),
})

const pspParam = z.string().regex(/^[A-Z0-9]{16}$/)

/**
 * Refunds of authorised payments (`POST /payments/{paymentPspReference}/refunds`, as the provider's checkout
 * API): answered `received` at once, the result announced by a REFUND notification. A request repeated with
 * the same reference is the same refund (its notification is not sent again); the refunds of a payment never
 * add up to more than it authorised.
 */
export function createRefundApi(db: Database, sender: NotificationSender, options: PaymentServiceOptions): Hono {
  const tables = db.withTables<PaymentTables>()
  return new Hono().post('/payments/:pspReference/refunds', async (c) => {
    if (!sameSecret(c.req.header('x-api-key') ?? '', options.apiKey))
      return checkoutError(c, 401, '000', 'HTTP Status Response - Unauthorized', 'security')
    const original = pspParam.safeParse(c.req.param('pspReference'))
    if (!original.success) return checkoutError(c, 422, '167', 'Original pspReference required for this operation')
    const body = await readBody(c, refundRequestSchema)
    if (!body.ok) return body.response
    const request = body.data
    if (!options.merchantAccounts.includes(request.merchantAccount))
      return checkoutError(c, 403, '901', 'Invalid Merchant Account', 'security')
    const payment = await tables
      .selectFrom('payment_attempts')
      .selectAll()
      .where('psp_reference', '=', original.data)
      .executeTakeFirst()
    if (!payment || payment.merchant_account !== request.merchantAccount || payment.result_code !== 'Authorised')
      return checkoutError(c, 422, '167', 'Original pspReference required for this operation')
    if (payment.currency !== request.amount.currency)
      return checkoutError(c, 422, '000', 'amount.currency differs from the payment')
    const outcome = await db.transaction().execute(async (trx) => {
      const t = trx.withTables<PaymentTables>()
      // Refunds of one payment are decided one at a time: the sum below holds until commit.
      await t
        .selectFrom('payment_attempts')
        .select('psp_reference')
        .where('psp_reference', '=', original.data)
        .forUpdate()
        .execute()
      const known = await t
        .selectFrom('payment_refunds')
        .selectAll()
        .where('original_reference', '=', original.data)
        .where('reference', '=', request.reference)
        .executeTakeFirst()
      if (known) return { refund: known, repeated: true as const }
      const { refunded } = await t
        .selectFrom('payment_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_value'), eb.lit(0)).as('refunded'))
        .where('original_reference', '=', original.data)
        .executeTakeFirstOrThrow()
      if (Number(refunded) + request.amount.value > Number(payment.amount_value)) return null
      const refund = await t
        .insertInto('payment_refunds')
        .values({
          psp_reference: newPspReference(),
          original_reference: original.data,
          merchant_account: request.merchantAccount,
          reference: request.reference,
          merchant_order_reference: request.merchantOrderReference ?? null,
          amount_value: request.amount.value,
          currency: request.amount.currency,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return { refund, repeated: false as const }
    })
    if (!outcome) return checkoutError(c, 422, '000', 'The refunds would exceed the amount of the payment')
    const { refund, repeated } = outcome
    if (!repeated) await sender.announceRefund(refund, payment.reference, selfOriginOf(c))
    if (Number(refund.amount_value) !== request.amount.value)
      return checkoutError(c, 422, '000', 'reference: a refund with this reference has another amount')
    return c.json(
      {
        merchantAccount: refund.merchant_account,
        paymentPspReference: refund.original_reference,
        pspReference: refund.psp_reference,
        reference: refund.reference,
        status: 'received',
        amount: { value: Number(refund.amount_value), currency: refund.currency },
      },
      201,
    )
  })
}
