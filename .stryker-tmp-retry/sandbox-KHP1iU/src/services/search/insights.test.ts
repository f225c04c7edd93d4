// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { filtersEvent, insightsUserToken, productClickEvent, productsViewedEvents } from './insights'

describe('insights events', () => {
  it('a click without a queryID is a plain click', () => {
    expect(productClickEvent({ index: 'i', userToken: 'u', objectID: 'o', position: 1 })).toEqual({
      eventType: 'click',
      eventName: 'Product Clicked',
      index: 'i',
      userToken: 'u',
      objectIDs: ['o'],
    })
  })

  it('views go out 20 objectIDs at a time; filters keep the last 10', () => {
    const ids = Array.from({ length: 45 }, (_, index) => String(index))
    expect(
      productsViewedEvents({ index: 'i', userToken: 'u', objectIDs: ids }).map((event) => event.objectIDs?.length),
    ).toEqual([20, 20, 5])
    const filters = Array.from({ length: 12 }, (_, index) => `color:${index}`)
    expect(filtersEvent({ kind: 'click', index: 'i', userToken: 'u', filters }).filters).toEqual(filters.slice(2))
  })

  it('keeps the user token in a 180-day cookie', () => {
    const doc = { cookie: '' }
    const token = insightsUserToken(doc)
    expect(token).toMatch(/^anonymous-/)
    expect(doc.cookie).toContain(`Max-Age=${180 * 24 * 3600}`)
    expect(insightsUserToken({ cookie: `other=1; _ALGOLIA=${token}` })).toBe(token)
  })
})
