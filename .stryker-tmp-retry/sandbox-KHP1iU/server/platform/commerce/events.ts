/**
 * In-process notifications of catalog changes, for indexers (search) that mirror products.
 * Fired after a product or an inventory entry changed, with the ids of the products touched.
 */
// @ts-nocheck

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

/** A click-and-collect order became ready in its store (the fulfilment simulation, fulfilment.ts). */
export interface CollectionReady {
  orderId: string
  orderNumber: string
  /** The order's locale (the cart's), when it names one. */
  locale: string | null
}
type CollectionListener = (order: CollectionReady) => Promise<unknown>

const collectionListeners = new Set<CollectionListener>()

/**
 * Subscribes to orders ready for collection (the shop's mail to the shopper); returns the unsubscribe
 * function. Told after the order is written, once per order.
 */
export function onCollectionReady(listener: CollectionListener): () => void {
  collectionListeners.add(listener)
  return () => collectionListeners.delete(listener)
}

export async function emitCollectionReady(order: CollectionReady): Promise<void> {
  for (const listener of collectionListeners) {
    try {
      await listener(order)
    } catch (error) {
      console.error('collection listener failed', error instanceof Error ? error.message : error)
    }
  }
}

/** Returned parcels of an order arrived in the warehouse (the operator endpoint, fulfilment.ts). */
export interface ReturnArrived {
  orderId: string
  orderNumber: string
  /** The return items that became Returned. */
  returnItemIds: string[]
  locale: string | null
}
type ReturnListener = (arrival: ReturnArrived) => Promise<unknown>

const returnListeners = new Set<ReturnListener>()

/** Subscribes to returns arriving (the shop refunds them); returns the unsubscribe function. */
export function onReturnArrived(listener: ReturnListener): () => void {
  returnListeners.add(listener)
  return () => returnListeners.delete(listener)
}

export async function emitReturnArrived(arrival: ReturnArrived): Promise<void> {
  for (const listener of returnListeners) {
    try {
      await listener(arrival)
    } catch (error) {
      console.error('return listener failed', error instanceof Error ? error.message : error)
    }
  }
}
