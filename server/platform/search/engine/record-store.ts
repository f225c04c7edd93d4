import { compareValues, sortValue, textsAt, valuesAt } from './record-values'
import { searchableRanks } from './settings'
import { stemsOf, type Language } from './morphology'
import { lowerWords, normalizeWord } from './text'
import type { Doc, SearchRecord } from './record-doc'

export type { Doc, SearchRecord } from './record-doc'

/** Where a word occurs in one record: its best searchable rank and first position there. */
export interface Posting {
  rank: number
  position: number
}

/** One facet attribute of every record, by record slot: `ids[offsets[slot]..offsets[slot + 1]]`. */
interface FacetColumn {
  offsets: Int32Array
  ids: Int32Array
}

/** Every distinct value a facet attribute has had, numbered, so counting is array arithmetic. */
interface FacetDictionary {
  ids: Map<string, number>
  labels: string[]
  numbers: (number | undefined)[]
}

/**
 * The records of one index (shared by its replicas) with an inverted index from normalized
 * words to the records holding them, updated record by record.
 */
export class RecordStore {
  readonly docs = new Map<string, Doc>()
  readonly postings = new Map<string, Map<Doc, Posting>>()
  /** The same for word stems, in the index languages: inflected forms meet here. */
  readonly stemPostings = new Map<string, Map<Doc, Posting>>()
  /** The words each stem came from, for highlighting the words a stem match found. */
  private readonly stemWords = new Map<string, Set<string>>()
  private languages: readonly Language[] = []
  /** Bumped on every change: caches of orders and typo candidates compare against it. */
  version = 0
  private nextSlot = 0
  private readonly dictionaries = new Map<string, FacetDictionary>()
  private readonly facetSlots = new Map<string, number>()
  private bySlot: (Doc | undefined)[] | undefined
  private columns = new Map<string, FacetColumn>()
  private sortRanks = new Map<string, Int32Array>()
  private ranks: { paths: string[]; ordered: boolean }[] = []
  private sortedWords: string[] | undefined
  private wordsByLength: Map<number, string[]> | undefined

  constructor(searchableAttributes: readonly string[] = [], languages: readonly Language[] = []) {
    this.ranks = searchableRanks(searchableAttributes)
    this.languages = languages
  }

  setSearchableAttributes(attributes: readonly string[]): void {
    this.ranks = searchableRanks(attributes)
    this.reindex()
  }

  get stemmingLanguages(): readonly Language[] {
    return this.languages
  }

  /** The languages whose stems are indexed (`indexLanguages`); the records are indexed again. */
  setLanguages(languages: readonly Language[]): void {
    if (languages.join() === this.languages.join()) return
    this.languages = languages
    this.reindex()
  }

  /** Dictionary words that have the stem, for highlighting. */
  wordsOfStem(stem: string): ReadonlySet<string> {
    return this.stemWords.get(stem) ?? new Set()
  }

  private reindex(): void {
    const docs = [...this.docs.values()]
    this.postings.clear()
    this.stemPostings.clear()
    this.stemWords.clear()
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
      stems: [],
      values: new Map(),
      facetIds: [],
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
    this.stemPostings.clear()
    this.stemWords.clear()
    this.dictionaries.clear()
    this.changed()
  }

  dictionary(attribute: string): FacetDictionary {
    let dictionary = this.dictionaries.get(attribute)
    if (!dictionary) {
      dictionary = { ids: new Map(), labels: [], numbers: [] }
      this.dictionaries.set(attribute, dictionary)
    }
    return dictionary
  }

  /** A small number per facet attribute, so records cache their facet values in an array. */
  facetSlot(attribute: string): number {
    let slot = this.facetSlots.get(attribute)
    if (slot === undefined) {
      slot = this.facetSlots.size
      this.facetSlots.set(attribute, slot)
    }
    return slot
  }

