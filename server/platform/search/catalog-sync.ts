import { market, salesOf, type Locale } from '@common/market'
import type { Database } from '../../db/database'
import { onCatalogChange } from '../commerce/events'
import type { CommerceTables } from '../commerce/tables'
import type { SearchRecord } from './engine/record-store'
import { productIndexName, querySuggestionsIndexName } from './indices'
import { querySuggestionRecords, querySuggestionsSettings, type SuggestionCategory } from './query-suggestions'
import {
  colorSummaryOf,
  productToRecord,
  type CategoryInfo,
  type ColorSummary,
  type MappingContext,
  type ProjectionLike,
} from './product-record'
import type { BatchOperation } from './batch-plan'
import { searchServiceFor } from './service'

/** Product types that are sold but never listed. */
const UNLISTED_TYPES = new Set(['Giftwrap'])

interface ProductRow {
  id: string
  key: string | null
  published: boolean
  product_type_id: string
  projection: ProjectionLike
}

/** Re-indexes the whole catalog into every locale's product index (what the seeder runs). */
export async function indexCatalog(db: Database): Promise<number> {
  const products = await commerce(db)
    .selectFrom('commerce_products')
    .select(['id', 'key', 'published', 'product_type_id', 'projection'])
    .execute()
  const rows = products as unknown as ProductRow[]
  const context = await loadContext(db, rows, true)
  const service = searchServiceFor(db)
  let indexed = 0
  const categories = suggestionCategories(context.categories)
  for (const locale of market.locales) {
    const records = recordsOf(rows, context, locale)
    indexed = records.length
    await service.batch(productIndexName(locale), [
      { action: 'clear' },
      ...records.map((body) => ({ action: 'addObject' as const, body })),
    ])
    // The vocabulary is rebuilt with each full indexing (as Algolia builds query suggestions periodically), not per product change.
    const suggestions = querySuggestionsIndexName(locale)
    await service.setSettings(suggestions, querySuggestionsSettings)
    const vocabulary = querySuggestionRecords(records, categories, locale)
    await service.batch(suggestions, [
      { action: 'clear' },
      ...vocabulary.map((body) => ({ action: 'addObject' as const, body })),
    ])
  }
  return indexed
}

function suggestionCategories(documents: ReadonlyMap<string, CategoryDocument>): SuggestionCategory[] {
  return [...documents.values()].map((document) => ({
    key: document.key ?? document.id,
    name: document.name,
    parentKey: document.parent ? (documents.get(document.parent.id)?.key ?? document.parent.id) : undefined,
  }))
}

/** Past this many changed products (a catalog import) one full re-index is cheaper than lookups by id. */
const FULL_REINDEX_FROM = 200

/** Re-indexes the given products (and their sibling colours, whose `productColors` show them). */
async function syncProducts(db: Database, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return
  // Before the seeder configured the indices (the catalog import of the first start) there is
  // nothing to follow yet: the seeder indexes the whole catalog right after.
  const service = searchServiceFor(db)
  await service.ready()
  if (!service.view(productIndexName(market.defaultLocale))) return
  if (productIds.length >= FULL_REINDEX_FROM) {
    await indexCatalog(db)
    return
  }
  const table = commerce(db)
  const changed = (await table
    .selectFrom('commerce_products')
    .select(['id', 'key', 'published', 'product_type_id', 'projection'])
    .where('id', 'in', [...productIds])
    .execute()) as unknown as ProductRow[]
  const siblingKeys = new Set(changed.flatMap((row) => siblingKeysOf(row.projection)))
  const siblings = siblingKeys.size
    ? ((await table
        .selectFrom('commerce_products')
        .select(['id', 'key', 'published', 'product_type_id', 'projection'])
        .where('key', 'in', [...siblingKeys])
        .execute()) as unknown as ProductRow[])
    : []
  const rows = [...new Map([...changed, ...siblings].map((row) => [row.id, row])).values()]
  const context = await loadContext(db, rows)
  const gone = productIds.filter((id) => !changed.some((row) => row.id === id))
  for (const locale of market.locales) {
    const records = recordsOf(rows, context, locale)
    const listed = new Set(records.map((record) => record.objectID))
    const removed = [
      ...rows.filter((row) => !listed.has(row.key ?? row.id)).map((row) => row.key ?? row.id),
      ...(await keysOfRemoved(db, gone)),
    ]
    const operations: BatchOperation[] = [
      ...removed.map((objectID) => ({ action: 'deleteObject' as const, body: { objectID } })),
      ...records.map((body) => ({ action: 'updateObject' as const, body })),
    ]
    if (operations.length) await service.batch(productIndexName(locale), operations)
  }
}

/** Keeps the product indices following the catalog; returns the unsubscribe function. */
export function followCatalog(db: Database): () => void {
  let pending = Promise.resolve()
  return onCatalogChange((productIds) => {
    pending = pending
      .then(() => syncProducts(db, productIds))
      .catch((error: unknown) => console.error('search index sync failed', error))
  })
}

