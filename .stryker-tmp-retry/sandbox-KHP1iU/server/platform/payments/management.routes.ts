// @ts-nocheck
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../db/database'
import { sameSecret } from '../api-key'
import { checkoutError } from './errors'
import type { PaymentManagementOptions } from './management.config'
import type { PaymentServiceOptions } from './payments.config'
import { readBody } from './request'
import type { PaymentTables } from './tables'

const webhookSchema = z.object({
  type: z.literal('standard').default('standard'),
  url: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'url must be an http(s) URL'),
  active: z.boolean().default(true),
})

/**
 * A slice of the provider's management API (v3): where a merchant's standard notifications go,
 * and a fresh HMAC key for them. One webhook per merchant account. Every call carries the
 * management credential's `x-api-key` (not the checkout key), compared in constant time.
 */
export function createManagementApi(
  db: Database,
  options: PaymentServiceOptions,
  management: PaymentManagementOptions,
): Hono {
  const tables = db.withTables<PaymentTables>()
  const api = new Hono()

  api.use('*', async (c, next) => {
    if (!sameSecret(c.req.header('x-api-key') ?? '', management.apiKey)) {
      return checkoutError(c, 401, '000', 'HTTP Status Response - Unauthorized', 'security')
    }
    await next()
  })

  api.use('/merchants/:merchant/*', async (c, next) => {
    if (!options.merchantAccounts.includes(c.req.param('merchant') ?? '')) {
      return checkoutError(c, 403, '901', 'Invalid Merchant Account', 'security')
    }
    await next()
  })

  const describe = (merchant: string, row: { url: string; active: boolean }) => ({
    id: `WBHK-${merchant}`,
    type: 'standard',
    url: row.url,
    active: row.active,
    communicationFormat: 'json',
  })

  api.post('/merchants/:merchant/webhooks', async (c) => {
    const merchant = c.req.param('merchant')
    const body = await readBody(c, webhookSchema)
    if (!body.ok) return body.response
    const { url, active } = body.data
    await tables
      .insertInto('payment_webhooks')
      .values({ merchant_account: merchant, url, active, hmac_key: options.hmacKey })
      .onConflict((conflict) =>
        conflict.column('merchant_account').doUpdateSet({ url, active, updated_at: new Date() }),
      )
      .execute()
    return c.json(describe(merchant, { url, active }))
  })

  api.post('/merchants/:merchant/webhooks/:id/generateHmac', async (c) => {
    const merchant = c.req.param('merchant')
    if (c.req.param('id') !== `WBHK-${merchant}`) return checkoutError(c, 404, '000', 'Webhook not found')
    const hmacKey = randomBytes(32).toString('hex').toUpperCase()
    const updated = await tables
      .updateTable('payment_webhooks')
      .set({ hmac_key: hmacKey, updated_at: new Date() })
      .where('merchant_account', '=', merchant)
      .returning('merchant_account')
      .execute()
    if (!updated.length) return checkoutError(c, 404, '000', 'Webhook not found')
    return c.json({ hmacKey })
  })

  return api
}
