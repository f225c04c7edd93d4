// @ts-nocheck
import { czechStores } from '../../data/stores'
import { typeKeys } from './custom-types'
import type { ChannelDraft, ResourceIdentifier, StoreDraft, TaxCategoryDraft, ZoneDraft } from './types'

export const webChannelKey = 'CZ-web'
export const taxCategoryKey = 'standard-cz'

export const channelRef = (key: string): ResourceIdentifier<'channel'> => ({ typeId: 'channel', key })

/** `CZ-web` distributes and supplies the online shop; every physical store is a supply channel of its own. */
export function buildChannels(): ChannelDraft[] {
  const web: ChannelDraft = {
    key: webChannelKey,
    roles: ['ProductDistribution', 'InventorySupply'],
    name: { 'cs-CZ': 'Kestrel e-shop', en: 'Kestrel online shop' },
    description: { 'cs-CZ': 'Centrální sklad e-shopu', en: 'Central warehouse of the online shop' },
  }
  const stores = czechStores.map((store): ChannelDraft => ({
    key: store.key,
    roles: ['InventorySupply'],
    name: { 'cs-CZ': store.name, en: store.name },
    address: {
      streetName: store.address.streetName,
      streetNumber: store.address.streetNumber,
      postalCode: store.address.postalCode,
      city: store.address.city,
      country: 'CZ',
      phone: store.phone,
      email: store.email,
    },
    geoLocation: { type: 'Point', coordinates: [store.geo.lng, store.geo.lat] },
    custom: {
      type: { typeId: 'type', key: typeKeys.channel },
      fields: {
        channel_CF_OpeningHours: JSON.stringify(store.openingHours),
        channel_CF_Phone: store.phone,
        channel_CF_Email: store.email,
      },
    },
  }))
  return [web, ...stores]
}

export function buildStores(): StoreDraft[] {
  return [
    {
      key: webChannelKey,
      name: { 'cs-CZ': 'Kestrel Česká republika', en: 'Kestrel Czech Republic' },
      languages: ['cs-CZ', 'en'],
      countries: [{ code: 'CZ' }],
      distributionChannels: [channelRef(webChannelKey)],
      supplyChannels: [channelRef(webChannelKey), ...czechStores.map((store) => channelRef(store.key))],
    },
  ]
}

export function buildZones(): ZoneDraft[] {
  return [{ key: 'CZ', name: 'Czech Republic', description: 'Domestic deliveries', locations: [{ country: 'CZ' }] }]
}

export function buildTaxCategories(): TaxCategoryDraft[] {
  return [
    {
      key: taxCategoryKey,
      name: 'Standard VAT',
      description: 'Czech standard VAT rate, included in every gross price',
      rates: [{ key: 'cz-vat-21', name: 'DPH 21 %', amount: 0.21, includedInPrice: true, country: 'CZ' }],
    },
  ]
}
