import bwipjs from 'bwip-js/node'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { validate } from '../../http/validate'
import { CONSENT_TYPES, recordConsents } from '../consents/customer-consents'
import type { ApiEnv } from '../api-env'
import { marketSwitches } from '../content/market-switches'
import { shopperFailure, shopperQuery, shopperToken, ShopperCommerceError } from '../session/shopper-commerce'
import { MyClubCustomerDocument } from './loyalty.generated'
import { loyaltyClient, LoyaltyUnavailable, type MemberSummary } from './loyalty-service'

/**
 * The membership pass's code: the member number as a Code 128 barcode (what store tills scan), with
 * the number printed under it, drawn as SVG.
 */
function passCodeSvg(customerNumber: string): string {
  return bwipjs.toSVG({
    bcid: 'code128',
    text: customerNumber,
    scale: 2,
    height: 14,
    includetext: true,
    textxalign: 'center',
  })
}

/** Entries of the balance history per page of its dialog. */
const HISTORY_PAGE_SIZE = 10

const historyQuery = z
  .object({
    page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(1_000).default(1),
  })
  .strict()

/** Joining needs the club's terms accepted (spec 3.20 consent key `loyaltyConsent`). */
const joinBody = z
  .object({ loyaltyConsent: z.literal(true, 'loyaltyConsent: the club’s terms must be accepted to join') })
  .strict()

class ClubClosed extends Error {}

/** The signed-in customer of the request; a guest has no membership (403), nobody at all 401. */
async function customerOf(c: Context<ApiEnv>) {
  if (!(await marketSwitches(c.var.deps.db)).loyalty) throw new ClubClosed()
  const token = await shopperToken(c)
  if (!token) throw new ShopperCommerceError('Missing access token', 401, 'HeaderOrPostDataInvalid')
  const customer = (await shopperQuery(c, token, MyClubCustomerDocument)).me.customer
  if (!customer) throw new ShopperCommerceError('The club needs a signed-in customer', 403, 'insufficient_scope')
  return customer
}

function failure(c: Context<ApiEnv>, error: unknown) {
  if (error instanceof ClubClosed) return c.json({ error: 'Not found' }, 404)
  if (error instanceof LoyaltyUnavailable) {
    console.error(error.message)
    return c.json({ error: 'The Kestrel Club is not available right now' }, 503, { 'retry-after': '5' })
  }
  return shopperFailure(c, error)
}

/** What the club page shows: the tiers, and the customer's membership or null. */
function clubAnswer(
  c: Context<ApiEnv>,
  tiers: Array<{ name: string; threshold: number }>,
  member: MemberSummary | null,
) {
  return c.json({
    data: {
      tiers,
      member: member && {
        customerNumber: member.customerNumber,
        firstName: member.firstName,
        lastName: member.lastName,
        balance: member.balance,
        tierPoints: member.tierPoints,
        tier: member.tier.name,
        nextTier: member.nextTier && { name: member.nextTier.name, pointsNeeded: member.nextTier.pointsNeeded },
        nextExpiry: member.nextExpiry,
      },
    },
  })
}

/**
 * The Kestrel Club of the signed-in customer (spec 2.7 "Loyalty club", 7.3 loyalty transaction
 * points): their own membership only, found by their account's email, never anyone else's. Only in
 * a market whose loyalty switch is on (spec 1.2); elsewhere every route is not found.
 */
export const loyaltyRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    try {
      const customer = await customerOf(c)
      const club = loyaltyClient(c.var.deps.platform)
      const [member, tiers] = await Promise.all([club.memberByEmail(customer.email), club.tiers()])
      return clubAnswer(c, tiers, member)
    } catch (error) {
      return failure(c, error)
    }
  })
  .post('/join', validate('json', joinBody), async (c) => {
    try {
      const customer = await customerOf(c)
      const club = loyaltyClient(c.var.deps.platform)
      const member = await club.enrol({
        email: customer.email,
        firstName: customer.firstName ?? '',
        lastName: customer.lastName ?? '',
      })
      if (!member) throw new LoyaltyUnavailable('The loyalty service did not enrol the customer')
      await recordConsents(c.var.deps.db, customer.id, [CONSENT_TYPES.loyalty])
      return clubAnswer(c, await club.tiers(), member)
    } catch (error) {
      return failure(c, error)
    }
  })
  .get('/pass.svg', async (c) => {
    try {
      const customer = await customerOf(c)
      const member = await loyaltyClient(c.var.deps.platform).memberByEmail(customer.email)
      if (!member) return c.json({ error: 'You are not a member of the Kestrel Club' }, 404)
      return c.body(passCodeSvg(member.customerNumber), 200, { 'content-type': 'image/svg+xml; charset=utf-8' })
    } catch (error) {
      return failure(c, error)
    }
  })
  .get('/history', validate('query', historyQuery), async (c) => {
    try {
      const customer = await customerOf(c)
      const club = loyaltyClient(c.var.deps.platform)
      const member = await club.memberByEmail(customer.email)
      if (!member) return c.json({ error: 'You are not a member of the Kestrel Club' }, 404)
      const history = await club.history(member.customerNumber, c.req.valid('query').page, HISTORY_PAGE_SIZE)
      if (!history) return c.json({ error: 'You are not a member of the Kestrel Club' }, 404)
      return c.json({
        data: {
          page: history.page,
          totalPages: history.totalPages,
          total: history.total,
          entries: history.transactions.map((entry) => ({
            id: entry.id,
            type: entry.type,
            points: entry.points,
            orderNumber: entry.orderNumber,
            date: entry.createdAt,
          })),
        },
      })
    } catch (error) {
      return failure(c, error)
    }
  })
