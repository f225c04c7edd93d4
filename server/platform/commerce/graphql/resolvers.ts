import type { CartDocument } from '../cart-model'
import type { CustomerDocument } from '../customers'
import { invalidInput, notFound } from '../errors'
import { allVariants, selectPrice, type Price, type ProductProjection, type Variant } from '../model'
import { queryMessages } from '../messages'
import { availabilityOf } from '../products'
import type { RequestContext } from './context'

type Args = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type Resolver = (source: Doc, args: Args, context: RequestContext) => unknown

const queryResult = <T>(results: T[], total: number, offset: number) => ({
  results,
  total,
  offset,
  count: results.length,
  exists: results.length > 0,
})
const page = (args: Args) => ({
  limit: args.limit as number | undefined,
  offset: args.offset as number | undefined,
  sort: args.sort as string[] | undefined,
})
const ownerFilter = (context: RequestContext) => {
  const principal = context.principal
  return principal.kind === 'customer'
    ? { customerId: principal.customerId }
    : principal.kind === 'anonymous'
      ? { anonymousId: principal.anonymousId }
      : {}
}

async function variantFilter(context: RequestContext, variants: Variant[], args: Args): Promise<Variant[]> {
  const result: Variant[] = []
  for (const variant of variants) {
    if (args.skus && !args.skus.includes(variant.sku)) continue
    if (args.hasImages !== undefined && args.hasImages !== null && variant.images.length > 0 !== args.hasImages)
      continue
    if (args.isOnStock !== undefined && args.isOnStock !== null) {
      const stock = (await context.inventory(variant.sku)).filter(
        (entry) => !args.stockChannelIds || args.stockChannelIds.includes(entry.supplyChannelId),
      )
      if (stock.some((entry) => entry.availableQuantity > 0) !== args.isOnStock) continue
    }
    result.push(variant)
  }
  return result
}

async function shippingMethodsFor(context: RequestContext, cartId: string) {
  const cart = await context.core.carts.get(context.principal, cartId)
  if (!cart) throw notFound('cart', cartId)
  const currency = cart.document.totalPrice.currencyCode
  const methods = await context.core.repo.list('shipping-method')
  return methods
    .map((method) => method.document as Doc)
    .filter((method) =>
      (method.zoneRates ?? []).some((zone: Doc) =>
        zone.shippingRates.some((rate: Doc) => rate.price.currencyCode === currency),
      ),
    )
    .map((method) => ({
      ...method,
      zoneRates: method.zoneRates.map((zone: Doc) => ({
        ...zone,
        shippingRates: zone.shippingRates.map((rate: Doc) => ({
          ...rate,
          isMatching: rate.price.currencyCode === currency,
        })),
      })),
    }))
}

async function customerOf(context: RequestContext): Promise<CustomerDocument | null> {
  if (context.principal.kind !== 'customer') return null
  return (await context.core.customers.get(context.principal.customerId))?.document ?? null
}

/** `me` and `inStore(key).me`: the source carries the store key, if any. */
const meResolvers: Record<string, Resolver> = {
  activeCart: async (source, _args, context) =>
    (await context.core.carts.active(context.principal, source.storeKey)) ?? null,
  cart: async (source, args, context) => {
    const cart = await context.core.carts.get(context.principal, args.id)
    return cart && (!source.storeKey || cart.document.store?.key === source.storeKey) ? cart.document : null
  },
  carts: async (_source, args, context) => {
    const carts = await context.core.repo.list<CartDocument>('cart', {
      ...ownerFilter(context),
      limit: args.limit ?? 20,
      offset: args.offset ?? 0,
      newestFirst: true,
    })
    return queryResult(
      carts.map((cart) => cart.document),
      await context.core.repo.count('cart', ownerFilter(context)),
      args.offset ?? 0,
    )
  },
  customer: (_source, _args, context) => customerOf(context),
  order: async (_source, args, context) =>
    (await context.core.orders.get(context.principal, args.id, args.orderNumber))?.document ?? null,
  orders: async (_source, args, context) => {
    const { results, total, offset } = await context.core.orders.mine(context.principal, page(args))
    return queryResult(results, total, offset)
  },
  payment: async (_source, args, context) =>
    (await context.core.payments.get(context.principal, args.id))?.document ?? null,
  payments: async (_source, args, context) => {
    const payments = await context.core.repo.list('payment', {
      ...ownerFilter(context),
      limit: args.limit ?? 20,
      offset: args.offset ?? 0,
    })
    return queryResult(
      payments.map((payment) => payment.document),
      payments.length,
      args.offset ?? 0,
    )
  },
  shoppingList: async (_source, args, context) => {
    if (args.id) return (await context.core.shoppingLists.get(context.principal, args.id))?.document ?? null
    return null
  },
  shoppingLists: async (_source, args, context) => {
    const { results, total, offset } = await context.core.shoppingLists.mine(context.principal, page(args))
    return queryResult(results, total, offset)
  },
}

