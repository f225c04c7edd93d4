import { describe, expect, it } from 'vitest'
import { pickupPointOf, storeDataOf, storeKeyOf } from './chosen-store'

const store = {
  key: 'CZ-BRN-VANKOVKA',
  name: 'Kestrel Brno Vaňkovka',
  address: { streetName: 'Ve Vaňkovce 1', postalCode: '60200', city: 'Brno', country: 'CZ' },
}

describe('the remembered click-and-collect store', () => {
  it('keeps the supply channel the cart reads and the address the checkout shows', () => {
    const data = storeDataOf(store)
    expect(data.supplyChannels).toEqual([{ key: store.key }])
    expect(storeKeyOf(data)).toBe(store.key)
    expect(pickupPointOf(data)).toEqual({ id: store.key, name: store.name, address: store.address })
  })

  it('is no pickup point when only its key is known or what was stored is not a store', () => {
    expect(pickupPointOf({ key: 'CZ-PRG-CHODOV', supplyChannels: [{ key: 'CZ-PRG-CHODOV' }] })).toBeNull()
    expect(pickupPointOf({ key: 'x', name: 'y', address: { city: 3 } })).toBeNull()
    expect(pickupPointOf(null)).toBeNull()
    expect(pickupPointOf('CZ-PRG-CHODOV')).toBeNull()
    expect(storeKeyOf({ key: 7 })).toBeNull()
  })
})
