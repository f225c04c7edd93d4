// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise, type AnyActorRef, type EventObject } from 'xstate'
import type { CartView } from '../cart/cart.types'
import type { WishlistView } from '../wishlist/wishlist.types'
import type { IncomingProfile } from './customer'
import { shopperMachine, type ShopperData } from './shopper.machine'

const cart = { id: 'cart-1', version: 1, totalLineItemQuantity: 1, lineItems: [], discountCodes: [] } as CartView
const wishlist = { id: 'wl-1', version: 1, lineItems: [] } as unknown as WishlistView
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A stand-in for the cart or wishlist actor that records what it is told. */
function recorder() {
  const received: EventObject[] = []
  const actor = createActor(createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } })).start()
  return { actor: actor as AnyActorRef, received }
}

function start(options: { profile?: () => Promise<IncomingProfile>; guest?: () => Promise<ShopperData> } = {}) {
  const bag = recorder()
  const list = recorder()
  const profiles: string[] = []
  const machine = shopperMachine.provide({
    actors: {
      fetchProfile: fromPromise<IncomingProfile, { customerId: string }>(async ({ input }) => {
        profiles.push(input.customerId)
        return options.profile ? options.profile() : { id: input.customerId, version: 1, firstName: 'Eva' }
      }),
      fetchGuestData: fromPromise<ShopperData, void>(async () =>
        options.guest ? options.guest() : { cart, wishlist },
      ),
    },
  })
  const actor = createActor(machine, { input: { cart: bag.actor, wishlist: list.actor } }).start()
  const emitted: EventObject[] = []
  actor.on('*', (event) => emitted.push(event))
  return { actor, bag: bag.received, list: list.received, profiles, emitted }
}

describe('shopper machine: what a change of session means (spec 4.1)', () => {
  it('hands the cart and wishlist a sign-in loaded to the bag and the wishlist, and reports the bag', () => {
    const { actor, bag, list, emitted } = start()
    actor.send({ type: 'shopper.data.loaded', data: { cart, wishlist } })
    expect(bag).toEqual([{ type: 'cart.loaded', cart }])
    expect(list).toEqual([{ type: 'wishlist.loaded', wishlist }])
    expect(emitted).toEqual([{ type: 'shopper.cart.loaded', cart }])
  })

  it('clears the bag, the wishlist and the cached user on sign-out', () => {
    const { actor, bag, list, emitted } = start()
    actor.send({ type: 'shopper.signedOut' })
    expect(bag).toEqual([{ type: 'cart.cleared' }])
    expect(list).toEqual([{ type: 'wishlist.cleared' }])
    expect(emitted).toEqual([{ type: 'shopper.user.dropped' }])
  })

  it('loads a returning guest’s own bag and wishlist, and leaves them alone when that fails', async () => {
    const returning = start()
    returning.actor.send({ type: 'shopper.guest.restored' })
    await tick()
    expect(returning.bag).toEqual([{ type: 'cart.loaded', cart }])
    expect(returning.list).toEqual([{ type: 'wishlist.loaded', wishlist }])
    expect(returning.emitted).toEqual([{ type: 'shopper.cart.loaded', cart }])
    const failing = start({ guest: () => Promise.reject(new Error('down')) })
    failing.actor.send({ type: 'shopper.guest.restored' })
    await tick()
    expect([failing.bag, failing.list, failing.emitted]).toEqual([[], [], []])
  })

  it('hands a later sign-in’s cart and wishlist on, and clears them on sign-out, once a returning guest’s own have come', async () => {
    const { actor, bag, list } = start()
    actor.send({ type: 'shopper.guest.restored' })
    await tick()
    const signedIn = { ...cart, id: 'cart-2' }
    actor.send({ type: 'shopper.data.loaded', data: { cart: signedIn, wishlist: null } })
    actor.send({ type: 'shopper.signedOut' })
    expect(bag).toEqual([
      { type: 'cart.loaded', cart },
      { type: 'cart.loaded', cart: signedIn },
      { type: 'cart.cleared' },
    ])
    expect(list).toEqual([
      { type: 'wishlist.loaded', wishlist },
      { type: 'wishlist.loaded', wishlist: null },
      { type: 'wishlist.cleared' },
    ])
  })

  it('asks for the profile only once the customer is named, once per customer, and again after signing out', async () => {
    const { actor, profiles, emitted } = start()
    actor.send({ type: 'shopper.customer.named', customerId: null })
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    await tick()
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    await tick()
    expect(profiles).toEqual(['u-1'])
    expect(emitted).toEqual([
      { type: 'shopper.profile.received', profile: { id: 'u-1', version: 1, firstName: 'Eva' } },
    ])
    actor.send({ type: 'shopper.customer.named', customerId: null })
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    await tick()
    expect(profiles).toEqual(['u-1', 'u-1'])
  })

  it('drops a profile that arrives after the session ended', async () => {
    let answer: (profile: IncomingProfile) => void = () => {}
    const { actor, emitted } = start({ profile: () => new Promise((resolve) => (answer = resolve)) })
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    actor.send({ type: 'shopper.customer.named', customerId: null })
    answer({ id: 'u-1', version: 1 })
    await tick()
    expect(emitted).toEqual([])
  })

  it('asks again for the profile of a customer who signs in again after signing out while it was on its way', async () => {
    const { actor, profiles } = start({ profile: () => new Promise(() => {}) })
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    actor.send({ type: 'shopper.customer.named', customerId: null })
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    expect(profiles).toEqual(['u-1', 'u-1'])
  })

  it('keeps the shopper signed in when getting the user fails without a reason, and asks again at the next sign-in', async () => {
    const { actor, profiles, emitted } = start({ profile: () => Promise.reject(undefined) })
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    await tick()
    expect(emitted).toEqual([])
    actor.send({ type: 'shopper.customer.named', customerId: null })
    actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
    await tick()
    expect(profiles).toEqual(['u-1', 'u-1'])
    expect(actor.getSnapshot().status).toBe('active')
  })

  it.each(['CustomerGetFailure', 'HeaderOrPostDataInvalid'])(
    'signs the shopper out when getting the user fails with %s (spec 8.2), not for other failures',
    async (code) => {
      const signingOut = start({ profile: () => Promise.reject(Object.assign(new Error('x'), { data: { code } })) })
      signingOut.actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
      await tick()
      expect(signingOut.emitted).toEqual([{ type: 'shopper.user.failed', code }])
      const other = start({
        profile: () => Promise.reject(Object.assign(new Error('x'), { data: { code: 'Timeout' } })),
      })
      other.actor.send({ type: 'shopper.customer.named', customerId: 'u-1' })
      await tick()
      expect(other.emitted).toEqual([])
    },
  )
})
