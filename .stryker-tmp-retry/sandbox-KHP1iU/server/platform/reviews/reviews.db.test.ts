// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { LOCAL_REVIEWS_API_KEY } from './reviews.config'
import { reviewedArticleNumbers, reviewsSeeder } from './reviews.seed'

let server: TestServer
let reviewed: string[]
const MODERATOR = { 'x-api-key': LOCAL_REVIEWS_API_KEY }
const request = async (path: string, init?: { method: string; body: unknown; headers?: Record<string, string> }) => {
  const response = await fetch(`${server.origin}/platform${path}`, {
    ...(init && {
      method: init.method,
      headers: { ...init.headers, 'content-type': 'application/json' },
      body: JSON.stringify(init.body),
    }),
  })
  return { status: response.status, body: await response.json() }
}

interface Review {
  id: string
  locale: string
  rating: number
  createdAt: string
}

beforeAll(async () => {
  server = await startTestServer({ seeders: [reviewsSeeder] })
  reviewed = reviewedArticleNumbers()
})
afterAll(() => server.close())

describe('product reviews over HTTP', () => {
  it('seeds a deterministic subset of the demo catalog’s article numbers', () => {
    expect(reviewed.length).toBeGreaterThan(100)
    expect(reviewed).toEqual(reviewedArticleNumbers())
    expect(reviewed.every((number) => /^\d{6}$/.test(number))).toBe(true)
  })

  it('summarizes the ratings of an article: average, count and the 1–5 distribution', async () => {
    const number = reviewed[0] as string
    const { status, body } = await request(`/reviews/products/${number}/summary`)
    expect(status).toBe(200)
    const counts = Object.values(body.distribution as Record<string, number>)
    expect(Object.keys(body.distribution)).toEqual(['1', '2', '3', '4', '5'])
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(body.count)
    const stars = counts.reduce((sum, count, index) => sum + count * (index + 1), 0)
    expect(body.average).toBeCloseTo(stars / body.count, 1)
  })

  it('pages and sorts the reviews and filters them by locale', async () => {
    const number = reviewed.find((candidate) => candidate.endsWith('7')) ?? (reviewed[1] as string)
    const all = await request(`/reviews/products/${number}/reviews?perPage=50&sort=rating_desc`)
    expect(all.body.total).toBe(all.body.summary.count)
    const ratings = (all.body.reviews as Review[]).map((review) => review.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const first = await request(`/reviews/products/${number}/reviews?perPage=2&page=1`)
    const second = await request(`/reviews/products/${number}/reviews?perPage=2&page=2`)
    expect(first.body.totalPages).toBe(Math.ceil(first.body.total / 2))
    const dates = [...first.body.reviews, ...second.body.reviews].map((review: Review) => review.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set([...first.body.reviews, ...second.body.reviews].map((review: Review) => review.id)).size).toBe(
      dates.length,
    )
    const czech = await request(`/reviews/products/${number}/reviews?locale=cs-CZ&perPage=50`)
    expect((czech.body.reviews as Review[]).every((review) => review.locale === 'cs-CZ')).toBe(true)
  })

  it('answers an article without reviews with an empty summary and list', async () => {
    const { status, body } = await request('/reviews/products/999999/reviews')
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 0, totalPages: 0, reviews: [], summary: { average: 0, count: 0 } })
    const bulk = await request(`/reviews/products/summaries?articleNumbers=${reviewed[0]},999999`)
    expect(Object.keys(bulk.body.summaries)).toEqual([reviewed[0], '999999'])
  })

  it('holds a posted review for moderation until it is approved', async () => {
    const number = '999998'
    const posted = await request(`/reviews/products/${number}/reviews`, {
      method: 'POST',
      body: { locale: 'cs-CZ', rating: 5, title: 'Výborné', body: 'Sedí perfektně, doporučuji.', author: 'Jana N.' },
    })
    expect(posted.status).toBe(202)
    expect(posted.body.status).toBe('pending')
    expect((await request(`/reviews/products/${number}/summary`)).body.count).toBe(0)
    for (const headers of [
      {},
      { 'x-api-key': 'not-the-key-of-this-service' },
      { authorization: 'Bearer not-the-key-of-this-service' },
    ] as Record<string, string>[]) {
      const refused = await request(`/reviews/reviews/${posted.body.id}`, {
        method: 'PATCH',
        body: { status: 'approved' },
        headers,
      })
      expect(refused).toEqual({ status: 401, body: { error: expect.stringMatching(/private API key/) } })
    }
    expect((await request(`/reviews/products/${number}/summary`)).body.count).toBe(0)
    expect(
      (
        await request(`/reviews/reviews/${posted.body.id}`, {
          method: 'PATCH',
          body: { status: 'approved' },
          headers: MODERATOR,
        })
      ).status,
    ).toBe(200)
    const after = await request(`/reviews/products/${number}/reviews`)
    expect(after.body.summary).toMatchObject({ average: 5, count: 1, distribution: { '5': 1 } })
    expect(after.body.reviews[0].id).toBe(posted.body.id)
  })

  it('answers bad input with 400 and a message', async () => {
    const badRating = await request('/reviews/products/100001/reviews', {
      method: 'POST',
      body: { locale: 'en', rating: 6, title: 'Hm', body: 'short', author: 'X' },
    })
    expect(badRating.status).toBe(400)
    expect(badRating.body.error).toMatch(
      /rating is 1–5 stars.*title needs at least 3.*body needs at least 10.*author needs at least 2/,
    )
    expect((await request('/reviews/products/abc/reviews')).body.error).toMatch(/articleNumber must be 4–12 digits/)
    expect((await request('/reviews/products/100001/reviews?sort=random')).status).toBe(400)
    expect((await request('/reviews/products/100001/reviews?perPage=500')).status).toBe(400)
    expect((await request('/reviews/products/summaries')).status).toBe(400)
    expect(
      (await request('/reviews/reviews/nope', { method: 'PATCH', body: { status: 'approved' }, headers: MODERATOR }))
        .status,
    ).toBe(404)
  })

  it('seeds idempotently', async () => {
    const before = await request(`/reviews/products/${reviewed[0]}/summary`)
    await reviewsSeeder.run(server.database.db)
    expect((await request(`/reviews/products/${reviewed[0]}/summary`)).body).toEqual(before.body)
  })
})

describe('shop reviews over HTTP', () => {
  it('gives the shop’s overall rating and the latest reviews', async () => {
    const summary = await request('/shop-reviews/summary')
    expect(summary.body.count).toBe(240)
    expect(summary.body.average).toBeGreaterThan(3.5)
    const recent = await request('/shop-reviews/reviews?limit=4&locale=en')
    const reviews = recent.body.reviews as Review[]
    expect(reviews).toHaveLength(4)
    expect(reviews.every((review) => review.locale === 'en')).toBe(true)
    expect(reviews.map((review) => review.createdAt)).toEqual(
      reviews
        .map((review) => review.createdAt)
        .sort()
        .reverse(),
    )
    expect((await request('/shop-reviews/reviews?limit=0')).status).toBe(400)
  })
})
