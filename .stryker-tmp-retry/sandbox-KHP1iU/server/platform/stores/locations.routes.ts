// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import { carriers } from '../addresses/carriers'
import { validate } from '../../http/validate'
import { czechStores } from '../data/stores'
import { searchLocations } from './location-search'
import { parcelShops } from './parcel-shops'

const searchQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radiusKm: z.coerce.number().positive().max(1000).default(50),
    q: z.string().trim().min(1).max(60).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), 'lat and lng go together')

const parcelShopQuery = searchQuery.and(z.object({ carrier: z.enum(carriers).optional() }))

const toQuery = (query: z.infer<typeof searchQuery>) => ({
  ...(query.lat !== undefined && query.lng !== undefined && { near: { lat: query.lat, lng: query.lng } }),
  radiusKm: query.radiusKm,
  text: query.q,
  limit: query.limit,
})

const stores = czechStores.map((store) => ({ id: store.key, type: 'store' as const, ...store }))
const shops = parcelShops.map((shop) => ({ type: 'parcel-shop' as const, ...shop }))

/**
 * Stores and carriers' pickup points (like a store-locator / pickup-point API). Nothing found
 * is an empty list, not an error.
 */
export function createLocationRoutes(): Hono {
  return new Hono()
    .get('/stores', validate('query', searchQuery), (c) =>
      c.json(searchLocations(stores, toQuery(c.req.valid('query')))),
    )
    .get('/stores/:id', (c) => {
      const store = stores.find((candidate) => candidate.id === c.req.param('id'))
      return store ? c.json(store) : c.json({ error: `No store ${c.req.param('id')}` }, 404)
    })
    .get('/parcel-shops', validate('query', parcelShopQuery), (c) => {
      const query = c.req.valid('query')
      const candidates = query.carrier ? shops.filter((shop) => shop.carrier === query.carrier) : shops
      return c.json(searchLocations(candidates, toQuery(query)))
    })
    .get('/parcel-shops/:id', (c) => {
      const shop = shops.find((candidate) => candidate.id === c.req.param('id'))
      return shop ? c.json(shop) : c.json({ error: `No parcel shop ${c.req.param('id')}` }, 404)
    })
}
