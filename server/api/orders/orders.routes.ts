import { Hono } from 'hono'
import { z } from 'zod'
import { market } from '@common/market'
import { validate } from '../../http/validate'
import { type ApiEnv, requestSales } from '../api-env'
import { marketSwitches } from '../content/market-switches'
import {
  CreateMyOrderFromCartDocument,
  MyCartShippingMethodDocument,
  MyOrderNumberDocument,
  MyRecentOrdersDocument,
} from './orders.generated'
import { fetchOrderDocument } from './order-document'
import { shopperQuery, shopperToken, ShopperCommerceError } from '../session/shopper-commerce'

const orderDraft = z.object({
  cartId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'cartId must be a cart id'),
  version: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

const orderParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'id must be an order id') })
const documentQuery = z.object({
  locale: z
    .enum(market.locales, { message: `locale must be one of ${market.locales.join(', ')}` })
    .default(market.defaultLocale),
})

/**
 * Orders (spec 2.7 step 3): one order per cart, exactly once. The platform refuses a second
 * order from the same cart; then the order already made from it is answered, so a reload or a
 * repeated request neither creates a second order nor loses the first. A cart to be delivered by try
 * and buy is refused (422 `TryAndBuyUnavailable`) while the market's switch is off.
 */
export const ordersRoutes = new Hono<ApiEnv>().post('/', validate('json', orderDraft), async (c) => {
  const token = await shopperToken(c)
  if (!token) return c.json({ error: 'A shopper session is required' }, 401)
  c.header('cache-control', 'no-store')
  const { cartId, version } = c.req.valid('json')
  const existing = async () => {
    const data = await shopperQuery(c, token, MyRecentOrdersDocument)
    return data.me.orders.results.find((order) => order.cart?.id === cartId) ?? null
  }
  try {
    // Spec 1.2, 4.3: try and buy (CR) exists only where the market offers it, whatever the cart was given.
    if (!(await marketSwitches(c.var.deps.db)).tryAndBuy) {
      const cart = await shopperQuery(c, token, MyCartShippingMethodDocument, { id: cartId })
      if (cart.me.cart?.shippingInfo?.shippingMethod?.key === 'CR')
        return c.json({ error: 'Try and buy is not offered in this market', code: 'TryAndBuyUnavailable' }, 422)
    }
    const data = await shopperQuery(c, token, CreateMyOrderFromCartDocument, {
      id: cartId,
      version,
      storeKey: requestSales(c).storeKey,
    })
    return c.json({ data: { ...data.createMyOrderFromCart, created: true } }, 201)
  } catch (error) {
    const code = error instanceof ShopperCommerceError ? error.code : undefined
    if (code === 'invalid_token' || code === 'insufficient_scope')
      return c.json({ error: (error as Error).message, code }, 401)
    if (code === 'OutOfStock') return c.json({ error: 'OutOfStock', code }, 409)
    const order = await existing().catch(() => null)
    if (order) return c.json({ data: { id: order.id, orderNumber: order.orderNumber, created: false } })
    if (code === 'ResourceNotFound') return c.json({ error: 'No such cart', code }, 404)
    if (code === 'ConcurrentModification') return c.json({ error: 'The cart changed', code }, 409)
    if (code === 'InvalidOperation' || code === 'InvalidInput')
      return c.json({ error: (error as Error).message, code }, 422)
    return c.json({ error: 'Unknown error occurred' }, 502)
  }
})
/**
 * The order document (spec 7.3) as PDF, for the order's owner only: the order is looked up with
 * the shopper's own token, so anyone else's order is simply not found.
 */
ordersRoutes.get('/:id/document', validate('param', orderParam), validate('query', documentQuery), async (c) => {
  const token = await shopperToken(c)
  if (!token) return c.json({ error: 'A shopper session is required' }, 401)
  c.header('cache-control', 'no-store')
  let orderNumber: string | null
  try {
    const data = await shopperQuery(c, token, MyOrderNumberDocument, { id: c.req.valid('param').id })
    orderNumber = data.me.order?.orderNumber ?? null
  } catch (error) {
    const code = error instanceof ShopperCommerceError ? error.code : undefined
    if (code === 'invalid_token' || code === 'insufficient_scope')
      return c.json({ error: (error as Error).message, code }, 401)
    return c.json({ error: 'Unknown error occurred' }, 502)
  }
  if (!orderNumber) return c.json({ error: 'No such order' }, 404)
  const document = await fetchOrderDocument(c.var.deps.platform, orderNumber, c.req.valid('query').locale).catch(
    () => null,
  )
  if (!document?.ok) return c.json({ error: 'Unknown error occurred' }, 502)
  return new Response(document.body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${orderNumber}.pdf"`,
      'cache-control': 'private, no-store',
    },
  })
})
