/** A new cart for the shopper (spec 7.2 `create-cart`), created with the shopper's own token. */
export const CREATE_MY_CART = `mutation CreateMyCart($draft: MyCartDraft!, $storeKey: KeyReferenceInput) {
  createMyCart(draft: $draft, storeKey: $storeKey) {
    id version anonymousId customerId cartState country locale totalLineItemQuantity
    store { key }
    totalPrice { centAmount currencyCode fractionDigits }
    shippingInfo { shippingMethodName shippingMethod { id } }
    lineItems { id quantity }
  }
}`
