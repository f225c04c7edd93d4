import { Hono } from 'hono'
import { z } from 'zod'
import * as mini from 'zod/mini'
import { locatedStoreSchema, STORE_SEARCH_RADIUS_KM, type StoreLocatorAnswer } from '@common/store-locator'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { marketSwitches } from '../content/market-switches'
import type { PlatformServices } from '../platform-access/platform-access'

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).optional()
const locatorQuery = z
  .object({
    /** A town or a postal code as typed (`Brno`, `602 00`, `602`). */
    q: z
      .string()
      .trim()
      .max(60, 'q is at most 60 characters')
      .optional()
      .transform((value) => value || undefined),
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), 'lat and lng go together')

const place = z.object({
  postalCode: z.string(),
  city: z.string(),
  district: z.string(),
  geo: z.object({ lat: z.number(), lng: z.number() }),
})
const placesAnswer = z.object({ results: z.array(place) })
const storesAnswer = mini.object({ results: mini.array(locatedStoreSchema) })

class Unavailable extends Error {}

async function getJson({ fetch }: PlatformServices, url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } }).catch(() => null)
  if (!response) throw new Unavailable(url)
  if (response.status === 404 || response.status === 400) return null
  if (!response.ok) throw new Unavailable(url)
  return response.json()
}

/** Where a typed town or postal code is, by the postal-code service: a full code exactly, else the first town it starts. */
async function findPlace(services: PlatformServices, q: string): Promise<z.infer<typeof place> | null> {
  const base = `${services.origin}/platform/addresses/postal-codes/CZ`
  if (/^\d{3} ?\d{2}$/.test(q))
    return place
      .nullable()
      .catch(null)
      .parse(await getJson(services, `${base}/${encodeURIComponent(q)}`))
  const found = placesAnswer.safeParse(await getJson(services, `${base}?q=${encodeURIComponent(q)}&limit=1`))
  return found.success ? (found.data.results[0] ?? null) : null
}

/** Prague's postal codes name its district, every other town's the town. */
const placeLabel = (found: z.infer<typeof place>) =>
  `${found.postalCode} ${found.city === 'Praha' ? found.district : found.city}`

/**
 * The store locator (spec 2.7 "Other screens", 3.18): every store by town, or the stores within
 * reach of a typed town or postal code (located by the postal-code service) or of the shopper's
 * position, nearest first with the distance. Nothing within reach is an empty list, not an error.
 */
export const storesRoutes = new Hono<ApiEnv>().get('/', validate('query', locatorQuery), async (c) => {
  const { q, lat, lng } = c.req.valid('query')
  const platform = c.var.deps.platform
  try {
    let origin: StoreLocatorAnswer['origin'] = null
    let placeFound = true
    if (lat !== undefined && lng !== undefined) origin = { label: null, lat, lng }
    else if (q) {
      const found = await findPlace(platform, q)
      if (found) origin = { label: placeLabel(found), ...found.geo }
      else placeFound = false
    }
    let stores: StoreLocatorAnswer['stores'] = []
    if (placeFound) {
      const params = new URLSearchParams({ limit: '100' })
      if (origin) {
        params.set('lat', String(origin.lat))
        params.set('lng', String(origin.lng))
        params.set('radiusKm', String(STORE_SEARCH_RADIUS_KM))
      }
      const parsed = mini.safeParse(
        storesAnswer,
        await getJson(platform, `${platform.origin}/platform/locations/stores?${params}`),
      )
      if (!parsed.success) throw new Unavailable('stores')
      // Spec 1.2: a store's try and buy is listed only where the market offers it.
      const { tryAndBuy } = await marketSwitches(c.var.deps.db)
      stores = parsed.data.results.map((store) =>
        tryAndBuy ? store : { ...store, services: store.services.filter((service) => service !== 'tryAndBuy') },
      )
    }
    const answer: StoreLocatorAnswer = { origin, placeFound, radiusKm: STORE_SEARCH_RADIUS_KM, stores }
    c.header('cache-control', origin?.label === null ? 'private, no-store' : 'public, max-age=300')
    return c.json({ data: answer })
  } catch (error) {
    if (error instanceof Unavailable) return c.json({ error: 'Stores are unavailable' }, 502)
    throw error
  }
})
