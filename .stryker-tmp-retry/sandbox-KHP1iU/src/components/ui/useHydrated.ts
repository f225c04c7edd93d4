// @ts-nocheck
import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False on the server and during hydration, true afterwards: what lives only in the shopper's
 * browser (the bag, the wishlist, a timer's time left, overlays) renders once the page is interactive.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
