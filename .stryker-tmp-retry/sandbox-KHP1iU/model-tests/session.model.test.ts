// @ts-nocheck
import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import {
  selectCanFetchAddresses,
  selectCanFetchData,
  selectCanFetchProfile,
  selectCustomer,
  selectIsAuthenticated,
  selectHasFreshData,
  selectHasSession,
  selectLoginErrors,
  selectIsSigningIn,
  selectSignInError,
  selectSignInRefused,
  selectVisitorStatus,
  sessionMachine,
} from '../src/machines/session/session.machine'
import type { ShopperSession } from '../src/machines/session/session.types'
import { emptyCustomer } from '../src/machines/shopper/customer'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

type Step = MachineStepView<typeof sessionMachine>
type Event = Step['events'][number] & Record<string, unknown>

/** Spec 8.2: the codes that sign the shopper out when getting the user. */
const SIGN_OUT_CODES = ['CustomerGetFailure', 'HeaderOrPostDataInvalid']
/** Spec 5.6: the email (trimmed) required and a valid address, the password required. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
function loginFieldErrors(credentials: { email: string; password: string }) {
  const email = credentials.email.trim()
  return {
    email: !email ? 'required' : email.length > 70 ? 'maxCharacters' : EMAIL.test(email) ? null : 'email',
    password: credentials.password ? null : 'required',
  }
}
const refusedByForm = (event: Event) =>
  event.type === 'session.signIn.requested' &&
  Object.values(loginFieldErrors(event.credentials as { email: string; password: string })).some(Boolean)

const entered = (step: Step, state: string) =>
  step.in(state) && (!step.previous || !step.previous.states.some((l) => l === state || l.startsWith(`${state}.`)))
const output = (step: Step) => (step.event as unknown as { output?: unknown }).output
/** The last data the shopper's sign-in fetched, with its cart recalculated (spec 4.1), or null. */
function fetched(step: Step) {
  let data: { cart: unknown; wishlist: unknown } | null = null
  for (const event of step.events) {
    if (event.type === 'xstate.done.actor.fetchShopperData') data = (event as unknown as { output: typeof data }).output
    if (event.type === 'xstate.done.actor.recalculateCart')
      data = { ...data!, cart: (event as unknown as { output: unknown }).output }
  }
  return data
}
/** Whether the last thing that happened to the session took it away (sign-out, expiry, a refused user). */
const endsSession = (step: Step) =>
  step.event.type === 'xstate.done.actor.signOut' ||
  step.event.type === 'xstate.error.actor.signOut' ||
  (step.event.type === 'session.expired' && step.previous !== null) ||
  (step.event.type === 'xstate.done.actor.readSession' && (output(step) as ShopperSession).kind === 'none')

/** Why the path's last sign-in attempt failed, as the shopper must be told (spec 8.3), or null. */
function signInError(step: Step): string | null {
  if (step.in('signingIn') || step.in('signingInWithPasskey')) return null
  let error: string | null = null
  for (const event of step.events as Event[]) {
    const status = (event.error as { status?: unknown } | undefined)?.status
    const name = (event.error as { name?: unknown } | undefined)?.name
    if (event.type === 'xstate.error.actor.signIn')
      error = status === 429 ? 'tooManyAttempts' : 'invalidEmailOrPassword'
    else if (event.type === 'xstate.error.actor.passkeySignIn')
      error = status === 429 ? 'tooManyAttempts' : name === 'NotAllowedError' ? 'passkeyCancelled' : 'passkeyRefused'
    else if (
      (event.type === 'session.signIn.requested' && !refusedByForm(event)) ||
      event.type === 'session.passkeySignIn.requested' ||
      event.type === 'session.signedIn' ||
      event.type === 'xstate.done.actor.signIn' ||
      event.type === 'xstate.done.actor.passkeySignIn'
    )
      error = null
  }
  return error
}

