import { Hono } from 'hono'
import { z } from 'zod'
import type { ChatSession } from '@common/support-chat'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { marketSwitches } from '../content/market-switches'

/** The support-chat service's key: server side only, so only the shop has visitor tokens issued. */
const supportChat = {
  apiKey: process.env.SUPPORT_CHAT_API_KEY || 'kestrel-local-support-chat-key',
}

const sessionBody = z
  .object({
    visitorId: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'visitorId must be 8–64 letters, digits or hyphens')
      .optional(),
  })
  .strict()

const availability = z.object({ available: z.boolean() })
const issued = z.object({ token: z.string(), visitorId: z.string(), expiresAt: z.string() })

class ChatUnavailable extends Error {}

/**
 * The live chat's session (spec 2.5, 2.6): whether agents answer now and, when they do, a
 * support-chat token for the shopper's window (the same visitor again when it sends its id). The
 * token is issued with the shop's key, which never leaves the server. 404 while the market's
 * switch is off.
 */
export const liveChatRoutes = new Hono<ApiEnv>().post('/session', validate('json', sessionBody), async (c) => {
  if (!(await marketSwitches(c.var.deps.db)).liveChat)
    return c.json({ error: 'The live chat is off in this market' }, 404)
  const { origin: platform, fetch } = c.var.deps.platform
  const origin = `${platform}/platform/support-chat`
  const call = async <T>(path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${origin}${path}`, init).catch(() => null)
    const parsed = schema.safeParse(await response?.json().catch(() => null))
    if (!response?.ok || !parsed.success) throw new ChatUnavailable()
    return parsed.data
  }
  try {
    const { available } = await call('/availability', availability)
    if (!available) return c.json({ available: false } satisfies ChatSession)
    const { visitorId } = c.req.valid('json')
    const session = await call('/token', issued, {
      method: 'POST',
      headers: { 'x-api-key': supportChat.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(visitorId ? { visitorId } : {}),
    })
    return c.json({ available: true, ...session } satisfies ChatSession)
  } catch (error) {
    if (error instanceof ChatUnavailable) return c.json({ error: 'The support chat is unavailable' }, 503)
    throw error
  }
})
