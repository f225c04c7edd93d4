// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'

let server: TestServer
const get = async (path: string) => {
  const response = await fetch(`${server.origin}/platform/locations${path}`)
  return { status: response.status, body: await response.json() }
}

interface Found {
  id: string
  carrier?: string
  distanceKm?: number
  address: { city: string; postalCode: string }
  openingHours: Record<string, { open: string; close: string } | null>
}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('stores over HTTP', () => {
  it('finds the nearest stores within the radius, nearest first, with the distance', async () => {
    const { status, body } = await get('/stores?lat=49.1951&lng=16.6068&radiusKm=10')
    expect(status).toBe(200)
    expect(body.results.map((store: Found) => store.id)).toEqual(['CZ-BRN-VANKOVKA', 'CZ-BRN-OLYMPIA'])
    const [first, second] = body.results as Found[]
    expect(first?.distanceKm).toBeGreaterThan(0.5)
    expect(first?.distanceKm).toBeLessThan(second?.distanceKm ?? 0)
    expect(second?.distanceKm).toBeLessThan(10)
    expect(first?.openingHours.sunday).toEqual({ open: '10:00', close: '20:00' })
  })

  it('searches by city or postal code, and answers no stores found with an empty list', async () => {
    const byCity = await get('/stores?q=praha')
    expect(byCity.body.total).toBe(5)
    const byZip = await get('/stores?q=110%2000')
    expect(byZip.body.results.map((store: Found) => store.id).sort()).toEqual(['CZ-PRG-NA-PRIKOPE', 'CZ-PRG-PALLADIUM'])
    expect(await get('/stores?lat=35.0&lng=25.0&radiusKm=100')).toEqual({
      status: 200,
      body: { total: 0, results: [] },
    })
    expect((await get('/stores/CZ-PLZ-PLAZA')).body.address.city).toBe('Plzeň')
    expect((await get('/stores/NOWHERE')).status).toBe(404)
  })

  it('answers bad coordinates and limits with 400 and a message', async () => {
    const lonely = await get('/stores?lat=50')
    expect(lonely.status).toBe(400)
    expect(lonely.body.error).toMatch(/lat and lng go together/)
    expect((await get('/stores?lat=abc&lng=14')).status).toBe(400)
    expect((await get('/stores?lat=91&lng=14')).status).toBe(400)
    expect((await get('/stores?limit=0')).status).toBe(400)
    expect((await get('/stores?radiusKm=-1&lat=50&lng=14')).status).toBe(400)
  })
})

describe('parcel shops over HTTP', () => {
  it('holds 60 points of the four Czech carriers with addresses and weekly hours', async () => {
    const { body } = await get('/parcel-shops?limit=100')
    expect(body.total).toBe(60)
    const carriers = new Set((body.results as Found[]).map((shop) => shop.carrier))
    expect([...carriers].sort()).toEqual(['balikovna', 'dpd', 'packeta', 'ppl'])
    for (const shop of body.results as Found[]) {
      expect(shop.address.postalCode).toMatch(/^\d{3} \d{2}$/)
      expect(Object.keys(shop.openingHours)).toHaveLength(7)
    }
  })

  it('filters by carrier and sorts by distance', async () => {
    const { body } = await get('/parcel-shops?carrier=packeta&lat=50.0875&lng=14.4213&radiusKm=8&limit=5')
    const found = body.results as Found[]
    expect(found.length).toBeGreaterThanOrEqual(2)
    expect(found.every((shop) => shop.carrier === 'packeta' && shop.address.city === 'Praha')).toBe(true)
    const distances = found.map((shop) => shop.distanceKm ?? Infinity)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const first = found[0]
    expect((await get(`/parcel-shops/${first?.id}`)).body.id).toBe(first?.id)
  })

  it('rejects an unknown carrier', async () => {
    const { status, body } = await get('/parcel-shops?carrier=pigeon-post')
    expect(status).toBe(400)
    expect(body.error).toMatch(/carrier/)
  })
})
