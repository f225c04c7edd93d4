import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { emptyCustomer } from '../shopper/customer'
import {
  selectCanFetchAddresses, selectCanFetchData, selectCanFetchProfile, selectHasFreshData, selectVisitorStatus,
  sessionMachine, type SessionInput,
} from './session.machine'
import { tokenNeedsRefresh, type SessionToken, type ShopperData } from './session.types'

const NOW = Date.UTC(2026, 10, 22, 12)
const token = (patch: Partial<SessionToken> = {}): SessionToken => ({ accessToken: 't', accessTokenExpiryTimestamp: NOW + 3_600_000, ...patch })
const anonymous = token({ anonymousId: 'anon-1' })
const customerToken = token({ accessToken: 'c', ucid: 'u-1' })
const cart = { lineItems: [{ id: 'l1' }] }

function start(input: SessionInput, data: ShopperData = { cart, wishlist: { id: 'wl' } }, options: { signInFails?: boolean } = {}) {
  const calls: string[] = []
  const machine = sessionMachine.provide({
    actors: {
      startSession: fromPromise(async () => (calls.push('startSession'), anonymous)),
      signIn: fromPromise(async () => {
        calls.push('signIn')
        if (options.signInFails) throw new Error('invalid')
        return customerToken
      }),
      refreshToken: fromPromise(async ({ input: { session } }: { input: { session: SessionToken } }) => {
        calls.push('refreshToken')
        return { ...session, accessToken: 'fresh', accessTokenExpiryTimestamp: Date.now() + 3_600_000 }
      }),
      fetchShopperData: fromPromise(async () => (calls.push('fetchShopperData'), data)),
      recalculateCart: fromPromise<ShopperData['cart'], { cart: NonNullable<ShopperData['cart']> }>(async () => (calls.push('recalculateCart'), { lineItems: [{ id: 'l1', recalculated: true }] })),
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
    [{ session: anonymous }, 'anonymous'],
    [{ session: anonymous, isLoggedIn: true }, { authenticated: 'fetching' }],
    [{ session: customerToken }, { authenticated: 'fetching' }],
  ] as const)('resolves %j to %j', (input, state) => {
    expect(start(input).actor.getSnapshot().value).toEqual(state)
  })

  it('on sign-in fetches cart and wishlist, recalculates the cart, then marks fresh data', async () => {
    const { actor, calls, emitted } = start({ session: anonymous })
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
    const { actor, calls } = start({ session: anonymous }, { cart: null, wishlist: null })
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'e@x.cz', password: 'pw' } })
    await flush()
    expect(calls).toEqual(['signIn', 'fetchShopperData'])
    expect(selectHasFreshData(actor.getSnapshot())).toBe(true)
  })

  it('stays anonymous with an error after a failed sign-in', async () => {
    const { actor } = start({ session: anonymous }, undefined, { signInFails: true })
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'e@x.cz', password: 'bad' } })
    await flush()
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(actor.getSnapshot().context.error).toBe('invalidEmailOrPassword')
  })

  it('refreshes the token 30 s before it expires, without refetching fresh data', async () => {
    const { actor, calls } = start({ session: { ...customerToken, accessTokenExpiryTimestamp: NOW + 60_000 } })
    await flush()
    await vi.advanceTimersByTimeAsync(29_999)
    expect(calls).not.toContain('refreshToken')
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.filter((c) => c === 'refreshToken')).toHaveLength(1)
    expect(actor.getSnapshot().context.session?.accessToken).toBe('fresh')
    expect(calls.filter((c) => c === 'fetchShopperData')).toHaveLength(1)
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' })
  })

  it('decides refresh by the 30 s margin', () => {
    expect(tokenNeedsRefresh(token({ accessTokenExpiryTimestamp: NOW + 30_000 }), NOW)).toBe(true)
    expect(tokenNeedsRefresh(token({ accessTokenExpiryTimestamp: NOW + 30_001 }), NOW)).toBe(false)
  })

  it('starts an anonymous session on demand', async () => {
    const { actor } = start({})
    actor.send({ type: 'session.started' })
    await flush()
    expect(actor.getSnapshot().value).toBe('anonymous')
  })

  it('signs out: me back to initial, session ended, cached profile dropped via the event', async () => {
    const { actor, emitted } = start({ session: customerToken, isLoggedIn: true, customer: emptyCustomer('c1') })
    await flush()
    actor.send({ type: 'session.signOut.requested' })
    await flush()
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().value).toBe('noSession')
    expect(context).toMatchObject({ session: null, isLoggedIn: false, customer: null, hasFreshData: false, data: null })
    expect(emitted).toContain('session.signedOut')
  })

  it.each(['CustomerGetFailure', 'HeaderOrPostDataInvalid'])('signs the shopper out on %s', async (code) => {
    const { actor } = start({ session: customerToken })
    await flush()
    actor.send({ type: 'session.user.failed', code })
    await flush()
    expect(actor.getSnapshot().value).toBe('noSession')
  })

  it('ignores other user errors', async () => {
    const { actor } = start({ session: customerToken })
    await flush()
    actor.send({ type: 'session.user.failed', code: 'Timeout' })
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' })
  })

  it('fetches data only when authenticated, addresses without anonymousId, the profile with a ucid', async () => {
    const guest = start({ session: anonymous }).actor.getSnapshot()
    expect([selectCanFetchData(guest), selectCanFetchAddresses(guest), selectCanFetchProfile(guest)]).toEqual([false, false, false])
    expect(selectVisitorStatus(guest)).toBe('guest')
    const loggedInAnon = start({ session: { ...anonymous, ucid: 'u' }, isLoggedIn: true }).actor.getSnapshot()
    expect([selectCanFetchData(loggedInAnon), selectCanFetchAddresses(loggedInAnon), selectCanFetchProfile(loggedInAnon)]).toEqual([true, false, true])
    const noUcid = start({ session: token() }).actor.getSnapshot()
    expect([selectCanFetchData(noUcid), selectCanFetchAddresses(noUcid), selectCanFetchProfile(noUcid)]).toEqual([true, true, false])
    expect(selectVisitorStatus(noUcid)).toBe('logged-in')
  })

  it('merges profile and address book into me.customer (spec 4.6)', () => {
    const { actor } = start({ session: customerToken, customer: { ...emptyCustomer('c1'), version: 5 } })
    actor.send({ type: 'session.profile.received', profile: { id: 'c1', version: 3, firstName: 'Eva' } })
    expect(actor.getSnapshot().context.customer).toMatchObject({ version: 5, firstName: 'Eva' })
    actor.send({ type: 'session.addresses.received', addressBook: { id: 'c1', version: 7, addresses: [{ id: 'a' }], defaultShippingAddressId: 'a' } })
    expect(actor.getSnapshot().context.customer).toMatchObject({ version: 7, defaultShippingAddress: { id: 'a' } })
  })
})
