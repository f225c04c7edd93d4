// @ts-nocheck
import { Hono, type Context } from 'hono'
import { sql } from 'kysely'
import { z } from 'zod'
import { market } from '@common/market'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import type { NewsletterTables } from '../email-subscription/email-subscription.tables'
import { shopperFailure, shopperQuery, shopperToken, ShopperCommerceError } from '../session/shopper-commerce'
import { MySubscriberDocument } from './subscriptions.generated'
import { activeConsentTypes, CONSENT_TYPES } from '../consents/customer-consents'

/** The consent keys of spec 7.2 a subscription records. */
const CONSENT_KEYS = ['newsletter', 'privacyPolicy', 'termsAndConditions']

const change = z
  .object({ newsletter: z.boolean(), locale: z.enum(market.locales).default(market.defaultLocale) })
  .strict()

const subscriber = z.object({ me: z.object({ customer: z.object({ id: z.string(), email: z.string() }).nullable() }) })

/** The signed-in customer of the request; a guest has no account subscriptions (403), nobody at all 401. */
async function customerOf(c: Context<ApiEnv>) {
  const token = await shopperToken(c)
  if (!token) throw new ShopperCommerceError('Missing access token', 401, 'HeaderOrPostDataInvalid')
  const data = subscriber.parse(await shopperQuery(c, token, MySubscriberDocument))
  if (!data.me.customer)
    throw new ShopperCommerceError('Subscriptions need a signed-in customer', 403, 'insufficient_scope')
  return data.me.customer
}

const subscriptions = (c: Context<ApiEnv>) => c.var.deps.db.withTables<NewsletterTables>()

/** The customer's subscriptions as stored now: the newsletter is on while its consent (code 0) is active. */
async function answer(c: Context<ApiEnv>, customer: { id: string; email: string }) {
  const types = await activeConsentTypes(c.var.deps.db, customer)
  return c.json({
    data: { customerId: customer.id, newsletter: types.includes(CONSENT_TYPES.newsletter), activeConsentTypes: types },
  })
}

/**
 * The signed-in customer's subscriptions (spec 1.1 account subscriptions): the newsletter consent,
 * read and switched on or off. It is the same record the newsletter block writes (spec 4.11, 7.2), so
 * the profile's `activeConsentTypes` and the block follow a change made here.
 */
export const subscriptionsRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    try {
      const customer = await customerOf(c)
      return answer(c, customer)
    } catch (failure) {
      return shopperFailure(c, failure)
    }
  })
  .put('/', validate('json', change), async (c) => {
    const body = c.req.valid('json')
    try {
      const customer = await customerOf(c)
      const email = customer.email.toLowerCase()
      if (body.newsletter) {
        await subscriptions(c)
          .insertInto('newsletter_subscriptions')
          .values({
            email,
            name: '',
            locale: body.locale,
            consent_keys: JSON.stringify(CONSENT_KEYS),
            customer_id: customer.id,
          })
          .onConflict((conflict) =>
            conflict.column('email').doUpdateSet({
              locale: body.locale,
              consent_keys: JSON.stringify(CONSENT_KEYS),
              customer_id: customer.id,
              updated_at: sql`now()`,
            }),
          )
          .execute()
      } else {
        await subscriptions(c)
          .deleteFrom('newsletter_subscriptions')
          .where((eb) => eb.or([eb('customer_id', '=', customer.id), eb('email', '=', email)]))
          .execute()
      }
      return answer(c, customer)
    } catch (failure) {
      return shopperFailure(c, failure)
    }
  })
