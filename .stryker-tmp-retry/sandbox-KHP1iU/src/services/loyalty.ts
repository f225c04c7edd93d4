// @ts-nocheck
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { Club, HistoryPage } from '../machines/loyalty/loyalty-club.machine'
import type { ApiClient } from './api'

const tierName = z.enum(['Bronze', 'Silver', 'Gold'])
const clubSchema = z.object({
  tiers: z.array(z.object({ name: tierName, threshold: z.number() })),
  member: z.nullable(
    z.object({
      customerNumber: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      balance: z.number(),
      tierPoints: z.number(),
      tier: tierName,
      nextTier: z.nullable(z.object({ name: tierName, pointsNeeded: z.number() })),
      nextExpiry: z.nullable(z.object({ date: z.string(), points: z.number() })),
    }),
  ),
})
const historySchema = z.object({
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
  entries: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['Earn', 'Return', 'Expire', 'Balance']),
      points: z.number(),
      orderNumber: z.nullable(z.string()),
      date: z.string(),
    }),
  ),
})

/** The membership pass's code of the signed-in member, drawn by the shop (`/api/loyalty/pass.svg`). */
export const PASS_CODE_PATH = '/api/loyalty/pass.svg'

/** The club page machine's actors over the shop's API (`/api/loyalty`). */
export function loyaltyClubActors(api: ApiClient) {
  return {
    loadClub: fromPromise<Club, void>(() => api.get('/api/loyalty', clubSchema)),
    loadHistory: fromPromise<HistoryPage, { page: number }>(({ input }) =>
      api.get(`/api/loyalty/history?page=${input.page}`, historySchema),
    ),
    join: fromPromise<Club, void>(() => api.post('/api/loyalty/join', { loyaltyConsent: true }, clubSchema)),
  }
}
