import { getRequestListener } from '@hono/node-server'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPlatformAccess } from '../../server/api/platform-access/platform-access'
import { createApp } from '../../server/app'
import { parseConfig } from '../../server/config'
import { applyServerTimeouts } from '../../server/http/server-timeouts'
import type { DatabaseHandle } from '../../server/db/database'
import type { Seeder } from '../../server/db/seed'
import { createMailWorker } from '../../server/mail/mail-sender'
import { startOrderMessages } from '../../server/api/order-messages/order-messages'
import { onPaymentAuthorised, onPaymentRefunded } from '../../server/platform/payments/connector/events'
import { earnForPayment, takeBackForRefund } from '../../server/api/loyalty/earn'
import { startMailCatcher } from '../../server/platform/mail/mail-catcher'
import { LOCAL_MAIL_CATCHER_API_KEY } from '../../server/platform/mail/mail.config'
import { createPlatform } from '../../server/platform/platform'
import { createSupportChatSocket } from '../../server/platform/support-chat/chat-socket'
import { supportChatOptions } from '../../server/platform/support-chat/support-chat.routes'
import { Readiness } from '../../server/readiness'
import type { PageRenderer } from '../../server/web/renderer'
import { createTestDatabase } from './database'

export interface TestServer {
  origin: string
  database: DatabaseHandle
  /** One round of the shop's reading of the platform's order messages now (with `orderMessages`, they are also read every 100 ms). */
  readOrderMessages(): Promise<number>
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
  /** Reads the platform's order messages every 100 ms, as the server does; off (default), only `readOrderMessages` reads, so no background read takes a fault a test injects. */
  orderMessages?: boolean
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
  orderMessages: readingMessages = false,
}: TestServerOptions = {}): Promise<TestServer> {
  const database = sharedDatabase ?? (await createTestDatabase(seeders))
  const readiness = new Readiness()
  readiness.markReady()
  const server = applyServerTimeouts(createServer())
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
  // As the server wires it: the support chat's WebSocket.
  const chatSocket = createSupportChatSocket({ db: database.db, secret: supportChatOptions(config).secret })
  server.on('upgrade', (request, socket, head) => {
    if (!chatSocket.handleUpgrade(request, socket, head)) socket.destroy()
  })
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
  // As the server wires it: the platform's order messages (returns arriving are refunded, store orders ready mailed).
  const returnsPlatform = createPlatformAccess({ origin, clientId: 'kestrel-local', clientSecret: 'kestrel-local' })
  const orderMessages = startOrderMessages(database.db, returnsPlatform, readingMessages ? 100 : null)
  // As the server wires it: an authorised payment earns the member's points.
  const unsubscribeEarning = onPaymentAuthorised((payment) => earnForPayment(database.db, returnsPlatform, payment))
  // As the server wires it: a refund takes back the points it paid for.
  const unsubscribeTakingBack = onPaymentRefunded((refund) => takeBackForRefund(database.db, returnsPlatform, refund))
  return {
    origin,
    database,
    readOrderMessages: () => orderMessages.readNow(),
    close: async () => {
      await orderMessages.stop()
      unsubscribeEarning()
      unsubscribeTakingBack()
      await worker?.stop()
      await catcher?.close()
      await chatSocket.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (!sharedDatabase) await database.close()
    },
  }
}
