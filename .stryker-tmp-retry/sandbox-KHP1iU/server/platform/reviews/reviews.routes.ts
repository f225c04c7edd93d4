// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../db/database'
import { validate } from '../../http/validate'
import { requireApiKey } from '../api-key'
import { productReviewStore, reviewSorts } from './product-reviews'
import { reviewLocales } from './review-texts'
import type { ReviewServiceOptions } from './reviews.config'

const articleNumber = z.string().regex(/^\d{4,12}$/, 'articleNumber must be 4–12 digits')
const locale = z.enum(reviewLocales, { message: `locale must be one of ${reviewLocales.join(', ')}` })

const pageQuery = z.object({
  locale: locale.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  sort: z.enum(reviewSorts, { message: `sort must be one of ${reviewSorts.join(', ')}` }).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
})

const summariesQuery = z.object({
  articleNumbers: z
    .string()
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(articleNumber).min(1, 'articleNumbers lists at least one').max(100, 'at most 100 articleNumbers')),
})

const reviewBody = z.object({
  locale,
  rating: z.number().int().min(1, 'rating is 1–5 stars').max(5, 'rating is 1–5 stars'),
  title: z.string().trim().min(3, 'title needs at least 3 characters').max(120),
  body: z.string().trim().min(10, 'body needs at least 10 characters').max(5000),
  author: z.string().trim().min(2, 'author needs at least 2 characters').max(60),
  email: z.email('email must be an email address').max(70).optional(),
})

const moderationBody = z.object({ status: z.enum(['approved', 'rejected']) })

/**
 * Product reviews per article number (like a product-review SaaS's REST API). Reading published
 * reviews and submitting one are public (the widget's API); moderation takes the private API key.
 */
export function createReviewRoutes(db: Database, { apiKey }: ReviewServiceOptions): Hono {
  const store = productReviewStore(db)
  return new Hono()
    .use(
      '/reviews/*',
      requireApiKey(apiKey, (c) =>
        c.json({ error: 'Moderation requires the private API key (x-api-key or Authorization: Bearer).' }, 401),
      ),
    )
    .get('/products/summaries', validate('query', summariesQuery), async (c) => {
      return c.json({ summaries: await store.summaries(c.req.valid('query').articleNumbers) })
    })
    .get('/products/:articleNumber/summary', validate('param', z.object({ articleNumber })), async (c) => {
      const { articleNumber: number } = c.req.valid('param')
      return c.json({ articleNumber: number, ...(await store.summaries([number]))[number] })
    })
    .get(
      '/products/:articleNumber/reviews',
      validate('param', z.object({ articleNumber })),
      validate('query', pageQuery),
      async (c) => {
        const { articleNumber: number } = c.req.valid('param')
        const query = c.req.valid('query')
        const [summaries, { total, reviews }] = await Promise.all([
          store.summaries([number]),
          store.page(number, query),
        ])
        return c.json({
          articleNumber: number,
          summary: summaries[number],
          page: query.page,
          perPage: query.perPage,
          total,
          totalPages: Math.ceil(total / query.perPage),
          reviews,
        })
      },
    )
    .post(
      '/products/:articleNumber/reviews',
      validate('param', z.object({ articleNumber })),
      validate('json', reviewBody),
      async (c) => {
        const created = await store.submit(c.req.valid('param').articleNumber, c.req.valid('json'))
        return c.json(created, 202)
      },
    )
    .patch(
      '/reviews/:id',
      validate('param', z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/) })),
      validate('json', moderationBody),
      async (c) => {
        const { id } = c.req.valid('param')
        const found = await store.moderate(id, c.req.valid('json').status)
        return found ? c.json({ id, status: c.req.valid('json').status }) : c.json({ error: `No review ${id}` }, 404)
      },
    )
}
