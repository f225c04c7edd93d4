// @ts-nocheck
import { predicate, type PredicateScope, type Value } from './predicates'
import { effectiveUnitPrice, money, splitIncludedTax, type Money, type Reference } from './model'
import type { CartDocument, LineItemDocument } from './cart-model'
import type { CommerceKysely, Repository } from './repository'

interface CartDiscountDocument {
  id: string
  key?: string
  value:
    | { type: 'relative'; permyriad: number }
    | { type: 'absolute'; money: Money[] }
    | { type: 'fixed'; money: Money[] }
    | {
        type: 'giftLineItem'
        product: Reference
        variantId: number
        distributionChannel?: Reference
        supplyChannel?: Reference
      }
  cartPredicate: string
  target?: { type: 'lineItems' | 'customLineItems'; predicate: string } | { type: 'shipping' } | { type: 'totalPrice' }
  sortOrder: string
  isActive: boolean
  validFrom?: string
  validUntil?: string
  requiresDiscountCode: boolean
  stackingMode?: 'Stacking' | 'StopAfterThisDiscount'
  stores?: Array<{ typeId: 'store'; key: string }>
}

export interface DiscountCodeDocument {
  id: string
  key?: string
  code: string
  cartDiscounts: Reference[]
  cartPredicate?: string
  isActive: boolean
  maxApplications?: number
  applicationCount?: number
  validFrom?: string
  validUntil?: string
}

export const GIFT_WRAP_SKU = '8888881'
export const DEFAULT_TAX_RATE = {
  name: 'DPH 21 %',
  amount: 0.21,
  includedInPrice: true,
  country: 'CZ',
  subRates: [] as unknown[],
}

const activeNow = (resource: { isActive: boolean; validFrom?: string; validUntil?: string }, now = Date.now()) =>
  resource.isActive &&
  (!resource.validFrom || new Date(resource.validFrom).getTime() <= now) &&
  (!resource.validUntil || new Date(resource.validUntil).getTime() > now)

export const withinValidity = (resource: { validFrom?: string; validUntil?: string }, now = Date.now()) =>
  (!resource.validFrom || new Date(resource.validFrom).getTime() <= now) &&
  (!resource.validUntil || new Date(resource.validUntil).getTime() > now)

function attributeValue(line: LineItemDocument, name: string): Value {
  const value = line.variant.attributes.find((attribute) => attribute.name === name)?.value
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    if ('key' in record) return record.key as string
    if ('centAmount' in record) return value as Value
    return (record['cs-CZ'] ?? record.en ?? Object.values(record)[0]) as Value
  }
  return value as Value
}

function lineScope(line: LineItemDocument, productTypeKey: (id: string) => string | undefined): PredicateScope {
  return {
    get([head, ...rest]) {
      switch (head) {
        case 'sku':
          return line.variant.sku
        case 'productId':
          return line.productId
        case 'productKey':
          return line.productKey
        case 'quantity':
          return line.quantity
        case 'price':
          return rest[0] === 'discounted' ? Boolean(line.price.discounted) : effectiveUnitPrice(line.price)
        case 'lineItemMode':
          return line.lineItemMode
        case 'productType':
          return rest[0] === 'key' ? productTypeKey(line.productType.id) : line.productType.id
        case 'attributes':
          return rest[0] ? attributeValue(line, rest[0]) : undefined
        case 'supplyChannel':
        case 'distributionChannel':
          return line[head]?.id
        case 'categories':
          return line.categoryIds ?? []
        default:
          return undefined
      }
    },
  }
}

/** Context the pricing needs from the store: discounts, codes, tax rates, product types. */
interface PricingData {
  cartDiscounts: CartDiscountDocument[]
  codes: Map<string, DiscountCodeDocument>
  productTypeKeys: Map<string, string>
}

