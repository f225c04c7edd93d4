// @ts-nocheck
import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { market, type Locale } from '@common/market'
import {
  lineStatusOf,
  normalOrderEmail,
  normalOrderNumber,
  ORDER_NUMBER_PATTERN,
  ORDER_TRACKING_LIMITS,
  orderTypeOf,
  shipmentStateOf,
  trackingLinkOf,
} from '@common/order-tracking'
import { clientAddress, throttleFor } from '../../http/throttle'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { sameSiteRequest } from '../session/graphql-proxy'
import { overTls } from '../session/session-cookie'
import { shopperQuery, shopperToken } from '../session/shopper-commerce'
import { crossSite } from '../session/session.routes'
import { MyTrackedOrderDocument, TrackedOrderDocument, type TrackedOrderQuery } from './order-tracking.generated'
import type { OrderTrackingTables } from './order-tracking.tables'
import { refundsOf, returnableOf, returnsOf } from './returns'

/** The browser session's cookie naming its tracking grant (no max-age: it ends with the browser session). */
const TRACKING_COOKIE = 'kestrel_tracking'
/** A grant ends after a day even in a browser session that lasts longer. */
const GRANT_TTL_SECONDS = 24 * 60 * 60
/**
 * Every lookup answers no sooner than this after it arrived, found or not: the platform's answer for a
 * known order and for an unknown one differ by a few milliseconds, which this floor hides.
 */
const ANSWER_FLOOR_MS = 250

const MINUTE = 60
/**
 * Throttles (server/http/throttle.ts, counters in the database): every lookup counts against its client
 * address, 10 a minute; lookups that find nothing count against the order number, 10 in 15 minutes, so
 * numbers cannot be tried with many emails from many addresses. Both windows end: the owner can try again.
 */
const ORDER_TRACKING_THROTTLES = {
  address: { scope: 'shop-order-tracking:address', limit: 10, windowSeconds: MINUTE },
  orderNumber: { scope: 'shop-order-tracking:order', limit: 10, windowSeconds: 15 * MINUTE },
} as const

const NOT_FOUND = 'No order matches this order number and email.'
const TOO_MANY_LOOKUPS = 'Too many order tracking attempts. Please try again later.'

const locale = z.enum(market.locales, { message: `locale must be one of ${market.locales.join(', ')}` })
const orderNumber = z
  .string()
  .trim()
  .min(1, 'orderNumber: required')
  .max(ORDER_TRACKING_LIMITS.orderNumber, `orderNumber: at most ${ORDER_TRACKING_LIMITS.orderNumber} characters`)
  .regex(ORDER_NUMBER_PATTERN, 'orderNumber: letters, digits and hyphens only')

const lookupBody = z
  .object({
    orderNumber,
    email: z
      .string()
      .trim()
      .min(1, 'email: required')
      .max(ORDER_TRACKING_LIMITS.email, `email: at most ${ORDER_TRACKING_LIMITS.email} characters`),
    locale: locale.default(market.defaultLocale),
  })
  .strict()

export const orderParam = z.object({ orderNumber })
export const localeQuery = z.object({ locale: locale.default(market.defaultLocale) })

export type Order = NonNullable<TrackedOrderQuery['order']>

const sha256 = (value: string) => createHash('sha256').update(value).digest()

/** Whether two emails are one address, compared in constant time over their hashes. */
const sameEmail = (a: string, b: string) => timingSafeEqual(sha256(normalOrderEmail(a)), sha256(normalOrderEmail(b)))

/** The addresses an order was placed with: the order's email, else its shipping contact's. */
const emailsOf = (order: Order) =>
  [order.customerEmail, order.shippingAddress?.email].filter((email): email is string => Boolean(email))

export const notFound = (c: Context<ApiEnv>) => c.json({ error: NOT_FOUND, code: 'not_found' }, 404)

const tooMany = (c: Context<ApiEnv>, retryAfter: number) =>
  c.json({ error: TOO_MANY_LOOKUPS, code: 'too_many_requests' }, 429, { 'retry-after': String(retryAfter) })

export const unavailable = (c: Context<ApiEnv>) => c.json({ error: 'Unknown error occurred', code: 'unavailable' }, 502)

export async function lookUp(c: Context<ApiEnv>, number: string, forLocale: Locale): Promise<Order | null> {
  const data = await c.var.deps.platform.commerceQuery(TrackedOrderDocument, {
    orderNumber: normalOrderNumber(number),
    locale: forLocale,
  })
  return data.order ?? null
}

/**
 * The shipment as tracking shows it (issue 18): its state, when its first parcel left and when it arrived
 * (the order is completed on delivery), and each parcel's tracking number with the carrier's page for it.
 */
