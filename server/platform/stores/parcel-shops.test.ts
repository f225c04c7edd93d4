import { describe, expect, it } from 'vitest'
import { lookupPostalCode } from '../addresses/postal-codes'
import { czechStores } from '../data/stores'
import { distanceKm } from './distance'
import { buildParcelShops, parcelShops } from './parcel-shops'

describe('parcel shops', () => {
  it('are 60 points with unique ids, inside the Czech Republic, at postal codes the address service knows', () => {
    expect(parcelShops).toHaveLength(60)
    expect(new Set(parcelShops.map((shop) => shop.id)).size).toBe(60)
    for (const shop of parcelShops) {
      expect(shop.geo.lat).toBeGreaterThan(48.55)
      expect(shop.geo.lat).toBeLessThan(51.06)
      expect(shop.geo.lng).toBeGreaterThan(12.09)
      expect(shop.geo.lng).toBeLessThan(18.86)
      expect(lookupPostalCode(shop.address.postalCode)?.city, shop.id).toBe(shop.address.city)
    }
  })

  it('come out the same on every build', () => {
    expect(buildParcelShops()).toEqual(parcelShops)
    expect(parcelShops[0]).toMatchObject({ id: 'packeta-0001', carrier: 'packeta', address: { city: 'Praha' } })
  })

  it('share the postal table with the stores', () => {
    for (const store of czechStores) expect(lookupPostalCode(store.address.postalCode), store.key).toBeDefined()
  })

  it('stand near the centre their postal code answers, so a distance from a postal code is meaningful', () => {
    for (const place of [...czechStores, ...parcelShops]) {
      const centre = lookupPostalCode(place.address.postalCode)!.geo
      expect(distanceKm(centre, place.geo), place.name).toBeLessThan(12)
    }
  })
})
