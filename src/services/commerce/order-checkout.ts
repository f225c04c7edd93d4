import { marketLocale, pageSales, salesOf, type Sales } from '@common/market'
import { queryOptions } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { checkoutMachine } from '../../machines/checkout/checkout.machine'
import type { expressCheckoutMachine, WalletPayer } from '../../machines/checkout/express.machine'
import type {
  AddressFields,
  AddressValidationResult,
  CheckoutCart,
  CheckoutStart,
  ContactDetails,
  DeliveryDetails,
  DeliveryMethod,
  PaymentMethodData,
  PaymentOutcome,
  PaymentSession,
  PickupPoint,
  PlacedOrder,
} from '../../machines/checkout/checkout.types'
import { ApiError, type ApiClient } from '../api'
import type { Money } from '../money'
import type { CommerceClient } from './commerce-client'
import { fetchCheckoutCustomer } from '../checkout-customer'
import { fetchShippingMethods } from './order'
import * as documents from './order-checkout.generated'

const money = z.object({ centAmount: z.number(), currencyCode: z.string(), fractionDigits: z.number() })
const checkoutCart = z.object({
  id: z.string(),
  version: z.number(),
  totalPrice: money,
  taxedPrice: z.nullish(z.object({ totalGross: z.nullish(money), totalTax: z.nullish(money) })),
  lineItems: z.array(
    z.object({
      id: z.string(),
      quantity: z.number(),
      lineItemMode: z.nullish(z.string()),
      nameAllLocales: z.nullish(z.array(z.object({ locale: z.string(), value: z.string() }))),
      variant: z.nullish(
        z.object({
          sku: z.nullish(z.string()),
          images: z.nullish(z.array(z.object({ url: z.string(), label: z.nullish(z.string()) }))),
          attributesRaw: z.nullish(z.array(z.object({ name: z.string(), value: z.unknown() }))),
        }),
      ),
      price: z.nullish(z.object({ value: money, discounted: z.nullish(z.object({ value: money })) })),
      totalPrice: money,
    }),
  ),
  discountCodes: z.array(
    z.object({ state: z.nullish(z.string()), discountCode: z.nullish(z.object({ id: z.string(), code: z.string() })) }),
  ),
  shippingInfo: z.nullish(
    z.object({
      price: money,
      discountedPrice: z.nullish(z.object({ value: money })),
      shippingMethod: z.nullish(z.object({ key: z.nullish(z.string()) })),
      taxedPrice: z.nullish(z.object({ totalTax: z.nullish(money) })),
    }),
  ),
})

/** A line as the order summary shows it (spec 3.3). */
export interface CheckoutLine {
  id: string
  sku: string
  quantity: number
  /** Per locale. */
  names: Record<string, string>
  image: { url: string; label: string } | null
  /** Raw variant attributes by name (Size, Size_US, …). */
  attributes: Record<string, unknown>
  /** The unit price after product discounts, before cart discounts. */
  unitPrice: Money | null
  /** The unit price before any discount. */
  listUnitPrice?: Money | null
  totalPrice: Money
  isGift: boolean
}

/** The checkout's cart with what the order summary shows; the machine holds it as a `CheckoutCart`. */
export interface CheckoutCartDetails extends CheckoutCart {
  lines: CheckoutLine[]
  totalPrice: Money
  /** VAT included in the total. */
  tax: Money | null
  /** The codes that take effect (state MatchesCart). */
  discountCodes: string[]
  /** The delivery set on the cart: its method and price after shipping discounts. */
  shipping: { methodKey: string | null; price: Money; tax: Money | null } | null
}

function toCheckoutCart(cart: z.infer<typeof checkoutCart>): CheckoutCartDetails {
  return {
    id: cart.id,
    version: cart.version,
    totalCentAmount: cart.totalPrice.centAmount,
    currencyCode: cart.totalPrice.currencyCode,
    totalPrice: cart.totalPrice,
    tax: cart.taxedPrice?.totalTax ?? null,
    lines: cart.lineItems.map((line) => {
      const image = line.variant?.images?.[0]
      return {
        id: line.id,
        sku: line.variant?.sku ?? '',
        quantity: line.quantity,
        names: Object.fromEntries((line.nameAllLocales ?? []).map((name) => [name.locale, name.value])),
        image: image ? { url: image.url, label: image.label ?? '' } : null,
        attributes: Object.fromEntries((line.variant?.attributesRaw ?? []).map((a) => [a.name, a.value])),
        unitPrice: line.price?.discounted?.value ?? line.price?.value ?? null,
        listUnitPrice: line.price?.value ?? null,
        totalPrice: line.totalPrice,
        isGift: line.lineItemMode === 'GiftLineItem',
      }
    }),
    discountCodes: cart.discountCodes.flatMap((info) =>
      info.discountCode && (info.state ?? 'MatchesCart') === 'MatchesCart' ? [info.discountCode.code] : [],
    ),
    shipping: cart.shippingInfo
      ? {
          methodKey: cart.shippingInfo.shippingMethod?.key ?? null,
          price: cart.shippingInfo.discountedPrice?.value ?? cart.shippingInfo.price,
          tax: cart.shippingInfo.taxedPrice?.totalTax ?? null,
        }
      : null,
  }
}