  /** The record's values of a facet attribute as dictionary numbers (cached on the record). */
  facetIds(doc: Doc, attribute: string, slot = this.facetSlot(attribute)): readonly number[] {
    let ids = doc.facetIds[slot]
    if (!ids) {
      const dictionary = this.dictionary(attribute)
      ids = valuesAt(doc, attribute).map((value) => {
        const label = String(value)
        let id = dictionary.ids.get(label)
        if (id === undefined) {
          id = dictionary.labels.length
          dictionary.ids.set(label, id)
          dictionary.labels.push(label)
          dictionary.numbers.push(typeof value === 'number' ? value : undefined)
        }
        return id
      })
      doc.facetIds[slot] = ids
    }
    return ids
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

  /** The attribute's facet values of all records as typed arrays, rebuilt after a change. */
  facetColumn(attribute: string): FacetColumn {
    let column = this.columns.get(attribute)
    if (column) return column
    const slot = this.facetSlot(attribute)
    const docs = this.slotted()
    const offsets = new Int32Array(docs.length + 1)
    const lists: (readonly number[])[] = []
    let total = 0
    docs.forEach((doc, index) => {
      const ids = doc ? this.facetIds(doc, attribute, slot) : []
      lists.push(ids)
      total += ids.length
      offsets[index + 1] = total
    })
    const ids = new Int32Array(total)
    lists.forEach((list, index) => ids.set(list, offsets[index]!))
    column = { offsets, ids }
    this.columns.set(attribute, column)
    return column
  }

  /** A filter on one attribute: true for records holding any dictionary value the test accepts. */
  valueFilter(
    attribute: string,
    accepts: (label: string, number: number | undefined) => boolean,
  ): (doc: Doc) => boolean {
    const { offsets, ids } = this.facetColumn(attribute)
    const dictionary = this.dictionary(attribute)
    const wanted = new Uint8Array(dictionary.labels.length)
    dictionary.labels.forEach((label, id) => (wanted[id] = accepts(label, dictionary.numbers[id]) ? 1 : 0))
    return (doc) => {
      const end = offsets[doc.slot + 1]!
      for (let at = offsets[doc.slot]!; at < end; at++) if (wanted[ids[at]!]) return true
      return false
    }
  }

  /**
   * Each record's place when all records are ordered by `asc(attribute)` / `desc(attribute)`
   * (equal values share a place, missing values come last), by slot: ranking compares integers.
   */
  sortRank(attribute: string, direction: 1 | -1): Int32Array {
    const key = `${direction}:${attribute}`
    let ranks = this.sortRanks.get(key)
    if (ranks) return ranks
    const docs = this.slotted()
    const keyed = docs
      .map((doc) => (doc ? { slot: doc.slot, value: sortValue(doc, attribute) } : undefined))
      .filter((entry) => entry !== undefined)
      .sort((a, b) => compareValues(a.value, b.value, direction))
    ranks = new Int32Array(docs.length)
    let rank = 0
    keyed.forEach((entry, index) => {
      if (index > 0 && compareValues(keyed[index - 1]!.value, entry.value, direction) !== 0) rank++
      ranks![entry.slot] = rank
    })
    this.sortRanks.set(key, ranks)
    return ranks
  }

  /** Records by slot (holes where records were deleted), kept until the next change. */
  docsBySlot(): readonly (Doc | undefined)[] {
    if (!this.bySlot) {
      // filled, not sparse: callers iterate every slot, deleted ones included
      this.bySlot = new Array<Doc | undefined>(this.nextSlot).fill(undefined)
      for (const doc of this.docs.values()) this.bySlot[doc.slot] = doc
    }
    return this.bySlot
  }

  private slotted(): readonly (Doc | undefined)[] {
    return this.docsBySlot()
  }

  private changed(): void {
    this.bySlot = undefined
    this.columns = new Map()
    this.sortRanks = new Map()
    this.version++
    this.sortedWords = undefined
    this.wordsByLength = undefined
  }

  private indexWords(doc: Doc): void {
    const seen = new Set<string>()
    const seenStems = new Set<string>()
    const ranks = this.ranks.length ? this.ranks : [{ paths: Object.keys(doc.record), ordered: true }]
    ranks.forEach(({ paths, ordered }, rank) => {
      let position = 0
      for (const path of paths) {
        for (const text of textsAt(doc.record, path)) {
          for (const lower of lowerWords(text)) {
            const word = normalizeWord(lower)
            const at = ordered ? position : 0
            post(this.postings, word, doc, rank, at)
            seen.add(word)
            for (const stem of stemsOf(lower, this.languages)) {
              post(this.stemPostings, stem, doc, rank, at)
              seenStems.add(stem)
              let from = this.stemWords.get(stem)
              if (!from) this.stemWords.set(stem, (from = new Set()))
              from.add(word)
            }
            position++
          }
        }
      }
    })
    doc.words = [...seen]
    doc.stems = [...seenStems]
  }

  private unindexWords(doc: Doc): void {
    for (const [postings, keys] of [
      [this.postings, doc.words],
      [this.stemPostings, doc.stems],
    ] as const) {
      for (const key of keys) {
        const forKey = postings.get(key)
        if (!forKey) continue
        forKey.delete(doc)
        if (forKey.size === 0) postings.delete(key)
      }
    }
  }
}

/** Records the word's best rank and first position in the record. */
function post(postings: Map<string, Map<Doc, Posting>>, key: string, doc: Doc, rank: number, at: number): void {
  let forKey = postings.get(key)
  if (!forKey) postings.set(key, (forKey = new Map()))
  const current = forKey.get(doc)
  if (!current) forKey.set(doc, { rank, position: at })
  else if (rank === current.rank && at < current.position) current.position = at
}
