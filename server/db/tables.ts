import type { Generated, JSONColumnType } from 'kysely'

/**
 * Tables of the foundation. Each area declares its own tables beside its code and reaches
 * them with `db.withTables<AreaTables>()`, so no single file lists every table.
 */
export interface FoundationTables {
  app_meta: AppMetaTable
  content_entries: ContentEntryTable
  content_pages: ContentPageTable
}

export interface AppMetaTable {
  key: string
  value: string
  updated_at: Generated<Date>
}

/** Editable content: site settings, navigation, footer, pages; one document per key and locale. */
export interface ContentEntryTable {
  key: string
  locale: string
  document: JSONColumnType<Record<string, unknown>>
  updated_at: Generated<Date>
}

/** Content pages, one document per internal path, locale and status (draft or published). */
export interface ContentPageTable {
  path: string
  locale: string
  status: 'draft' | 'published'
  document: JSONColumnType<Record<string, unknown>>
  updated_at: Generated<Date>
}
