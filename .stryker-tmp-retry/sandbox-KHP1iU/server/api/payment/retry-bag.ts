// @ts-nocheck
import type { Context } from 'hono'
import type { Generated } from 'kysely'
import type { ApiEnv } from '../api-env'
import { shopperQuery } from '../session/shopper-commerce'
import {
  RetryBagActiveCartDocument,
  RetryBagCartDocument,
  RetryBagDeleteDocument,
  RetryBagReplicateDocument,
} from './retry-bag.generated'

type RetryBagTables = {
  api_order_retry_carts: { order_id: string; cart_id: string; created_at: Generated<Date> }
}

const tables = (c: Context<ApiEnv>) => c.var.deps.db.withTables<RetryBagTables>()

/**
 * After a failed payment the order stays the one to pay, and the shopper's bag comes back as a
 * copy of the order's cart, made once per order and only when the shopper has no bag of their own.
 * A bag that cannot be restored never changes the payment's answer.
 */
export async function restoreBag(c: Context<ApiEnv>, token: string, orderId: string): Promise<void> {
  try {
    const active = await shopperQuery(c, token, RetryBagActiveCartDocument)
    if (active.me.activeCart) return
    const copy = (await shopperQuery(c, token, RetryBagReplicateDocument, { id: orderId })).replicateMyCart
    if (!copy) throw new Error('The platform made no copy of the cart')
    await tables(c)
      .insertInto('api_order_retry_carts')
      .values({ order_id: orderId, cart_id: copy.id })
      .onConflict((conflict) => conflict.column('order_id').doUpdateSet({ cart_id: copy.id }))
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
      await shopperQuery(c, token, RetryBagCartDocument, {
        id: row.cart_id,
      })
    ).me.cart
    if (cart?.cartState === 'Active')
      await shopperQuery(c, token, RetryBagDeleteDocument, { id: cart.id, version: cart.version })
  } catch (error) {
    console.error('The restored bag of a paid order could not be removed', { orderId, error: (error as Error).message })
  }
}
