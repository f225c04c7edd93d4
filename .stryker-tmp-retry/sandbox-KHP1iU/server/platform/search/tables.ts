// @ts-nocheck
import type { Generated, JSONColumnType } from 'kysely'

/** Tables of the local search service (migration `0200_search_indices.sql`). */
export type SearchTables = {
  search_indices: SearchIndexTable
  search_records: SearchRecordTable
  search_events: SearchEventTable
}

export type SearchIndexTable = {
  name: string
  settings: JSONColumnType<Record<string, unknown>>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export type SearchRecordTable = {
  seq: Generated<string>
  index_name: string
  object_id: string
  record: JSONColumnType<Record<string, unknown>>
  updated_at: Generated<Date>
}

export type SearchEventTable = {
  id: Generated<string>
  received_at: Generated<Date>
  event_type: string
  event_subtype: string | null
  event_name: string
  index_name: string
  user_token: string
  authenticated_user_token: string | null
  query_id: string | null
  object_ids: JSONColumnType<string[] | null>
  filters: JSONColumnType<string[] | null>
  occurred_at: Date
  event: JSONColumnType<Record<string, unknown>>
}
