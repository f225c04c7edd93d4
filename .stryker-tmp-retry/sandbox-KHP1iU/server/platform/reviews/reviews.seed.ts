// @ts-nocheck
import type { Insertable } from 'kysely'
import type { Database } from '../../db/database'
import type { Seeder } from '../../db/seed'
import { buildDemoCatalog } from '../commerce/catalog/demo-catalog'
import { createRandom, seedOf } from '../commerce/catalog/prng'
import { drawRating, productReviewText, reviewLocales, shopReviewText } from './review-texts'
import type { ReviewTables } from './reviews.tables'

/** Seeded dates count back from this day, never from the clock. */
const REFERENCE_DAY = Date.UTC(2026, 9, 31, 18, 0)
const DAY = 86_400_000
const SHOP_REVIEWS = 240

/** The article numbers of the demo catalog that have reviews: about three in four, chosen by hash. */
export function reviewedArticleNumbers(): string[] {
  const numbers = new Set<string>()
  for (const product of buildDemoCatalog({ scale: 1 }).products) {
    // Gift wrap is a service, not something people review.
    if (product.productType.key === 'Giftwrap') continue
    const attribute = product.masterVariant.attributes?.find((candidate) => candidate.name === 'ArticleNumber')
    if (typeof attribute?.value === 'string') numbers.add(attribute.value)
  }
  return [...numbers].sort().filter((number) => seedOf(`reviews:${number}`) % 4 !== 0)
}

function productReviews(): Insertable<ReviewTables['product_reviews']>[] {
  return reviewedArticleNumbers().flatMap((articleNumber) => {
    const random = createRandom(seedOf(`reviews:${articleNumber}`))
    const bias = (random.next() - 0.5) * 0.3
    return Array.from({ length: random.int(1, 14) }, (_, index) => {
      const locale = random.chance(0.7) ? 'cs-CZ' : 'en'
      const rating = drawRating(random, bias)
      return {
        id: `seed-${articleNumber}-${String(index + 1).padStart(2, '0')}`,
        article_number: articleNumber,
        locale,
        rating,
        ...productReviewText(random, locale, rating),
        verified_purchase: random.chance(0.8),
        helpful_votes: random.int(0, 25),
        status: 'approved' as const,
        created_at: new Date(REFERENCE_DAY - random.int(0, 540) * DAY - random.int(0, 600) * 60_000),
      }
    })
  })
}

function shopReviews(): Insertable<ReviewTables['shop_reviews']>[] {
  const random = createRandom(seedOf('shop-reviews'))
  return Array.from({ length: SHOP_REVIEWS }, (_, index) => {
    const locale = random.pick(reviewLocales)
    const rating = drawRating(random, 0.1)
    return {
      id: `seed-shop-${String(index + 1).padStart(3, '0')}`,
      locale,
      rating,
      ...shopReviewText(random, locale, rating),
      status: 'approved' as const,
      created_at: new Date(REFERENCE_DAY - index * 1.5 * DAY - random.int(0, 600) * 60_000),
    }
  })
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 400) await insert(rows.slice(start, start + 400))
}

/** Seeded reviews keep their ids, so seeding again adds nothing and posted reviews stay. */
export const reviewsSeeder: Seeder = {
  name: 'product and shop reviews',
  async run(db: Database) {
    const tables = db.withTables<ReviewTables>()
    await insertChunks(productReviews(), (chunk) =>
      tables
        .insertInto('product_reviews')
        .values(chunk)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute(),
    )
    await insertChunks(shopReviews(), (chunk) =>
      tables
        .insertInto('shop_reviews')
        .values(chunk)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute(),
    )
  },
}
