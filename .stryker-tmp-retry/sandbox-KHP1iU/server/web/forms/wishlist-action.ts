// @ts-nocheck
import { createActor, waitFor } from 'xstate'
import { wishlistMachine, type WishlistEvent } from '../../../src/machines/wishlist/wishlist.machine'
import type { CommerceClient } from '../../../src/services/commerce/commerce-client'
import { fetchWishlist, wishlistActors } from '../../../src/services/commerce/wishlist'

const OPERATION_LIMIT_MS = 20_000

/** A wishlist action of a plain-HTML form, decided by the browser's wishlist machine from the shopper's list. */
export async function runWishlistAction(
  client: CommerceClient,
  event: WishlistEvent,
): Promise<{ error: string | null }> {
  const current = await fetchWishlist(client)
  const machine = wishlistMachine.provide({ actors: wishlistActors(client, async () => undefined) })
  const actor = createActor(machine, { input: { wishlist: current } }).start()
  try {
    actor.send(event)
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('locked'), { timeout: OPERATION_LIMIT_MS })
    return { error: settled.context.error }
  } finally {
    actor.stop()
  }
}
