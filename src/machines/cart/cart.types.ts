/** What the cart machine reads of a cart (spec 3.2, 3.3); services parse the rest. */
export interface CartLine {
  id: string
  sku: string
  quantity: number
  addedAt?: string | null
  productKey?: string | null
  productType?: string | null
}

export interface CartDiscountCode {
  id: string
  code: string
  state: string | null
}

export interface CartView {
  id: string
  version: number
  anonymousId?: string | null
  totalLineItemQuantity: number
  lineItems: CartLine[]
  discountCodes: CartDiscountCode[]
}

/** The selected store (spec 3.19 `storeData`); only its supply channels matter to the cart. */
export interface StoreData {
  key?: string
  supplyChannels: Array<{ key: string; id?: string }>
}

/** The cart changes the service layer knows how to send (spec 7.1). */
export type CartCommand =
  | { type: 'addLineItem'; sku: string; quantity: number; distributionChannel: string; supplyChannel?: string }
  | { type: 'changeLineItemQuantity'; lineItemId: string; quantity: number }
  | { type: 'removeLineItem'; lineItemId: string; quantity: number }
  | {
      type: 'changeSize'
      lineItemId: string
      sku: string
      quantity: number
      addedAt?: string | null
      distributionChannel: string
      supplyChannel?: string
    }
  | { type: 'changeSizeToExistingLine'; lineItemIdToRemove: string; lineItemIdToChange: string; quantity: number }
  | { type: 'addDiscountCode'; code: string }
  | { type: 'removeDiscountCode'; discountId: string }
  | { type: 'recalculate'; updateProductData: true }

export interface UpdateCartInput {
  cartId: string
  version: number
  /** The store the cart belongs to (the page locale's); the platform refuses a cart of another. */
  storeKey?: string
  command: CartCommand
}

export interface CreateCartInput {
  storeKey: string
  currency: string
  country: string
  locale: string
  deliveryMethodId?: string
  /** The line the shopper added: the new cart is created with it, in one round trip. */
  firstLine: Extract<CartCommand, { type: 'addLineItem' }>
}
