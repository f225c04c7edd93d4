import { sql } from 'kysely'
import type { Database } from '../../db/database'
import { SearchError } from './engine/errors'
import { planBatch, type BatchOperation } from './batch-plan'
import { stemmingLanguages } from './engine/morphology'
import { RecordStore, type SearchRecord } from './engine/record-store'
import type { Rule } from './engine/rules'
import type { Synonym } from './engine/synonyms'
import type { IndexView } from './engine/search'
import type { IndexSettings } from './engine/settings'
import type { SearchTables } from './tables'

interface IndexEntry {
  name: string
  settings: IndexSettings
  store: RecordStore
  createdAt: Date
  updatedAt: Date
  view: IndexView
}

const PERSIST_CHUNK = 500

/**
 * The indices of one database: records and settings persisted in `search_records` /
 * `search_indices`, served from memory. Writes are applied one at a time (database first,
 * then memory), so every task is published by the time its answer is sent.
 */
export class SearchService {
  private readonly indices = new Map<string, IndexEntry>()
  private loading: Promise<void> | undefined
  private queue: Promise<unknown> = Promise.resolve()
  private lastTaskID = Date.now()

  constructor(private readonly db: Database) {}

  private get tables() {
    return this.db.withTables<SearchTables>()
  }

  /** Loads the indices on first use: the tables exist only once migrations ran. */
  ready(): Promise<void> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined
      throw error
    })
    return this.loading
  }

  view(name: string): IndexView | undefined {
    return this.indices.get(name)?.view
  }

  requireView(name: string): IndexView {
    const view = this.view(name)
    if (!view) throw new SearchError('Index does not exist', 404)
    return view
  }

  isTaskPublished(taskID: number): boolean {
    return taskID > 0 && taskID <= this.lastTaskID
  }

  list() {
    return [...this.indices.values()].map((entry) => ({
      name: entry.name,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
      entries: entry.store.size,
      dataSize: 0,
      fileSize: 0,
      lastBuildTimeS: 0,
      numberOfPendingTasks: 0,
      pendingTask: false,
      ...(entry.settings.primary ? { primary: entry.settings.primary } : {}),
      ...(entry.settings.replicas?.length ? { replicas: entry.settings.replicas } : {}),
    }))
  }

  getSettings(name: string): IndexSettings {
    const entry = this.indices.get(name)
    if (!entry) throw new SearchError('Index does not exist', 404)
    return entry.settings
  }

  getObject(name: string, objectID: string): SearchRecord | undefined {
    return this.indices.get(name)?.store.docs.get(objectID)?.record
  }

  async setSettings(name: string, changes: IndexSettings, forwardToReplicas = false): Promise<number> {
    return this.enqueue(async () => {
      const entry = await this.ensureIndex(name)
      const next: IndexSettings = { ...entry.settings, ...changes }
      await this.saveSettings(name, next)
      this.applySettings(entry, next)
      if (forwardToReplicas) {
        const { replicas: _replicas, primary: _primary, ...forwarded } = changes
        for (const replica of replicaNames(next)) {
          const replicaEntry = this.indices.get(replica)
          if (!replicaEntry) continue
          const replicaSettings = { ...replicaEntry.settings, ...forwarded }
          await this.saveSettings(replica, replicaSettings)
          this.applySettings(replicaEntry, replicaSettings)
        }
      }
      await this.syncReplicas(entry)
    })
  }

  synonyms(name: string): Synonym[] {
    return this.getSettings(name).synonyms ?? []
  }

  rules(name: string): Rule[] {
    return this.getSettings(name).rules ?? []
  }

  /**
   * Changes an index's synonyms or rules (kept with its settings; a replica without its own
   * reads its primary's), and with `forwardToReplicas` those of its replicas the same way.
   */
  async updateList<K extends 'synonyms' | 'rules'>(
    name: string,
    kind: K,
    change: (current: NonNullable<IndexSettings[K]>) => NonNullable<IndexSettings[K]>,
    forwardToReplicas = false,
  ): Promise<number> {
    return this.enqueue(async () => {
      const entry = await this.ensureIndex(name)
      const targets = [
        entry,
        ...(forwardToReplicas ? replicaNames(entry.settings) : []).map((replica) => this.indices.get(replica)),
      ]
      for (const target of targets) {
        if (!target) continue
        const next = {
          ...target.settings,
          [kind]: change((target.settings[kind] ?? []) as NonNullable<IndexSettings[K]>),
        }
        await this.saveSettings(target.name, next)
        this.applySettings(target, next)
      }
    })
  }

  /** The write path of batch, saveObject(s), partial updates, deletes and clearObjects. */
  async batch(name: string, operations: readonly BatchOperation[]): Promise<{ taskID: number; objectIDs: string[] }> {
    let objectIDs: string[] = []
    const taskID = await this.enqueue(async () => {
      const entry = await this.ensureIndex(name)
      if (entry.settings.primary)
        throw new SearchError(`Cannot write records of the replica index ${name}; write to ${entry.settings.primary}`)
      const { upserts, deletes, cleared, ids } = planBatch(
        (objectID) => entry.store.docs.get(objectID)?.record,
        operations,
        () => this.newObjectID(),
      )
      objectIDs = ids
      await this.tables.transaction().execute(async (trx) => {
        if (cleared) await trx.deleteFrom('search_records').where('index_name', '=', name).execute()
        if (deletes.length) {
          await trx
            .deleteFrom('search_records')
            .where('index_name', '=', name)
            .where('object_id', 'in', deletes)
            .execute()
        }
        const rows = [...upserts.values()]
        for (let i = 0; i < rows.length; i += PERSIST_CHUNK) {
          await trx
            .insertInto('search_records')
            .values(
              rows
                .slice(i, i + PERSIST_CHUNK)
                .map((record) => ({ index_name: name, object_id: record.objectID, record: JSON.stringify(record) })),
            )
            .onConflict((conflict) =>
              conflict
                .columns(['index_name', 'object_id'])
                .doUpdateSet({ record: sql`excluded.record`, updated_at: sql`now()` }),
            )
            .execute()
        }
        await trx
          .updateTable('search_indices')
          .set({ updated_at: sql`now()` })
          .where('name', '=', name)
          .execute()
      })
      if (cleared) entry.store.clear()
      for (const objectID of deletes) entry.store.delete(objectID)
      for (const record of upserts.values()) entry.store.put(record)
      entry.updatedAt = new Date()
    })
    return { taskID, objectIDs }
  }

  async deleteIndex(name: string): Promise<number> {
    return this.enqueue(async () => {
      const entry = this.indices.get(name)
      if (!entry) return
      await this.tables.deleteFrom('search_indices').where('name', '=', name).execute()
      this.indices.delete(name)
      if (entry.settings.primary) {
        const primary = this.indices.get(entry.settings.primary)
        if (primary) {
          const replicas = (primary.settings.replicas ?? []).filter((replica) => stripVirtual(replica) !== name)
          await this.saveSettings(primary.name, { ...primary.settings, replicas })
          primary.settings = { ...primary.settings, replicas }
        }
      }
      for (const replica of replicaNames(entry.settings)) {
        await this.tables.deleteFrom('search_indices').where('name', '=', replica).execute()
        this.indices.delete(replica)
      }
    })
  }

  /**
   * The `operation` endpoint: copy (records and settings, or only the `settings` scope) or move
   * (which then deletes the source). The destination keeps its own replicas; as with Algolia's
   * replaceAllObjects, moving a filled temporary index over a live one swaps its records.
   */
  async copyOrMove(
    source: string,
    destination: string,
    operation: 'copy' | 'move',
    scope?: readonly string[],
  ): Promise<number> {
    await this.ready()
    const from = this.indices.get(source)
    if (!from) {
      if (operation === 'move') throw new SearchError('Index does not exist', 404)
      return this.setSettings(destination, {})
    }
    if (from.settings.primary) throw new SearchError(`Cannot ${operation} the replica index ${source}`)
    const { replicas: _replicas, primary: _primary, ...settings } = from.settings
    const destinationReplicas = this.indices.get(destination)?.settings.replicas
    let taskID = await this.setSettings(destination, {
      ...settings,
      ...(destinationReplicas ? { replicas: destinationReplicas } : {}),
    })
    if (!scope || scope.length === 0 || operation === 'move') {
      const records = [...from.store.docs.values()].map((doc) => doc.record)
      taskID = (
        await this.batch(destination, [
          { action: 'clear' },
          ...records.map((body) => ({ action: 'addObject' as const, body })),
        ])
      ).taskID
    }
    if (operation === 'move') taskID = await this.deleteIndex(source)
    return taskID
  }

  private newObjectID(): string {
    return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
  }

  private enqueue(work: () => Promise<void>): Promise<number> {
    const run = this.queue.then(async () => {
      await this.ready()
      await work()
      return ++this.lastTaskID
    })
    this.queue = run.catch(() => undefined)
    return run
  }

  private async ensureIndex(name: string): Promise<IndexEntry> {
    const existing = this.indices.get(name)
    if (existing) return existing
    await this.tables
      .insertInto('search_indices')
      .values({ name, settings: JSON.stringify({}) })
      .onConflict((c) => c.column('name').doNothing())
      .execute()
    return this.register(name, {}, new Date(), new Date())
  }

  private register(
    name: string,
    settings: IndexSettings,
    createdAt: Date,
    updatedAt: Date,
    store?: RecordStore,
  ): IndexEntry {
    const recordStore =
      store ?? new RecordStore(settings.searchableAttributes ?? [], stemmingLanguages(settings.indexLanguages))
    const entry: IndexEntry = {
      name,
      settings,
      store: recordStore,
      createdAt,
      updatedAt,
      view: { name, settings, store: recordStore },
    }
    this.indices.set(name, entry)
    return entry
  }

  private applySettings(entry: IndexEntry, settings: IndexSettings): void {
    const searchableChanged =
      JSON.stringify(entry.settings.searchableAttributes ?? []) !== JSON.stringify(settings.searchableAttributes ?? [])
    entry.settings = settings
    entry.updatedAt = new Date()
    if (!settings.primary && searchableChanged) entry.store.setSearchableAttributes(settings.searchableAttributes ?? [])
    if (!settings.primary) entry.store.setLanguages(stemmingLanguages(settings.indexLanguages))
    this.refreshView(entry)
    for (const replica of replicaNames(settings)) {
      const replicaEntry = this.indices.get(replica)
      if (replicaEntry) this.refreshView(replicaEntry)
    }
  }

  /** A replica reads its primary's records with its own ranking; the rest of the settings come from the primary. */
  private refreshView(entry: IndexEntry): void {
    const primary = entry.settings.primary ? this.indices.get(entry.settings.primary) : undefined
    const base = primary
      ? { ...primary.settings, replicas: undefined, ranking: undefined, customRanking: undefined }
      : {}
    entry.view = { name: entry.name, settings: { ...base, ...entry.settings }, store: entry.store }
  }

  private async syncReplicas(primary: IndexEntry): Promise<void> {
    for (const replica of replicaNames(primary.settings)) {
      const existing = this.indices.get(replica)
      if (existing && existing.store === primary.store) continue
      const settings: IndexSettings = { ...(existing?.settings ?? {}), primary: primary.name }
      await this.tables
        .insertInto('search_indices')
        .values({ name: replica, settings: JSON.stringify(settings) })
        .onConflict((c) => c.column('name').doUpdateSet({ settings: JSON.stringify(settings) }))
        .execute()
      await this.tables.deleteFrom('search_records').where('index_name', '=', replica).execute()
      this.refreshView(this.register(replica, settings, existing?.createdAt ?? new Date(), new Date(), primary.store))
    }
  }

  private async saveSettings(name: string, settings: IndexSettings): Promise<void> {
    await this.tables
      .updateTable('search_indices')
      .set({ settings: JSON.stringify(settings), updated_at: sql`now()` })
      .where('name', '=', name)
      .execute()
  }

  private async load(): Promise<void> {
    const indices = await this.tables.selectFrom('search_indices').selectAll().orderBy('name').execute()
    const primaries = indices.filter((row) => !(row.settings as IndexSettings).primary)
    for (const row of primaries)
      this.register(row.name, row.settings as IndexSettings, new Date(row.created_at), new Date(row.updated_at))
    for (const row of indices) {
      const settings = row.settings as IndexSettings
      const primary = settings.primary ? this.indices.get(settings.primary) : undefined
      if (settings.primary && primary)
        this.register(row.name, settings, new Date(row.created_at), new Date(row.updated_at), primary.store)
    }
    const records = await this.tables
      .selectFrom('search_records')
      .select(['index_name', 'record'])
      .orderBy('seq')
      .execute()
    for (const row of records) this.indices.get(row.index_name)?.store.put(row.record as SearchRecord)
    for (const entry of this.indices.values()) this.refreshView(entry)
  }
}

function stripVirtual(name: string): string {
  const match = /^virtual\((.+)\)$/.exec(name.trim())
  return match ? match[1]!.trim() : name.trim()
}

function replicaNames(settings: IndexSettings): string[] {
  return (settings.replicas ?? []).map(stripVirtual)
}

const services = new WeakMap<Database, SearchService>()

/** One service per database, shared by the HTTP routes, the seeder and the catalog sync. */
export function searchServiceFor(db: Database): SearchService {
  let service = services.get(db)
  if (!service) {
    service = new SearchService(db)
    services.set(db, service)
  }
  return service
}
