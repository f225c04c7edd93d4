import { czechStores, type StoreRecord } from '../data/stores'
import type { SearchRecord } from './engine/record-store'

/** A `prod_Stores` record: the store with Algolia's `_geoloc` for distance search. */
function storeToRecord(store: StoreRecord): SearchRecord {
  return {
    objectID: store.key,
    key: store.key,
    name: store.name,
    streetName: store.address.streetName,
    streetNumber: store.address.streetNumber,
    postalCode: store.address.postalCode,
    city: store.address.city,
    country: store.address.country,
    phone: store.phone,
    email: store.email,
    openingHours: store.openingHours,
    services: store.services,
    _geoloc: { lat: store.geo.lat, lng: store.geo.lng },
  }
}

export const storeRecords = (): SearchRecord[] => czechStores.map(storeToRecord)
