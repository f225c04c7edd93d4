import { Hono } from 'hono'
import { z } from 'zod'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { createProductSource, type ProductSource } from '../products/product-source'

const query = z.object({ sku: z.string().regex(/^\d{6,16}$/, 'sku must be 6–16 digits') })

const hours = z.object({ open: z.string(), close: z.string() }).nullable()
const storesAnswer = z.object({
  results: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      address: z.object({ streetName: z.string(), streetNumber: z.string(), postalCode: z.string(), city: z.string() }),
      openingHours: z.record(z.string(), hours),
    }),
  ),
})

const sources = new WeakMap<object, ProductSource>()

/**
 * Click-and-collect availability (spec 2.7, 3.18): the stores of the locations service joined
 * with the SKU's stock per supply channel (each store is a supply channel of the same key).
 */
export const storesAvailabilityRoutes = new Hono<ApiEnv>().get('/', validate('query', query), async (c) => {
  const { sku } = c.req.valid('query')
  const platform = c.var.deps.platform
  let source = sources.get(platform)
  if (!source) sources.set(platform, (source = createProductSource(platform)))
  const [variant, storesResponse] = await Promise.all([
    source.variantBySku(sku, c.var.locale),
    platform.fetch(`${platform.origin}/platform/locations/stores?limit=100`, {
      headers: { accept: 'application/json' },
    }),
  ])
  if (!variant) return c.json({ error: `No product with sku ${sku}` }, 404)
  const parsed = storesAnswer.safeParse(storesResponse.ok ? await storesResponse.json() : null)
  if (!parsed.success) return c.json({ error: 'Stores are unavailable' }, 502)
  const stock = new Map(
    (variant.channels?.channels.results ?? []).flatMap((entry) =>
      entry.channel?.key ? [[entry.channel.key, entry.availability] as const] : [],
    ),
  )
  const stores = parsed.data.results
    .map((store) => {
      const availability = stock.get(store.key)
      const availableQuantity = Math.max(0, availability?.availableQuantity ?? 0)
      return {
        key: store.key,
        name: store.name,
        street: `${store.address.streetName} ${store.address.streetNumber}`,
        postalCode: store.address.postalCode,
        city: store.address.city,
        openingHours: store.openingHours,
        isOnStock: Boolean(availability?.isOnStock) && availableQuantity > 0,
        availableQuantity,
      }
    })
    .sort(
      (a, b) =>
        Number(b.isOnStock) - Number(a.isOnStock) ||
        a.city.localeCompare(b.city, 'cs') ||
        a.name.localeCompare(b.name, 'cs'),
    )
  c.header('cache-control', 'no-store')
  return c.json({ data: { sku, stores } })
})
