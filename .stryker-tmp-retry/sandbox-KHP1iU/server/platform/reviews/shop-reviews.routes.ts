// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../db/database'
import { validate } from '../../http/validate'
import { summarize } from './rating-summary'
import { reviewLocales } from './review-texts'
import type { ReviewTables } from './reviews.tables'

const recentQuery = z.object({
  locale: z.enum(reviewLocales, { message: `locale must be one of ${reviewLocales.join(', ')}` }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(5),
})

/** The shop's own rating (like a merchant-rating widget): overall score, count and the latest reviews. */
export function createShopReviewRoutes(db: Database): Hono {
  const tables = db.withTables<ReviewTables>()
  const approved = () => tables.selectFrom('shop_reviews').where('status', '=', 'approved')
  const summary = async () =>
    summarize(
      await approved()
        .select(['rating', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('rating')
        .execute(),
    )

  return new Hono()
    .get('/summary', async (c) => c.json(await summary()))
    .get('/reviews', validate('query', recentQuery), async (c) => {
      const { locale, limit } = c.req.valid('query')
      let query = approved()
      if (locale) query = query.where('locale', '=', locale)
      const reviews = await query
        .select(['id', 'locale', 'rating', 'body', 'author', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute()
      return c.json({
        summary: await summary(),
        reviews: reviews.map(({ created_at, ...review }) => ({
          ...review,
          createdAt: new Date(created_at).toISOString(),
        })),
      })
    })
}
