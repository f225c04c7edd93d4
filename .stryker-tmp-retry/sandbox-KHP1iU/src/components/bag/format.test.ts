// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { isOneSize, localizedText, nameIn, productPathOf, sizeIn } from './format'

const shoe = { Size: '42', Size_US: '9', Size_UK: '8', CM: '27', ArticleNumber: '100001', ColorCode: '01380' }

describe('bag formatting', () => {
  it('shows the size in the shopper convention, EU when the variant lacks it', () => {
    expect(sizeIn(shoe, 'US')).toBe('9')
    expect(sizeIn(shoe, 'CM')).toBe('27')
    expect(sizeIn(shoe, 'KR')).toBe('42')
    expect(sizeIn({}, 'EU')).toBeNull()
  })

  it('knows one-size goods', () => {
    expect(isOneSize({ Size: 'OS' })).toBe(true)
    expect(isOneSize(shoe)).toBe(false)
  })

  it('reads localized values and names in the page locale with the default locale as fallback', () => {
    expect(localizedText({ en: 'Concrete', 'cs-CZ': 'betonová' }, 'en')).toBe('Concrete')
    expect(localizedText({ 'cs-CZ': 'betonová' }, 'en')).toBe('betonová')
    expect(localizedText('Grey', 'en')).toBe('Grey')
    expect(nameIn({ 'cs-CZ': 'Bota' }, 'en')).toBe('Bota')
  })

  it('builds the product path of spec 2.2 with the locale prefix', () => {
    const line = { slugs: { en: 'aria-sneakers', 'cs-CZ': 'aria-tenisky' }, attributes: shoe }
    expect(productPathOf(line, 'en')).toBe('/en/product/aria-sneakers/100001/01380')
    expect(productPathOf(line, 'cs-CZ')).toBe('/product/aria-tenisky/100001/01380')
    expect(productPathOf({ slugs: {}, attributes: shoe }, 'en')).toBeNull()
  })
})
