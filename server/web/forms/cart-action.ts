import { salesOf, type Locale } from '../../../common/market'
import { createActor, waitFor } from 'xstate'
import { cartMachine, type CartEvent } from '../../../src/machines/cart/cart.machine'
import type { CartError } from '../../../src/machines/cart/cart.rules'
import { cartActors, fetchActiveCart, type Cart } from '../../../src/services/commerce/cart'
import type { CommerceClient } from '../../../src/services/commerce/commerce-client'

const OPERATION_LIMIT_MS = 20_000

interface CartActionResult {
  cart: Cart | null
  error: CartError | null
  /** The 'added to bag' dialog opens, as the machine opens it after an add. */
  addedToBag: boolean
}

/**
 * One shopping action of a plain-HTML form, decided by the browser's own cart machine: it starts
 * from the shopper's active cart, takes the event and runs its actors (the same commerce
 * operations) until it rests; its error and dialog state are what the page shows next.
 */
export async function runCartAction(
  client: CommerceClient,
  event: CartEvent,
  locale: Locale,
): Promise<CartActionResult> {
  const current = await fetchActiveCart(client, salesOf(locale).storeKey)
  const actor = createActor(cartMachine.provide({ actors: cartActors(client) }), {
    input: { cart: current, locale },
  }).start()
  try {
    actor.send(event)
    const settled = await waitFor(actor, (snapshot) => snapshot.matches({ operation: 'idle' }), {
      timeout: OPERATION_LIMIT_MS,
    })
    return {
      cart: settled.context.cart as Cart | null,
      error: settled.context.error,
      addedToBag: settled.matches({ addedToBagModal: 'open' }),
    }
  } finally {
    actor.stop()
  }
}
