import type { Primitive } from './filters'
import { searchableRanks } from './settings'
import { words } from './text'

export type SearchRecord = Record<string, unknown> & { objectID: string }

/** Where a word occurs in one record: its best searchable rank and first position there. */
export interface Posting {
  rank: number
  position: number
}

export interface Doc {
  /** Insertion order; the last tie-breaker, so equal records keep a stable order. */
  slot: number
  objectID: string
  record: SearchRecord
  words: string[]
  values: Map<string, readonly Primitive[]>
}

/**
 * The records of one index (shared by its replicas) with an inverted index from normalized
 * words to the records holding them, updated record by record.
 */
export class RecordStore {
  readonly docs = new Map<string, Doc>()
  readonly postings = new Map<string, Map<Doc, Posting>>()
  /** Bumped on every change: caches of orders and typo candidates compare against it. */
  version = 0
  private nextSlot = 0
  private ranks: { paths: string[]; ordered: boolean }[] = []
  private sortedWords: string[] | undefined
  private wordsByLength: Map<number, string[]> | undefined

  constructor(searchableAttributes: readonly string[] = []) {
    this.ranks = searchableRanks(searchableAttributes)
  }

  setSearchableAttributes(attributes: readonly string[]): void {
    this.ranks = searchableRanks(attributes)
    const docs = [...this.docs.values()]
    this.postings.clear()
    for (const doc of docs) this.indexWords(doc)
    this.changed()
  }

  get size(): number {
    return this.docs.size
  }

  put(record: SearchRecord): void {
    const existing = this.docs.get(record.objectID)
    if (existing) this.unindexWords(existing)
    const doc: Doc = {
      slot: existing?.slot ?? this.nextSlot++,
      objectID: record.objectID,
      record,
      words: [],
      values: new Map(),
    }
    this.docs.set(record.objectID, doc)
    this.indexWords(doc)
    this.changed()
  }

  delete(objectID: string): boolean {
    const doc = this.docs.get(objectID)
    if (!doc) return false
    this.unindexWords(doc)
    this.docs.delete(objectID)
    this.changed()
    return true
  }

  clear(): void {
    this.docs.clear()
    this.postings.clear()
    this.changed()
  }

  /** Dictionary words starting with `prefix`, by binary search over the sorted dictionary. */
  wordsWithPrefix(prefix: string): string[] {
    this.sortedWords ??= [...this.postings.keys()].sort()
    const sorted = this.sortedWords
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (sorted[middle]! < prefix) low = middle + 1
      else high = middle
    }
    const found: string[] = []
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.push(sorted[i]!)
    return found
  }

  wordsOfLength(length: number): readonly string[] {
    if (!this.wordsByLength) {
      this.wordsByLength = new Map()
      for (const word of this.postings.keys()) {
        const bucket = this.wordsByLength.get(word.length)
        if (bucket) bucket.push(word)
        else this.wordsByLength.set(word.length, [word])
      }
    }
    return this.wordsByLength.get(length) ?? []
  }

  private changed(): void {
    this.version++
    this.sortedWords = undefined
    this.wordsByLength = undefined
  }

  private indexWords(doc: Doc): void {
    const seen = new Set<string>()
    const ranks = this.ranks.length ? this.ranks : [{ paths: Object.keys(doc.record), ordered: true }]
    ranks.forEach(({ paths, ordered }, rank) => {
      let position = 0
      for (const path of paths) {
        for (const text of textsAt(doc.record, path)) {
          for (const word of words(text)) {
            const postings = this.postings.get(word) ?? new Map<Doc, Posting>()
            if (postings.size === 0) this.postings.set(word, postings)
            const current = postings.get(doc)
            const at = ordered ? position : 0
            if (!current) postings.set(doc, { rank, position: at })
            else if (rank === current.rank && at < current.position) current.position = at
            seen.add(word)
            position++
          }
        }
      }
    })
    doc.words = [...seen]
  }

  private unindexWords(doc: Doc): void {
    for (const word of doc.words) {
      const postings = this.postings.get(word)
      if (!postings) continue
      postings.delete(doc)
      if (postings.size === 0) this.postings.delete(word)
    }
  }
}

/** The distinct values at a dotted path, arrays flattened: what filters, facets and sorting read. */
export function valuesAt(doc: Doc, path: string): readonly Primitive[] {
  let cached = doc.values.get(path)
  if (!cached) {
    const found: Primitive[] = []
    collect(doc.record, path.split('.'), 0, found)
    cached = found.length > 1 ? [...new Set(found)] : found
    doc.values.set(path, cached)
  }
  return cached
}

function collect(value: unknown, segments: string[], index: number, into: Primitive[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, segments, index, into)
    return
  }
  if (index === segments.length) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') into.push(value)
    return
  }
  if (typeof value === 'object' && value !== null) {
    collect((value as Record<string, unknown>)[segments[index]!], segments, index + 1, into)
  }
}

/** Every string (and number) under a path, for full-text indexing. */
function textsAt(record: Record<string, unknown>, path: string): string[] {
  const found: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value)
    else if (typeof value === 'number') found.push(String(value))
    else if (Array.isArray(value)) value.forEach(walk)
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk)
  }
  const follow = (value: unknown, segments: string[], index: number): void => {
    if (index === segments.length) return walk(value)
    if (Array.isArray(value)) return value.forEach((item) => follow(item, segments, index))
    if (typeof value === 'object' && value !== null) {
      follow((value as Record<string, unknown>)[segments[index]!], segments, index + 1)
    }
  }
  follow(record, path.split('.'), 0)
  return found
}
