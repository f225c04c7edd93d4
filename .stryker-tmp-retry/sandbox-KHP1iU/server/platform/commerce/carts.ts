// @ts-nocheck
import type { Principal } from './auth/scopes'
import { platformCartModes, type Address, type CartDocument, type LineItemDocument, type TaxRate } from './cart-model'
import {
  DEFAULT_TAX_RATE,
  GIFT_WRAP_SKU,
  loadPricingData,
  priceCart,
  withinValidity,
  type DiscountCodeDocument,
} from './cart-pricing'
import { CommerceError, expectVersion, invalidInput, invalidOperation, notFound } from './errors'
import {
  actionOf,
  customFields,
  setCustomType,
  requireVersion,
  resolveId,
  setCustomField,
  typeByKey,
  type CustomFieldsDraftInput,
  type ResourceIdentifierInput,
} from './inputs'
import { money, selectPrice, type Money, type Reference } from './model'
import type { ProductStore } from './products'
import { newId, nowIso, type CommerceKysely, type Repository, type Resource } from './repository'

const ADDRESS_TYPE_KEY = 'address-customfields-type'
const ORDER_TYPE_KEY = 'order-customfields-type'
const LINE_ITEM_TYPE_KEY = 'line-item-customfields-type'
/** Pricing works per unit, so a line's quantity is bounded. */
const MAX_LINE_QUANTITY = 1_000

type Input = Record<string, unknown>

export function ownsResource(
  principal: Principal,
  doc: { customerId?: string; anonymousId?: string; customer?: Reference },
): boolean {
  if (principal.kind === 'server') return true
  const customerId = doc.customerId ?? doc.customer?.id
  if (principal.kind === 'customer') return customerId === principal.customerId
  return !customerId && doc.anonymousId === principal.anonymousId
}

export const cartIndex = (cart: CartDocument) => ({
  key: cart.key ?? null,
  customerId: cart.customerId ?? null,
  anonymousId: cart.anonymousId ?? null,
  state: cart.cartState,
})

function addressOf(input: Input | null | undefined): Address | undefined {
  if (!input) return undefined
  if (typeof input.country !== 'string' || !/^[A-Z]{2}$/.test(input.country))
    throw invalidInput('An address needs a two-letter country code.', { field: 'country' })
  const { custom: _custom, ...fields } = input
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  ) as Address
}

export class CartService {
  constructor(
    private readonly repo: Repository,
    private readonly products: ProductStore,
  ) {}

  private async address(input: Input | null | undefined, db?: CommerceKysely): Promise<Address | undefined> {
    const address = addressOf(input)
    if (address && input?.custom)
      address.custom = await customFields(this.repo, input.custom as CustomFieldsDraftInput, db)
    return address
  }

  async get(principal: Principal, id: string, db?: CommerceKysely): Promise<Resource<CartDocument> | undefined> {
    const cart = await this.repo.get<CartDocument>('cart', id, db)
    return cart && ownsResource(principal, cart.document) ? cart : undefined
  }

  async active(principal: Principal, storeKey?: string): Promise<CartDocument | undefined> {
    if (principal.kind === 'server') return undefined
    const owner =
      principal.kind === 'customer' ? { customerId: principal.customerId } : { anonymousId: principal.anonymousId }
    const carts = await this.repo.list<CartDocument>('cart', { ...owner, state: 'Active', newestFirst: true })
    return carts.map((cart) => cart.document).find((cart) => !storeKey || cart.store?.key === storeKey)
  }

