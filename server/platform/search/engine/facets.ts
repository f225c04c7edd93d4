import { valuesAt, type Doc } from './record-store'
import { normalizeWord } from './text'

export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

export interface FacetCounts {
  facets: Record<string, Record<string, number>>
  stats: Record<string, FacetStats>
}

/** Exact counts of each facet value over all hits, plus min/max/avg/sum of numeric facets. */
export function countFacets(
  docs: readonly Doc[],
  attributes: readonly string[],
  maxValues: number,
  sortBy: 'count' | 'alpha',
): FacetCounts {
  const facets: Record<string, Record<string, number>> = {}
  const stats: Record<string, FacetStats> = {}
  for (const attribute of attributes) {
    const counts = new Map<string, number>()
    let numeric = true
    let min = Infinity
    let max = -Infinity
    let sum = 0
    let numbers = 0
    for (const doc of docs) {
      // valuesAt lists each value once, so a record counts once per value.
      for (const value of valuesAt(doc, attribute)) {
        const key = String(value)
        counts.set(key, (counts.get(key) ?? 0) + 1)
        if (typeof value === 'number') {
          if (value < min) min = value
          if (value > max) max = value
          sum += value
          numbers++
        } else numeric = false
      }
    }
    facets[attribute] = Object.fromEntries(sortCounts(counts, sortBy).slice(0, maxValues))
    if (numeric && numbers > 0) stats[attribute] = { min, max, avg: round(sum / numbers), sum: round(sum) }
  }
  return { facets, stats }
}

function sortCounts(counts: Map<string, number>, sortBy: 'count' | 'alpha'): [string, number][] {
  const entries = [...counts]
  if (sortBy === 'alpha') return entries.sort(([a], [b]) => a.localeCompare(b))
  return entries.sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}

export interface FacetHit {
  value: string
  highlighted: string
  count: number
}

/** searchForFacetValues: facet values starting with (any word of) the facet query, by count. */
export function searchFacetValues(
  docs: readonly Doc[],
  attribute: string,
  facetQuery: string,
  limit: number,
  tags: { pre: string; post: string },
): FacetHit[] {
  const { facets } = countFacets(docs, [attribute], Number.MAX_SAFE_INTEGER, 'count')
  const wanted = normalizeWord(facetQuery.trim())
  const hits: FacetHit[] = []
  for (const [value, count] of Object.entries(facets[attribute] ?? {})) {
    const normalized = normalizeWord(value)
    const at = wanted === '' ? -1 : findWordStart(normalized, wanted)
    if (wanted !== '' && at < 0) continue
    const highlighted =
      at < 0 ? value : value.slice(0, at) + tags.pre + value.slice(at, at + wanted.length) + tags.post + value.slice(at + wanted.length)
    hits.push({ value, highlighted, count })
    if (hits.length >= limit) break
  }
  return hits
}

function findWordStart(text: string, prefix: string): number {
  let index = text.indexOf(prefix)
  while (index > 0 && /[\p{L}\p{N}]/u.test(text[index - 1]!)) index = text.indexOf(prefix, index + 1)
  return index
}
