// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../support/commerce-fixture'
import { createActor, waitFor } from 'xstate'
import {
  sessionMachine,
  selectCanFetchAddresses,
  selectCanFetchProfile,
} from '../../src/machines/session/session.machine'
import { mergeAddressBook, mergeProfile } from '../../src/machines/shopper/customer'
import { createApiClient } from '../../src/services/api'
import { createCart } from '../../src/services/commerce/cart'
import { changeAddresses, fetchAddressBook, fetchProfile } from '../../src/services/commerce/customer'
import { sessionActors } from '../../src/services/commerce/session'
import { cookieJar, shopperCommerce } from '../support/browser-session'

const fixture = useCommerceFixture()

/** The session machine of a new browser, with the app's real actors; the browser holds cookies only. */
function startSession() {
  const jar = cookieJar()
  const client = shopperCommerce(fixture.server.origin, jar)
  const api = createApiClient({ baseUrl: fixture.server.origin, fetch: jar.fetch })
  const actor = createActor(sessionMachine.provide({ actors: sessionActors({ api, client }) }), { input: {} })
  actor.start()
  return { actor, client, jar }
}

const CZ_CART = { storeKey: 'CZ-web', currency: 'CZK', country: 'CZ', locale: 'cs-CZ' }
const KITE_LINE = { type: 'addLineItem', sku: '1000010138', quantity: 1, distributionChannel: 'CZ-web' } as const

describe('session machine against the local platform (spec 4.1)', () => {
  it('starts as a guest, signs in with the guest cart, loads and recalculates it, then signs out', async () => {
    const { actor, client, jar } = startSession()
    await createCart(client, { ...CZ_CART, firstLine: KITE_LINE })
    // The first write started the guest session; the app tells the machine so from the readable cookie.
    expect(jar.cookies.get('kestrel_shopper')).toBe('guest')
    actor.send({ type: 'session.started' })
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(selectCanFetchAddresses(actor.getSnapshot())).toBe(false)

    const loaded: unknown[] = []
    actor.on('session.data.loaded', (event) => loaded.push(event.data))
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'jana@example.cz', password: 'heslo123' } })
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }), { timeout: 15_000 })
    const snapshot = actor.getSnapshot()
    expect(snapshot.context.hasFreshData).toBe(true)
    expect(selectCanFetchAddresses(snapshot)).toBe(true)
    expect(selectCanFetchProfile(snapshot)).toBe(true)
    expect(loaded).toHaveLength(1)
    expect(snapshot.context.data?.cart).toMatchObject({ lineItems: [{ sku: '1000010138', quantity: 1 }] })
    expect(snapshot.context.customerId).toBeTruthy()
    expect(jar.cookies.get('kestrel_shopper')).toBe('customer')

    actor.send({ type: 'session.signOut.requested' })
    await waitFor(actor, (s) => s.matches('noSession'), { timeout: 10_000 })
    expect(jar.cookies.size).toBe(0)
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'none', customerId: null, customer: null })
  })

  it('refuses wrong credentials and stays a guest', async () => {
    const { actor, client, jar } = startSession()
    await createCart(client, { ...CZ_CART, firstLine: KITE_LINE })
    actor.send({ type: 'session.started' })
    const guestCookie = jar.cookies.get('kestrel_sid')
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'jana@example.cz', password: 'wrong' } })
    await waitFor(actor, (s) => s.context.error !== null, { timeout: 10_000 })
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(jar.cookies.get('kestrel_sid')).toBe(guestCookie)
  })

  it("restores a customer's session from the cookie: the server names the customer", async () => {
    const first = startSession()
    first.actor.send({
      type: 'session.signIn.requested',
      credentials: { email: 'jana@example.cz', password: 'heslo123' },
    })
    await waitFor(first.actor, (s) => s.matches({ authenticated: 'ready' }), { timeout: 15_000 })
    const api = createApiClient({ baseUrl: fixture.server.origin, fetch: first.jar.fetch })
    const restored = createActor(sessionMachine.provide({ actors: sessionActors({ api, client: first.client }) }), {
      input: { session: { kind: 'customer' } },
    }).start()
    expect(restored.getSnapshot().value).toBe('identifying')
    await waitFor(restored, (s) => s.matches({ authenticated: 'ready' }), { timeout: 15_000 })
    expect(restored.getSnapshot().context.customerId).toBe(first.actor.getSnapshot().context.customerId)
  })

  it('reads the profile and changes the address book, merging per spec 4.6', async () => {
    const { actor, client } = startSession()
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'jana@example.cz', password: 'heslo123' } })
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }), { timeout: 15_000 })

    const profile = (await fetchProfile(client))!
    expect(profile).toMatchObject({ email: 'jana@example.cz', firstName: 'Jana', phoneNumber: '777123456', gender: '' })
    let me = mergeProfile(null, profile)
    const book = (await fetchAddressBook(client))!
    me = mergeAddressBook(me, book)
    expect(me.addresses).toHaveLength(1)

    const added = await changeAddresses(client, book.version!, {
      type: 'add',
      setDefault: true,
      address: {
        key: 'work',
        addressName: 'Práce',
        firstName: 'Jana',
        lastName: 'Nováková',
        streetName: 'Karlova 1',
        postalCode: '11000',
        city: 'Praha',
        country: 'CZ',
      },
    })
    me = mergeAddressBook(me, added)
    const work = added.addresses.find((a) => a.key === 'work')!
    expect(me.defaultShippingAddressId).toBe(work.id)
    expect(me.version).toBe(added.version)

    const removed = await changeAddresses(client, added.version!, { type: 'remove', addressId: work.id })
    expect(removed.addresses).toHaveLength(1)
  })
})
