// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../db/database'
import { isCustomerNumber } from '../addresses/customer-number'
import { validate } from '../../http/validate'
import { requireApiKey } from '../api-key'
import type { LoyaltyOptions } from './loyalty.config'
import { transactionTypes } from './loyalty.tables'
import { LoyaltyError, loyaltyStore } from './loyalty-store'
import { tiers } from './tiers'

const memberParam = z.object({
  customerNumber: z.string().refine(isCustomerNumber, 'customerNumber must be a 9-digit Kestrel customer number'),
})
const lookupQuery = z.object({ email: z.email('email must be an email address').max(70) })
const enrolmentBody = z.object({
  email: z.email('email must be an email address').max(70),
  firstName: z.string().trim().max(50),
  lastName: z.string().trim().max(50),
})
const historyQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(transactionTypes, { message: `type must be one of ${transactionTypes.join(', ')}` }).optional(),
})
const postingBody = z.object({
  type: z.enum(['Earn', 'Return'], { message: 'type must be Earn or Return' }),
  points: z.number().int().positive('points must be a positive whole number').max(1_000_000),
  orderNumber: z.string().regex(/^[A-Z0-9-]{4,30}$/, 'orderNumber must be 4–30 capital letters, digits or hyphens'),
  description: z.string().trim().min(1).max(120).optional(),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,80}$/, 'reference must be 1–80 letters, digits or hyphens')
    .optional(),
})

/**
 * The loyalty club (like a loyalty platform's member API): balance, tier and points history.
 * The tier table is public; every member call carries the service's API key.
 */
export function createLoyaltyRoutes(db: Database, { apiKey }: LoyaltyOptions): Hono {
  const store = loyaltyStore(db)
  const memberKey = requireApiKey(apiKey, (c) =>
    c.json({ error: 'A valid API key is required (x-api-key or Authorization: Bearer).' }, 401),
  )
  return new Hono()
    .onError((error, c) => {
      if (error instanceof LoyaltyError) return c.json({ error: error.message }, error.status)
      throw error
    })
    .get('/tiers', (c) => c.json({ tiers }))
    .use('/members/*', memberKey)
    .get('/members', validate('query', lookupQuery), async (c) => {
      return c.json(await store.summary(await store.findByEmail(c.req.valid('query').email)))
    })
    .post('/members', validate('json', enrolmentBody), async (c) => {
      const { customerNumber, created } = await store.enrol(c.req.valid('json'))
      return c.json(await store.summary(customerNumber), created ? 201 : 200)
    })
    .get('/members/:customerNumber', validate('param', memberParam), async (c) => {
      return c.json(await store.summary(c.req.valid('param').customerNumber))
    })
    .get(
      '/members/:customerNumber/transactions',
      validate('param', memberParam),
      validate('query', historyQuery),
      async (c) => {
        return c.json(await store.history(c.req.valid('param').customerNumber, c.req.valid('query')))
      },
    )
    .post(
      '/members/:customerNumber/transactions',
      validate('param', memberParam),
      validate('json', postingBody),
      async (c) => {
        const { repeated, ...posted } = await store.record(c.req.valid('param').customerNumber, c.req.valid('json'))
        return c.json(posted, repeated ? 200 : 201)
      },
    )
}
