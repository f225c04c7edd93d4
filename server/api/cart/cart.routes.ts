import { Hono } from 'hono'
import { z } from 'zod'
import { market, salesOf } from '@common/market'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { shopperFailure, shopperQuery, shopperToken } from '../session/shopper-commerce'
import { CreateMyCartDocument } from './cart.generated'

/**
 * Spec 7.2 payload: locale, storeKey, currency, country, deliveryMethodId. The store, currency and
 * country are those of the locale's market (spec 1.2): a cart is never priced in another's currency.
 */
const createCartBody = z
  .object({
    locale: z.enum(market.locales),
    storeKey: z.string().max(64),
    currency: z.string().max(3),
    country: z.string().max(2),
    deliveryMethodId: z.string().trim().min(1).max(64).nullish(),
  })
  .strict()
  .superRefine((body, context) => {
    const sales = salesOf(body.locale)
    for (const field of ['storeKey', 'currency', 'country'] as const) {
      if (body[field] !== sales[field])
        context.addIssue({ code: 'custom', path: [field], message: `${field} must be ${sales[field]}` })
    }
  })

const createdCart = z.object({ createMyCart: z.object({ id: z.string(), version: z.number() }).loose() })

export const cartRoutes = new Hono<ApiEnv>().post('/create-cart', validate('json', createCartBody), async (c) => {
  const token = await shopperToken(c)
  if (!token) return c.json({ error: 'Missing access token', code: 'HeaderOrPostDataInvalid' }, 401)
  const { locale, storeKey, currency, country, deliveryMethodId } = c.req.valid('json')
  const draft = {
    currency,
    country,
    locale,
    store: { key: storeKey, typeId: 'store' },
    ...(deliveryMethodId ? { shippingMethod: { id: deliveryMethodId, typeId: 'shipping-method' } } : {}),
  }
  try {
    const data = createdCart.parse(await shopperQuery(c, token, CreateMyCartDocument, { draft, storeKey }))
    return c.json({ data: data.createMyCart }, 201)
  } catch (failure) {
    return shopperFailure(c, failure)
  }
})
