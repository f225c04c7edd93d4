// @ts-nocheck
import type { Generated } from 'kysely'

/** Tables of the review stand-ins (migration `0251_reviews.sql`). */
export type ReviewStatus = 'pending' | 'approved' | 'rejected'

export type ReviewTables = {
  product_reviews: {
    id: string
    article_number: string
    locale: string
    rating: number
    title: string
    body: string
    author: string
    email: string | null
    verified_purchase: Generated<boolean>
    helpful_votes: Generated<number>
    status: ReviewStatus
    created_at: Date
  }
  shop_reviews: {
    id: string
    locale: string
    rating: number
    body: string
    author: string
    status: ReviewStatus
    created_at: Date
  }
}