const expectations = expectationsFor(sessionMachine, {
  '*': [
    {
      says: 'the analytics visitor status is logged-in only for an authenticated session (spec 4.1)',
      check: (step) =>
        expect(selectVisitorStatus(step.snapshot)).toBe(step.in('authenticated') ? 'logged-in' : 'guest'),
    },
    {
      says: 'sign-out, an expired session and a session the server dropped announce the sign-out once; nothing else does',
      check: (step) =>
        expect(step.emitted.filter((e) => e.type === 'session.signedOut')).toHaveLength(endsSession(step) ? 1 : 0),
    },
    {
      says: 'the signOut dialog follows the shopper’s own Log out once it is done, not a sign-out the server forced (spec 4.1, 8.2)',
      check: (step) => {
        // A Log out ends when the server answers, or when the session expires while it is under way.
        const signOutEnded =
          /^xstate\.(done|error)\.actor\.signOut$/.test(step.event.type) ||
          (step.event.type === 'session.expired' && step.previous?.states.includes('signingOut') === true)
        // The sign-out under way began with the shopper's Log out, or with the server refusing the user.
        const began = [...step.events]
          .reverse()
          .find((e) => e.type === 'session.signOut.requested' || e.type === 'session.user.failed')
        const ownLogOut = signOutEnded && began?.type === 'session.signOut.requested'
        expect(step.emitted.filter((e) => e.type === 'session.signOut.completed')).toHaveLength(ownLogOut ? 1 : 0)
      },
    },
    {
      says: 'a login form with a field the rules turn away shows its errors and asks nothing (spec 5.6)',
      check: (step) => {
        if (step.event.type !== 'session.signIn.requested') return
        const credentials = (step.event as Event).credentials as { email: string; password: string }
        if (refusedByForm(step.event as Event)) {
          expect(selectLoginErrors(step.snapshot)).toEqual(loginFieldErrors(credentials))
          expect(step.invoked).toEqual([])
        } else {
          expect(selectLoginErrors(step.snapshot)).toEqual({ email: null, password: null })
          expect(step.invoked).toEqual([
            { id: 'signIn', input: { email: credentials.email.trim(), password: credentials.password } },
          ])
        }
      },
    },
    {
      says: 'me.customer is a customer’s only; the session is authenticated exactly in the authenticated state (spec 4.1)',
      check: (step) => {
        if (step.context.kind !== 'customer') expect(selectCustomer(step.snapshot)).toBeNull()
        else expect(selectCustomer(step.snapshot)).toBe(step.context.customer)
        expect(selectIsAuthenticated(step.snapshot)).toBe(step.in('authenticated'))
      },
    },
    {
      says: 'a profile or address book joins me.customer only while a customer is signed in (spec 4.1, 4.6)',
      check: (step) => {
        const incoming = (step.event as Event).profile ?? (step.event as Event).addressBook
        if (!incoming || !step.previous) return
        if (step.context.kind === 'customer') expect(step.context.customer?.id).toBe((incoming as { id: string }).id)
        else expect(step.context.customer).toEqual(step.previous.context.customer)
      },
    },
    {
      says: 'the last sign-in attempt that failed says why, once it is over: a refused password, too many attempts (429), a refused or cancelled passkey; a new attempt or a sign-in clears it',
      check: (step) => {
        expect(selectSignInError(step.snapshot)).toBe(signInError(step))
        expect(selectSignInRefused(step.snapshot)).toBe(signInError(step) === 'invalidEmailOrPassword')
      },
    },
    {
      says: 'the shopper’s Log out is remembered only while that sign-out is under way, so a later forced one is not taken for it',
      check: (step) => {
        const ownLogOut =
          step.in('signingOut') &&
          [...step.events]
            .reverse()
            .find((e) => e.type === 'session.signOut.requested' || e.type === 'session.user.failed')?.type ===
            'session.signOut.requested'
        expect(step.context.signOutRequested).toBe(ownLogOut)
      },
    },
    {
      says: 'the login forms are busy exactly while a sign-in, by password or passkey, waits for the server',
      check: (step) =>
        expect(selectIsSigningIn(step.snapshot)).toBe(step.in('signingIn') || step.in('signingInWithPasskey')),
    },
    {
      says: 'a sign-in the server answered, by password, passkey or a reset link, is the customer’s session it names',
      check: (step) => {
        const answered =
          step.event.type === 'xstate.done.actor.signIn' || step.event.type === 'xstate.done.actor.passkeySignIn'
            ? (output(step) as ShopperSession)
            : step.event.type === 'session.signedIn'
              ? ((step.event as Event).session as ShopperSession)
              : null
        if (!answered) return
        expect(step.context).toMatchObject({ kind: answered.kind, customerId: answered.customerId ?? null })
        expect(step.in('authenticated')).toBe(answered.kind === 'customer' && Boolean(answered.customerId))
      },
    },
  ],
  noSession: [
    {
      says: 'no session: me is back to its initial value (spec 4.1) and nothing is fetched',
      check: (step) => {
        expect(selectHasSession(step.snapshot)).toBe(false)
        expect(step.context).toMatchObject({ customerId: null, customer: null, data: null, hasFreshData: false })
        expect(selectCanFetchData(step.snapshot)).toBe(false)
      },
    },
  ],
  anonymous: [
    {
      says: 'a guest has a session, but no data, addresses or profile are fetched (spec 4.1)',
      check: (step) => {
        expect(selectHasSession(step.snapshot)).toBe(true)
        expect(step.context.kind).toBe('guest')
        expect(selectCanFetchData(step.snapshot)).toBe(false)
        expect(selectCanFetchAddresses(step.snapshot)).toBe(false)
        expect(selectCanFetchProfile(step.snapshot)).toBe(false)
      },
    },
  ],
  identifying: [
    {
      says: 'a customer’s cookie without the customer’s id asks the server whose session it is',
      check: (step) => {
        expect(step.context.kind).toBe('customer')
        expect(step.context.customerId).toBeNull()
        if (entered(step, 'identifying')) expect(step.invoked.map((i) => i.id)).toEqual(['readSession'])
      },
    },
  ],
  signingIn: [
    {
      says: 'a sign-in with valid fields is sent, and no earlier refusal shows meanwhile',
      check: (step) => {
        if (entered(step, 'signingIn')) expect(step.event.type).toBe('session.signIn.requested')
        expect(selectSignInRefused(step.snapshot)).toBe(false)
      },
    },
  ],
  signingInWithPasskey: [
    {
      says: 'a passkey sign-in is asked for by the shopper, and no earlier failure shows meanwhile',
      check: (step) => {
        if (entered(step, 'signingInWithPasskey')) {
          expect(step.event.type).toBe('session.passkeySignIn.requested')
          expect(step.invoked.map((call) => call.id)).toEqual(['passkeySignIn'])
        }
        expect(selectSignInError(step.snapshot)).toBeNull()
      },
    },
  ],
  authenticated: [
    {
      says: 'a customer’s session: data and addresses are fetched; the profile once the customer’s id is known (spec 4.1)',
      check: (step) => {
        expect(step.context.kind).toBe('customer')
        expect(selectCanFetchData(step.snapshot)).toBe(true)
        expect(selectCanFetchAddresses(step.snapshot)).toBe(true)
        expect(selectCanFetchProfile(step.snapshot)).toBe(step.context.customerId !== null)
      },
    },
  ],
  'authenticated.fetching': [
    {
      says: 'once the fetch has answered, or failed, the data is no longer being fetched',
      check: (step) => expect(step.event.type).not.toMatch(/^xstate\.(done|error)\.actor\.fetchShopperData$/),
    },
    {
      says: 'on sign-in, with no fresh data yet, the active cart and the wishlist are fetched first (spec 4.1)',
      check: (step) => {
        expect(selectHasFreshData(step.snapshot)).toBe(false)
        if (entered(step, 'authenticated')) expect(step.invoked.map((i) => i.id)).toContain('fetchShopperData')
      },
    },
  ],
  'authenticated.recalculating': [
    {
      says: 'then the fetched cart, when it holds items, is recalculated (spec 4.1)',
      check: (step) => {
        expect(selectHasFreshData(step.snapshot)).toBe(false)
        if (entered(step, 'authenticated.recalculating'))
          expect(step.invoked).toEqual([
            { id: 'recalculateCart', input: { cart: (output(step) as { cart: unknown }).cart } },
          ])
      },
    },
  ],
  'authenticated.ready': [
    {
      says: 'then the data is marked fresh and handed over once; a failed fetch leaves it not fresh (spec 4.1)',
      check: (step) => {
        const arrived = entered(step, 'authenticated.ready')
        const fetchFailed = step.event.type === 'xstate.error.actor.fetchShopperData'
        const announced = step.emitted.filter((e) => e.type === 'session.data.loaded')
        if (arrived) {
          expect(selectHasFreshData(step.snapshot)).toBe(!fetchFailed)
          expect(announced).toEqual(fetchFailed ? [] : [{ type: 'session.data.loaded', data: fetched(step) }])
          if (!fetchFailed) expect(step.context.data).toEqual(fetched(step))
        } else expect(announced).toEqual([])
      },
    },
  ],
  signingOut: [
    {
      says: 'sign-out never leaves the shopper half signed in: once the server answered, or failed, the session is gone',
      check: (step) => expect(step.event.type).not.toMatch(/^xstate\.(done|error)\.actor\.signOut$/),
    },
    {
      says: 'Log out, or a refused user (spec 8.2), ends the session',
      check: (step) => {
        if (!entered(step, 'signingOut')) return
        if (step.event.type === 'session.user.failed') expect(SIGN_OUT_CODES).toContain((step.event as Event).code)
        else expect(step.event.type).toBe('session.signOut.requested')
        expect(step.invoked.map((i) => i.id)).toEqual(['signOut'])
      },
    },
  ],
})

