import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../support/commerce-fixture'
import { createActor, waitFor } from 'xstate'
import { cartMachine } from '../../src/machines/cart/cart.machine'
import type { SessionToken } from '../../src/machines/session/session.types'
import { wishlistMachine } from '../../src/machines/wishlist/wishlist.machine'
import { requestAnonymousToken, requestCustomerToken, refreshSessionToken } from '../../src/services/commerce/auth'
import { cartActors, createOrderFromCart, fetchActiveCart, updateCart } from '../../src/services/commerce/cart'
import { createCommerceClient, type CommerceClient } from '../../src/services/commerce/commerce-client'
import { fetchOrder, fetchShippingMethods } from '../../src/services/commerce/order'
import { fetchCartAndWishlist, wishlistActors } from '../../src/services/commerce/wishlist'

const fixture = useCommerceFixture()

function clientFor(initial: SessionToken, errors: unknown[] = []) {
  let session: SessionToken | null = initial
  const refreshed: SessionToken[] = []
  const client = createCommerceClient({
    endpoint: fixture.graphqlEndpoint,
    session: {
      getSession: () => session,
      refreshSession: async (old) => {
        session = await refreshSessionToken(fixture.auth, old)
        refreshed.push(session)
        return session
      },
    },
    logger: { error: (message, detail) => errors.push({ message, detail }) },
    retryDelay: 5,
  })
  return { client, refreshed, drop: () => (session = null) }
}

/** Fault injection takes the commerce API client's credentials. */
const FAULT_CLIENT = `Basic ${btoa('kestrel-local:kestrel-local')}`
const inject = (answer: number | string, count: number) =>
  fetch(`${fixture.server.origin}/platform/commerce/faults`, { method: 'POST', headers: { authorization: FAULT_CLIENT, 'content-type': 'application/json' }, body: JSON.stringify({ answer, count }) })

function cartActor(client: CommerceClient) {
  const actor = createActor(cartMachine.provide({ actors: cartActors(client) }), { input: {} }).start()
  const settle = () => waitFor(actor, (s) => s.matches({ operation: 'idle' }), { timeout: 10_000 })
  return { actor, settle }
}

