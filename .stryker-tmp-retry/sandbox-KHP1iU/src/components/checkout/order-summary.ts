// @ts-nocheck
import type { CheckoutCartDetails } from '../../services/commerce/order-checkout'
import type { ShippingMethod } from '../../services/commerce/order'
import type { Money } from '../../services/money'

/** What a delivery method costs, as the platform's shipping methods for the cart say. */
export type DeliveryRate = Pick<ShippingMethod, 'rate' | 'taxRate'>

interface OrderSummaryFigures {
  /** The lines at their (product-discounted) unit prices, before cart discounts and codes. */
  subtotal: Money
  /** Cart discounts and discount codes on the lines (a positive amount). */
  discount: Money
  discountCodes: string[]
  /** The chosen method's price; null when it is not known. */
  shipping: Money | null
  /** VAT included in the total. */
  tax: Money | null
  total: Money
}

/** The platform's split of a gross amount into net and VAT (half to even on the cent). */
export function includedTax(gross: number, rate: number): number {
  const exact = gross / (1 + rate)
  const floor = Math.floor(exact)
  const diff = exact - floor
  const net = diff > 0.5 ? floor + 1 : diff < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1
  return gross - net
}

/** A method's price for these lines: a paid method is free from its `freeAbove` amount of the lines (spec 3.7, the USP banner). */
export function deliveryPrice(rate: DeliveryRate['rate'], linesTotal: Money): Money | null {
  if (!rate) return null
  const free =
    rate.freeAbove !== null &&
    rate.freeAbove.currencyCode === linesTotal.currencyCode &&
    linesTotal.centAmount >= rate.freeAbove.centAmount
  return { ...rate.price, centAmount: free ? 0 : rate.price.centAmount }
}

/**
 * The figures beside the checkout steps. The cart's own totals when the chosen method is the one
 * set on the cart; until the delivery step saves a newly chosen method, its price from the
 * platform's rates takes the place of the cart's shipping.
 */
export function orderSummary(
  cart: CheckoutCartDetails,
  methodKey: string,
  rates: Record<string, DeliveryRate>,
): OrderSummaryFigures {
  const amount = (centAmount: number): Money => ({ ...cart.totalPrice, centAmount })
  const linesTotal = cart.lines.reduce((sum, line) => sum + line.totalPrice.centAmount, 0)
  const subtotal = cart.lines.reduce(
    (sum, line) =>
      sum + (line.unitPrice && !line.isGift ? line.unitPrice.centAmount * line.quantity : line.totalPrice.centAmount),
    0,
  )
  const base = {
    subtotal: amount(subtotal),
    discount: amount(Math.max(0, subtotal - linesTotal)),
    discountCodes: cart.discountCodes,
  }
  if (cart.shipping && cart.shipping.methodKey === methodKey)
    return { ...base, shipping: cart.shipping.price, tax: cart.tax, total: cart.totalPrice }

  const rate = rates[methodKey]
  const shipping = deliveryPrice(rate?.rate ?? null, amount(linesTotal))
  const cartShipping = cart.shipping?.price.centAmount ?? 0
  const linesTax = cart.tax ? cart.tax.centAmount - (cart.shipping?.tax?.centAmount ?? 0) : null
  const shippingTax =
    shipping && shipping.centAmount > 0
      ? rate?.taxRate != null
        ? includedTax(shipping.centAmount, rate.taxRate)
        : null
      : 0
  return {
    ...base,
    shipping,
    tax: linesTax !== null && shippingTax !== null ? amount(linesTax + shippingTax) : null,
    total: amount(cart.totalPrice.centAmount - cartShipping + (shipping?.centAmount ?? 0)),
  }
}
