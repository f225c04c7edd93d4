import { describe, expect, it } from 'vitest'
import { progressToNextTier, type Club } from './loyalty-club.machine'

const tiers: Club['tiers'] = [
  { name: 'Bronze', threshold: 0 },
  { name: 'Silver', threshold: 1000 },
  { name: 'Gold', threshold: 2500 },
]
const clubOf = (tierPoints: number, tier: 'Bronze' | 'Silver' | 'Gold', next: 'Silver' | 'Gold' | null): Club => ({
  tiers,
  member: {
    customerNumber: '260001011',
    firstName: 'Jana',
    lastName: 'Nováková',
    balance: tierPoints,
    tierPoints,
    tier,
    nextTier: next ? { name: next, pointsNeeded: (next === 'Silver' ? 1000 : 2500) - tierPoints } : null,
    nextExpiry: null,
  },
})

describe('the way to the next tier (spec 2.7 “points to the next tier”, shown as a progress bar)', () => {
  it('is the share of the way from the member’s tier to the next, in whole percent', () => {
    expect(progressToNextTier(clubOf(0, 'Bronze', 'Silver'))).toBe(0)
    expect(progressToNextTier(clubOf(259, 'Bronze', 'Silver'))).toBe(25)
    expect(progressToNextTier(clubOf(999, 'Bronze', 'Silver'))).toBe(99)
    // Silver runs from 1 000 to 2 500 points: 1 180 is 180 of its 1 500.
    expect(progressToNextTier(clubOf(1180, 'Silver', 'Gold'))).toBe(12)
  })

  it('is full at the highest tier and for a club without the member', () => {
    expect(progressToNextTier(clubOf(3100, 'Gold', null))).toBe(100)
    expect(progressToNextTier({ tiers, member: null })).toBe(100)
  })

  it('stays within 0–100 when the points and the tier disagree (tier points lowered by a return)', () => {
    expect(progressToNextTier(clubOf(900, 'Silver', 'Gold'))).toBe(0)
    expect(progressToNextTier(clubOf(2600, 'Silver', 'Gold'))).toBe(100)
  })

  it('is full when the tiers it names are not in the club’s list', () => {
    expect(progressToNextTier({ ...clubOf(500, 'Bronze', 'Silver'), tiers: [] })).toBe(100)
    expect(progressToNextTier({ ...clubOf(0, 'Bronze', 'Silver'), tiers: [] })).toBe(100)
  })
})
