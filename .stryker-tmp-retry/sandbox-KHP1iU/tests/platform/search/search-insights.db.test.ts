// @ts-nocheck
import aa from 'search-insights'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchTables } from '../../../server/platform/search/tables'
import { startTestServer, type TestServer } from '../../support/server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const QUERY_ID = '0123456789abcdef0123456789abcdef'

/** The package's default client, which in Node sends with the http module. */
function insightsClient() {
  aa('init', {
    appId: 'KESTREL',
    apiKey: 'kestrel-local',
    host: `${server.origin}/platform/search`,
    userToken: 'shopper-1',
  })
  return aa
}

async function storedEvents() {
  return server.database.db.withTables<SearchTables>().selectFrom('search_events').selectAll().orderBy('id').execute()
}

async function post(body: unknown, key = 'kestrel-local'): Promise<Response> {
  return fetch(
    `${server.origin}/platform/search/1/events?X-Algolia-Application-Id=KESTREL&X-Algolia-API-Key=${key}&X-Algolia-Agent=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )
}

describe('the insights endpoint with the official search-insights client', () => {
  it('stores every event type of spec 7.4', async () => {
    const aa = insightsClient()
    const index = 'prod_kestrel_cs-CZ_CZ_Products'
    const sent = await Promise.all([
      aa('clickedObjectIDsAfterSearch', {
        eventName: 'Product Clicked',
        index,
        queryID: QUERY_ID,
        objectIDs: ['1001-01'],
        positions: [3],
      }),
      aa('clickedObjectIDs', { eventName: 'Product Clicked', index, objectIDs: ['1001-02'] }),
      aa('viewedObjectIDs', { eventName: 'Product Viewed', index, objectIDs: ['1001-01', '1002-01'] }),
      aa('addedToCartObjectIDsAfterSearch', {
        eventName: 'Added To Cart',
        index,
        queryID: QUERY_ID,
        objectIDs: ['1001-01'],
        objectData: [{ price: 1990, discount: 500, quantity: 1 }],
        currency: 'CZK',
        value: 1990,
      }),
      aa('addedToCartObjectIDs', {
        eventName: 'Added To Cart',
        index,
        objectIDs: ['1003-01'],
        objectData: [{ price: 3990, quantity: 2 }],
        currency: 'CZK',
        value: 7980,
      }),
      aa('purchasedObjectIDsAfterSearch', {
        eventName: 'Purchased',
        index,
        objectIDs: ['1001-01', '1003-01'],
        objectData: [
          { queryID: QUERY_ID, price: 1990, discount: 500, quantity: 1 },
          { price: 3990, quantity: 2 },
        ],
        currency: 'CZK',
        value: 9970,
      }),
      aa('purchasedObjectIDs', {
        eventName: 'Purchased',
        index,
        objectIDs: ['1005-01'],
        objectData: [{ price: 1290, quantity: 1 }],
        currency: 'CZK',
        value: 1290,
      }),
      aa('clickedFilters', { eventName: 'Filter Clicked', index, filters: ['division:Women'] }),
      aa('viewedFilters', { eventName: 'Filter Viewed', index, filters: ['division:Women', 'discount:10%'] }),
      aa('convertedFilters', { eventName: 'Filter Converted', index, filters: ['collectionType:Boots'] }),
    ])
    expect(sent).toEqual(Array(10).fill(true))

    const events = await storedEvents()
    expect(events).toHaveLength(10)
    expect(events.every((event) => event.user_token === 'shopper-1')).toBe(true)
    const kinds = events.map((event) => `${event.event_type}/${event.event_subtype ?? '-'}`).sort()
    expect(kinds).toEqual([
      'click/-',
      'click/-',
      'click/-',
      'conversion/-',
      'conversion/addToCart',
      'conversion/addToCart',
      'conversion/purchase',
      'conversion/purchase',
      'view/-',
      'view/-',
    ])
    const purchase = events.find((event) => event.event_subtype === 'purchase' && event.object_ids?.length === 2)!
    expect(purchase.event).toMatchObject({
      objectData: [
        { queryID: QUERY_ID, price: 1990, discount: 500, quantity: 1 },
        { price: 3990, quantity: 2 },
      ],
    })
    const viewedFilters = events.find((event) => event.event_name === 'Filter Viewed')!
    expect(viewedFilters.filters).toEqual(['division:Women', 'discount:10%'])
    const click = events.find((event) => event.query_id === QUERY_ID && event.event_type === 'click')!
    expect(click.event).toMatchObject({ positions: [3], objectIDs: ['1001-01'] })
  })
})

describe('validation as the Insights API does it', () => {
  const valid = {
    eventType: 'view',
    eventName: 'Product Viewed',
    index: 'prod_Stores',
    userToken: 'u-1',
    objectIDs: ['a'],
  }

  it('answers OK for a valid batch', async () => {
    const response = await post({ events: [valid] })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 200, message: 'OK' })
  })

  it.each([
    [{ ...valid, eventName: 'x'.repeat(65) }, /eventName must be 1 to 64 printable ASCII characters/],
    [{ ...valid, objectIDs: Array.from({ length: 21 }, (_, i) => `o${i}`) }, /objectIDs must contain at most 20 items/],
    [
      { ...valid, objectIDs: undefined, filters: Array.from({ length: 11 }, (_, i) => `a:${i}`) },
      /filters must contain at most 10 items/,
    ],
    [{ ...valid, objectIDs: undefined }, /either objectIDs or filters/],
    [{ ...valid, eventType: 'hover' }, /eventType/],
    [{ ...valid, eventType: 'click', queryID: QUERY_ID }, /positions are required/],
    [
      { ...valid, eventType: 'click', queryID: QUERY_ID, positions: [1, 2] },
      /positions must have the same length as objectIDs/,
    ],
    [{ ...valid, queryID: 'not-a-query-id' }, /queryID must be 32 hexadecimal characters/],
    [
      { ...valid, eventType: 'conversion', eventSubtype: 'purchase', objectData: [{ price: 1 }, { price: 2 }] },
      /objectData must have the same length/,
    ],
    [{ ...valid, eventSubtype: 'purchase' }, /eventSubtype is only allowed on conversion events/],
    [{ ...valid, userToken: 'has space' }, /userToken/],
    [{ ...valid, timestamp: Date.now() - 31 * 24 * 3600 * 1000 }, /older than 30 days/],
  ])('refuses an invalid event with 422 and stores nothing (%#)', async (event, message) => {
    const before = (await storedEvents()).length
    const response = await post({ events: [valid, event] })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.status).toBe(422)
    expect(body.message).toMatch(/^Invalid event at index 1: /)
    expect(body.message).toMatch(message)
    expect((await storedEvents()).length).toBe(before)
  })

  it('refuses more than 1000 events, an empty list and a body that is not JSON with 400', async () => {
    expect((await post({ events: Array(1001).fill(valid) })).status).toBe(400)
    expect((await post({ events: [] })).status).toBe(400)
    const notJson = await fetch(
      `${server.origin}/platform/search/1/events?X-Algolia-Application-Id=KESTREL&X-Algolia-API-Key=kestrel-local`,
      {
        method: 'POST',
        body: 'events',
      },
    )
    expect(notJson.status).toBe(400)
  })

  it('refuses a wrong key with 403', async () => {
    expect((await post({ events: [valid] }, 'wrong')).status).toBe(403)
  })
})
