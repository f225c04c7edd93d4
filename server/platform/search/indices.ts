import { sizeConventions } from '@common/sizes'
import { DEFAULT_RANKING, type IndexSettings } from './engine/settings'
import {
  productIndexName,
  querySuggestionsIndexName,
  SORT_SUFFIXES,
  sortReplicaName,
  STORES_INDEX,
  type SortKey,
} from '@common/search-indices'

export { productIndexName, querySuggestionsIndexName, sortReplicaName, STORES_INDEX }

/** The listing's sort options, as standard replicas of each product index (names in common/search-indices). */
export const SORT_REPLICAS = {
  priceAsc: { suffix: SORT_SUFFIXES.priceAsc, ranking: ['asc(price)', ...DEFAULT_RANKING] },
  priceDesc: { suffix: SORT_SUFFIXES.priceDesc, ranking: ['desc(price)', ...DEFAULT_RANKING] },
  newest: { suffix: SORT_SUFFIXES.newest, ranking: ['desc(isNew)', 'desc(createdAt)', ...DEFAULT_RANKING] },
  biggestDiscount: { suffix: SORT_SUFFIXES.biggestDiscount, ranking: ['desc(discountPercentage)', ...DEFAULT_RANKING] },
} as const satisfies Record<SortKey, { suffix: string; ranking: readonly string[] }>

/** The size conventions of spec 9; records carry `sizes.{convention}`. */
export const SIZE_CONVENTIONS = sizeConventions

export const productIndexSettings = (index: string, locale: string): IndexSettings => ({
  searchableAttributes: [
    'name',
    'articleNumber',
    'unordered(collectionClass)',
    'unordered(collectionType)',
    'unordered(dominantColor,colorName)',
    'unordered(categoryNames)',
    'unordered(division)',
    'unordered(gender)',
  ],
  attributesForFaceting: [
    'searchable(division)',
    'searchable(gender)',
    'isNew',
    'searchable(collectionType)',
    'searchable(collectionClass)',
    'searchable(dominantColor)',
    ...SIZE_CONVENTIONS.map((convention) => `sizes.${convention}`),
    'price',
    'priceRange',
    'hasDiscount',
    'discountPercentage',
    'available',
    'categories.lvl0',
    'categories.lvl1',
    'categories.lvl2',
    // Counted too: the menu leaves out categories without products.
    'categoryKeys',
    'filterOnly(articleNumber)',
    'filterOnly(colorCode)',
  ],
  customRanking: ['desc(available)', 'desc(createdAt)'],
  attributesToHighlight: ['name', 'collectionClass', 'collectionType', 'dominantColor'],
  replicas: Object.values(SORT_REPLICAS).map(({ suffix }) => index + suffix),
  hitsPerPage: 24,
  maxValuesPerFacet: 100,
  // Inflected forms match: `tenisek` finds `tenisky`.
  indexLanguages: [locale.split('-')[0]!],
  // `distinct: true` answers one colour of each product.
  attributeForDistinct: 'articleNumber',
})

export const storesIndexSettings: IndexSettings = {
  searchableAttributes: ['name', 'city', 'streetName', 'postalCode'],
  attributesForFaceting: ['searchable(city)'],
  attributesToHighlight: ['name', 'city'],
}
