import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import { market } from '@common/market'
import { contentPagePath, contentPageSchema, type ContentPage } from '@common/content-schemas'
import { unstorableTextPath, validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { isPreviewToken, PREVIEW_COOKIE } from '../preview/preview'
import { editorsOnly, isEditor } from './editor'

const locale = z.enum(market.locales, { message: `locale must be one of ${market.locales.join(', ')}` })
const path = z.string().refine((value) => contentPagePath.safeParse(value).success, {
  message: 'must be a lowercase content path such as /customer-service/faq',
})

const pageQuery = z.object({ path, locale, preview: z.string().max(80).optional() })
const writeQuery = z.object({ path, locale, status: z.enum(['draft', 'published']).default('draft') })
const publishQuery = z.object({ path, locale })

/** A page's child, as its parent's index shows it. */
interface ContentPageSummary {
  path: string
  title: string
  description: string
  image?: ContentPage['image']
  date?: string
}

/** Preview mode is on for a request carrying a running preview token: its cookie, or (for the server's own render) `preview`. */
function inPreview(c: Context<ApiEnv>, fromQuery: string | undefined): boolean {
  const secret = c.var.deps.platform.commerce.clientSecret
  const now = Math.floor(Date.now() / 1000)
  return isPreviewToken(secret, getCookie(c, PREVIEW_COOKIE), now) || isPreviewToken(secret, fromQuery, now)
}

function documentOf(stored: unknown): ContentPage {
  return contentPageSchema.parse(typeof stored === 'string' ? JSON.parse(stored) : stored)
}

/**
 * Content pages (spec 2.2–2.4: customer service and legal pages, stories, guides, explore, campaigns).
 * Shoppers read the published version; in preview mode (spec 4.12) a draft takes its place. Editors
 * (the management credentials) write drafts or published versions and publish drafts.
 */
export const contentPagesRoutes = new Hono<ApiEnv>()
  .get('/', validate('query', pageQuery), async (c) => {
    const query = c.req.valid('query')
    const preview = inPreview(c, query.preview)
    const statuses = preview ? (['published', 'draft'] as const) : (['published'] as const)
    const db = c.var.deps.db
    // The page and its children one level down, drafts after published versions so a draft wins.
    const rows = await db
      .selectFrom('content_pages')
      .select(['path', 'status', 'document', 'updated_at'])
      .where('locale', '=', query.locale)
      .where('status', 'in', statuses)
      .where((eb) =>
        eb.or([
          eb('path', '=', query.path),
          eb.and([eb('path', 'like', `${query.path}/%`), eb('path', 'not like', `${query.path}/%/%`)]),
        ]),
      )
      .orderBy('path')
      .orderBy('status', 'desc')
      .execute()
    const pages = new Map<string, ContentPage>()
    for (const row of rows) pages.set(row.path, documentOf(row.document))
    const page = pages.get(query.path)
    if (preview) c.header('Cache-Control', 'private, no-store')
    if (!page) return c.json({ error: `No page ${query.path} in ${query.locale}` }, 404)
    const locales = await db
      .selectFrom('content_pages')
      .select('locale')
      .distinct()
      .where('path', '=', query.path)
      .where('status', 'in', statuses)
      .execute()
    const children: ContentPageSummary[] = [...pages]
      .filter(([each]) => each !== query.path)
      .map(([each, child]) => ({
        path: each,
        title: child.title,
        description: child.description,
        ...(child.image ? { image: child.image } : {}),
        ...(child.date ? { date: child.date } : {}),
      }))
      // Newest articles first, then by title.
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title, query.locale))
    return c.json({
      data: { path: query.path, page, children, preview, locales: locales.map((row) => row.locale).sort() },
    })
  })
  .put('/', validate('query', writeQuery), async (c) => {
    if (!isEditor(c)) return editorsOnly(c, 'Editing a page')
    const query = c.req.valid('query')
    const parsed = contentPageSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      return c.json({ error: `Invalid page: ${problems.slice(0, 5).join('; ')}` }, 400)
    }
    const unstorable = unstorableTextPath(parsed.data)
    if (unstorable)
      return c.json(
        { error: `Invalid page: ${unstorable}: must be text without NUL characters or unpaired surrogates` },
        400,
      )
    const document = JSON.stringify(parsed.data)
    await c.var.deps.db
      .insertInto('content_pages')
      .values({ path: query.path, locale: query.locale, status: query.status, document })
      .onConflict((conflict) =>
        conflict.columns(['path', 'locale', 'status']).doUpdateSet({ document, updated_at: new Date() }),
      )
      .execute()
    return c.json({ data: { path: query.path, locale: query.locale, status: query.status, page: parsed.data } })
  })
  // The draft becomes the published version (and is no longer a draft).
  .post('/publish', validate('query', publishQuery), async (c) => {
    if (!isEditor(c)) return editorsOnly(c, 'Publishing a page')
    const query = c.req.valid('query')
    const published = await c.var.deps.db.transaction().execute(async (trx) => {
      const draft = await trx
        .deleteFrom('content_pages')
        .where('path', '=', query.path)
        .where('locale', '=', query.locale)
        .where('status', '=', 'draft')
        .returning('document')
        .executeTakeFirst()
      if (!draft) return null
      const document = JSON.stringify(documentOf(draft.document))
      await trx
        .insertInto('content_pages')
        .values({ path: query.path, locale: query.locale, status: 'published', document })
        .onConflict((conflict) =>
          conflict.columns(['path', 'locale', 'status']).doUpdateSet({ document, updated_at: new Date() }),
        )
        .execute()
      return document
    })
    if (!published) return c.json({ error: `No draft of ${query.path} in ${query.locale} to publish` }, 404)
    return c.json({ data: { path: query.path, locale: query.locale, status: 'published' } })
  })
