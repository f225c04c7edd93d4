import { market } from '@common/market'
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { CartCommand, CartLine, CartView, CreateCartInput, UpdateCartInput } from '../../machines/cart/cart.types'
import type { Money } from '../money'
import * as documents from './cart.generated'
import { updateRequest, type CommerceClient, type UpdateRequest } from './commerce-client'

const money = z.object({ centAmount: z.number(), currencyCode: z.string(), fractionDigits: z.number() })
const localized = z.nullish(z.array(z.object({ locale: z.string(), value: z.string() })))
const attributes = z.nullish(z.array(z.object({ name: z.string(), value: z.unknown() })))
const priceSchema = z.nullish(z.object({ value: money, discounted: z.nullish(z.object({ value: money })) }))

const cartSchema = z.object({
  id: z.string(),
  version: z.number(),
  anonymousId: z.nullish(z.string()),
  totalLineItemQuantity: z.nullish(z.number()),
  totalPrice: money,
  taxedPrice: z.nullish(z.object({ totalGross: z.nullish(money), totalTax: z.nullish(money) })),
  shippingInfo: z.nullish(
    z.object({
      shippingMethodName: z.nullish(z.string()),
      price: z.nullish(money),
      discountedPrice: z.nullish(z.object({ value: money })),
    }),
  ),
  lineItems: z.array(
    z.object({
      id: z.string(),
      productId: z.nullish(z.string()),
      productKey: z.nullish(z.string()),
      addedAt: z.nullish(z.string()),
      quantity: z.number(),
      lineItemMode: z.nullish(z.string()),
      name: z.nullish(z.string()),
      nameAllLocales: localized,
      productSlugAllLocales: localized,
      productType: z.nullish(z.object({ key: z.nullish(z.string()) })),
      variant: z.nullish(
        z.object({
          sku: z.nullish(z.string()),
          images: z.nullish(z.array(z.object({ url: z.string(), label: z.nullish(z.string()) }))),
          attributesRaw: attributes,
        }),
      ),
      price: priceSchema,
      totalPrice: money,
    }),
  ),
  discountCodes: z.array(
    z.object({
      state: z.nullish(z.string()),
      discountCode: z.nullish(z.object({ id: z.string(), code: z.string(), name: z.nullish(z.string()) })),
    }),
  ),
})

export type { Money }

/** A line as the bag shows it (spec 3.3): what the cart machine reads plus its display data. */
export interface CartLineDetails extends CartLine {
  productId: string | null
  /** Per locale (the cart is read once for every locale of the market). */
  names: Record<string, string>
  slugs: Record<string, string>
  isGift: boolean
  image: { url: string; label: string } | null
  /** Raw variant attributes by name: ArticleNumber, ColorCode, DominantColor, Size, Size_US, … */
  attributes: Record<string, unknown>
  unitPrice: Money | null
  /** The unit price after product discounts, when there are any. */
  unitSalePrice: Money | null
  totalPrice: Money
}

export interface CartSummary {
  /** The lines at their (product-discounted) prices, before cart discounts. */
  subtotal: Money
  /** Cart discounts and discount codes on the lines (a positive amount). */
  discount: Money
  shipping: Money | null
  tax: Money | null
  total: Money
}

/** The cart as the storefront holds it: what the cart machine reads, plus what screens show. */
export interface Cart extends CartView {
  lineItems: CartLineDetails[]
  totalPrice: Money
  summary: CartSummary
}

const byLocale = (entries: z.infer<typeof localized>) =>
  Object.fromEntries((entries ?? []).map((e) => [e.locale, e.value]))

export const attributesOf = (raw: z.infer<typeof attributes>): Record<string, unknown> =>
  Object.fromEntries((raw ?? []).map((a) => [a.name, a.value]))

function summaryOf(raw: z.infer<typeof cartSchema>): CartSummary {
  const currency = { currencyCode: raw.totalPrice.currencyCode, fractionDigits: raw.totalPrice.fractionDigits }
  const amount = (centAmount: number): Money => ({ ...currency, centAmount })
  const lines = raw.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0)
  const subtotal = raw.lineItems.reduce((sum, line) => {
    const unit = line.price?.discounted?.value.centAmount ?? line.price?.value.centAmount
    return (
      sum +
      (unit === undefined || line.lineItemMode === 'GiftLineItem' ? line.totalPrice.centAmount : unit * line.quantity)
    )
  }, 0)
  const shipping = raw.shippingInfo?.discountedPrice?.value ?? raw.shippingInfo?.price ?? null
  return {
    subtotal: amount(subtotal),
    discount: amount(Math.max(0, subtotal - lines)),
    shipping,
    tax: raw.taxedPrice?.totalTax ?? null,
    total: raw.taxedPrice?.totalGross ?? raw.totalPrice,
  }
}

