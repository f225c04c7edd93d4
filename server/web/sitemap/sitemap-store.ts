import { sql } from 'kysely'
import { market } from '@common/market'
import type { Database } from '../../db/database'
import { sitemapUrls } from './sitemap-pages'
import { MAX_URLS_PER_SITEMAP, sitemapIndexXml, urlsetXml } from './sitemap-xml'

type SitemapTables = {
  sitemap_documents: { origin: string; name: string; stamp: string; body: string; generated_at: Date }
}

interface SitemapDocument {
  body: string
  stamp: string
  generatedAt: Date
}

/** The sitemap index's file name; the locales' files are `sitemap-{locale}.xml`, then `-2`, `-3`… past 50,000 URLs. */
export const SITEMAP_INDEX = 'sitemap.xml'

const FILE_NAME = new RegExp(`^sitemap(-(${market.locales.join('|')})(-[1-9][0-9]{0,3})?)?\\.xml$`)

/** Whether a file name can be one of the sitemaps (checked before the database is asked). */
export const isSitemapName = (name: string) => FILE_NAME.test(name)

/** What the sitemaps are made of: the catalog (the search index the listings read) and the content. */
const stampQuery = sql<string>`(select coalesce(string_agg(area || ':' || version, ',' order by area), '')
  from cache_versions where area in ('catalog', 'content'))`

/**
 * The sitemaps, generated once per change of the catalog or the content and kept in the database
 * for every process: a request reads its file in one query, generating all files again only when
 * the stamp they were made at is no longer the current one.
 */
export function createSitemapStore(deps: { db: Database; searchOrigin: string; fetchImpl?: typeof fetch }) {
  const tables = deps.db.withTables<SitemapTables>()
  const generating = new Map<string, Promise<Map<string, SitemapDocument>>>()

  const generate = async (origin: string): Promise<Map<string, SitemapDocument>> => {
    // The stamp is read before the data: a change while generating leaves the files older than the stamp, never newer.
    const { rows } = await sql<{ stamp: string }>`select ${stampQuery} as stamp`.execute(deps.db)
    const stamp = rows[0]?.stamp ?? ''
    const urls = await sitemapUrls({ db: deps.db, origin, searchOrigin: deps.searchOrigin, fetchImpl: deps.fetchImpl })
    const generatedAt = new Date()
    const files = new Map<string, string>()
    for (const locale of market.locales) {
      const all = urls[locale]
      for (let start = 0, part = 1; start === 0 || start < all.length; start += MAX_URLS_PER_SITEMAP, part++) {
        files.set(
          `sitemap-${locale}${part > 1 ? `-${part}` : ''}.xml`,
          urlsetXml(all.slice(start, start + MAX_URLS_PER_SITEMAP)),
        )
      }
    }
    files.set(
      SITEMAP_INDEX,
      sitemapIndexXml(
        [...files.keys()].map((name) => ({ loc: `${origin}/${name}`, lastmod: generatedAt.toISOString() })),
      ),
    )
    await tables.transaction().execute(async (trx) => {
      // This origin's files are replaced, and every origin's files of an older stamp go.
      await trx
        .deleteFrom('sitemap_documents')
        .where((row) => row.or([row('origin', '=', origin), row('stamp', '!=', stamp)]))
        .execute()
      await trx
        .insertInto('sitemap_documents')
        .values([...files].map(([name, body]) => ({ origin, name, stamp, body, generated_at: generatedAt })))
        .execute()
    })
    return new Map([...files].map(([name, body]) => [name, { body, stamp, generatedAt }]))
  }

  return {
    /** A sitemap file for the shop at `origin`, or undefined when there is no such file. */
    async read(origin: string, name: string): Promise<SitemapDocument | undefined> {
      // The index is read along: kept at the current stamp without the file asked for, there is no such file.
      const kept = await tables
        .selectFrom('sitemap_documents')
        .select(['name', 'body', 'stamp', 'generated_at'])
        .where('origin', '=', origin)
        .where('name', 'in', [name, SITEMAP_INDEX])
        .where('stamp', '=', stampQuery)
        .execute()
      const file = kept.find((row) => row.name === name)
      if (file) return { body: file.body, stamp: file.stamp, generatedAt: new Date(file.generated_at) }
      if (kept.length > 0) return undefined
      // One generation per origin at a time in this process, however many requests wait for it.
      let running = generating.get(origin)
      if (!running) {
        running = generate(origin).finally(() => generating.delete(origin))
        generating.set(origin, running)
      }
      return (await running).get(name)
    },
  }
}

export type SitemapStore = ReturnType<typeof createSitemapStore>
