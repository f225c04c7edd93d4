import { describe, expect, it } from 'vitest'
import { addressLines, phoneText } from './address-lines'

const jana = {
  title: 'Paní',
  firstName: 'Jana',
  lastName: 'Nováková',
  company: '',
  streetName: 'Vinohradská 112',
  additionalAddressInfo: null,
  postalCode: '13000',
  city: 'Praha',
  country: 'CZ',
  phone: '+420602123456',
}

describe('an address as lines', () => {
  it('names the person, the street, the postal code with the city, and the country in the page’s language', () => {
    expect(addressLines(jana, 'cs-CZ')).toEqual(['Jana Nováková', 'Vinohradská 112', '130 00 Praha', 'Česko'])
    expect(addressLines(jana, 'en')).toEqual(['Jana Nováková', 'Vinohradská 112', '130 00 Praha', 'Czechia'])
  })

  it('adds the title and the phone when asked, and leaves the name out when asked', () => {
    expect(addressLines(jana, 'en', { title: true, phone: true })).toEqual([
      'Paní Jana Nováková',
      'Vinohradská 112',
      '130 00 Praha',
      'Czechia',
      '+420 602 123 456',
    ])
    const store = { ...jana, company: 'Kestrel Praha Na Příkopě', streetName: 'Na Příkopě 22', postalCode: '11000' }
    expect(addressLines(store, 'cs-CZ', { name: false })).toEqual([
      'Kestrel Praha Na Příkopě',
      'Na Příkopě 22',
      '110 00 Praha',
      'Česko',
    ])
  })

  it('leaves no line for what is missing, and none at all for no address', () => {
    expect(addressLines({ streetName: 'Hlavní 1', additionalAddressInfo: '3. patro', city: 'Brno' }, 'en')).toEqual([
      'Hlavní 1',
      '3. patro',
      'Brno',
    ])
    expect(addressLines(null, 'en')).toEqual([])
    expect(addressLines(undefined, 'cs-CZ')).toEqual([])
  })
})

describe('a phone number', () => {
  it('is grouped by three after a Czech or Slovak country code, however it was typed', () => {
    expect(phoneText('+420602123456')).toBe('+420 602 123 456')
    expect(phoneText('+420 602-123 456')).toBe('+420 602 123 456')
    expect(phoneText('+421 (905) 123456')).toBe('+421 905 123 456')
  })

  it('is left as entered otherwise', () => {
    expect(phoneText('+49 30 1234567')).toBe('+49 30 1234567')
    expect(phoneText('602123456')).toBe('602123456')
    expect(phoneText('+4206021234567')).toBe('+4206021234567')
  })
})
