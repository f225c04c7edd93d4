import { createActor, waitFor } from 'xstate'
import { wishlistMachine, type WishlistEvent } from '../../../src/machines/wishlist/wishlist.machine'
import type { CommerceClient } from '../../../src/services/commerce/commerce-client'
import { fetchWishlist, wishlistActors, type Wishlist } from '../../../src/services/commerce/wishlist'

const OPERATION_LIMIT_MS = 20_000

interface WishlistActionResult {
  error: string | null
  /** The lines the machine asks a size for ('please select size'): 'add to bag' found them without one. */
  sizeRequired: string[]
}

/**
 * A wishlist action of a plain-HTML form, decided by the browser's wishlist machine from the shopper's list
 * (`current`, when the caller has read it already); `addToBag` puts what the machine sends to the bag into it (the
 * bag's own action).
 */
export async function runWishlistAction(
  client: CommerceClient,
  event: WishlistEvent,
  {
    addToBag = async () => undefined,
    current,
  }: { addToBag?: (skus: string[]) => Promise<void>; current?: Wishlist | null } = {},
): Promise<WishlistActionResult> {
  if (current === undefined) current = await fetchWishlist(client)
  const machine = wishlistMachine.provide({ actors: wishlistActors(client, addToBag) })
  const actor = createActor(machine, { input: { wishlist: current } }).start()
  try {
    actor.send(event)
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('locked'), { timeout: OPERATION_LIMIT_MS })
    return { error: settled.context.error, sizeRequired: settled.context.sizeRequired }
  } finally {
    actor.stop()
  }
}
