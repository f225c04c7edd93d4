import { z } from 'zod'
import type { Locale } from '@common/market'
import type { ProductReviews } from '@common/product-schema'
import type { PlatformServices } from '../platform-access/platform-access'

const review = z.object({
  id: z.string(),
  rating: z.number(),
  title: z.string().optional(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
})
const summary = z.object({ average: z.number(), count: z.number() })
const productAnswer = z.object({ summary, reviews: z.array(review) })
const shopAnswer = z.object({ summary, reviews: z.array(review) })

const PER_PAGE = 5
const empty = { summary: { average: 0, count: 0 }, reviews: [] }

async function getJson<T>(fetch: typeof globalThis.fetch, url: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } })
    if (!response.ok) return null
    const parsed = schema.safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const compact = (answer: z.infer<typeof productAnswer> | null) =>
  answer
    ? {
        summary: { average: answer.summary.average, count: answer.summary.count },
        reviews: answer.reviews.map(({ id, rating, title, body, author, createdAt }) => ({
          id,
          rating,
          title: title ?? '',
          body,
          author,
          createdAt,
        })),
      }
    : empty

/** Both review services (spec 7.3): the article's reviews and the shop's; a service that fails shows none. */
export async function fetchProductReviews(
  { origin, fetch }: PlatformServices,
  articleNumber: string,
  locale: Locale,
): Promise<ProductReviews> {
  const [product, shop] = await Promise.all([
    getJson(
      fetch,
      `${origin}/platform/reviews/products/${encodeURIComponent(articleNumber)}/reviews?locale=${locale}&perPage=${PER_PAGE}&sort=helpful`,
      productAnswer,
    ),
    getJson(fetch, `${origin}/platform/shop-reviews/reviews?locale=${locale}&limit=3`, shopAnswer),
  ])
  return { product: compact(product), shop: compact(shop) }
}

const ratingSummary = z.object({ average: z.number(), count: z.number() })

/** The article's average rating and review count (the product review service's summary); null when the service fails. */
export async function fetchRatingSummary(
  { origin, fetch }: PlatformServices,
  articleNumber: string,
): Promise<{ average: number; count: number } | null> {
  const answer = await getJson(
    fetch,
    `${origin}/platform/reviews/products/${encodeURIComponent(articleNumber)}/summary`,
    ratingSummary,
  )
  return answer ? { average: answer.average, count: answer.count } : null
}