async function findProduct(context: RequestContext, args: Args): Promise<ProductProjection | null> {
  const { products } = context.core
  if (args.id) return (await products.byId(args.id)) ?? null
  if (args.key) return (await products.byKey(args.key)) ?? null
  if (args.sku) return (await products.bySku(args.sku))?.product ?? null
  if (args.variantKey) throw invalidInput('Looking a product up by variantKey is not supported by the local platform.')
  return null
}

export const resolvers: Record<string, Record<string, Resolver>> = {
  Query: {
    me: () => ({}),
    inStore: (_source, args) => ({ storeKey: args.key }),
    cart: async (_source, args, context) =>
      (await context.core.carts.get(context.principal, args.id))?.document ?? null,
    order: async (_source, args, context) =>
      (await context.core.orders.get(context.principal, args.id, args.orderNumber))?.document ?? null,
    products: async (_source, args, context) => {
      const { results, total, offset } = await context.core.products.query(args)
      return queryResult(results, total, offset)
    },
    product: (_source, args, context) => findProduct(context, args),
    customer: async (_source, args, context) => {
      if (context.principal.kind !== 'server') {
        const own = await customerOf(context)
        return own && (args.id === own.id || args.key === own.key) ? own : null
      }
      const found = args.id
        ? await context.core.repo.get('customer', args.id)
        : args.key
          ? await context.core.repo.getByKey('customer', args.key)
          : undefined
      return found?.document ?? null
    },
    messages: async (_source, args, context) => {
      context.requireServer()
      const { results, total, offset } = await queryMessages(context.core.repo.db, {
        where: args.where as string | undefined,
        limit: args.limit as number | undefined,
        offset: args.offset as number | undefined,
      })
      return queryResult(results, total, offset)
    },
    customers: async (_source, args, context) => {
      context.requireServer()
      // Only the lookup by email: `email = "…"` or `lowercaseEmail = "…"`.
      const match = /^\s*(?:lowercaseEmail|email)\s*=\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(String(args.where ?? ''))
      if (!match) throw invalidInput('The local platform queries customers by email only.', { field: 'where' })
      const found = await context.core.repo.getByLookup('customer', match[1]!.replace(/\\(.)/g, '$1').toLowerCase())
      return queryResult(found ? [found.document] : [], found ? 1 : 0, 0)
    },
    payment: async (_source, args, context) =>
      (await context.core.payments.get(context.principal, args.id, args.key))?.document ?? null,
    shippingMethodsByCart: (_source, args, context) => shippingMethodsFor(context, args.id),
    shippingMethods: async (_source, args, context) => {
      const methods = await context.core.repo.list('shipping-method', {
        limit: args.limit ?? 20,
        offset: args.offset ?? 0,
      })
      return queryResult(
        methods.map((method) => method.document),
        await context.core.repo.count('shipping-method'),
        args.offset ?? 0,
      )
    },
    shippingMethod: (_source, args, context) =>
      context.load({ typeId: 'shipping-method', id: args.id, key: args.id ? undefined : args.key }),
    channel: (_source, args, context) =>
      context.load({ typeId: 'channel', id: args.id, key: args.id ? undefined : args.key }),
    channels: async (_source, args, context) => {
      const channels = await context.core.repo.list('channel', { limit: args.limit ?? 20, offset: args.offset ?? 0 })
      return queryResult(
        channels.map((channel) => channel.document),
        await context.core.repo.count('channel'),
        args.offset ?? 0,
      )
    },
    store: (_source, args, context) =>
      context.load({ typeId: 'store', id: args.id, key: args.id ? undefined : args.key }),
    category: (_source, args, context) =>
      context.load({ typeId: 'category', id: args.id, key: args.id ? undefined : args.key }),
    categories: async (_source, args, context) => {
      const categories = await context.core.repo.list('category', { limit: args.limit ?? 20, offset: args.offset ?? 0 })
      return queryResult(
        categories.map((category) => category.document),
        await context.core.repo.count('category'),
        args.offset ?? 0,
      )
    },
    discountCode: (_source, args, context) => {
      context.requireServer()
      return context.load({ typeId: 'discount-code', id: args.id, key: args.id ? undefined : args.key })
    },
    shoppingList: async (_source, args, context) =>
      args.id ? ((await context.core.shoppingLists.get(context.principal, args.id))?.document ?? null) : null,
    inventoryEntries: async (_source, args, context) => {
      const sku = /^\s*sku\s*=\s*"([^"]*)"\s*$/.exec(args.where ?? '')?.[1]
      if (args.where && sku === undefined)
        throw invalidInput(`Malformed parameter: where: only sku = "..." is supported.`)
      const rows = sku ? ((await context.core.products.inventoryFor([sku])).get(sku) ?? []) : []
      const entries = rows.map((row) => ({
        id: row.id,
        version: row.version,
        sku: row.sku,
        availableQuantity: row.availableQuantity,
        quantityOnStock: row.quantityOnStock,
        restockableInDays: row.restockableInDays,
        ...(row.supplyChannelId ? { supplyChannel: { typeId: 'channel', id: row.supplyChannelId } } : {}),
      }))
      return queryResult(entries, entries.length, 0)
    },
  },
  Me: meResolvers,
  InStoreMe: Object.fromEntries(Object.entries(meResolvers).filter(([name]) => !name.startsWith('payment'))),
  InStore: {
    me: (source) => ({ storeKey: source.storeKey }),
    product: (_source, args, context) => findProduct(context, args),
    shippingMethodsByCart: (_source, args, context) => shippingMethodsFor(context, args.id),
    cart: meResolvers.cart!,
    order: async (source, args, context) => {
      const order = await context.core.orders.get(context.principal, args.id, args.orderNumber)
      return order && order.document.store?.key === source.storeKey ? order.document : null
    },
    customer: (source, args, context) => resolvers.Query!.customer!(source, args, context),
  },
  Product: {
    masterData: (source) => ({
      current: source,
      staged: source,
      published: source.published !== false,
      hasStagedChanges: false,
    }),
    skus: (source) => allVariants(source as ProductProjection).map((variant) => variant.sku),
    productSelectionRefs: () => ({ results: [], count: 1, total: 1, offset: 0, exists: true }),
  },
  ProductData: {
    skus: (source) => allVariants(source as ProductProjection).map((variant) => variant.sku),
    variant: (source, args) =>
      allVariants(source as ProductProjection).find((variant) =>
        args.sku ? variant.sku === args.sku : variant.key === args.key,
      ) ?? null,
    variants: (source, args, context) => variantFilter(context, source.variants, args),
    allVariants: (source, args, context) => variantFilter(context, allVariants(source as ProductProjection), args),
    categoryOrderHints: (source) =>
      Object.entries(source.categoryOrderHints ?? {}).map(([categoryId, orderHint]) => ({ categoryId, orderHint })),
    categoryOrderHint: (source, args) => source.categoryOrderHints?.[args.categoryId] ?? null,
  },
  ProductVariant: {
    price: (source, args) =>
      selectPrice(source.prices as Price[], {
        currency: args.currency,
        country: args.country,
        channelId: args.channelId,
        customerGroupId: args.customerGroupId,
        date: args.date,
      }) ?? null,
    availability: async (source, _args, context) => {
      const availability = availabilityOf(await context.inventory(source.sku))
      if (!availability) return null
      const { channels = {}, ...noChannel } = availability
      return { noChannel: 'isOnStock' in noChannel ? noChannel : null, channelMap: channels }
    },
    attributesRaw: (source, args) =>
      (source.attributes ?? []).filter(
        (attribute: Doc) =>
          (!args.includeNames || args.includeNames.includes(attribute.name)) &&
          !args.excludeNames?.includes(attribute.name),
      ),
  },
  ProductVariantAvailabilityWithChannels: {
    channels: (source, args) => {
      const all = Object.entries(source.channelMap as Record<string, Doc>)
        .filter(
          ([id]) =>
            (!args.includeChannelIds || args.includeChannelIds.includes(id)) && !args.excludeChannelIds?.includes(id),
        )
        .map(([id, availability]) => ({ channel: { typeId: 'channel', id }, availability }))
      const offset = args.offset ?? 0
      const results = all.slice(offset, offset + (args.limit ?? all.length))
      return { results, total: all.length, offset, limit: args.limit ?? null }
    },
  },
  Dimensions: {
    width: (source) => source.w ?? source.width,
    height: (source) => source.h ?? source.height,
  },
  Payment: {
    interfaceInteractionsRaw: (source, args) => {
      const all = (source.interfaceInteractions ?? []) as Doc[]
      const offset = args.offset ?? 0
      return {
        results: all.slice(offset, offset + (args.limit ?? all.length)),
        total: all.length,
        offset,
        limit: args.limit ?? null,
      }
    },
  },
  InterfaceInteractionsRaw: {
    fields: (source, args) =>
      Object.entries(source.fields ?? {})
        .filter(
          ([name]) => (!args.includeNames || args.includeNames.includes(name)) && !args.excludeNames?.includes(name),
        )
        .map(([name, value]) => ({ name, value })),
  },
  CustomFieldsType: {
    customFieldsRaw: (source, args) =>
      Object.entries(source.fields ?? {})
        .filter(
          ([name]) => (!args.includeNames || args.includeNames.includes(name)) && !args.excludeNames?.includes(name),
        )
        .map(([name, value]) => ({ name, value })),
  },
  Cart: {
    lineItems: (source, args) =>
      args.id ? source.lineItems.filter((line: Doc) => line.id === args.id) : source.lineItems,
    customer: (source, _args, context) =>
      source.customerId ? context.load({ typeId: 'customer', id: source.customerId }) : null,
  },
  Order: {
    lineItems: (source, args) =>
      args.id ? source.lineItems.filter((line: Doc) => line.id === args.id) : source.lineItems,
    customer: (source, _args, context) =>
      source.customerId ? context.load({ typeId: 'customer', id: source.customerId }) : null,
  },
  Customer: {
    password: () => null,
    defaultShippingAddress: (source) =>
      source.addresses.find((address: Doc) => address.id === source.defaultShippingAddressId) ?? null,
    defaultBillingAddress: (source) =>
      source.addresses.find((address: Doc) => address.id === source.defaultBillingAddressId) ?? null,
    shippingAddresses: (source) =>
      source.addresses.filter((address: Doc) => source.shippingAddressIds?.includes(address.id)),
    billingAddresses: (source) =>
      source.addresses.filter((address: Doc) => source.billingAddressIds?.includes(address.id)),
  },
  ShoppingListLineItem: {
    variant: async (source, _args, context) => {
      const product = (await context.load({ typeId: 'product', id: source.productId })) as ProductProjection | undefined
      // A line without a variantId refers to the product's master variant.
      return product
        ? (allVariants(product).find((variant) => variant.id === (source.variantId ?? product.masterVariant.id)) ??
            null)
        : null
    },
  },
  PaymentInfo: {
    payments: (source, _args, context) =>
      Promise.all(
        (source.payments ?? []).map((reference: Doc) => context.load(reference as { typeId: string; id: string })),
      ).then((items) => items.filter(Boolean)),
    paymentRefs: (source) => source.payments ?? [],
  },
  LineItemsTarget: {
    predicate: (source) => source.predicate ?? '1 = 1',
  },
  DiscountedProductPriceValue: {
    discountRef: (source) => source.discount,
  },
}

/** Concrete types of the interfaces the local schema keeps. */
export const typeResolvers: Record<string, (value: Doc) => string> = {
  BaseMoney: (value) => (value.type === 'highPrecision' ? 'HighPrecisionMoney' : 'Money'),
  CartDiscountValue: (value) =>
    ({
      relative: 'RelativeDiscountValue',
      absolute: 'AbsoluteDiscountValue',
      fixed: 'FixedPriceDiscountValue',
      giftLineItem: 'GiftLineItemValue',
    })[value.type as string] ?? 'RelativeDiscountValue',
  CartDiscountTarget: (value) => (value.type === 'shipping' ? 'ShippingTarget' : 'LineItemsTarget'),
  Geometry: () => 'Point',
  ReturnItem: () => 'LineItemReturnItem',
  MessagePayload: (value) => value.type as string,
}
