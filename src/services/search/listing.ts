import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { productIndexName, SORT_KEYS, sortReplicaName, type SortKey } from '@common/search-indices'
import type { SizeConvention } from '@common/sizes'
import type { SearchClient, SearchParams, SearchRequest, SearchResult } from './client'
import { PRODUCT_HIT_ATTRIBUTES, productHitSchema, type ProductHit } from './types'

/** Products per loaded page of a listing. */
export const HITS_PER_PAGE = 24
/** Spec 9: a listing starts at page 1. */
const FIRST_PAGE = 1
/** Pages a single URL may ask for at once (`page=N` loads N pages). */
const MAX_PAGE = 40

/** The listing's facets: URL parameter → index attribute (sizes follow the shopper's convention). */
export const FACETS = ['gender', 'type', 'color', 'size', 'price'] as const
export type FacetParam = (typeof FACETS)[number]

export function facetAttribute(facet: FacetParam, sizeConvention: SizeConvention): string {
  switch (facet) {
    case 'gender':
      return 'gender'
    case 'type':
      return 'collectionType'
    case 'color':
      return 'dominantColor'
    case 'size':
      return `sizes.${sizeConvention}`
    case 'price':
      return 'priceRange'
  }
}

const list = z.catch(z.optional(z.string().check(z.maxLength(500))), undefined)

/** The listing's URL state: `?q=&sort=&page=&gender=Women,Men&size=42` (spec 2.7). */
export const listingSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  sort: z.catch(z.optional(z.enum(SORT_KEYS as [SortKey, ...SortKey[]])), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(FIRST_PAGE), z.maximum(MAX_PAGE))), undefined),
  gender: list,
  type: list,
  color: list,
  size: list,
  price: list,
})

export type ListingSearch = z.infer<typeof listingSearchSchema>
type Refinements = Partial<Record<FacetParam, string[]>>

/** `'Black,White'` → `['Black', 'White']`. */
function splitValues(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

export function refinementsOf(search: ListingSearch): Refinements {
  const refinements: Refinements = {}
  for (const facet of FACETS) {
    const values = splitValues(search[facet])
    if (values.length) refinements[facet] = values
  }
  return refinements
}

/** The URL search after toggling one facet value; the page goes back to the first. */
export function toggleRefinement(search: ListingSearch, facet: FacetParam, value: string): ListingSearch {
  const current = splitValues(search[facet])
  const next = current.includes(value) ? current.filter((candidate) => candidate !== value) : [...current, value]
  return { ...search, [facet]: next.length ? next.join(',') : undefined, page: undefined }
}

export function clearRefinements(search: ListingSearch): ListingSearch {
  return { q: search.q, sort: search.sort }
}

interface ListingQuery {
  locale: string
  /** The category's search filter (`categoryKeys:"…" OR …`), none for search results. */
  categoryFilter?: string | undefined
  query?: string | undefined
  sort?: SortKey | undefined
  /** Pages loaded so far (1-based): all of them are fetched at once. */
  page?: number | undefined
  refinements: Refinements
  sizeConvention: SizeConvention
  hitsPerPage?: number
}

function listingIndexName(locale: string, sort: SortKey | undefined): string {
  const index = productIndexName(locale)
  return sort ? sortReplicaName(index, sort) : index
}

/** The facet filters of the refinements (AND of OR groups), leaving one facet out for its own counts. */
function facetFiltersOf(refinements: Refinements, sizeConvention: SizeConvention, except?: FacetParam): string[][] {
  return FACETS.filter((facet) => facet !== except && refinements[facet]?.length).map((facet) =>
    (refinements[facet] ?? []).map((value) => `${facetAttribute(facet, sizeConvention)}:${value}`),
  )
}

/**
 * The requests of one listing view: the hits with every refinement, plus one request per refined
 * facet without its own refinement, so a refined facet still counts its other values (disjunctive
 * facets, as InstantSearch does).
 */
export function buildListingRequests(listing: ListingQuery): SearchRequest[] {
  const { refinements, sizeConvention } = listing
  const indexName = listingIndexName(listing.locale, listing.sort)
  const pages = Math.min(Math.max(listing.page ?? FIRST_PAGE, FIRST_PAGE), MAX_PAGE)
  const perPage = listing.hitsPerPage ?? HITS_PER_PAGE
  const attributes = FACETS.map((facet) => facetAttribute(facet, sizeConvention))
  const base: SearchParams = {
    query: listing.query ?? '',
    ...(listing.categoryFilter ? { filters: listing.categoryFilter } : {}),
  }
  const main: SearchRequest = {
    indexName,
    params: {
      ...base,
      facets: attributes,
      facetFilters: facetFiltersOf(refinements, sizeConvention),
      hitsPerPage: perPage * pages,
      page: 0,
      attributesToRetrieve: PRODUCT_HIT_ATTRIBUTES,
      clickAnalytics: true,
      maxValuesPerFacet: 100,
    },
  }
  const disjunctive = FACETS.filter((facet) => refinements[facet]?.length).map((facet): SearchRequest => ({
    indexName,
    params: {
      ...base,
      facets: [facetAttribute(facet, sizeConvention)],
      facetFilters: facetFiltersOf(refinements, sizeConvention, facet),
      hitsPerPage: 0,
      page: 0,
      analytics: false,
      clickAnalytics: false,
      maxValuesPerFacet: 100,
    },
  }))
  return [main, ...disjunctive]
}

export interface FacetValue {
  value: string
  count: number
  isRefined: boolean
}

export interface ListingResult {
  hits: ProductHit[]
  nbHits: number
  /** Pages loaded (1-based) and whether more remain. */
  page: number
  hasMore: boolean
  queryID: string | undefined
  indexName: string
  facets: Record<FacetParam, FacetValue[]>
  /** Where a query rule sends this query instead (a path of this shop), if one does. */
  redirect?: string
}

const sizeOrder = (a: string, b: string) => {
  const difference = Number.parseFloat(a) - Number.parseFloat(b)
  return Number.isNaN(difference) ? a.localeCompare(b) : difference
}

const priceOrder = (a: string, b: string) => Number.parseFloat(a) - Number.parseFloat(b)

export function parseListingResults(listing: ListingQuery, results: readonly SearchResult[]): ListingResult {
  const { refinements, sizeConvention } = listing
  const [main] = results
  const pages = Math.min(Math.max(listing.page ?? FIRST_PAGE, FIRST_PAGE), MAX_PAGE)
  const refinedFacets = FACETS.filter((facet) => refinements[facet]?.length)
  const facets = {} as Record<FacetParam, FacetValue[]>
  for (const facet of FACETS) {
    const attribute = facetAttribute(facet, sizeConvention)
    const disjunctiveIndex = refinedFacets.indexOf(facet)
    const source = disjunctiveIndex >= 0 ? results[disjunctiveIndex + 1] : main
    const counts = source?.facets?.[attribute] ?? {}
    const refined = refinements[facet] ?? []
    const values = Object.entries(counts).map(([value, count]) => ({
      value,
      count,
      isRefined: refined.includes(value),
    }))
    // A refined value the results no longer count still shows, so it can be removed.
    for (const value of refined) if (!(value in counts)) values.push({ value, count: 0, isRefined: true })
    if (facet === 'size') values.sort((a, b) => sizeOrder(a.value, b.value))
    else if (facet === 'price') values.sort((a, b) => priceOrder(a.value, b.value))
    else values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    facets[facet] = values
  }
  const hits = (main?.hits ?? []).flatMap((hit) => {
    const parsed = productHitSchema.safeParse(hit)
    return parsed.success ? [parsed.data] : []
  })
  const nbHits = main?.nbHits ?? 0
  const redirect = shopPath(main?.renderingContent?.redirect?.url)
  return {
    ...(redirect ? { redirect } : {}),
    hits,
    nbHits,
    page: pages,
    hasMore: hits.length < nbHits && pages < MAX_PAGE,
    queryID: main?.queryID,
    indexName: listingIndexName(listing.locale, listing.sort),
    facets,
  }
}

const SHOP = 'https://shop.invalid'

/** A query rule's redirect as a path of this shop, percent-encoded (`/v%C3%BDprodej`); another site's address is dropped. */
function shopPath(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url, SHOP)
    return parsed.origin === SHOP ? parsed.pathname + parsed.search + parsed.hash : undefined
  } catch {
    return undefined
  }
}

