import { readSearchParams } from '../engine/params'
import { RecordStore, type SearchRecord } from '../engine/record-store'
import { runSearch, type IndexView } from '../engine/search'
import { stemmingLanguages } from '../engine/morphology'
import { productIndexName, productIndexSettings } from '../indices'
import { productRules, productSynonyms } from '../vocabulary'
import judged from './queries.json'

/**
 * The relevance test set: real-looking shopper queries in Czech and English, each with the
 * criteria a person judged its answer by (product-type words of the name, colour, gender,
 * division) and the records those criteria pick from the demo catalog (`expected`).
 */
interface Judge {
  /** A case-insensitive regular expression over the record's name in its locale. */
  name?: string
  color?: string
  division?: string
}

interface JudgedQuery {
  query: string
  locale: string
  /** What the query tries: base form, inflection, missing diacritics, typo, attribute words, synonym, English word, product name, nothing to find. */
  kind: string
  judge: Judge
  expected?: string[]
}

export const judgedQueries = judged as JudgedQuery[]

/** Whether a record satisfies a query's judgement (a query judged `zero` expects nothing). */
export function isRelevant(judge: Judge, record: SearchRecord): boolean {
  if (!judge.name && !judge.color && !judge.division) return false
  if (judge.name && !new RegExp(judge.name, 'iu').test(String(record.name ?? ''))) return false
  if (judge.color && record.dominantColor !== judge.color) return false
  if (judge.division && record.division !== judge.division) return false
  return true
}

/** A product index of one locale as the engine serves it, with the shop's settings. */
export function productView(records: readonly SearchRecord[], locale: string): IndexView {
  const name = productIndexName(locale)
  const settings = {
    ...productIndexSettings(name, locale),
    synonyms: productSynonyms(locale),
    rules: productRules(locale),
  }
  const store = new RecordStore(settings.searchableAttributes, stemmingLanguages(settings.indexLanguages))
  for (const record of records) store.put(record)
  return { name, settings, store }
}

interface QueryScore {
  query: string
  locale: string
  kind: string
  expected: number
  nbHits: number
  recall: number | undefined
  ndcg: number | undefined
}

const RECALL_AT = 24
const NDCG_AT = 10

/** recall@24 and nDCG@10 (binary gains) of one query; undefined for a query that expects nothing. */
export function scoreQuery(view: IndexView, entry: JudgedQuery): QueryScore {
  const response = runSearch(view, readSearchParams({ query: entry.query, hitsPerPage: RECALL_AT }), {
    paramsString: '',
  })
  const expected = new Set(entry.expected ?? [])
  const ids = response.hits.map((hit) => String(hit.objectID))
  const base = { query: entry.query, locale: entry.locale, kind: entry.kind, expected: expected.size }
  if (expected.size === 0) return { ...base, nbHits: response.nbHits, recall: undefined, ndcg: undefined }
  const found = ids.filter((id) => expected.has(id)).length
  const recall = found / Math.min(expected.size, RECALL_AT)
  let dcg = 0
  ids.slice(0, NDCG_AT).forEach((id, rank) => {
    if (expected.has(id)) dcg += 1 / Math.log2(rank + 2)
  })
  let ideal = 0
  for (let rank = 0; rank < Math.min(expected.size, NDCG_AT); rank++) ideal += 1 / Math.log2(rank + 2)
  return { ...base, nbHits: response.nbHits, recall, ndcg: dcg / ideal }
}

interface RelevanceSummary {
  queries: number
  recallAt24: number
  ndcgAt10: number
  /** Share of queries with something to find that found nothing. */
  zeroResultRate: number
  /** Queries that expect nothing but got hits. */
  falseHits: number
  byKind: Record<string, { queries: number; recallAt24: number; ndcgAt10: number }>
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0)

export function summarize(scores: readonly QueryScore[]): RelevanceSummary {
  const judgedScores = scores.filter((score) => score.recall !== undefined)
  const byKind: RelevanceSummary['byKind'] = {}
  for (const kind of new Set(judgedScores.map((score) => score.kind))) {
    const ofKind = judgedScores.filter((score) => score.kind === kind)
    byKind[kind] = {
      queries: ofKind.length,
      recallAt24: mean(ofKind.map((score) => score.recall!)),
      ndcgAt10: mean(ofKind.map((score) => score.ndcg!)),
    }
  }
  return {
    queries: scores.length,
    recallAt24: mean(judgedScores.map((score) => score.recall!)),
    ndcgAt10: mean(judgedScores.map((score) => score.ndcg!)),
    zeroResultRate: judgedScores.filter((score) => score.nbHits === 0).length / (judgedScores.length || 1),
    falseHits: scores.filter((score) => score.recall === undefined && score.nbHits > 0).length,
    byKind,
  }
}
