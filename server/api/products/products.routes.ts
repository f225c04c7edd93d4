import { Hono } from 'hono'
import { z } from 'zod'
import { market } from '@common/market'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { createProductSource, type ProductSource } from './product-source'
import { PRODUCT_KEY, ratingOf } from './product-view'
import { fetchProductReviews, fetchRatingSummary } from './reviews'
import { fetchRecommendations } from './recommendations'

const keyParam = z.object({
  key: z.string().regex(PRODUCT_KEY, 'key must be {ArticleNumber}-{ColorCode}, e.g. 100001-01380'),
})
const localeQuery = z.object({
  locale: z.enum(market.locales, { message: `locale must be one of ${market.locales.join(', ')}` }),
})

/** One product source per platform access: the distribution channel's id is looked up once. */
const sources = new WeakMap<object, ProductSource>()

/** The product page's data (spec 2.7, 3.11): the product in the store, its reviews and recommendations. */
export const productsRoutes = new Hono<ApiEnv>()
  .get('/:key', validate('param', keyParam), validate('query', localeQuery), async (c) => {
    const platform = c.var.deps.platform
    let source = sources.get(platform)
    if (!source) sources.set(platform, (source = createProductSource(platform)))
    const key = c.req.valid('param').key
    const [articleNumber = ''] = key.split('-')
    const [product, rating] = await Promise.all([
      source.productByKey(key, c.req.valid('query').locale),
      fetchRatingSummary(platform, articleNumber),
    ])
    if (!product) return c.json({ error: 'Product not found' }, 404)
    c.header('cache-control', 'public, max-age=60')
    return c.json({ data: { ...product, rating: ratingOf(rating) } })
  })
  .get('/:key/reviews', validate('param', keyParam), validate('query', localeQuery), async (c) => {
    const [articleNumber = ''] = c.req.valid('param').key.split('-')
    const reviews = await fetchProductReviews(c.var.deps.platform, articleNumber, c.req.valid('query').locale)
    c.header('cache-control', 'public, max-age=300')
    return c.json({ data: reviews })
  })
  .get('/:key/recommendations', validate('param', keyParam), validate('query', localeQuery), async (c) => {
    const recommendations = await fetchRecommendations(
      c.var.deps.platform,
      c.req.valid('param').key,
      c.req.valid('query').locale,
    )
    c.header('cache-control', 'public, max-age=300')
    return c.json({ data: recommendations })
  })