const customer: ShopperSession = { kind: 'customer', customerId: 'u-1' }

const some = (list: Array<EventObject & Record<string, unknown>>) => list

describeModel('session', sessionMachine, {
  // No cookie, a guest's cookie, and a customer's cookie the server has yet to name.
  inputs: [
    {},
    // A guest's cookie with a stored customer from an earlier visit: the customer is not the guest's.
    { session: { kind: 'guest' }, customer: { ...emptyCustomer('c0'), email: 'old@example.cz' } },
    { session: { kind: 'customer' } },
  ],
  events: {
    domain: [
      { type: 'session.started' },
      { type: 'session.expired' },
      { type: 'session.signIn.requested', credentials: { email: 'eva@example.cz', password: 'pw' } },
      // Spec 5.6: an email that is not one, and no password; the form keeps the shopper with the errors.
      { type: 'session.signIn.requested', credentials: { email: 'eva@example', password: '' } },
      { type: 'session.signOut.requested' },
      { type: 'session.passkeySignIn.requested' },
      { type: 'session.signedIn', session: customer, method: 'passwordReset' },
      { type: 'session.user.failed', code: 'CustomerGetFailure' },
      { type: 'session.user.failed', code: 'Timeout' },
      { type: 'session.profile.received', profile: { id: 'c1', version: 2, firstName: 'Eva' } },
      {
        type: 'session.addresses.received',
        addressBook: { id: 'c1', version: 3, addresses: [], defaultShippingAddressId: null },
      },
    ],
    outputs: {
      readSession: [customer, { kind: 'none' }],
      signIn: [customer],
      passkeySignIn: [customer],
      fetchShopperData: [
        { cart: { lineItems: [{ id: 'l1' }] }, wishlist: null },
        { cart: null, wishlist: null },
      ],
      recalculateCart: [{ lineItems: [{ id: 'l1' }] }],
    },
    // A refusal, too many attempts (429), and a passkey prompt the shopper closed.
    errors: {
      signIn: [
        Object.assign(new Error('refused'), { status: 400 }),
        Object.assign(new Error('throttled'), { status: 429 }),
      ],
      passkeySignIn: [
        Object.assign(new Error('refused'), { status: 400 }),
        Object.assign(new Error('throttled'), { status: 429 }),
        Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
      ],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: {
        kind: string
        customerId: string | null
        hasFreshData: boolean
        customer: unknown
        data: unknown
        error: unknown
        loginErrors: unknown
      }
    }
    return JSON.stringify([
      value,
      context.kind,
      context.customerId,
      context.hasFreshData,
      context.customer !== null,
      context.data !== null,
      context.error,
      context.loginErrors,
    ])
  },
  // A step's branch depends on the session's kind, the customer's id and the last refusal, not only the state.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { kind: string; customerId: unknown; error: unknown; hasFreshData: boolean }
    }
    return [value, context.kind, context.customerId, context.error, context.hasFreshData]
  },
  expectations,
  mustIgnore: {
    // Spec 8.2: only the listed codes sign the shopper out; a sign-in running takes no second one.
    authenticated: some([{ type: 'session.user.failed', code: 'Timeout' }]),
    signingIn: some([{ type: 'session.signIn.requested', credentials: { email: 'eva@example.cz', password: 'pw' } }]),
    signingOut: some([{ type: 'session.signOut.requested' }]),
  },
  mustAccept: {
    authenticated: some([
      { type: 'session.signOut.requested' },
      { type: 'session.user.failed', code: 'CustomerGetFailure' },
    ]),
    noSession: some([{ type: 'session.started' }]),
    signingIn: some([{ type: 'xstate.error.actor.signIn', error: new Error('refused') }]),
    signingInWithPasskey: some([{ type: 'xstate.error.actor.passkeySignIn', error: new Error('refused') }]),
    'authenticated.fetching': some([{ type: 'xstate.error.actor.fetchShopperData', error: new Error('down') }]),
  },
  requireEveryTransition: true,
})
