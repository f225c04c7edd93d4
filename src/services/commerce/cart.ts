import { market } from '@common/market'
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { CartCommand, CartView, CreateCartInput, UpdateCartInput } from '../../machines/cart/cart.types'
import * as documents from './cart.documents'
import type { CommerceClient, Variables } from './commerce-client'

const money = z.object({ centAmount: z.number(), currencyCode: z.string(), fractionDigits: z.number() })

const cartSchema = z.object({
  id: z.string(),
  version: z.number(),
  anonymousId: z.nullish(z.string()),
  totalLineItemQuantity: z.nullish(z.number()),
  totalPrice: money,
  lineItems: z.array(
    z.object({
      id: z.string(),
      productKey: z.nullish(z.string()),
      addedAt: z.nullish(z.string()),
      quantity: z.number(),
      name: z.nullish(z.string()),
      productType: z.nullish(z.object({ key: z.nullish(z.string()) })),
      variant: z.nullish(z.object({ sku: z.nullish(z.string()) })),
      totalPrice: money,
    }),
  ),
  discountCodes: z.array(
    z.object({ state: z.nullish(z.string()), discountCode: z.nullish(z.object({ id: z.string(), code: z.string() })) }),
  ),
})

/** The cart as the storefront holds it: what the cart machine reads, plus what screens show. */
export type Cart = CartView & { totalPrice: z.infer<typeof money> }

function toCart(raw: z.infer<typeof cartSchema>): Cart {
  return {
    id: raw.id,
    version: raw.version,
    anonymousId: raw.anonymousId ?? null,
    totalPrice: raw.totalPrice,
    totalLineItemQuantity: raw.totalLineItemQuantity ?? 0,
    lineItems: raw.lineItems.map((line) => ({
      id: line.id,
      sku: line.variant?.sku ?? '',
      quantity: line.quantity,
      addedAt: line.addedAt ?? null,
      productKey: line.productKey ?? null,
      productType: line.productType?.key ?? null,
    })),
    discountCodes: raw.discountCodes.flatMap((d) =>
      d.discountCode ? [{ id: d.discountCode.id, code: d.discountCode.code, state: d.state ?? null }] : [],
    ),
  }
}

const channel = (key: string | undefined) => (key ? { key, typeId: 'channel' } : null)

/** Each cart command of the machine becomes its document of spec 7.1. */
export function cartRequest(command: CartCommand): { document: string; variables: Variables } {
  switch (command.type) {
    case 'addLineItem':
      return {
        document: documents.ADD_LINE_ITEM,
        variables: { sku: command.sku, quantity: command.quantity, distributionChannel: channel(command.distributionChannel), supplyChannel: channel(command.supplyChannel) },
      }
    case 'changeLineItemQuantity':
      return { document: documents.CHANGE_LINE_ITEM_QUANTITY, variables: { lineItemId: command.lineItemId, quantity: command.quantity } }
    case 'removeLineItem':
      return { document: documents.REMOVE_LINE_ITEM, variables: { lineItemId: command.lineItemId, quantity: command.quantity } }
    case 'changeSize':
      return {
        document: documents.CHANGE_SIZE,
        variables: {
          lineItemId: command.lineItemId, sku: command.sku, quantity: command.quantity, addedAt: command.addedAt ?? null,
          distributionChannel: channel(command.distributionChannel), supplyChannel: channel(command.supplyChannel),
        },
      }
    case 'changeSizeToExistingLine':
      return {
        document: documents.CHANGE_SIZE_TO_EXISTING_LINE,
        variables: { lineItemIdToRemove: command.lineItemIdToRemove, lineItemIdToChange: command.lineItemIdToChange, quantity: command.quantity },
      }
    case 'addDiscountCode':
      return { document: documents.ADD_DISCOUNT_CODE, variables: { discountCode: command.code } }
    case 'removeDiscountCode':
      return { document: documents.REMOVE_DISCOUNT_CODE, variables: { discountId: command.discountId, typeId: 'discount-code' } }
    case 'recalculate':
      return { document: documents.RECALCULATE, variables: {} }
  }
}

const scope = { storeKey: market.storeKey, locale: market.defaultLocale }

export async function createCart(client: CommerceClient, input: CreateCartInput): Promise<Cart> {
  const data = await client.query(
    documents.CREATE_MY_CART,
    {
      storeKey: input.storeKey,
      currency: input.currency,
      country: input.country,
      locale: input.locale,
      shippingMethod: input.deliveryMethodId ? { id: input.deliveryMethodId, typeId: 'shipping-method' } : null,
    },
    z.object({ createMyCart: cartSchema }),
  )
  return toCart(data.createMyCart)
}

export async function updateCart(client: CommerceClient, { cartId, version, command }: UpdateCartInput): Promise<Cart> {
  const { document, variables } = cartRequest(command)
  const data = await client.mutate(document, { ...scope, ...variables, id: cartId, version }, z.object({ updateMyCart: cartSchema }))
  return toCart(data.updateMyCart)
}

export async function fetchActiveCart(client: CommerceClient): Promise<Cart | null> {
  const data = await client.query(documents.MY_ACTIVE_CART, { locale: market.defaultLocale }, z.object({ me: z.object({ activeCart: z.nullable(cartSchema) }) }))
  return data.me.activeCart ? toCart(data.me.activeCart) : null
}

export async function createOrderFromCart(client: CommerceClient, cart: { id: string; version: number }) {
  const data = await client.mutate(
    documents.CREATE_MY_ORDER_FROM_CART,
    { id: cart.id, version: cart.version, storeKey: market.storeKey },
    z.object({ createMyOrderFromCart: z.object({ id: z.string(), orderNumber: z.nullish(z.string()), version: z.number() }) }),
  )
  return data.createMyOrderFromCart
}

/** The real actors of the cart machine, for `cartMachine.provide({ actors })`. */
export function cartActors(client: CommerceClient) {
  return {
    createCart: fromPromise<CartView, CreateCartInput>(({ input }) => createCart(client, input)),
    updateCart: fromPromise<CartView, UpdateCartInput>(({ input }) => updateCart(client, input)),
  }
}

export { cartSchema, toCart }