/** The machine holds what the checkout actors returned: these carts, read back with their summary data. */
export function asCheckoutCartDetails(cart: CheckoutCart | null): CheckoutCartDetails | null {
  return cart && 'lines' in cart ? (cart as CheckoutCartDetails) : null
}

/** The shopper's active cart as checkout reads it; null when there is none or it is empty. */
export async function fetchCheckoutCart(client: CommerceClient): Promise<CheckoutCart | null> {
  const data = await client.query(
    documents.CheckoutCartDocument,
    {},
    z.object({ me: z.object({ activeCart: z.nullable(checkoutCart) }) }),
  )
  const cart = data.me.activeCart
  return cart && cart.lineItems.length > 0 ? toCheckoutCart(cart) : null
}

/** The figures of an order awaiting payment, in the cart's shape; null when it is not the shopper's. */
async function fetchCheckoutOrder(client: CommerceClient, id: string): Promise<CheckoutCartDetails | null> {
  const data = await client.query(
    documents.CheckoutOrderDocument,
    { id },
    z.object({ me: z.object({ order: z.nullable(checkoutCart) }) }),
  )
  return data.me.order ? toCheckoutCart(data.me.order) : null
}

export function checkoutOrderQueryOptions(client: CommerceClient, id: string) {
  return queryOptions({ queryKey: ['checkout', 'order', id], queryFn: () => fetchCheckoutOrder(client, id) })
}

const updated = z.object({ updateMyCart: checkoutCart })
const json = (value: string | null) => (value === null ? null : JSON.stringify(value))

function addressInput(address: AddressFields | PickupPoint['address'], extra: Record<string, unknown> = {}) {
  return { ...address, ...extra, country: address.country || pageSales().country }
}

interface DeliveryInput {
  cart: CheckoutCart
  method: DeliveryMethod
  store: PickupPoint | null
  parcelShop: PickupPoint | null
  date: string | null
  slot: string | null
  delivery: DeliveryDetails
  email: string
}

/** Home delivery ships to the typed address; a store or parcel shop is the shipping address of the other methods. */
function shippingAddressOf(input: DeliveryInput) {
  const person = {
    firstName: input.delivery.shipping.firstName,
    lastName: input.delivery.shipping.lastName,
    email: input.email,
    phone: input.delivery.shipping.phone,
  }
  const pickup = input.store ?? input.parcelShop
  if (input.method.key !== 'HD' && pickup) return addressInput(pickup.address, { ...person, company: pickup.name })
  return addressInput(input.delivery.shipping, { email: input.email })
}

const orderSchema = z.object({ id: z.string(), orderNumber: z.nullish(z.string()) })
const paymentOptionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('scheme') }),
  z.object({ type: z.literal('paylater'), instalments: z.number().check(z.int(), z.minimum(2)) }),
])
const sessionSchema = z.object({
  id: z.string(),
  sessionData: z.string(),
  reference: z.string(),
  methods: z.array(paymentOptionSchema),
})
/** The own API answers `{ data }`; the API client hands over `data` itself (spec 7.2). */
const outcomeSchema = z.object({
  orderId: z.nullish(z.string()),
  resultCode: z.string(),
  action: z.nullish(z.object({ type: z.string(), url: z.string() })),
  refusalReason: z.nullish(z.string()),
})
const validationSchema = z.object({
  valid: z.boolean(),
  errors: z.array(z.object({ field: z.string(), code: z.string() })),
  suggestion: z.nullish(
    z.object({
      streetName: z.string(),
      postalCode: z.string(),
      city: z.string(),
      region: z.nullish(z.string()),
      country: z.string(),
      changedFields: z.array(z.string()),
    }),
  ),
})

/** Where the payment provider sends the shopper back after 3-D Secure (the checkout of this locale, with the order). */
type ReturnPath = (orderId: string | null) => string

