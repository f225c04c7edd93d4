// @ts-nocheck
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { czechStores } from '../../data/stores'
import { attributeOf, isArticle, variantsOf } from './catalog-test-helpers'
import { buildDemoCatalog } from './demo-catalog'
import type { LocalizedString } from './types'

const catalog = buildDemoCatalog({ scale: 1 })
const articles = catalog.products.filter(isArticle)
const allSkus = catalog.products.flatMap((product) => variantsOf(product).map((variant) => variant.sku))

const expectLocalized = (value: LocalizedString | undefined, what: string) => {
  expect(value?.['cs-CZ'], `${what} cs-CZ`).toMatch(/\S/)
  expect(value?.en, `${what} en`).toMatch(/\S/)
}

const unique = (values: readonly string[]) => new Set(values).size === values.length

describe('demo catalog structure', () => {
  it('is deterministic: two builds are identical', () => {
    expect(JSON.stringify(buildDemoCatalog({ scale: 1 }))).toBe(JSON.stringify(catalog))
  })

  it('holds at least 400 articles with unique keys, SKUs, variant keys and slugs', () => {
    expect(articles.length).toBeGreaterThanOrEqual(400)
    expect(unique(catalog.products.map((product) => product.key))).toBe(true)
    expect(unique(allSkus)).toBe(true)
    expect(unique(catalog.products.flatMap((product) => variantsOf(product).map((variant) => variant.key)))).toBe(true)
    expect(unique(catalog.products.map((product) => product.slug['cs-CZ']))).toBe(true)
    expect(unique(catalog.products.map((product) => product.slug.en))).toBe(true)
  })

  it('identifies each article by ArticleNumber and ColorCode, the same on every size', () => {
    for (const product of articles) {
      for (const variant of variantsOf(product)) {
        expect(`${String(attributeOf(variant, 'ArticleNumber'))}-${String(attributeOf(variant, 'ColorCode'))}`).toBe(
          product.key,
        )
      }
      expect(attributeOf(product.masterVariant, 'ProductColors')).toContain(product.key)
    }
  })

  it('has every product type of spec 3.11 in use, and the gift wrap with SKU 8888881', () => {
    const typeKeys = catalog.productTypes.map((type) => type.key)
    expect(typeKeys.sort()).toEqual(['Accessories', 'Footwear', 'Giftwrap', 'LeatherGoods', 'ShoeRelatedAccessories'])
    for (const key of typeKeys)
      expect(
        catalog.products.some((product) => product.productType.key === key),
        key,
      ).toBe(true)
    const giftwrap = catalog.products.filter((product) => product.productType.key === 'Giftwrap')
    expect(giftwrap.map((product) => product.masterVariant.sku)).toEqual(['8888881'])
  })

  it('covers women, men, kids, golf, outdoor, bags, accessories and shoe care', () => {
    const count = (predicate: (key: string) => boolean) =>
      articles.filter((product) => product.categories.some((category) => predicate(category.key))).length
    for (const root of [
      'women-shoes',
      'men-shoes',
      'kids-shoes',
      'golf-',
      'outdoor-',
      'bags-and-accessories-handbags',
      'bags-and-accessories-belts',
      'bags-and-accessories-socks',
      'shoe-care-care-products',
    ]) {
      expect(
        count((key) => key.startsWith(root)),
        root,
      ).toBeGreaterThan(3)
    }
  })

  it('gives every draft the keys and both locales the importer needs', () => {
    for (const product of catalog.products) {
      expectLocalized(product.name, `${product.key} name`)
      expectLocalized(product.slug, `${product.key} slug`)
      expectLocalized(product.description, `${product.key} description`)
      for (const variant of variantsOf(product)) {
        expect(variant.sku).toMatch(/^\d{7,}$/)
        expect(variant.prices.length).toBeGreaterThan(0)
      }
    }
    for (const category of catalog.categories) {
      expectLocalized(category.name, category.key)
      expectLocalized(category.slug, category.key)
    }
    for (const type of catalog.types) {
      expectLocalized(type.name, type.key)
      for (const field of type.fieldDefinitions) expectLocalized(field.label, field.name)
    }
    for (const type of catalog.productTypes)
      for (const attribute of type.attributes) expectLocalized(attribute.label, attribute.name)
    for (const channel of catalog.channels) expectLocalized(channel.name, channel.key)
    for (const method of catalog.shippingMethods) expectLocalized(method.localizedName, method.key)
    for (const code of catalog.discountCodes) expectLocalized(code.name, code.key)
    expect(unique(catalog.categories.map((category) => category.key))).toBe(true)
    expect(unique(catalog.categories.map((category) => category.slug['cs-CZ']))).toBe(true)
    expect(unique(catalog.categories.map((category) => category.slug.en))).toBe(true)
  })

  it('references only keys defined earlier in the catalog', () => {
    const keys = (items: { key: string }[]) => new Set(items.map((item) => item.key))
    const categories = keys(catalog.categories)
    const channels = keys(catalog.channels)
    const types = keys(catalog.types)
    const productTypes = keys(catalog.productTypes)
    const products = keys(catalog.products)
    const cartDiscounts = keys(catalog.cartDiscounts)
    const customers = keys(catalog.customers)
    const skus = new Set(allSkus)
    const seen = new Set<string>()
    for (const category of catalog.categories) {
      if (category.parent) expect(seen.has(category.parent.key), `${category.key} parent`).toBe(true)
      seen.add(category.key)
    }
    const prices = catalog.products.flatMap((product) => variantsOf(product).flatMap((variant) => variant.prices))
    expect(catalog.products.filter((product) => !productTypes.has(product.productType.key))).toEqual([])
    expect(
      catalog.products
        .flatMap((product) => product.categories.map((category) => category.key))
        .filter((key) => !categories.has(key)),
    ).toEqual([])
    expect(
      prices.filter((price) => !channels.has(price.channel.key) || (price.custom && !types.has(price.custom.type.key))),
    ).toEqual([])
    expect(catalog.inventory.filter((entry) => !skus.has(entry.sku) || !channels.has(entry.supplyChannel.key))).toEqual(
      [],
    )
    for (const store of catalog.stores) {
      for (const channel of [...store.distributionChannels, ...store.supplyChannels])
        expect(channels.has(channel.key)).toBe(true)
    }
    for (const method of catalog.shippingMethods) {
      expect(types.has(method.custom.type.key)).toBe(true)
      for (const rate of method.zoneRates) expect(catalog.zones.some((zone) => zone.key === rate.zone.key)).toBe(true)
      expect(catalog.taxCategories.some((tax) => tax.key === method.taxCategory.key)).toBe(true)
    }
    for (const code of catalog.discountCodes)
      for (const discount of code.cartDiscounts) expect(cartDiscounts.has(discount.key)).toBe(true)
    for (const discount of catalog.cartDiscounts) {
      if (discount.value.type === 'giftLineItem') expect(products.has(discount.value.product.key)).toBe(true)
    }
    for (const customer of catalog.customers) {
      expect(types.has(customer.custom.type.key)).toBe(true)
      for (const address of customer.addresses)
        if (address.custom) expect(types.has(address.custom.type.key)).toBe(true)
    }
    expect(catalog.orders.length).toBeGreaterThan(0)
    for (const order of catalog.orders) {
      expect(customers.has(order.customerKey)).toBe(true)
      for (const item of order.lineItems) expect(skus.has(item.variant.sku)).toBe(true)
    }
  })

  it('uses no clock and no unseeded randomness in its sources', () => {
    const directory = fileURLToPath(new URL('.', import.meta.url))
    for (const file of readdirSync(directory).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(`${directory}/${file}`, 'utf8')
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(/)
    }
  })
})

