// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../support/commerce-fixture'
import { createActor, waitFor } from 'xstate'
import { cartMachine } from '../../src/machines/cart/cart.machine'
import { cartActors, updateCart } from '../../src/services/commerce/cart'
import { cookieJar, shopperCommerce } from '../support/browser-session'

const fixture = useCommerceFixture()

async function shopper() {
  const client = shopperCommerce(fixture.server.origin, cookieJar())
  const actor = createActor(cartMachine.provide({ actors: cartActors(client) }), { input: {} }).start()
  const settle = () => waitFor(actor, (s) => s.matches({ operation: 'idle' }), { timeout: 10_000 })
  actor.send({ type: 'cart.item.added', sku: '1000010138' })
  await settle()
  const apply = async (code: string) => {
    actor.send({ type: 'cart.promo.applied', code })
    await settle()
    return actor.getSnapshot().context
  }
  return { client, actor, apply }
}

describe('promo codes against the local platform', () => {
  it('the platform compares codes exactly, as commercetools does', async () => {
    const { client, actor } = await shopper()
    const cart = actor.getSnapshot().context.cart!
    await expect(
      updateCart(client, {
        cartId: cart.id,
        version: cart.version,
        command: { type: 'addDiscountCode', code: 'welcome10' },
      }),
    ).rejects.toMatchObject({
      response: { errors: [{ extensions: { code: 'DiscountCodeNonApplicable', reason: 'DoesNotExist' } }] },
    })
  })

  it('a code typed in lower case is applied by the shop', async () => {
    const { apply } = await shopper()
    const context = await apply(' welcome10 ')
    expect(context.error).toBeNull()
    expect(context.cart!.discountCodes).toMatchObject([{ code: 'WELCOME10', state: 'MatchesCart' }])
  })

  it('each refused or unapplied code gets its own message key', async () => {
    const { apply } = await shopper()
    expect((await apply('nope')).error).toBe('promo.error')
    expect((await apply('expired')).error).toBe('promo.expired')
    expect((await apply('inactive')).error).toBe('promo.inactive')
    expect((await apply('usedup')).error).toBe('promo.maxApplications')
    expect((await apply('kids15')).error).toBe('promo.notApplicable')
  })
})