/** The checkout's calls as plain functions: the checkout machine's actors and express checkout share them. */
function checkoutOperations({
  api,
  commerce,
  sales = pageSales(),
}: {
  api: ApiClient
  commerce: CommerceClient
  /** The store the cart is bought in: the checkout page locale's. */
  sales?: Sales
}) {
  return {
    saveContact: async (input: { cart: CheckoutCart; contact: ContactDetails }): Promise<CheckoutCart> => {
      const data = await commerce.mutate(
        documents.SetCheckoutContactDocument,
        { id: input.cart.id, version: input.cart.version, storeKey: sales.storeKey, email: input.contact.email },
        updated,
      )
      return toCheckoutCart(data.updateMyCart)
    },
    saveDelivery: async (input: DeliveryInput): Promise<CheckoutCart> => {
      const shipping = shippingAddressOf(input)
      const billingSource =
        input.delivery.addressesMatch || !input.delivery.billing ? input.delivery.shipping : input.delivery.billing
      const data = await commerce.mutate(
        documents.SetCheckoutDeliveryDocument,
        {
          id: input.cart.id,
          version: input.cart.version,
          storeKey: sales.storeKey,
          shippingMethodKey: input.method.key,
          shippingAddress: shipping,
          billingAddress: addressInput(billingSource, { email: input.email }),
          date: json(input.date),
          timeslot: json(input.slot),
        },
        updated,
      )
      return toCheckoutCart(data.updateMyCart)
    },
    createOrder: async (input: { cart: CheckoutCart }): Promise<PlacedOrder> => {
      try {
        const data = await api.post('/api/orders', { cartId: input.cart.id, version: input.cart.version }, orderSchema)
        return { id: data.id, orderNumber: data.orderNumber ?? null }
      } catch (error) {
        // The machine tells a sold-out line from other failures by this message.
        if (error instanceof ApiError && error.message === 'OutOfStock') throw new Error('OutOfStock')
        throw error
      }
    },
  }
}

/** The checkout machine's actors (`checkoutMachine.provide({ actors })`). */
export function checkoutActors({
  api,
  commerce,
  returnPath,
  locale,
}: {
  api: ApiClient
  commerce: CommerceClient
  returnPath: ReturnPath
  locale: string
}) {
  const operations = checkoutOperations({ api, commerce, sales: salesOf(marketLocale(locale)) })
  return {
    // An order awaiting payment is paid as it is: no cart, no delivery methods.
    loadCheckout: fromPromise<CheckoutStart, { orderId: string | null; signedIn: boolean }>(async ({ input }) => {
      const cart = input.orderId ? null : await fetchCheckoutCart(commerce)
      const [methods, shopper] = await Promise.all([
        cart ? fetchShippingMethods(commerce, cart.id) : [],
        // Spec 2.7: a signed-in shopper's details fill the forms; without them, the forms start empty.
        input.signedIn && cart ? fetchCheckoutCustomer(api).catch(() => null) : null,
      ])
      return { cart, shippingMethods: methods.map((m) => ({ key: m.key, name: m.localizedName })), shopper }
    }),
    saveContact: fromPromise<CheckoutCart, { cart: CheckoutCart; contact: ContactDetails }>(({ input }) =>
      operations.saveContact(input),
    ),
    validateAddress: fromPromise<AddressValidationResult, { address: AddressFields; carrier: string | null }>(
      async ({ input }) => {
        const body = { ...input.address, addressType: 'shipping', ...(input.carrier ? { carrier: input.carrier } : {}) }
        return api.post('/api/checkout/validate-address', body, validationSchema)
      },
    ),
    saveDelivery: fromPromise<CheckoutCart, DeliveryInput>(({ input }) => operations.saveDelivery(input)),
    createSession: fromPromise<PaymentSession, { cartId: string | null; orderId: string | null }>(async ({ input }) => {
      const body = {
        ...(input.orderId ? { orderId: input.orderId } : { cartId: input.cartId ?? undefined }),
        returnPath: returnPath(input.orderId),
        locale,
      }
      return api.post('/api/payment/session', body, sessionSchema)
    }),
    createOrder: fromPromise<PlacedOrder, { cart: CheckoutCart }>(({ input }) => operations.createOrder(input)),
    submitPayment: fromPromise<
      PaymentOutcome,
      { orderId: string; session: PaymentSession; paymentData: PaymentMethodData }
    >(async ({ input }) => {
      const body = {
        orderId: input.orderId,
        sessionId: input.session.id,
        reference: input.session.reference,
        returnPath: returnPath(input.orderId),
        paymentMethod: input.paymentData,
      }
      try {
        const data = await api.post('/api/payment/payments', body, outcomeSchema)
        return {
          orderId: data.orderId ?? input.orderId,
          resultCode: data.resultCode,
          action: data.action ?? null,
          refusalReason: data.refusalReason ?? null,
        }
      } catch (error) {
        // An invalid card (422) is a refusal the shopper can retry, not a broken widget.
        if (error instanceof ApiError && error.status === 422)
          return { orderId: input.orderId, resultCode: 'Refused', action: null, refusalReason: error.message }
        throw error
      }
    }),
    confirmPayment: fromPromise<PaymentOutcome, { orderId: string; redirectResult: string }>(async ({ input }) => {
      const data = await api.post('/api/payment/details', input, outcomeSchema)
      return {
        orderId: data.orderId ?? input.orderId,
        resultCode: data.resultCode,
        action: null,
        refusalReason: data.refusalReason ?? null,
      }
    }),
  } satisfies Partial<(typeof checkoutMachine)['implementations']['actors']>
}

