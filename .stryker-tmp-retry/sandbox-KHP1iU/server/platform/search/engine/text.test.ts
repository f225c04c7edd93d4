// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { allowedTypos, typoDistance, wordSpans, words } from './text'

describe('text', () => {
  it('splits words and folds case and diacritics', () => {
    expect(words('Dámské kožené KOZAČKY, vel. 38')).toEqual(['damske', 'kozene', 'kozacky', 'vel', '38'])
    expect(wordSpans('Černá bota')).toEqual([
      { start: 0, end: 5, normalized: 'cerna' },
      { start: 6, end: 10, normalized: 'bota' },
    ])
  })

  it('counts typos with transpositions as one, stopping past the limit', () => {
    expect(typoDistance('sneaker', 'sneaker', 2)).toBe(0)
    expect(typoDistance('snaeker', 'sneaker', 2)).toBe(1)
    expect(typoDistance('sneker', 'sneaker', 2)).toBe(1)
    expect(typoDistance('snkr', 'sneaker', 2)).toBe(3)
    expect(typoDistance('abcdefgh', 'hgfedcba', 2)).toBe(3)
  })

  it('allows one typo from 4 letters and two from 8', () => {
    expect([3, 4, 7, 8].map((length) => allowedTypos('x'.repeat(length), 4, 8))).toEqual([0, 1, 1, 2])
  })
})
