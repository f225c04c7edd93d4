import { market, pageSales } from '@common/market'
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { Money } from '../money'
import type { CommerceClient } from './commerce-client'
import * as documents from './order.generated'

const money = z.object({ centAmount: z.number(), currencyCode: z.string(), fractionDigits: z.number() })
const customFields = z.nullish(
  z.object({ customFieldsRaw: z.nullish(z.array(z.object({ name: z.string(), value: z.unknown() }))) }),
)

const address = z.looseObject({
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  company: z.nullish(z.string()),
  streetName: z.nullish(z.string()),
  postalCode: z.nullish(z.string()),
  city: z.nullish(z.string()),
  country: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
})

const orderSchema = z.looseObject({
  id: z.string(),
  orderNumber: z.nullish(z.string()),
  createdAt: z.string(),
  orderState: z.string(),
  paymentState: z.nullish(z.string()),
  shipmentState: z.nullish(z.string()),
  custom: customFields,
  totalPrice: money,
  lineItems: z.array(
    z.looseObject({
      id: z.string(),
      quantity: z.number(),
      name: z.nullish(z.string()),
      variant: z.nullish(z.looseObject({ sku: z.nullish(z.string()) })),
    }),
  ),
  shippingAddress: z.nullish(address),
  billingAddress: z.nullish(address),
  shippingInfo: z.nullish(
    z.object({
      shippingMethodName: z.nullish(z.string()),
      shippingMethod: z.nullish(z.object({ localizedName: z.nullish(z.string()) })),
      deliveries: z.nullish(
        z.array(
          z.object({
            createdAt: z.string(),
            parcels: z.array(
              z.object({
                trackingData: z.nullish(
                  z.object({
                    trackingId: z.nullish(z.string()),
                    carrier: z.nullish(z.string()),
                    provider: z.nullish(z.string()),
                  }),
                ),
              }),
            ),
          }),
        ),
      ),
    }),
  ),
  paymentInfo: z.nullish(
    z.object({
      payments: z.array(z.looseObject({ paymentMethodInfo: z.nullish(z.object({ method: z.nullish(z.string()) })) })),
    }),
  ),
})

type Order = z.infer<typeof orderSchema>

const shippingMethodSchema = z.object({
  id: z.string(),
  key: z.nullish(z.string()),
  name: z.string(),
  localizedName: z.nullish(z.string()),
  zoneRates: z._default(
    z.array(
      z.object({
        shippingRates: z.array(
          z.object({ isMatching: z.nullish(z.boolean()), price: money, freeAbove: z.nullish(money) }),
        ),
      }),
    ),
    [],
  ),
  taxCategory: z.nullish(
    z.object({ rates: z.array(z.object({ amount: z.number(), country: z.string(), includedInPrice: z.boolean() })) }),
  ),
  custom: customFields,
})

/** Spec 3.7, with the order type of 4.3 read from its custom field. */
export interface ShippingMethod {
  id: string
  key: string
  name: string
  localizedName: string
  orderType: string | null
  deliveryTime: string | null
  /** The rate that matches the cart: its price, free above an amount of the lines (paid methods). */
  rate: { price: Money; freeAbove: Money | null } | null
  /** The market's VAT rate of the method (included in its price), e.g. 0.21. */
  taxRate: number | null
}

const field = (custom: z.infer<typeof customFields>, name: string) => {
  const value = custom?.customFieldsRaw?.find((f) => f.name === name)?.value
  return typeof value === 'string' ? value : null
}

/** The shopper's own order, its names (delivery method) in `locale`. */
export async function fetchOrder(
  client: CommerceClient,
  id: string,
  locale: string = market.defaultLocale,
): Promise<Order | null> {
  const data = await client.query(
    documents.MyOrderFullDocument,
    { id, locale },
    z.object({ me: z.object({ order: z.nullable(orderSchema) }) }),
  )
  return data.me.order
}

/** Spec 2.7 step 2: the delivery date and time slot the order carries (custom fields), when chosen. */
export function orderDelivery(order: Pick<Order, 'custom'>): { date: string | null; slot: string | null } {
  return { date: field(order.custom, 'order_CF_DeliveryDate'), slot: field(order.custom, 'order_CF_DeliveryTimeSlot') }
}

function rateOf(method: z.infer<typeof shippingMethodSchema>): ShippingMethod['rate'] {
  const rates = method.zoneRates.flatMap((zone) => zone.shippingRates)
  const rate = rates.find((candidate) => candidate.isMatching) ?? rates[0]
  return rate ? { price: rate.price, freeAbove: rate.freeAbove ?? null } : null
}

export async function fetchShippingMethods(client: CommerceClient, cartId: string): Promise<ShippingMethod[]> {
  const data = await client.query(
    documents.ShippingMethodsByCartDocument,
    { cartId, locale: market.defaultLocale },
    z.object({ shippingMethodsByCart: z.array(shippingMethodSchema) }),
  )
  return data.shippingMethodsByCart.map((method) => ({
    id: method.id,
    key: method.key ?? '',
    name: method.name,
    localizedName: method.localizedName ?? method.name,
    orderType: field(method.custom, 'shippingmethod_CF_OrderType'),
    deliveryTime: field(method.custom, 'shippingmethod_CF_DeliveryTime'),
    rate: rateOf(method),
    taxRate: method.taxCategory?.rates.find((rate) => rate.country === pageSales().country)?.amount ?? null,
  }))
}

export function orderQueryOptions(client: CommerceClient, id: string, locale: string = market.defaultLocale) {
  return queryOptions({ queryKey: ['commerce', 'order', id, locale], queryFn: () => fetchOrder(client, id, locale) })
}

export function shippingMethodsQueryOptions(client: CommerceClient, cartId: string) {
  return queryOptions({
    queryKey: ['commerce', 'shippingMethods', cartId],
    queryFn: () => fetchShippingMethods(client, cartId),
  })
}