const walletSignatureSchema = z.object({
  reference: z.string(),
  walletPayload: z.string(),
  walletSignature: z.string(),
})

/**
 * Express checkout's actors (`expressCheckoutMachine.provide({ actors })`): the wallet's payer
 * becomes the cart's contact and home-delivery address, the cart becomes an order, and the order
 * is paid with the wallet's signed pay button.
 */
export function expressActors({
  api,
  commerce,
  returnPath,
  addToBag,
}: {
  api: ApiClient
  commerce: CommerceClient
  returnPath: ReturnPath
  addToBag: (sku: string) => Promise<void>
}) {
  const operations = checkoutOperations({ api, commerce })
  return {
    prepareCart: fromPromise<CheckoutCart | null, { sku: string | null }>(async ({ input }) => {
      if (input.sku) await addToBag(input.sku)
      return fetchCheckoutCart(commerce)
    }),
    placeOrder: fromPromise<
      { orderId: string },
      { cart: CheckoutCart; payer: WalletPayer & { address: AddressFields } }
    >(async ({ input }) => {
      const { payer } = input
      const contact = { email: payer.email, country: payer.address.country, phone: payer.phone, policyAccepted: true }
      let cart = await operations.saveContact({ cart: input.cart, contact })
      const shipping = { ...payer.address, phone: payer.address.phone ?? payer.phone }
      cart = await operations.saveDelivery({
        cart,
        method: { key: 'HD', name: '' },
        store: null,
        parcelShop: null,
        date: null,
        slot: null,
        delivery: { shipping, billing: null, addressesMatch: true },
        email: payer.email,
      })
      const order = await operations.createOrder({ cart })
      const signature = await api.post('/api/payment/wallet-signature', { orderId: order.id }, walletSignatureSchema)
      const paid = await api.post(
        '/api/payment/payments',
        {
          orderId: order.id,
          reference: signature.reference,
          returnPath: returnPath(order.id),
          paymentMethod: {
            type: 'walletpay',
            walletPayload: signature.walletPayload,
            walletSignature: signature.walletSignature,
          },
        },
        outcomeSchema,
      )
      if (paid.resultCode !== 'Authorised') throw new Error(`Wallet payment ${paid.resultCode}`)
      return { orderId: order.id }
    }),
  } satisfies Partial<(typeof expressCheckoutMachine)['implementations']['actors']>
}

const placeSchema = z.object({
  results: z.array(
    z.looseObject({
      id: z.optional(z.string()),
      key: z.optional(z.string()),
      name: z.string(),
      carrier: z.optional(z.string()),
      address: z.looseObject({
        streetName: z.optional(z.string()),
        streetNumber: z.optional(z.string()),
        postalCode: z.string(),
        city: z.string(),
        country: z.optional(z.string()),
      }),
    }),
  ),
})

/** The store service a delivery needs: try and buy (`CR`) or click and collect. */
export type StoreService = 'clickAndCollect' | 'tryAndBuy'

/** Stores offering the delivery (click and collect, try and buy) or parcel shops near a town or postal code. */
export async function fetchPickupPoints(
  api: ApiClient,
  kind: 'stores' | 'parcel-shops',
  q: string,
  service?: StoreService,
): Promise<PickupPoint[]> {
  const params = new URLSearchParams({ limit: '6', ...(q ? { q } : {}), ...(service ? { service } : {}) })
  const data = await api.get(`/api/checkout/places/${kind}?${params}`, placeSchema)
  return data.results.map((place) => ({
    id: place.id ?? place.key ?? place.name,
    name: place.name,
    carrier: place.carrier,
    address: {
      streetName: [place.address.streetName, place.address.streetNumber].filter(Boolean).join(' '),
      postalCode: place.address.postalCode,
      city: place.address.city,
      country: place.address.country ?? pageSales().country,
    },
  }))
}
