import { stemsOf } from './morphology'
import type { Doc, Posting, RecordStore } from './record-store'
import { allowedTypos, normalizeWord, typoDistance } from './text'

export interface MatchOptions {
  typoTolerance: boolean | 'min' | 'strict'
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
}

/** How one record matched the query: what the textual ranking criteria compare. */
export interface DocMatch {
  typos: number
  /** Best searchable-attribute rank and position over the query words. */
  rank: number
  position: number
  /** Sum of the query words' searchable ranks: breaks ties of `rank` (colour found in the colour, not a category name). */
  rankSum: number
  exactWords: number
  firstMatchedWord: number
  /** Sum over consecutive query words of their distance in the record (8 when apart). */
  proximity: number
}

/** Algolia caps the distance between two words at 8. */
const FAR = 8

/** A dictionary word a query word reaches, with how many typos it costs and whether it is whole. */
export interface Candidate {
  word: string
  typos: number
  exact: boolean
  /** A stem (looked up among the stems, not the words): an inflected form of the query word. */
  stem?: boolean
}

/**
 * Every dictionary word a query word matches: itself, words within the allowed typos, (for the
 * last query word) words it is a prefix of, its single-word synonyms, and the stems of it and
 * of its synonyms. Synonyms and stems cost no typo but are not exact: the words as typed rank
 * first (as Algolia with `alternativesAsExact: []`).
 */
function candidatesFor(
  store: RecordStore,
  lower: string,
  isPrefix: boolean,
  options: MatchOptions,
  synonyms: readonly string[] = [],
): Candidate[] {
  const queryWord = normalizeWord(lower)
  const found = new Map<string, Candidate>()
  if (store.postings.has(queryWord)) found.set(queryWord, { word: queryWord, typos: 0, exact: true })
  for (const synonym of synonyms) {
    const word = normalizeWord(synonym)
    if (!found.has(word) && store.postings.has(word)) found.set(word, { word, typos: 0, exact: false })
  }
  const stems = new Map<string, Candidate>()
  for (const form of [lower, ...synonyms]) {
    for (const stem of stemsOf(form, store.stemmingLanguages)) {
      if (!stems.has(stem) && store.stemPostings.has(stem))
        stems.set(stem, { word: stem, typos: 0, exact: false, stem: true })
    }
  }
  if (isPrefix) {
    for (const word of store.wordsWithPrefix(queryWord)) {
      if (!found.has(word)) found.set(word, { word, typos: 0, exact: false })
    }
  }
  const maxTypos =
    options.typoTolerance === false || /^\d+$/.test(queryWord)
      ? 0
      : allowedTypos(queryWord, options.minWordSizefor1Typo, options.minWordSizefor2Typos)
  for (let length = queryWord.length - maxTypos; length <= queryWord.length + maxTypos; length++) {
    if (maxTypos === 0) break
    for (const word of store.wordsOfLength(length)) {
      if (found.has(word)) continue
      const typos = typoDistance(queryWord, word, maxTypos)
      if (typos <= maxTypos) found.set(word, { word, typos, exact: false })
    }
  }
  return [...found.values(), ...stems.values()]
}

/**
 * Records holding every query word (prefix matching on the last), each with its best match
 * per word. Algolia's `typoTolerance: 'min'` keeps only the hits with the fewest typos.
 */
export function queryCandidates(
  store: RecordStore,
  lowerWords: readonly string[],
  options: MatchOptions,
  synonyms: ReadonlyMap<number, readonly string[]> = new Map(),
): Candidate[][] {
  return lowerWords.map((lower, index) =>
    candidatesFor(store, lower, index === lowerWords.length - 1, options, synonyms.get(index)),
  )
}

