import * as z from 'zod/mini'
import { SEARCH_API_KEY, SEARCH_APP_ID, SEARCH_PATH } from '@common/search-indices'

/**
 * A small client of the search service's Algolia REST protocol (spec 7.4): multiple queries and
 * insights events over plain fetch — a fraction of the official client's size in the browser.
 */
export type SearchParams = Record<string, string | number | boolean | readonly unknown[] | undefined>

export interface SearchRequest {
  indexName: string
  params: SearchParams
}

const facetStatsSchema = z.record(z.string(), z.object({ min: z.number(), max: z.number() }))

export const searchResultSchema = z.object({
  hits: z.array(z.unknown()),
  nbHits: z.number(),
  page: z.number(),
  nbPages: z.number(),
  hitsPerPage: z.number(),
  query: z.optional(z.string()),
  queryID: z.optional(z.string()),
  index: z.optional(z.string()),
  facets: z.optional(z.record(z.string(), z.record(z.string(), z.number()))),
  facets_stats: z.optional(facetStatsSchema),
})

export type SearchResult = z.infer<typeof searchResultSchema>

const multipleResultsSchema = z.object({ results: z.array(searchResultSchema) })

export class SearchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'SearchError'
  }
}

/** Algolia's `params` string: strings as they are, everything else JSON, each URL-encoded. */
export function serializeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&')
}

export interface InsightsEvent {
  eventType: 'click' | 'view' | 'conversion'
  eventName: string
  index: string
  userToken: string
  objectIDs?: string[]
  positions?: number[]
  queryID?: string
  filters?: string[]
  timestamp?: number
  eventSubtype?: 'addToCart' | 'purchase'
}

export interface SearchClient {
  /** The search host, e.g. `http://localhost:3000/platform/search`. */
  readonly host: string
  search(requests: readonly SearchRequest[], signal?: AbortSignal): Promise<SearchResult[]>
  sendEvents(events: readonly InsightsEvent[]): Promise<void>
}

const SEARCH_AGENT = 'Kestrel storefront (fetch)'

interface SearchClientOptions {
  /** The shop's origin ('' in the browser: same origin). */
  origin?: string
  appId?: string
  apiKey?: string
  fetch?: typeof fetch
}

function searchHost(origin = ''): string {
  return `${origin.replace(/\/$/, '')}${SEARCH_PATH}`
}

export function createSearchClient({
  origin = '',
  appId = SEARCH_APP_ID,
  apiKey = SEARCH_API_KEY,
  fetch: fetcher,
}: SearchClientOptions = {}): SearchClient {
  const host = searchHost(origin)
  const credentials = `x-algolia-application-id=${encodeURIComponent(appId)}&x-algolia-api-key=${encodeURIComponent(apiKey)}&x-algolia-agent=${encodeURIComponent(SEARCH_AGENT)}`
  const call = (input: string, init: RequestInit) => (fetcher ?? globalThis.fetch)(input, init)

  return {
    host,
    async search(requests, signal) {
      if (requests.length === 0) return []
      const response = await call(`${host}/1/indexes/*/queries?${credentials}`, {
        method: 'POST',
        // text/plain keeps the cross-origin request simple (no preflight), as Algolia's clients do.
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          requests: requests.map(({ indexName, params }) => ({ indexName, params: serializeParams(params) })),
        }),
        ...(signal ? { signal } : {}),
      })
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const message = (body as { message?: unknown } | null)?.message
        throw new SearchError(
          typeof message === 'string' ? message : `Search answered ${response.status}`,
          response.status,
        )
      }
      return multipleResultsSchema.parse(body).results
    },
    async sendEvents(events) {
      if (events.length === 0) return
      await call(`${host}/1/events?${credentials}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ events }),
        keepalive: true,
      })
    },
  }
}
