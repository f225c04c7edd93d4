import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { normalOrderNumber } from '@common/order-tracking'
import { returnRequestSchema, type ReturnRequest } from '@common/returns'
import { market, type Locale } from '@common/market'
import { validate } from '../../http/validate'
import { queueReturnConfirmation } from '../../mail/outbox'
import type { ApiEnv } from '../api-env'
import { paymentProvider, providerCall } from '../payment/payment-provider'
import { PlatformError, type PlatformAccess } from '../platform-access/platform-access'
import { sameSiteRequest } from '../session/graphql-proxy'
import { crossSite } from '../session/session.routes'
import { AddOrderReturnDocument, TrackedOrderDocument } from './order-tracking.generated'
import {
  answerOf,
  localeQuery,
  lookUp,
  mayRead,
  notFound,
  orderParam,
  unavailable,
  type Order,
} from './order-tracking.routes'
import { fetchReturnLabel } from './return-label'
import { refundArrived, returnActionsOf, ReturnRefused, returnsOf } from './returns'

const returnParam = orderParam.extend({ returnId: z.uuid({ message: 'returnId: the id of a return' }) })

const codeOf = (error: unknown) =>
  error instanceof PlatformError
    ? (error.errors[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code
    : undefined

/** An order the request may read, or the answer that it may not (the same 404 whether it exists or not). */
async function readable(c: Context<ApiEnv>, number: string, locale: Locale): Promise<Order | Response> {
  if (!(await mayRead(c, number))) return notFound(c)
  try {
    return (await lookUp(c, number, locale)) ?? notFound(c)
  } catch (failure) {
    console.error('return read failed:', failure instanceof Error ? failure.name : 'unknown error')
    return unavailable(c)
  }
}

/**
 * Adds the return to the order once: a request already applied (the same `requestId`, a double submit or a
 * retry) finds its return and changes nothing; a concurrent change of the order is read again.
 */
async function addReturn(c: Context<ApiEnv>, number: string, locale: Locale, request: ReturnRequest) {
  for (let attempt = 1; ; attempt += 1) {
    const order = await lookUp(c, number, locale)
    if (!order) return null
    if (returnsOf(order).some((view) => view.id === request.requestId)) return { order, created: false }
    const actions = returnActionsOf(order, request)
    try {
      await c.var.deps.platform.commerceQuery(AddOrderReturnDocument, { id: order.id, version: order.version, actions })
      return { order: (await lookUp(c, number, locale)) ?? order, created: true }
    } catch (error) {
      if (codeOf(error) !== 'ConcurrentModification' || attempt >= 3) throw error
    }
  }
}

/**
 * Returns after the purchase (spec 2.7 "start a return", 4.10): a return of a tracked order's delivered items
 * and its label. Whoever may read the order (its tracking grant, its signed-in owner) may return it; anyone
 * else gets the tracking's 404. Same-site only, like the lookup.
 */
export const returnRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    if (c.req.method !== 'GET' && !sameSiteRequest(c)) return crossSite(c)
    await next()
  })
  .post(
    '/:orderNumber/returns',
    validate('param', orderParam),
    validate('query', localeQuery),
    validate('json', returnRequestSchema),
    async (c) => {
      const number = normalOrderNumber(c.req.valid('param').orderNumber)
      const locale = c.req.valid('query').locale
      const found = await readable(c, number, locale)
      if (found instanceof Response) return found
      const request = c.req.valid('json')
      let result
      try {
        result = await addReturn(c, number, locale, request)
      } catch (error) {
        if (error instanceof ReturnRefused) return c.json({ error: error.message, code: 'not_returnable' }, 409)
        if (codeOf(error) === 'InvalidOperation')
          return c.json({ error: 'An item of this return cannot be returned.', code: 'not_returnable' }, 409)
        console.error('return failed:', error instanceof Error ? error.name : 'unknown error')
        return unavailable(c)
      }
      if (!result) return notFound(c)
      const view = returnsOf(result.order).find((candidate) => candidate.id === request.requestId)!
      await queueReturnConfirmation(c.var.deps.db, result.order.id, request.requestId, locale)
      return c.json({ data: { returnId: view.id, order: await answerOf(c, result.order) } }, result.created ? 201 : 200)
    },
  )
  .get(
    '/:orderNumber/returns/:returnId/label',
    validate('param', returnParam),
    validate('query', localeQuery),
    async (c) => {
      const { orderNumber, returnId } = c.req.valid('param')
      const locale = c.req.valid('query').locale
      const found = await readable(c, normalOrderNumber(orderNumber), locale)
      if (found instanceof Response) return found
      const view = returnsOf(found).find((candidate) => candidate.id === returnId)
      if (!view) return notFound(c)
      const label = await fetchReturnLabel(c.var.deps.platform, found, view, locale)
      if (!label.ok) return unavailable(c)
      return new Response(label.body, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="return-${found.orderNumber}.pdf"`,
          'cache-control': 'private, no-store',
        },
      })
    },
  )

/**
 * Refunds returned items when they arrive in the warehouse (the platform's notice): one refund of the order's
 * payment at the provider for each return; its notification settles that return's items.
 */
export async function refundArrivedReturn(
  platform: PlatformAccess,
  /** The items that arrived, or 'arrived': every item of the order that has arrived and is not refunded yet. */
  arrival: { orderNumber: string; returnItemIds: string[] | 'arrived' },
): Promise<number> {
  const { order } = await platform.commerceQuery(TrackedOrderDocument, {
    orderNumber: arrival.orderNumber,
    locale: market.defaultLocale,
  })
  if (!order) return 0
  return refundArrived(
    (path, body) => providerCall(platform, path, body),
    paymentProvider.merchantAccount,
    order,
    arrival.returnItemIds,
  )
}
