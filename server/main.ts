import { getRequestListener } from '@hono/node-server'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { ensureBuild } from './build'
import { ConfigError, parseConfig, type Config } from './config'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { isSeeded, seed } from './db/seed'
import { applyServerTimeouts } from './http/server-timeouts'
import { createPlatformAccess } from './api/platform-access/platform-access'
import { createMailWorker } from './mail/mail-sender'
import { smtpUrlOf } from './mail/mail.config'
import { type MailOutbox } from './mail/outbox'
import { startOrderMessages } from './api/order-messages/order-messages'
import { onPaymentAuthorised, onPaymentRefunded } from './platform/payments/connector/events'
import { earnForPayment, takeBackForRefund } from './api/loyalty/earn'
import { startFulfilment } from './platform/commerce/fulfilment'
import { startMailCatcher, type MailCatcher } from './platform/mail/mail-catcher'
import { mailCatcherOptions } from './platform/mail/mail.config'
import { createPlatform } from './platform/platform'
import { createSupportChatSocket } from './platform/support-chat/chat-socket'
import { supportChatOptions } from './platform/support-chat/support-chat.routes'
import { Readiness } from './readiness'
import { seeders } from './seeders'
import { createBuildRenderer, createDevRenderer } from './web/renderer'

const root = fileURLToPath(new URL('..', import.meta.url))
const dev = process.argv.includes('--dev')

function loadConfig(): Config {
  try {
    return parseConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

const config = loadConfig()
if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
  console.error(
    'Invalid configuration:\n  SMTP_URL: must be set in production (the local mail catcher is not run there)',
  )
  process.exit(1)
}
const started = performance.now()
if (!dev) await ensureBuild(root)

const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
const readiness = new Readiness()
const renderer = dev ? await createDevRenderer(root) : await createBuildRenderer(root)
const selfOrigin = `http://127.0.0.1:${config.PORT}`
const platform = createPlatform({ db: database.db, config })
const commerceCredentials = { clientId: config.COMMERCE_CLIENT_ID, clientSecret: config.COMMERCE_CLIENT_SECRET }
const trustedProxyHops = config.TRUSTED_PROXY_HOPS
const app = createApp({
  db: database.db,
  readiness,
  renderer,
  selfOrigin,
  root,
  dev,
  platform,
  commerceCredentials,
  trustedProxyHops,
  publicOrigin: config.PUBLIC_ORIGIN,
})

const listener = getRequestListener(app.fetch)
const server = createServer((req, res) => {
  if (renderer.nodeMiddleware) renderer.nodeMiddleware(req, res, () => void listener(req, res))
  else void listener(req, res)
})
applyServerTimeouts(server)
// The support chat's WebSocket; no other upgrade is served (the development bundler keeps its own port).
const chatSocket = createSupportChatSocket({ db: database.db, secret: supportChatOptions(config).secret })
server.on('upgrade', (request, socket, head) => {
  if (!chatSocket.handleUpgrade(request, socket, head)) socket.destroy()
})
server.listen(config.PORT, () => {
  console.log(`Kestrel listening on http://localhost:${config.PORT} (${dev ? 'development' : 'built bundle'})`)
})

let mailCatcher: MailCatcher | null = null
let mailWorker: MailOutbox | null = null
let fulfilment: { stop(): Promise<void> } | null = null
let orderMessages: { stop(): Promise<void> } | null = null
try {
  const applied = await migrateToLatest(database)
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`)
  if (!(await isSeeded(database.db))) await seed(database.db, seeders)
  // The local mail catcher (not in production), then the outbox worker that delivers the shop's mail.
  const catcherOptions = mailCatcherOptions(config)
  if (catcherOptions) {
    mailCatcher = await startMailCatcher(database.db, catcherOptions, { port: config.MAIL_CATCHER_SMTP_PORT })
    console.log(
      `Mail catcher: SMTP on 127.0.0.1:${mailCatcher.port}, mailbox at http://localhost:${config.PORT}/platform/mail`,
    )
  }
  mailWorker = createMailWorker({
    db: database.db,
    platform: createPlatformAccess({ origin: selfOrigin, ...commerceCredentials }),
    smtpUrl: smtpUrlOf(config, mailCatcher?.url ?? null),
    from: config.MAIL_FROM,
    customerService: config.CUSTOMER_SERVICE_EMAIL,
  })
  mailWorker.start()
  // The platform's order messages: returned goods that arrived are refunded, a store order ready is mailed.
  const returnsPlatform = createPlatformAccess({ origin: selfOrigin, ...commerceCredentials })
  orderMessages = startOrderMessages(database.db, returnsPlatform)
  // A paid order earns its member's loyalty points, once however often the payment is notified.
  onPaymentAuthorised((payment) => earnForPayment(database.db, returnsPlatform, payment))
  // A refund takes back the club points it paid for.
  onPaymentRefunded((refund) => takeBackForRefund(database.db, returnsPlatform, refund))
  if (config.NODE_ENV !== 'production') fulfilment = startFulfilment(database.db, config.FULFILMENT_STEP_SECONDS)
  readiness.markReady()
  console.log(`Ready in ${Math.round(performance.now() - started)} ms (${database.kind})`)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  readiness.markFailed(message)
  console.error(`Start-up failed: ${message}`)
  process.exit(1)
}

async function shutdown() {
  server.close()
  await chatSocket.close()
  await fulfilment?.stop()
  await orderMessages?.stop()
  await mailWorker?.stop()
  await mailCatcher?.close()
  await renderer.close()
  await database.close()
  process.exit()
}
process.once('SIGINT', () => void shutdown())
process.once('SIGTERM', () => void shutdown())