function toCart(raw: z.infer<typeof cartSchema>): Cart {
  return {
    id: raw.id,
    version: raw.version,
    anonymousId: raw.anonymousId ?? null,
    totalPrice: raw.totalPrice,
    totalLineItemQuantity: raw.totalLineItemQuantity ?? 0,
    lineItems: raw.lineItems.map((line) => {
      const image = line.variant?.images?.[0]
      const names = byLocale(line.nameAllLocales)
      return {
        id: line.id,
        sku: line.variant?.sku ?? '',
        quantity: line.quantity,
        addedAt: line.addedAt ?? null,
        productKey: line.productKey ?? null,
        productType: line.productType?.key ?? null,
        productId: line.productId ?? null,
        names: Object.keys(names).length > 0 ? names : { [market.defaultLocale]: line.name ?? '' },
        slugs: byLocale(line.productSlugAllLocales),
        isGift: line.lineItemMode === 'GiftLineItem',
        image: image ? { url: image.url, label: image.label ?? '' } : null,
        attributes: attributesOf(line.variant?.attributesRaw),
        unitPrice: line.price?.value ?? null,
        unitSalePrice: line.price?.discounted?.value ?? null,
        totalPrice: line.totalPrice,
      }
    }),
    discountCodes: raw.discountCodes.flatMap((d) =>
      d.discountCode ? [{ id: d.discountCode.id, code: d.discountCode.code, state: d.state ?? null }] : [],
    ),
    summary: summaryOf(raw),
  }
}

/** The cart machine holds what the cart actors returned: these carts, read back with their display data. */
export function asCart(view: CartView | null): Cart | null {
  return view && 'summary' in view ? (view as Cart) : null
}

const channel = (key: string | undefined) => (key ? { key, typeId: 'channel' } : null)

/** Each cart command of the machine becomes its document of spec 7.1. */
function cartRequest(command: CartCommand): UpdateRequest {
  switch (command.type) {
    case 'addLineItem':
      return updateRequest(documents.AddLineItemDocument, {
        sku: command.sku,
        quantity: command.quantity,
        distributionChannel: channel(command.distributionChannel),
        supplyChannel: channel(command.supplyChannel),
      })
    case 'changeLineItemQuantity':
      return updateRequest(documents.ChangeLineItemQuantityDocument, {
        lineItemId: command.lineItemId,
        quantity: command.quantity,
      })
    case 'removeLineItem':
      return updateRequest(documents.RemoveLineItemDocument, {
        lineItemId: command.lineItemId,
        quantity: command.quantity,
      })
    case 'changeSize':
      return updateRequest(documents.ChangeSizeDocument, {
        lineItemId: command.lineItemId,
        sku: command.sku,
        quantity: command.quantity,
        addedAt: command.addedAt ?? null,
        distributionChannel: channel(command.distributionChannel),
        supplyChannel: channel(command.supplyChannel),
      })
    case 'changeSizeToExistingLine':
      return updateRequest(documents.ChangeSizeToExistingLineDocument, {
        lineItemIdToRemove: command.lineItemIdToRemove,
        lineItemIdToChange: command.lineItemIdToChange,
        quantity: command.quantity,
      })
    case 'addDiscountCode':
      return updateRequest(documents.AddDiscountCodeDocument, { discountCode: command.code })
    case 'removeDiscountCode':
      return updateRequest(documents.RemoveDiscountCodeDocument, {
        discountId: command.discountId,
        typeId: 'discount-code',
      })
    case 'recalculate':
      return updateRequest(documents.RecalculateDocument, {})
  }
}

export async function createCart(client: CommerceClient, input: CreateCartInput): Promise<Cart> {
  const data = await client.query(
    documents.CreateMyCartDocument,
    {
      storeKey: input.storeKey,
      currency: input.currency,
      country: input.country,
      locale: input.locale,
      shippingMethod: input.deliveryMethodId ? { id: input.deliveryMethodId, typeId: 'shipping-method' } : null,
      lineItems: [
        {
          sku: input.firstLine.sku,
          quantity: input.firstLine.quantity,
          distributionChannel: channel(input.firstLine.distributionChannel),
          supplyChannel: channel(input.firstLine.supplyChannel),
        },
      ],
    },
    z.object({ createMyCart: cartSchema }),
  )
  return toCart(data.createMyCart)
}

