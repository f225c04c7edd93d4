import { Hono } from 'hono'
import { sql } from 'kysely'
import { z } from 'zod'
import { market } from '@common/market'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { createProductSource, type ProductSource } from '../products/product-source'
import type { NotifyMeTables } from './notify-me.tables'

/** Spec 5.6 "email-only": required, valid, at most 70 characters. */
const notifyMeBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'email is required')
    .max(70, 'email is at most 70 characters')
    .pipe(z.email('email is not valid')),
  sku: z.string().regex(/^\d{6,16}$/, 'sku must be 6–16 digits'),
  locale: z.enum(market.locales, { message: `locale must be one of ${market.locales.join(', ')}` }),
})

const sources = new WeakMap<object, ProductSource>()

/**
 * "Notify me" for a sold-out size (spec 2.7): a stored back-in-stock request, one per email and
 * SKU; asking again refreshes its locale and answers the same request (idempotent).
 */
export const notifyMeRoutes = new Hono<ApiEnv>().post('/', validate('json', notifyMeBody), async (c) => {
  const { email, sku, locale } = c.req.valid('json')
  const platform = c.var.deps.platform
  let source = sources.get(platform)
  if (!source) sources.set(platform, (source = createProductSource(platform)))
  const variant = await source.variantBySku(sku, c.var.locale)
  if (!variant) return c.json({ error: `No product with sku ${sku}` }, 404)
  const row = await c.var.deps.db
    .withTables<NotifyMeTables>()
    .insertInto('product_notify_me_requests')
    .values({ email, sku, product_key: variant.productKey, locale })
    .onConflict((conflict) =>
      conflict.columns(['email', 'sku']).doUpdateSet({ locale, updated_at: sql<Date>`now()`, notified_at: null }),
    )
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow()
  return c.json({ data: { id: String(row.id), sku, email, subscribed: true } }, 201)
})
