import { Hono } from 'hono'
import { z } from 'zod'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'

const text = (max: number) => z.string().max(max).optional()
const addressRequest = z.object({
  firstName: text(100), lastName: text(100), company: text(100), streetName: text(100), additionalAddressInfo: text(100),
  postalCode: text(20), city: text(100), region: text(20), country: z.string().max(3), phone: text(40), email: text(100),
  addressType: z.enum(['shipping', 'billing']).optional(),
  carrier: z.enum(['packeta', 'ppl', 'dpd', 'balikovna']).optional(),
})
const placesQuery = z.object({
  q: z.string().max(60).optional(),
  carrier: z.enum(['packeta', 'ppl', 'dpd', 'balikovna']).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
})

/** Checkout look-ups (spec 7.3): address validation with suggestions, stores and parcel shops, over the services' HTTP APIs. */
export const checkoutRoutes = new Hono<ApiEnv>()
  .post('/validate-address', validate('json', addressRequest), async (c) => {
    const response = await fetch(`${c.var.deps.platform.origin}/platform/addresses/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(c.req.valid('json')),
    })
    if (!response.ok) return c.json({ error: 'Address validation is not available' }, 502)
    return c.json({ data: await response.json() })
  })
  .get('/places/:kind{stores|parcel-shops}', validate('query', placesQuery), async (c) => {
    const query = c.req.valid('query')
    const params = new URLSearchParams({ limit: String(query.limit ?? 10) })
    if (query.q) params.set('q', query.q)
    if (query.carrier && c.req.param('kind') === 'parcel-shops') params.set('carrier', query.carrier)
    const response = await fetch(`${c.var.deps.platform.origin}/platform/locations/${c.req.param('kind')}?${params}`)
    if (!response.ok) return c.json({ error: 'Locations are not available' }, 502)
    return c.json({ data: await response.json() })
  })
