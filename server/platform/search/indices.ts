import { sizeConventions } from '@common/sizes'
import { market } from '@common/market'
import { DEFAULT_RANKING, type IndexSettings } from './engine/settings'

/**
 * Index names (spec 7.4: `prod_{x}_{locale}_{y}_Products`): x is the brand, `kestrel`, and y the
 * market's country, `CZ` — `prod_kestrel_cs-CZ_CZ_Products` and `prod_kestrel_en_CZ_Products`.
 */
export function productIndexName(locale: string): string {
  return `prod_kestrel_${locale}_${market.country}_Products`
}

export const STORES_INDEX = 'prod_Stores'

/** The listing's sort options, as standard replicas of each product index. */
export const SORT_REPLICAS = {
  priceAsc: { suffix: '_price_asc', ranking: ['asc(price)', ...DEFAULT_RANKING] },
  priceDesc: { suffix: '_price_desc', ranking: ['desc(price)', ...DEFAULT_RANKING] },
  newest: { suffix: '_newest', ranking: ['desc(isNew)', 'desc(createdAt)', ...DEFAULT_RANKING] },
  biggestDiscount: { suffix: '_discount_desc', ranking: ['desc(discountPercentage)', ...DEFAULT_RANKING] },
} as const

export type SortKey = keyof typeof SORT_REPLICAS

export function sortReplicaName(index: string, sort: SortKey): string {
  return index + SORT_REPLICAS[sort].suffix
}

/** The size conventions of spec 9; records carry `sizes.{convention}`. */
export const SIZE_CONVENTIONS = sizeConventions

export const productIndexSettings = (index: string): IndexSettings => ({
  searchableAttributes: [
    'name',
    'articleNumber',
    'unordered(collectionClass)',
    'unordered(collectionType)',
    'unordered(dominantColor)',
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
    'filterOnly(categoryKeys)',
    'filterOnly(articleNumber)',
    'filterOnly(colorCode)',
  ],
  customRanking: ['desc(available)', 'desc(createdAt)'],
  attributesToHighlight: ['name', 'collectionClass', 'collectionType', 'dominantColor'],
  replicas: Object.values(SORT_REPLICAS).map(({ suffix }) => index + suffix),
  hitsPerPage: 24,
  maxValuesPerFacet: 100,
})

export const storesIndexSettings: IndexSettings = {
  searchableAttributes: ['name', 'city', 'streetName', 'postalCode'],
  attributesForFaceting: ['searchable(city)'],
  attributesToHighlight: ['name', 'city'],
}
