// @ts-nocheck
import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/database'
import { summarize, type RatingSummary } from './rating-summary'
import type { ReviewTables } from './reviews.tables'

export const reviewSorts = ['newest', 'oldest', 'rating_desc', 'rating_asc', 'helpful'] as const
type ReviewSort = (typeof reviewSorts)[number]

interface ReviewPageQuery {
  locale?: string | undefined
  rating?: number | undefined
  sort: ReviewSort
  page: number
  perPage: number
}

interface NewReview {
  locale: string
  rating: number
  title: string
  body: string
  author: string
  email?: string | undefined
}

const orderings: Record<
  ReviewSort,
  readonly [column: 'created_at' | 'rating' | 'helpful_votes', direction: 'asc' | 'desc'][]
> = {
  newest: [['created_at', 'desc']],
  oldest: [['created_at', 'asc']],
  rating_desc: [
    ['rating', 'desc'],
    ['created_at', 'desc'],
  ],
  rating_asc: [
    ['rating', 'asc'],
    ['created_at', 'desc'],
  ],
  helpful: [
    ['helpful_votes', 'desc'],
    ['created_at', 'desc'],
  ],
}

export function productReviewStore(db: Database) {
  const tables = db.withTables<ReviewTables>()
  const approved = () => tables.selectFrom('product_reviews').where('status', '=', 'approved')

  return {
    async summaries(articleNumbers: readonly string[]): Promise<Record<string, RatingSummary>> {
      const rows = await approved()
        .where('article_number', 'in', articleNumbers)
        .select(['article_number', 'rating', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy(['article_number', 'rating'])
        .execute()
      return Object.fromEntries(
        articleNumbers.map((number) => [number, summarize(rows.filter((row) => row.article_number === number))]),
      )
    },

    async page(articleNumber: string, query: ReviewPageQuery) {
      let filtered = approved().where('article_number', '=', articleNumber)
      if (query.locale) filtered = filtered.where('locale', '=', query.locale)
      if (query.rating) filtered = filtered.where('rating', '=', query.rating)
      const { total } = await filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
      let rows = filtered.select([
        'id',
        'locale',
        'rating',
        'title',
        'body',
        'author',
        'verified_purchase',
        'helpful_votes',
        'created_at',
      ])
      for (const [column, direction] of orderings[query.sort]) rows = rows.orderBy(column, direction)
      const reviews = await rows
        .orderBy('id')
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
        .execute()
      return {
        total: Number(total),
        reviews: reviews.map(({ verified_purchase, helpful_votes, created_at, ...review }) => ({
          ...review,
          verifiedPurchase: verified_purchase,
          helpfulVotes: helpful_votes,
          createdAt: new Date(created_at).toISOString(),
        })),
      }
    },

    /** New reviews wait for moderation: they are neither shown nor counted until approved. */
    async submit(articleNumber: string, review: NewReview, now = new Date()) {
      const id = `rev-${randomUUID()}`
      await tables
        .insertInto('product_reviews')
        .values({
          id,
          article_number: articleNumber,
          ...review,
          email: review.email ?? null,
          status: 'pending',
          created_at: now,
        })
        .execute()
      return { id, status: 'pending' as const }
    },

    async moderate(id: string, status: 'approved' | 'rejected'): Promise<boolean> {
      const result = await tables.updateTable('product_reviews').set({ status }).where('id', '=', id).executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
  }
}
