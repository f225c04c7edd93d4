/** Order documents the own API sends for the shopper (spec 7.1). */

export const CREATE_MY_ORDER_FROM_CART = `mutation CreateMyOrderFromCart($id: String!, $version: Long!, $storeKey: KeyReferenceInput) {
  createMyOrderFromCart(storeKey: $storeKey, draft: { id: $id, version: $version }) { id orderNumber }
}`

/** The shopper's latest orders with the cart each came from: finds the order of a cart already ordered. */
export const MY_RECENT_ORDERS = `query MyRecentOrders {
  me { orders(limit: 20, sort: ["createdAt desc"]) { results { id orderNumber cart { id } } } }
}`

/** The shopper's own order, read for its document. */
export const MY_ORDER_NUMBER = `query MyOrderNumber($id: String!) { me { order(id: $id) { orderNumber } } }`

export const MY_ORDER_FOR_PAYMENT = `query MyOrderForPayment($id: String!) {
  me { order(id: $id) { id orderNumber version orderState paymentState totalPrice { centAmount currencyCode } } }
}`

export const MY_ACTIVE_CART_TOTAL = `query MyActiveCartTotal {
  me { activeCart { id totalPrice { centAmount currencyCode } } }
}`

export const PAYMENT_BY_KEY = `query PaymentByKey($key: String!) { payment(key: $key) { id } }`

export const CREATE_PAYMENT = `mutation CreatePayment($draft: PaymentDraft!) { createPayment(draft: $draft) { id version key } }`

export const ORDER_VERSION = `query OrderVersion($id: String!) { order(id: $id) { id version } }`

export const UPDATE_ORDER = `mutation UpdateOrder($id: String!, $version: Long!, $actions: [OrderUpdateAction!]!) {
  updateOrder(id: $id, version: $version, actions: $actions) { id version paymentState }
}`
