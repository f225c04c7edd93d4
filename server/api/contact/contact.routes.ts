import { Hono, type Context } from 'hono'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { CONTACT_EMAIL_PATTERN, CONTACT_LIMITS, CONTACT_PHONE_PATTERN, CONTACT_TOPICS } from '@common/contact-form'
import { market } from '@common/market'
import { ORDER_NUMBER_PATTERN } from '@common/order-tracking'
import { clientAddress, throttleFor } from '../../http/throttle'
import { validate } from '../../http/validate'
import { queueContactMails } from '../../mail/outbox'
import type { ApiEnv } from '../api-env'
import { marketSwitches } from '../content/market-switches'
import { BOT_PROTECTION_SERVICE, verifyBotProtection } from '../email-subscription/email-subscription.routes'
import { sameSiteRequest } from '../session/graphql-proxy'
import { crossSite } from '../session/session.routes'
import type { ContactTables } from './contact.tables'

/**
 * Requests per client address: 5 in 15 minutes is more than a shopper writes (a question, a
 * correction) and keeps one address from filling customer service's inbox. Every request counts.
 */
export const CONTACT_THROTTLE = { scope: 'shop-contact:address', limit: 5, windowSeconds: 15 * 60 } as const

const TOO_MANY_CONTACT_REQUESTS = 'Too many messages from this address. Please try again later.'
const BOT_PROTECTION_FAILED = 'Bot protection verification failed. Please try again.'

const REQUIRED = 'required'
const atMost = (max: number) => `at most ${max} characters`
const name = z.string().trim().min(1, REQUIRED).max(CONTACT_LIMITS.name, atMost(CONTACT_LIMITS.name))

/** Spec 3.17 with the limits of spec 9 (common/contact-form.ts, the form's own rules). */
export const contactBody = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, REQUIRED)
      .max(CONTACT_LIMITS.email, atMost(CONTACT_LIMITS.email))
      .regex(CONTACT_EMAIL_PATTERN, 'not a valid email address'),
    firstName: name,
    lastName: name,
    phone: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phone, atMost(CONTACT_LIMITS.phone))
      .regex(CONTACT_PHONE_PATTERN, 'digits, spaces and a leading + only')
      .or(z.literal(''))
      .default(''),
    myQuestion: z.enum(CONTACT_TOPICS, { message: `one of ${CONTACT_TOPICS.join(', ')}` }),
    orderNumber: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.orderNumber, atMost(CONTACT_LIMITS.orderNumber))
      .regex(ORDER_NUMBER_PATTERN, 'letters, digits and hyphens only')
      .or(z.literal(''))
      .default(''),
    comment: z.string().trim().min(1, REQUIRED).max(CONTACT_LIMITS.comment, atMost(CONTACT_LIMITS.comment)),
    locale: z.enum(market.locales, { message: `one of ${market.locales.join(', ')}` }),
    [`${BOT_PROTECTION_SERVICE}Token`]: z.string().min(1).max(8192).nullable().default(null),
  })
  .strict()

const tooMany = (c: Context<ApiEnv>, retryAfter: number) =>
  c.json({ error: TOO_MANY_CONTACT_REQUESTS, code: 'too_many_requests' }, 429, { 'retry-after': String(retryAfter) })

type ContactBody = z.infer<typeof contactBody>

export type ContactOutcome =
  { kind: 'sent'; reference: string } | { kind: 'throttled'; retryAfter: number } | { kind: 'botProtection' }

/**
 * A contact request (the API's and the plain-HTML form's, counted by the same throttle): throttled per
 * client address, bot-protected where the market's switch is on (a token sent is always verified); taken,
 * it is stored and its mails to customer service and to the shopper are queued in the same transaction.
 */
export async function submitContact(c: Context<ApiEnv>, body: ContactBody): Promise<ContactOutcome> {
  const { db, trustedProxyHops } = c.var.deps
  const attempt = await throttleFor(db).attempt([{ limit: CONTACT_THROTTLE, key: clientAddress(c, trustedProxyHops) }])
  if (attempt.throttled) return { kind: 'throttled', retryAfter: attempt.retryAfter }
  const token = body[`${BOT_PROTECTION_SERVICE}Token`] as string | null
  const verified = token
    ? await verifyBotProtection(c, token)
    : !(await marketSwitches(c.var.deps.db, body.locale)).botProtection
  if (!verified) return { kind: 'botProtection' }
  const reference = randomUUID()
  const orderNumber = body.orderNumber.toUpperCase()
  await db.transaction().execute(async (trx) => {
    await trx
      .withTables<ContactTables>()
      .insertInto('api_contact_requests')
      .values({
        id: reference,
        locale: body.locale,
        email: body.email,
        first_name: body.firstName,
        last_name: body.lastName,
        phone: body.phone,
        topic: body.myQuestion,
        order_number: orderNumber,
        comment: body.comment,
      })
      .execute()
    await queueContactMails(trx, {
      reference,
      shopperLocale: body.locale,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      topic: body.myQuestion,
      orderNumber,
      comment: body.comment,
    })
  })
  return { kind: 'sent', reference }
}

/** `POST /api/contact` (spec 3.17): the contact form. Same-site only; see `submitContact`. */
export const contactRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    if (!sameSiteRequest(c)) return crossSite(c)
    await next()
  })
  .post('/', validate('json', contactBody), async (c) => {
    const outcome = await submitContact(c, c.req.valid('json'))
    if (outcome.kind === 'throttled') return tooMany(c, outcome.retryAfter)
    if (outcome.kind === 'botProtection')
      return c.json({ error: BOT_PROTECTION_FAILED, code: 'bot_protection_failed' }, 400)
    return c.json({ data: { reference: outcome.reference } }, 201)
  })
