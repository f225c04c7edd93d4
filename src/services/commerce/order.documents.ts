/** Order, payment and shipping-method queries of spec 7.1. */

const MONEY = 'centAmount currencyCode fractionDigits'

/** One of the shopper's orders with every field of spec 3.9: lines, totals, addresses, shipping and payments. */
export const MY_ORDER_FULL = `query MyOrderFull($id: String!, $locale: Locale) {
  me {
    order(id: $id) {
      id orderNumber createdAt orderState paymentState
      store { key }
      custom { customFieldsRaw { name value } }
      lineItems { id productKey quantity name(locale: $locale) variant { sku images { url label } } totalPrice { ${MONEY} } }
      totalPrice { ${MONEY} }
      taxedPrice { totalTax { ${MONEY} } }
      shippingAddress { firstName lastName company streetName postalCode city country email phone }
      billingAddress { firstName lastName company streetName postalCode city country }
      shippingInfo { shippingMethodName shippingMethod { localizedName(locale: $locale) } }
      paymentInfo {
        payments {
          id
          paymentMethodInfo { method }
          custom { customFieldsRaw { name value } }
          transactions { type state }
        }
      }
    }
  }
}`

/** The shipping methods a cart may use, with their localized name, order type and delivery time (spec 3.7). */
export const SHIPPING_METHODS_BY_CART = `query ShippingMethodsByCart($cartId: String!, $locale: Locale) {
  shippingMethodsByCart(id: $cartId) {
    id key name
    localizedName(locale: $locale)
    zoneRates { shippingRates { isMatching price { ${MONEY} } freeAbove { ${MONEY} } } }
    taxCategory { rates { amount country includedInPrice } }
    custom { customFieldsRaw(includeNames: ["shippingmethod_CF_OrderType", "shippingmethod_CF_DeliveryTime"]) { name value } }
  }
}`
