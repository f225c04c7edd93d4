import { describe, expect, it } from 'vitest'
import { isLocale, localeFromPrefix, localeOfPath, marketFromEnvironment, parseMarket } from './market'

describe('market locales', () => {
  it('reads the locale from the path prefix; the default locale has none', () => {
    expect(localeOfPath('/')).toBe('cs-CZ')
    expect(localeOfPath('/vyhledat')).toBe('cs-CZ')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/search')).toBe('en')
    expect(localeOfPath('/english')).toBe('cs-CZ')
  })

  it('knows its locales and prefixes', () => {
    expect(isLocale('en')).toBe(true)
    expect(isLocale('de-DE')).toBe(false)
    expect(localeFromPrefix(undefined)).toBe('cs-CZ')
    expect(localeFromPrefix('en')).toBe('en')
    expect(localeFromPrefix('xx')).toBeUndefined()
  })
})

describe('the market setup from the environment', () => {
  it('is the Czech market of reading A without settings', () => {
    const czech = marketFromEnvironment({})
    expect(czech).toMatchObject({ storeKey: 'CZ-web', currency: 'CZK', country: 'CZ', locales: ['cs-CZ', 'en'] })
    expect(czech.features.hasTryAndBuy).toBe(false)
  })

  it('narrows the locales with MARKET_LOCALES, the default first (reading B)', () => {
    expect(marketFromEnvironment({ MARKET_LOCALES: 'en' }).locales).toEqual(['en'])
    expect(marketFromEnvironment({ MARKET_LOCALES: ' en , cs-CZ ' }).locales).toEqual(['en', 'cs-CZ'])
  })

  it('takes any other field from MARKET_CONFIG', () => {
    const config = marketFromEnvironment({ MARKET_CONFIG: JSON.stringify({ roundingUnit: 10 }) })
    expect(config.roundingUnit).toBe(10)
  })

  it("is reading C with MARKET_READING=C: the 35 locales, each sold by its country's store", () => {
    const international = marketFromEnvironment({ MARKET_READING: 'C' })
    expect(international.locales).toHaveLength(35)
    expect(international.locales[0]).toBe('en')
    expect(international.localeSales?.['de-AT']).toMatchObject({ storeKey: 'AT-web', currency: 'EUR', country: 'AT' })
    expect(international.localeSales?.['pl-PL']).toMatchObject({ storeKey: 'PL-web', currency: 'PLN', country: 'PL' })
    expect(international.localeSales?.['fr-CA']).toEqual(international.localeSales?.['en-CA'])
    // The international English site sells through the Irish store, the top-level one.
    expect(international).toMatchObject({ storeKey: 'IE-web', currency: 'EUR' })
    expect(marketFromEnvironment({ MARKET_READING: 'C', MARKET_LOCALES: 'de-AT' }).locales).toEqual(['de-AT'])
  })

  it('refuses a setup it cannot serve, saying why', () => {
    expect(() => marketFromEnvironment({ MARKET_READING: 'Z' })).toThrow(/MARKET_READING must be one of A, C/)
    expect(() =>
      parseMarket({ ...marketFromEnvironment({}), localeSales: { en: { storeKey: 'X', currency: 'EURO' } } }),
    ).toThrow(/localeSales/)
    expect(() => marketFromEnvironment({ MARKET_LOCALES: 'xx-XX' })).toThrow(/locales\.0/)
    expect(() => marketFromEnvironment({ MARKET_LOCALES: ',' })).toThrow(/at least one locale/)
    expect(() => marketFromEnvironment({ MARKET_LOCALES: 'en,en' })).toThrow(/listed twice/)
    expect(() => marketFromEnvironment({ MARKET_CONFIG: '[1]' })).toThrow(/JSON object/)
    expect(() => marketFromEnvironment({ MARKET_CONFIG: '{"currency":"koruna"}' })).toThrow(/ISO 4217/)
    expect(() => parseMarket({ ...marketFromEnvironment({}), shippingCountries: ['SK'] })).toThrow(/own country/)
  })
})
