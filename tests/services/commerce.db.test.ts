import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../support/commerce-fixture'
import { createActor, waitFor } from 'xstate'
import { cartMachine } from '../../src/machines/cart/cart.machine'
import { wishlistMachine } from '../../src/machines/wishlist/wishlist.machine'
import { cartActors, createOrderFromCart, fetchActiveCart, updateCart } from '../../src/services/commerce/cart'
import type { CommerceClient } from '../../src/services/commerce/commerce-client'
import { fetchOrder, fetchShippingMethods } from '../../src/services/commerce/order'
import { fetchCartAndWishlist, wishlistActors } from '../../src/services/commerce/wishlist'
import { cookieJar, shopperCommerce, signInWith } from '../support/browser-session'

const fixture = useCommerceFixture()

/** A new browser: no session until its first write. */
function clientFor(errors: unknown[] = []) {
  const jar = cookieJar()
  const client = shopperCommerce(fixture.server.origin, jar, {
    logger: { error: (message, detail) => errors.push({ message, detail }) },
  })
  return { client, jar }
}

/** Fault injection takes the commerce API client's credentials. */
const FAULT_CLIENT = `Basic ${btoa('kestrel-local:kestrel-local')}`
const inject = (answer: number | string, count: number) =>
  fetch(`${fixture.server.origin}/platform/commerce/faults`, {
    method: 'POST',
    headers: { authorization: FAULT_CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({ answer, count }),
  })

function cartActor(client: CommerceClient) {
  const actor = createActor(cartMachine.provide({ actors: cartActors(client) }), { input: {} }).start()
  const settle = () => waitFor(actor, (s) => s.matches({ operation: 'idle' }), { timeout: 10_000 })
  return { actor, settle }
}

describe('commerce services against the local platform', () => {
  it('runs the cart machine on an anonymous session: create, add, add again, change size, promo, remove', async () => {
    const { client, jar } = clientFor()
    const { actor, settle } = cartActor(client)

    actor.send({ type: 'cart.item.added', sku: '1000010138' })
    await settle()
    actor.send({ type: 'cart.item.added', sku: '1000010138' })
    await settle()
    let cart = actor.getSnapshot().context.cart!
    expect(cart.lineItems).toMatchObject([{ sku: '1000010138', quantity: 2 }])
    expect(cart.anonymousId).toBeTruthy()
    expect([...jar.cookies.keys()].sort()).toEqual(['kestrel_shopper', 'kestrel_sid'])
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
    expect((await fetchActiveCart(client, 'CZ-web'))?.id).toBe(cart.id)
  })

  it('retries 503s up to three times and a ConcurrentModification with the current version', async () => {
    const { client } = clientFor()
    const { actor, settle } = cartActor(client)
    actor.send({ type: 'cart.item.added', sku: '1000010138' })
    await settle()
    const cart = actor.getSnapshot().context.cart!

    await inject(503, 3)
    const afterOutage = await updateCart(client, {
      cartId: cart.id,
      version: cart.version,
      command: { type: 'recalculate', updateProductData: true },
    })
    expect(afterOutage.version).toBeGreaterThan(cart.version)

    const stale = await updateCart(client, {
      cartId: cart.id,
      version: 1,
      command: { type: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 3 },
    })
    expect(stale.lineItems[0]?.quantity).toBe(3)

    await inject(503, 4)
    await expect(
      updateCart(client, {
        cartId: cart.id,
        version: stale.version,
        command: { type: 'recalculate', updateProductData: true },
      }),
    ).rejects.toMatchObject({
      // The platform answered it was unavailable (503): the shop's endpoint passes that on, for a later try.
      response: { status: 503 },
    })
    await fetch(`${fixture.server.origin}/platform/commerce/faults`, {
      method: 'DELETE',
      headers: { authorization: FAULT_CLIENT },
    })
  })

  it('signs a customer in with the password flow, loads cart and wishlist, and runs the wishlist machine', async () => {
    const { client, jar } = clientFor()
    const signedIn = await signInWith(fixture.server.origin, jar, { email: 'jana@example.cz', password: 'heslo123' })
    expect(signedIn).toEqual({ kind: 'customer', customerId: expect.any(String) })
    expect(jar.cookies.get('kestrel_shopper')).toBe('customer')

    const wishlist = createActor(wishlistMachine.provide({ actors: wishlistActors(client, async () => {}) }), {
      input: { capacity: 2 },
    }).start()
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

  it('answers a read without a session as invalid_token, and starts no session for it', async () => {
    const { client, jar } = clientFor()
    await expect(fetchActiveCart(client, 'CZ-web')).rejects.toMatchObject({
      response: { status: 401, errors: [{ extensions: { code: 'invalid_token' } }] },
    })
    expect(jar.cookies.size).toBe(0)
  })

  it('lists the shipping methods of a cart, places an order and reads it back', async () => {
    const { client } = clientFor()
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