export async function updateCart(
  client: CommerceClient,
  { cartId, version, storeKey, command }: UpdateCartInput,
): Promise<Cart> {
  const { document, variables } = cartRequest(command)
  const data = await client.mutate(
    document,
    { storeKey: storeKey ?? null, locale: market.defaultLocale, ...variables, id: cartId, version },
    z.object({ updateMyCart: cartSchema }),
  )
  return toCart(data.updateMyCart)
}

/** The shopper's active cart in the store (each store of the market keeps its own bag). */
export async function fetchActiveCart(client: CommerceClient, storeKey: string): Promise<Cart | null> {
  const data = await client.query(
    documents.MyActiveCartDocument,
    { storeKey, locale: market.defaultLocale },
    z.object({ inStore: z.object({ me: z.object({ activeCart: z.nullable(cartSchema) }) }) }),
  )
  const cart = data.inStore.me.activeCart
  return cart ? toCart(cart) : null
}

export async function createOrderFromCart(
  client: CommerceClient,
  cart: { id: string; version: number; storeKey?: string },
) {
  const data = await client.mutate(
    documents.CreateMyOrderFromCartDocument,
    { id: cart.id, version: cart.version, storeKey: cart.storeKey ?? null },
    z.object({
      createMyOrderFromCart: z.object({ id: z.string(), orderNumber: z.nullish(z.string()), version: z.number() }),
    }),
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

/** One size of a line's article (spec 3.19 `masterProducts`), for the size picker. */
export interface SizeOption {
  sku: string
  attributes: Record<string, unknown>
  isOnStock: boolean
}

export interface MasterProduct {
  id: string
  key: string | null
  /** The master variant's localized colour name (spec 3.11 `Color`). */
  colour: unknown
  sizes: SizeOption[]
}

const masterProductsSchema = z.object({
  products: z.object({
    results: z.array(
      z.object({
        id: z.string(),
        key: z.nullish(z.string()),
        masterData: z.object({
          current: z.nullish(
            z.object({
              masterVariant: z.object({ attributesRaw: attributes }),
              allVariants: z.array(
                z.object({
                  sku: z.nullish(z.string()),
                  attributesRaw: attributes,
                  availability: z.nullish(
                    z.object({
                      channels: z.object({
                        results: z.array(
                          z.object({
                            channel: z.nullish(z.object({ key: z.nullish(z.string()) })),
                            availability: z.object({ isOnStock: z.boolean() }),
                          }),
                        ),
                      }),
                    }),
                  ),
                }),
              ),
            }),
          ),
        }),
      }),
    ),
  }),
})

/** The SKUs of the bag's lines whose products it shows, with their sizes (gift wrap has none). */
export const bagProductSkus = (cart: Pick<Cart, 'lineItems'>): string[] =>
  cart.lineItems.filter((line) => !line.isGift).map((line) => line.sku)

/** The master products of the given SKUs, keyed by product id; stock is the store's supply channel's. */
export async function fetchMasterProducts(
  client: CommerceClient,
  skus: readonly string[],
  supplyChannel: string,
): Promise<Record<string, MasterProduct>> {
  if (skus.length === 0) return {}
  const data = await client.query(
    documents.MasterProductsDocument,
    { skus: [...skus], locale: market.defaultLocale },
    masterProductsSchema,
  )
  return Object.fromEntries(
    data.products.results.map((product) => {
      const current = product.masterData.current
      const sizes = (current?.allVariants ?? []).flatMap((variant) =>
        variant.sku
          ? [
              {
                sku: variant.sku,
                attributes: attributesOf(variant.attributesRaw),
                isOnStock: (variant.availability?.channels.results ?? []).some(
                  (entry) => entry.channel?.key === supplyChannel && entry.availability.isOnStock,
                ),
              },
            ]
          : [],
      )
      return [
        product.id,
        {
          id: product.id,
          key: product.key ?? null,
          colour: attributesOf(current?.masterVariant.attributesRaw).Color,
          sizes,
        },
      ]
    }),
  )
}

export { cartSchema, toCart }
