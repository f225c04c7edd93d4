import type { Doc, Posting, RecordStore } from './record-store'
import { allowedTypos, typoDistance } from './text'

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
  exactWords: number
  firstMatchedWord: number
}

interface WordMatch {
  typos: number
  exact: boolean
  posting: Posting
}

/** A dictionary word a query word reaches, with how many typos it costs and whether it is whole. */
export interface Candidate {
  word: string
  typos: number
  exact: boolean
}

/**
 * Every dictionary word a query word matches: itself, words within the allowed typos, and
 * (for the last query word) words it is a prefix of.
 */
export function candidatesFor(store: RecordStore, queryWord: string, isPrefix: boolean, options: MatchOptions): Candidate[] {
  const found = new Map<string, Candidate>()
  if (store.postings.has(queryWord)) found.set(queryWord, { word: queryWord, typos: 0, exact: true })
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
  return [...found.values()]
}

/**
 * Records holding every query word (prefix matching on the last), each with its best match
 * per word. Algolia's `typoTolerance: 'min'` keeps only the hits with the fewest typos.
 */
export function queryCandidates(store: RecordStore, queryWords: readonly string[], options: MatchOptions): Candidate[][] {
  return queryWords.map((queryWord, index) => candidatesFor(store, queryWord, index === queryWords.length - 1, options))
}

export function matchQuery(store: RecordStore, candidatesPerWord: readonly Candidate[][], options: MatchOptions): Map<Doc, DocMatch> {
  let result: Map<Doc, DocMatch> | undefined
  candidatesPerWord.forEach((candidates) => {
    const perDoc = new Map<Doc, WordMatch>()
    for (const candidate of candidates) {
      for (const [doc, posting] of store.postings.get(candidate.word) ?? []) {
        if (result && !result.has(doc)) continue
        const current = perDoc.get(doc)
        if (!current || better(candidate, posting, current)) {
          perDoc.set(doc, { typos: candidate.typos, exact: candidate.exact, posting })
        }
      }
    }
    const next = new Map<Doc, DocMatch>()
    for (const [doc, word] of perDoc) {
      const previous = result?.get(doc)
      next.set(doc, {
        typos: (previous?.typos ?? 0) + word.typos,
        rank: Math.min(previous?.rank ?? Infinity, word.posting.rank),
        position: Math.min(previous?.position ?? Infinity, word.posting.position),
        exactWords: (previous?.exactWords ?? 0) + (word.exact ? 1 : 0),
        firstMatchedWord: Math.min(previous?.firstMatchedWord ?? Infinity, word.posting.rank * 1000 + word.posting.position),
      })
    }
    result = next
  })
  if (!result) return new Map()
  if (options.typoTolerance === 'min' && result.size) {
    const fewest = Math.min(...[...result.values()].map((match) => match.typos))
    for (const [doc, match] of result) if (match.typos > fewest) result.delete(doc)
  }
  return result
}

function better(candidate: Candidate, posting: Posting, current: WordMatch): boolean {
  if (candidate.typos !== current.typos) return candidate.typos < current.typos
  if (candidate.exact !== current.exact) return candidate.exact
  if (posting.rank !== current.posting.rank) return posting.rank < current.posting.rank
  return posting.position < current.posting.position
}
