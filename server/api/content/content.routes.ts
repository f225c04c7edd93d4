import { Hono } from 'hono'
import { z } from 'zod'
import { market } from '@common/market'
import { unstorableTextPath, validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { contentSchemas, navigationSchema, type ContentKey } from '@common/content-schemas'
import { listedCategoryCounts, visibleNavigation } from './navigation-visibility'
import { editorsOnly, isEditor } from './editor'

const contentQuery = z.object({
  locale: z.enum(market.locales, { message: `locale must be one of ${market.locales.join(', ')}` }),
})

const contentKey = z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/, 'unknown content key') })

const isSchemaKey = (key: string): key is ContentKey => Object.hasOwn(contentSchemas, key)

/** Editable content documents (site settings, navigation, footer, markets), one per key and locale. */
export const contentRoutes = new Hono<ApiEnv>()
  .get('/:key', validate('param', contentKey), validate('query', contentQuery), async (c) => {
    const { key } = c.req.valid('param')
    const { locale } = c.req.valid('query')
    const entry = await c.var.deps.db
      .selectFrom('content_entries')
      .select('document')
      .where('key', '=', key)
      .where('locale', '=', locale)
      .executeTakeFirst()
    if (!entry) return c.json({ error: `No content ${key} for ${locale}` }, 404)
    if (key === 'navigation') {
      // The menu shows only categories with products, counted per request from the index the listings read.
      const navigation = navigationSchema.safeParse(entry.document)
      const counts = navigation.success ? await listedCategoryCounts(c.var.deps.platform.origin, locale) : undefined
      if (navigation.success && counts) return c.json({ data: visibleNavigation(navigation.data, counts) })
    }
    return c.json({ data: entry.document })
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
