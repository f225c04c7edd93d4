// @ts-nocheck
import { Hono } from 'hono'
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import { createCheckoutApi } from './checkout.routes'
import { CommerceGraphqlGateway } from './connector/commerce-gateway'
import { createConnector } from './connector/connector.routes'
import { LocalPaymentGateway, type CommercePaymentGateway } from './connector/gateway'
import { LOCAL_PAYMENTS_MANAGEMENT_API_KEY, type PaymentManagementOptions } from './management.config'
import { createManagementApi } from './management.routes'
import { NotificationSender } from './notifications'
import { createRefundApi } from './refunds.routes'
import { COMMERCE_PROJECT_KEY, LOCAL_PAYMENTS, type PaymentServiceOptions } from './payments.config'
import { CheckoutStore } from './store'
import { createThreeDSPages } from './threeds.routes'

interface PaymentServiceDeps {
  db: Database
  /** With the commerce client credentials, the connector updates the commerce platform's payments. */
  config?: Pick<Config, 'COMMERCE_CLIENT_ID' | 'COMMERCE_CLIENT_SECRET'>
  options?: PaymentServiceOptions
  /** The management API's own credential (the platform reads it from the environment). */
  management?: PaymentManagementOptions
}

/** The commerce platform on the same origin as the notification (the local platform's layout). */
function commerceOnOrigin(config: NonNullable<PaymentServiceDeps['config']>) {
  const gateways = new Map<string, CommercePaymentGateway>()
  return (origin: string): CommercePaymentGateway => {
    let gateway = gateways.get(origin)
    if (!gateway) {
      gateway = new CommerceGraphqlGateway({
        graphqlUrl: `${origin}/platform/commerce/${COMMERCE_PROJECT_KEY}/graphql`,
        tokenUrl: `${origin}/platform/auth/oauth/token`,
        clientId: config.COMMERCE_CLIENT_ID,
        clientSecret: config.COMMERCE_CLIENT_SECRET,
      })
      gateways.set(origin, gateway)
    }
    return gateway
  }
}

/**
 * The payment provider stand-in (spec 1.3, 3.10, 4.8): the checkout API under `/v71`, its
 * 3-D Secure pages, a slice of the management API for webhooks, and the connector that applies
 * notifications to the commerce platform's payments.
 */
export function createPaymentService({
  db,
  config,
  options = LOCAL_PAYMENTS,
  management = { apiKey: LOCAL_PAYMENTS_MANAGEMENT_API_KEY },
}: PaymentServiceDeps): Hono {
  const store = new CheckoutStore(db)
  const sender = new NotificationSender(db, options)
  const service = new Hono()
  service.route('/v71', createCheckoutApi({ store, sender, options }))
  service.route('/v71', createRefundApi(db, sender, options))
  service.route('/3ds', createThreeDSPages(store))
  service.route('/management/v3', createManagementApi(db, options, management))
  service.route(
    '/connector',
    createConnector({
      db,
      hmacKey: options.hmacKey,
      ledger: new LocalPaymentGateway(db),
      commerce: config ? commerceOnOrigin(config) : undefined,
    }),
  )
  return service
}
