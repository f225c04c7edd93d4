// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { emptyCustomer } from '../shopper/customer'
import {
  selectCanFetchAddresses,
  selectCanFetchData,
  selectCanFetchProfile,
  selectHasFreshData,
  selectHasSession,
  selectLoginErrors,
  selectSignInRefused,
  selectVisitorStatus,
  sessionMachine,
  type SessionInput,
} from './session.machine'
import type { ShopperData, ShopperSession, SignInCredentials } from './session.types'

const NOW = Date.UTC(2026, 10, 22, 12)
const guest: ShopperSession = { kind: 'guest' }
const customer: ShopperSession = { kind: 'customer', customerId: 'u-1' }
const cart = { lineItems: [{ id: 'l1' }] }

function start(
  input: SessionInput,
  data: ShopperData = { cart, wishlist: { id: 'wl' } },
  options: { signInFails?: boolean; serverSession?: ShopperSession } = {},
) {
  const calls: string[] = []
  const machine = sessionMachine.provide({
    actors: {
      readSession: fromPromise(async () => (calls.push('readSession'), options.serverSession ?? customer)),
      signIn: fromPromise(async () => {
        calls.push('signIn')
        if (options.signInFails) throw new Error('invalid')
        return customer
      }),
      fetchShopperData: fromPromise(async () => (calls.push('fetchShopperData'), data)),
      recalculateCart: fromPromise<ShopperData['cart'], { cart: NonNullable<ShopperData['cart']> }>(
        async () => (calls.push('recalculateCart'), { lineItems: [{ id: 'l1', recalculated: true }] }),
      ),
      signOut: fromPromise<void, void>(async () => {
        calls.push('signOut')
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  const emitted: string[] = []
  actor.on('*', (event) => emitted.push(event.type))
  return { actor, calls, emitted }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('session machine (spec 4.1)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it.each([
    [{}, 'noSession'],
    [{ session: guest }, 'anonymous'],
    [{ session: { kind: 'customer' } }, 'identifying'],
    [{ session: customer }, { authenticated: 'fetching' }],
  ] as const)('resolves %j to %j', (input, state) => {
    expect(start(input).actor.getSnapshot().value).toEqual(state)
  })

  it('on sign-in fetches cart and wishlist, recalculates the cart, then marks fresh data', async () => {
    const { actor, calls, emitted } = start({ session: guest })
    const loaded: ShopperData[] = []
    actor.on('session.data.loaded', (event) => loaded.push(event.data))
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'e@x.cz', password: 'pw' } })
    await flush()
    expect(calls).toEqual(['signIn', 'fetchShopperData', 'recalculateCart'])
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' })
    expect(selectHasFreshData(actor.getSnapshot())).toBe(true)
    expect(loaded[0]?.cart).toEqual({ lineItems: [{ id: 'l1', recalculated: true }] })
    expect(emitted).toContain('session.data.loaded')
  })

  it('skips the recalculation of an empty cart', async () => {
    const { actor, calls } = start({ session: guest }, { cart: null, wishlist: null })
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'e@x.cz', password: 'pw' } })
    await flush()
    expect(calls).toEqual(['signIn', 'fetchShopperData'])
    expect(selectHasFreshData(actor.getSnapshot())).toBe(true)
  })

  it('stays anonymous with an error after a failed sign-in', async () => {
    const { actor } = start({ session: guest }, undefined, { signInFails: true })
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'e@x.cz', password: 'bad' } })
    await flush()
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(actor.getSnapshot().context.error).toBe('invalidEmailOrPassword')
  })

  it('names the customer of a session restored from the cookie, then loads their data', async () => {
    const { actor, calls } = start({ session: { kind: 'customer' } })
    expect(selectCanFetchProfile(actor.getSnapshot())).toBe(false)
    await flush()
    expect(calls).toEqual(['readSession', 'fetchShopperData', 'recalculateCart'])
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' })
    expect(actor.getSnapshot().context.customerId).toBe('u-1')
    expect(selectCanFetchProfile(actor.getSnapshot())).toBe(true)
  })

  it('drops a restored session the server no longer keeps', async () => {
    const { actor, calls, emitted } = start({ session: { kind: 'customer' } }, undefined, {
      serverSession: { kind: 'none' },
    })
    await flush()
    expect(calls).toEqual(['readSession'])
    expect(actor.getSnapshot().value).toBe('noSession')
    expect(emitted).toContain('session.signedOut')
  })

  it('becomes a guest when the server starts the session with the first write', () => {
    const { actor, calls } = start({})
    actor.send({ type: 'session.started' })
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(selectHasSession(actor.getSnapshot())).toBe(true)
    expect(calls).toEqual([])
  })

  it('ends a session the server dropped, and ignores the news without one', async () => {
    const { actor, emitted } = start({ session: customer })
    await flush()
    actor.send({ type: 'session.expired' })
    expect(actor.getSnapshot().value).toBe('noSession')
    expect(actor.getSnapshot().context).toMatchObject({
      kind: 'none',
      customerId: null,
      data: null,
      hasFreshData: false,
    })
    expect(emitted.filter((type) => type === 'session.signedOut')).toHaveLength(1)
    actor.send({ type: 'session.expired' })
    expect(emitted.filter((type) => type === 'session.signedOut')).toHaveLength(1)
  })

  it('holds no token: the context has the kind and the customer id only', async () => {
    const { actor } = start({ session: guest })
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'e@x.cz', password: 'pw' } })
    await flush()
    expect(Object.keys(actor.getSnapshot().context).sort()).toEqual([
      'customer',
      'customerId',
      'data',
      'error',
      'hasFreshData',
      'kind',
      'loginErrors',
      'signOutRequested',
    ])
    expect(JSON.stringify(actor.getSnapshot().context)).not.toMatch(/token/i)
    // The login form's errors are codes: the password typed is never kept.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('"pw"')
  })

  it('signs out: me back to initial, session ended, cached profile dropped via the event', async () => {
    const { actor, emitted } = start({ session: customer, customer: emptyCustomer('c1') })
    await flush()
    actor.send({ type: 'session.signOut.requested' })
    await flush()
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().value).toBe('noSession')
    expect(context).toMatchObject({ kind: 'none', customerId: null, customer: null, hasFreshData: false, data: null })
    expect(emitted).toContain('session.signedOut')
    // Spec 4.1: Log out ends with the signOut dialog.
    expect(emitted).toContain('session.signOut.completed')
  })

  it.each(['CustomerGetFailure', 'HeaderOrPostDataInvalid'])('signs the shopper out on %s', async (code) => {
    const { actor, emitted } = start({ session: customer })
    await flush()
    actor.send({ type: 'session.user.failed', code })
    await flush()
    expect(actor.getSnapshot().value).toBe('noSession')
    // A sign-out the server forced is no Log out: no signOut dialog (spec 4.1, 8.2).
    expect(emitted).toContain('session.signedOut')
    expect(emitted).not.toContain('session.signOut.completed')
  })

  it('ignores other user errors', async () => {
    const { actor } = start({ session: customer })
    await flush()
    actor.send({ type: 'session.user.failed', code: 'Timeout' })
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' })
  })

  it('fetches data and addresses only for a customer, the profile once the customer is named', async () => {
    const atGuest = start({ session: guest }).actor.getSnapshot()
    expect([selectCanFetchData(atGuest), selectCanFetchAddresses(atGuest), selectCanFetchProfile(atGuest)]).toEqual([
      false,
      false,
      false,
    ])
    expect(selectVisitorStatus(atGuest)).toBe('guest')
    const named = start({ session: customer }).actor.getSnapshot()
    expect([selectCanFetchData(named), selectCanFetchAddresses(named), selectCanFetchProfile(named)]).toEqual([
      true,
      true,
      true,
    ])
    expect(selectVisitorStatus(named)).toBe('logged-in')
  })

  it('merges profile and address book into me.customer (spec 4.6)', () => {
    const { actor } = start({ session: customer, customer: { ...emptyCustomer('c1'), version: 5 } })
    actor.send({ type: 'session.profile.received', profile: { id: 'c1', version: 3, firstName: 'Eva' } })
    expect(actor.getSnapshot().context.customer).toMatchObject({ version: 5, firstName: 'Eva' })
    actor.send({
      type: 'session.addresses.received',
      addressBook: { id: 'c1', version: 7, addresses: [{ id: 'a' }], defaultShippingAddressId: 'a' },
    })
    expect(actor.getSnapshot().context.customer).toMatchObject({ version: 7, defaultShippingAddress: { id: 'a' } })
  })
})

