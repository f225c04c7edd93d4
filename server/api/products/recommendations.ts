import { z } from 'zod'
import type { Locale } from '@common/market'
import { productIndexName } from '@common/search-indices'
import type { PlatformServices } from '../platform-access/platform-access'

const SEARCH_KEY = 'kestrel-local'
const PER_BLOCK = 8

const RECORD_ATTRIBUTES = [
  'objectID',
  'productId',
  'articleNumber',
  'colorCode',
  'name',
  'productName',
  'backgroundColor',
  'price',
  'listPrice',
  'currency',
  'hasDiscount',
  'discountPercentage',
  'image',
  'productColors',
  'available',
  'division',
  'gender',
  'collectionType',
]

const hits = z.object({ hits: z.array(z.record(z.string(), z.unknown())) })
const results = z.object({ results: z.array(hits) })

interface Recommendations {
  alsoLike: unknown[]
  similar: unknown[]
  boughtTogether: unknown[]
}

const quote = (value: string) => `"${value.replace(/"/g, '')}"`

/**
 * The recommendation blocks (spec 2.7) from the search index: looking similar = same gender and
 * collection type; you might also like = same gender, another type; frequently bought together =
 * care products and accessories. Recently viewed lives in the browser.
 */
export async function fetchRecommendations(
  { origin, fetch }: PlatformServices,
  key: string,
  locale: Locale,
): Promise<Recommendations> {
  const index = productIndexName(locale)
  const base = `${origin}/platform/search/1/indexes`
  const credentials = `x-algolia-application-id=KESTREL&x-algolia-api-key=${SEARCH_KEY}`
  const [articleNumber = ''] = key.split('-')
  try {
    const own = await fetch(
      `${base}/${encodeURIComponent(index)}/${encodeURIComponent(key)}?${credentials}&attributesToRetrieve=gender,collectionType,division`,
    )
    const record = own.ok ? ((await own.json()) as { gender?: string; collectionType?: string; division?: string }) : {}
    const notThis = `NOT articleNumber:${quote(articleNumber)} AND available:true`
    const gender = record.gender ? ` AND (gender:${quote(record.gender)} OR gender:"Unisex")` : ''
    const type = record.collectionType ? `collectionType:${quote(record.collectionType)}` : ''
    const params = (filters: string) => ({
      query: '',
      hitsPerPage: PER_BLOCK,
      filters,
      attributesToRetrieve: RECORD_ATTRIBUTES,
      attributesToHighlight: [],
    })
    const response = await fetch(`${base}/*/queries?${credentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requests: [
          { indexName: index, ...params(`${notThis}${gender}${type ? ` AND NOT ${type}` : ''}`) },
          { indexName: index, ...params(`${notThis}${gender}${type ? ` AND ${type}` : ''}`) },
          {
            indexName: `${index}_newest`,
            ...params(`${notThis} AND (division:"Shoe Care" OR division:"Accessories")`),
          },
        ],
      }),
    })
    if (!response.ok) return { alsoLike: [], similar: [], boughtTogether: [] }
    const [alsoLike, similar, boughtTogether] = results
      .parse(await response.json())
      .results.map((result) => result.hits)
    return { alsoLike: alsoLike ?? [], similar: similar ?? [], boughtTogether: boughtTogether ?? [] }
  } catch {
    return { alsoLike: [], similar: [], boughtTogether: [] }
  }
}
