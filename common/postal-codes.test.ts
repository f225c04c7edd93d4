import { describe, expect, it } from 'vitest'
import { postalCodeText } from './postal-codes'

describe('a postal code', () => {
  it('is written in two groups in Czechia, Slovakia and Sweden, however it was typed', () => {
    expect(postalCodeText('13000', 'CZ')).toBe('130 00')
    expect(postalCodeText('130 00', 'CZ')).toBe('130 00')
    expect(postalCodeText(' 1 3 0 0 0 ', 'CZ')).toBe('130 00')
    expect(postalCodeText('81101', 'SK')).toBe('811 01')
    expect(postalCodeText('11455', 'SE')).toBe('114 55')
  })

  it('is left as entered elsewhere, or when it is not five digits', () => {
    expect(postalCodeText('10115', 'DE')).toBe('10115')
    expect(postalCodeText('00-950', 'PL')).toBe('00-950')
    expect(postalCodeText('SW1A 1AA', 'GB')).toBe('SW1A 1AA')
    expect(postalCodeText('1300', 'CZ')).toBe('1300')
    expect(postalCodeText('13000', null)).toBe('13000')
  })
})