function shipmentOf(order: Order) {
  const deliveries = order.shippingInfo?.deliveries ?? []
  const state = shipmentStateOf(order.shipmentState)
  return {
    state,
    shippedAt: deliveries[0]?.createdAt ?? null,
    deliveredAt: state === 'Delivered' ? (order.completedAt ?? null) : null,
    parcels: deliveries.flatMap((delivery) =>
      delivery.parcels.flatMap(({ trackingData }) =>
        trackingData?.trackingId && trackingData.carrier
          ? [
              {
                trackingId: trackingData.trackingId,
                carrier: trackingData.carrier,
                carrierName: trackingData.provider ?? null,
                url: trackingLinkOf(trackingData.carrier, trackingData.trackingId),
              },
            ]
          : [],
      ),
    ),
  }
}

/**
 * The order as tracking shows it (spec 2.7, 4.9): number, date, order type, each item's status and the shipment;
 * the link to the original order: the account's order page for its signed-in owner, the confirmation
 * page for the guest whose session placed it, none for anyone else.
 */
export async function answerOf(c: Context<ApiEnv>, order: Order) {
  const own = (await ownOrder(c, { id: order.id }))?.id === order.id
  const page = !own ? null : order.customerId ? ('account' as const) : ('confirmation' as const)
  const returns = returnsOf(order)
  // An item whose every piece came back (spec 4.9 "returned").
  const arrived = new Map<string, number>()
  for (const view of returns)
    for (const item of view.items)
      if (item.shipmentState !== 'Advised')
        arrived.set(item.lineItemId, (arrived.get(item.lineItemId) ?? 0) + item.quantity)
  const statusOf = (line: Order['lineItems'][number]) =>
    (arrived.get(line.id) ?? 0) >= line.quantity ? ('returned' as const) : lineStatusOf(order.orderState)
  return {
    orderNumber: order.orderNumber ?? '',
    createdAt: order.createdAt,
    orderType: orderTypeOf(order.shippingInfo?.shippingMethod?.key),
    items: order.lineItems.map((line) => ({
      id: line.id,
      name: line.name ?? line.variant?.sku ?? '',
      sizes: Object.fromEntries(
        (line.variant?.attributesRaw ?? []).map((attribute) => [attribute.name, String(attribute.value)]),
      ),
      quantity: line.quantity,
      price: line.totalPrice ?? null,
      status: statusOf(line),
    })),
    originalOrder: page ? { page, id: order.id } : null,
    shipment: shipmentOf(order),
    returns,
    returnable: returnableOf(order),
    refunds: refundsOf(order),
  }
}

/**
 * The order as the shopper's own session sees it, asked of the platform with the session's token: found
 * for the signed-in owner or the guest session that placed it, for no one else. A cookie's word alone
 * counts for nothing.
 */
async function ownOrder(c: Context<ApiEnv>, which: { id: string } | { orderNumber: string }) {
  try {
    const token = await shopperToken(c)
    if (!token) return null
    const data = await shopperQuery(c, token, MyTrackedOrderDocument, which)
    return data.me.order ?? null
  } catch {
    return null
  }
}

/** Answers after the floor of `ANSWER_FLOOR_MS` since `started`, whatever the answer is. */
async function afterFloor<T>(started: number, answer: T): Promise<T> {
  const wait = ANSWER_FLOOR_MS - (performance.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return answer
}

const grantHash = (value: string) => sha256(value).toString('hex')

/** The value of the browser's grant cookie when it holds one. */
function grantOf(c: Context<ApiEnv>): string | null {
  const value = getCookie(c, TRACKING_COOKIE)
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null
}

/** Remembers the order for the browser session: its grant (the cookie's, or a new one) now covers it. */
async function grant(c: Context<ApiEnv>, number: string): Promise<void> {
  const value = grantOf(c) ?? randomBytes(32).toString('base64url')
  const db = c.var.deps.db.withTables<OrderTrackingTables>()
  await db.deleteFrom('api_order_tracking_grants').where('expires_at', '<', new Date()).execute()
  await db
    .insertInto('api_order_tracking_grants')
    .values({
      grant_hash: grantHash(value),
      order_number: number,
      expires_at: new Date(Date.now() + GRANT_TTL_SECONDS * 1000),
    })
    .onConflict((conflict) => conflict.columns(['grant_hash', 'order_number']).doNothing())
    .execute()
  setCookie(c, TRACKING_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'Lax', secure: overTls(c) })
}

/**
 * Whether this request may read the order: the browser session found it by number and email, or it is
 * the signed-in owner's (asked of the platform with the owner's own token).
 */
export async function mayRead(c: Context<ApiEnv>, number: string): Promise<boolean> {
  return (await granted(c, number)) || Boolean((await ownOrder(c, { orderNumber: number }))?.customerId)
}

