import { marketLocale, salesOf } from './market'

/** The search service's application id and public search key (README "Search"). */
export const SEARCH_APP_ID = 'KESTREL'
export const SEARCH_API_KEY = 'kestrel-local'
/** Where the search service answers, below the shop's origin. */
export const SEARCH_PATH = '/platform/search'

/**
 * Index names (spec 7.4: `prod_{x}_{locale}_{y}_Products`): x is the brand, `kestrel`, and y the
 * country of the locale's market, `CZ` — `prod_kestrel_cs-CZ_CZ_Products` and
 * `prod_kestrel_en_CZ_Products` in the Czech market, `prod_kestrel_de-AT_AT_Products` in reading C.
 */
export function productIndexName(locale: string): string {
  return `prod_kestrel_${locale}_${salesOf(marketLocale(locale)).country}_Products`
}

export const STORES_INDEX = 'prod_Stores'

/**
 * The query-suggestions index of a product index (Algolia's `{index}_query_suggestions`): the
 * catalog's vocabulary in the locale (words of product and category names, category names of the
 * other locales as aliases) with how many products each one finds, for corrections and popular categories.
 */
export function querySuggestionsIndexName(locale: string): string {
  return `${productIndexName(locale)}_query_suggestions`
}

/** The listing's sort options: standard replicas of each product index, by suffix. */
export const SORT_SUFFIXES = {
  priceAsc: '_price_asc',
  priceDesc: '_price_desc',
  newest: '_newest',
  biggestDiscount: '_discount_desc',
} as const

export type SortKey = keyof typeof SORT_SUFFIXES

export const SORT_KEYS = Object.keys(SORT_SUFFIXES) as SortKey[]

export function sortReplicaName(index: string, sort: SortKey): string {
  return index + SORT_SUFFIXES[sort]
}
