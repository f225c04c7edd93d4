/**
 * The Kestrel Club tiers. Tier points are all points ever earned minus those returned:
 * expiry and balance corrections change what can be spent, not the tier.
 */
// @ts-nocheck

interface Tier {
  name: 'Bronze' | 'Silver' | 'Gold'
  threshold: number
}

export const tiers: readonly Tier[] = [
  { name: 'Bronze', threshold: 0 },
  { name: 'Silver', threshold: 1_000 },
  { name: 'Gold', threshold: 2_500 },
]

/** One point per 10 CZK paid. */
export const pointsForAmount = (centAmount: number) => Math.floor(centAmount / 1_000)

/** Earned points lapse this many days after they were earned. */
export const POINTS_VALID_DAYS = 365

export function tierStatus(tierPoints: number) {
  const reached = [...tiers].reverse().find((tier) => tierPoints >= tier.threshold) ?? (tiers[0] as Tier)
  const next = tiers.find((tier) => tier.threshold > tierPoints)
  return {
    tier: reached,
    nextTier: next ? { ...next, pointsNeeded: next.threshold - tierPoints } : null,
  }
}
