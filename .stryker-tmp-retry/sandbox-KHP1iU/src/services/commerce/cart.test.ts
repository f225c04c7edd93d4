// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { asCart, cartSchema, toCart } from './cart'

const czk = (centAmount: number) => ({ centAmount, currencyCode: 'CZK', fractionDigits: 2 })

const raw = {
  id: 'c1',
  version: 3,
  totalLineItemQuantity: 3,
  totalPrice: czk(489000),
  taxedPrice: { totalGross: czk(489000), totalTax: czk(84867) },
  shippingInfo: { price: czk(9900), discountedPrice: null },
  discountCodes: [{ state: 'MatchesCart', discountCode: { id: 'd1', code: 'WELCOME10', name: null } }],
  lineItems: [
    {
      id: 'l1',
      productId: 'p1',
      productKey: '100001-01380',
      quantity: 2,
      lineItemMode: 'Standard',
      addedAt: '2026-01-01T00:00:00Z',
      nameAllLocales: [
        { locale: 'en', value: 'Aria Sneakers' },
        { locale: 'cs-CZ', value: 'Tenisky Aria' },
      ],
      productSlugAllLocales: [{ locale: 'en', value: 'aria' }],
      productType: { key: 'Footwear' },
      variant: {
        sku: '10000101380420',
        images: [{ url: '/img/1.svg', label: null }],
        attributesRaw: [{ name: 'Size', value: '42' }],
      },
      // 2 500 Kč, 2 000 Kč after the product discount; the promo code takes 10 % of the line.
      price: { value: czk(250000), discounted: { value: czk(200000) } },
      totalPrice: czk(360000),
    },
    {
      id: 'l2',
      productId: 'p2',
      productKey: '8888881-00000',
      quantity: 1,
      lineItemMode: 'Standard',
      nameAllLocales: [{ locale: 'en', value: 'Gift wrapping' }],
      productType: { key: 'Giftwrap' },
      variant: { sku: '8888881', images: [], attributesRaw: [] },
      price: { value: czk(5900), discounted: null },
      totalPrice: czk(5900),
    },
    {
      id: 'l3',
      productId: 'p3',
      quantity: 1,
      lineItemMode: 'GiftLineItem',
      nameAllLocales: [{ locale: 'en', value: 'Shoe brush' }],
      variant: { sku: '999', images: [], attributesRaw: [] },
      price: { value: czk(19900), discounted: null },
      totalPrice: czk(0),
    },
  ],
}

describe('the cart as the bag shows it (spec 3.2, 3.3)', () => {
  const cart = toCart(cartSchema.parse(raw))

  it('keeps what the cart machine reads', () => {
    expect(cart.lineItems.map((l) => [l.id, l.sku, l.quantity, l.productType])).toEqual([
      ['l1', '10000101380420', 2, 'Footwear'],
      ['l2', '8888881', 1, 'Giftwrap'],
      ['l3', '999', 1, null],
    ])
    expect(cart.discountCodes).toEqual([{ id: 'd1', code: 'WELCOME10', state: 'MatchesCart' }])
  })

  it('adds names per locale, the image, attributes and unit prices', () => {
    const [shoe, , gift] = cart.lineItems
    expect(shoe).toMatchObject({
      names: { en: 'Aria Sneakers', 'cs-CZ': 'Tenisky Aria' },
      slugs: { en: 'aria' },
      image: { url: '/img/1.svg', label: '' },
      attributes: { Size: '42' },
    })
    expect(shoe?.unitSalePrice?.centAmount).toBe(200000)
    expect(gift?.isGift).toBe(true)
  })

  it('sums the lines before cart discounts into the subtotal; the discount is what codes took off', () => {
    expect(cart.summary.subtotal.centAmount).toBe(400000 + 5900 + 0)
    expect(cart.summary.discount.centAmount).toBe(40000)
    expect(cart.summary.shipping?.centAmount).toBe(9900)
    expect(cart.summary.tax?.centAmount).toBe(84867)
    expect(cart.summary.total.centAmount).toBe(489000)
  })

  it('reads a machine cart back as a bag cart only when it carries the display data', () => {
    expect(asCart(cart)).toBe(cart)
    expect(asCart({ id: 'x', version: 1, totalLineItemQuantity: 0, lineItems: [], discountCodes: [] })).toBeNull()
    expect(asCart(null)).toBeNull()
  })
})
