// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import { market } from '@common/market'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { shopperFailure, shopperQuery, shopperToken } from '../session/shopper-commerce'
import { CreateMyCartDocument } from './cart.generated'

/** Spec 7.2 payload: locale, storeKey, currency, country, deliveryMethodId. */
const createCartBody = z
  .object({
    locale: z.enum(market.locales),
    storeKey: z.literal(market.storeKey, { message: `storeKey must be ${market.storeKey}` }),
    currency: z.literal(market.currency, { message: `currency must be ${market.currency}` }),
    country: z.literal(market.country, { message: `country must be ${market.country}` }),
    deliveryMethodId: z.string().trim().min(1).max(64).nullish(),
  })
  .strict()

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
