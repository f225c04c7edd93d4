import type { Context } from 'hono'
import type { Generated } from 'kysely'
import type { ApiEnv } from '../api-env'
import { shopperQuery } from '../session/shopper-commerce'

type RetryBagTables = {
  api_order_retry_carts: { order_id: string; cart_id: string; created_at: Generated<Date> }
}

const ACTIVE_CART = `query RetryBagActiveCart { me { activeCart { id } } }`
const REPLICATE = `mutation RetryBagReplicate($id: String!) { replicateMyCart(reference: { typeId: "order", id: $id }) { id } }`
const CART = `query RetryBagCart($id: String!) { me { cart(id: $id) { id version cartState } } }`
const DELETE = `mutation RetryBagDelete($id: String!, $version: Long!) { deleteMyCart(id: $id, version: $version) { id } }`

const tables = (c: Context<ApiEnv>) => c.var.deps.db.withTables<RetryBagTables>()

/**
 * After a failed payment the order stays the one to pay, and the shopper's bag comes back as a
 * copy of the order's cart, made once per order and only when the shopper has no bag of their own.
 * A bag that cannot be restored never changes the payment's answer.
 */
export async function restoreBag(c: Context<ApiEnv>, token: string, orderId: string): Promise<void> {
  try {
    const active = await shopperQuery<{ me: { activeCart: { id: string } | null } }>(c, token, ACTIVE_CART)
    if (active.me.activeCart) return
    const copy = await shopperQuery<{ replicateMyCart: { id: string } }>(c, token, REPLICATE, { id: orderId })
    await tables(c)
      .insertInto('api_order_retry_carts')
      .values({ order_id: orderId, cart_id: copy.replicateMyCart.id })
      .onConflict((conflict) => conflict.column('order_id').doUpdateSet({ cart_id: copy.replicateMyCart.id }))
      .execute()
  } catch (error) {
    console.error('The bag of a failed payment could not be restored', { orderId, error: (error as Error).message })
  }
}

/** Once the order is paid, the copy of its cart leaves the bag (unless the shopper already ordered it). */
export async function dropRestoredBag(c: Context<ApiEnv>, token: string, orderId: string): Promise<void> {
  try {
    const row = await tables(c)
      .deleteFrom('api_order_retry_carts')
      .where('order_id', '=', orderId)
      .returning('cart_id')
      .executeTakeFirst()
    if (!row) return
    const cart = (
      await shopperQuery<{ me: { cart: { id: string; version: number; cartState: string } | null } }>(c, token, CART, {
        id: row.cart_id,
      })
    ).me.cart
    if (cart?.cartState === 'Active') await shopperQuery(c, token, DELETE, { id: cart.id, version: cart.version })
  } catch (error) {
    console.error('The restored bag of a paid order could not be removed', { orderId, error: (error as Error).message })
  }
}
