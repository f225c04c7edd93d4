/**
 * Text handling shared by indexing, querying and highlighting: words are runs of letters and
 * digits, compared lower-cased and without diacritics, so `cerna` finds `Černá`.
 */
const WORD = /[\p{L}\p{N}]+/gu
const COMBINING_MARKS = /\p{M}/gu

export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase()
}

export function words(text: string): string[] {
  return Array.from(text.matchAll(WORD), (match) => normalizeWord(match[0]))
}

export interface WordSpan {
  start: number
  end: number
  normalized: string
}

/** Words with their place in the original text, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
    normalized: normalizeWord(match[0]),
  }))
}

/**
 * Optimal-string-alignment distance (a transposition counts as one typo), abandoned as soon as
 * it must exceed `max`: the caller only cares whether a word is within 1 or 2 typos.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const width = b.length + 1
  let previous2 = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, j) => j)
  let current = new Array<number>(width).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[previous2, previous, current] = [previous, current, previous2]
  }
  return Math.min(previous[b.length]!, max + 1)
}

/** Algolia's defaults: one typo from 4 letters, two from 8. */
export function allowedTypos(word: string, minFor1: number, minFor2: number): number {
  if (word.length >= minFor2) return 2
  if (word.length >= minFor1) return 1
  return 0
}
