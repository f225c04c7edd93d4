import * as z from 'zod/mini'

/** A product record of the search index as the listing reads it (spec 3.12, 3.13). */
export const productHitSchema = z.object({
  objectID: z.string(),
  /** The commerce product's id (the wishlist heart saves the product by it). */
  productId: z.optional(z.string()),
  articleNumber: z.string(),
  colorCode: z.string(),
  name: z.string(),
  productName: z.string(),
  division: z.optional(z.string()),
  gender: z.optional(z.string()),
  collectionType: z.optional(z.string()),
  backgroundColor: z.optional(z.string()),
  price: z.number(),
  listPrice: z.number(),
  currency: z.string(),
  hasDiscount: z.boolean(),
  discountPercentage: z.number(),
  isNew: z.optional(z.boolean()),
  available: z.optional(z.boolean()),
  image: z.nullable(z.optional(z.object({ url: z.string() }))),
  /** The product's colours, of which a card shows how many there are (each colour's price and image stay out). */
  productColors: z.optional(z.array(z.object({ key: z.string() }))),
})

export type ProductHit = z.infer<typeof productHitSchema>

/**
 * What a listing, a rail and the cards ask the index for: the attributes the record above reads, nothing
 * else (the other attributes of the record, such as its other images, would travel to the server and be
 * embedded in the page for nothing).
 */
export const PRODUCT_HIT_ATTRIBUTES: readonly string[] = Object.keys(productHitSchema.shape)

/** The internal product path (spec 2.2: `/product/[productName]/[articleNumber]/[colorCode]`). */
export function productPath(
  hit: Pick<ProductHit, 'productName' | 'articleNumber' | 'colorCode'>,
  localePrefix: string,
): string {
  const segments = ['product', hit.productName, hit.articleNumber, hit.colorCode].map(encodeURIComponent).join('/')
  return `${localePrefix ? `/${localePrefix}` : ''}/${segments}`
}

/** A product's path opened from a search: it carries the search's queryID, so an add to bag there converts it (spec 7.4). */
export function withQueryID(path: string, queryID: string | undefined): string {
  return queryID ? `${path}?queryID=${encodeURIComponent(queryID)}` : path
}
