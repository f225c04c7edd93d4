import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Rules from './address-rules'

/** The address check of a deployment of reading C (spec 1.2): every store's country is shipped to. */
let rules: typeof Rules

beforeAll(async () => {
  vi.stubEnv('MARKET_READING', 'C')
  vi.resetModules()
  rules = await import('./address-rules')
})

afterAll(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const address = (country: string, postalCode: string, city: string) => ({
  country,
  streetName: 'Main Street 5',
  postalCode,
  city,
  firstName: 'Anna',
  lastName: 'Gruber',
})
const codesOf = (input: Parameters<typeof Rules.checkAddress>[0]) =>
  rules.checkAddress(input).errors.map((error) => `${error.field}:${error.code}`)

describe('checkAddress in a market of 35 locales', () => {
  it('ships to each store’s country and checks its postal code by the country’s form', () => {
    expect(codesOf(address('AT', '1010', 'Wien'))).toEqual([])
    expect(codesOf(address('PL', '00-950', 'Warszawa'))).toEqual([])
    expect(codesOf(address('AT', '110 00', 'Wien'))).toEqual(['postalCode:invalid_format'])
    expect(codesOf(address('PL', '00950', 'Warszawa'))).toEqual(['postalCode:invalid_format'])
    // No store sells to Brazil.
    expect(codesOf(address('BR', '01000-000', 'São Paulo'))).toEqual(['country:not_shipped'])
  })

  it('still checks a Czech address against the postal table', () => {
    expect(codesOf(address('CZ', '110 00', 'Praha'))).toEqual([])
    expect(codesOf(address('CZ', '999 99', 'Praha'))).toContain('postalCode:unknown')
  })
})
