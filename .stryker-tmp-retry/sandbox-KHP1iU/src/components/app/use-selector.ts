// @ts-nocheck
import { useCallback } from 'react'
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

/** The snapshot each of the shop's actors had when the page was rendered (see `rememberRenderedSnapshot`). */
const renderedSnapshots = new WeakMap<AnyActorRef, unknown>()

/**
 * Records an actor's snapshot as the server rendered the page with it: the shop calls this for its
 * actors once they are created from the same request data (cookies) on both sides.
 */
export function rememberRenderedSnapshot(actor: AnyActorRef): void {
  renderedSnapshots.set(actor, actor.getSnapshot())
}

/**
 * `useSelector` of `@xstate/react`, safe for hydration in parts: a part of the page that hydrates
 * after the shopper's state has changed (a restored session, a first add to the bag) first renders
 * what the server rendered, then updates, instead of failing to match the server's HTML.
 */
export function useSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => actor.subscribe({ next: onChange, error: onChange }).unsubscribe,
    [actor],
  )
  const getSnapshot = useCallback(() => {
    const snapshot = actor.getSnapshot() as SnapshotFrom<TActor>
    const { status, error } = snapshot as { status?: string; error?: unknown }
    if (status === 'error') throw error
    return snapshot
  }, [actor])
  const getRenderedSnapshot = useCallback(
    () => (renderedSnapshots.has(actor) ? (renderedSnapshots.get(actor) as SnapshotFrom<TActor>) : getSnapshot()),
    [actor, getSnapshot],
  )
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, getRenderedSnapshot, selector, compare)
}
