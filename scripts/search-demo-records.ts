/**
 * The search records of the commerce demo catalog, through the same mapping the catalog sync
 * uses: what the search benchmark and the relevance report run on.
 */
import { market, marketLocale, salesOf } from '../common/market'
import type { DemoCatalog } from '../server/platform/commerce/catalog/types'
import type { SearchRecord } from '../server/platform/search/engine/record-store'
import { querySuggestionRecords } from '../server/platform/search/query-suggestions'
import { colorSummaryOf, productToRecord, type ProjectionLike } from '../server/platform/search/product-record'

export function recordsOf(catalog: DemoCatalog, locale: string = market.defaultLocale): SearchRecord[] {
  const categories = new Map(catalog.categories.map((category) => [category.key, category]))
  const stock = new Map<string, number>()
  for (const entry of catalog.inventory) stock.set(entry.sku, (stock.get(entry.sku) ?? 0) + entry.quantityOnStock)
  const projections = catalog.products
    .filter((draft) => draft.productType.key !== 'Giftwrap')
    .map((draft, index): ProjectionLike => ({
      ...draft,
      id: draft.key,
      categories: draft.categories.map((reference) => ({ id: reference.key })),
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    }))
  const siblings = new Map(
    projections.map((projection) => [
      projection.key!,
      colorSummaryOf(projection, salesOf(marketLocale(locale)).currency)!,
    ]),
  )
  const name = (localized: Record<string, string>) => localized[locale] ?? localized.en ?? ''
  const categoryOf = (key: string) => {
    const path: string[] = []
    let current = categories.get(key)
    while (current) {
      path.unshift(name(current.name))
      current = current.parent ? categories.get(current.parent.key) : undefined
    }
    const category = categories.get(key)
    return category ? { key, path, slug: name(category.slug) } : undefined
  }
  return projections
    .map((projection) =>
      productToRecord(projection, {
        locale,
        currency: salesOf(marketLocale(locale)).currency,
        stock,
        siblings,
        categoryOf,
      })!,
    )
    .filter(Boolean)
}

/** The vocabulary of the query-suggestions index, as the catalog sync builds it. */
export function suggestionsOf(
  catalog: DemoCatalog,
  records: SearchRecord[],
  locale: string = market.defaultLocale,
): SearchRecord[] {
  const categories = catalog.categories.map((category) => ({
    key: category.key,
    name: category.name,
    parentKey: category.parent?.key,
  }))
  return querySuggestionRecords(records, categories, locale)
}
