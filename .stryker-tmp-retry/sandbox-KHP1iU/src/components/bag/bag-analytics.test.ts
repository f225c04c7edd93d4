// @ts-nocheck
import { describe, expect, it } from 'vitest'
import type { Cart, CartLineDetails } from '../../services/commerce/cart'
import type { Wishlist, WishlistLineDetails } from '../../services/commerce/wishlist'
import { cartChangeEvents, viewCartEvent, wishlistChangeEvents } from './bag-analytics'

const czk = (centAmount: number) => ({ centAmount, currencyCode: 'CZK', fractionDigits: 2 })

const line = (sku: string, quantity: number, extra: Partial<CartLineDetails> = {}): CartLineDetails => ({
  id: `l-${sku}`,
  sku,
  quantity,
  productId: `p-${sku}`,
  names: { en: `Shoe ${sku}`, 'cs-CZ': `Bota ${sku}` },
  slugs: {},
  isGift: false,
  image: null,
  attributes: { ColorCode: '001', Size: '42', Division: 'Footwear' },
  unitPrice: czk(200000),
  unitSalePrice: czk(150000),
  totalPrice: czk(150000 * quantity),
  ...extra,
})

const cartOf = (...lineItems: CartLineDetails[]): Cart => ({
  id: 'c1',
  version: 1,
  totalLineItemQuantity: lineItems.reduce((sum, l) => sum + l.quantity, 0),
  lineItems,
  discountCodes: [],
  totalPrice: czk(lineItems.reduce((sum, l) => sum + l.totalPrice.centAmount, 0)),
  summary: { subtotal: czk(0), discount: czk(0), shipping: null, tax: null, total: czk(0) },
})

describe('bag analytics (spec 7.6)', () => {
  it('view_cart lists the lines in English with the paid price and the discount', () => {
    const event = viewCartEvent(cartOf(line('A', 2)))
    expect(event).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'CZK',
        value: 3000,
        items: [
          {
            item_id: 'A',
            item_name: 'Shoe A',
            item_variant: '001',
            item_category: 'Footwear',
            size: '42',
            price: 1500,
            discount: 500,
            quantity: 2,
          },
        ],
      },
    })
  })

  it('an add is add_to_cart for the new units, then cart_contents', () => {
    const events = cartChangeEvents(cartOf(line('A', 1)), cartOf(line('A', 2), line('B', 1)))
    expect(events.map((e) => e.event)).toEqual(['add_to_cart', 'add_to_cart', 'cart_contents'])
    expect((events[0]!.ecommerce as { items: Array<{ item_id: string; quantity: number }> }).items[0]).toMatchObject({
      item_id: 'A',
      quantity: 1,
    })
  })

  it('a removal and a size change are remove_from_cart (and add_to_cart for the new size)', () => {
    expect(cartChangeEvents(cartOf(line('A', 2)), cartOf()).map((e) => e.event)).toEqual([
      'remove_from_cart',
      'cart_contents',
    ])
    expect(cartChangeEvents(cartOf(line('A', 1)), cartOf(line('A2', 1))).map((e) => e.event)).toEqual([
      'add_to_cart',
      'remove_from_cart',
      'cart_contents',
    ])
  })

  it('promo codes and gift lines are not cart changes', () => {
    expect(cartChangeEvents(cartOf(line('A', 1)), cartOf(line('A', 1), line('GIFT', 1, { isGift: true })))).toEqual([])
  })

  it('wishlist changes name the added and removed lines', () => {
    const w = (...skus: string[]): Wishlist => ({
      id: 'w',
      version: 1,
      lineItems: skus.map((sku): WishlistLineDetails => ({
        id: sku,
        sku,
        quantity: 1,
        addedAt: '2026-01-01',
        productId: null,
        names: { en: sku },
        slugs: {},
        image: null,
        attributes: {},
        price: czk(100),
        salePrice: null,
      })),
    })
    const { added, removed, events } = wishlistChangeEvents(w('A', 'B'), w('B', 'C'))
    expect(added.map((l) => l.sku)).toEqual(['C'])
    expect(removed.map((l) => l.sku)).toEqual(['A'])
    expect(events.map((e) => e.event)).toEqual(['add_to_wishlist', 'remove_from_wishlist'])
  })
})
