import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { selectBagCount } from '../../machines/cart/cart.selectors'
import type { Cart } from '../../services/commerce/cart'
import type { Wishlist } from '../../services/commerce/wishlist'
import { createShop } from './shop-runtime'
import { formOutcome } from './shopper-render'

const cart = {
  id: 'cart-1',
  version: 3,
  totalLineItemQuantity: 2,
  lineItems: [{ id: 'l1', sku: '280002-05094-37', quantity: 2 }],
  discountCodes: [],
} as unknown as Cart
const wishlist = { id: 'list-1', version: 1, lineItems: [] } as unknown as Wishlist

/** What the server read of a shopper with a bag and a wishlist, after a plain-HTML add to bag. */
const rendered = (flags = '') => ({
  formToken: 'token',
  cart,
  wishlist,
  ...formOutcome(new URLSearchParams(flags)),
})

/** The actors an actor has invoked (a platform call under way is one). */
const invoked = (actor: AnyActorRef) => Object.keys(actor.getSnapshot().children ?? {})

describe('the shop a page renders with on the server', () => {
  it('starts from what the server read, and no statechart calls the platform while the page renders', () => {
    // Node has no window: this is the server's shop, whose statecharts go without their platform calls.
    for (const [cookies, flags] of [
      ['kestrel_shopper=guest', ''],
      ['kestrel_shopper=customer', 'added=280002-05094-37'],
      ['', ''],
    ] as const) {
      const shop = createShop({
        apiBaseUrl: 'http://127.0.0.1:9',
        queryClient: new QueryClient(),
        cookies,
        shopper: rendered(flags),
        locale: 'en',
      })
      expect(selectBagCount()(shop.cart.getSnapshot())).toBe(2)
      expect(shop.wishlist.getSnapshot().context.wishlist).toEqual(wishlist)
      for (const actor of [shop.cart, shop.wishlist, shop.session.current, shop.modal, shop.consent, shop.toast])
        expect(invoked(actor)).toEqual([])
      expect(shop.session.current.getSnapshot().status).toBe('active')
    }
  })
})
