// @ts-nocheck
import { assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  mergeAddressBook,
  mergeProfile,
  type IncomingAddressBook,
  type IncomingProfile,
  type MeCustomer,
} from '../shopper/customer'
import { hasLoginErrors, loginErrors, NO_LOGIN_ERRORS, type LoginErrors } from './login.rules'
import {
  SIGN_OUT_ERROR_CODES,
  type SessionKind,
  type ShopperData,
  type ShopperSession,
  type SignInCredentials,
} from './session.types'

type SessionEvent =
  /** The server started a guest session with the shopper's first write. */
  | { type: 'session.started' }
  /** The server no longer keeps the session (the platform refused it, or it could not be refreshed). */
  | { type: 'session.expired' }
  | { type: 'session.signIn.requested'; credentials: SignInCredentials }
  /** The shopper asked to sign in with a passkey (the browser's WebAuthn prompt, then the server). */
  | { type: 'session.passkeySignIn.requested' }
  /** The server signed the shopper in by another way: a new password set through a reset link. */
  | { type: 'session.signedIn'; session: ShopperSession; method: 'passwordReset' }
  | { type: 'session.signOut.requested' }
  | { type: 'session.user.failed'; code: string }
  | { type: 'session.profile.received'; profile: IncomingProfile }
  | { type: 'session.addresses.received'; addressBook: IncomingAddressBook }

type SessionEmitted =
  | { type: 'session.data.loaded'; data: ShopperData }
  | { type: 'session.signedOut' }
  /** The shopper's own Log out is done (spec 4.1: the page goes to a fixed route and shows the signOut dialog). */
  | { type: 'session.signOut.completed' }

export interface SessionInput {
  /** The session's kind as the page's cookie tells it; none when omitted. */
  session?: ShopperSession | null
  customer?: MeCustomer | null
}

interface SessionContext {
  kind: SessionKind
  customerId: string | null
  customer: MeCustomer | null
  hasFreshData: boolean
  data: ShopperData | null
  error: SignInError | null
  /** What the login form says of its fields after the last submit (spec 5.6). */
  loginErrors: LoginErrors
  /** The sign-out under way is the shopper's own Log out (not one the server forced, spec 8.2). */
  signOutRequested: boolean
}

/** Why the last sign-in did not happen: refused credentials or passkey, too many attempts, or the passkey prompt given up. */
type SignInError = 'invalidEmailOrPassword' | 'tooManyAttempts' | 'passkeyRefused' | 'passkeyCancelled'

const isTooMany = (error: unknown) => (error as { status?: unknown } | null)?.status === 429
const isCancelled = (error: unknown) => (error as { name?: unknown } | null)?.name === 'NotAllowedError'

/** Spec 5.6: a login with a field the rules turn away stays in the form with its errors; the server is not asked. */
/** A sign-in the server already made (a reset link's new password): the session it names is taken as it is. */
const signedIn = {
  target: 'resolving',
  actions: [
    'clearSignInError',
    {
      type: 'assignSession',
      params: ({ event }: { event: SessionEvent }) => ({
        session: event.type === 'session.signedIn' ? event.session : { kind: 'none' as const },
      }),
    },
  ],
} as const

const signInRequested = [
  { guard: 'credentialsInvalid', actions: 'rejectCredentials' },
  { target: 'signingIn', actions: 'acceptCredentials' },
] as const

