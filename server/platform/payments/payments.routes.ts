import { Hono } from 'hono'
import type { Database } from '../../db/database'
import { createCheckoutApi } from './checkout.routes'
import { createConnector } from './connector/connector.routes'
import { LocalPaymentGateway, type CommercePaymentGateway } from './connector/gateway'
import { createManagementApi } from './management.routes'
import { NotificationSender } from './notifications'
import { LOCAL_PAYMENTS, type PaymentServiceOptions } from './payments.config'
import { CheckoutStore } from './store'
import { createThreeDSPages } from './threeds.routes'

export interface PaymentServiceDeps {
  db: Database
  options?: PaymentServiceOptions
  /** Where the connector records payment transactions; its own table unless given. */
  gateway?: CommercePaymentGateway
}

/**
 * The payment provider stand-in (spec 1.3, 3.10, 4.8): the checkout API under `/v71`, its
 * 3-D Secure pages, a slice of the management API for webhooks, and the connector that applies
 * notifications to the commerce platform's payments.
 */
export function createPaymentService({ db, options = LOCAL_PAYMENTS, gateway }: PaymentServiceDeps): Hono {
  const store = new CheckoutStore(db)
  const sender = new NotificationSender(db, options)
  const service = new Hono()
  service.route('/v71', createCheckoutApi({ store, sender, options }))
  service.route('/3ds', createThreeDSPages(store))
  service.route('/management/v3', createManagementApi(db, options))
  service.route(
    '/connector',
    createConnector({ db, gateway: gateway ?? new LocalPaymentGateway(db), hmacKey: options.hmacKey }),
  )
  return service
}
