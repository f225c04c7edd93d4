import { CART_FIELDS } from './cart.documents'

/** The shopping-list (wishlist) documents of spec 7.1. */

const SHOPPING_LIST_FIELDS = `fragment ShoppingListFields on ShoppingList {
  id version anonymousId createdAt
  store { key }
  customer { id email firstName lastName }
  lineItems {
    id productId variantId addedAt quantity
    name(locale: $locale)
    nameAllLocales { locale value }
    productSlugAllLocales { locale value }
    variant {
      sku images { url label } attributesRaw { name value }
      prices { country channel { key } value { centAmount currencyCode fractionDigits } discounted { value { centAmount currencyCode fractionDigits } } }
    }
  }
}`

const update = (
  name: string,
  variables: string,
  actions: string,
) => `mutation ${name}($id: String!, $version: Long!, $storeKey: KeyReferenceInput, $locale: Locale${variables}) {
  updateMyShoppingList(id: $id, version: $version, storeKey: $storeKey, actions: ${actions}) { ...ShoppingListFields }
}
${SHOPPING_LIST_FIELDS}`

export const CREATE_MY_SHOPPING_LIST = `mutation CreateMyShoppingList($name: [LocalizedStringItemInputType!]!, $storeKey: KeyReferenceInput, $locale: Locale) {
  createMyShoppingList(storeKey: $storeKey, draft: { name: $name }) { ...ShoppingListFields }
}
${SHOPPING_LIST_FIELDS}`

export const DELETE_MY_SHOPPING_LIST = `mutation DeleteMyShoppingList($shoppingListId: String!, $shoppingListVersion: Long!, $storeKey: KeyReferenceInput) {
  deleteMyShoppingList(id: $shoppingListId, version: $shoppingListVersion, storeKey: $storeKey) { id }
}`

/** A line names a size (`sku`) or, saved without a size, the product alone (`productId`, no variant). */
export const ADD_PRODUCT = update(
  'AddWishlistProduct',
  ', $sku: String, $productId: String, $quantity: Int',
  '[{ addLineItem: { sku: $sku, productId: $productId, quantity: $quantity } }]',
)

/** Several lines at once: a product's lines taken away by its heart, or removed lines put back (undo) with their `addedAt`. */
export const UPDATE_LINES = update('UpdateWishlistLines', ', $actions: [MyShoppingListUpdateAction!]!', '$actions')

/** Spec 4.5: a full list drops its oldest item in the same operation. */
export const ADD_PRODUCT_AND_REMOVE_OLDEST = update(
  'AddWishlistProductAndRemoveOldest',
  ', $sku: String, $productId: String, $oldestItemId: String!, $oldestItemQuantity: Int',
  `[{ removeLineItem: { lineItemId: $oldestItemId, quantity: $oldestItemQuantity } },
    { addLineItem: { sku: $sku, productId: $productId, quantity: 1 } }]`,
)

export const REMOVE_PRODUCT = update(
  'RemoveWishlistProduct',
  ', $lineItemId: String!, $quantity: Int',
  '[{ removeLineItem: { lineItemId: $lineItemId, quantity: $quantity } }]',
)

export const CHANGE_QUANTITY = update(
  'ChangeWishlistQuantity',
  ', $lineItemId: String!, $quantity: Int!',
  '[{ changeLineItemQuantity: { lineItemId: $lineItemId, quantity: $quantity } }]',
)

/** Spec 4.5: size change = remove and add the new SKU with quantity 1, keeping `addedAt`. */
export const CHANGE_SIZE = update(
  'ChangeWishlistSize',
  ', $lineItemId: String!, $sku: String, $productId: String, $addedAt: DateTime',
  `[{ removeLineItem: { lineItemId: $lineItemId } },
    { addLineItem: { sku: $sku, productId: $productId, quantity: 1, addedAt: $addedAt } }]`,
)

export const MY_SHOPPING_LISTS = `query MyShoppingLists($locale: Locale) {
  me { shoppingLists(limit: 10) { results { ...ShoppingListFields } } }
}
${SHOPPING_LIST_FIELDS}`

/** Sign-in loads both at once (spec 4.1); the wishlist is the first list. */
export const MY_ACTIVE_CART_AND_SHOPPING_LISTS = `query MyActiveCartAndShoppingLists($locale: Locale) {
  me {
    activeCart { ...CartFields }
    shoppingLists(limit: 10) { results { ...ShoppingListFields } }
  }
}
${CART_FIELDS}
${SHOPPING_LIST_FIELDS}`
