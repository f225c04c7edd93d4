import { Hono } from 'hono'
import { z } from 'zod'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { marketSwitches } from '../content/market-switches'

const text = (max: number) => z.string().max(max).optional()
const addressRequest = z.object({
  firstName: text(100),
  lastName: text(100),
  company: text(100),
  streetName: text(100),
  additionalAddressInfo: text(100),
  postalCode: text(20),
  city: text(100),
  region: text(20),
  phone: text(40),
  email: text(100),
  /** A code, never a name: the address service answers whether it exists and whether the shop ships there. */
  country: z.string().regex(/^[A-Z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code such as CZ'),
  addressType: z.enum(['shipping', 'billing']).optional(),
  carrier: z.enum(['packeta', 'ppl', 'dpd', 'balikovna']).optional(),
})
const placesQuery = z.object({
  q: z.string().trim().max(60).optional(),
  carrier: z.enum(['packeta', 'ppl', 'dpd', 'balikovna']).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  /** Stores only: those offering the chosen delivery, click and collect (`CC`) or try and buy (`CR`). */
  service: z.enum(['clickAndCollect', 'tryAndBuy']).optional(),
})
/** A store as the locations service lists it: its services are read, everything else passes through. */
const listedPlaces = z.looseObject({
  results: z.array(z.looseObject({ services: z.array(z.string()).optional() })),
})
const STORE_POOL = 100

/** The service's own message for a request it refused. */
async function messageOf(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  return typeof body?.error === 'string' ? body.error : fallback
}

/** Checkout look-ups (spec 7.3): address validation with suggestions, stores and parcel shops, over the services' HTTP APIs. */
export const checkoutRoutes = new Hono<ApiEnv>()
  .post('/validate-address', validate('json', addressRequest), async (c) => {
    const response = await c.var.deps.platform.fetch(`${c.var.deps.platform.origin}/platform/addresses/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(c.req.valid('json')),
    })
    if (response.status >= 400 && response.status < 500)
      return c.json({ error: await messageOf(response, 'The address cannot be checked') }, 400)
    if (!response.ok) return c.json({ error: 'Address validation is not available' }, 502)
    return c.json({ data: await response.json() })
  })
  .get('/places/:kind{stores|parcel-shops}', validate('query', placesQuery), async (c) => {
    const query = c.req.valid('query')
    const stores = c.req.param('kind') === 'stores'
    const limit = query.limit ?? 10
    // Spec 1.2: without the market's try and buy no store is offered for it, and none is listed with it.
    const tryAndBuy = stores && (await marketSwitches(c.var.deps.db)).tryAndBuy
    if (stores && query.service === 'tryAndBuy' && !tryAndBuy)
      return c.json({ error: 'Try and buy is not offered in this market' }, 404)
    const params = new URLSearchParams({ limit: String(stores && query.service ? STORE_POOL : limit) })
    if (query.q) params.set('q', query.q)
    if (query.carrier && !stores) params.set('carrier', query.carrier)
    const response = await c.var.deps.platform.fetch(
      `${c.var.deps.platform.origin}/platform/locations/${c.req.param('kind')}?${params}`,
    )
    if (response.status >= 400 && response.status < 500)
      return c.json({ error: await messageOf(response, 'Invalid search') }, 400)
    if (!response.ok) return c.json({ error: 'Locations are not available' }, 502)
    if (!stores) return c.json({ data: await response.json() })
    const listed = listedPlaces.safeParse(await response.json())
    if (!listed.success) return c.json({ error: 'Locations are not available' }, 502)
    const offering = listed.data.results.filter((store) => !query.service || store.services?.includes(query.service))
    const results = offering
      .slice(0, limit)
      .map((store) =>
        tryAndBuy || !store.services ? store : { ...store, services: store.services.filter((s) => s !== 'tryAndBuy') },
      )
    return c.json({ data: query.service ? { total: offering.length, results } : { ...listed.data, results } })
  })
