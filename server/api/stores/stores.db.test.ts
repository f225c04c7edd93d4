import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { market } from '@common/market'
import { storeLocatorSchema } from '@common/store-locator'
import { startTestServer, type TestServer } from '../../../tests/support/server'

let server: TestServer
const locate = async (query: string) => {
  const response = await fetch(`${server.origin}/api/stores${query}`)
  expect(response.status).toBe(200)
  return z.parse(storeLocatorSchema, ((await response.json()) as { data: unknown }).data)
}

beforeAll(async () => {
  server = await startTestServer({ seeders: [] })
}, 120_000)
afterAll(() => server.close())

describe('GET /api/stores', () => {
  it('lists every store by town when nothing is searched', async () => {
    const answer = await locate('')
    expect(answer.origin).toBeNull()
    expect(answer.stores.length).toBe(13)
    expect(answer.stores.every((store) => store.distanceKm === undefined)).toBe(true)
    // Without the market's try and buy (no settings say it is on) no store is listed with it.
    expect(answer.stores.find((store) => store.key === 'CZ-PRG-PALLADIUM')?.services).toEqual(['clickAndCollect'])
    await server.database.db
      .insertInto('content_entries')
      .values({
        key: 'site-settings',
        locale: market.defaultLocale,
        document: JSON.stringify({ marketFeatures: { hasTryAndBuy: true } }),
      })
      .execute()
    try {
      const withTryAndBuy = await locate('')
      expect(withTryAndBuy.stores.find((store) => store.key === 'CZ-PRG-PALLADIUM')?.services).toContain('tryAndBuy')
    } finally {
      await server.database.db.deleteFrom('content_entries').where('key', '=', 'site-settings').execute()
    }
  })

  it('finds the stores near a postal code, nearest first, with the distance', async () => {
    const answer = await locate('?q=602%2000')
    expect(answer.origin).toMatchObject({ label: '602 00 Brno' })
    expect(answer.stores.map((store) => store.key)).toEqual(['CZ-BRN-VANKOVKA', 'CZ-BRN-OLYMPIA'])
    const distances = answer.stores.map((store) => store.distanceKm!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances[0]).toBeLessThan(2)
  })

  it('finds a town by its name and a Prague district by its code', async () => {
    expect((await locate('?q=olomouc')).stores[0]?.key).toBe('CZ-OLO-SHANGRI')
    const prague = await locate('?q=14800')
    expect(prague.origin?.label).toBe('148 00 Praha 4')
    expect(prague.stores[0]?.key).toBe('CZ-PRG-CHODOV')
    expect(prague.stores.length).toBe(5)
  })

  it('measures from the shopper’s position', async () => {
    const answer = await locate('?lat=49.83&lng=18.28')
    expect(answer.origin).toEqual({ label: null, lat: 49.83, lng: 18.28 })
    expect(answer.stores[0]?.key).toBe('CZ-OST-FORUM')
  })

  it('answers an empty list when nothing is within reach, and says when the place is unknown', async () => {
    const cheb = await locate('?q=35002')
    expect(cheb.placeFound).toBe(true)
    expect(cheb.stores).toEqual([])
    const unknown = await locate('?q=Atlantis')
    expect(unknown).toMatchObject({ placeFound: false, stores: [] })
    expect((await locate('?q=999%2099')).placeFound).toBe(false)
  })

  it('refuses malformed input with 400', async () => {
    for (const query of ['?lat=50', '?lat=91&lng=14', '?lat=x&lng=14', `?q=${'a'.repeat(61)}`]) {
      const response = await fetch(`${server.origin}/api/stores${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json(), query).toHaveProperty('error')
    }
  })
})