export async function loadPricingData(repo: Repository, cart: CartDocument, db?: CommerceKysely): Promise<PricingData> {
  const [discounts, types] = await Promise.all([
    repo.list<CartDiscountDocument & Record<string, unknown>>('cart-discount', {}, db),
    repo.list('product-type', {}, db),
  ])
  const codes = new Map<string, DiscountCodeDocument>()
  for (const info of cart.discountCodes) {
    const code = await repo.get<DiscountCodeDocument & Record<string, unknown>>(
      'discount-code',
      info.discountCode.id,
      db,
    )
    if (code) codes.set(code.id, code.document)
  }
  return {
    cartDiscounts: discounts.map((discount) => discount.document),
    codes,
    productTypeKeys: new Map(types.map((type) => [type.id, String(type.document.key ?? '')])),
  }
}

/**
 * Recomputes every derived amount of a cart: discount code states, cart discounts on lines and
 * shipping, line totals, the shipping price, `totalPrice` and `taxedPrice` (VAT included).
 */
interface GiftChanges {
  /** Gift discounts that apply but whose gift line is not in the cart yet. */
  missing: CartDiscountDocument[]
  /** Gift lines whose discount no longer applies. */
  stale: string[]
}

const isGiftFor = (line: LineItemDocument, discount: CartDiscountDocument) =>
  discount.value.type === 'giftLineItem' &&
  line.lineItemMode === 'GiftLineItem' &&
  line.productId === discount.value.product.id &&
  line.variant.id === discount.value.variantId

