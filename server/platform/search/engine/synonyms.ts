import { z } from 'zod'
import { stemsOf, type Language } from './morphology'
import { lowerWords, normalizeWord } from './text'

const term = z.string().trim().min(1).max(100)
const objectID = z.string().trim().min(1).max(200)

/**
 * Algolia's synonym records: `synonym` (every term stands for every other) and `onewaysynonym`
 * (the `input` also finds the `synonyms`, not the other way round). Terms may have several words.
 */
export const synonymSchema = z.discriminatedUnion('type', [
  z.object({ objectID, type: z.literal('synonym'), synonyms: z.array(term).min(2).max(50) }),
  z.object({ objectID, type: z.literal('onewaysynonym'), input: term, synonyms: z.array(term).min(1).max(50) }),
])

export type Synonym = z.infer<typeof synonymSchema>

/** A query word as the matcher sees it: lower-cased with its diacritics, and what it is compared by. */
interface QueryWord {
  lower: string
  keys: Set<string>
}

/** What the synonyms add to a query: more words for single words, and whole alternative queries. */
interface SynonymExpansion {
  /** Query word index → single words that stand for it. */
  singles: Map<number, string[]>
  /** Alternative queries (a phrase replaced by another), each word with the query word it stands for. */
  alternatives: { words: string[]; origins: number[] }[]
}

/** Algolia stops expanding somewhere too; a few alternatives cover a shopper's query. */
const MAX_ALTERNATIVES = 8

function keysOf(lower: string, languages: readonly Language[]): Set<string> {
  return new Set([normalizeWord(lower), ...stemsOf(lower, languages).map((stem) => `~${stem}`)])
}

/** Where a term's words follow one another in the query, compared by word or by stem. */
function occurrences(query: readonly QueryWord[], termWords: readonly QueryWord[]): number[] {
  const found: number[] = []
  for (let start = 0; start + termWords.length <= query.length; start++) {
    const all = termWords.every((word, offset) => [...word.keys].some((key) => query[start + offset]!.keys.has(key)))
    if (all) found.push(start)
  }
  return found
}

export function expandSynonyms(
  lower: readonly string[],
  synonyms: readonly Synonym[] | undefined,
  languages: readonly Language[],
): SynonymExpansion {
  const expansion: SynonymExpansion = { singles: new Map(), alternatives: [] }
  if (!synonyms?.length || !lower.length) return expansion
  const query = lower.map((word) => ({ lower: word, keys: keysOf(word, languages) }))
  const tokens = (text: string) => lowerWords(text).map((word) => ({ lower: word, keys: keysOf(word, languages) }))
  const seen = new Set<string>()
  for (const synonym of synonyms) {
    const pairs: [string, string[]][] =
      synonym.type === 'onewaysynonym'
        ? [[synonym.input, synonym.synonyms]]
        : synonym.synonyms.map((from, index) => [from, synonym.synonyms.filter((_, other) => other !== index)])
    for (const [from, targets] of pairs) {
      const fromWords = tokens(from)
      if (!fromWords.length) continue
      for (const start of occurrences(query, fromWords)) {
        for (const target of targets) {
          const toWords = lowerWords(target)
          if (!toWords.length) continue
          if (fromWords.length === 1 && toWords.length === 1) {
            const list = expansion.singles.get(start) ?? []
            if (!list.includes(toWords[0]!)) list.push(toWords[0]!)
            expansion.singles.set(start, list)
            continue
          }
          const words = [...lower.slice(0, start), ...toWords, ...lower.slice(start + fromWords.length)]
          const key = words.map(normalizeWord).join(' ')
          if (seen.has(key) || expansion.alternatives.length >= MAX_ALTERNATIVES) continue
          seen.add(key)
          const origins = [
            ...lower.slice(0, start).map((_, index) => index),
            ...toWords.map(() => start),
            ...lower.slice(start + fromWords.length).map((_, index) => start + fromWords.length + index),
          ]
          expansion.alternatives.push({ words, origins })
        }
      }
    }
  }
  return expansion
}
