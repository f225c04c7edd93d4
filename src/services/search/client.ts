import * as z from 'zod/mini'
import { SEARCH_API_KEY, SEARCH_APP_ID, SEARCH_PATH } from '@common/search-indices'
import type { Requester } from '@algolia/client-common'
import type { liteClient } from 'algoliasearch/lite'
import type aa from 'search-insights'

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
  /** A query rule's redirect (Algolia's `renderingContent.redirect.url`). */
  renderingContent: z.optional(z.object({ redirect: z.optional(z.object({ url: z.string() })) })),
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
  /** A conversion's price and quantity per object, with the queryID each came from. */
  objectData?: Array<{ price: number; quantity: number; queryID?: string }>
  currency?: string
}

export interface SearchClient {
  /** The search host, e.g. `http://localhost:3000/platform/search`. */
  readonly host: string
  search(requests: readonly SearchRequest[], signal?: AbortSignal): Promise<SearchResult[]>
  sendEvents(events: readonly InsightsEvent[]): Promise<void>
}

interface SearchClientOptions {
  /** The shop's origin ('' in the browser: same origin). */
  origin?: string
  appId?: string
  apiKey?: string
  /**
   * How long a query may take to connect and to answer, in ms; Algolia's defaults when absent (the
   * shop's search answers in milliseconds). Tests on a busy machine give their server longer.
   */
  timeouts?: { connect: number; read: number }
  /**
   * How the server's render reaches the search service (`fetchRequester`: its own stand-in, in this process);
   * Algolia's own requester otherwise (the browser, or a search service elsewhere).
   */
  requester?: Requester | undefined
}

function searchHost(origin = ''): string {
  return `${origin.replace(/\/$/, '')}${SEARCH_PATH}`
}

/** Algolia's host for the search service: its address without the scheme, the service's path included. */
function algoliaHost(host: string) {
  const url = new URL(host, globalThis.location?.href)
  return {
    url: `${url.host}${url.pathname}`,
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
    accept: 'readWrite' as const,
  }
}

type LiteClient = ReturnType<typeof liteClient>
type Insights = typeof aa

/**
 * The search service through Algolia's own clients (spec 7.4): `algoliasearch/lite` for queries
 * and `search-insights` for events, each loaded when first needed, so a page that does not search
 * carries neither. Answers are not cached here: the query cache holds them (src/services/query-client.ts).
 */
export function createSearchClient({
  origin = '',
  appId = SEARCH_APP_ID,
  apiKey = SEARCH_API_KEY,
  timeouts,
  requester,
}: SearchClientOptions = {}): SearchClient {
  const host = searchHost(origin)
  let lite: Promise<LiteClient> | null = null
  let insights: Promise<Insights> | null = null

  const searchClient = () =>
    (lite ??= Promise.all([import('algoliasearch/lite'), import('@algolia/client-common')]).then(
      ([{ liteClient }, { createNullCache }]) =>
        liteClient(appId, apiKey, {
          hosts: [algoliaHost(host)],
          responsesCache: createNullCache(),
          requestsCache: createNullCache(),
          ...(requester ? { requester } : {}),
          ...(timeouts ? { timeouts: { ...timeouts, write: timeouts.read } } : {}),
        }),
    ))

  const insightsClient = () =>
    (insights ??= import('search-insights').then(({ default: client }) => {
      client('init', {
        appId,
        apiKey,
        host: new URL(host, globalThis.location?.href).href.replace(/\/$/, ''),
        partial: true,
      })
      return client
    }))

  return {
    host,
    async search(requests, signal) {
      if (requests.length === 0) return []
      const client = await searchClient()
      signal?.throwIfAborted()
      try {
        const { results } = await client.search({
          requests: requests.map(({ indexName, params }) => ({ indexName, ...params })) as never,
        })
        signal?.throwIfAborted()
        return multipleResultsSchema.parse({ results }).results
      } catch (error) {
        throw asSearchError(error)
      }
    },
    async sendEvents(events) {
      if (events.length === 0) return
      const send = await insightsClient()
      await send('sendEvents', events as never)
    },
  }
}

/** The service's refusal as a SearchError with its message and status; anything else as it came. */
function asSearchError(error: unknown): unknown {
  if (error instanceof SearchError || !(error instanceof Error)) return error
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' ? new SearchError(error.message, status) : error
}
