import { Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import { validate } from '../../http/validate'
import { readApiKey, requireApiKey, requireKeyOrBasic } from '../api-key'
import { createChatStore } from './chat-store'
import { AGENT_AUDIENCE, VISITOR_AUDIENCE } from './chat-socket'
import { CONSOLE_SCRIPT } from './console-script'
import { consolePage } from './console-page'
import { describeHours, SUPPORT_HOURS } from './hours'
import { checkToken, signToken } from './jwt'

/** The local signing secret; a deployment sets `SUPPORT_CHAT_SECRET`. */
export const LOCAL_SUPPORT_CHAT_SECRET = 'kestrel-local-support-chat-secret'
/** The local API key of the shop's server; a deployment sets `SUPPORT_CHAT_API_KEY`. */
export const LOCAL_SUPPORT_CHAT_API_KEY = 'kestrel-local-support-chat-key'
export const TOKEN_LIFETIME_SECONDS = 15 * 60
const ISSUER = 'kestrel-support-chat'

interface SupportChatOptions {
  secret: string
  /** Only the shop's server, with this key, has a token issued: it vouches for the name and email. */
  apiKey: string
  now?: () => number
}

const tokenBody = z
  .object({
    visitorId: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'visitorId must be 8–64 letters, digits or hyphens')
      .optional(),
    name: z.string().trim().min(1).max(60).optional(),
    email: z.email('email must be an email address').max(70).optional(),
  })
  .strict()

const verifyBody = z.object({ token: z.string().min(1, 'token is required').max(4096) })
const availabilityBody = z.object({ mode: z.enum(['schedule', 'open', 'closed']) }).strict()

interface SupportChatDeps {
  db: Database
  /** The agent console and the operator's availability switch: off in production. */
  operator: boolean
}

/** The stand-in as the platform mounts it: the console and the operator's switch are not served in production. */
export function createSupportChatService(
  db: Database,
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): Hono {
  return createSupportChatRoutes(supportChatOptions(config, env), { db, operator: config.NODE_ENV !== 'production' })
}

/** The well-known local secret is refused in production, like the commerce credentials. */
export function supportChatOptions(
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): SupportChatOptions {
  const secret = z
    .string()
    .min(16, 'SUPPORT_CHAT_SECRET must have at least 16 characters')
    .parse(env.SUPPORT_CHAT_SECRET || LOCAL_SUPPORT_CHAT_SECRET)
  if (config.NODE_ENV === 'production' && secret === LOCAL_SUPPORT_CHAT_SECRET)
    throw new Error('SUPPORT_CHAT_SECRET must be set in production')
  return { secret, apiKey: readApiKey('SUPPORT_CHAT_API_KEY', LOCAL_SUPPORT_CHAT_API_KEY, config, env) }
}

/**
 * Identity tokens for the live-chat widget (like a customer-service suite's visitor
 * authentication): short-lived, signed, optionally carrying the visitor's name and email. Like
 * the real service, where the merchant's server signs them, only the shop's server (with the
 * API key) has one issued; nobody else can claim a shopper's name and email.
 */
function createSupportChatRoutes(
  { secret, apiKey, now = () => Date.now() }: SupportChatOptions,
  { db, operator }: SupportChatDeps,
): Hono {
  const seconds = () => Math.floor(now() / 1000)
  const store = createChatStore(db, () => new Date(now()))
  const routes = new Hono()
    .post(
      '/token',
      requireApiKey(apiKey, (c) =>
        c.json({ error: 'A valid API key is required (x-api-key or Authorization: Bearer).' }, 401),
      ),
      validate('json', tokenBody),
      async (c) => {
        const { visitorId, name, email } = c.req.valid('json')
        const iat = seconds()
        const claims = {
          iss: ISSUER,
          aud: VISITOR_AUDIENCE,
          sub: visitorId ?? randomUUID(),
          iat,
          exp: iat + TOKEN_LIFETIME_SECONDS,
          ...(name && { name }),
          ...(email && { email }),
        }
        c.header('Cache-Control', 'no-store')
        return c.json({
          token: await signToken(claims, secret),
          visitorId: claims.sub,
          expiresAt: new Date(claims.exp * 1000).toISOString(),
        })
      },
    )
    .post('/verify', validate('json', verifyBody), async (c) =>
      c.json(await checkToken(c.req.valid('json').token, secret, seconds(), VISITOR_AUDIENCE)),
    )
    // Whether agents answer now (the support hours, or the operator's hold), as the widget asks before it connects.
    .get('/availability', async (c) =>
      c.json({
        available: await store.isAvailable(),
        mode: await store.availabilityMode(),
        timeZone: SUPPORT_HOURS.timeZone,
        hours: describeHours(),
      }),
    )
  if (!operator) return routes
  const consoleKey = requireKeyOrBasic(apiKey, 'Kestrel support chat')
  /** An agent's token: it lets the console's window hear every conversation and answer it. */
  const agentToken = async () => {
    const iat = seconds()
    const exp = iat + TOKEN_LIFETIME_SECONDS
    const token = await signToken({ iss: ISSUER, aud: AGENT_AUDIENCE, sub: 'agent', iat, exp, name: 'Agent' }, secret)
    return { token, expiresAt: new Date(exp * 1000).toISOString() }
  }
  return (
    routes
      // The operator holds the chat open or closed for tests and demos, or returns it to the support hours.
      .put('/availability', consoleKey, validate('json', availabilityBody), async (c) => {
        const { mode } = c.req.valid('json')
        await store.setAvailabilityMode(mode)
        return c.json({ mode, available: await store.isAvailable() })
      })
      .get('/console', consoleKey, (c) => c.html(consolePage()))
      .get('/console/console.js', (c) => {
        c.header('Content-Type', 'text/javascript; charset=utf-8')
        return c.body(CONSOLE_SCRIPT)
      })
      .post('/console/token', consoleKey, async (c) => c.json(await agentToken()))
  )
}
