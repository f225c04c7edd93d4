import { expect } from 'vitest'
import { loyaltyClubMachine, type Club, type HistoryPage } from '../src/machines/loyalty/loyalty-club.machine'
import { expectationsFor } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

const tiers: Club['tiers'] = [
  { name: 'Bronze', threshold: 0 },
  { name: 'Silver', threshold: 1000 },
  { name: 'Gold', threshold: 2500 },
]
const member: Club = {
  tiers,
  member: {
    customerNumber: '260001011',
    firstName: 'Jana',
    lastName: 'Nováková',
    balance: 1250,
    tierPoints: 1180,
    tier: 'Silver',
    nextTier: { name: 'Gold', pointsNeeded: 1320 },
    nextExpiry: { date: '2027-02-01T00:00:00.000Z', points: 60 },
  },
}
const outsider: Club = { tiers, member: null }
const page = (number: number): HistoryPage => ({
  page: number,
  totalPages: 2,
  total: 12,
  entries: [{ id: `t${number}`, type: 'Earn', points: 60, orderNumber: `KCZ${number}`, date: '2026-11-01T00:00:00Z' }],
})

/**
 * Spec 2.7 "Loyalty club": the member sees tier, balance, points to the next tier and expiry, and opens
 * the balance history (paginated), the membership pass and the tier info; spec 2.6: one dialog at a time,
 * opened by name; spec 6: a customer outside the club can be upgraded, so they see the club explained.
 */
const expectations = expectationsFor(loyaltyClubMachine, {
  loading: [
    { says: 'nothing of the club is shown before it is read', check: ({ context }) => expect(context.club).toBeNull() },
  ],
  failed: [
    {
      says: 'a read that failed shows no club, only the offer to try again',
      check: ({ context }) => expect(context.club).toBeNull(),
    },
  ],
  member: [
    {
      says: 'a member’s page shows their tier, balance and the way to the next tier',
      check: ({ context }) => {
        expect(context.club?.member).not.toBeNull()
        expect(context.club?.member?.tier).toMatch(/^(Bronze|Silver|Gold)$/)
      },
    },
    {
      says: 'the club shown is the one the shop answered, on opening or on joining',
      check: ({ event, context }) => {
        if (event.type === 'xstate.done.actor.loadClub' || event.type === 'xstate.done.actor.join')
          expect(context.club).toBe((event as unknown as { output: Club }).output)
      },
    },
  ],
  notMember: [
    {
      says: 'a customer outside the club has no balance, history or pass to see',
      check: ({ context, in: inState }) => {
        expect(context.club?.member).toBeNull()
        expect(inState('member')).toBe(false)
      },
    },
    {
      says: 'the club explained is the one the shop answered',
      check: ({ event, context }) => {
        if (event.type === 'xstate.done.actor.loadClub')
          expect(context.club).toBe((event as unknown as { output: Club }).output)
      },
    },
  ],
  'member.history': [
    {
      says: 'the history opens at its first page',
      check: ({ event, invoked }) => {
        if (event.type === 'loyaltyClub.history.opened')
          expect(invoked).toEqual([{ id: 'loadHistory', input: { page: 1 } }])
      },
    },
    {
      says: 'paging asks for the page chosen',
      check: ({ event, invoked }) => {
        if (event.type === 'loyaltyClub.history.paged')
          expect(invoked).toEqual([{ id: 'loadHistory', input: { page: event.page } }])
      },
    },
  ],
  'member.history.shown': [
    {
      says: 'the page shown is the page asked for',
      check: ({ context }) => expect(context.history?.page).toBe(context.page),
    },
    {
      says: 'paging goes to another page the history has, and nowhere else',
      check: ({ snapshot, context }) => {
        for (const page of [0, 1, 1.5, 2, 3])
          expect(snapshot.can({ type: 'loyaltyClub.history.paged', page }), `page ${page}`).toBe(
            page !== context.history!.page && [1, 2].includes(page),
          )
      },
    },
    {
      says: 'the history shows the page the service answered',
      check: ({ event, context }) => {
        if (event.type === 'xstate.done.actor.loadHistory')
          expect(context.history).toBe((event as unknown as { output: HistoryPage }).output)
      },
    },
  ],
  'member.history.loading': [
    {
      says: 'opening the history starts from its first page, with no page shown from before',
      check: ({ event, context }) => {
        if (event.type !== 'loyaltyClub.history.opened') return
        expect(context.page).toBe(1)
        expect(context.history).toBeNull()
      },
    },
  ],
  'notMember.upgrade': [
    {
      says: 'the upgrade dialog opens with the terms not accepted and nothing said',
      check: ({ event, context }) => {
        if (event.type !== 'loyaltyClub.upgrade.opened') return
        expect(context.consent).toBe(false)
        expect(context.joinError).toBeNull()
      },
    },
    {
      says: 'ticking or unticking the terms is kept, and clears what was said',
      check: ({ event, context }) => {
        if (event.type !== 'loyaltyClub.upgrade.consentChanged') return
        expect(context.consent).toBe((event as { accepted?: boolean }).accepted)
        expect(context.joinError).toBeNull()
      },
    },
  ],
  'notMember.upgrade.joining': [
    {
      says: 'a customer joins only once they have accepted the club’s terms (spec 3.20 loyaltyConsent), nothing said meanwhile',
      check: ({ context, invoked }) => {
        expect(context.consent).toBe(true)
        expect(context.joinError).toBeNull()
        expect(invoked).toEqual([{ id: 'join', input: undefined }])
      },
    },
  ],
  'notMember.upgrade.editing': [
    {
      says: 'sending the dialog without the terms accepted says so and joins nobody',
      check: ({ event, context, invoked }) => {
        if (event.type === 'loyaltyClub.upgrade.submitted') {
          expect(context.consent).toBe(false)
          expect(context.joinError).toBe('consent')
          expect(invoked).toEqual([])
        }
      },
    },
    {
      says: 'a join that failed says so and leaves the customer outside the club, the dialog open',
      check: ({ event, context }) => {
        if (event.type.startsWith('xstate.error.actor.join') || event.type.startsWith('xstate.done.actor.join')) {
          expect(context.joinError).toBe('join')
          expect(context.club?.member).toBeNull()
        }
      },
    },
  ],
  '*': [
    {
      says: 'one dialog at a time: history, pass and tier info are never open together',
      check: ({ in: inState }) =>
        expect(
          ['member.history', 'member.pass', 'member.tierInfo', 'notMember.tierInfo', 'notMember.upgrade'].filter(
            (state) => inState(state),
          ).length,
        ).toBeLessThanOrEqual(1),
    },
  ],
})