describe('commerce services against the local platform', () => {
  it('runs the cart machine on an anonymous session: create, add, add again, change size, promo, remove', async () => {
    const session = await requestAnonymousToken(fixture.auth)
    expect(session.anonymousId).toBeTruthy()
    const { client } = clientFor(session)
    const { actor, settle } = cartActor(client)

    actor.send({ type: 'cart.item.added', sku: '1000010138' })
    await settle()
    actor.send({ type: 'cart.item.added', sku: '1000010138' })
    await settle()
    let cart = actor.getSnapshot().context.cart!
    expect(cart.lineItems).toMatchObject([{ sku: '1000010138', quantity: 2 }])
    expect(actor.getSnapshot().matches({ addedToBagModal: 'open' })).toBe(true)

    actor.send({ type: 'cart.item.sizeChanged', lineItemId: cart.lineItems[0]!.id, sku: '1000010140' })
    await settle()
    cart = actor.getSnapshot().context.cart!
    expect(cart.lineItems).toMatchObject([{ sku: '1000010140', quantity: 2 }])

    actor.send({ type: 'cart.promo.applied', code: 'WELCOME10' })
    await settle()
    expect(actor.getSnapshot().context.cart!.discountCodes).toMatchObject([{ code: 'WELCOME10' }])
    actor.send({ type: 'cart.promo.applied', code: 'WELCOME10' })
    expect(actor.getSnapshot().context.error).toBe('promo.duplicateCode')

    actor.send({ type: 'cart.item.removed', lineItemId: actor.getSnapshot().context.cart!.lineItems[0]!.id })
    await settle()
    expect(actor.getSnapshot().context.cart!.lineItems).toEqual([])
    expect((await fetchActiveCart(client))?.id).toBe(cart.id)
  })

  it('retries 503s up to three times and a ConcurrentModification with the current version', async () => {
    const { client } = clientFor(await requestAnonymousToken(fixture.auth))
    const { actor, settle } = cartActor(client)
    actor.send({ type: 'cart.item.added', sku: '1000010138' })
    await settle()
    const cart = actor.getSnapshot().context.cart!

    await inject(503, 3)
    const afterOutage = await updateCart(client, { cartId: cart.id, version: cart.version, command: { type: 'recalculate', updateProductData: true } })
    expect(afterOutage.version).toBeGreaterThan(cart.version)

    const stale = await updateCart(client, { cartId: cart.id, version: 1, command: { type: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 3 } })
    expect(stale.lineItems[0]?.quantity).toBe(3)

    await inject(503, 4)
    await expect(updateCart(client, { cartId: cart.id, version: stale.version, command: { type: 'recalculate', updateProductData: true } })).rejects.toMatchObject({
      response: { status: 503 },
    })
    await fetch(`${fixture.server.origin}/platform/commerce/faults`, { method: 'DELETE', headers: { authorization: FAULT_CLIENT } })
  })

  it('signs a customer in with the password flow, loads cart and wishlist, and runs the wishlist machine', async () => {
    const guest = await requestAnonymousToken(fixture.auth)
    const session = await requestCustomerToken(fixture.auth, { email: 'jana@example.cz', password: 'heslo123' }, guest)
    expect(session.ucid).toBeTruthy()
    expect(session.anonymousId).toBeNull()
    const { client } = clientFor(session)

    const wishlist = createActor(wishlistMachine.provide({ actors: wishlistActors(client, async () => {}) }), { input: { capacity: 2 } }).start()
    const settle = () => waitFor(wishlist, (s) => s.matches('idle'), { timeout: 10_000 })
    for (const sku of ['1000010138', '1000010140', '8888881']) {
      wishlist.send({ type: 'wishlist.item.added', sku })
      await settle()
    }
    const lines = wishlist.getSnapshot().context.wishlist!.lineItems
    expect(lines.map((l) => l.sku).sort()).toEqual(['1000010140', '8888881'])
    expect(lines.every((l) => l.quantity === 1)).toBe(true)

    const first = lines.find((l) => l.sku === '1000010140')!
    wishlist.send({ type: 'wishlist.item.sizeChanged', lineItemId: first.id, sku: '1000010138' })
    await settle()
    const changed = wishlist.getSnapshot().context.wishlist!.lineItems.find((l) => l.sku === '1000010138')
    expect(changed?.addedAt).toBe(first.addedAt)

    const loaded = await fetchCartAndWishlist(client)
    expect(loaded.wishlist?.id).toBe(wishlist.getSnapshot().context.wishlist!.id)
  })

  it('refreshes a token that expires within 30 s before calling', async () => {
    const session = await requestAnonymousToken(fixture.auth)
    const { client, refreshed } = clientFor({ ...session, accessTokenExpiryTimestamp: Date.now() + 10_000 })
    await fetchActiveCart(client)
    expect(refreshed).toHaveLength(1)
    expect(refreshed[0]!.anonymousId).toBe(session.anonymousId)
    await fetchActiveCart(client)
    expect(refreshed).toHaveLength(1)
  })

  it('logs a call without a session as an error', async () => {
    const errors: unknown[] = []
    const { client, drop } = clientFor(await requestAnonymousToken(fixture.auth), errors)
    drop()
    await expect(fetchActiveCart(client)).rejects.toThrow('No commerce session')
    expect(errors).toEqual([{ message: 'Commerce call without a session', detail: undefined }])
  })

  it('lists the shipping methods of a cart, places an order and reads it back', async () => {
    const { client } = clientFor(await requestAnonymousToken(fixture.auth))
    const { actor, settle } = cartActor(client)
    actor.send({ type: 'cart.item.added', sku: '1000010138' })
    await settle()
    const cart = actor.getSnapshot().context.cart!
    const methods = await fetchShippingMethods(client, cart.id)
    expect(methods.map((m) => m.key)).toContain('HD')
    expect(methods.find((m) => m.key === 'HD')?.orderType).toBe('HD')
    const order = await createOrderFromCart(client, cart)
    expect(order.id).toBeTruthy()
    const full = await fetchOrder(client, order.id)
    expect(full?.lineItems).toMatchObject([{ quantity: 1, variant: { sku: '1000010138' } }])
  })
})
