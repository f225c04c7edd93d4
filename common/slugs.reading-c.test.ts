import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Market from './market'
import type * as Slugs from './slugs'

/**
 * The slugs of reading C (spec 1.2, 2.4), with the market set up as that reading: the module is
 * loaded afresh under `MARKET_READING=C`, as a server started so would load it.
 */
let slugs: typeof Slugs
let market: typeof Market

beforeAll(async () => {
  vi.stubEnv('MARKET_READING', 'C')
  vi.resetModules()
  market = await import('./market')
  slugs = await import('./slugs')
})

afterAll(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('reading C: 35 locales, prefixes as needed and the slugs of spec 2.4', () => {
  it('serves international English without a prefix and every other locale under its own', () => {
    expect(market.market.locales).toHaveLength(35)
    expect(market.localeBase('en')).toBe('')
    expect(market.localeBase('de-AT')).toBe('/de-at')
    expect(market.localeOfPath('/pl-pl/women')).toBe('pl-PL')
    expect(market.localeOfPath('/women')).toBe('en')
  })

  it('sells each locale in its country store and currency', () => {
    expect(market.salesOf('de-AT')).toMatchObject({ storeKey: 'AT-web', currency: 'EUR', country: 'AT' })
    expect(market.salesOf('pl-PL')).toMatchObject({ storeKey: 'PL-web', currency: 'PLN', country: 'PL' })
    expect(market.salesOf('ja-JP')).toMatchObject({ storeKey: 'JP-web', currency: 'JPY' })
    expect(market.marketStores.find((store) => store.storeKey === 'BE-web')?.locales).toEqual(['nl-BE', 'fr-BE'])
    expect(market.textLanguage('de-AT')).toBe('en')
    expect(market.textLanguage('cs-CZ')).toBe('cs-CZ')
  })

  it('translates the account slugs per language and locale, English elsewhere', () => {
    expect(slugs.toPublicPath('/de-at/my-account/wishlist')).toBe('/de-at/my-account/favoriten')
    expect(slugs.toPublicPath('/fr-fr/my-account/wishlist')).toBe('/fr-fr/my-account/favoris')
    expect(slugs.toPublicPath('/fr-be/my-account/profile')).toBe('/fr-be/my-account/profil')
    expect(slugs.toPublicPath('/pl-pl/my-account/wishlist')).toBe('/pl-pl/my-account/ulubione')
    expect(slugs.toPublicPath('/es-es/my-account/orders')).toBe('/es-es/my-account/pedidos')
    expect(slugs.toPublicPath('/fr-ca/my-account/orders')).toBe('/fr-ca/my-account/commandes')
    expect(slugs.toPublicPath('/en-gb/my-account/wishlist')).toBe('/en-gb/my-account/wishlist')
    expect(slugs.toInternalPath('/de-at/my-account/favoriten')).toBe('/de-at/my-account/wishlist')
    expect(slugs.toPublicPath('/cs-cz/women')).toBe('/cs-cz/ženy')
  })

  it('renames the collections section in North America, and only the section', () => {
    expect(slugs.toPublicPath('/en-us/collections/gifts')).toBe('/en-us/shoes/gifts')
    expect(slugs.toPublicPath('/fr-ca/collections')).toBe('/fr-ca/chaussures')
    expect(slugs.toInternalPath('/en-ca/shoes/gifts')).toBe('/en-ca/collections/gifts')
    expect(slugs.toInternalPath('/en-us/women/shoes/heels')).toBe('/en-us/women/shoes/heels')
    expect(slugs.toPublicPath('/en-us/women/collections')).toBe('/en-us/women/collections')
    expect(slugs.toPublicPath('/en-gb/collections')).toBe('/en-gb/collections')
  })
})
