import { Hono } from 'hono'
import { z } from 'zod'
import { SearchError } from './engine/errors'
import { ruleSchema, type Rule } from './engine/rules'
import { synonymSchema, type Synonym } from './engine/synonyms'
import { normalizeWord } from './engine/text'
import { readBody, requireAdmin, type SearchEnv } from './http'
import type { SearchService } from './service'

const searchSynonymsSchema = z.object({
  query: z.string().max(512).optional(),
  type: z.enum(['synonym', 'onewaysynonym']).optional(),
  page: z.number().int().min(0).max(10000).optional(),
  hitsPerPage: z.number().int().min(1).max(1000).optional(),
})

const searchRulesSchema = z.object({
  query: z.string().max(512).optional(),
  anchoring: z.enum(['is', 'startsWith', 'endsWith', 'contains']).optional(),
  context: z.string().max(200).optional(),
  enabled: z.boolean().nullable().optional(),
  page: z.number().int().min(0).max(10000).optional(),
  hitsPerPage: z.number().int().min(1).max(1000).optional(),
})

const updatedAt = (taskID: number) => ({ taskID, updatedAt: new Date().toISOString() })
const deletedAt = (taskID: number) => ({ taskID, deletedAt: new Date().toISOString() })
const flag = (value: string | undefined) => value === 'true'
const folded = (text: string) => normalizeWord(text)

/** A page of a list, as Algolia's synonym and rule searches answer. */
function page<T>(items: T[], pageNumber = 0, hitsPerPage = 100) {
  return {
    hits: items.slice(pageNumber * hitsPerPage, (pageNumber + 1) * hitsPerPage),
    nbHits: items.length,
    page: pageNumber,
    nbPages: Math.ceil(items.length / hitsPerPage),
  }
}

/**
 * Synonyms and query rules of an index, as Algolia's search API has them
 * (`/1/indexes/{index}/synonyms/...`, `/1/indexes/{index}/rules/...`): the admin key only.
 */
