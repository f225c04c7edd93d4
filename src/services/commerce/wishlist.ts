import { market, pageSales, type Sales } from '@common/market'
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type {
  UpdateWishlistInput,
  WishlistCommand,
  WishlistItemRef,
  WishlistLine,
  WishlistView,
} from '../../machines/wishlist/wishlist.types'
import type { Money } from '../money'
import { attributesOf, cartSchema, toCart, type Cart } from './cart'
import { updateRequest, type CommerceClient, type UpdateRequest } from './commerce-client'
import * as documents from './wishlist.generated'

const money = z.object({ centAmount: z.number(), currencyCode: z.string(), fractionDigits: z.number() })
const localized = z.nullish(z.array(z.object({ locale: z.string(), value: z.string() })))

const shoppingListSchema = z.object({
  id: z.string(),
  version: z.number(),
  lineItems: z.array(
    z.object({
      id: z.string(),
      productId: z.nullish(z.string()),
      /** Absent when the line names the product only: saved without a size. */
      variantId: z.nullish(z.number()),
      addedAt: z.string(),
      quantity: z.number(),
      name: z.nullish(z.string()),
      nameAllLocales: localized,
      productSlugAllLocales: localized,
      variant: z.nullish(
        z.object({
          sku: z.nullish(z.string()),
          images: z.nullish(z.array(z.object({ url: z.string(), label: z.nullish(z.string()) }))),
          attributesRaw: z.nullish(z.array(z.object({ name: z.string(), value: z.unknown() }))),
          prices: z.nullish(
            z.array(
              z.object({
                country: z.nullish(z.string()),
                channel: z.nullish(z.object({ key: z.nullish(z.string()) })),
                value: money,
                discounted: z.nullish(z.object({ value: money })),
              }),
            ),
          ),
        }),
      ),
    }),
  ),
})

/** A wishlist line as the wishlist page shows it (spec 3.8). */
export interface WishlistLineDetails extends WishlistLine {
  productId: string | null
  names: Record<string, string>
  slugs: Record<string, string>
  image: { url: string; label: string } | null
  attributes: Record<string, unknown>
  price: Money | null
  salePrice: Money | null
}

export interface Wishlist extends WishlistView {
  lineItems: WishlistLineDetails[]
}

/** One size (OS), or no size at all: there is nothing to choose. */
const isOneSize = (attributes: Record<string, unknown>) => attributes.Size === 'OS' || attributes.Size === undefined

const byLocale = (entries: z.infer<typeof localized>) =>
  Object.fromEntries((entries ?? []).map((e) => [e.locale, e.value]))

function toWishlist(raw: z.infer<typeof shoppingListSchema>, sales: Sales = pageSales()): Wishlist {
  return {
    id: raw.id,
    version: raw.version,
    lineItems: raw.lineItems.map((line) => {
      const variant = line.variant
      const price = variant?.prices?.find(
        (p) => p.channel?.key === sales.distributionChannel && (!p.country || p.country === sales.country),
      )
      const image = variant?.images?.[0]
      const names = byLocale(line.nameAllLocales)
      const attributes = attributesOf(variant?.attributesRaw)
      return {
        id: line.id,
        sku: variant?.sku ?? null,
        // A line without a variant stands for the product (its master variant): its size is still to be chosen, unless it has only one.
        needsSize:
          variant !== null &&
          variant !== undefined &&
          (line.variantId === null || line.variantId === undefined) &&
          !isOneSize(attributes),
        quantity: line.quantity,
        addedAt: line.addedAt,
        productId: line.productId ?? null,
        names: Object.keys(names).length > 0 ? names : { [market.defaultLocale]: line.name ?? '' },
        slugs: byLocale(line.productSlugAllLocales),
        image: image ? { url: image.url, label: image.label ?? '' } : null,
        attributes,
        price: price?.value ?? null,
        salePrice: price?.discounted?.value ?? null,
      }
    }),
  }
}

/** The wishlist machine holds what its actors returned: these lists, read back with their display data. */
export function asWishlist(view: WishlistView | null): Wishlist | null {
  return view && view.lineItems.every((line) => 'names' in line) ? (view as Wishlist) : null
}

/** A line names a size by its SKU, or the product alone (no variant: saved without a size). */
const lineDraft = (item: WishlistItemRef) => ('sku' in item ? { sku: item.sku } : { productId: item.productId })
const itemVariables = (item: WishlistItemRef) => ({
  sku: 'sku' in item ? item.sku : null,
  productId: 'productId' in item ? item.productId : null,
})

