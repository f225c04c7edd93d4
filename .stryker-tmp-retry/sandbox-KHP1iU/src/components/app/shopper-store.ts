// @ts-nocheck
import { initialShopperState, type ShopperState } from '../../machines/shopper/shopper-state'
import { loadShopperState, saveShopperState } from '../../services/shopper-storage'

type Storage = Parameters<typeof saveShopperState>[0]

/**
 * The shopper's remembered choices (spec 3.19): the server and the first client render see the
 * initial state; the stored state is read once the page is interactive.
 */
export interface ShopperStore {
  getSnapshot(): ShopperState
  getServerSnapshot(): ShopperState
  subscribe(listener: () => void): () => void
  update(change: (state: ShopperState) => ShopperState): void
  restore(storage: Storage): void
}

export function createShopperStore(): ShopperStore {
  const initial = initialShopperState()
  let state = initial
  let storage: Storage | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    getSnapshot: () => state,
    getServerSnapshot: () => initial,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update(change) {
      state = change(state)
      if (storage) saveShopperState(storage, state)
      notify()
    },
    restore(target) {
      storage = target
      state = loadShopperState(target)
      notify()
    },
  }
}
