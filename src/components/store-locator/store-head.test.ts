import { describe, expect, it } from 'vitest'
import type { LocatedStore } from '@common/store-locator'
import { shownServices, storeJsonLd } from './store-head'

const store: LocatedStore = {
  key: 'CZ-LBC-NISA',
  name: 'Kestrel Liberec Nisa',
  address: { streetName: 'Sousedská', streetNumber: '600', postalCode: '46001', city: 'Liberec', country: 'CZ' },
  geo: { lat: 50.7757, lng: 15.089 },
  phone: '+420 222 100 111',
  email: 'cz-lbc-nisa@stores.kestrel.example',
  openingHours: {
    monday: { open: '09:00', close: '21:00' },
    tuesday: { open: '09:00', close: '21:00' },
    wednesday: { open: '09:00', close: '21:00' },
    thursday: { open: '09:00', close: '21:00' },
    friday: { open: '09:00', close: '21:00' },
    saturday: { open: '09:00', close: '21:00' },
    sunday: null,
  },
  services: ['clickAndCollect', 'tryAndBuy'],
}

describe('store structured data', () => {
  it('is a ShoeStore with its address, position and the hours of the days it opens', () => {
    const data = storeJsonLd(store, 'https://shop.example/prodejny', 'https://shop.example')
    expect(data).toMatchObject({
      '@type': 'ShoeStore',
      '@id': 'https://shop.example/prodejny#CZ-LBC-NISA',
      name: 'Kestrel Liberec Nisa',
      address: {
        streetAddress: 'Sousedská 600',
        postalCode: '460 01',
        addressLocality: 'Liberec',
        addressCountry: 'CZ',
      },
      geo: { latitude: 50.7757, longitude: 15.089 },
      parentOrganization: { '@id': 'https://shop.example/#organization' },
    })
    expect(data.openingHoursSpecification).toHaveLength(6)
    expect(data.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '21:00',
    })
  })
})

describe('store services', () => {
  it('lists try and buy only where the market offers it', () => {
    expect(shownServices(store.services, true)).toEqual(['clickAndCollect', 'tryAndBuy'])
    expect(shownServices(store.services, false)).toEqual(['clickAndCollect'])
  })
})
