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

/** Words lower-cased but with their diacritics, for stemming; `normalizeWord` of each gives `words`. */
export function lowerWords(text: string): string[] {
  return Array.from(text.matchAll(WORD), (match) => match[0].toLowerCase())
}

interface WordSpan {
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
  if (width > ROW_CAPACITY) return max + 1
  let previous2 = rows[0]
  let previous = rows[1]
  let current = rows[2]
  for (let j = 0; j < width; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    const charA = a.charCodeAt(i - 1)
    for (let j = 1; j < width; j++) {
      const charB = b.charCodeAt(j - 1)
      let value = previous[j - 1]! + (charA === charB ? 0 : 1)
      const deletion = previous[j]! + 1
      const insertion = current[j - 1]! + 1
      if (deletion < value) value = deletion
      if (insertion < value) value = insertion
      if (i > 1 && j > 1 && charA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === charB) {
        const transposition = previous2[j - 2]! + 1
        if (transposition < value) value = transposition
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    const spare = previous2
    previous2 = previous
    previous = current
    current = spare
  }
  return Math.min(previous[b.length]!, max + 1)
}

// Reused rows: the distance runs for every dictionary word a query word is compared with.
const ROW_CAPACITY = 130
const rows = [new Int32Array(ROW_CAPACITY), new Int32Array(ROW_CAPACITY), new Int32Array(ROW_CAPACITY)] as const

/** Algolia's defaults: one typo from 4 letters, two from 8. */
export function allowedTypos(word: string, minFor1: number, minFor2: number): number {
  if (word.length >= minFor2) return 2
  if (word.length >= minFor1) return 1
  return 0
}
