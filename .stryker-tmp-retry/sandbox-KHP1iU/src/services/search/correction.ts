/**
 * "Did you mean …?" for a search without results: each word of the query is matched against the
 * catalog's vocabulary (the query-suggestions index of the page's language), compared lower-case
 * without diacritics, so `sandaly` is `sandály` and `sneekers` on the Czech site is `tenisky` (the
 * English name of the same category, an alias).
 */
// @ts-nocheck


/** A vocabulary entry: its text in the page's language, its names in other languages, how many products it finds. */
export interface VocabularyEntry {
  query: string
  aliases: readonly string[]
  popularity: number
}

const WORD = /[\p{L}\p{N}]+/gu
const MARKS = /\p{M}/gu

export const normalizeText = (text: string): string => text.normalize('NFD').replace(MARKS, '').toLowerCase()

export const queryWords = (query: string): string[] => Array.from(query.matchAll(WORD), (match) => match[0])

/** Optimal-string-alignment distance (a swap of two letters is one edit). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!
      const above = rows[i - 1]!
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1)
    }
  }
  return rows[a.length]![b.length]!
}

/** Edits a word of this length may be corrected by: none below four letters, one up to six, then two. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0
  return word.length < 7 ? 1 : 2
}

interface Match {
  entry: VocabularyEntry
  edits: number
}

/** The entry closest to a word (its text or an alias), then the most popular; none beyond the allowed edits. */
export function closestEntry(word: string, entries: readonly VocabularyEntry[]): Match | undefined {
  const wanted = normalizeText(word)
  const limit = allowedEdits(wanted)
  let best: Match | undefined
  for (const entry of entries) {
    const edits = Math.min(...[entry.query, ...entry.aliases].map((form) => editDistance(wanted, normalizeText(form))))
    if (edits > limit) continue
    if (!best || edits < best.edits || (edits === best.edits && entry.popularity > best.entry.popularity))
      best = { entry, edits }
  }
  return best
}

/**
 * Corrections to offer, best first: the whole query with each word replaced by its closest entry
 * (words without one are left out), then each corrected word alone, most popular first. A
 * correction that reads as the query itself is not offered.
 */
export function correctionsFor(query: string, entriesPerWord: readonly (readonly VocabularyEntry[])[]): string[] {
  const words = queryWords(query)
  const matches = words.map((word, index) => closestEntry(word, entriesPerWord[index] ?? []))
  const found = matches.filter((match): match is Match => match !== undefined)
  const phrases = [...new Set(found.map((match) => match.entry.query))]
  const singles = [...found].sort((a, b) => b.entry.popularity - a.entry.popularity).map((match) => match.entry.query)
  const asTyped = normalizeText(words.join(' '))
  const candidates = [phrases.join(' '), ...singles].filter(
    (candidate) => candidate !== '' && normalizeText(candidate) !== asTyped,
  )
  return [...new Set(candidates)]
}