describe('session machine: the login form (spec 5.6)', () => {
  function signingIn(fails = false) {
    const sent: SignInCredentials[] = []
    const machine = sessionMachine.provide({
      actors: {
        signIn: fromPromise<ShopperSession, SignInCredentials>(async ({ input }) => {
          sent.push(input)
          if (fails) throw new Error('invalid')
          return customer
        }),
        fetchShopperData: fromPromise<ShopperData, void>(async () => ({ cart: null, wishlist: null })),
      },
    })
    return { actor: createActor(machine, { input: { session: guest } }).start(), sent }
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  const login = (email: string, password: string) => ({
    type: 'session.signIn.requested' as const,
    credentials: { email, password },
  })

  it.each([
    ['', 'pw', { email: 'required', password: null }],
    ['   ', 'pw', { email: 'required', password: null }],
    ['jana@example', 'pw', { email: 'email', password: null }],
    ['jana example.cz', 'pw', { email: 'email', password: null }],
    [`${'j'.repeat(60)}@example.cz`, 'pw', { email: 'maxCharacters', password: null }],
    ['jana@example.cz', '', { email: null, password: 'required' }],
    ['', '', { email: 'required', password: 'required' }],
  ])('turns away %j / %j with %j and does not ask the server', async (email, password, errors) => {
    const { actor, sent } = signingIn()
    actor.send(login(email, password))
    await tick()
    expect(selectLoginErrors(actor.getSnapshot())).toEqual(errors)
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(sent).toEqual([])
  })

  it('takes an email of exactly 70 characters and sends it trimmed', async () => {
    const { actor, sent } = signingIn()
    const seventy = `${'j'.repeat(59)}@example.cz`
    expect(seventy).toHaveLength(70)
    actor.send(login(`  ${seventy} `, 'heslo 1'))
    await tick()
    expect(sent).toEqual([{ email: seventy, password: 'heslo 1' }])
    expect(selectLoginErrors(actor.getSnapshot())).toEqual({ email: null, password: null })
    expect(actor.getSnapshot().matches('authenticated')).toBe(true)
  })

  it('clears the field errors once a login passes the rules', async () => {
    const { actor, sent } = signingIn(true)
    actor.send(login('jana', ''))
    expect(selectLoginErrors(actor.getSnapshot())).toEqual({ email: 'email', password: 'required' })
    actor.send(login('jana@example.cz', 'pw'))
    expect(selectLoginErrors(actor.getSnapshot())).toEqual({ email: null, password: null })
    await tick()
    expect(sent).toEqual([{ email: 'jana@example.cz', password: 'pw' }])
  })

  it('says a refused login only once the attempt is over, and not again while the next one runs', async () => {
    const { actor } = signingIn(true)
    expect(selectSignInRefused(actor.getSnapshot())).toBe(false)
    actor.send(login('jana@example.cz', 'wrong'))
    expect(selectSignInRefused(actor.getSnapshot())).toBe(false)
    await tick()
    expect(selectSignInRefused(actor.getSnapshot())).toBe(true)
    actor.send(login('jana@example.cz', 'wrong again'))
    expect(selectSignInRefused(actor.getSnapshot())).toBe(false)
    await tick()
    expect(selectSignInRefused(actor.getSnapshot())).toBe(true)
    // A login the rules turn away keeps the refusal of the last attempt in view, beside the field errors.
    actor.send(login('', 'x'))
    expect(selectSignInRefused(actor.getSnapshot())).toBe(true)
  })
})
