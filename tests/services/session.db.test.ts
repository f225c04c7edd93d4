import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../support/commerce-fixture'
import { createActor, waitFor } from 'xstate'
import { sessionMachine, selectCanFetchAddresses, selectCanFetchProfile } from '../../src/machines/session/session.machine'
import type { SessionToken } from '../../src/machines/session/session.types'
import { mergeAddressBook, mergeProfile } from '../../src/machines/shopper/customer'
import { createCart, updateCart } from '../../src/services/commerce/cart'
import { createCommerceClient } from '../../src/services/commerce/commerce-client'
import { changeAddresses, fetchAddressBook, fetchProfile } from '../../src/services/commerce/customer'
import { sessionActors } from '../../src/services/commerce/session'

const fixture = useCommerceFixture()

function startSession() {
  let current: SessionToken | null = null
  const client = createCommerceClient({
    endpoint: fixture.graphqlEndpoint,
    session: { getSession: () => current, refreshSession: async (s) => s },
    logger: { error: () => {} },
  })
  let ended = 0
  const machine = sessionMachine.provide({
    actors: sessionActors({ auth: fixture.auth, client, currentSession: () => current, endSession: async () => void ended++ }),
  })
  const actor = createActor(machine, { input: {} })
  actor.subscribe((snapshot) => (current = snapshot.context.session))
  actor.start()
  return { actor, client, ended: () => ended }
}

describe('session machine against the local platform (spec 4.1)', () => {
  it('starts as a guest, signs in with the guest cart, loads and recalculates it, then signs out', async () => {
    const { actor, client, ended } = startSession()
    actor.send({ type: 'session.started' })
    await waitFor(actor, (s) => s.matches('anonymous'), { timeout: 10_000 })
    expect(selectCanFetchAddresses(actor.getSnapshot())).toBe(false)

    const cart = await createCart(client, { storeKey: 'CZ-web', currency: 'CZK', country: 'CZ', locale: 'cs-CZ' })
    await updateCart(client, {
      cartId: cart.id,
      version: cart.version,
      command: { type: 'addLineItem', sku: '1000010138', quantity: 1, distributionChannel: 'CZ-web' },
    })

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

    actor.send({ type: 'session.signOut.requested' })
    await waitFor(actor, (s) => s.matches('noSession'), { timeout: 10_000 })
    expect(ended()).toBe(1)
    expect(actor.getSnapshot().context).toMatchObject({ session: null, isLoggedIn: false, customer: null })
  })

  it('refuses wrong credentials and stays a guest', async () => {
    const { actor } = startSession()
    actor.send({ type: 'session.started' })
    await waitFor(actor, (s) => s.matches('anonymous'), { timeout: 10_000 })
    actor.send({ type: 'session.signIn.requested', credentials: { email: 'jana@example.cz', password: 'wrong' } })
    await waitFor(actor, (s) => s.context.error !== null, { timeout: 10_000 })
    expect(actor.getSnapshot().value).toBe('anonymous')
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
      address: { key: 'work', addressName: 'Práce', firstName: 'Jana', lastName: 'Nováková', streetName: 'Karlova 1', postalCode: '11000', city: 'Praha', country: 'CZ' },
    })
    me = mergeAddressBook(me, added)
    const work = added.addresses.find((a) => a.key === 'work')!
    expect(me.defaultShippingAddressId).toBe(work.id)
    expect(me.version).toBe(added.version)

    const removed = await changeAddresses(client, added.version!, { type: 'remove', addressId: work.id })
    expect(removed.addresses).toHaveLength(1)
  })
})
