/**
 * The cart documents of spec 7.1. Every cart operation sends id, version, storeKey and
 * locale; each returns the cart.
 */

const MONEY = 'centAmount currencyCode fractionDigits type'

const ADDRESS = `firstName lastName phone email streetName additionalAddressInfo postalCode city region country company salutation
  custom { customFieldsRaw { name value } }`

/** The cart as the storefront reads it (spec 3.2, 3.3). `$locale` picks the line names. */
export const CART_FIELDS = `fragment CartFields on Cart {
  id version anonymousId country createdAt totalLineItemQuantity customerEmail cartState
  store { key }
  lineItems {
    id productId productKey addedAt quantity lineItemMode
    name(locale: $locale)
    nameAllLocales { locale value }
    productSlugAllLocales { locale value }
    productType { key name }
    supplyChannel { id key }
    variant {
      sku
      images { url label }
      attributesRaw { name value }
      availability { channels { total results { channel { id key } availability { isOnStock availableQuantity } } } }
    }
    price { value { ${MONEY} } discounted { value { ${MONEY} } } custom { customFieldsRaw { name value } } }
    totalPrice { ${MONEY} }
    discountedPricePerQuantity {
      quantity
      discountedPrice { value { ${MONEY} } includedDiscounts { discount { id key } discountedAmount { ${MONEY} } } }
    }
    custom { customFieldsRaw { name value } }
  }
  totalPrice { ${MONEY} }
  taxedPrice { totalGross { ${MONEY} } totalTax { ${MONEY} } }
  custom { customFieldsRaw { name value } }
  directDiscounts { id value { type } }
  discountCodes { state discountCode { id code key name(locale: $locale) cartDiscounts { id } } }
  shippingAddress { ${ADDRESS} }
  billingAddress { ${ADDRESS} }
  shippingInfo {
    shippingMethodName
    price { ${MONEY} }
    shippingMethod { key name }
    discountedPrice { value { ${MONEY} } includedDiscounts { discount { id } } }
  }
  paymentInfo { payments { id paymentMethodInfo { method name(locale: $locale) } } }
}`

const update = (
  name: string,
  variables: string,
  actions: string,
) => `mutation ${name}($id: String!, $version: Long!, $storeKey: KeyReferenceInput, $locale: Locale${variables}) {
  updateMyCart(id: $id, version: $version, storeKey: $storeKey, actions: ${actions}) { ...CartFields }
}
${CART_FIELDS}`

export const CREATE_MY_CART = `mutation CreateMyCart($storeKey: KeyReferenceInput, $currency: Currency!, $country: Country!, $locale: Locale, $shippingMethod: ResourceIdentifierInput) {
  createMyCart(storeKey: $storeKey, draft: {
    currency: $currency, country: $country, locale: $locale, lineItems: [],
    shippingAddress: { country: $country }, shippingMethod: $shippingMethod
  }) { ...CartFields }
}
${CART_FIELDS}`

export const ADD_LINE_ITEM = update(
  'AddLineItem',
  ', $sku: String!, $quantity: Long!, $distributionChannel: ResourceIdentifierInput, $supplyChannel: ResourceIdentifierInput',
  '[{ addLineItem: { sku: $sku, quantity: $quantity, distributionChannel: $distributionChannel, supplyChannel: $supplyChannel } }]',
)

export const SET_LINE_ITEM_SUPPLY_CHANNEL = update(
  'SetLineItemSupplyChannel',
  ', $lineItemId: String!, $supplyChannel: ResourceIdentifierInput',
  '[{ setLineItemSupplyChannel: { lineItemId: $lineItemId, supplyChannel: $supplyChannel } }]',
)

/** Custom field values are JSON-encoded strings (the platform's convention). */
export const SET_SHOPPER_NAME = update(
  'SetShopperName',
  ', $firstName: String, $lastName: String',
  `[{ setCustomField: { name: "order_CF_ShopperFirstName", value: $firstName } },
    { setCustomField: { name: "order_CF_ShopperLastName", value: $lastName } }]`,
)

