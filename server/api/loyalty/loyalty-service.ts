import { z } from 'zod'
import type { PlatformServices } from '../platform-access/platform-access'

/** The loyalty service's key: server side only (members' balances and postings). */
const loyaltyService = {
  apiKey: process.env.LOYALTY_API_KEY ?? 'kestrel-local-loyalty-key',
}

export class LoyaltyUnavailable extends Error {}

const tierName = z.enum(['Bronze', 'Silver', 'Gold'])
export const memberSummary = z.object({
  customerNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  enrolledAt: z.string(),
  balance: z.number().int(),
  tierPoints: z.number().int(),
  tier: z.object({ name: tierName, threshold: z.number().int() }),
  nextTier: z.object({ name: tierName, threshold: z.number().int(), pointsNeeded: z.number().int() }).nullable(),
  nextExpiry: z.object({ date: z.string(), points: z.number().int() }).nullable(),
})
export type MemberSummary = z.infer<typeof memberSummary>

const clubTiers = z.object({
  tiers: z.array(z.object({ name: tierName, threshold: z.number().int() })).min(1),
})

const memberHistory = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  transactions: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['Earn', 'Return', 'Expire', 'Balance']),
      points: z.number().int(),
      orderNumber: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
})

/**
 * The loyalty club's member API (spec 7.3 "loyalty transaction points"), reached over HTTP with
 * the service's key. A member that is not found is `null`; any other failure is `LoyaltyUnavailable`.
 */
export function loyaltyClient(platform: PlatformServices) {
  async function call<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T | null> {
    let response: Response
    try {
      response = await platform.fetch(`${platform.origin}/platform/loyalty${path}`, {
        headers: {
          'x-api-key': loyaltyService.apiKey,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { method: 'POST', body: JSON.stringify(body) }),
      })
    } catch (error) {
      throw new LoyaltyUnavailable(`The loyalty service cannot be reached: ${(error as Error).message}`)
    }
    if (response.status === 404) return null
    if (!response.ok) throw new LoyaltyUnavailable(`The loyalty service answered ${response.status}`)
    const parsed = schema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new LoyaltyUnavailable('The loyalty service answered something unexpected')
    return parsed.data
  }

  return {
    tiers: async () => (await call('/tiers', clubTiers))?.tiers ?? [],
    /** The member with this email, or null when the customer is not in the club. */
    memberByEmail: (email: string) => call(`/members?email=${encodeURIComponent(email)}`, memberSummary),
    history: (customerNumber: string, page: number, perPage: number) =>
      call(`/members/${customerNumber}/transactions?page=${page}&perPage=${perPage}`, memberHistory),
    /** Enrols the customer in the club; one already in it keeps their membership. */
    enrol: (person: { email: string; firstName: string; lastName: string }) => call('/members', memberSummary, person),
    /** Earns the order's points; the service keeps one Earn per order, so a repeat changes nothing. */
    earn: (customerNumber: string, orderNumber: string, points: number) =>
      call(`/members/${customerNumber}/transactions`, z.object({ id: z.string(), balance: z.number().int() }), {
        type: 'Earn',
        points,
        orderNumber,
      }),
    /** Takes points back for a refund of the order; the service keeps one Return per reference. */
    takeBack: (customerNumber: string, orderNumber: string, points: number, reference: string) =>
      call(`/members/${customerNumber}/transactions`, z.object({ id: z.string(), balance: z.number().int() }), {
        type: 'Return',
        points,
        orderNumber,
        reference,
      }),
  }
}
