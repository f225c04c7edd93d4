import { describe, expect, it } from 'vitest'
import type { SizeGroup } from './size-conversion'
import { convertSize, euSizes } from './size-conversion'
import { sizeAttributeNames, sizeConventions } from './sizes'

describe('shoe size conversion', () => {
  it('converts men EU 42 to the usual chart values', () => {
    expect(convertSize('men', 42)).toEqual({
      EU: '42',
      US: '8.5',
      UK: '8',
      CM: '26.5',
      KR: '265',
      CA: '8.5',
      JP: '26.5',
      CN: '265',
    })
  })

  it('converts women EU 38 and EU 42', () => {
    expect(convertSize('women', 38)).toMatchObject({ US: '7.5', UK: '5', CM: '24', JP: '24', KR: '240' })
    expect(convertSize('women', 42)).toMatchObject({ US: '11', UK: '8', CM: '26.5' })
  })

  it('uses the child and youth US scales for kids', () => {
    expect(convertSize('kids', 20)).toMatchObject({ US: '5C', UK: '4', CM: '12.5', KR: '125' })
    expect(convertSize('kids', 30)).toMatchObject({ US: '12.5C', UK: '11.5', CM: '18.5' })
    expect(convertSize('kids', 33)).toMatchObject({ US: '2Y', UK: '1', CA: '2Y' })
  })

  it('keeps the women US scale about two and a half above UK, the men scale within one and a half', () => {
    for (const eu of euSizes('women')) {
      const size = convertSize('women', eu)
      expect(Number(size.US) - Number(size.UK)).toBeGreaterThanOrEqual(2)
      expect(Number(size.US) - Number(size.UK)).toBeLessThanOrEqual(3)
    }
    for (const eu of euSizes('men')) {
      const size = convertSize('men', eu)
      expect(Number(size.US) - Number(size.UK)).toBeGreaterThanOrEqual(0)
      expect(Number(size.US) - Number(size.UK)).toBeLessThanOrEqual(1.5)
    }
  })

  it.each(['men', 'women', 'kids'] as SizeGroup[])('grows with the EU size in every convention (%s)', (group) => {
    const numeric = (value: string, previous: number | undefined): number => {
      // US youth sizes (1Y, 2Y) and UK 1–2.5 restart after 13.5 / 13.
      const number = Number(value.replace(/[CY]$/, ''))
      return value.endsWith('Y') || (previous !== undefined && number < previous - 5) ? number + 13.5 : number
    }
    const sizes = euSizes(group).map((eu) => convertSize(group, eu))
    for (const convention of sizeConventions) {
      let previous: number | undefined
      for (const size of sizes) {
        const value = numeric(size[convention], previous)
        if (previous !== undefined) expect(value, `${group} ${convention} ${size.EU}`).toBeGreaterThan(previous)
        previous = value
      }
    }
  })

  it('names eight distinct attributes, EU being Size', () => {
    expect(sizeConventions).toHaveLength(8)
    expect(new Set(Object.values(sizeAttributeNames)).size).toBe(8)
    expect(sizeAttributeNames.EU).toBe('Size')
  })

  it('refuses a size the group is not made in', () => {
    expect(() => convertSize('men', 35)).toThrow(/EU 35/)
    expect(() => convertSize('kids', 36)).toThrow()
  })
})
