import { z } from 'zod'
import { looseBoolean, looseFilterList, looseInt, looseNumber, looseStringList, parseParamsString } from './coerce'
import { SearchError } from './errors'
import { distinctSchema } from './settings'

/**
 * The search parameters this engine honours. Others that InstantSearch and the clients send
 * (analyticsTags, ruleContexts, enablePersonalization, ...) are accepted and ignored.
 */
export const searchParamsSchema = z.looseObject({
  query: z.string().max(512).default(''),
  page: looseInt(0, 100000).optional(),
  hitsPerPage: looseInt(0, 1000).optional(),
  offset: looseInt(0, 100000).optional(),
  length: looseInt(0, 1000).optional(),
  attributesToRetrieve: looseStringList.optional(),
  attributesToHighlight: looseStringList.optional(),
  highlightPreTag: z.string().optional(),
  highlightPostTag: z.string().optional(),
  facets: looseStringList.optional(),
  maxValuesPerFacet: looseInt(1, 1000).optional(),
  sortFacetValuesBy: z.enum(['count', 'alpha']).optional(),
  facetFilters: looseFilterList.optional(),
  numericFilters: looseFilterList.optional(),
  filters: z.string().optional(),
  clickAnalytics: looseBoolean.optional(),
  getRankingInfo: looseBoolean.optional(),
  typoTolerance: z.union([looseBoolean, z.enum(['min', 'strict'])]).optional(),
  minWordSizefor1Typo: looseInt(0, 100).optional(),
  minWordSizefor2Typos: looseInt(0, 100).optional(),
  aroundLatLng: z
    .string()
    .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, 'aroundLatLng must be "lat,lng"')
    .optional(),
  aroundRadius: z.union([z.literal('all'), looseInt(1, 40_075_000)]).optional(),
  aroundPrecision: looseInt(1, 1_000_000).optional(),
  insideBoundingBox: z
    .preprocess(
      (value) => (typeof value === 'string' ? parseBox(value) : value),
      z.array(z.array(looseNumber).length(4)),
    )
    .optional(),
  facetQuery: z.string().optional(),
  distinct: distinctSchema.optional(),
  enableRules: looseBoolean.optional(),
  enableSynonyms: looseBoolean.optional(),
  ruleContexts: looseStringList.optional(),
  maxFacetHits: looseInt(1, 100).optional(),
})

export type SearchParams = z.infer<typeof searchParamsSchema>

function parseBox(value: string): unknown {
  const text = value.trim()
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  const numbers = text.split(',').map(Number)
  const boxes: number[][] = []
  for (let i = 0; i + 3 < numbers.length; i += 4) boxes.push(numbers.slice(i, i + 4))
  return boxes
}

/** Merges the object form and the `params` string form (the string wins, as in Algolia). */
export function readSearchParams(body: unknown): SearchParams {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const { params, ...rest } = source
  const merged = typeof params === 'string' ? { ...rest, ...parseParamsString(params) } : rest
  const result = searchParamsSchema.safeParse(merged)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new SearchError(`Invalid value for "${issue.path.join('.') || 'params'}": ${issue.message}`)
  }
  return result.data
}
