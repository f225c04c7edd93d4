// @ts-nocheck
import { describe, expect, it } from 'vitest'
import type { CheckoutCartDetails } from '../../services/commerce/order-checkout'
import { deliveryPrice, includedTax, orderSummary, type DeliveryRate } from './order-summary'

const czk = (centAmount: number) => ({ centAmount, currencyCode: 'CZK', fractionDigits: 2 })
const rates: Record<string, DeliveryRate> = {
  HD: { rate: { price: czk(9900), freeAbove: czk(150000) }, taxRate: 0.21 },
  CC: { rate: { price: czk(0), freeAbove: null }, taxRate: 0.21 },
}

/** One 1 314 Kč line with WELCOME10 (−10 %), no delivery set yet: the platform's figures. */
function cart(overrides: Partial<CheckoutCartDetails> = {}): CheckoutCartDetails {
  return {
    id: 'c1',
    version: 3,
    totalCentAmount: 118260,
    currencyCode: 'CZK',
    totalPrice: czk(118260),
    tax: czk(includedTax(118260, 0.21)),
    lines: [
      {
        id: 'l1',
        sku: '13000304040350',
        quantity: 1,
        names: { en: 'Iris' },
        image: null,
        attributes: { Size: '35' },
        unitPrice: czk(131400),
        totalPrice: czk(118260),
        isGift: false,
      },
    ],
    discountCodes: ['WELCOME10'],
    shipping: null,
    ...overrides,
  }
}

describe('the checkout order summary', () => {
  it('adds the chosen method’s price for the cart before the delivery step saves it', () => {
    const summary = orderSummary(cart(), 'HD', rates)
    expect(summary.subtotal).toEqual(czk(131400))
    expect(summary.discount).toEqual(czk(13140))
    expect(summary.discountCodes).toEqual(['WELCOME10'])
    expect(summary.shipping).toEqual(czk(9900))
    expect(summary.total).toEqual(czk(128160))
    expect(summary.subtotal.centAmount - summary.discount.centAmount + summary.shipping!.centAmount).toBe(
      summary.total.centAmount,
    )
    expect(summary.tax).toEqual(czk(includedTax(118260, 0.21) + includedTax(9900, 0.21)))
  })

  it('follows the chosen method: a free one leaves the lines as the total', () => {
    const summary = orderSummary(cart(), 'CC', rates)
    expect(summary.shipping).toEqual(czk(0))
    expect(summary.total).toEqual(czk(118260))
  })

  it('takes the cart’s own figures once the method is set on it', () => {
    const withDelivery = cart({
      totalPrice: czk(128160),
      totalCentAmount: 128160,
      tax: czk(22242),
      shipping: { methodKey: 'HD', price: czk(9900), tax: czk(1718) },
    })
    expect(orderSummary(withDelivery, 'HD', {})).toMatchObject({
      shipping: czk(9900),
      total: czk(128160),
      tax: czk(22242),
    })
    // Another method chosen after that: the cart's shipping gives way to the new one.
    expect(orderSummary(withDelivery, 'CC', rates)).toMatchObject({
      shipping: czk(0),
      total: czk(118260),
      tax: czk(22242 - 1718),
    })
  })

  it('makes paid delivery free from the rate’s amount of the lines', () => {
    expect(deliveryPrice(rates.HD!.rate, czk(149999))).toEqual(czk(9900))
    expect(deliveryPrice(rates.HD!.rate, czk(150000))).toEqual(czk(0))
    expect(deliveryPrice(null, czk(1))).toBeNull()
  })

  it('splits the VAT out of a gross amount as the platform does', () => {
    expect(includedTax(9900, 0.21)).toBe(1718)
    expect(includedTax(12100, 0.21)).toBe(2100)
  })
})
