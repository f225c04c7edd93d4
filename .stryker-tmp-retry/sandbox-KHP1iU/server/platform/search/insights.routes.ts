// @ts-nocheck
import { Hono } from 'hono'
import type { Database } from '../../db/database'
import { readJson, type SearchEnv } from './http'
import { insightsBodySchema, insightsEventSchema, type InsightsEvent } from './insights-schema'
import type { SearchTables } from './tables'

/**
 * `POST /1/events`: the Insights API. All events must be valid or none is stored; a bad
 * body answers 400, an invalid event 422, each with Algolia's `{ status, message }`.
 */
export function insightsRoutes(db: Database): Hono<SearchEnv> {
  const app = new Hono<SearchEnv>()
  app.post('/', async (c) => {
    const body = insightsBodySchema.safeParse(await readJson(c))
    if (!body.success) {
      return c.json({ status: 400, message: body.error.issues[0]!.message }, 400)
    }
    const events: InsightsEvent[] = []
    for (const [index, raw] of body.data.events.entries()) {
      const parsed = insightsEventSchema.safeParse(raw)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        const field = issue.path.length ? `${issue.path.join('.')}: ` : ''
        return c.json({ status: 422, message: `Invalid event at index ${index}: ${field}${issue.message}` }, 422)
      }
      events.push(parsed.data)
    }
    await db.withTables<SearchTables>().insertInto('search_events').values(events.map(toRow)).execute()
    return c.json({ status: 200, message: 'OK' })
  })
  return app
}

function toRow(event: InsightsEvent) {
  return {
    event_type: event.eventType,
    event_subtype: event.eventSubtype ?? null,
    event_name: event.eventName,
    index_name: event.index,
    user_token: event.userToken,
    authenticated_user_token: event.authenticatedUserToken ?? null,
    query_id: event.queryID ?? null,
    object_ids: JSON.stringify(event.objectIDs ?? null),
    filters: JSON.stringify(event.filters ?? null),
    occurred_at: new Date(event.timestamp ?? Date.now()),
    event: JSON.stringify(event),
  }
}
