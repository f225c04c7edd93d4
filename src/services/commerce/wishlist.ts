import { market } from '@common/market'
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { UpdateWishlistInput, WishlistCommand, WishlistView } from '../../machines/wishlist/wishlist.types'
import { cartSchema, toCart, type Cart } from './cart'
import type { CommerceClient, Variables } from './commerce-client'
import * as documents from './wishlist.documents'

const shoppingListSchema = z.object({
  id: z.string(),
  version: z.number(),
  lineItems: z.array(
    z.object({
      id: z.string(),
      addedAt: z.string(),
      quantity: z.number(),
      name: z.nullish(z.string()),
      variant: z.nullish(z.object({ sku: z.nullish(z.string()) })),
    }),
  ),
})

function toWishlist(raw: z.infer<typeof shoppingListSchema>): WishlistView {
  return {
    id: raw.id,
    version: raw.version,
    lineItems: raw.lineItems.map((line) => ({ id: line.id, sku: line.variant?.sku ?? null, quantity: line.quantity, addedAt: line.addedAt })),
  }
}

export function wishlistRequest(command: WishlistCommand): { document: string; variables: Variables } {
  switch (command.type) {
    case 'addLineItem':
      return { document: documents.ADD_PRODUCT, variables: { sku: command.sku, quantity: command.quantity } }
    case 'addAndRemoveOldest':
      return {
        document: documents.ADD_PRODUCT_AND_REMOVE_OLDEST,
        variables: { sku: command.sku, oldestItemId: command.oldestItemId, oldestItemQuantity: command.oldestItemQuantity },
      }
    case 'removeLineItem':
      return { document: documents.REMOVE_PRODUCT, variables: { lineItemId: command.lineItemId, quantity: command.quantity } }
    case 'changeSize':
      return { document: documents.CHANGE_SIZE, variables: { lineItemId: command.lineItemId, sku: command.sku, addedAt: command.addedAt } }
  }
}

const scope = { storeKey: market.storeKey, locale: market.defaultLocale }

/** The list is named in every configured locale (spec 7.1: "name by locale"). */
export async function createWishlist(client: CommerceClient, name = 'Wishlist'): Promise<WishlistView> {
  const data = await client.query(
    documents.CREATE_MY_SHOPPING_LIST,
    { ...scope, name: market.locales.map((locale) => ({ locale, value: name })) },
    z.object({ createMyShoppingList: shoppingListSchema }),
  )
  return toWishlist(data.createMyShoppingList)
}

export async function updateWishlist(client: CommerceClient, { shoppingListId, version, command }: UpdateWishlistInput): Promise<WishlistView> {
  const { document, variables } = wishlistRequest(command)
  const data = await client.mutate(document, { ...scope, ...variables, id: shoppingListId, version }, z.object({ updateMyShoppingList: shoppingListSchema }))
  return toWishlist(data.updateMyShoppingList)
}

export async function deleteWishlist(client: CommerceClient, wishlist: { id: string; version: number }): Promise<void> {
  await client.mutate(
    documents.DELETE_MY_SHOPPING_LIST,
    { shoppingListId: wishlist.id, shoppingListVersion: wishlist.version, storeKey: market.storeKey },
    z.object({ deleteMyShoppingList: z.nullable(z.object({ id: z.string() })) }),
  )
}

/** Sign-in data of spec 4.1: the active cart and the first shopping list. */
export async function fetchCartAndWishlist(client: CommerceClient): Promise<{ cart: Cart | null; wishlist: WishlistView | null }> {
  const data = await client.query(
    documents.MY_ACTIVE_CART_AND_SHOPPING_LISTS,
    { locale: market.defaultLocale },
    z.object({ me: z.object({ activeCart: z.nullable(cartSchema), shoppingLists: z.object({ results: z.array(shoppingListSchema) }) }) }),
  )
  const first = data.me.shoppingLists.results[0]
  return { cart: data.me.activeCart ? toCart(data.me.activeCart) : null, wishlist: first ? toWishlist(first) : null }
}

export function wishlistActors(client: CommerceClient, addAllToBag: (skus: string[]) => Promise<void>) {
  return {
    createWishlist: fromPromise<WishlistView, void>(() => createWishlist(client)),
    updateWishlist: fromPromise<WishlistView, UpdateWishlistInput>(({ input }) => updateWishlist(client, input)),
    addAllToBag: fromPromise<void, { skus: string[] }>(({ input }) => addAllToBag(input.skus)),
  }
}
