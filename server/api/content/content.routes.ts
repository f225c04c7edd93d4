import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { z } from 'zod'
import { market, type Locale } from '@common/market'
import { unstorableTextPath, validate } from '../../http/validate'
import type { ApiDeps, ApiEnv } from '../api-env'
import { contentSchemas, LAYOUT_DOCUMENTS, navigationSchema, type ContentKey } from '@common/content-schemas'
import { listedCategoryCounts, visibleNavigation } from './navigation-visibility'
import { editorsOnly, isEditor } from './editor'

const contentQuery = z.object({
  locale: z.enum(market.locales, { message: `locale must be one of ${market.locales.join(', ')}` }),
})

const contentKey = z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/, 'unknown content key') })

const isSchemaKey = (key: string): key is ContentKey => Object.hasOwn(contentSchemas, key)

/** A content document as the shop shows it: the menu without its empty categories. Undefined when there is none. */
async function shownDocument(deps: ApiDeps, key: string, locale: Locale): Promise<unknown> {
  const entry = await deps.db
    .selectFrom('content_entries')
    .select('document')
    .where('key', '=', key)
    .where('locale', '=', locale)
    .executeTakeFirst()
  if (!entry) return undefined
  if (key === 'navigation') {
    // The menu shows only categories with products, counted per request from the index the listings read.
    const navigation = navigationSchema.safeParse(entry.document)
    const counts = navigation.success ? await listedCategoryCounts(deps.platform.origin, locale) : undefined
    if (navigation.success && counts) return visibleNavigation(navigation.data, counts)
  }
  return entry.document
}

/** Editable content documents (site settings, navigation, footer, markets), one per key and locale. */
export const contentRoutes = new Hono<ApiEnv>()
  /**
   * Every document the site-wide layout shows, in one answer: what the browser's code needs to take
   * over a page, which the page itself does not repeat. Public and the same for every shopper; the
   * browser keeps it and asks whether it changed (`ETag`) on the next page.
   */
  .get('/layout', validate('query', contentQuery), etag(), async (c) => {
    const { locale } = c.req.valid('query')
    const documents = await Promise.all(LAYOUT_DOCUMENTS.map((key) => shownDocument(c.var.deps, key, locale)))
    const missing = LAYOUT_DOCUMENTS.filter((_, index) => documents[index] === undefined)
    if (missing.length > 0) return c.json({ error: `No content ${missing.join(', ')} for ${locale}` }, 404)
    c.header('Cache-Control', 'public, no-cache')
    return c.json({ data: Object.fromEntries(LAYOUT_DOCUMENTS.map((key, index) => [key, documents[index]])) })
  })
  .get('/:key', validate('param', contentKey), validate('query', contentQuery), async (c) => {
    const { key } = c.req.valid('param')
    const { locale } = c.req.valid('query')
    const document = await shownDocument(c.var.deps, key, locale)
    if (document === undefined) return c.json({ error: `No content ${key} for ${locale}` }, 404)
    return c.json({ data: document })
  })
  .put('/:key', validate('param', contentKey), validate('query', contentQuery), async (c) => {
    if (!isEditor(c)) return editorsOnly(c, 'Editing content')
    const { key } = c.req.valid('param')
    const { locale } = c.req.valid('query')
    const body: unknown = await c.req.json().catch(() => undefined)
    const schema = isSchemaKey(key) ? contentSchemas[key] : z.record(z.string(), z.unknown())
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      return c.json({ error: `Invalid ${key} document: ${problems.slice(0, 5).join('; ')}` }, 400)
    }
    const unstorable = unstorableTextPath(parsed.data)
    if (unstorable)
      return c.json(
        { error: `Invalid ${key} document: ${unstorable}: must be text without NUL characters or unpaired surrogates` },
        400,
      )
    const document = JSON.stringify(parsed.data)
    await c.var.deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('content_entries')
        .values({ key, locale, document })
        .onConflict((conflict) => conflict.columns(['key', 'locale']).doUpdateSet({ document, updated_at: new Date() }))
        .execute()
      // The market's switches (spec 1.2) belong to the market, not to one language: saved in one, they hold in all.
      if (key !== 'site-settings') return
      const { marketFeatures } = parsed.data as { marketFeatures: unknown }
      const others = await trx
        .selectFrom('content_entries')
        .select(['locale', 'document'])
        .where('key', '=', key)
        .where('locale', '!=', locale)
        .forUpdate()
        .execute()
      for (const other of others) {
        const current = (typeof other.document === 'string' ? JSON.parse(other.document) : other.document) as object
        await trx
          .updateTable('content_entries')
          .set({ document: JSON.stringify({ ...current, marketFeatures }), updated_at: new Date() })
          .where('key', '=', key)
          .where('locale', '=', other.locale)
          .execute()
      }
    })
    return c.json({ data: parsed.data })
  })