describe('reference data', () => {
  it('has CZ-web for distribution and supply, and a supply channel with address and coordinates per store', () => {
    const web = catalog.channels.find((channel) => channel.key === 'CZ-web')
    expect(web?.roles.sort()).toEqual(['InventorySupply', 'ProductDistribution'])
    for (const store of czechStores) {
      const channel = catalog.channels.find((candidate) => candidate.key === store.key)
      expect(channel?.roles).toEqual(['InventorySupply'])
      expect(channel?.geoLocation?.coordinates).toEqual([store.geo.lng, store.geo.lat])
      expect(channel?.address?.city).toBe(store.address.city)
      expect(JSON.parse(String(channel?.custom?.fields.channel_CF_OpeningHours))).toEqual(store.openingHours)
    }
    expect(catalog.stores[0]).toMatchObject({ key: 'CZ-web', languages: ['cs-CZ', 'en'] })
    expect(catalog.stores[0]?.supplyChannels).toHaveLength(czechStores.length + 1)
  })

  it('includes Czech VAT of 21 % in the price', () => {
    expect(catalog.taxCategories[0]?.rates).toEqual([
      expect.objectContaining({ amount: 0.21, includedInPrice: true, country: 'CZ' }),
    ])
  })

  it('has the shipping methods HD, CC, CR and PS with order type and delivery time, free above a threshold', () => {
    expect(catalog.shippingMethods.map((method) => method.key)).toEqual(['HD', 'CC', 'CR', 'PS'])
    for (const method of catalog.shippingMethods) {
      expect(method.custom.fields.shippingmethod_CF_OrderType).toBe(method.key)
      expectLocalized(method.custom.fields.shippingmethod_CF_DeliveryTime as LocalizedString, method.key)
      const rate = method.zoneRates[0]?.shippingRates[0]
      if (rate && rate.price.centAmount > 0) expect(rate.freeAbove?.centAmount).toBeGreaterThan(rate.price.centAmount)
    }
    expect(catalog.shippingMethods.find((method) => method.isDefault)?.key).toBe('HD')
  })

  it('defines the custom fields the spec reads', () => {
    const fields = new Map(catalog.types.map((type) => [type.key, type.fieldDefinitions.map((field) => field.name)]))
    expect(fields.get('address-customfields-type')).toEqual(
      expect.arrayContaining([
        'address_CF_Landmark',
        'address_CF_DeliveryInstructions',
        'address_CF_PhoneticFirstName',
        'address_CF_PhoneticLastName',
        'address_CF_ParcelShopId',
        'address_CF_ParcelShopCarrier',
        'address_CF_VatId',
        'address_CF_IsCompany',
        'address_CF_CustomerNumber',
      ]),
    )
    expect(fields.get('order-customfields-type')).toEqual(
      expect.arrayContaining([
        'order_CF_HasDiscount',
        'order_CF_DiscountedPrice',
        'order_CF_Price',
        'order_CF_Discount',
        'order_CF_ShopperFirstName',
        'order_CF_ShopperLastName',
        'order_CF_DiscountedPriceValue',
        'order_CF_DeliveryDate',
        'order_CF_DeliveryTimeSlot',
      ]),
    )
    expect(fields.get('line-item-customfields-type')).toEqual(['line-item_CF_Price', 'line-item_CF_DiscountedPrice'])
    expect(fields.get('customer-customfields-type')).toEqual(
      expect.arrayContaining([
        'customer_CF_PhoneCountryCode',
        'customer_CF_PhoneNumber',
        'customer_CF_Gender',
        'customer_CF_LastUpdateByMasterData',
      ]),
    )
    expect(fields.get('price-customfields-type')).toEqual([
      'price_CF_RecommendedRetailPrice',
      'price_CF_DiscountPercentage',
      'price_CF_AdjustedPrice',
      'price_CF_OfferIds',
      'price_CF_PreviousLowestPrice',
      'price_CF_DiscountPercentagePreviousLowestPrice',
    ])
    expect(fields.get('shippingmethod-customfields-type')).toEqual([
      'shippingmethod_CF_OrderType',
      'shippingmethod_CF_DeliveryTime',
    ])
    expect(fields.get('payment-customfields-type')).toEqual(['makePaymentResponse'])
  })

  it('has demo customers with unique e-mails, a password and valid default address indexes', () => {
    expect(unique(catalog.customers.map((customer) => customer.email))).toBe(true)
    for (const customer of catalog.customers) {
      expect(customer.password.length).toBeGreaterThanOrEqual(8)
      expect(customer.email.length).toBeLessThanOrEqual(35)
      if (customer.defaultShippingAddress !== undefined)
        expect(customer.addresses[customer.defaultShippingAddress]).toBeDefined()
      expect(customer.custom.fields.customer_CF_LastUpdateByMasterData).toBeTypeOf('boolean')
    }
    expect(catalog.customers.filter((customer) => customer.addresses.length > 0).length).toBeGreaterThanOrEqual(2)
  })
})

describe('scale', () => {
  it('makes about ten times the articles at scale 10, still unique', () => {
    const large = buildDemoCatalog({ scale: 10 })
    const largeArticles = large.products.filter(isArticle)
    expect(largeArticles.length / articles.length).toBeGreaterThan(9.5)
    expect(largeArticles.length / articles.length).toBeLessThan(10.5)
    expect(unique(large.products.map((product) => product.key))).toBe(true)
    expect(unique(large.products.flatMap((product) => variantsOf(product).map((variant) => variant.sku)))).toBe(true)
    expect(unique(large.products.map((product) => product.slug.en))).toBe(true)
    expect(large.categories).toEqual(catalog.categories)
  }, 30_000)

  it('rejects a scale that is not a positive integer', () => {
    expect(() => buildDemoCatalog({ scale: 0 })).toThrow(/scale/)
    expect(() => buildDemoCatalog({ scale: 1.5 })).toThrow(/scale/)
  })
})
