/**
 * In-process notifications of catalog changes, for indexers (search) that mirror products.
 * Fired after a product or an inventory entry changed, with the ids of the products touched.
 */
type CatalogListener = (productIds: string[]) => void

const listeners = new Set<CatalogListener>()

/** Subscribes to catalog changes; returns the unsubscribe function. */
export function onCatalogChange(listener: CatalogListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitCatalogChange(productIds: string[]): void {
  if (productIds.length === 0) return
  const unique = [...new Set(productIds)]
  for (const listener of listeners) {
    try {
      listener(unique)
    } catch (error) {
      console.error('catalog change listener failed', error)
    }
  }
}
