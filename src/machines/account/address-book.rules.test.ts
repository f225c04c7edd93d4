import { describe, expect, it } from 'vitest'
import { addressDraftErrors, ADDRESS_NAME_MAX, EMPTY_DRAFT, withSuggestion } from './address-book.rules'
import type { AddressDraft } from './address-book.types'

const filled: AddressDraft = {
  ...EMPTY_DRAFT,
  addressName: 'Chata',
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Lesní 5',
  postalCode: '602 00',
  city: 'Brno',
}

describe('a saved address’s own rules (spec 5.2–5.4)', () => {
  it('needs a name for the address, spaces being none', () => {
    expect(addressDraftErrors(filled)).toEqual({})
    expect(addressDraftErrors({ ...filled, addressName: '   ' })).toEqual({ addressName: 'required' })
  })

  it('keeps the address name within an address line, spaces around it not counted', () => {
    expect(ADDRESS_NAME_MAX).toBe(40)
    expect(addressDraftErrors({ ...filled, addressName: ` ${'a'.repeat(40)} ` })).toEqual({})
    expect(addressDraftErrors({ ...filled, addressName: 'a'.repeat(41) })).toEqual({ addressName: 'maxCharacters' })
  })

  it('asks for a title only when the address becomes the default delivery address', () => {
    expect(addressDraftErrors({ ...filled, defaultShipping: true })).toEqual({ title: 'titleRequired' })
    expect(addressDraftErrors({ ...filled, defaultShipping: true, title: ' ' })).toEqual({ title: 'titleRequired' })
    expect(addressDraftErrors({ ...filled, defaultShipping: true, title: 'Paní' })).toEqual({})
    expect(addressDraftErrors({ ...filled, defaultBilling: true })).toEqual({})
  })
})

describe('use updated address (spec 5.4): the entered address with the service’s corrections', () => {
  const suggestion = {
    streetName: 'Lesní 15',
    postalCode: '602 01',
    city: 'Brno-střed',
    country: '',
    changedFields: ['streetName', 'postalCode', 'city'],
  }
  it('takes the suggested street, postal code and city, and keeps what the suggestion leaves empty', () => {
    const result = { valid: false, errors: [], suggestion }
    expect(withSuggestion(filled, result)).toEqual({
      ...filled,
      streetName: 'Lesní 15',
      postalCode: '602 01',
      city: 'Brno-střed',
      country: 'CZ',
    })
    expect(withSuggestion(filled, { ...result, suggestion: { ...suggestion, streetName: '', country: 'SK' } })).toEqual(
      { ...filled, postalCode: '602 01', city: 'Brno-střed', country: 'SK' },
    )
  })

  it('leaves the entered address as it is without a suggestion', () => {
    expect(withSuggestion(filled, null)).toBe(filled)
    expect(withSuggestion(filled, { valid: true, errors: [] })).toBe(filled)
  })
})