  async create(principal: Principal, draft: Input, storeKey?: string | null): Promise<CartDocument> {
    const currency = draft.currency
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      throw invalidInput('currency must be a three-letter currency code.', { field: 'currency' })
    const storeInput =
      (draft.store as ResourceIdentifierInput | undefined) ?? (storeKey ? { key: storeKey } : undefined)
    const store = storeInput
      ? await this.repo
          .getByKey('store', storeInput.key ?? '')
          .then((s) => s ?? (storeInput.id ? this.repo.get('store', storeInput.id) : undefined))
      : undefined
    if (storeInput && !store)
      throw invalidInput(`The store '${storeInput.key ?? storeInput.id}' does not exist.`, { field: 'store' })
    if (storeKey && store && store.document.key !== storeKey)
      throw invalidInput('The cart draft names another store than the one in the request.')
    const country = typeof draft.country === 'string' ? draft.country : undefined
    const now = nowIso()
    const cart: CartDocument = {
      id: newId(),
      version: 1,
      ...(principal.kind === 'customer' ? { customerId: principal.customerId } : {}),
      ...(principal.kind === 'anonymous' ? { anonymousId: principal.anonymousId } : {}),
      ...(store ? { store: { typeId: 'store', key: String(store.document.key) } } : {}),
      ...(country ? { country } : {}),
      ...(typeof draft.locale === 'string' ? { locale: draft.locale } : {}),
      ...(typeof draft.customerEmail === 'string' ? { customerEmail: draft.customerEmail } : {}),
      lineItems: [],
      customLineItems: [],
      totalPrice: money(0, currency),
      cartState: 'Active',
      discountCodes: [],
      directDiscounts: [],
      inventoryMode: typeof draft.inventoryMode === 'string' ? draft.inventoryMode : 'None',
      ...platformCartModes(),
      createdAt: now,
      lastModifiedAt: now,
    }
    if (principal.kind === 'customer') {
      const customer = await this.repo.get('customer', principal.customerId)
      if (customer && !cart.customerEmail) cart.customerEmail = String(customer.document.email)
    }
    cart.shippingAddress = (await this.address(draft.shippingAddress as Input)) ?? (country ? { country } : undefined)
    const billing = await this.address(draft.billingAddress as Input)
    if (billing) cart.billingAddress = billing
    if (draft.custom) cart.custom = await customFields(this.repo, draft.custom as CustomFieldsDraftInput)
    for (const line of (draft.lineItems as Input[] | undefined) ?? []) await this.addLineItem(cart, line)
    for (const code of (draft.discountCodes as string[] | undefined) ?? []) await this.addDiscountCode(cart, code)
    if (draft.shippingMethod) await this.setShippingMethod(cart, draft.shippingMethod as ResourceIdentifierInput)
    await this.price(cart)
    const stored = await this.repo.insert('cart', cart, cartIndex(cart))
    return stored.document
  }

  /**
   * `replicateMyCart`: a new active cart of the principal with the lines, addresses, delivery and
   * discount codes of a cart or an order it owns, priced anew. Gift lines come back through their discount.
   */
  async replicate(
    principal: Principal,
    reference: { id?: unknown; typeId?: unknown } | null | undefined,
  ): Promise<CartDocument> {
    const id = String(reference?.id ?? '')
    const typeId = reference?.typeId
    if (typeId !== 'cart' && typeId !== 'order')
      throw invalidInput('The reference must name a cart or an order.', { field: 'reference' })
    const source = await this.repo.get<CartDocument>(typeId, id)
    if (!source || !ownsResource(principal, source.document)) throw notFound(typeId, id)
    const from = source.document
    const withoutCustom = (address: Address | undefined) => {
      if (!address) return undefined
      const { custom: _custom, ...rest } = address as Address & { custom?: unknown }
      return rest
    }
    const channel = (ref: Reference | undefined) => (ref ? { typeId: 'channel', id: ref.id } : undefined)
    const codes: string[] = []
    for (const info of from.discountCodes) {
      const code = await this.repo.get<DiscountCodeDocument & Record<string, unknown>>(
        'discount-code',
        info.discountCode.id,
      )
      if (code) codes.push(code.document.code)
    }
    return this.create(principal, {
      currency: from.totalPrice.currencyCode,
      ...(from.country ? { country: from.country } : {}),
      ...(from.locale ? { locale: from.locale } : {}),
      ...(from.customerEmail ? { customerEmail: from.customerEmail } : {}),
      ...(from.store ? { store: { typeId: 'store', key: from.store.key } } : {}),
      shippingAddress: withoutCustom(from.shippingAddress),
      billingAddress: withoutCustom(from.billingAddress),
      lineItems: from.lineItems
        .filter((line) => line.lineItemMode !== 'GiftLineItem')
        .map((line) => ({
          sku: line.variant.sku,
          quantity: line.quantity,
          distributionChannel: channel(line.distributionChannel),
          supplyChannel: channel(line.supplyChannel),
        })),
      discountCodes: codes,
      ...(from.shippingInfo?.shippingMethod
        ? { shippingMethod: { typeId: 'shipping-method', id: from.shippingInfo.shippingMethod.id } }
        : {}),
    })
  }