function wishlistRequest(command: WishlistCommand): UpdateRequest {
  switch (command.type) {
    case 'addLineItem':
      return updateRequest(documents.AddWishlistProductDocument, {
        ...itemVariables(command.item),
        quantity: command.quantity,
      })
    case 'restoreLineItems':
      return updateRequest(documents.UpdateWishlistLinesDocument, {
        actions: command.lines.map((line) => ({
          addLineItem: { ...lineDraft(line.item), quantity: line.quantity, addedAt: line.addedAt },
        })),
      })
    case 'addAndRemoveOldest':
      return updateRequest(documents.AddWishlistProductAndRemoveOldestDocument, {
        ...itemVariables(command.item),
        oldestItemId: command.oldestItemId,
        oldestItemQuantity: command.oldestItemQuantity,
      })
    case 'removeLineItem':
      return updateRequest(documents.RemoveWishlistProductDocument, {
        lineItemId: command.lineItemId,
        quantity: command.quantity,
      })
    case 'removeLineItems':
      return updateRequest(documents.UpdateWishlistLinesDocument, {
        actions: command.lines.map((line) => ({
          removeLineItem: { lineItemId: line.lineItemId, quantity: line.quantity },
        })),
      })
    case 'changeSize':
      return updateRequest(documents.ChangeWishlistSizeDocument, {
        lineItemId: command.lineItemId,
        ...itemVariables(command.item),
        addedAt: command.addedAt,
      })
  }
}

const scope = () => ({ storeKey: pageSales().storeKey, locale: market.defaultLocale })

/** The list is named in every configured locale (spec 7.1: "name by locale"). */
async function createWishlist(client: CommerceClient, name = 'Wishlist'): Promise<Wishlist> {
  const data = await client.query(
    documents.CreateMyShoppingListDocument,
    { ...scope(), name: market.locales.map((locale) => ({ locale, value: name })) },
    z.object({ createMyShoppingList: shoppingListSchema }),
  )
  return toWishlist(data.createMyShoppingList)
}

async function updateWishlist(
  client: CommerceClient,
  { shoppingListId, version, command }: UpdateWishlistInput,
): Promise<Wishlist> {
  const { document, variables } = wishlistRequest(command)
  const data = await client.mutate(
    document,
    { ...scope(), ...variables, id: shoppingListId, version },
    z.object({ updateMyShoppingList: shoppingListSchema }),
  )
  return toWishlist(data.updateMyShoppingList)
}

/** The SKUs of the wishlist's lines whose products it shows, with their sizes. */
export const wishlistSkus = (wishlist: Pick<Wishlist, 'lineItems'>): string[] =>
  wishlist.lineItems.flatMap((line) => (line.sku ? [line.sku] : []))

/** The shopper's wishlist: the first of their shopping lists (spec 4.1), or none. */
export async function fetchWishlist(client: CommerceClient, sales: Sales = pageSales()): Promise<Wishlist | null> {
  const data = await client.query(
    documents.MyShoppingListsDocument,
    { locale: market.defaultLocale },
    z.object({ me: z.object({ shoppingLists: z.object({ results: z.array(shoppingListSchema) }) }) }),
  )
  const first = data.me.shoppingLists.results[0]
  return first ? toWishlist(first, sales) : null
}

/** Sign-in data of spec 4.1: the active cart and the first shopping list. */
export async function fetchCartAndWishlist(
  client: CommerceClient,
  sales: Sales = pageSales(),
): Promise<{ cart: Cart | null; wishlist: Wishlist | null }> {
  const data = await client.query(
    documents.MyActiveCartAndShoppingListsDocument,
    { storeKey: sales.storeKey, locale: market.defaultLocale },
    z.object({
      inStore: z.object({ me: z.object({ activeCart: z.nullable(cartSchema) }) }),
      me: z.object({ shoppingLists: z.object({ results: z.array(shoppingListSchema) }) }),
    }),
  )
  const first = data.me.shoppingLists.results[0]
  const cart = data.inStore.me.activeCart
  return { cart: cart ? toCart(cart) : null, wishlist: first ? toWishlist(first, sales) : null }
}

export function wishlistActors(client: CommerceClient, addAllToBag: (skus: string[]) => Promise<void>) {
  return {
    createWishlist: fromPromise<WishlistView, void>(() => createWishlist(client)),
    updateWishlist: fromPromise<WishlistView, UpdateWishlistInput>(({ input }) => updateWishlist(client, input)),
    addAllToBag: fromPromise<void, { skus: string[] }>(({ input }) => addAllToBag(input.skus)),
  }
}
