// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { checkAddress } from './address-rules'
import { countryCodes } from './countries'
import { customerNumberFrom, isCustomerNumber } from './customer-number'
import { isPoBox } from './field-rules'
import { lookupPostalCode } from './postal-codes'

const home = {
  country: 'CZ',
  streetName: 'Vodičkova 12',
  postalCode: '110 00',
  city: 'Praha',
  firstName: 'Jana',
  lastName: 'Nováková',
}
const codesOf = (input: Parameters<typeof checkAddress>[0]) =>
  checkAddress(input).errors.map((error) => `${error.field}:${error.code}`)

describe('checkAddress', () => {
  it('accepts a correct Czech address without a suggestion', () => {
    expect(checkAddress(home)).toEqual({ valid: true, errors: [] })
  })

  it('requires the billing fields of spec 5.2 and only the country for shipping', () => {
    expect(codesOf({ addressType: 'billing', country: 'CZ' })).toEqual([
      'firstName:required',
      'lastName:required',
      'streetName:required',
      'postalCode:required',
      'city:required',
      'email:required',
    ])
    expect(codesOf({ country: ' ' })).toEqual(['country:required'])
    expect(codesOf({ country: 'CZ' })).toEqual([])
  })

  it('rejects names that are not alphabetic and cities with numbers', () => {
    expect(codesOf({ ...home, firstName: 'Jana2', lastName: "O'Brien-Nováková", city: 'Praha 1' })).toEqual([
      'firstName:not_alphabetic',
      'city:contains_digits',
      'city:misspelt',
    ])
    expect(checkAddress({ ...home, city: 'Praha 1' }).suggestion).toMatchObject({
      city: 'Praha',
      changedFields: ['city'],
    })
    expect(codesOf({ ...home, phoneticFirstName: 'ヤナ', phoneticLastName: '<script>' })).toEqual([
      'phoneticLastName:not_alphabetic',
    ])
  })

  it('applies the field lengths of spec 5.3', () => {
    expect(codesOf({ ...home, firstName: 'A'.repeat(26), streetName: 'B'.repeat(41) })).toEqual([
      'firstName:too_long',
      'streetName:too_long',
    ])
  })

  it('rejects PO boxes written in any of the usual ways', () => {
    for (const street of ['P.O. Box 12', 'PO Box 12', 'p. o. box 7', 'Poštovní přihrádka 5', 'P.P. 44', 'Postfach 3']) {
      expect(isPoBox(street), street).toBe(true)
    }
    for (const street of ['Opletalova 4', 'Boxerská 3', 'Pobřežní 12']) expect(isPoBox(street), street).toBe(false)
    expect(codesOf({ ...home, additionalAddressInfo: 'P. O. BOX 77' })).toEqual(['additionalAddressInfo:po_box'])
  })

  it('checks the country, local shipping and the region', () => {
    expect(codesOf({ ...home, country: 'XX' })).toEqual(['country:unknown_country'])
    expect(codesOf({ ...home, country: 'SK' })).toEqual(['country:not_shipped'])
    expect(codesOf({ ...home, country: 'SK', region: 'CZ-10' })).toEqual([
      'region:region_not_in_country',
      'country:not_shipped',
    ])
    expect(codesOf({ ...home, region: 'SK-BL' })).toEqual(['region:region_not_in_country'])
    expect(codesOf({ ...home, region: 'Atlantis' })).toEqual(['region:unknown_region'])
    expect(codesOf({ ...home, region: 'hlavni mesto praha' })).toEqual([])
    expect(codesOf({ ...home, region: 'CZ-64' })).toEqual(['region:postal_code_mismatch'])
    expect(countryCodes.size).toBe(249)
  })

  it('checks the zip format, its existence and who delivers there', () => {
    expect(codesOf({ ...home, postalCode: '1100' })).toEqual(['postalCode:invalid_format'])
    expect(codesOf({ ...home, postalCode: '999 99' })).toEqual(['postalCode:unknown'])
    expect(codesOf({ ...home, postalCode: '110 01' })).toEqual(['postalCode:undeliverable'])
    const jesenik = { ...home, postalCode: '790 01', city: 'Jeseník' }
    expect(codesOf({ ...jesenik, carrier: 'dpd' })).toEqual(['postalCode:undeliverable_by_carrier'])
    expect(codesOf({ ...jesenik, carrier: 'ppl' })).toEqual([])
  })

  it('validates the VAT id and the customer number', () => {
    expect(codesOf({ ...home, vatId: 'CZ12345678', customerNumber: customerNumberFrom(1234567) })).toEqual([])
    expect(codesOf({ ...home, vatId: 'CZ 699 00 1234' })).toEqual([])
    expect(codesOf({ ...home, vatId: 'SK1234567', customerNumber: '123456789' })).toEqual([
      'vatId:invalid_format',
      'customerNumber:invalid_format',
    ])
    expect(isCustomerNumber(customerNumberFrom(42))).toBe(true)
  })
})

describe('near-miss suggestions', () => {
  it('adds the missing space to a zip', () => {
    const result = checkAddress({ ...home, postalCode: '11000' })
    expect(result.valid).toBe(true)
    expect(result.suggestion).toMatchObject({
      postalCode: '110 00',
      city: 'Praha',
      region: 'CZ-10',
      changedFields: ['postalCode'],
    })
  })

  it('corrects a misspelt city against the postal table', () => {
    const result = checkAddress({ ...home, postalCode: '602 00', city: 'Bmo' })
    expect(result.errors).toEqual([{ field: 'city', code: 'misspelt' }])
    expect(result.suggestion).toMatchObject({
      postalCode: '602 00',
      city: 'Brno',
      region: 'CZ-64',
      changedFields: ['city'],
    })
  })

  it('proposes the city’s zip when the zip belongs to another town', () => {
    const result = checkAddress({ ...home, postalCode: '602 00', city: 'Olomouc', streetName: 'Polská 1' })
    expect(result.errors).toEqual([{ field: 'postalCode', code: 'city_mismatch' }])
    expect(result.suggestion).toEqual({
      streetName: 'Polská 1',
      postalCode: '772 00',
      city: 'Olomouc',
      region: 'CZ-71',
      changedFields: ['postalCode'],
      country: 'CZ',
    })
  })

  it('fills in the town of a bare zip and trusts a town missing from the table', () => {
    expect(checkAddress({ country: 'CZ', postalCode: '370 04' }).suggestion).toMatchObject({
      city: 'České Budějovice',
      region: 'CZ-31',
    })
    expect(checkAddress({ ...home, city: 'Staré Město' })).toEqual({ valid: true, errors: [] })
  })
})

describe('lookupPostalCode', () => {
  it('finds real Czech ranges with their district and region', () => {
    expect(lookupPostalCode('66442')).toMatchObject({
      postalCode: '664 42',
      city: 'Modřice',
      region: { code: 'CZ-64' },
    })
    expect(lookupPostalCode('702 00')?.city).toBe('Ostrava')
    expect(lookupPostalCode('7020')).toBeUndefined()
  })
})
