import { Hono } from 'hono'
import { z } from 'zod'
import { market } from '@common/market'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { CREATE_MY_ORDER_FROM_CART, MY_RECENT_ORDERS } from './orders.documents'
import { bearerOf, errorCodeOf, shopperQuery } from './shopper-commerce'

const orderDraft = z.object({ cartId: z.string().min(1).max(64), version: z.number().int().positive() })

interface RecentOrders {
  me: { orders: { results: Array<{ id: string; orderNumber: string | null; cart: { id: string } | null }> } }
}

/**
 * Orders (spec 2.7 step 3): one order per cart, exactly once. The platform refuses a second
 * order from the same cart; then the order already made from it is answered, so a reload or a
 * repeated request neither creates a second order nor loses the first.
 */
export const ordersRoutes = new Hono<ApiEnv>().post('/', validate('json', orderDraft), async (c) => {
  const token = bearerOf(c.req.header('authorization'))
  if (!token) return c.json({ error: 'A shopper session is required' }, 401)
  const { cartId, version } = c.req.valid('json')
  const platform = c.var.deps.platform
  const existing = async () => {
    const data = await shopperQuery<RecentOrders>(platform, token, MY_RECENT_ORDERS)
    return data.me.orders.results.find((order) => order.cart?.id === cartId) ?? null
  }
  try {
    const data = await shopperQuery<{ createMyOrderFromCart: { id: string; orderNumber: string | null } }>(platform, token, CREATE_MY_ORDER_FROM_CART, {
      id: cartId,
      version,
      storeKey: market.storeKey,
    })
    return c.json({ data: { ...data.createMyOrderFromCart, created: true } }, 201)
  } catch (error) {
    const code = errorCodeOf(error)
    if (code === 'OutOfStock') return c.json({ error: 'OutOfStock', code }, 409)
    const order = await existing().catch(() => null)
    if (order) return c.json({ data: { id: order.id, orderNumber: order.orderNumber, created: false } })
    if (code === 'ResourceNotFound') return c.json({ error: 'No such cart', code }, 404)
    if (code === 'ConcurrentModification') return c.json({ error: 'The cart changed', code }, 409)
    if (code === 'InvalidOperation' || code === 'InvalidInput') return c.json({ error: (error as Error).message, code }, 422)
    return c.json({ error: 'Unknown error occurred' }, 502)
  }
})