export function listRoutes(service: SearchService): Hono<SearchEnv> {
  const app = new Hono<SearchEnv>()
  app.use('/:index/synonyms/*', requireAdmin)
  app.use('/:index/rules/*', requireAdmin)

  // Synonyms
  app.post('/:index/synonyms/search', async (c) => {
    const { query = '', type, page: pageNumber, hitsPerPage } = await readBody(c, searchSynonymsSchema)
    const wanted = folded(query)
    const hits = service
      .synonyms(c.req.param('index'))
      .filter((synonym) => !type || synonym.type === type)
      .filter((synonym) => !wanted || folded(JSON.stringify(synonym)).includes(wanted))
    return c.json(page(hits, pageNumber, hitsPerPage))
  })
  app.post('/:index/synonyms/batch', async (c) => {
    const synonyms = await readBody(c, z.array(synonymSchema).max(10000))
    const replace = flag(c.req.query('replaceExistingSynonyms'))
    const taskID = await service.updateList(
      c.req.param('index'),
      'synonyms',
      (current) => upsert(replace ? [] : current, synonyms),
      flag(c.req.query('forwardToReplicas')),
    )
    return c.json(updatedAt(taskID))
  })
  app.post('/:index/synonyms/clear', async (c) => {
    const taskID = await service.updateList(
      c.req.param('index'),
      'synonyms',
      () => [],
      flag(c.req.query('forwardToReplicas')),
    )
    return c.json(updatedAt(taskID))
  })
  app.get('/:index/synonyms/:objectID', (c) => {
    const found = service.synonyms(c.req.param('index')).find((synonym) => synonym.objectID === c.req.param('objectID'))
    if (!found) throw new SearchError('Synonym set does not exist', 404)
    return c.json(found)
  })
  app.put('/:index/synonyms/:objectID', async (c) => {
    const body = await readBody(c, z.looseObject({}))
    const synonym = parse(synonymSchema, { ...body, objectID: c.req.param('objectID') })
    const taskID = await service.updateList(
      c.req.param('index'),
      'synonyms',
      (current) => upsert(current, [synonym]),
      flag(c.req.query('forwardToReplicas')),
    )
    return c.json({ ...updatedAt(taskID), id: synonym.objectID })
  })
  app.delete('/:index/synonyms/:objectID', async (c) => {
    const id = c.req.param('objectID')
    if (!service.synonyms(c.req.param('index')).some((synonym) => synonym.objectID === id))
      throw new SearchError('Synonym set does not exist', 404)
    const taskID = await service.updateList(
      c.req.param('index'),
      'synonyms',
      (current) => current.filter((synonym) => synonym.objectID !== id),
      flag(c.req.query('forwardToReplicas')),
    )
    return c.json(deletedAt(taskID))
  })

  // Rules
  app.post('/:index/rules/search', async (c) => {
    const {
      query = '',
      anchoring,
      context,
      enabled,
      page: pageNumber,
      hitsPerPage,
    } = await readBody(c, searchRulesSchema)
    const wanted = folded(query)
    const hits = service.rules(c.req.param('index')).filter((rule) => {
      if (typeof enabled === 'boolean' && (rule.enabled ?? true) !== enabled) return false
      const conditions = rule.conditions ?? []
      if (anchoring && !conditions.some((condition) => condition.anchoring === anchoring)) return false
      if (context && !conditions.some((condition) => condition.context === context)) return false
      return !wanted || folded(JSON.stringify(rule)).includes(wanted)
    })
    return c.json(page(hits, pageNumber, hitsPerPage ?? 20))
  })
  app.post('/:index/rules/batch', async (c) => {
    const rules = await readBody(c, z.array(ruleSchema).max(10000))
    const clear = flag(c.req.query('clearExistingRules'))
    const taskID = await service.updateList(
      c.req.param('index'),
      'rules',
      (current) => upsert(clear ? [] : current, rules),
      flag(c.req.query('forwardToReplicas')),
    )
    return c.json(updatedAt(taskID))
  })
  app.post('/:index/rules/clear', async (c) => {
    const taskID = await service.updateList(
      c.req.param('index'),
      'rules',
      () => [],
      flag(c.req.query('forwardToReplicas')),
    )
    return c.json(updatedAt(taskID))
  })
  app.get('/:index/rules/:objectID', (c) => {
    const found = service.rules(c.req.param('index')).find((rule) => rule.objectID === c.req.param('objectID'))
    if (!found) throw new SearchError('ObjectID does not exist', 404)
    return c.json(found)
  })
  app.put('/:index/rules/:objectID', async (c) => {
    const body = await readBody(c, z.looseObject({}))
    const rule = parse(ruleSchema, { ...body, objectID: c.req.param('objectID') })
    const taskID = await service.updateList(
      c.req.param('index'),
      'rules',
      (current) => upsert(current, [rule]),
      flag(c.req.query('forwardToReplicas')),
    )
    return c.json({ objectID: rule.objectID, updatedAt: new Date().toISOString(), taskID })
  })
  app.delete('/:index/rules/:objectID', async (c) => {
    const id = c.req.param('objectID')
    if (!service.rules(c.req.param('index')).some((rule) => rule.objectID === id))
      throw new SearchError('ObjectID does not exist', 404)
    const taskID = await service.updateList(
      c.req.param('index'),
      'rules',
      (current) => current.filter((rule) => rule.objectID !== id),
      flag(c.req.query('forwardToReplicas')),
    )
    return c.json(deletedAt(taskID))
  })
  return app
}

/** Saved entries replace those of the same objectID, in place; new ones are appended. */
function upsert<T extends Synonym | Rule>(current: readonly T[], saved: readonly T[]): T[] {
  const byId = new Map(saved.map((entry) => [entry.objectID, entry]))
  const kept = current.map((entry) => byId.get(entry.objectID) ?? entry)
  const known = new Set(current.map((entry) => entry.objectID))
  return [...kept, ...saved.filter((entry) => !known.has(entry.objectID))]
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new SearchError(`Invalid value for "${issue.path.join('.') || 'body'}": ${issue.message}`)
  }
  return result.data
}
