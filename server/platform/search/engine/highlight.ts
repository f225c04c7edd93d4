import { allowedTypos, typoDistance, wordSpans } from './text'
import type { MatchOptions } from './match'

export interface HighlightValue {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export type HighlightResult = HighlightValue | HighlightResult[] | { [key: string]: HighlightResult }

export interface HighlightContext {
  queryWords: readonly string[]
  preTag: string
  postTag: string
  options: MatchOptions
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

function highlightText(text: string, { queryWords, preTag, postTag, options }: HighlightContext): HighlightValue {
  const matched = new Set<number>()
  let output = ''
  let cursor = 0
  const spans = wordSpans(text)
  let highlightedWords = 0
  for (const span of spans) {
    const length = matchedLength(span.normalized, queryWords, options, matched)
    if (length === 0) continue
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

/** How many characters of a word to highlight: all of it for a whole or typo match, the prefix otherwise. */
function matchedLength(word: string, queryWords: readonly string[], options: MatchOptions, matched: Set<number>): number {
  const last = queryWords.length - 1
  for (let index = 0; index < queryWords.length; index++) {
    const queryWord = queryWords[index]!
    if (word === queryWord) {
      matched.add(index)
      return word.length
    }
    if (index === last && word.startsWith(queryWord)) {
      matched.add(index)
      return queryWord.length
    }
    const max = options.typoTolerance === false || /^\d+$/.test(queryWord) ? 0 : allowedTypos(queryWord, options.minWordSizefor1Typo, options.minWordSizefor2Typos)
    if (max > 0 && typoDistance(queryWord, word, max) <= max) {
      matched.add(index)
      return word.length
    }
  }
  return 0
}
