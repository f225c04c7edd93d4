import { countFacets, type FacetStats } from './facets'
import { combineFilters, compileFilter, parseFacetFilters, parseFilterString, parseNumericFilters } from './filters'
import { nearestGeoloc, insideBoxes, parseLatLng } from './geo'
import { highlightMatches, highlightValue, type HighlightContext, type HighlightResult } from './highlight'
import { matchQuery, queryCandidates, type Candidate, type DocMatch, type MatchOptions } from './match'
import type { SearchParams } from './params'
import { rankingComparator, type RankedHit } from './ranking'
import type { Doc, RecordStore } from './record-store'
import { valuesAt } from './record-values'
import { applyRules, reorder, type RuleEffects } from './rules'
import { DEFAULT_RANKING, facetAttributeName, isFilterOnly, searchableRanks, type IndexSettings } from './settings'
import { expandSynonyms } from './synonyms'
import { lowerWords, normalizeWord, words } from './text'

/** An index as the engine sees it: its records (shared with its replicas) and its settings. */
export interface IndexView {
  name: string
  settings: IndexSettings
  store: RecordStore
  /** The records in ranking order for queries without text or geo, recomputed after changes. */
  orderCache?: { version: number; order: Doc[] }
}

export interface SearchResponse {
  hits: Record<string, unknown>[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  exhaustiveNbHits: true
  exhaustiveFacetsCount: true
  exhaustiveTypo: true
  exhaustive: { nbHits: true; facetsCount: true; typo: true }
  query: string
  params: string
  index: string
  processingTimeMS: number
  serverTimeMS: number
  renderingContent: Record<string, unknown>
  /** The `userData` of the query rules that applied, and the rules themselves. */
  userData?: unknown[]
  appliedRules?: { objectID: string }[]
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, FacetStats>
  queryID?: string
  offset?: number
  length?: number
  aroundLatLng?: string
}

interface SearchContext {
  paramsString: string
  queryID?: string
}

/** Runs one query: match, filter, rank, count facets, paginate, then shape the page of hits. */
export function runSearch(view: IndexView, params: SearchParams, context: SearchContext): SearchResponse {
  const started = performance.now()
  const collected = collectHits(view, params)
  const settings = view.settings
  const hitsPerPage = params.hitsPerPage ?? settings.hitsPerPage ?? 20
  const limit = settings.paginationLimitedTo ?? 1000
  const reachable = Math.min(collected.count, limit)
  const page = params.page ?? 0
  const start = params.offset ?? page * hitsPerPage
  const length = params.length ?? hitsPerPage
  const pageHits = start < reachable ? collected.slice(start, Math.min(start + length, reachable)) : []
  const queryWords = words(params.query)
  const highlight: HighlightContext = {
    queryWords,
    matches: highlightMatches(queryWords, collected.candidates),
    preTag: params.highlightPreTag ?? settings.highlightPreTag ?? '<em>',
    postTag: params.highlightPostTag ?? settings.highlightPostTag ?? '</em>',
  }

  const response: SearchResponse = {
    hits: pageHits.map((hit) => shapeHit(view, params, hit, highlight)),
    nbHits: collected.count,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query: params.query,
    params: context.paramsString,
    index: view.name,
    processingTimeMS: 0,
    serverTimeMS: 0,
    renderingContent: { ...collected.rules.renderingContent },
  }
  if (collected.rules.userData.length) response.userData = collected.rules.userData
  if (collected.rules.applied.length)
    response.appliedRules = collected.rules.applied.map((rule) => ({ objectID: rule.objectID }))
  if (params.offset !== undefined || params.length !== undefined) Object.assign(response, { offset: start, length })
  if (params.aroundLatLng) response.aroundLatLng = params.aroundLatLng
  const facetAttributes = requestedFacets(settings, params.facets)
  if (params.facets) {
    const counts = countFacets(
      view.store,
      collected.docs(),
      facetAttributes,
      params.maxValuesPerFacet ?? settings.maxValuesPerFacet ?? 100,
      params.sortFacetValuesBy ?? 'count',
    )
    response.facets = counts.facets
    response.facets_stats = counts.stats
  }
  if (context.queryID) response.queryID = context.queryID
  const elapsed = Math.round(performance.now() - started)
  response.processingTimeMS = elapsed
  response.serverTimeMS = elapsed
  return response
}

/** The matching records in ranking order; ranking details only where a query or a point asks for them. */
interface CollectedHits {
  /** After query rules and `distinct`. */
  count: number
  rules: RuleEffects
  /** Dictionary words each query word reached, for highlighting. */
  candidates: Candidate[][]
  /** Every matching record, before rules and `distinct` (what facets count, as Algolia does by default). */
  docs(): readonly Doc[]
  slice(start: number, end: number): RankedHit[]
}

export function collectHits(view: IndexView, params: SearchParams): CollectedHits {
  const options = matchOptions(view.settings, params)
  const lower = lowerWords(params.query)
  const queryWords = lower.map(normalizeWord)
  const filter = combineFilters([
    parseFacetFilters(params.facetFilters),
    parseNumericFilters(params.numericFilters),
    params.filters === undefined ? undefined : parseFilterString(params.filters),
  ])
  const store = view.store
  const predicate = filter
    ? compileFilter<Doc>(filter, {
        facet: (attribute, wanted) => store.valueFilter(attribute, (label) => label.toLowerCase() === wanted),
        numeric: (attribute, test) =>
          store.valueFilter(attribute, (_label, number) => number !== undefined && test(number)),
      })
    : undefined
  const around = params.aroundLatLng ? parseLatLng(params.aroundLatLng) : undefined
  const radius = typeof params.aroundRadius === 'number' ? params.aroundRadius : undefined
  const precision = params.aroundPrecision ?? 10
  const boxes = params.insideBoundingBox?.length ? params.insideBoundingBox : undefined
  const ranking = view.settings.ranking ?? DEFAULT_RANKING
  const customRanking = view.settings.customRanking ?? []
  const languages = store.stemmingLanguages
  const rules =
    params.enableRules === false
      ? applyRules(undefined, '', [], languages)
      : applyRules(view.settings.rules, params.query, params.ruleContexts ?? [], languages)
  const finish = (all: readonly Doc[], hitOf: (doc: Doc) => RankedHit, candidates: Candidate[][]): CollectedHits => {
    const lookup = (objectID: string) => {
      const doc = store.docs.get(objectID)
      return doc && (!rules.filterPromotes || !predicate || predicate(doc)) ? doc : undefined
    }
    const shown = distinctDocs(
      view,
      params,
      reorder(all, (doc) => doc.objectID, rules, lookup),
    )
    return {
      count: shown.length,
      rules,
      candidates,
      docs: () => all,
      slice: (start, end) => shown.slice(start, end).map(hitOf),
    }
  }
  const plain = (doc: Doc): RankedHit => ({ doc, match: undefined, distance: undefined, geoBucket: 0 })

  if (queryWords.length === 0 && !around) {
    const ordered = baseOrder(view, ranking, customRanking)
    const docs =
      predicate || boxes
        ? ordered.filter((doc) => (!predicate || predicate(doc)) && (!boxes || insideBoxes(doc.record, boxes)))
        : ordered
    return finish(docs, plain, [])
  }

  const hits: RankedHit[] = []
  const consider = (doc: Doc, match: DocMatch | undefined) => {
    if (predicate && !predicate(doc)) return
    if (boxes && !insideBoxes(doc.record, boxes)) return
    let distance: number | undefined
    if (around) {
      const nearest = nearestGeoloc(doc.record, around)
      if (!nearest) return
      if (radius !== undefined && nearest.distance > radius) return
      distance = nearest.distance
    }
    hits.push({ doc, match, distance, geoBucket: distance === undefined ? 0 : Math.floor(distance / precision) })
  }
  const synonyms = expandSynonyms(
    lower,
    params.enableSynonyms === false ? undefined : view.settings.synonyms,
    languages,
  )
  const candidates = queryCandidates(store, lower, options, synonyms.singles)
  if (queryWords.length) {
    const matches = matchQuery(store, candidates, options)
    // A phrase synonym is another query: its records join those of the query as typed.
    for (const alternative of synonyms.alternatives) {
      const alternativeCandidates = queryCandidates(store, alternative.words, options)
      for (const [doc, match] of matchQuery(store, alternativeCandidates, options))
        if (!matches.has(doc)) matches.set(doc, match)
      alternativeCandidates.forEach((list, index) =>
        candidates[alternative.origins[index]!]!.push(...list.map((candidate) => ({ ...candidate, exact: true }))),
      )
    }
    for (const [doc, match] of matches) consider(doc, match)
  } else for (const doc of store.docs.values()) consider(doc, undefined)
  hits.sort(rankingComparator(store, ranking, customRanking, queryWords.length > 0))
  const byDoc = new Map(hits.map((hit) => [hit.doc, hit]))
  return finish(
    hits.map((hit) => hit.doc),
    (doc) => byDoc.get(doc) ?? plain(doc),
    candidates.map((list) => list.flatMap((candidate) => wordsOf(store, candidate))),
  )
}

/** Stem matches highlight the record words that have the stem, whole. */
function wordsOf(store: RecordStore, candidate: Candidate): Candidate[] {
  if (!candidate.stem) return [candidate]
  return [...store.wordsOfStem(candidate.word)].map((word) => ({ word, typos: 0, exact: true }))
}

/** `distinct`: at most N records of each `attributeForDistinct` value, the best ranked ones. */
function distinctDocs(view: IndexView, params: SearchParams, ordered: readonly Doc[]): readonly Doc[] {
  const setting = params.distinct ?? view.settings.distinct ?? 0
  const limit = setting === true ? 1 : setting === false ? 0 : setting
  const attribute = view.settings.attributeForDistinct
  if (!limit || !attribute) return ordered
  const seen = new Map<string, number>()
  return ordered.filter((doc) => {
    const value = valuesAt(doc, attribute)[0]
    if (value === undefined) return true
    const key = String(value)
    const count = seen.get(key) ?? 0
    seen.set(key, count + 1)
    return count < limit
  })
}

function baseOrder(view: IndexView, ranking: readonly string[], customRanking: readonly string[]): Doc[] {
  if (view.orderCache?.version === view.store.version) return view.orderCache.order
  const compare = rankingComparator(view.store, ranking, customRanking, false)
  const order = [...view.store.docs.values()]
    .map((doc): RankedHit => ({ doc, match: undefined, distance: undefined, geoBucket: 0 }))
    .sort(compare)
    .map((hit) => hit.doc)
  view.orderCache = { version: view.store.version, order }
  return order
}

function matchOptions(settings: IndexSettings, params: SearchParams): MatchOptions {
  return {
    typoTolerance: params.typoTolerance ?? settings.typoTolerance ?? true,
    minWordSizefor1Typo: params.minWordSizefor1Typo ?? settings.minWordSizefor1Typo ?? 4,
    minWordSizefor2Typos: params.minWordSizefor2Typos ?? settings.minWordSizefor2Typos ?? 8,
  }
}

/** `facets: ['*']` means every facet of `attributesForFaceting` except the filter-only ones. */
function requestedFacets(settings: IndexSettings, requested: readonly string[] | undefined): string[] {
  const declared = (settings.attributesForFaceting ?? [])
    .filter((entry) => !isFilterOnly(entry))
    .map(facetAttributeName)
  if (!requested) return []
  if (requested.includes('*')) return declared
  return requested.filter((facet) => declared.includes(facet))
}

function shapeHit(
  view: IndexView,
  params: SearchParams,
  hit: RankedHit,
  context: HighlightContext,
): Record<string, unknown> {
  const record = hit.doc.record
  const shaped = retrieve(
    record,
    params.attributesToRetrieve ?? view.settings.attributesToRetrieve ?? ['*'],
    view.settings.unretrievableAttributes ?? [],
  )
  const highlightAttributes =
    params.attributesToHighlight ?? view.settings.attributesToHighlight ?? defaultHighlighted(view.settings, record)
  const highlightResult: Record<string, HighlightResult> = {}
  const attributes = highlightAttributes.includes('*')
    ? Object.keys(record).filter((key) => key !== 'objectID' && key !== '_geoloc')
    : highlightAttributes
  for (const attribute of attributes) {
    const top = attribute.split('.')[0]!
    if (top in highlightResult || !(top in record)) continue
    const highlighted = highlightValue(record[top], context)
    if (highlighted !== undefined) highlightResult[top] = highlighted
  }
  if (attributes.length) shaped._highlightResult = highlightResult
  if (params.getRankingInfo) {
    shaped._rankingInfo = {
      nbTypos: hit.match?.typos ?? 0,
      firstMatchedWord: hit.match?.firstMatchedWord ?? 0,
      proximityDistance: hit.match?.proximity ?? 0,
      userScore: view.store.size - hit.doc.slot,
      geoDistance: hit.distance ?? 0,
      geoPrecision: params.aroundPrecision ?? (hit.distance === undefined ? 1 : 10),
      nbExactWords: hit.match?.exactWords ?? 0,
      words: context.queryWords.length,
      filters: 0,
      ...(hit.distance !== undefined && params.aroundLatLng
        ? {
            matchedGeoLocation: {
              ...nearestGeoloc(record, parseLatLng(params.aroundLatLng))!.point,
              distance: hit.distance,
            },
          }
        : {}),
    }
  }
  return shaped
}

function defaultHighlighted(settings: IndexSettings, record: Record<string, unknown>): string[] {
  const searchable = settings.searchableAttributes ?? []
  if (!searchable.length) return Object.keys(record).filter((key) => key !== 'objectID' && key !== '_geoloc')
  return searchableRanks(searchable).flatMap((rank) => rank.paths)
}

function retrieve(
  record: Record<string, unknown>,
  attributes: readonly string[],
  hidden: readonly string[],
): Record<string, unknown> {
  const all = attributes.includes('*')
  const excluded =
    hidden.length || attributes.some((name) => name.startsWith('-'))
      ? new Set([...hidden, ...attributes.filter((name) => name.startsWith('-')).map((name) => name.slice(1))])
      : undefined
  if (all && !excluded) return { ...record }
  const result: Record<string, unknown> = {}
  for (const key in record) {
    if (key === 'objectID' || ((all || attributes.includes(key)) && !excluded?.has(key))) result[key] = record[key]
  }
  return result
}
