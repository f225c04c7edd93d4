// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { countryName } from './country-name'

describe('the country of origin', () => {
  it('is named in the page’s language', () => {
    expect(countryName('TH', 'cs-CZ')).toBe('Thajsko')
    expect(countryName('TH', 'en')).toBe('Thailand')
    expect(countryName('CZ', 'cs-CZ')).toBe('Česko')
    expect(countryName('VN', 'en')).toBe('Vietnam')
  })

  it('keeps what is no country code', () => {
    expect(countryName('Made in Europe', 'en')).toBe('Made in Europe')
    expect(countryName('', 'en')).toBe('')
  })
})
