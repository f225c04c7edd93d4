/** The checkout's cart updates (spec 7.1): contact details, then delivery method, addresses, date and slot. */

const MONEY = 'centAmount currencyCode fractionDigits'

/** The cart with what the order summary shows (spec 3.2, 3.3): lines, discount codes, shipping, VAT and total. */
const CHECKOUT_CART = `id version
  totalPrice { ${MONEY} }
  taxedPrice { totalGross { ${MONEY} } totalTax { ${MONEY} } }
  lineItems {
    id quantity lineItemMode
    nameAllLocales { locale value }
    variant { sku images { url label } attributesRaw { name value } }
    price { value { ${MONEY} } discounted { value { ${MONEY} } } }
    totalPrice { ${MONEY} }
  }
  discountCodes { state discountCode { id code } }
  shippingInfo { price { ${MONEY} } discountedPrice { value { ${MONEY} } } shippingMethod { key } taxedPrice { totalTax { ${MONEY} } } }`

export const SET_CHECKOUT_CONTACT = `mutation SetCheckoutContact($id: String!, $version: Long!, $storeKey: KeyReferenceInput, $email: String) {
  updateMyCart(id: $id, version: $version, storeKey: $storeKey, actions: [{ setCustomerEmail: { email: $email } }]) { ${CHECKOUT_CART} }
}`

/** Custom field values are JSON-encoded strings (the platform's convention). */
export const SET_CHECKOUT_DELIVERY = `mutation SetCheckoutDelivery($id: String!, $version: Long!, $storeKey: KeyReferenceInput, $shippingMethodKey: String!,
  $shippingAddress: AddressInput!, $billingAddress: AddressInput!, $date: String, $timeslot: String) {
  updateMyCart(id: $id, version: $version, storeKey: $storeKey, actions: [
    { setShippingMethod: { shippingMethod: { key: $shippingMethodKey, typeId: "shipping-method" } } },
    { setShippingAddress: { address: $shippingAddress } },
    { setBillingAddress: { address: $billingAddress } },
    { setCustomField: { name: "order_CF_DeliveryDate", value: $date } },
    { setCustomField: { name: "order_CF_DeliveryTimeSlot", value: $timeslot } }
  ]) { ${CHECKOUT_CART} }
}`

export const CHECKOUT_CART_QUERY = `query CheckoutCart {
  me { activeCart { ${CHECKOUT_CART} } }
}`

/** An order awaiting payment (a reload of the payment step): the same figures as the cart it was made from. */
export const CHECKOUT_ORDER_QUERY = `query CheckoutOrder($id: String!) {
  me { order(id: $id) { ${CHECKOUT_CART} } }
}`