export function matchQuery(
  store: RecordStore,
  candidatesPerWord: readonly Candidate[][],
  options: MatchOptions,
): Map<Doc, DocMatch> {
  // Per-slot arrays instead of maps: a common word reaches thousands of records.
  const docs = store.docsBySlot()
  const size = docs.length
  const totals = {
    typos: new Int32Array(size),
    rank: new Int32Array(size),
    rankSum: new Int32Array(size),
    position: new Int32Array(size),
    exact: new Int32Array(size),
    first: new Int32Array(size),
    proximity: new Int32Array(size),
    lastRank: new Int32Array(size),
    lastPosition: new Int32Array(size),
  }
  let alive: Int32Array | undefined
  const wordTypos = new Int8Array(size)
  const wordExact = new Uint8Array(size)
  const wordRank = new Int32Array(size)
  const wordPosition = new Int32Array(size)
  candidatesPerWord.forEach((candidates, wordIndex) => {
    wordTypos.fill(NONE)
    const touched: number[] = []
    for (const candidate of candidates) {
      const postings = (candidate.stem ? store.stemPostings : store.postings).get(candidate.word)
      if (!postings) continue
      for (const [doc, posting] of postings) {
        const slot = doc.slot
        if (alive && alive[slot] !== wordIndex) continue
        const current = wordTypos[slot]!
        if (current === NONE) touched.push(slot)
        else if (!better(candidate, posting, current, wordExact[slot] === 1, wordRank[slot]!, wordPosition[slot]!))
          continue
        wordTypos[slot] = candidate.typos
        wordExact[slot] = candidate.exact ? 1 : 0
        wordRank[slot] = posting.rank
        wordPosition[slot] = posting.position
      }
    }
    const next = new Int32Array(size).fill(-1)
    for (const slot of touched) {
      const first = wordIndex === 0
      totals.typos[slot] = (first ? 0 : totals.typos[slot]!) + wordTypos[slot]!
      totals.rank[slot] = first ? wordRank[slot]! : Math.min(totals.rank[slot]!, wordRank[slot]!)
      totals.rankSum[slot] = (first ? 0 : totals.rankSum[slot]!) + wordRank[slot]!
      totals.position[slot] = first ? wordPosition[slot]! : Math.min(totals.position[slot]!, wordPosition[slot]!)
      totals.exact[slot] = (first ? 0 : totals.exact[slot]!) + wordExact[slot]!
      const firstMatched = wordRank[slot]! * 1000 + wordPosition[slot]!
      totals.first[slot] = first ? firstMatched : Math.min(totals.first[slot]!, firstMatched)
      const distance = first
        ? 0
        : totals.lastRank[slot] === wordRank[slot]
          ? Math.min(Math.abs(wordPosition[slot]! - totals.lastPosition[slot]!) || FAR, FAR)
          : FAR
      totals.proximity[slot] = (first ? 0 : totals.proximity[slot]!) + distance
      totals.lastRank[slot] = wordRank[slot]!
      totals.lastPosition[slot] = wordPosition[slot]!
      next[slot] = wordIndex + 1
    }
    alive = next
  })
  const result = new Map<Doc, DocMatch>()
  if (!alive) return result
  const wordCount = candidatesPerWord.length
  for (let slot = 0; slot < size; slot++) {
    const doc = docs[slot]
    if (alive[slot] !== wordCount || !doc) continue
    result.set(doc, {
      typos: totals.typos[slot]!,
      rank: totals.rank[slot]!,
      rankSum: totals.rankSum[slot]!,
      position: totals.position[slot]!,
      exactWords: totals.exact[slot]!,
      firstMatchedWord: totals.first[slot]!,
      proximity: totals.proximity[slot]!,
    })
  }
  if (options.typoTolerance === 'min' && result.size) {
    const fewest = Math.min(...[...result.values()].map((match) => match.typos))
    for (const [doc, match] of result) if (match.typos > fewest) result.delete(doc)
  }
  return result
}

const NONE = 127

function better(
  candidate: Candidate,
  posting: Posting,
  typos: number,
  exact: boolean,
  rank: number,
  position: number,
): boolean {
  if (candidate.typos !== typos) return candidate.typos < typos
  if (candidate.exact !== exact) return candidate.exact
  if (posting.rank !== rank) return posting.rank < rank
  return posting.position < position
}
