import * as z from 'zod/mini'
import type { ProductView } from '@common/product-schema'
import { productHitSchema } from '../search/types'
import { pageSales } from '@common/market'

/** Recently viewed products, kept in the browser (spec 2.7), newest first. */
const STORAGE_KEY = 'kestrel.recentlyViewed'
const LIMIT = 12

/** A product hit of the search index (what the cards render), with the product's slug per locale. */
const entrySchema = z.extend(
  z.pick(productHitSchema, {
    objectID: true,
    productId: true,
    articleNumber: true,
    colorCode: true,
    name: true,
    productName: true,
    backgroundColor: true,
    price: true,
    listPrice: true,
    currency: true,
    hasDiscount: true,
    discountPercentage: true,
  }),
  {
    /** The product's slug per locale: a product viewed in one language links with the other language's slug there. */
    slugs: z.optional(z.record(z.string(), z.string())),
    image: z.nullable(z.object({ url: z.string(), label: z.optional(z.string()) })),
  },
)
type RecentlyViewed = z.infer<typeof entrySchema>

const listSchema = z.array(entrySchema)

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The products viewed, newest first, each linking with its slug in `locale`. */
export function readRecentlyViewed(locale?: string): RecentlyViewed[] {
  const raw = storage()?.getItem(STORAGE_KEY)
  if (!raw) return []
  try {
    const parsed = z.safeParse(listSchema, JSON.parse(raw))
    if (!parsed.success) return []
    return parsed.data.map((entry) => ({
      ...entry,
      productName: (locale && entry.slugs?.[locale]) || entry.productName,
    }))
  } catch {
    return []
  }
}

const units = (money: { centAmount: number; fractionDigits: number } | null) =>
  money ? money.centAmount / 10 ** money.fractionDigits : 0

export function rememberViewed(product: ProductView): void {
  const store = storage()
  if (!store) return
  const entry: RecentlyViewed = {
    objectID: product.key,
    productId: product.id,
    articleNumber: product.articleNumber,
    colorCode: product.colorCode,
    name: product.name,
    productName: product.slug,
    slugs: product.slugs,
    backgroundColor: product.backgroundColor,
    price: units(product.price),
    listPrice: units(product.listPrice ?? product.price),
    currency: product.price?.currencyCode ?? pageSales().currency,
    hasDiscount: Boolean(product.listPrice),
    discountPercentage: product.discountPercentage ?? 0,
    image: product.images[0] ? { url: product.images[0].url, label: product.images[0].label } : null,
  }
  const list = [entry, ...readRecentlyViewed().filter((item) => item.objectID !== entry.objectID)].slice(0, LIMIT)
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(list))
  } catch {
    // A full or blocked storage only loses the list.
  }
}
