import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { mergeAddressBook, mergeProfile, type IncomingAddressBook, type IncomingProfile, type MeCustomer } from '../shopper/customer'
import { SIGN_OUT_ERROR_CODES, TOKEN_REFRESH_MARGIN_MS, type SessionToken, type ShopperData, type SignInCredentials } from './session.types'

const MAX_TIMER_MS = 2 ** 31 - 1

export type SessionEvent =
  | { type: 'session.started' }
  | { type: 'session.signIn.requested'; credentials: SignInCredentials }
  | { type: 'session.signOut.requested' }
  | { type: 'session.user.failed'; code: string }
  | { type: 'session.profile.received'; profile: IncomingProfile }
  | { type: 'session.addresses.received'; addressBook: IncomingAddressBook }

export type SessionEmitted =
  | { type: 'session.data.loaded'; data: ShopperData }
  | { type: 'session.signedOut' }

export interface SessionInput {
  session?: SessionToken | null
  isLoggedIn?: boolean
  customer?: MeCustomer | null
}

interface SessionContext {
  session: SessionToken | null
  isLoggedIn: boolean
  customer: MeCustomer | null
  hasFreshData: boolean
  data: ShopperData | null
  error: 'invalidEmailOrPassword' | null
}

/** Session and sign-in of spec 4.1. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    startSession: fromPromise<SessionToken, void>(async () => {
      throw new Error('startSession actor not provided')
    }),
    signIn: fromPromise<SessionToken, SignInCredentials>(async () => {
      throw new Error('signIn actor not provided')
    }),
    refreshToken: fromPromise<SessionToken, { session: SessionToken }>(async () => {
      throw new Error('refreshToken actor not provided')
    }),
    fetchShopperData: fromPromise<ShopperData, void>(async () => {
      throw new Error('fetchShopperData actor not provided')
    }),
    recalculateCart: fromPromise<ShopperData['cart'], { cart: NonNullable<ShopperData['cart']> }>(async () => {
      throw new Error('recalculateCart actor not provided')
    }),
    signOut: fromPromise<void, void>(async () => {
      throw new Error('signOut actor not provided')
    }),
  },
  guards: {
    isAuthenticated: ({ context }) => context.session !== null && (!context.session.anonymousId || context.isLoggedIn),
    hasSession: ({ context }) => context.session !== null,
    hasFreshData: ({ context }) => context.hasFreshData,
    hasCartItems: (_, params: { data: ShopperData }) => (params.data.cart?.lineItems.length ?? 0) > 0,
    isSignOutCode: ({ event }) =>
      event.type === 'session.user.failed' && (SIGN_OUT_ERROR_CODES as readonly string[]).includes(event.code),
  },
  actions: {
    assignSession: assign((_, params: { session: SessionToken }) => ({ session: params.session })),
    markFresh: assign({ hasFreshData: true }),
    announceData: emit(({ context }) => ({ type: 'session.data.loaded', data: context.data! }) as const),
    // Spec 4.1: `me` returns to its initial value; the app drops cached profile and addresses on the event.
    clearShopper: assign({ session: null, isLoggedIn: false, customer: null, hasFreshData: false, data: null }),
    announceSignOut: emit({ type: 'session.signedOut' }),
  },
  delays: {
    // Timers overflow past 2^31 - 1 ms and would fire at once.
    refreshDue: ({ context }) =>
      Math.min(MAX_TIMER_MS, Math.max(0, (context.session?.accessTokenExpiryTimestamp ?? 0) - Date.now() - TOKEN_REFRESH_MARGIN_MS)),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    session: input.session ?? null,
    isLoggedIn: input.isLoggedIn ?? false,
    customer: input.customer ?? null,
    hasFreshData: false,
    data: null,
    error: null,
  }),
  initial: 'resolving',
  on: {
    'session.profile.received': { actions: assign({ customer: ({ context, event }) => mergeProfile(context.customer, event.profile) }) },
    'session.addresses.received': {
      actions: assign({ customer: ({ context, event }) => mergeAddressBook(context.customer, event.addressBook) }),
    },
  },
  states: {
    resolving: {
      always: [
        { guard: 'isAuthenticated', target: 'authenticated' },
        { guard: 'hasSession', target: 'anonymous' },
        { target: 'noSession' },
      ],
    },
    noSession: {
      on: { 'session.started': 'starting', 'session.signIn.requested': 'signingIn' },
    },
    starting: {
      invoke: {
        id: 'startSession',
        src: 'startSession',
        onDone: { target: 'resolving', actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) } },
        onError: 'noSession',
      },
    },
    anonymous: {
      after: { refreshDue: 'refreshing' },
      on: { 'session.signIn.requested': 'signingIn' },
    },
    signingIn: {
      entry: assign({ error: null }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event.type === 'session.signIn.requested' ? event.credentials : { email: '', password: '' }),
        onDone: {
          target: 'resolving',
          actions: [{ type: 'assignSession', params: ({ event }) => ({ session: event.output }) }, assign({ isLoggedIn: true })],
        },
        onError: { target: 'resolving', actions: assign({ error: 'invalidEmailOrPassword' as const }) },
      },
    },
    authenticated: {
      initial: 'checking',
      after: { refreshDue: 'refreshing' },
      on: {
        'session.signOut.requested': 'signingOut',
        'session.user.failed': { guard: 'isSignOutCode', target: 'signingOut' },
      },
      states: {
        checking: { always: [{ guard: 'hasFreshData', target: 'ready' }, { target: 'fetching' }] },
        fetching: {
          invoke: {
            id: 'fetchShopperData',
            src: 'fetchShopperData',
            onDone: [
              {
                guard: { type: 'hasCartItems', params: ({ event }) => ({ data: event.output }) },
                target: 'recalculating',
                actions: assign({ data: ({ event }) => event.output }),
              },
              { target: 'ready', actions: [assign({ data: ({ event }) => event.output }), 'markFresh', 'announceData'] },
            ],
            onError: 'ready',
          },
        },
        recalculating: {
          invoke: {
            id: 'recalculateCart',
            src: 'recalculateCart',
            input: ({ context }) => ({ cart: context.data!.cart! }),
            onDone: {
              target: 'ready',
              actions: [assign({ data: ({ context, event }) => ({ ...context.data!, cart: event.output }) }), 'markFresh', 'announceData'],
            },
            onError: { target: 'ready', actions: ['markFresh', 'announceData'] },
          },
        },
        ready: {},
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        input: ({ context }) => ({ session: context.session! }),
        onDone: { target: 'resolving', actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) } },
        onError: { target: 'noSession', actions: ['clearShopper', 'announceSignOut'] },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'noSession', actions: ['clearShopper', 'announceSignOut'] },
        // Signing out must never leave the shopper half signed in.
        onError: { target: 'noSession', actions: ['clearShopper', 'announceSignOut'] },
      },
    },
  },
})

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export const selectIsAuthenticated = (s: SessionSnapshot): boolean => s.matches('authenticated')
export const selectHasSession = (s: SessionSnapshot): boolean => s.context.session !== null
export const selectVisitorStatus = (s: SessionSnapshot): 'logged-in' | 'guest' => (s.matches('authenticated') ? 'logged-in' : 'guest')
/** Spec 4.1: data only when authenticated; addresses only without `anonymousId`; the profile only with a `ucid`. */
export const selectCanFetchData = (s: SessionSnapshot): boolean => s.matches('authenticated')
export const selectCanFetchAddresses = (s: SessionSnapshot): boolean => s.matches('authenticated') && !s.context.session?.anonymousId
export const selectCanFetchProfile = (s: SessionSnapshot): boolean => s.matches('authenticated') && Boolean(s.context.session?.ucid)
export const selectHasFreshData = (s: SessionSnapshot): boolean => s.context.hasFreshData
export const selectCustomer = (s: SessionSnapshot): MeCustomer | null => s.context.customer
