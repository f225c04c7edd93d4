// @ts-nocheck
import {
  restoreShopperState,
  SIZE_CONVENTIONS,
  toPersisted,
  type ShopperState,
} from '../machines/shopper/shopper-state'

export const SHOPPER_STORAGE_KEY = 'kestrel.shopper'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The shopper state after a reload: only the fields of spec 3.19 come back (restore rule 4.7). */
export function loadShopperState(
  storage: KeyValueStorage,
  supported: readonly string[] = SIZE_CONVENTIONS,
): ShopperState {
  const raw = storage.getItem(SHOPPER_STORAGE_KEY)
  let stored: unknown = null
  try {
    stored = raw ? JSON.parse(raw) : null
  } catch {
    // A damaged entry restores as a fresh state.
  }
  return restoreShopperState(stored, supported)
}

export function saveShopperState(storage: KeyValueStorage, state: ShopperState): void {
  storage.setItem(SHOPPER_STORAGE_KEY, JSON.stringify(toPersisted(state)))
}
