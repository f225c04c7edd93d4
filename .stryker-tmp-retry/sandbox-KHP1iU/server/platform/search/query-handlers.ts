// @ts-nocheck
import { randomBytes } from 'node:crypto'
import { toParamsString } from './engine/coerce'
import { SearchError } from './engine/errors'
import { searchFacetValues } from './engine/facets'
import { readSearchParams } from './engine/params'
import { collectHits, runSearch, type SearchResponse } from './engine/search'
import { facetAttributeName } from './engine/settings'
import type { SearchService } from './service'

/** One query against one index, as `/query` and each request of `/*\/queries` run it. */
export function searchIndex(service: SearchService, indexName: string, body: Record<string, unknown>): SearchResponse {
  const params = readSearchParams(body)
  const view = service.requireView(indexName)
  const { params: paramsString, indexName: _indexName, type: _type, ...rest } = body
  return runSearch(view, params, {
    paramsString: typeof paramsString === 'string' ? paramsString : toParamsString(rest),
    ...(params.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
  })
}

/** searchForFacetValues: only facets declared `searchable(...)` can be searched, as in Algolia. */
export function searchFacet(service: SearchService, indexName: string, facet: string, body: Record<string, unknown>) {
  const started = performance.now()
  const params = readSearchParams(body)
  const view = service.requireView(indexName)
  const searchable = (view.settings.attributesForFaceting ?? []).some(
    (entry) => entry.trim().startsWith('searchable(') && facetAttributeName(entry) === facet,
  )
  if (!searchable) {
    throw new SearchError(
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    )
  }
  const facetQuery = typeof body.facetQuery === 'string' ? body.facetQuery : (params.facetQuery ?? '')
  const { docs } = collectHits(view, { ...params, facetQuery: undefined })
  const facetHits = searchFacetValues(view.store, docs(), facet, facetQuery, params.maxFacetHits ?? 10, {
    pre: params.highlightPreTag ?? view.settings.highlightPreTag ?? '<em>',
    post: params.highlightPostTag ?? view.settings.highlightPostTag ?? '</em>',
  })
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) }
}

/**
 * Browse: every matching record in ranking order, up to 1,000 a page, without highlighting or
 * facets; `cursor` names the next page and is absent on the last.
 */
export function browseIndex(
  service: SearchService,
  indexName: string,
  body: Record<string, unknown>,
): SearchResponse & { cursor?: string } {
  const { cursor, ...rest } = body
  const page = typeof cursor === 'string' ? decodeCursor(cursor) : 0
  const params = readSearchParams({
    ...rest,
    page,
    attributesToHighlight: [],
    facets: undefined,
    getRankingInfo: false,
  })
  const view = service.requireView(indexName)
  const unlimited = {
    name: view.name,
    store: view.store,
    settings: { ...view.settings, paginationLimitedTo: Number.MAX_SAFE_INTEGER },
  }
  const response = runSearch(
    unlimited,
    { ...params, hitsPerPage: params.hitsPerPage ?? 1000 },
    { paramsString: toParamsString(rest) },
  )
  return page + 1 < response.nbPages
    ? { ...response, cursor: Buffer.from(JSON.stringify({ page: page + 1 })).toString('base64url') }
    : response
}

function decodeCursor(cursor: string): number {
  try {
    const { page } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { page?: unknown }
    if (typeof page === 'number' && Number.isInteger(page) && page >= 0) return page
  } catch {
    // answered below
  }
  throw new SearchError('Invalid cursor')
}