  /** Applies update actions to a cart the principal owns, checking the version in the write. */
  async update(
    principal: Principal,
    id: string,
    version: unknown,
    actions: Input[],
    storeKey?: string | null,
  ): Promise<CartDocument> {
    const expected = requireVersion(version)
    if (!Array.isArray(actions) || actions.length === 0) throw invalidInput('At least one update action is required.')
    const current = await this.get(principal, id)
    if (!current || (storeKey && current.document.store?.key !== storeKey)) throw notFound('cart', id)
    expectVersion(current, expected)
    const cart = structuredClone(current.document)
    if (cart.cartState !== 'Active') throw invalidOperation(`The cart is not active (cartState ${cart.cartState}).`)
    let updateProductData = false
    for (const action of actions) {
      const [name, input] = actionOf(action)
      if (name === 'recalculate') updateProductData ||= Boolean((input as Input).updateProductData)
      await this.apply(cart, name, input as Input)
    }
    if (updateProductData) await this.refreshLines(cart)
    await this.price(cart)
    const stored = await this.repo.replace('cart', id, expected, cart, cartIndex(cart))
    return stored.document
  }

  private async apply(cart: CartDocument, name: string, input: Input): Promise<void> {
    switch (name) {
      case 'addLineItem':
        return this.addLineItem(cart, input)
      case 'removeLineItem': {
        const line = this.line(cart, input)
        const quantity = input.quantity as number | null | undefined
        if (quantity !== null && quantity !== undefined && (!Number.isInteger(quantity) || quantity < 0))
          throw invalidInput('quantity must be a non-negative integer.')
        if (quantity === null || quantity === undefined || quantity >= line.quantity)
          cart.lineItems = cart.lineItems.filter((item) => item.id !== line.id)
        else line.quantity -= quantity
        return
      }
      case 'changeLineItemQuantity': {
        const line = this.line(cart, input)
        const quantity = input.quantity as number
        if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_LINE_QUANTITY) {
          throw invalidInput(`quantity must be an integer from 0 to ${MAX_LINE_QUANTITY}.`, { field: 'quantity' })
        }
        if (quantity === 0) cart.lineItems = cart.lineItems.filter((item) => item.id !== line.id)
        else line.quantity = line.variant.sku === GIFT_WRAP_SKU ? 1 : quantity
        line.lastModifiedAt = nowIso()
        return
      }
      case 'setLineItemSupplyChannel':
      case 'setLineItemDistributionChannel': {
        const line = this.line(cart, input)
        const field = name === 'setLineItemSupplyChannel' ? 'supplyChannel' : 'distributionChannel'
        const channel = await resolveId(this.repo, 'channel', input[field] as ResourceIdentifierInput)
        if (channel) line[field] = channel
        else delete line[field]
        if (field === 'distributionChannel') this.reprice(cart, line)
        return
      }
      case 'setLineItemCustomField': {
        const line = this.line(cart, input)
        setCustomField(line, String(input.name), input.value as string, await typeByKey(this.repo, LINE_ITEM_TYPE_KEY))
        return
      }
      case 'setShippingAddress':
        cart.shippingAddress = await this.address(input.address as Input)
        if (!cart.shippingAddress) delete cart.shippingAddress
        return
      case 'setBillingAddress':
        cart.billingAddress = await this.address(input.address as Input)
        if (!cart.billingAddress) delete cart.billingAddress
        return
      case 'setShippingAddressCustomField':
      case 'setBillingAddressCustomField': {
        const address = name === 'setShippingAddressCustomField' ? cart.shippingAddress : cart.billingAddress
        if (!address) throw invalidOperation('The cart has no such address.')
        setCustomField(address, String(input.name), input.value as string, await typeByKey(this.repo, ADDRESS_TYPE_KEY))
        return
      }
      case 'setShippingAddressCustomType':
      case 'setBillingAddressCustomType': {
        const address = name === 'setShippingAddressCustomType' ? cart.shippingAddress : cart.billingAddress
        if (!address) throw invalidOperation('The cart has no such address.')
        const custom = await customFields(this.repo, input as CustomFieldsDraftInput)
        if (custom) address.custom = custom
        else delete address.custom
        return
      }
      case 'setCustomField':
        setCustomField(cart, String(input.name), input.value as string, await typeByKey(this.repo, ORDER_TYPE_KEY))
        return
      case 'setCustomType':
        await setCustomType(this.repo, cart, input as CustomFieldsDraftInput)
        return
      case 'setCustomerEmail':
        if (input.email === null || input.email === undefined) delete cart.customerEmail
        else cart.customerEmail = String(input.email)
        return
      case 'setCountry':
        if (input.country) cart.country = String(input.country)
        else delete cart.country
        for (const line of cart.lineItems) this.reprice(cart, line)
        return
      case 'setLocale':
        if (input.locale) cart.locale = String(input.locale)
        else delete cart.locale
        return
      case 'setShippingMethod':
        return this.setShippingMethod(cart, input.shippingMethod as ResourceIdentifierInput | null)
      case 'addDiscountCode':
        return this.addDiscountCode(cart, String(input.code ?? ''), Boolean(input.validateDuplicates))
      case 'removeDiscountCode': {
        const reference = input.discountCode as { id?: string } | undefined
        const before = cart.discountCodes.length
        cart.discountCodes = cart.discountCodes.filter((info) => info.discountCode.id !== reference?.id)
        if (cart.discountCodes.length === before)
          throw invalidOperation(`The discount code '${reference?.id}' is not in the cart.`)
        return
      }
      case 'addPayment': {
        const payment = await resolveId(this.repo, 'payment', input.payment as ResourceIdentifierInput)
        if (!payment) throw invalidInput('A payment is required.')
        cart.paymentInfo = {
          payments: [...(cart.paymentInfo?.payments ?? []).filter((p) => p.id !== payment.id), payment],
        }
        return
      }
      case 'recalculate':
        return
      default:
        throw invalidOperation(`The update action '${name}' is not supported by the local platform.`)
    }
  }

  private line(cart: CartDocument, input: Input): LineItemDocument {
    const id = input.lineItemId as string | undefined
    const key = input.lineItemKey as string | undefined
    const line = cart.lineItems.find((item) => (id ? item.id === id : key !== undefined && item.key === key))
    if (!line) throw invalidOperation(`The cart has no line item '${id ?? key ?? ''}'.`)
    return line
  }

  private reprice(cart: CartDocument, line: LineItemDocument) {
    const price = selectPrice(line.variant.prices, {
      currency: cart.totalPrice.currencyCode,
      country: cart.country ?? null,
      channelId: line.distributionChannel?.id ?? null,
    })
    if (!price)
      throw invalidOperation(
        `No price of SKU '${line.variant.sku}' matches currency ${cart.totalPrice.currencyCode}, country ${cart.country ?? '-'} and the distribution channel.`,
      )
    line.price = price
  }

  async addLineItem(cart: CartDocument, input: Input): Promise<void> {
    const quantity = input.quantity ?? 1
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      throw invalidInput(`quantity must be an integer from 1 to ${MAX_LINE_QUANTITY}.`, { field: 'quantity' })
    }
    const sku = input.sku as string | undefined
    let found
    if (sku) found = await this.products.bySku(sku)
    else if (input.productId) {
      const product = await this.products.byId(String(input.productId))
      const variantId = (input.variantId as number | undefined) ?? 1
      const variant = product && [product.masterVariant, ...product.variants].find((v) => v.id === variantId)
      found = product && variant ? { product, variant } : undefined
    } else throw invalidInput('A line item needs a sku or a productId.', { field: 'sku' })
    if (!found)
      throw invalidInput(`A product variant with SKU '${sku ?? String(input.productId)}' does not exist.`, {
        field: 'sku',
        sku,
      })
    const distributionChannel = await resolveId(
      this.repo,
      'channel',
      input.distributionChannel as ResourceIdentifierInput,
    )
    const supplyChannel = await resolveId(this.repo, 'channel', input.supplyChannel as ResourceIdentifierInput)
    const mode = input.lineItemMode === 'GiftLineItem' ? 'GiftLineItem' : 'Standard'
    const existing = cart.lineItems.find(
      (line) =>
        mode === 'Standard' &&
        line.variant.sku === found.variant.sku &&
        line.lineItemMode === 'Standard' &&
        line.supplyChannel?.id === supplyChannel?.id &&
        line.distributionChannel?.id === distributionChannel?.id,
    )
    const now = nowIso()
    if (existing) {
      if (existing.quantity + quantity > MAX_LINE_QUANTITY)
        throw invalidInput(`A line holds at most ${MAX_LINE_QUANTITY} items.`, { field: 'quantity' })
      existing.quantity = found.variant.sku === GIFT_WRAP_SKU ? 1 : existing.quantity + quantity
      existing.lastModifiedAt = now
      return
    }
    const taxRate = await this.taxRate(found.product.taxCategory?.id, cart.country)
    const line: LineItemDocument = {
      id: newId(),
      ...(typeof input.key === 'string' ? { key: input.key } : {}),
      productId: found.product.id,
      ...(found.product.key ? { productKey: found.product.key } : {}),
      name: found.product.name,
      productSlug: found.product.slug,
      productType: found.product.productType,
      variant: { ...found.variant, availability: undefined },
      price: undefined as never,
      quantity: found.variant.sku === GIFT_WRAP_SKU ? 1 : quantity,
      totalPrice: money(0, cart.totalPrice.currencyCode),
      taxRate,
      discountedPricePerQuantity: [],
      addedAt: typeof input.addedAt === 'string' ? input.addedAt : now,
      lastModifiedAt: now,
      ...(distributionChannel ? { distributionChannel } : {}),
      ...(supplyChannel ? { supplyChannel } : {}),
      lineItemMode: mode,
      priceMode: 'Platform',
      state: [{ quantity, state: { typeId: 'state', id: 'initial' } }],
      perMethodTaxRate: [],
      taxedPricePortions: [],
      categoryIds: found.product.categories.map((category) => category.id),
    }
    delete (line.variant as { availability?: unknown }).availability
    this.reprice(cart, line)
    if (input.custom) line.custom = await customFields(this.repo, input.custom as CustomFieldsDraftInput)
    cart.lineItems.push(line)
  }

  private async taxRate(taxCategoryId: string | undefined, country: string | undefined): Promise<TaxRate> {
    if (!taxCategoryId) return DEFAULT_TAX_RATE
    const category = await this.repo.get<{ rates: TaxRate[] } & Record<string, unknown>>('tax-category', taxCategoryId)
    const rate =
      category?.document.rates.find((candidate) => candidate.country === (country ?? 'CZ')) ??
      category?.document.rates[0]
    return rate ? { ...rate, subRates: rate.subRates ?? [] } : DEFAULT_TAX_RATE
  }

  /** recalculate(updateProductData: true): names, variants and prices from the current products. */
  private async refreshLines(cart: CartDocument) {
    for (const line of cart.lineItems) {
      const found = await this.products.bySku(line.variant.sku)
      if (!found) continue
      line.name = found.product.name
      line.productSlug = found.product.slug
      line.variant = { ...found.variant }
      delete (line.variant as { availability?: unknown }).availability
      if (line.lineItemMode === 'Standard') this.reprice(cart, line)
    }
  }

  private async addDiscountCode(cart: CartDocument, code: string, validateDuplicates = false) {
    if (!code.trim()) throw invalidInput('A discount code is required.', { field: 'code' })
    const found = await this.repo.getByLookup<DiscountCodeDocument & Record<string, unknown>>(
      'discount-code',
      code.trim(),
    )
    if (!found) {
      throw new CommerceError('DiscountCodeNonApplicable', `The discount code '${code}' was not found.`, {
        discountCode: code,
        reason: 'DoesNotExist',
      })
    }
    if (!withinValidity(found.document)) {
      throw new CommerceError('DiscountCodeNonApplicable', `The discount code '${code}' is not valid at this time.`, {
        discountCode: code,
        reason: 'TimeRangeNonApplicable',
        validFrom: found.document.validFrom,
        validUntil: found.document.validUntil,
      })
    }
    if (cart.discountCodes.some((info) => info.discountCode.id === found.id)) {
      if (validateDuplicates)
        throw new CommerceError('DuplicateField', `The discount code '${code}' is already in the cart.`, {
          field: 'discountCodes',
          duplicateValue: code,
        })
      return
    }
    cart.discountCodes.push({ discountCode: { typeId: 'discount-code', id: found.id }, state: 'MatchesCart' })
  }

  private async setShippingMethod(cart: CartDocument, input: ResourceIdentifierInput | null | undefined) {
    if (!input || (!input.id && !input.key)) {
      delete cart.shippingInfo
      return
    }
    const method = input.id
      ? await this.repo.get('shipping-method', input.id)
      : await this.repo.getByKey('shipping-method', input.key!)
    if (!method)
      throw invalidInput(`The shipping method '${input.key ?? input.id}' does not exist.`, { field: 'shippingMethod' })
    const document = method.document as {
      name: string
      taxCategory?: Reference
      zoneRates?: Array<{ shippingRates: Array<{ price: Money; freeAbove?: Money }> }>
    }
    const currency = cart.totalPrice.currencyCode
    const rate = (document.zoneRates ?? [])
      .flatMap((zone) => zone.shippingRates)
      .find((candidate) => candidate.price.currencyCode === currency)
    if (!rate) throw invalidOperation(`The shipping method '${input.key ?? input.id}' has no rate for ${currency}.`)
    cart.shippingInfo = {
      shippingMethodName: document.name,
      price: rate.price,
      shippingRate: { price: rate.price, ...(rate.freeAbove ? { freeAbove: rate.freeAbove } : {}), tiers: [] },
      taxRate: await this.taxRate(document.taxCategory?.id, cart.country),
      ...(document.taxCategory ? { taxCategory: document.taxCategory } : {}),
      shippingMethod: { typeId: 'shipping-method', id: method.id },
      shippingMethodState: 'MatchesCart',
      deliveries: [],
    }
  }

  /** Prices the cart; gift line items come and go with the gift discounts that apply. */
  async price(cart: CartDocument, db?: CommerceKysely): Promise<void> {
    const data = await loadPricingData(this.repo, cart, db)
    for (let round = 0; round < 3; round++) {
      const gifts = priceCart(cart, data)
      if (gifts.missing.length === 0 && gifts.stale.length === 0) return this.setPriceFields(cart, db)
      cart.lineItems = cart.lineItems.filter((line) => !gifts.stale.includes(line.id))
      for (const discount of gifts.missing) {
        if (discount.value.type !== 'giftLineItem') continue
        const product = await this.products.byId(discount.value.product.id, db)
        const variant =
          product &&
          [product.masterVariant, ...product.variants].find(
            (candidate) => candidate.id === (discount.value as { variantId: number }).variantId,
          )
        if (!product || !variant) continue
        await this.addLineItem(cart, {
          sku: variant.sku,
          quantity: 1,
          distributionChannel: discount.value.distributionChannel
            ? { id: discount.value.distributionChannel.id }
            : undefined,
          supplyChannel: discount.value.supplyChannel ? { id: discount.value.supplyChannel.id } : undefined,
          lineItemMode: 'GiftLineItem',
        })
      }
    }
    priceCart(cart, data)
    await this.setPriceFields(cart, db)
  }

  /**
   * The price summary custom fields of spec 3.2/3.3 (set by an API extension on the real
   * platform): regular and discounted amounts of the cart and of each line.
   */
  private async setPriceFields(cart: CartDocument, db?: CommerceKysely) {
    const currency = cart.totalPrice.currencyCode
    const lineType = cart.lineItems.length ? await typeByKey(this.repo, LINE_ITEM_TYPE_KEY, db) : undefined
    let regular = 0
    let discounted = 0
    for (const line of cart.lineItems) {
      if (line.lineItemMode === 'GiftLineItem') continue
      regular += line.price.value.centAmount * line.quantity
      discounted += line.totalPrice.centAmount
      const type = line.custom?.type ?? lineType
      if (!type) continue
      line.custom = {
        type,
        fields: {
          ...line.custom?.fields,
          'line-item_CF_Price': line.price.value,
          'line-item_CF_DiscountedPrice': money(Math.round(line.totalPrice.centAmount / line.quantity), currency),
        },
      }
    }
    const type = cart.custom?.type ?? (await typeByKey(this.repo, ORDER_TYPE_KEY, db))
    if (!type) return
    cart.custom = {
      type,
      fields: {
        ...cart.custom?.fields,
        order_CF_Price: money(regular, currency),
        order_CF_DiscountedPrice: money(discounted, currency),
        order_CF_Discount: money(regular - discounted, currency),
        order_CF_HasDiscount: regular > discounted,
        order_CF_DiscountedPriceValue: discounted / 100,
      },
    }
  }
}
