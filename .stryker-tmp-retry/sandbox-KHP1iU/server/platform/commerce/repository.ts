// @ts-nocheck
import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/database'
import { concurrentModification, notFound } from './errors'
import type { CommerceTables, Json, ResourceTypeId } from './tables'

export type CommerceKysely = Kysely<CommerceTables> | Transaction<CommerceTables>

/** A stored resource: its REST document plus the columns it is found by. */
export interface Resource<T extends Json = Json> {
  id: string
  version: number
  document: T
}

/** Columns derived from a document when it is written. */
interface ResourceIndex {
  key?: string | null
  customerId?: string | null
  anonymousId?: string | null
  state?: string | null
  lookup?: string | null
  originId?: string | null
}

export const newId = () => randomUUID()
export const nowIso = () => new Date().toISOString()

/** Counts down injected `ConcurrentModification` faults; see faults.ts. */
export interface VersionFaults {
  takeConcurrentModification(): boolean
}

/**
 * Reference data that carts read on every update and that only the catalog import changes:
 * read through a short-lived in-process cache (writes through this repository clear it).
 */
const CACHED_TYPES = new Set<ResourceTypeId>([
  'channel',
  'type',
  'tax-category',
  'product-type',
  'cart-discount',
  'shipping-method',
  'store',
])
const CACHE_MS = 5_000

export class Repository {
  readonly db: Kysely<CommerceTables>
  private readonly cache = new Map<string, { at: number; value: Promise<unknown> }>()

  constructor(
    database: Database,
    readonly faults: VersionFaults,
  ) {
    this.db = database.withTables<CommerceTables>() as unknown as Kysely<CommerceTables>
  }

  transaction<T>(work: (trx: Transaction<CommerceTables>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work)
  }

  /** Outside transactions, reference data comes from the cache. */
  private cached<T>(typeId: ResourceTypeId, db: CommerceKysely, key: string, load: () => Promise<T>): Promise<T> {
    if (!CACHED_TYPES.has(typeId) || db !== this.db) return load()
    const cacheKey = `${typeId}|${key}`
    const hit = this.cache.get(cacheKey)
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as Promise<T>
    const value = load()
    value.catch(() => this.cache.delete(cacheKey))
    if (this.cache.size > 5_000) this.cache.clear()
    this.cache.set(cacheKey, { at: Date.now(), value })
    return value
  }

  private forget(typeId: ResourceTypeId) {
    if (CACHED_TYPES.has(typeId)) this.cache.clear()
  }

  async get<T extends Json = Json>(
    typeId: ResourceTypeId,
    id: string,
    db: CommerceKysely = this.db,
  ): Promise<Resource<T> | undefined> {
    return this.cached(typeId, db, `id:${id}`, () => this.getUncached<T>(typeId, id, db))
  }

  private async getUncached<T extends Json = Json>(
    typeId: ResourceTypeId,
    id: string,
    db: CommerceKysely,
  ): Promise<Resource<T> | undefined> {
    if (typeof id !== 'string' || id.length === 0 || id.length > 256) return undefined
    return this.findOne<T>(typeId, 'id', id, db)
  }

  private async findOne<T extends Json>(
    typeId: ResourceTypeId,
    column: 'id' | 'key',
    value: string,
    db: CommerceKysely,
  ): Promise<Resource<T> | undefined> {
    const row = await db
      .selectFrom('commerce_resources')
      .select(['id', 'version', 'document'])
      .where('type_id', '=', typeId)
      .where(column, '=', value)
      .executeTakeFirst()
    return row ? { id: row.id, version: row.version, document: row.document as T } : undefined
  }

  async require<T extends Json = Json>(
    typeId: ResourceTypeId,
    id: string,
    db: CommerceKysely = this.db,
  ): Promise<Resource<T>> {
    const found = await this.get<T>(typeId, id, db)
    if (!found) throw notFound(typeId, id)
    return found
  }

  async getByKey<T extends Json = Json>(
    typeId: ResourceTypeId,
    key: string,
    db: CommerceKysely = this.db,
  ): Promise<Resource<T> | undefined> {
    return this.cached(typeId, db, `key:${key}`, () => this.getByKeyUncached<T>(typeId, key, db))
  }

  private async getByKeyUncached<T extends Json = Json>(
    typeId: ResourceTypeId,
    key: string,
    db: CommerceKysely,
  ): Promise<Resource<T> | undefined> {
    if (typeof key !== 'string' || key.length === 0) return undefined
    return this.findOne<T>(typeId, 'key', key, db)
  }

  async getByLookup<T extends Json = Json>(
    typeId: ResourceTypeId,
    lookup: string,
    db: CommerceKysely = this.db,
  ): Promise<Resource<T> | undefined> {
    const row = await db
      .selectFrom('commerce_resources')
      .select(['id', 'version', 'document'])
      .where('type_id', '=', typeId)
      .where('lookup', '=', lookup)
      .executeTakeFirst()
    return row ? { id: row.id, version: row.version, document: row.document as T } : undefined
  }

