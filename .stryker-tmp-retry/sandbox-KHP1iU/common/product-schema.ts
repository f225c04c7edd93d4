// @ts-nocheck
import * as z from 'zod/mini'

/**
 * The compact product the own API answers for the product page (spec 3.11): only what the
 * page renders, in the request's locale. The server shapes it; the browser parses it.
 */
const money = z.object({ centAmount: z.number(), currencyCode: z.string(), fractionDigits: z.number() })

export const productVariantSchema = z.object({
  sku: z.string(),
  /** Size per convention (`EU`, `US`, …); goods without a shoe size carry only `EU` (their size label). */
  sizes: z.record(z.string(), z.string()),
  isOnStock: z.boolean(),
  /** Web stock (CZ-web supply channel), for the stock-bucket analytics. */
  availableQuantity: z.number(),
})

export const productColourSchema = z.object({
  key: z.string(),
  colorCode: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.nullable(z.string()),
  backgroundColor: z.string(),
})

const productImageSchema = z.object({ url: z.string(), label: z.string(), width: z.number(), height: z.number() })

/** The article's review summary (product review service); null when it has no reviews. */
export const ratingSummarySchema = z.object({ average: z.number(), count: z.number() })

export const productViewSchema = z.object({
  /** The commerce product's id (a wishlist line names the product by it). */
  id: z.string(),
  key: z.string(),
  articleNumber: z.string(),
  colorCode: z.string(),
  itemNumber: z.string(),
  productType: z.string(),
  isFootwear: z.boolean(),
  name: z.string(),
  slug: z.string(),
  /** The product's slug in every locale: each language's URL uses its own. */
  slugs: z.record(z.string(), z.string()),
  title: z.string(),
  description: z.string(),
  heading: z.nullable(z.string()),
  story: z.nullable(z.string()),
  features: z.array(z.string()),
  badges: z.array(z.string()),
  colourName: z.string(),
  material: z.nullable(z.string()),
  countryOfOrigin: z.nullable(z.string()),
  howToUse: z.nullable(z.string()),
  division: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  backgroundColor: z.string(),
  price: z.nullable(money),
  /** The regular price when the product is discounted. */
  listPrice: z.nullable(money),
  discountPercentage: z.nullable(z.number()),
  previousLowestPrice: z.nullable(money),
  images: z.array(productImageSchema),
  variants: z.array(productVariantSchema),
  colours: z.array(productColourSchema),
  rating: z.nullable(ratingSummarySchema),
})

export type ProductView = z.infer<typeof productViewSchema>
export type ProductVariantView = z.infer<typeof productVariantSchema>
export type ProductColour = z.infer<typeof productColourSchema>
export type ProductMoney = z.infer<typeof money>
export type RatingSummary = z.infer<typeof ratingSummarySchema>

/** The stores of the click-and-collect picker, with this SKU's stock in each (spec 3.18). */
const hours = z.nullable(z.object({ open: z.string(), close: z.string() }))
export const storeAvailabilitySchema = z.object({
  key: z.string(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  openingHours: z.record(z.string(), hours),
  isOnStock: z.boolean(),
  availableQuantity: z.number(),
})
export const storesAvailabilitySchema = z.object({ sku: z.string(), stores: z.array(storeAvailabilitySchema) })
export type StoreAvailability = z.infer<typeof storeAvailabilitySchema>

const review = z.object({
  id: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
})
const summary = z.object({ average: z.number(), count: z.number() })
export const productReviewsSchema = z.object({
  product: z.object({ summary, reviews: z.array(review) }),
  shop: z.object({ summary, reviews: z.array(review) }),
})
export type ProductReviews = z.infer<typeof productReviewsSchema>
export type Review = z.infer<typeof review>
