import { Hono } from 'hono'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { noStore } from '../http/no-store'
import { createCommercePlatform } from './commerce/commerce'
import { imageServiceOptions } from './images/images.config'
import { createImageService } from './images/images.routes'
import { createPaymentService } from './payments/payments.routes'
import { paymentServiceOptions } from './payments/payments.config'
import { paymentManagementOptions } from './payments/management.config'
import { createAddressRoutes } from './addresses/addresses.routes'
import { createLocationRoutes } from './stores/locations.routes'
import { createSearchService } from './search/search.platform'
import { botProtectionOptions } from './bot-protection/bot-protection.config'
import { createBotProtectionRoutes } from './bot-protection/bot-protection.routes'
import { createSupportChatService } from './support-chat/support-chat.routes'
import { createReviewRoutes } from './reviews/reviews.routes'
import { createShopReviewRoutes } from './reviews/shop-reviews.routes'
import { createLoyaltyRoutes } from './loyalty/loyalty.routes'
import { createDocumentRoutes } from './documents/documents.routes'
import { documentServiceOptions } from './documents/documents.config'
import { loyaltyOptions } from './loyalty/loyalty.config'
import { reviewServiceOptions } from './reviews/reviews.config'
import { mailCatcherOptions } from './mail/mail.config'
import { createMailRoutes } from './mail/mail.routes'

interface PlatformDeps {
  db: Database
  config: Config
}

/**
 * The local platform: embedded stand-ins for the third-party services of spec 1.3, each
 * speaking its real protocol under `/platform/{service}`. It knows nothing of the product.
 */
export function createPlatform(deps: PlatformDeps): Hono {
  const platform = new Hono()
  const commerce = createCommercePlatform(deps.db, deps.config)
  // Tokens, shoppers' carts, orders, payments, members and documents: never cached.
  for (const path of ['/auth/*', '/commerce/*', '/payments/*', '/loyalty/members/*', '/documents/*', '/support-chat/*'])
    platform.use(path, noStore)
  platform.route('/auth', commerce.auth)
  platform.route('/commerce', commerce.api)
  platform.route('/images', createImageService(imageServiceOptions(deps.config)))
  platform.route(
    '/payments',
    createPaymentService({
      db: deps.db,
      config: deps.config,
      options: paymentServiceOptions(deps.config),
      management: paymentManagementOptions(deps.config),
    }),
  )
  platform.route('/addresses', createAddressRoutes())
  platform.route('/locations', createLocationRoutes())
  platform.route('/search', createSearchService(deps))
  platform.route('/bot-protection', createBotProtectionRoutes(deps.db, botProtectionOptions(deps.config)))
  platform.route('/support-chat', createSupportChatService(deps.db, deps.config))
  platform.route('/reviews', createReviewRoutes(deps.db, reviewServiceOptions(deps.config)))
  platform.route('/shop-reviews', createShopReviewRoutes(deps.db))
  platform.route('/loyalty', createLoyaltyRoutes(deps.db, loyaltyOptions(deps.config)))
  platform.route('/documents', createDocumentRoutes(deps.db, documentServiceOptions(deps.config)))
  // The mail catcher's mailbox: not served in production, where mail goes to a real SMTP server.
  const mail = mailCatcherOptions(deps.config)
  if (mail) {
    platform.use('/mail', noStore)
    platform.use('/mail/*', noStore)
    platform.route('/mail', createMailRoutes(deps.db, mail))
  }
  return platform
}
