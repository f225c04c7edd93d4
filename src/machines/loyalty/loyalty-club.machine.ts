import { assign, fromPromise, setup } from 'xstate'

export type TierName = 'Bronze' | 'Silver' | 'Gold'

/** The signed-in customer's club as the shop answers it (`/api/loyalty`). */
export interface Club {
  tiers: Array<{ name: TierName; threshold: number }>
  member: {
    customerNumber: string
    firstName: string
    lastName: string
    balance: number
    tierPoints: number
    tier: TierName
    nextTier: { name: TierName; pointsNeeded: number } | null
    nextExpiry: { date: string; points: number } | null
  } | null
}

/** One page of the balance history (spec 9: Earn, Return, Expire, Balance). */
export interface HistoryPage {
  page: number
  totalPages: number
  total: number
  entries: Array<{
    id: string
    type: 'Earn' | 'Return' | 'Expire' | 'Balance'
    points: number
    orderNumber: string | null
    date: string
  }>
}

type LoyaltyClubEvent =
  | { type: 'loyaltyClub.retried' }
  | { type: 'loyaltyClub.history.opened' }
  | { type: 'loyaltyClub.history.paged'; page: number }
  | { type: 'loyaltyClub.history.retried' }
  | { type: 'loyaltyClub.pass.opened' }
  | { type: 'loyaltyClub.tierInfo.opened' }
  | { type: 'loyaltyClub.dialog.closed' }
  | { type: 'loyaltyClub.upgrade.opened' }
  | { type: 'loyaltyClub.upgrade.consentChanged'; accepted: boolean }
  | { type: 'loyaltyClub.upgrade.submitted' }

interface LoyaltyClubContext {
  club: Club | null
  history: HistoryPage | null
  /** The history page asked for (or shown). */
  page: number
  /** Joining: whether the club's terms are accepted (spec 3.20 `loyaltyConsent`). */
  consent: boolean
  /** Why joining did not happen: the terms were not accepted, or the shop could not enrol. */
  joinError: 'consent' | 'join' | null
}

/**
 * The Kestrel Club page (spec 2.7 "Loyalty club", 2.6): the member's club read when the page opens,
 * a failed read offered again; a member opens the balance history (page by page), the membership
 * pass and the tier info, one dialog at a time; a customer outside the club sees the tier info and
 * joins through the upgrade dialog once they accept the club's terms.
 */
export const loyaltyClubMachine = setup({
  types: { context: {} as LoyaltyClubContext, events: {} as LoyaltyClubEvent },
  actors: {
    loadClub: fromPromise<Club, void>(async () => {
      throw new Error('loadClub actor not provided')
    }),
    loadHistory: fromPromise<HistoryPage, { page: number }>(async () => {
      throw new Error('loadHistory actor not provided')
    }),
    join: fromPromise<Club, void>(async () => {
      throw new Error('join actor not provided')
    }),
  },
  guards: {
    hasConsent: ({ context }) => context.consent,
    /** The shop's answer names a member (only answers reach it: loadClub's and join's). */
    isMember: ({ event }) => (event as unknown as { output: Club }).output.member !== null,
    /** Another page that exists: within the pages the history has, and not the one shown. */
    isOtherPage: ({ context, event }) =>
      event.type === 'loyaltyClub.history.paged' &&
      context.history !== null &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= context.history.totalPages &&
      event.page !== context.history.page,
  },
}).createMachine({
  id: 'loyaltyClub',
  context: { club: null, history: null, page: 1, consent: false, joinError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadClub',
        src: 'loadClub',
        onDone: [
          { guard: 'isMember', target: 'member', actions: assign({ club: ({ event }) => event.output }) },
          { target: 'notMember', actions: assign({ club: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'loyaltyClub.retried': { target: 'loading' } } },
    notMember: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'loyaltyClub.tierInfo.opened': { target: 'tierInfo' },
            'loyaltyClub.upgrade.opened': { target: 'upgrade', actions: assign({ consent: false, joinError: null }) },
          },
        },
        tierInfo: { on: { 'loyaltyClub.dialog.closed': { target: 'idle' } } },
        /** The upgradeAccount dialog (spec 2.6, 6): the club's terms, accepted before joining. */
        upgrade: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'loyaltyClub.dialog.closed': { target: '#loyaltyClub.notMember.idle' },
                'loyaltyClub.upgrade.consentChanged': {
                  actions: assign({ consent: ({ event }) => event.accepted, joinError: null }),
                },
                'loyaltyClub.upgrade.submitted': [
                  { guard: 'hasConsent', target: 'joining', actions: assign({ joinError: null }) },
                  { actions: assign({ joinError: 'consent' as const }) },
                ],
              },
            },
            joining: {
              invoke: {
                id: 'join',
                src: 'join',
                onDone: [
                  {
                    guard: 'isMember',
                    target: '#loyaltyClub.member',
                    actions: assign({ club: ({ event }) => event.output }),
                  },
                  { target: 'editing', actions: assign({ joinError: 'join' as const }) },
                ],
                onError: { target: 'editing', actions: assign({ joinError: 'join' as const }) },
              },
            },
          },
        },
      },
    },
    member: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'loyaltyClub.history.opened': { target: 'history', actions: assign({ page: 1, history: null }) },
            'loyaltyClub.pass.opened': { target: 'pass' },
            'loyaltyClub.tierInfo.opened': { target: 'tierInfo' },
          },
        },
        history: {
          initial: 'loading',
          on: { 'loyaltyClub.dialog.closed': { target: 'idle' } },
          states: {
            loading: {
              invoke: {
                id: 'loadHistory',
                src: 'loadHistory',
                input: ({ context }) => ({ page: context.page }),
                onDone: {
                  target: 'shown',
                  actions: assign({ history: ({ event }) => event.output, page: ({ event }) => event.output.page }),
                },
                onError: { target: 'failed' },
              },
            },
            shown: {
              on: {
                'loyaltyClub.history.paged': {
                  guard: 'isOtherPage',
                  target: 'loading',
                  actions: assign({ page: ({ event }) => event.page }),
                },
              },
            },
            failed: { on: { 'loyaltyClub.history.retried': { target: 'loading' } } },
          },
        },
        pass: { on: { 'loyaltyClub.dialog.closed': { target: 'idle' } } },
        tierInfo: { on: { 'loyaltyClub.dialog.closed': { target: 'idle' } } },
      },
    },
  },
})

/** The share of the way from the member's tier to the next, 0–100 (100 at the top tier). */
export function progressToNextTier(club: Club): number {
  const member = club.member
  const next = member?.nextTier
  if (!member || !next) return 100
  const from = club.tiers.find((tier) => tier.name === member.tier)?.threshold ?? 0
  const to = club.tiers.find((tier) => tier.name === next.name)?.threshold ?? from
  if (to <= from) return 100
  return Math.max(0, Math.min(100, Math.floor(((member.tierPoints - from) / (to - from)) * 100)))
}