/** Deleted products are no longer in the table; their records are found by id in the index. */
async function keysOfRemoved(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const service = searchServiceFor(db)
  await service.ready()
  const view = service.view(productIndexName(market.defaultLocale))
  if (!view) return []
  const wanted = new Set(ids)
  return [...view.store.docs.values()]
    .filter((doc) => wanted.has(String(doc.record.productId)))
    .map((doc) => doc.objectID)
}

function recordsOf(rows: readonly ProductRow[], context: SyncContext, locale: Locale): SearchRecord[] {
  const { currency } = salesOf(locale)
  const mapping: MappingContext = {
    locale,
    currency,
    stock: context.stock,
    siblings: context.siblingsIn(currency),
    categoryOf: (id) => categoryInfo(context.categories, id, locale),
  }
  const records: SearchRecord[] = []
  for (const row of rows) {
    if (!row.published || UNLISTED_TYPES.has(context.productTypes.get(row.product_type_id) ?? '')) continue
    const record = productToRecord(row.projection, mapping)
    if (record) records.push({ ...record, productId: row.id })
  }
  return records
}

function siblingKeysOf(projection: ProjectionLike): string[] {
  const value = projection.masterVariant.attributes?.find((attribute) => attribute.name === 'ProductColors')?.value
  return Array.isArray(value) ? value.map(String) : []
}

interface SyncContext {
  categories: Map<string, CategoryDocument>
  stock: Map<string, number>
  /** The sibling colours' summaries, priced in the currency. */
  siblingsIn(currency: string): Map<string, ColorSummary>
  productTypes: Map<string, string>
}

/** Categories, stock and sibling prices for the given products (`everything`: the whole catalog). */
async function loadContext(db: Database, rows: readonly ProductRow[], everything = false): Promise<SyncContext> {
  const table = commerce(db)
  const skus = rows
    .flatMap((row) => [row.projection.masterVariant, ...(row.projection.variants ?? [])].map((variant) => variant.sku))
    .filter((sku) => sku !== undefined)
  const [categoryRows, typeRows, stockRows, siblingRows] = await Promise.all([
    table.selectFrom('commerce_resources').select(['id', 'document']).where('type_id', '=', 'category').execute(),
    table.selectFrom('commerce_resources').select(['id', 'key']).where('type_id', '=', 'product-type').execute(),
    everything
      ? table.selectFrom('commerce_inventory').select(['sku', 'available_quantity']).execute()
      : skus.length
        ? table
            .selectFrom('commerce_inventory')
            .select(['sku', 'available_quantity'])
            .where('sku', 'in', skus)
            .execute()
        : Promise.resolve([]),
    everything
      ? Promise.resolve([])
      : table
          .selectFrom('commerce_products')
          .select(['key', 'projection'])
          .where('key', 'in', [...new Set(rows.flatMap((row) => siblingKeysOf(row.projection))), ''])
          .execute(),
  ])
  const stock = new Map<string, number>()
  for (const row of stockRows) stock.set(row.sku, (stock.get(row.sku) ?? 0) + row.available_quantity)
  const byCurrency = new Map<string, Map<string, ColorSummary>>()
  const siblingsIn = (currency: string) => {
    let siblings = byCurrency.get(currency)
    if (!siblings) {
      siblings = new Map<string, ColorSummary>()
      for (const row of [...siblingRows, ...rows]) {
        const summary = colorSummaryOf(row.projection as unknown as ProjectionLike, currency)
        if (summary) siblings.set(summary.key, summary)
      }
      byCurrency.set(currency, siblings)
    }
    return siblings
  }
  const categories = new Map(categoryRows.map((row) => [row.id, row.document as unknown as CategoryDocument]))
  return { categories, stock, siblingsIn, productTypes: new Map(typeRows.map((row) => [row.id, row.key ?? ''])) }
}

interface CategoryDocument {
  id: string
  key?: string
  name: Record<string, string>
  slug: Record<string, string>
  parent?: { id: string }
}

/** A category with the names of its path from the root, in one locale. */
function categoryInfo(documents: Map<string, CategoryDocument>, id: string, locale: string): CategoryInfo | undefined {
  const document = documents.get(id)
  if (!document) return undefined
  const chain: CategoryDocument[] = []
  let current: CategoryDocument | undefined = document
  while (current && chain.length < 10) {
    chain.unshift(current)
    current = current.parent ? documents.get(current.parent.id) : undefined
  }
  const name = (category: CategoryDocument) => category.name[locale] ?? category.name.en ?? category.key ?? category.id
  return {
    key: document.key ?? document.id,
    path: chain.map(name),
    slug: document.slug[locale] ?? document.slug.en ?? '',
  }
}

function commerce(db: Database) {
  return db.withTables<CommerceTables>()
}