  /** Every resource of a type, oldest first, optionally filtered by owner and state. */
  async list<T extends Json = Json>(
    typeId: ResourceTypeId,
    filter: {
      customerId?: string
      anonymousId?: string
      state?: string
      limit?: number
      offset?: number
      newestFirst?: boolean
    } = {},
    db: CommerceKysely = this.db,
  ): Promise<Array<Resource<T>>> {
    return this.cached(typeId, db, `list:${JSON.stringify(filter)}`, () => this.listUncached<T>(typeId, filter, db))
  }

  private async listUncached<T extends Json = Json>(
    typeId: ResourceTypeId,
    filter: {
      customerId?: string
      anonymousId?: string
      state?: string
      limit?: number
      offset?: number
      newestFirst?: boolean
    },
    db: CommerceKysely,
  ): Promise<Array<Resource<T>>> {
    let query = db.selectFrom('commerce_resources').select(['id', 'version', 'document']).where('type_id', '=', typeId)
    if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId)
    if (filter.anonymousId !== undefined) query = query.where('anonymous_id', '=', filter.anonymousId)
    if (filter.state !== undefined) query = query.where('state', '=', filter.state)
    query = query.orderBy('created_at', filter.newestFirst ? 'desc' : 'asc').orderBy('id')
    if (filter.limit !== undefined) query = query.limit(filter.limit)
    if (filter.offset) query = query.offset(filter.offset)
    const rows = await query.execute()
    return rows.map((row) => ({ id: row.id, version: row.version, document: row.document as T }))
  }

  async count(
    typeId: ResourceTypeId,
    filter: { customerId?: string; anonymousId?: string } = {},
    db: CommerceKysely = this.db,
  ) {
    let query = db
      .selectFrom('commerce_resources')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('type_id', '=', typeId)
    if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId)
    if (filter.anonymousId !== undefined) query = query.where('anonymous_id', '=', filter.anonymousId)
    return (await query.executeTakeFirstOrThrow()).n
  }

  /** Inserts a new resource at version 1 (createdAt, lastModifiedAt and version are set here). */
  async insert<T extends Json>(
    typeId: ResourceTypeId,
    document: T,
    index: ResourceIndex,
    db: CommerceKysely = this.db,
  ): Promise<Resource<T>> {
    this.forget(typeId)
    const now = nowIso()
    const id = (document.id as string | undefined) ?? newId()
    const stored = { ...document, id, version: 1, createdAt: document.createdAt ?? now, lastModifiedAt: now } as T
    await db
      .insertInto('commerce_resources')
      .values({
        type_id: typeId,
        id,
        version: 1,
        key: index.key ?? null,
        customer_id: index.customerId ?? null,
        anonymous_id: index.anonymousId ?? null,
        state: index.state ?? null,
        lookup: index.lookup ?? null,
        origin_id: index.originId ?? null,
        document: JSON.stringify(stored),
        created_at: stored.createdAt as string,
        last_modified_at: now,
      })
      .execute()
    return { id, version: 1, document: stored }
  }

  /**
   * Writes `document` as the next version of a resource read at `expectedVersion`. The write
   * only lands when the stored version is still the expected one, in the same statement, so
   * concurrent writers never lose an update: the loser gets `ConcurrentModification`.
   */
  async replace<T extends Json>(
    typeId: ResourceTypeId,
    id: string,
    expectedVersion: number,
    document: T,
    index: ResourceIndex,
    db: CommerceKysely = this.db,
  ): Promise<Resource<T>> {
    if (this.faults.takeConcurrentModification()) throw concurrentModification(expectedVersion, expectedVersion)
    this.forget(typeId)
    const now = nowIso()
    const version = expectedVersion + 1
    const stored = { ...document, id, version, lastModifiedAt: now } as T
    const result = await db
      .updateTable('commerce_resources')
      .set({
        version,
        document: JSON.stringify(stored),
        key: index.key ?? null,
        customer_id: index.customerId ?? null,
        anonymous_id: index.anonymousId ?? null,
        state: index.state ?? null,
        lookup: index.lookup ?? null,
        origin_id: index.originId ?? null,
        last_modified_at: now,
      })
      .where('type_id', '=', typeId)
      .where('id', '=', id)
      .where('version', '=', expectedVersion)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) await this.conflict(typeId, id, expectedVersion, db)
    return { id, version, document: stored }
  }

  async remove(
    typeId: ResourceTypeId,
    id: string,
    expectedVersion: number,
    db: CommerceKysely = this.db,
  ): Promise<void> {
    this.forget(typeId)
    const result = await db
      .deleteFrom('commerce_resources')
      .where('type_id', '=', typeId)
      .where('id', '=', id)
      .where('version', '=', expectedVersion)
      .executeTakeFirst()
    if (Number(result.numDeletedRows) !== 1) await this.conflict(typeId, id, expectedVersion, db)
  }

  /** Why a versioned write touched no row: the resource is gone, or at another version. */
  private async conflict(
    typeId: ResourceTypeId,
    id: string,
    expectedVersion: number,
    db: CommerceKysely,
  ): Promise<never> {
    const current = await this.getUncached(typeId, id, db)
    if (!current) throw notFound(typeId, id)
    throw concurrentModification(expectedVersion, current.version, id)
  }
}
