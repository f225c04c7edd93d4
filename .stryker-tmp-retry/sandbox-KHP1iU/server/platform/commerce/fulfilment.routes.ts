// @ts-nocheck
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { validate } from '../../http/validate'
import type { CommerceCore } from './core'
import { FULFILMENT_TARGETS, ImpossibleMove } from './fulfilment'
import { NoReturnFits, RETURN_STEPS } from './fulfilment-returns'
import { faultAccess } from './graphql/fault-access'
import type { OrderDocument } from './orders'

const orderParam = z.object({
  orderNumber: z
    .string()
    .max(40, 'orderNumber: at most 40 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'orderNumber: letters, digits and hyphens only'),
})
const moveBody = z
  .object({
    step: z.enum(FULFILMENT_TARGETS, { message: `step must be one of ${FULFILMENT_TARGETS.join(', ')}` }),
    /** A return step moves only the return sent as this parcel. */
    returnTrackingId: z
      .string()
      .max(40, 'returnTrackingId: at most 40 characters')
      .regex(/^[A-Z0-9]+$/, 'returnTrackingId: capital letters and digits only')
      .optional(),
  })
  .strict()
  .refine((body) => body.returnTrackingId === undefined || RETURN_STEPS.some((step) => step === body.step), {
    message: 'returnTrackingId names a return; only the return steps take it',
  })

const refusal = (status: 404 | 409, code: string, message: string) => ({
  statusCode: status,
  message,
  errors: [{ code, message }],
})

/** What the operator sees of a moved order: its states, its deliveries with their parcels' tracking, its returns. */
const answerOf = (order: OrderDocument) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  version: order.version,
  orderState: order.orderState,
  shipmentState: order.shipmentState,
  deliveries: order.shippingInfo?.deliveries ?? [],
  returnInfo: order.returnInfo ?? [],
})

/**
 * The fulfilment simulation's operator endpoint (README, "Fulfilment simulation"): moves one order at once
 * to a named state, for tests and QA. Not served in production; the API client's credentials (HTTP Basic)
 * or a `manage_project` token, and a JSON body, as the fault endpoint asks.
 */
export function createFulfilmentRoutes(core: CommerceCore): Hono {
  const routes = new Hono()
  if (!core.faultInjection) return routes
  routes.use('/orders/:orderNumber/fulfilment', faultAccess(core), bodyLimit({ maxSize: 4 * 1024 }))
  routes.post(
    '/orders/:orderNumber/fulfilment',
    validate('param', orderParam),
    validate('json', moveBody),
    async (c) => {
      const { orderNumber } = c.req.valid('param')
      const { step, returnTrackingId } = c.req.valid('json')
      try {
        const order = await core.fulfilment.move(orderNumber, step, new Date(), returnTrackingId)
        if (!order)
          return c.json(refusal(404, 'ResourceNotFound', `The order with number '${orderNumber}' was not found.`), 404)
        return c.json(answerOf(order))
      } catch (error) {
        if (error instanceof ImpossibleMove || error instanceof NoReturnFits)
          return c.json(refusal(409, 'InvalidOperation', error.message), 409)
        throw error
      }
    },
  )
  return routes
}