export function listingQueryOptions(client: SearchClient, listing: ListingQuery) {
  return queryOptions({
    queryKey: ['search', 'listing', listing] as const,
    queryFn: async ({ signal }) =>
      parseListingResults(listing, await client.search(buildListingRequests(listing), signal)),
  })
}

/** A rail of products (home page): the first hits of a filter. */
export function productRailQueryOptions(
  client: SearchClient,
  rail: { locale: string; filters?: string; sort?: SortKey; hitsPerPage?: number },
) {
  return queryOptions({
    queryKey: ['search', 'rail', rail] as const,
    queryFn: async ({ signal }) => {
      const [result] = await client.search(
        [
          {
            indexName: listingIndexName(rail.locale, rail.sort),
            params: {
              query: '',
              hitsPerPage: rail.hitsPerPage ?? 8,
              attributesToRetrieve: PRODUCT_HIT_ATTRIBUTES,
              clickAnalytics: true,
              ...(rail.filters ? { filters: rail.filters } : {}),
            },
          },
        ],
        signal,
      )
      const hits = (result?.hits ?? []).flatMap((hit) => {
        const parsed = productHitSchema.safeParse(hit)
        return parsed.success ? [parsed.data] : []
      })
      return {
        hits,
        queryID: result?.queryID,
        nbHits: result?.nbHits ?? 0,
        indexName: listingIndexName(rail.locale, rail.sort),
      }
    },
  })
}

/** A search that found nothing at all (not one that filters narrowed down to nothing). */
export function isNoResult(result: Pick<ListingResult, 'nbHits'>, listing: Pick<ListingQuery, 'refinements'>): boolean {
  return result.nbHits === 0 && Object.keys(listing.refinements).length === 0
}

/** The listing query of a URL state: what both the route loader and the page ask for. */
export function listingQueryFromSearch(args: {
  locale: string
  search: ListingSearch
  categoryFilter?: string | undefined
  sizeConvention?: SizeConvention
  page?: number
}): ListingQuery {
  return {
    locale: args.locale,
    categoryFilter: args.categoryFilter,
    query: args.search.q?.trim() || undefined,
    sort: args.search.sort,
    page: args.page ?? args.search.page ?? FIRST_PAGE,
    refinements: refinementsOf(args.search),
    sizeConvention: args.sizeConvention ?? 'EU',
  }
}