export function priceCart(cart: CartDocument, data: PricingData): GiftChanges {
  const currency = cart.totalPrice.currencyCode
  const typeKey = (id: string) => data.productTypeKeys.get(id)
  const subtotal = () =>
    cart.lineItems
      .filter((line) => line.lineItemMode !== 'GiftLineItem')
      .reduce((sum, line) => sum + effectiveUnitPrice(line.price).centAmount * line.quantity, 0)
  const cartScope: PredicateScope = {
    get([head, ...rest]) {
      if (head === 'totalPrice') return money(subtotal(), currency)
      if (head === 'currency') return currency
      if (head === 'country') return cart.country
      if (head === 'totalLineItemQuantity' || head === 'lineItemCount')
        return cart.lineItems.reduce((sum, line) => sum + line.quantity, 0)
      if (head === 'customer' && rest[0] === 'email') return cart.customerEmail
      if (head === 'customerEmail') return cart.customerEmail
      if (head === 'shippingInfo' && rest[0] === 'shippingMethodName') return cart.shippingInfo?.shippingMethodName
      if (head === 'custom' && rest[0]) return cart.custom?.fields[rest[0]] as Value
      return undefined
    },
    call(name, inner) {
      const lines = cart.lineItems.filter((line) => inner(lineScope(line, typeKey)))
      const lower = name.toLowerCase()
      if (lower === 'lineitemexists') return lines.length > 0
      if (lower === 'lineitemcount') return lines.reduce((sum, line) => sum + line.quantity, 0)
      return money(
        lines.reduce((sum, line) => sum + effectiveUnitPrice(line.price).centAmount * line.quantity, 0),
        currency,
      )
    },
  }
  const safe = (source: string | undefined, scope: PredicateScope) => {
    try {
      return predicate(source)(scope)
    } catch {
      return false
    }
  }

  // Discount code states.
  const codeDiscountIds = new Set<string>()
  for (const info of cart.discountCodes) {
    const code = data.codes.get(info.discountCode.id)
    if (!code) {
      info.state = 'NotValid'
      continue
    }
    const discounts = code.cartDiscounts
      .map((reference) => data.cartDiscounts.find((discount) => discount.id === reference.id))
      .filter(Boolean)
    if (!code.isActive || !withinValidity(code)) info.state = code.isActive ? 'NotValid' : 'NotActive'
    else if (code.maxApplications !== undefined && (code.applicationCount ?? 0) >= code.maxApplications)
      info.state = 'MaxApplicationReached'
    else if (
      !safe(code.cartPredicate, cartScope) ||
      !discounts.some((discount) => activeNow(discount!) && safe(discount!.cartPredicate, cartScope))
    ) {
      info.state = 'DoesNotMatchCart'
    } else {
      info.state = 'MatchesCart'
      for (const discount of code.cartDiscounts) codeDiscountIds.add(discount.id)
    }
  }

  // Every unit of every line, with the cart discounts it received.
  type Portion = { discount: Reference; discountedAmount: Money }
  type Unit = { amount: number; portions: Portion[] }
  const units = new Map<string, Unit[]>()
  for (const line of cart.lineItems) {
    const amount = effectiveUnitPrice(line.price).centAmount
    units.set(
      line.id,
      Array.from({ length: line.quantity }, () => ({ amount, portions: [] })),
    )
  }
  const take = (unit: Unit, off: number, discount: Reference) => {
    const amount = Math.min(Math.max(off, 0), unit.amount)
    if (amount <= 0) return
    unit.amount -= amount
    unit.portions.push({ discount, discountedAmount: money(amount, currency) })
  }
  let shippingDiscounts: Array<{ discount: Reference; amount: number; relative?: number }> = []
  const gifts: GiftChanges = { missing: [], stale: [] }
  const appliedGifts = new Set<string>()
  const storeKey = cart.store?.key
  const candidates = data.cartDiscounts
    .filter((discount) => activeNow(discount) && (!discount.requiresDiscountCode || codeDiscountIds.has(discount.id)))
    .filter((discount) => !discount.stores?.length || discount.stores.some((store) => store.key === storeKey))
    .sort((a, b) => Number(b.sortOrder) - Number(a.sortOrder))
  for (const discount of candidates) {
    if (!safe(discount.cartPredicate, cartScope)) continue
    const reference = { typeId: 'cart-discount', id: discount.id }
    const target = discount.target ?? { type: 'totalPrice' as const }
    const value = discount.value
    if (value.type === 'giftLineItem') {
      const gift = cart.lineItems.find((line) => isGiftFor(line, discount))
      if (gift) {
        for (const unit of units.get(gift.id)!) take(unit, unit.amount, reference)
        appliedGifts.add(gift.id)
      } else gifts.missing.push(discount)
    } else if (target.type === 'shipping') {
      if (value.type === 'relative')
        shippingDiscounts.push({ discount: reference, amount: 0, relative: value.permyriad })
      else if (value.type === 'absolute')
        shippingDiscounts.push({
          discount: reference,
          amount: value.money.find((m) => m.currencyCode === currency)?.centAmount ?? 0,
        })
    } else if (target.type === 'lineItems' || target.type === 'totalPrice') {
      const lines = cart.lineItems.filter(
        (line) =>
          line.lineItemMode !== 'GiftLineItem' &&
          (target.type === 'totalPrice' || safe(target.predicate, lineScope(line, typeKey))),
      )
      const targeted = lines.flatMap((line) => units.get(line.id)!)
      const amountIn = (list: Money[]) => list.find((m) => m.currencyCode === currency)?.centAmount
      if (value.type === 'absolute' && target.type === 'totalPrice') {
        // An absolute discount on the total is shared by the units in proportion to their amounts, to the cent.
        const base = targeted.reduce((sum, unit) => sum + unit.amount, 0)
        const total = Math.min(amountIn(value.money) ?? 0, base)
        if (base > 0 && total > 0) {
          const shares = targeted.map((unit) => (total * unit.amount) / base)
          const floors = shares.map(Math.floor)
          let rest = total - floors.reduce((sum, n) => sum + n, 0)
          const order = shares
            .map((share, index) => [share - floors[index]!, index] as const)
            .sort((a, b) => b[0] - a[0])
          for (const [, index] of order) {
            if (rest <= 0) break
            floors[index]! += 1
            rest -= 1
          }
          targeted.forEach((unit, index) => take(unit, floors[index]!, reference))
        }
      } else {
        for (const unit of targeted) {
          if (value.type === 'relative') take(unit, Math.round((unit.amount * value.permyriad) / 10000), reference)
          else if (value.type === 'absolute') take(unit, amountIn(value.money) ?? 0, reference)
          else if (value.type === 'fixed') {
            const fixed = amountIn(value.money)
            if (fixed !== undefined) take(unit, unit.amount - fixed, reference)
          }
        }
      }
    }
    if (discount.stackingMode === 'StopAfterThisDiscount') break
  }

  gifts.stale = cart.lineItems
    .filter((line) => line.lineItemMode === 'GiftLineItem' && !appliedGifts.has(line.id))
    .map((line) => line.id)

  // Lines: units with the same discounts form one `discountedPricePerQuantity` entry.
  for (const line of cart.lineItems) {
    const lineUnits = units.get(line.id)!
    const groups = new Map<string, { quantity: number; unit: Unit }>()
    for (const unit of lineUnits) {
      if (unit.portions.length === 0) continue
      const key = JSON.stringify([
        unit.amount,
        unit.portions.map((p) => [p.discount.id, p.discountedAmount.centAmount]),
      ])
      const group = groups.get(key)
      if (group) group.quantity += 1
      else groups.set(key, { quantity: 1, unit })
    }
    line.discountedPricePerQuantity = [...groups.values()].map(({ quantity, unit }) => ({
      quantity,
      discountedPrice: { value: money(unit.amount, currency), includedDiscounts: unit.portions },
    }))
    const gross = lineUnits.reduce((sum, unit) => sum + unit.amount, 0)
    line.totalPrice = money(gross, currency)
    const rate = line.taxRate ?? DEFAULT_TAX_RATE
    const { net, tax } = splitIncludedTax(gross, rate.amount)
    line.taxedPrice = {
      totalNet: money(net, currency),
      totalGross: money(gross, currency),
      totalTax: money(tax, currency),
      taxPortions: [{ rate: rate.amount, amount: money(tax, currency), name: rate.name }],
    }
  }
  const linesGross = cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0)

  // Shipping.
  let shippingGross = 0
  if (cart.shippingInfo) {
    const info = cart.shippingInfo
    const rate = info.shippingRate
    const free = rate.freeAbove && rate.freeAbove.currencyCode === currency && linesGross >= rate.freeAbove.centAmount
    const price = free ? 0 : rate.price.centAmount
    let discounted = price
    const included: Array<{ discount: Reference; discountedAmount: Money }> = []
    for (const discount of shippingDiscounts) {
      const off = Math.min(
        discounted,
        discount.relative !== undefined ? Math.round((discounted * discount.relative) / 10000) : discount.amount,
      )
      if (off > 0) {
        discounted -= off
        included.push({ discount: discount.discount, discountedAmount: money(off, currency) })
      }
    }
    info.price = money(price, currency)
    if (included.length) info.discountedPrice = { value: money(discounted, currency), includedDiscounts: included }
    else delete info.discountedPrice
    shippingGross = discounted
    const { net, tax } = splitIncludedTax(shippingGross, (info.taxRate ?? DEFAULT_TAX_RATE).amount)
    info.taxedPrice = {
      totalNet: money(net, currency),
      totalGross: money(shippingGross, currency),
      totalTax: money(tax, currency),
      taxPortions: [],
    }
  }
  shippingDiscounts = []

  // Totals.
  const gross = linesGross + shippingGross
  const taxByRate = new Map<number, { name: string; tax: number }>()
  for (const part of [
    ...cart.lineItems.map((line) => ({ rate: line.taxRate ?? DEFAULT_TAX_RATE, gross: line.totalPrice.centAmount })),
  ]) {
    const entry = taxByRate.get(part.rate.amount) ?? { name: part.rate.name, tax: 0 }
    entry.tax += splitIncludedTax(part.gross, part.rate.amount).tax
    taxByRate.set(part.rate.amount, entry)
  }
  if (cart.shippingInfo) {
    const rate = cart.shippingInfo.taxRate ?? DEFAULT_TAX_RATE
    const entry = taxByRate.get(rate.amount) ?? { name: rate.name, tax: 0 }
    entry.tax += cart.shippingInfo.taxedPrice!.totalTax.centAmount
    taxByRate.set(rate.amount, entry)
  }
  const totalTax = [...taxByRate.values()].reduce((sum, entry) => sum + entry.tax, 0)
  cart.totalPrice = money(gross, currency)
  cart.totalLineItemQuantity = cart.lineItems.reduce((sum, line) => sum + line.quantity, 0)
  cart.taxedPrice = {
    totalNet: money(gross - totalTax, currency),
    totalGross: money(gross, currency),
    totalTax: money(totalTax, currency),
    taxPortions: [...taxByRate.entries()].map(([rate, entry]) => ({
      rate,
      amount: money(entry.tax, currency),
      name: entry.name,
    })),
  }
  return gifts
}
