// @ts-nocheck
import { sql } from 'kysely'
import { invalidInput } from './errors'
import { emitCatalogChange } from './events'
import { allVariants, type ProductProjection, type Variant } from './model'
import type { CommerceKysely, Repository } from './repository'

export interface InventoryRow {
  id: string
  sku: string
  supplyChannelId: string
  availableQuantity: number
  quantityOnStock: number
  version: number
  restockableInDays?: number
}

/** Variant availability in the platform's REST shape. */
interface Availability {
  isOnStock?: boolean
  availableQuantity?: number
  id?: string
  version?: number
  restockableInDays?: number
  channels?: Record<
    string,
    { isOnStock: boolean; availableQuantity: number; id: string; version: number; restockableInDays?: number }
  >
}

export function availabilityOf(entries: InventoryRow[]): Availability | undefined {
  if (entries.length === 0) return undefined
  const availability: Availability = {}
  for (const entry of entries) {
    const item = {
      isOnStock: entry.availableQuantity > 0,
      availableQuantity: entry.availableQuantity,
      id: entry.id,
      version: entry.version,
      ...(entry.restockableInDays !== undefined ? { restockableInDays: entry.restockableInDays } : {}),
    }
    if (entry.supplyChannelId) (availability.channels ??= {})[entry.supplyChannelId] = item
    else Object.assign(availability, item)
  }
  return availability
}

const WHERE_FORMS = [
  /^\s*(id|key)\s*=\s*"([^"]*)"\s*$/,
  /^\s*(id|key)\s+in\s*\(([^)]*)\)\s*$/,
  /^\s*masterData\s*\(\s*current\s*\(\s*(?:masterVariant|variants)\s*\(\s*(sku)\s*=\s*"([^"]*)"\s*\)\s*\)\s*\)\s*$/,
]

/** Products by id, key or sku, with their current projections. */
export class ProductStore {
  constructor(private readonly repo: Repository) {}

  async byId(id: string, db: CommerceKysely = this.repo.db): Promise<ProductProjection | undefined> {
    const row = await db.selectFrom('commerce_products').select('projection').where('id', '=', id).executeTakeFirst()
    return row?.projection as ProductProjection | undefined
  }

  async byKey(key: string, db: CommerceKysely = this.repo.db): Promise<ProductProjection | undefined> {
    const row = await db.selectFrom('commerce_products').select('projection').where('key', '=', key).executeTakeFirst()
    return row?.projection as ProductProjection | undefined
  }

  async bySku(
    sku: string,
    db: CommerceKysely = this.repo.db,
  ): Promise<{ product: ProductProjection; variant: Variant } | undefined> {
    const row = await db
      .selectFrom('commerce_product_variants as v')
      .innerJoin('commerce_products as p', 'p.id', 'v.product_id')
      .select(['p.projection', 'v.variant_id'])
      .where('v.sku', '=', sku)
      .executeTakeFirst()
    if (!row) return undefined
    const product = row.projection as ProductProjection
    const variant = allVariants(product).find((candidate) => candidate.id === row.variant_id)
    return variant ? { product, variant } : undefined
  }

  async bySkus(skus: string[], db: CommerceKysely = this.repo.db): Promise<ProductProjection[]> {
    if (skus.length === 0) return []
    const rows = await db
      .selectFrom('commerce_products')
      .select('projection')
      .where('id', 'in', db.selectFrom('commerce_product_variants').select('product_id').where('sku', 'in', skus))
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    return rows.map((row) => row.projection as ProductProjection)
  }

  /** `products(where, skus, limit, offset)`: where supports `id`/`key` `=` or `in`, and a variant sku. */
  async query({
    where,
    skus,
    limit = 20,
    offset = 0,
  }: {
    where?: string | null
    skus?: string[] | null
    limit?: number | null
    offset?: number | null
  }) {
    const take = Math.min(Math.max(limit ?? 20, 0), 500)
    const skip = Math.max(offset ?? 0, 0)
    let query = this.repo.db.selectFrom('commerce_products')
    if (skus) {
      query = query.where(
        'id',
        'in',
        this.repo.db
          .selectFrom('commerce_product_variants')
          .select('product_id')
          .where('sku', 'in', skus.length ? skus : ['']),
      )
    }
    if (where) {
      const form = WHERE_FORMS.map((re) => re.exec(where)).find(Boolean)
      if (!form) throw invalidInput(`Malformed parameter: where: unsupported predicate '${where}'.`, { field: 'where' })
      const [, field, value] = form
      if (field === 'sku') {
        query = query.where(
          'id',
          'in',
          this.repo.db.selectFrom('commerce_product_variants').select('product_id').where('sku', '=', value!),
        )
      } else {
        const list = /"/.test(value!) ? [...value!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!) : [value!]
        query = query.where(field as 'id' | 'key', 'in', list.length ? list : [''])
      }
    }
    const [rows, total] = await Promise.all([
      query.select('projection').orderBy('created_at').orderBy('id').limit(take).offset(skip).execute(),
      query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { results: rows.map((row) => row.projection as ProductProjection), total: total.n, offset: skip }
  }

  async inventoryFor(skus: string[], db: CommerceKysely = this.repo.db): Promise<Map<string, InventoryRow[]>> {
    const result = new Map<string, InventoryRow[]>()
    if (skus.length === 0) return result
    const rows = await db.selectFrom('commerce_inventory').selectAll().where('sku', 'in', skus).execute()
    for (const row of rows) {
      const entry: InventoryRow = {
        id: row.id,
        sku: row.sku,
        supplyChannelId: row.supply_channel_id,
        availableQuantity: row.available_quantity,
        quantityOnStock: row.quantity_on_stock,
        version: row.version,
        restockableInDays: (row.document as { restockableInDays?: number }).restockableInDays,
      }
      result.set(row.sku, [...(result.get(row.sku) ?? []), entry])
    }
    return result
  }

  /** Writes the variants' current availability into the stored projections and tells listeners. */
  async refreshAvailability(productIds: string[], db: CommerceKysely = this.repo.db, notify = true): Promise<void> {
    for (const id of new Set(productIds)) {
      const product = await this.byId(id, db)
      if (!product) continue
      const stock = await this.inventoryFor(
        allVariants(product).map((variant) => variant.sku),
        db,
      )
      for (const variant of allVariants(product)) {
        const availability = availabilityOf(stock.get(variant.sku) ?? [])
        if (availability) variant.availability = availability
        else delete variant.availability
      }
      await db
        .updateTable('commerce_products')
        .set({ projection: JSON.stringify(product) })
        .where('id', '=', id)
        .execute()
    }
    if (notify) emitCatalogChange(productIds)
  }
}
