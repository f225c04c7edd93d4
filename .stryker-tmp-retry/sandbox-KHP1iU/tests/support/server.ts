// @ts-nocheck
import { getRequestListener } from '@hono/node-server'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPlatformAccess } from '../../server/api/platform-access/platform-access'
import { createApp } from '../../server/app'
import { parseConfig } from '../../server/config'
import type { DatabaseHandle } from '../../server/db/database'
import { seed, type Seeder } from '../../server/db/seed'
import { createMailWorker } from '../../server/mail/mail-sender'
import { queueCollectionReady } from '../../server/mail/outbox'
import { refundArrivedReturn } from '../../server/api/order-tracking/returns.routes'
import { onCollectionReady, onReturnArrived } from '../../server/platform/commerce/events'
import { onPaymentAuthorised, onPaymentRefunded } from '../../server/platform/payments/connector/events'
import { earnForPayment, takeBackForRefund } from '../../server/api/loyalty/earn'
import { startMailCatcher } from '../../server/platform/mail/mail-catcher'
import { LOCAL_MAIL_CATCHER_API_KEY } from '../../server/platform/mail/mail.config'
import { createPlatform } from '../../server/platform/platform'
import { Readiness } from '../../server/readiness'
import type { PageRenderer } from '../../server/web/renderer'
import { createTestDatabase } from './database'

export interface TestServer {
  origin: string
  database: DatabaseHandle
  close(): Promise<void>
}

/** Pages are not under test here: the API and the platform are. */
const noPages: PageRenderer = {
  render: async () => new Response('Pages are not served by this test server', { status: 404 }),
  close: async () => {},
}

export interface TestServerOptions {
  seeders?: readonly Seeder[]
  /** Configuration values, as in the environment (e.g. `{ TRUSTED_PROXY_HOPS: '1' }`). */
  env?: Record<string, string>
  /**
   * Another server's database, for a second process of the same shop: nothing is seeded,
   * and closing this server leaves the database open.
   */
  sharedDatabase?: DatabaseHandle
  /**
   * Runs the mail as the server does: the local mail catcher (SMTP on an ephemeral port) and the
   * outbox worker sending to it, so mails the server queues arrive in `/platform/mail`.
   */
  mail?: boolean
}

/**
 * The real app (API and local platform) over real HTTP on an ephemeral port, on a fresh
 * database, seeded with the given seeders.
 */
export async function startTestServer({
  seeders = [],
  env = {},
  sharedDatabase,
  mail = false,
}: TestServerOptions = {}): Promise<TestServer> {
  const database = sharedDatabase ?? (await createTestDatabase())
  if (seeders.length && !sharedDatabase) await seed(database.db, seeders, () => {})
  const readiness = new Readiness()
  readiness.markReady()
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const config = parseConfig({ NODE_ENV: 'test', ...env })
  const app = createApp({
    db: database.db,
    readiness,
    renderer: noPages,
    selfOrigin: origin,
    root: process.cwd(),
    dev: true,
    platform: createPlatform({ db: database.db, config }),
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
  })
  server.on('request', getRequestListener(app.fetch))
  const catcher = mail ? await startMailCatcher(database.db, { apiKey: LOCAL_MAIL_CATCHER_API_KEY }) : null
  const worker = catcher
    ? createMailWorker(
        {
          db: database.db,
          platform: createPlatformAccess({ origin, clientId: 'kestrel-local', clientSecret: 'kestrel-local' }),
          smtpUrl: catcher.url,
        },
        { pollMs: 100 },
      )
    : null
  worker?.start()
  // As the server wires it: a store order ready for collection queues the shopper's mail.
  const unsubscribe = onCollectionReady((order) =>
    queueCollectionReady(database.db, order.orderId, order.locale === 'en' ? 'en' : 'cs-CZ'),
  )
  // As the server wires it: returned goods that arrive are refunded.
  const returnsPlatform = createPlatformAccess({ origin, clientId: 'kestrel-local', clientSecret: 'kestrel-local' })
  const unsubscribeReturns = onReturnArrived((arrival) => refundArrivedReturn(returnsPlatform, arrival))
  // As the server wires it: an authorised payment earns the member's points.
  const unsubscribeEarning = onPaymentAuthorised((payment) => earnForPayment(database.db, returnsPlatform, payment))
  // As the server wires it: a refund takes back the points it paid for.
  const unsubscribeTakingBack = onPaymentRefunded((refund) => takeBackForRefund(database.db, returnsPlatform, refund))
  return {
    origin,
    database,
    close: async () => {
      unsubscribe()
      unsubscribeReturns()
      unsubscribeEarning()
      unsubscribeTakingBack()
      await worker?.stop()
      await catcher?.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (!sharedDatabase) await database.close()
    },
  }
}