describeModel('loyalty club', loyaltyClubMachine, {
  events: {
    domain: [
      { type: 'loyaltyClub.retried' },
      { type: 'loyaltyClub.history.opened' },
      { type: 'loyaltyClub.history.paged', page: 2 },
      { type: 'loyaltyClub.history.paged', page: 1 },
      { type: 'loyaltyClub.history.paged', page: 3 },
      { type: 'loyaltyClub.history.retried' },
      { type: 'loyaltyClub.pass.opened' },
      { type: 'loyaltyClub.tierInfo.opened' },
      { type: 'loyaltyClub.dialog.closed' },
      { type: 'loyaltyClub.upgrade.opened' },
      { type: 'loyaltyClub.upgrade.consentChanged', accepted: true },
      { type: 'loyaltyClub.upgrade.consentChanged', accepted: false },
      { type: 'loyaltyClub.upgrade.submitted' },
    ],
    outputs: {
      loadClub: [named('a member', member), named('not a member', outsider)],
      loadHistory: [named('page 1', page(1)), named('page 2', page(2))],
      join: [
        named('no membership in the answer', outsider),
        named('joined', { tiers, member: { ...member.member!, balance: 0, tierPoints: 0, tier: 'Bronze' } }),
      ],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: {
        club: Club | null
        page: number
        history: HistoryPage | null
        consent: boolean
        joinError: string | null
      }
    }
    return JSON.stringify([
      value,
      context.club?.member ? 'member' : context.club ? 'outsider' : null,
      context.page,
      context.history?.page ?? null,
      context.consent,
      context.joinError,
    ])
  },
  // The history page shown decides where paging may go, and what the upgrade dialog holds must be forgotten when
  // it is opened again: steps that differ in them are different steps.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { page: number; history: HistoryPage | null; consent: boolean; joinError: string | null }
    }
    return [value, context.page, context.history?.page ?? null, context.consent, context.joinError]
  },
  expectations,
  mustAccept: {
    failed: [{ type: 'loyaltyClub.retried' }],
    'notMember.idle': [{ type: 'loyaltyClub.tierInfo.opened' }, { type: 'loyaltyClub.upgrade.opened' }],
    'notMember.tierInfo': [{ type: 'loyaltyClub.dialog.closed' }],
    'notMember.upgrade.editing': [
      { type: 'loyaltyClub.dialog.closed' },
      { type: 'loyaltyClub.upgrade.consentChanged', accepted: true },
      { type: 'loyaltyClub.upgrade.consentChanged', accepted: false },
      { type: 'loyaltyClub.upgrade.submitted' },
    ],
    'member.idle': [
      { type: 'loyaltyClub.history.opened' },
      { type: 'loyaltyClub.pass.opened' },
      { type: 'loyaltyClub.tierInfo.opened' },
    ],
    'notMember.upgrade.joining': [
      { type: 'xstate.done.actor.join', output: { tiers, member: member.member } },
      { type: 'xstate.error.actor.join', error: new Error('down') },
    ],
    'member.history.loading': [{ type: 'loyaltyClub.dialog.closed' }],
    'member.history.shown': [{ type: 'loyaltyClub.dialog.closed' }],
    'member.history.failed': [{ type: 'loyaltyClub.dialog.closed' }, { type: 'loyaltyClub.history.retried' }],
    'member.pass': [{ type: 'loyaltyClub.dialog.closed' }],
    'member.tierInfo': [{ type: 'loyaltyClub.dialog.closed' }],
  },
  mustIgnore: {
    'member.history.shown': [{ type: 'loyaltyClub.history.paged', page: 3 }],
    'member.idle': [{ type: 'loyaltyClub.retried' }],
    notMember: [{ type: 'loyaltyClub.history.opened' }, { type: 'loyaltyClub.pass.opened' }],
    'notMember.upgrade.joining': [{ type: 'loyaltyClub.upgrade.submitted' }, { type: 'loyaltyClub.dialog.closed' }],
    member: [{ type: 'loyaltyClub.upgrade.opened' }, { type: 'loyaltyClub.upgrade.submitted' }],
  },
  requireEveryTransition: true,
})