async function granted(c: Context<ApiEnv>, number: string): Promise<boolean> {
  const value = grantOf(c)
  if (!value) return false
  const row = await c.var.deps.db
    .withTables<OrderTrackingTables>()
    .selectFrom('api_order_tracking_grants')
    .select('order_number')
    .where('grant_hash', '=', grantHash(value))
    .where('order_number', '=', number)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()
  return Boolean(row)
}

/** What a lookup by number and email came to, for the API's answer and the plain-HTML form's. */
export type TrackingOutcome =
  | { kind: 'found'; order: Awaited<ReturnType<typeof answerOf>> }
  | { kind: 'notFound' }
  | { kind: 'throttled'; retryAfter: number }
  | { kind: 'unavailable' }

/**
 * A lookup by order number and email (the API's and the plain-HTML form's, counted by the same throttles):
 * throttled per client address and per order number; a wrong number, a wrong email or both answer the same
 * after the same floor of time; a success is remembered for the browser session.
 */
export async function trackOrder(
  c: Context<ApiEnv>,
  body: { orderNumber: string; email: string; locale: Locale },
): Promise<TrackingOutcome> {
  const started = performance.now()
  const number = normalOrderNumber(body.orderNumber)
  const throttle = throttleFor(c.var.deps.db)
  const address = clientAddress(c, c.var.deps.trustedProxyHops)
  const byAddress = await throttle.attempt([{ limit: ORDER_TRACKING_THROTTLES.address, key: address }])
  if (byAddress.throttled) return { kind: 'throttled', retryAfter: byAddress.retryAfter }
  const byOrder = await throttle.attempt([{ limit: ORDER_TRACKING_THROTTLES.orderNumber, key: number }])
  if (byOrder.throttled) return { kind: 'throttled', retryAfter: byOrder.retryAfter }
  let order: Order | null
  try {
    order = await lookUp(c, number, body.locale)
  } catch (failure) {
    console.error('order tracking lookup failed:', failure instanceof Error ? failure.name : 'unknown error')
    return { kind: 'unavailable' }
  }
  // The email is compared even without an order, so both refusals take the same work.
  const emails = order ? emailsOf(order) : ['nobody@invalid.invalid']
  const matches = emails.map((email) => sameEmail(email, body.email)).some(Boolean)
  if (!order || !matches) return afterFloor(started, { kind: 'notFound' as const })
  await byOrder.succeeded()
  await grant(c, number)
  return afterFloor(started, { kind: 'found' as const, order: await answerOf(c, order) })
}

/**
 * The order as tracking shows it to this request, when it may read it (its browser session found it, or it
 * is the signed-in owner's); null otherwise, or when the platform cannot say.
 */
export async function readTracked(c: Context<ApiEnv>, number: string, forLocale: Locale) {
  try {
    const normal = normalOrderNumber(number)
    if (!ORDER_NUMBER_PATTERN.test(normal) || normal.length > ORDER_TRACKING_LIMITS.orderNumber) return null
    if (!(await mayRead(c, normal))) return null
    const order = await lookUp(c, normal, forLocale)
    return order ? await answerOf(c, order) : null
  } catch (failure) {
    console.error('order tracking read failed:', failure instanceof Error ? failure.name : 'unknown error')
    return null
  }
}

/**
 * Order tracking (spec 2.7, 4.9, issue 18): an order is shown to whoever gives both its number and
 * the email it was placed with; a wrong number, a wrong email or both get one answer in the same
 * time. Lookups are same-site only and throttled per client address and per order number. A success
 * is remembered for the browser session (an HttpOnly cookie naming a grant in the database), so the
 * order can be read again by its number; its signed-in owner reads it without one. Emails are never
 * logged or answered.
 */
export const orderTrackingRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    if (c.req.method !== 'GET' && !sameSiteRequest(c)) return crossSite(c)
    await next()
  })
  .post('/', validate('json', lookupBody), async (c) => {
    const outcome = await trackOrder(c, c.req.valid('json'))
    if (outcome.kind === 'throttled') return tooMany(c, outcome.retryAfter)
    if (outcome.kind === 'unavailable') return unavailable(c)
    if (outcome.kind === 'notFound') return notFound(c)
    return c.json({ data: outcome.order })
  })
  .get('/:orderNumber', validate('param', orderParam), validate('query', localeQuery), async (c) => {
    const number = normalOrderNumber(c.req.valid('param').orderNumber)
    const forLocale = c.req.valid('query').locale
    // Without the browser session's grant, only the order's signed-in owner reads it, found with the
    // owner's own token, so nobody else learns even whether the number exists.
    if (!(await mayRead(c, number))) return notFound(c)
    let order: Order | null
    try {
      order = await lookUp(c, number, forLocale)
    } catch (failure) {
      console.error('order tracking read failed:', failure instanceof Error ? failure.name : 'unknown error')
      return unavailable(c)
    }
    if (!order) return notFound(c)
    return c.json({ data: await answerOf(c, order) })
  })
