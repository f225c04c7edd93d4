// @ts-nocheck
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { productIndexName, querySuggestionsIndexName } from '@common/search-indices'
import type { SearchClient, SearchRequest } from './client'
import { correctionsFor, queryWords } from './correction'
import { homeRails } from './home-rails'
import { productHitSchema, type ProductHit } from './types'

/** Words of a query looked up in the vocabulary; corrections checked against the products. */
const MAX_WORDS = 6
const ENTRIES_PER_WORD = 8
const MAX_CORRECTIONS = 3
export const POPULAR_CATEGORIES = 6
const POPULAR_PRODUCTS = 4

const entrySchema = z.object({ query: z.string(), aliases: z.array(z.string()), popularity: z.number() })
const categorySchema = z.object({ label: z.string(), path: z.string(), popularity: z.number() })

interface PopularCategory {
  label: string
  /** Internal path (English slugs). */
  path: string
  count: number
}

interface NoResultsHelp {
  /** A correction that finds products, with how many. */
  suggestion: { query: string; nbHits: number } | undefined
  categories: PopularCategory[]
  products: ProductHit[]
  productsIndex: string
  productsQueryID: string | undefined
}

const bestSellers = homeRails.find((rail) => rail.id === 'bestsellers')?.query.filters

const parsed = <T>(schema: z.ZodMiniType<T>, hits: readonly unknown[]): T[] =>
  hits.flatMap((hit) => {
    const result = schema.safeParse(hit)
    return result.success ? [result.data] : []
  })

/**
 * What a search without results offers: a spelling correction from the catalog's
 * vocabulary that finds products, the most listed categories and the best sellers, all from the
 * search service in the page's language.
 */
export async function fetchNoResultsHelp(
  client: SearchClient,
  locale: string,
  query: string,
  signal?: AbortSignal,
): Promise<NoResultsHelp> {
  const suggestions = querySuggestionsIndexName(locale)
  const products = productIndexName(locale)
  const words = queryWords(query).slice(0, MAX_WORDS)
  const vocabulary = (word: string): SearchRequest => ({
    indexName: suggestions,
    params: {
      query: word,
      hitsPerPage: ENTRIES_PER_WORD,
      attributesToRetrieve: ['query', 'aliases', 'popularity'],
      attributesToHighlight: [],
      analytics: false,
    },
  })
  const results = await client.search(
    [
      ...words.map(vocabulary),
      {
        indexName: suggestions,
        params: {
          query: '',
          filters: 'kind:category AND promotion:false AND depth = 2',
          hitsPerPage: POPULAR_CATEGORIES,
          attributesToRetrieve: ['label', 'path', 'popularity'],
          analytics: false,
        },
      },
      {
        indexName: products,
        params: {
          query: '',
          hitsPerPage: POPULAR_PRODUCTS,
          clickAnalytics: true,
          ...(bestSellers ? { filters: bestSellers } : {}),
        },
      },
    ],
    signal,
  )
  const entriesPerWord = words.map((_, index) => parsed(entrySchema, results[index]?.hits ?? []))
  const categoryResult = results[words.length]
  const productResult = results[words.length + 1]
  const corrections = correctionsFor(words.join(' '), entriesPerWord).slice(0, MAX_CORRECTIONS)
  const checked = corrections.length
    ? await client.search(
        corrections.map((correction) => ({
          indexName: products,
          params: { query: correction, hitsPerPage: 0, analytics: false },
        })),
        signal,
      )
    : []
  const found = corrections.findIndex((_, index) => (checked[index]?.nbHits ?? 0) > 0)
  return {
    suggestion: found >= 0 ? { query: corrections[found]!, nbHits: checked[found]!.nbHits } : undefined,
    categories: parsed(categorySchema, categoryResult?.hits ?? []).map(({ label, path, popularity }) => ({
      label,
      path,
      count: popularity,
    })),
    products: parsed(productHitSchema, productResult?.hits ?? []),
    productsIndex: products,
    productsQueryID: productResult?.queryID,
  }
}

export function noResultsQueryOptions(client: SearchClient, locale: string, query: string) {
  return queryOptions({
    queryKey: ['search', 'no-results', locale, query] as const,
    queryFn: ({ signal }) => fetchNoResultsHelp(client, locale, query, signal),
  })
}
