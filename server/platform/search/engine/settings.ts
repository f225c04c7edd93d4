import { z } from 'zod'
import { looseBoolean, looseInt, looseStringList } from './coerce'
import type { Rule } from './rules'
import type { Synonym } from './synonyms'

/** `distinct`: true is 1; 0 to 4 records of each `attributeForDistinct` value. */
export const distinctSchema = z.union([looseBoolean, looseInt(0, 4)])

/** The index settings this engine honours; any other setting is stored and returned unchanged. */
export const settingsSchema = z.looseObject({
  searchableAttributes: looseStringList.optional(),
  attributesForFaceting: looseStringList.optional(),
  customRanking: looseStringList.optional(),
  ranking: looseStringList.optional(),
  replicas: looseStringList.optional(),
  attributesToRetrieve: looseStringList.optional(),
  unretrievableAttributes: looseStringList.optional(),
  attributesToHighlight: looseStringList.optional(),
  hitsPerPage: looseInt(0, 1000).optional(),
  maxValuesPerFacet: looseInt(1, 1000).optional(),
  paginationLimitedTo: looseInt(1, 20000).optional(),
  typoTolerance: z.union([looseBoolean, z.enum(['min', 'strict'])]).optional(),
  minWordSizefor1Typo: looseInt(0, 100).optional(),
  minWordSizefor2Typos: looseInt(0, 100).optional(),
  highlightPreTag: z.string().optional(),
  highlightPostTag: z.string().optional(),
  /** Languages whose word stems are indexed, so inflected forms match (`cs`, `en`). */
  indexLanguages: looseStringList.optional(),
  attributeForDistinct: z.string().max(200).optional(),
  distinct: distinctSchema.optional(),
})

/**
 * The settings as stored: the synonyms and rules of the index live beside them (they have their
 * own endpoints, as in Algolia, and are never part of the settings the API shows or takes).
 */
export type IndexSettings = z.infer<typeof settingsSchema> & {
  primary?: string
  synonyms?: Synonym[]
  rules?: Rule[]
}

/** The settings a client sees or sends: without the synonyms and rules stored beside them. */
export function publicSettings(settings: Record<string, unknown>): IndexSettings {
  const { synonyms: _synonyms, rules: _rules, ...rest } = settings
  return rest as IndexSettings
}

export const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

/** The settings as `getSettings` shows them: what was set, over Algolia's defaults. */
export function withDefaults(settings: IndexSettings): IndexSettings {
  return {
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    hitsPerPage: 20,
    maxValuesPerFacet: 100,
    paginationLimitedTo: 1000,
    ranking: DEFAULT_RANKING,
    customRanking: [],
    searchableAttributes: [],
    attributesForFaceting: [],
    replicas: [],
    attributesToRetrieve: ['*'],
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    typoTolerance: true,
    ...settings,
  }
}

/** `searchable(division)`, `filterOnly(price)`, `afterDistinct(x)` → the attribute itself. */
export function facetAttributeName(entry: string): string {
  const match = /^(?:searchable|filterOnly|afterDistinct)\((.+)\)$/.exec(entry.trim())
  return match ? match[1]!.trim() : entry.trim()
}

export function isFilterOnly(entry: string): boolean {
  return entry.trim().startsWith('filterOnly(')
}

/** `unordered(description)` → description; `name,brand` → two attributes of one rank. */
export function searchableRanks(entries: readonly string[]): { paths: string[]; ordered: boolean }[] {
  return entries.map((entry) => {
    const match = /^unordered\((.+)\)$/.exec(entry.trim())
    const inner = match ? match[1]! : entry
    return { paths: inner.split(',').map((path) => path.trim()), ordered: !match }
  })
}
