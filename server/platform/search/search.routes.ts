import { Hono } from 'hono'
import { SearchError } from './engine/errors'
import { publicSettings, settingsSchema, withDefaults } from './engine/settings'
import { errorResponse, readBody, readJson, requireAdmin, requireKey, type SearchEnv } from './http'
import { insightsRoutes } from './insights.routes'
import { listRoutes } from './lists.routes'
import { browseIndex, searchFacet, searchIndex } from './query-handlers'
import {
  batchSchema,
  getObjectsSchema,
  multiBatchSchema,
  multiQuerySchema,
  objectSchema,
  operationSchema,
} from './schemas'
import type { BatchOperation } from './batch-plan'
import type { SearchService } from './service'
import type { Database } from '../../db/database'

interface SearchRoutesDeps {
  db: Database
  service: SearchService
  production: boolean
}

/** The Algolia REST protocol (search API v1 and insights), as the official clients call it. */
export function createSearchRoutes({ db, service, production }: SearchRoutesDeps): Hono<SearchEnv> {
  const app = new Hono<SearchEnv>()
  app.onError((error, c) => errorResponse(c, error))
  app.use('/1/*', requireKey(production))
  app.use('/1/*', async (_c, next) => {
    await service.ready()
    await next()
  })
  app.route('/1/events', insightsRoutes(db))

  app.post('/1/indexes/:index/queries', async (c) => {
    if (c.req.param('index') !== '*') throw new SearchError('Not found', 404)
    const { requests } = await readBody(c, multiQuerySchema)
    const results = requests.map(({ indexName, type, facet, ...body }) =>
      type === 'facet' && facet ? searchFacet(service, indexName, facet, body) : searchIndex(service, indexName, body),
    )
    return c.json({ results })
  })

  app.post('/1/indexes/:index/objects', async (c) => {
    if (c.req.param('index') !== '*') throw new SearchError('Not found', 404)
    const { requests } = await readBody(c, getObjectsSchema)
    return c.json({
      results: requests.map(({ indexName, objectID }) => service.getObject(indexName, objectID) ?? null),
    })
  })

  app.post('/1/indexes/:index/query', async (c) => {
    const body = await readJson(c)
    return c.json(searchIndex(service, c.req.param('index'), isObject(body) ? body : {}))
  })

  app.post('/1/indexes/:index/browse', async (c) => {
    const body = await readJson(c)
    return c.json(browseIndex(service, c.req.param('index'), isObject(body) ? body : {}))
  })

  app.post('/1/indexes/:index/facets/:facet/query', async (c) => {
    const body = await readJson(c)
    return c.json(searchFacet(service, c.req.param('index'), c.req.param('facet'), isObject(body) ? body : {}))
  })

  app.get('/1/indexes', (c) => {
    const items = service.list()
    return c.json({ items, nbPages: 1 })
  })

  app.get('/1/indexes/:index/settings', (c) =>
    c.json(withDefaults(publicSettings(service.getSettings(c.req.param('index'))))),
  )
  app.route('/1/indexes', listRoutes(service))

  app.get('/1/indexes/:index/task/:taskID', (c) => taskStatus(service, c.req.param('taskID')))
  app.get('/1/task/:taskID', (c) => taskStatus(service, c.req.param('taskID')))

  app.get('/1/indexes/:index/:objectID', (c) => {
    service.requireView(c.req.param('index'))
    const record = service.getObject(c.req.param('index'), c.req.param('objectID'))
    if (!record) throw new SearchError('ObjectID does not exist', 404)
    return c.json(record)
  })

  // Everything below writes: the admin key only.
  app.use('/1/*', async (c, next) => (c.req.method === 'GET' ? next() : requireAdmin(c, next)))

  app.put('/1/indexes/:index/settings', async (c) => {
    // Synonyms and rules have their own endpoints: never taken from the settings body.
    const settings = publicSettings(await readBody(c, settingsSchema))
    const taskID = await service.setSettings(
      c.req.param('index'),
      settings,
      c.req.query('forwardToReplicas') === 'true',
    )
    return c.json({ taskID, updatedAt: new Date().toISOString() })
  })

  app.post('/1/indexes/:index/batch', async (c) => {
    const index = c.req.param('index')
    if (index === '*') {
      const { requests } = await readBody(c, multiBatchSchema)
      const byIndex = new Map<string, BatchOperation[]>()
      for (const { indexName, ...operation } of requests)
        byIndex.set(indexName, [...(byIndex.get(indexName) ?? []), operation as BatchOperation])
      const taskID: Record<string, number> = {}
      const objectIDs: string[] = []
      for (const [indexName, operations] of byIndex) {
        const result = await service.batch(indexName, operations)
        taskID[indexName] = result.taskID
        objectIDs.push(...result.objectIDs)
      }
      return c.json({ taskID, objectIDs })
    }
    const { requests } = await readBody(c, batchSchema)
    return c.json(await service.batch(index, requests as BatchOperation[]))
  })

  app.post('/1/indexes/:index/operation', async (c) => {
    const { operation, destination, scope } = await readBody(c, operationSchema)
    const taskID = await service.copyOrMove(c.req.param('index'), destination, operation, scope)
    return c.json({ taskID, updatedAt: new Date().toISOString() })
  })

  app.post('/1/indexes/:index/clear', async (c) => {
    const { taskID } = await service.batch(c.req.param('index'), [{ action: 'clear' }])
    return c.json({ taskID, updatedAt: new Date().toISOString() })
  })

  app.post('/1/indexes/:index', async (c) => {
    const body = await readBody(c, objectSchema)
    const { taskID, objectIDs } = await service.batch(c.req.param('index'), [{ action: 'addObject', body }])
    return c.json({ createdAt: new Date().toISOString(), taskID, objectID: objectIDs[0] }, 201)
  })

  app.delete('/1/indexes/:index', async (c) => {
    const taskID = await service.deleteIndex(c.req.param('index'))
    return c.json({ taskID, deletedAt: new Date().toISOString() })
  })

  app.put('/1/indexes/:index/:objectID', async (c) => {
    const objectID = c.req.param('objectID')
    const body = await readBody(c, objectSchema)
    const { taskID } = await service.batch(c.req.param('index'), [
      { action: 'updateObject', body: { ...body, objectID } },
    ])
    return c.json({ updatedAt: new Date().toISOString(), taskID, objectID })
  })

  app.post('/1/indexes/:index/:objectID/partial', async (c) => {
    const objectID = c.req.param('objectID')
    const body = await readBody(c, objectSchema)
    const action = c.req.query('createIfNotExists') === 'false' ? 'partialUpdateObjectNoCreate' : 'partialUpdateObject'
    const { taskID } = await service.batch(c.req.param('index'), [{ action, body: { ...body, objectID } }])
    return c.json({ updatedAt: new Date().toISOString(), taskID, objectID })
  })

  app.delete('/1/indexes/:index/:objectID', async (c) => {
    const { taskID } = await service.batch(c.req.param('index'), [
      { action: 'deleteObject', body: { objectID: c.req.param('objectID') } },
    ])
    return c.json({ deletedAt: new Date().toISOString(), taskID })
  })

  app.all('/1/*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}`, status: 404 }, 404))
  return app
}

function taskStatus(service: SearchService, raw: string): Response {
  const taskID = Number(raw)
  if (!Number.isSafeInteger(taskID) || !service.isTaskPublished(taskID)) {
    return Response.json({ message: 'Task does not exist', status: 404 }, { status: 404 })
  }
  return Response.json({ status: 'published', pendingTask: false })
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
