// @ts-nocheck
import type { Candidate } from './match'
import { wordSpans } from './text'

export interface HighlightValue {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export type HighlightResult = HighlightValue | HighlightResult[] | { [key: string]: HighlightResult }

export interface HighlightContext {
  queryWords: readonly string[]
  /** Dictionary words the query matched: which query word, and how much of the word to mark. */
  matches: ReadonlyMap<string, { index: number; length: number }>
  preTag: string
  postTag: string
}

/** What to highlight: whole words for exact and typo matches, the typed part for prefix matches. */
export function highlightMatches(
  queryWords: readonly string[],
  candidates: readonly Candidate[][],
): Map<string, { index: number; length: number }> {
  const matches = new Map<string, { index: number; length: number; rank: number }>()
  candidates.forEach((list, index) => {
    for (const candidate of list) {
      const prefix = !candidate.exact && candidate.typos === 0 && candidate.word !== queryWords[index]
      const rank = candidate.exact ? 0 : prefix ? 2 : 1
      const current = matches.get(candidate.word)
      if (current && current.rank <= rank) continue
      matches.set(candidate.word, { index, length: prefix ? queryWords[index]!.length : candidate.word.length, rank })
    }
  })
  return matches
}

/** Algolia's `_highlightResult` shape for any value: strings, and arrays/objects of them. */
export function highlightValue(value: unknown, context: HighlightContext): HighlightResult | undefined {
  if (typeof value === 'string') return highlightText(value, context)
  if (typeof value === 'number' || typeof value === 'boolean') return highlightText(String(value), context)
  if (Array.isArray(value)) {
    return value.map((item) => highlightValue(item, context)).filter((item) => item !== undefined)
  }
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, HighlightResult> = {}
    for (const [key, inner] of Object.entries(value)) {
      const highlighted = highlightValue(inner, context)
      if (highlighted !== undefined) result[key] = highlighted
    }
    return result
  }
  return undefined
}

function highlightText(text: string, { queryWords, matches, preTag, postTag }: HighlightContext): HighlightValue {
  if (matches.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  const matched = new Set<number>()
  let output = ''
  let cursor = 0
  const spans = wordSpans(text)
  let highlightedWords = 0
  for (const span of spans) {
    const match = matches.get(span.normalized)
    if (!match) continue
    matched.add(match.index)
    const length = match.length
    const end = span.start + Math.min(length, span.end - span.start)
    output += text.slice(cursor, span.start) + preTag + text.slice(span.start, end) + postTag
    cursor = end
    if (end === span.end) highlightedWords++
  }
  output += text.slice(cursor)
  const matchedWords = [...matched].sort((a, b) => a - b).map((index) => queryWords[index]!)
  const matchLevel = matched.size === 0 ? 'none' : matched.size === queryWords.length ? 'full' : 'partial'
  const result: HighlightValue = { value: output, matchLevel, matchedWords }
  if (matchLevel !== 'none') result.fullyHighlighted = highlightedWords === spans.length
  return result
}