export const REMOVE_LINE_ITEM = update(
  'RemoveLineItem',
  ', $lineItemId: String!, $quantity: Long',
  '[{ removeLineItem: { lineItemId: $lineItemId, quantity: $quantity } }]',
)

export const SET_SHIPPING_ADDRESS = update(
  'SetShippingAddress',
  ', $address: AddressInput!',
  '[{ setShippingAddress: { address: $address } }]',
)

export const SET_DELIVERY_DATE_AND_SLOT = update(
  'SetDeliveryDateAndSlot',
  ', $date: String, $timeslot: String',
  `[{ setCustomField: { name: "order_CF_DeliveryDate", value: $date } },
    { setCustomField: { name: "order_CF_DeliveryTimeSlot", value: $timeslot } }]`,
)

export const SET_SHIPPING_METHOD = update(
  'SetShippingMethod',
  ', $shippingMethodKey: String!',
  '[{ setShippingMethod: { shippingMethod: { key: $shippingMethodKey, typeId: "shipping-method" } } }]',
)

export const SET_BILLING_ADDRESS = update(
  'SetBillingAddress',
  ', $address: AddressInput!',
  '[{ setBillingAddress: { address: $address } }]',
)

export const ADD_DISCOUNT_CODE = update(
  'AddDiscountCode',
  ', $discountCode: String!',
  '[{ addDiscountCode: { code: $discountCode } }]',
)

export const REMOVE_DISCOUNT_CODE = update(
  'RemoveDiscountCode',
  ', $discountId: String!, $typeId: String!',
  '[{ removeDiscountCode: { discountCode: { id: $discountId, typeId: $typeId } } }]',
)

export const CHANGE_LINE_ITEM_QUANTITY = update(
  'ChangeLineItemQuantity',
  ', $lineItemId: String!, $quantity: Long!',
  '[{ changeLineItemQuantity: { lineItemId: $lineItemId, quantity: $quantity } }]',
)

/** Spec 4.4: the old line goes, the new SKU comes with the same quantity and `addedAt`. */
export const CHANGE_SIZE = update(
  'ChangeSize',
  ', $lineItemId: String!, $sku: String!, $quantity: Long!, $addedAt: DateTime, $distributionChannel: ResourceIdentifierInput, $supplyChannel: ResourceIdentifierInput',
  `[{ removeLineItem: { lineItemId: $lineItemId } },
    { addLineItem: { sku: $sku, quantity: $quantity, addedAt: $addedAt, distributionChannel: $distributionChannel, supplyChannel: $supplyChannel } }]`,
)

export const CHANGE_SIZE_TO_EXISTING_LINE = update(
  'ChangeSizeToExistingLine',
  ', $lineItemIdToRemove: String!, $lineItemIdToChange: String!, $quantity: Long!',
  `[{ removeLineItem: { lineItemId: $lineItemIdToRemove } },
    { changeLineItemQuantity: { lineItemId: $lineItemIdToChange, quantity: $quantity } }]`,
)

export const RECALCULATE = update('Recalculate', '', '[{ recalculate: { updateProductData: true } }]')

/**
 * Master products of the bag's lines (spec 3.19 `masterProducts`): every size of each line's
 * article with its stock per channel, so a line can change size.
 */
export const MASTER_PRODUCTS = `query MasterProducts($skus: [String!], $locale: Locale) {
  products(skus: $skus, limit: 100) {
    results {
      id key
      masterData { current {
        name(locale: $locale)
        masterVariant { attributesRaw(includeNames: ["Color"]) { name value } }
        allVariants {
          sku
          attributesRaw { name value }
          availability { channels { results { channel { key } availability { isOnStock availableQuantity } } } }
        }
      } }
    }
  }
}`

export const MY_ACTIVE_CART = `query MyActiveCart($locale: Locale) {
  me { activeCart { ...CartFields } }
}
${CART_FIELDS}`

export const CREATE_MY_ORDER_FROM_CART = `mutation CreateMyOrderFromCart($id: String!, $version: Long!, $storeKey: KeyReferenceInput) {
  createMyOrderFromCart(storeKey: $storeKey, draft: { id: $id, version: $version }) {
    id orderNumber version createdAt orderState
    totalPrice { ${MONEY} }
  }
}`
