// @ts-nocheck
import type { Doc, RecordStore } from './record-store'
import { normalizeWord } from './text'

export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

interface FacetCounts {
  facets: Record<string, Record<string, number>>
  stats: Record<string, FacetStats>
}

/** Exact counts of each facet value over all hits, plus min/max/avg/sum of numeric facets. */
export function countFacets(
  store: RecordStore,
  docs: readonly Doc[],
  attributes: readonly string[],
  maxValues: number,
  sortBy: 'count' | 'alpha',
): FacetCounts {
  const facets: Record<string, Record<string, number>> = {}
  const stats: Record<string, FacetStats> = {}
  const slots = Int32Array.from(docs, (doc) => doc.slot)
  for (const attribute of attributes) {
    const { offsets, ids } = store.facetColumn(attribute)
    const dictionary = store.dictionary(attribute)
    const counts = new Int32Array(dictionary.labels.length)
    for (let hit = 0; hit < slots.length; hit++) {
      const slot = slots[hit]!
      const end = offsets[slot + 1]!
      for (let at = offsets[slot]!; at < end; at++) counts[ids[at]!]!++
    }
    const entries: [string, number][] = []
    let numeric = true
    let min = Infinity
    let max = -Infinity
    let sum = 0
    let occurrences = 0
    counts.forEach((count, id) => {
      if (!count) return
      entries.push([dictionary.labels[id]!, count])
      const number = dictionary.numbers[id]
      if (number === undefined) {
        numeric = false
        return
      }
      if (number < min) min = number
      if (number > max) max = number
      sum += number * count
      occurrences += count
    })
    facets[attribute] = Object.fromEntries(sortCounts(entries, sortBy).slice(0, maxValues))
    if (numeric && occurrences > 0) stats[attribute] = { min, max, avg: round(sum / occurrences), sum: round(sum) }
  }
  return { facets, stats }
}

const byLabel = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function sortCounts(entries: [string, number][], sortBy: 'count' | 'alpha'): [string, number][] {
  if (sortBy === 'alpha') return entries.sort(([a], [b]) => byLabel(a, b))
  return entries.sort(([a, countA], [b, countB]) => countB - countA || byLabel(a, b))
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}

interface FacetHit {
  value: string
  highlighted: string
  count: number
}

/** searchForFacetValues: facet values starting with (any word of) the facet query, by count. */
export function searchFacetValues(
  store: RecordStore,
  docs: readonly Doc[],
  attribute: string,
  facetQuery: string,
  limit: number,
  tags: { pre: string; post: string },
): FacetHit[] {
  const { facets } = countFacets(store, docs, [attribute], Number.MAX_SAFE_INTEGER, 'count')
  const wanted = normalizeWord(facetQuery.trim())
  const hits: FacetHit[] = []
  for (const [value, count] of Object.entries(facets[attribute] ?? {})) {
    const normalized = normalizeWord(value)
    const at = wanted === '' ? -1 : findWordStart(normalized, wanted)
    if (wanted !== '' && at < 0) continue
    const highlighted =
      at < 0
        ? value
        : value.slice(0, at) +
          tags.pre +
          value.slice(at, at + wanted.length) +
          tags.post +
          value.slice(at + wanted.length)
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