/**
 * Session and sign-in of spec 4.1. The tokens stay on the server (an HttpOnly cookie, refreshed
 * there within 30 s of expiry); the machine knows the session's kind and the customer's id.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    readSession: fromPromise<ShopperSession, void>(async () => {
      throw new Error('readSession actor not provided')
    }),
    signIn: fromPromise<ShopperSession, SignInCredentials>(async () => {
      throw new Error('signIn actor not provided')
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
    passkeySignIn: fromPromise<ShopperSession, void>(async () => {
      throw new Error('passkeySignIn actor not provided')
    }),
  },
  guards: {
    isCustomer: ({ context }) => context.kind === 'customer',
    isIdentifiedCustomer: ({ context }) => context.kind === 'customer' && context.customerId !== null,
    isGuest: ({ context }) => context.kind === 'guest',
    hasSession: ({ context }) => context.kind !== 'none',
    answersNoSession: (_, params: { session: ShopperSession }) => params.session.kind === 'none',
    hasCartItems: (_, params: { data: ShopperData }) => (params.data.cart?.lineItems.length ?? 0) > 0,
    credentialsInvalid: ({ event }) =>
      event.type === 'session.signIn.requested' && hasLoginErrors(loginErrors(event.credentials)),
    isTooManyAttempts: (_, params: { error: unknown }) => isTooMany(params.error),
    isPromptCancelled: (_, params: { error: unknown }) => isCancelled(params.error),
    isSignOutCode: ({ event }) =>
      event.type === 'session.user.failed' && (SIGN_OUT_ERROR_CODES as readonly string[]).includes(event.code),
  },
  actions: {
    assignSession: assign((_, params: { session: ShopperSession }) => ({
      kind: params.session.kind,
      customerId: params.session.customerId ?? null,
    })),
    markFresh: assign({ hasFreshData: true }),
    // A sign-in by another way (a reset password) ends what the last failed attempt said.
    clearSignInError: assign({ error: null }),
    announceData: emit(({ context }) => ({ type: 'session.data.loaded', data: context.data! }) as const),
    // Spec 4.1: `me` returns to its initial value; the app drops cached profile and addresses on the event.
    clearShopper: assign({ kind: 'none' as const, customerId: null, customer: null, hasFreshData: false, data: null }),
    announceSignOut: emit({ type: 'session.signedOut' }),
    // Spec 4.1: the signOut dialog follows the shopper's own Log out, not a sign-out the server forced (8.2).
    announceSignOutCompleted: enqueueActions(({ context, enqueue }) => {
      if (context.signOutRequested) enqueue.emit({ type: 'session.signOut.completed' })
      enqueue.assign({ signOutRequested: false })
    }),
    rejectCredentials: assign({
      loginErrors: ({ event }) =>
        event.type === 'session.signIn.requested' ? loginErrors(event.credentials) : NO_LOGIN_ERRORS,
    }),
    acceptCredentials: assign({ loginErrors: NO_LOGIN_ERRORS }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    kind: input.session?.kind ?? 'none',
    customerId: input.session?.customerId ?? null,
    customer: input.session?.kind === 'customer' ? (input.customer ?? null) : null,
    hasFreshData: false,
    data: null,
    error: null,
    loginErrors: NO_LOGIN_ERRORS,
    signOutRequested: false,
  }),
  initial: 'resolving',
  on: {
    // Spec 4.1: a profile and addresses belong to a customer's session; one that arrives after sign-out is dropped.
    'session.profile.received': {
      guard: 'isCustomer',
      actions: assign({ customer: ({ context, event }) => mergeProfile(context.customer, event.profile) }),
    },
    'session.addresses.received': {
      guard: 'isCustomer',
      actions: assign({ customer: ({ context, event }) => mergeAddressBook(context.customer, event.addressBook) }),
    },
    // An expiry ends a Log out under way too: the shopper is logged out as asked (the signOut dialog
    // follows), and the Log out is forgotten, so a later forced sign-out is not taken for it.
    'session.expired': {
      guard: 'hasSession',
      target: '.noSession',
      actions: ['clearShopper', 'announceSignOut', 'announceSignOutCompleted'],
    },
  },
  states: {
    resolving: {
      always: [
        { guard: 'isIdentifiedCustomer', target: 'authenticated' },
        { guard: 'isCustomer', target: 'identifying' },
        { guard: 'isGuest', target: 'anonymous' },
        { target: 'noSession' },
      ],
    },
    // A customer's session restored from the cookie: the server names the customer (or has dropped the session).
    identifying: {
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: { type: 'answersNoSession', params: ({ event }) => ({ session: event.output }) },
            target: 'noSession',
            actions: ['clearShopper', 'announceSignOut'],
          },
          {
            target: 'resolving',
            actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
          },
        ],
        // The server could not be asked: the session stays a customer's, without the profile that needs the id.
        onError: 'authenticated',
      },
    },
    noSession: {
      on: {
        'session.started': { target: 'anonymous', actions: assign({ kind: 'guest' as const }) },
        'session.signIn.requested': signInRequested,
        'session.passkeySignIn.requested': 'signingInWithPasskey',
        'session.signedIn': signedIn,
      },
    },
    anonymous: {
      on: {
        'session.signIn.requested': signInRequested,
        'session.passkeySignIn.requested': 'signingInWithPasskey',
        'session.signedIn': signedIn,
      },
    },
    signingInWithPasskey: {
      entry: assign({ error: null }),
      invoke: {
        id: 'passkeySignIn',
        src: 'passkeySignIn',
        onDone: {
          target: 'resolving',
          actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isTooManyAttempts', params: ({ event }) => ({ error: event.error }) },
            target: 'resolving',
            actions: assign({ error: 'tooManyAttempts' as const }),
          },
          {
            guard: { type: 'isPromptCancelled', params: ({ event }) => ({ error: event.error }) },
            target: 'resolving',
            actions: assign({ error: 'passkeyCancelled' as const }),
          },
          { target: 'resolving', actions: assign({ error: 'passkeyRefused' as const }) },
        ],
      },
    },
    signingIn: {
      entry: assign({ error: null }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) =>
          event.type === 'session.signIn.requested'
            ? { email: event.credentials.email.trim(), password: event.credentials.password }
            : { email: '', password: '' },
        onDone: {
          target: 'resolving',
          actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isTooManyAttempts', params: ({ event }) => ({ error: event.error }) },
            target: 'resolving',
            actions: assign({ error: 'tooManyAttempts' as const }),
          },
          { target: 'resolving', actions: assign({ error: 'invalidEmailOrPassword' as const }) },
        ],
      },
    },
    authenticated: {
      initial: 'fetching',
      on: {
        'session.signOut.requested': { target: 'signingOut', actions: assign({ signOutRequested: true }) },
        'session.user.failed': { guard: 'isSignOutCode', target: 'signingOut' },
      },
      states: {
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
              {
                target: 'ready',
                actions: [assign({ data: ({ event }) => event.output }), 'markFresh', 'announceData'],
              },
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
              actions: [
                assign({ data: ({ context, event }) => ({ ...context.data!, cart: event.output }) }),
                'markFresh',
                'announceData',
              ],
            },
            onError: { target: 'ready', actions: ['markFresh', 'announceData'] },
          },
        },
        ready: {},
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'noSession', actions: ['clearShopper', 'announceSignOut', 'announceSignOutCompleted'] },
        // Signing out must never leave the shopper half signed in.
        onError: { target: 'noSession', actions: ['clearShopper', 'announceSignOut', 'announceSignOutCompleted'] },
      },
    },
  },
})

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export const selectIsAuthenticated = (s: SessionSnapshot): boolean => s.matches('authenticated')
export const selectHasSession = (s: SessionSnapshot): boolean => s.context.kind !== 'none'
export const selectVisitorStatus = (s: SessionSnapshot): 'logged-in' | 'guest' =>
  s.matches('authenticated') ? 'logged-in' : 'guest'
/** Spec 4.1: data and addresses only for a customer's session; the profile once the customer's id (`ucid`) is known. */
export const selectCanFetchData = (s: SessionSnapshot): boolean => s.matches('authenticated')
export const selectCanFetchAddresses = (s: SessionSnapshot): boolean => s.matches('authenticated')
export const selectCanFetchProfile = (s: SessionSnapshot): boolean =>
  s.matches('authenticated') && s.context.customerId !== null
export const selectHasFreshData = (s: SessionSnapshot): boolean => s.context.hasFreshData
export const selectLoginErrors = (s: SessionSnapshot): LoginErrors => s.context.loginErrors
/** The refusal of the last sign-in (a new attempt forgets it as it starts). */
export const selectSignInRefused = (s: SessionSnapshot): boolean => s.context.error === 'invalidEmailOrPassword'
/** Why the last sign-in (password or passkey) did not happen (a new attempt forgets it as it starts). */
export const selectSignInError = (s: SessionSnapshot): SignInError | null => s.context.error
export const selectIsSigningIn = (s: SessionSnapshot): boolean =>
  s.matches('signingIn') || s.matches('signingInWithPasskey')
export const selectCustomer = (s: SessionSnapshot): MeCustomer | null => s.context.customer
