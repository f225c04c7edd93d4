import { z } from 'zod'
import { stemsOf, type Language } from './morphology'
import { lowerWords, normalizeWord } from './text'

const objectID = z.string().trim().min(1).max(200)
const position = z.number().int().min(0).max(1000)

/** Algolia's query rule records, the part this engine applies: pattern conditions, pins, hides, user data, redirects. */
const conditionSchema = z.looseObject({
  pattern: z.string().max(512).optional(),
  anchoring: z.enum(['is', 'startsWith', 'endsWith', 'contains']).optional(),
  /** Whether inflected forms and synonyms of the pattern's words count; here, inflected forms. */
  alternatives: z.boolean().optional(),
  context: z.string().max(200).optional(),
})

const consequenceSchema = z.looseObject({
  promote: z
    .array(
      z.union([z.object({ objectID, position }), z.object({ objectIDs: z.array(objectID).min(1).max(100), position })]),
    )
    .max(300)
    .optional(),
  filterPromotes: z.boolean().optional(),
  hide: z.array(z.object({ objectID })).max(50).optional(),
  userData: z.unknown().optional(),
  params: z
    .looseObject({
      renderingContent: z
        .looseObject({ redirect: z.object({ url: z.string().min(1).max(2000) }).optional() })
        .optional(),
    })
    .optional(),
})

export const ruleSchema = z.looseObject({
  objectID,
  conditions: z.array(conditionSchema).max(25).optional(),
  consequence: consequenceSchema,
  description: z.string().max(1000).optional(),
  enabled: z.boolean().optional(),
  validity: z
    .array(z.object({ from: z.number(), until: z.number() }))
    .max(50)
    .optional(),
})

export type Rule = z.infer<typeof ruleSchema>
type Condition = z.infer<typeof conditionSchema>

/** What the rules that apply to a query do to its answer, in the order the rules were saved. */
export interface RuleEffects {
  applied: Rule[]
  /** objectID → position on the whole result list (0-based). */
  promote: Map<string, number>
  filterPromotes: boolean
  hide: Set<string>
  userData: unknown[]
  renderingContent: Record<string, unknown>
}

function wordKeys(word: string, languages: readonly Language[], alternatives: boolean): string[] {
  return [normalizeWord(word), ...(alternatives ? stemsOf(word, languages).map((stem) => `~${stem}`) : [])]
}

function conditionHolds(
  condition: Condition,
  query: readonly string[],
  contexts: readonly string[],
  languages: readonly Language[],
): boolean {
  if (condition.context !== undefined && !contexts.includes(condition.context)) return false
  if (condition.pattern === undefined) return true
  const alternatives = condition.alternatives ?? true
  const pattern = lowerWords(condition.pattern)
  const anchoring = condition.anchoring ?? 'is'
  const same = (queryWord: string, patternWord: string) => {
    const keys = new Set(wordKeys(queryWord, languages, alternatives))
    return wordKeys(patternWord, languages, alternatives).some((key) => keys.has(key))
  }
  const at = (start: number) => pattern.every((word, offset) => same(query[start + offset]!, word))
  if (pattern.length > query.length) return false
  if (anchoring === 'is') return pattern.length === query.length && at(0)
  if (anchoring === 'startsWith') return at(0)
  if (anchoring === 'endsWith') return at(query.length - pattern.length)
  for (let start = 0; start + pattern.length <= query.length; start++) if (at(start)) return true
  return false
}

/** The enabled, currently valid rules whose conditions (any of them) hold for the query. */
export function applyRules(
  rules: readonly Rule[] | undefined,
  query: string,
  contexts: readonly string[],
  languages: readonly Language[],
  now = Date.now() / 1000,
): RuleEffects {
  const effects: RuleEffects = {
    applied: [],
    promote: new Map(),
    filterPromotes: false,
    hide: new Set(),
    userData: [],
    renderingContent: {},
  }
  if (!rules?.length) return effects
  const words = lowerWords(query)
  for (const rule of rules) {
    if (rule.enabled === false) continue
    if (rule.validity?.length && !rule.validity.some(({ from, until }) => from <= now && now <= until)) continue
    const conditions = rule.conditions ?? []
    if (conditions.length && !conditions.some((condition) => conditionHolds(condition, words, contexts, languages)))
      continue
    effects.applied.push(rule)
    const { consequence } = rule
    for (const entry of consequence.promote ?? []) {
      const ids = 'objectIDs' in entry ? entry.objectIDs : [entry.objectID]
      ids.forEach((id, offset) => {
        if (!effects.promote.has(id)) effects.promote.set(id, entry.position + offset)
      })
    }
    if (consequence.filterPromotes) effects.filterPromotes = true
    for (const { objectID: hidden } of consequence.hide ?? []) effects.hide.add(hidden)
    if (consequence.userData !== undefined) effects.userData.push(consequence.userData)
    if (consequence.params?.renderingContent)
      Object.assign(effects.renderingContent, consequence.params.renderingContent)
  }
  return effects
}

/** The result order after hiding and pinning: pinned records at their positions, the rest in ranking order. */
export function reorder<T>(
  ordered: readonly T[],
  objectIDOf: (item: T) => string,
  effects: RuleEffects,
  lookup: (objectID: string) => T | undefined,
): readonly T[] {
  if (effects.promote.size === 0 && effects.hide.size === 0) return ordered
  const pinned = [...effects.promote]
    .filter(([id]) => !effects.hide.has(id))
    .map(([id, at]) => ({ item: lookup(id), at }))
    .filter((entry): entry is { item: T; at: number } => entry.item !== undefined)
    .sort((a, b) => a.at - b.at)
  const pinnedIds = new Set(pinned.map(({ item }) => objectIDOf(item)))
  const rest = ordered.filter((item) => {
    const id = objectIDOf(item)
    return !effects.hide.has(id) && !pinnedIds.has(id)
  })
  for (const { item, at } of pinned) rest.splice(Math.min(at, rest.length), 0, item)
  return rest
}
