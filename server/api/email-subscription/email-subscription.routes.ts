import { Hono, type Context } from 'hono'
import { sql } from 'kysely'
import { z } from 'zod'
import { market } from '@common/market'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { marketSwitches } from '../content/market-switches'
import { shopperQuery, shopperToken } from '../session/shopper-commerce'
import { SubscriberCustomerDocument } from './email-subscription.generated'
import type { NewsletterTables } from './email-subscription.tables'

/** The bot-protection service; the token field's name is derived from it (spec 7.2). */
export const BOT_PROTECTION_SERVICE = 'altcha'

/** Spec 7.2 payload; spec 5.6: email at most 70 characters, name at most 25. */
export const subscriptionBody = z
  .object({
    email: z.string().trim().max(70, 'email: at most 70 characters').pipe(z.email('email: not a valid email address')),
    name: z.string().trim().max(25, 'name: at most 25 characters').default(''),
    newsletterKey: z.literal('newsletter'),
    privacyPolicyKey: z.literal('privacyPolicy'),
    termsAndConditionsKey: z.literal('termsAndConditions'),
    locale: z.enum(market.locales),
    [`${BOT_PROTECTION_SERVICE}Token`]: z.string().min(1).max(8192).nullable(),
  })
  .strict()

const verification = z.object({ verified: z.boolean(), reason: z.string().optional() })

export async function verifyBotProtection(c: Context<ApiEnv>, token: string): Promise<boolean> {
  try {
    const response = await c.var.deps.platform.fetch(`${c.var.deps.platform.origin}/platform/bot-protection/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload: token }),
    })
    const outcome = verification.safeParse(await response.json().catch(() => null))
    return response.ok && outcome.success && outcome.data.verified
  } catch {
    return false
  }
}

/** The signed-in customer, when the request carries a customer's token; a guest subscribes by email alone. */
async function customerIdOf(c: Context<ApiEnv>): Promise<string | null> {
  const token = await shopperToken(c)
  if (!token) return null
  try {
    const data = await shopperQuery(c, token, SubscriberCustomerDocument, {})
    return data.me.customer?.id ?? null
  } catch {
    return null
  }
}

/** What a sign-up came to: taken, or refused by the bot protection or the extended form's rule. */
export type SubscriptionOutcome =
  { kind: 'subscribed'; email: string } | { kind: 'botProtection' } | { kind: 'nameRequired' }

/**
 * A sign-up (spec 7.2): the market's bot protection and extended-form rule, then the subscription kept under
 * the lower-cased email (a second sign-up updates the first). The JSON call and the plain-HTML form share it.
 */
export async function subscribeToNewsletter(
  c: Context<ApiEnv>,
  body: z.infer<typeof subscriptionBody>,
): Promise<SubscriptionOutcome> {
  const token = body[`${BOT_PROTECTION_SERVICE}Token`] as string | null
  const switches = await marketSwitches(c.var.deps.db, body.locale)
  // A token sent is always checked; none is accepted only where the market has no bot protection.
  const verified = token ? await verifyBotProtection(c, token) : !switches.botProtection
  if (!verified) return { kind: 'botProtection' }
  // Spec 5.6: the extended form's name is required where the market has that form.
  if (switches.extendedNewsletter && !body.name) return { kind: 'nameRequired' }
  const email = body.email.toLowerCase()
  const consentKeys = [body.newsletterKey, body.privacyPolicyKey, body.termsAndConditionsKey]
  const customerId = await customerIdOf(c)
  await c.var.deps.db
    .withTables<NewsletterTables>()
    .insertInto('newsletter_subscriptions')
    .values({
      email,
      name: body.name,
      locale: body.locale,
      consent_keys: JSON.stringify(consentKeys),
      customer_id: customerId,
    })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        name: body.name,
        locale: body.locale,
        consent_keys: JSON.stringify(consentKeys),
        customer_id: sql`coalesce(excluded.customer_id, newsletter_subscriptions.customer_id)`,
        updated_at: sql`now()`,
      }),
    )
    .execute()
  return { kind: 'subscribed', email }
}

export const emailSubscriptionRoutes = new Hono<ApiEnv>().post('/', validate('json', subscriptionBody), async (c) => {
  const outcome = await subscribeToNewsletter(c, c.req.valid('json'))
  switch (outcome.kind) {
    case 'botProtection':
      return c.json({ error: 'Bot protection verification failed' }, 400)
    case 'nameRequired':
      return c.json({ error: 'name: required' }, 400)
    case 'subscribed':
      return c.json({ data: { email: outcome.email } }, 201)
  }
})
