// @ts-nocheck
import { channelRef, webChannelKey } from './channels'
import { typeKeys } from './custom-types'
import { czk } from './money'
import type { CustomerDraft, LineItemImportDraft, OrderImportDraft, ProductDraft, TaxRateDraft } from './types'

const vat: TaxRateDraft = { key: 'cz-vat-21', name: 'DPH 21 %', amount: 0.21, includedInPrice: true, country: 'CZ' }

/** What the shopper paid for one unit: the adjusted price of a discounted article, else the price. */
function unitCents(product: ProductDraft): number {
  const price = product.masterVariant.prices[0]
  const adjusted = price?.custom?.fields.price_CF_AdjustedPrice as { centAmount: number } | undefined
  return adjusted?.centAmount ?? price?.value.centAmount ?? 0
}

function line(product: ProductDraft, variantIndex: number, quantity: number, supply: string): LineItemImportDraft {
  const variants = [product.masterVariant, ...product.variants]
  const variant = variants[variantIndex % variants.length] ?? product.masterVariant
  return {
    name: product.name,
    productKey: product.key,
    variant: { sku: variant.sku },
    price: { value: czk(unitCents(product)), country: 'CZ', channel: channelRef(webChannelKey) },
    quantity,
    supplyChannel: channelRef(supply),
    distributionChannel: channelRef(webChannelKey),
    taxRate: vat,
  }
}

interface OrderPlan {
  orderNumber: string
  customer: CustomerDraft
  completedAt: string
  items: { product: number; variant: number; quantity: number }[]
  shippingMethodKey: OrderImportDraft['shippingMethodKey']
  discountCode?: { code: string; percentage: number }
  states: Pick<OrderImportDraft, 'orderState' | 'paymentState' | 'shipmentState'>
}

function order(plan: OrderPlan, products: readonly ProductDraft[]): OrderImportDraft {
  const supply = plan.shippingMethodKey === 'CC' || plan.shippingMethodKey === 'CR' ? 'CZ-PRG-PALLADIUM' : webChannelKey
  const lineItems = plan.items.map((item) => {
    const product = products[item.product % products.length]
    if (!product) throw new Error('no products for demo orders')
    return line(product, item.variant, item.quantity, supply)
  })
  const goods = lineItems.reduce((sum, item) => sum + item.price.value.centAmount * item.quantity, 0)
  const discounted = plan.discountCode ? Math.round((goods * (100 - plan.discountCode.percentage)) / 100) : goods
  const shipping =
    plan.shippingMethodKey === 'HD' && discounted < 150_000
      ? 9_900
      : plan.shippingMethodKey === 'PS' && discounted < 150_000
        ? 6_900
        : 0
  const gross = discounted + shipping
  const net = Math.round(gross / 1.21)
  const address = plan.customer.addresses[plan.customer.defaultShippingAddress ?? 0] ?? { country: 'CZ' as const }
  return {
    orderNumber: plan.orderNumber,
    customerKey: plan.customer.key,
    customerEmail: plan.customer.email,
    store: { typeId: 'store', key: webChannelKey },
    completedAt: plan.completedAt,
    lineItems,
    totalPrice: czk(gross),
    taxedPrice: { totalNet: czk(net), totalGross: czk(gross), totalTax: czk(gross - net) },
    shippingAddress: address,
    billingAddress: address,
    shippingMethodKey: plan.shippingMethodKey,
    discountCodes: plan.discountCode ? [plan.discountCode.code] : [],
    ...plan.states,
    custom: {
      type: { typeId: 'type', key: typeKeys.order },
      fields: {
        order_CF_ShopperFirstName: plan.customer.firstName,
        order_CF_ShopperLastName: plan.customer.lastName,
        order_CF_HasDiscount: discounted < goods,
        order_CF_Price: czk(goods),
        order_CF_DiscountedPrice: czk(discounted),
        order_CF_Discount: czk(goods - discounted),
      },
    },
  }
}

/** Order history of the demo shoppers (fixed dates); the ONCE20 order is the one application that exhausts it. */
export function buildOrders(
  customers: readonly CustomerDraft[],
  products: readonly ProductDraft[],
): OrderImportDraft[] {
  const [jana, petr] = customers
  if (!jana || !petr || products.length === 0) return []
  const complete = { orderState: 'Complete', paymentState: 'Paid', shipmentState: 'Delivered' } as const
  return [
    order(
      {
        orderNumber: 'KE260000101',
        customer: jana,
        completedAt: '2026-03-14T10:22:00.000Z',
        items: [{ product: 3, variant: 3, quantity: 1 }],
        shippingMethodKey: 'HD',
        states: complete,
      },
      products,
    ),
    order(
      {
        orderNumber: 'KE260000214',
        customer: jana,
        completedAt: '2026-06-02T17:45:00.000Z',
        items: [
          { product: 120, variant: 2, quantity: 1 },
          { product: 410, variant: 0, quantity: 2 },
        ],
        shippingMethodKey: 'CC',
        states: complete,
      },
      products,
    ),
    order(
      {
        orderNumber: 'KE260000388',
        customer: jana,
        completedAt: '2026-11-18T08:05:00.000Z',
        items: [{ product: 57, variant: 4, quantity: 1 }],
        shippingMethodKey: 'PS',
        states: { orderState: 'Confirmed', paymentState: 'Paid', shipmentState: 'Shipped' },
      },
      products,
    ),
    order(
      {
        orderNumber: 'KE260000152',
        customer: petr,
        completedAt: '2026-04-20T12:00:00.000Z',
        items: [{ product: 200, variant: 5, quantity: 1 }],
        shippingMethodKey: 'HD',
        discountCode: { code: 'ONCE20', percentage: 20 },
        states: complete,
      },
      products,
    ),
    order(
      {
        orderNumber: 'KE260000399',
        customer: petr,
        completedAt: '2026-11-20T19:30:00.000Z',
        items: [{ product: 260, variant: 1, quantity: 1 }],
        shippingMethodKey: 'HD',
        // Its payment failed before anything was shipped: it has no shipment state.
        states: { orderState: 'Cancelled', paymentState: 'Failed' },
      },
      products,
    ),
  ]
}
