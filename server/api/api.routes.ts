import { Hono } from 'hono'
import { LOCALE_HEADER, marketLocale } from '@common/market'
import { noStore } from '../http/no-store'
import type { ApiDeps, ApiEnv } from './api-env'
import { contentRoutes } from './content/content.routes'
import { contentPagesRoutes } from './content/pages.routes'
import { previewRoutes } from './preview/preview.routes'
import { healthRoutes } from './health/health.routes'
import { graphqlProxyRoutes } from './session/graphql-proxy'
import { sessionRoutes } from './session/session.routes'
import { userRoutes } from './user/user.routes'
import { accountRoutes } from './account/account.routes'
import { passkeyRoutes } from './account/passkeys.routes'
import { addressesRoutes } from './addresses/addresses.routes'
import { cartRoutes } from './cart/cart.routes'
import { emailSubscriptionRoutes } from './email-subscription/email-subscription.routes'
import { contactRoutes } from './contact/contact.routes'
import { notifyMeRoutes } from './notify-me/notify-me.routes'
import { productsRoutes } from './products/products.routes'
import { storesAvailabilityRoutes } from './stores-availability/stores-availability.routes'
import { storesRoutes } from './stores/stores.routes'
import { checkoutRoutes } from './checkout/checkout.routes'
import { ordersRoutes } from './orders/orders.routes'
import { orderTrackingRoutes } from './order-tracking/order-tracking.routes'
import { returnRoutes } from './order-tracking/returns.routes'
import { paymentRoutes } from './payment/payment.routes'
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes'
import { loyaltyRoutes } from './loyalty/loyalty.routes'
import { liveChatRoutes } from './live-chat/live-chat.routes'

/** The product's own API (spec 7.2): every route validates its input and answers `{ error }` on failure. */
export function createApi(deps: ApiDeps) {
  return (
    new Hono<ApiEnv>()
      .use(async (c, next) => {
        c.set('deps', deps)
        c.set('locale', marketLocale(c.req.header(LOCALE_HEADER)))
        await next()
      })
      // The shopper's own data: never kept by a browser or shared cache.
      .use('/session/*', noStore)
      .use('/account/*', noStore)
      .use('/graphql', noStore)
      .use('/user/*', noStore)
      .use('/addresses/*', noStore)
      .use('/cart/*', noStore)
      .use('/checkout/*', noStore)
      .use('/orders/*', noStore)
      .use('/order-tracking', noStore)
      .use('/order-tracking/*', noStore)
      .use('/payment/*', noStore)
      .use('/subscriptions', noStore)
      .use('/loyalty', noStore)
      .use('/loyalty/*', noStore)
      .use('/live-chat/*', noStore)
      .use('/contact', noStore)
      .route('/health', healthRoutes)
      .route('/content', contentRoutes)
      .route('/pages', contentPagesRoutes)
      .route('/preview', previewRoutes)
      .route('/session', sessionRoutes)
      .route('/account/passkeys', passkeyRoutes)
      .route('/account', accountRoutes)
      .route('/graphql', graphqlProxyRoutes)
      .route('/user', userRoutes)
      .route('/addresses', addressesRoutes)
      .route('/cart', cartRoutes)
      .route('/email-subscription', emailSubscriptionRoutes)
      .route('/contact', contactRoutes)
      .route('/products', productsRoutes)
      .route('/notify-me', notifyMeRoutes)
      .route('/stores-availability', storesAvailabilityRoutes)
      .route('/stores', storesRoutes)
      .route('/checkout', checkoutRoutes)
      .route('/orders', ordersRoutes)
      .route('/order-tracking', orderTrackingRoutes)
      .route('/order-tracking', returnRoutes)
      .route('/payment', paymentRoutes)
      .route('/subscriptions', subscriptionsRoutes)
      .route('/loyalty', loyaltyRoutes)
      .route('/live-chat', liveChatRoutes)
  )
}
