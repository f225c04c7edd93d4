// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { czechStores } from '../../data/stores'
import { attributeOf, isArticle, variantsOf } from './catalog-test-helpers'
import { buildDemoCatalog } from './demo-catalog'
import { convertSize, sizeAttributeNames, sizeConventions } from './sizes'
import type { Money, ProductDraft } from './types'

const catalog = buildDemoCatalog({ scale: 1 })
const articles = catalog.products.filter(isArticle)
const footwear = articles.filter((product) => product.productType.key === 'Footwear')
const fieldsOf = (product: ProductDraft) => product.masterVariant.prices[0]?.custom?.fields ?? {}
const discounted = articles.filter((product) => fieldsOf(product).price_CF_DiscountPercentage !== undefined)

describe('sizes', () => {
  it('gives every footwear variant all eight conventions, converted for its gender', () => {
    for (const product of footwear) {
      const gender = attributeOf(product.masterVariant, 'Gender')
      const group = gender === 'Women' ? 'women' : gender === 'Men' ? 'men' : 'kids'
      for (const variant of variantsOf(product)) {
        const expected = convertSize(group, Number(attributeOf(variant, 'Size')))
        const actual = Object.fromEntries(
          sizeConventions.map((convention) => [convention, attributeOf(variant, sizeAttributeNames[convention])]),
        )
        if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, variant.sku).toEqual(expected)
      }
    }
  })

  it('sells adult shoes in the full EU range and kids in toddler or older-kid ranges', () => {
    const sizesOf = (product: ProductDraft) =>
      variantsOf(product).map((variant) => Number(attributeOf(variant, 'Size')))
    const byGender = (gender: string) =>
      footwear.filter((product) => attributeOf(product.masterVariant, 'Gender') === gender)
    for (const product of byGender('Women')) expect(sizesOf(product)).toEqual([35, 36, 37, 38, 39, 40, 41, 42])
    for (const product of byGender('Men')) expect(sizesOf(product)).toEqual([39, 40, 41, 42, 43, 44, 45, 46, 47])
    const kidsRanges = new Set(byGender('Kids').map((product) => sizesOf(product).join(',')))
    expect(kidsRanges).toEqual(new Set(['20,21,22,23,24,25,26,27', '28,29,30,31,32,33,34,35']))
  })
})

describe('prices', () => {
  it('prices every article in CZK for CZ-web and country CZ', () => {
    const wrong = catalog.products.flatMap(variantsOf).filter((variant) => {
      const [price, ...others] = variant.prices
      return (
        !price ||
        others.length > 0 ||
        price.country !== 'CZ' ||
        price.channel.key !== 'CZ-web' ||
        price.value.currencyCode !== 'CZK' ||
        price.value.fractionDigits !== 2 ||
        !(price.value.centAmount > 0)
      )
    })
    expect(wrong.map((variant) => variant.sku)).toEqual([])
  })

  it('discounts about 30 % of the articles, with consistent price custom fields', () => {
    const share = discounted.length / articles.length
    expect(share).toBeGreaterThan(0.22)
    expect(share).toBeLessThan(0.38)
    for (const product of discounted) {
      const price = product.masterVariant.prices[0]
      const fields = fieldsOf(product)
      const percentage = fields.price_CF_DiscountPercentage as number
      const adjusted = fields.price_CF_AdjustedPrice as Money
      const previousLowest = fields.price_CF_PreviousLowestPrice as Money
      expect((fields.price_CF_RecommendedRetailPrice as Money).centAmount).toBe(price?.value.centAmount)
      expect(adjusted.centAmount).toBe(((price?.value.centAmount ?? 0) * (100 - percentage)) / 100)
      expect(previousLowest.centAmount).toBeGreaterThan(adjusted.centAmount)
      expect(previousLowest.centAmount).toBeLessThanOrEqual(price?.value.centAmount ?? 0)
      expect(fields.price_CF_DiscountPercentagePreviousLowestPrice).toBe(
        Math.round(((previousLowest.centAmount - adjusted.centAmount) / previousLowest.centAmount) * 100),
      )
      expect(fields.price_CF_OfferIds).toContain('SALE-AW26')
      expect(product.categories.map((category) => category.key)).toContain('sale-all')
    }
  })

  it('has one product discount per percentage covering exactly the discounted SKUs', () => {
    const fromDiscounts = new Map<string, number>()
    for (const discount of catalog.productDiscounts) {
      for (const match of discount.predicate.matchAll(/"(\d+)"/g))
        fromDiscounts.set(match[1] ?? '', discount.value.permyriad / 100)
    }
    const expected = new Map(
      discounted.flatMap((product) =>
        variantsOf(product).map(
          (variant) => [variant.sku, fieldsOf(product).price_CF_DiscountPercentage as number] as const,
        ),
      ),
    )
    expect(fromDiscounts).toEqual(expected)
    expect(new Set(catalog.productDiscounts.map((discount) => discount.sortOrder)).size).toBe(
      catalog.productDiscounts.length,
    )
  })
})

describe('stock', () => {
  const web = catalog.inventory.filter((entry) => entry.supplyChannel.key === 'CZ-web')
  const bySku = new Map<string, number[]>()
  for (const entry of catalog.inventory) bySku.set(entry.sku, [...(bySku.get(entry.sku) ?? []), entry.quantityOnStock])

  it('has an online entry for every SKU and unique entry keys', () => {
    expect(new Set(web.map((entry) => entry.sku))).toEqual(
      new Set(catalog.products.flatMap((product) => variantsOf(product).map((variant) => variant.sku))),
    )
    expect(new Set(catalog.inventory.map((entry) => entry.key)).size).toBe(catalog.inventory.length)
  })

  it('fills every stock bucket of spec 9 online', () => {
    const buckets = new Set(
      web.map(({ quantityOnStock: quantity }) =>
        quantity === 0
          ? '0'
          : quantity <= 5
            ? '0-5'
            : quantity <= 10
              ? '5-10'
              : quantity <= 20
                ? '10-20'
                : quantity <= 30
                  ? '20-30'
                  : quantity <= 50
                    ? '30-50'
                    : 'over 50',
      ),
    )
    expect([...buckets].sort()).toEqual(['0', '0-5', '10-20', '20-30', '30-50', '5-10', 'over 50'])
  })

  it('has articles sold out everywhere, sold-out sizes in available articles, and store stock', () => {
    const online = new Map(web.map((entry) => [entry.sku, entry.quantityOnStock]))
    const quantities = (product: ProductDraft) =>
      variantsOf(product).map((variant) => (bySku.get(variant.sku) ?? []).reduce((sum, value) => sum + value, 0))
    const onlineQuantities = (product: ProductDraft) =>
      variantsOf(product).map((variant) => online.get(variant.sku) ?? 0)
    const soldOut = articles.filter((product) => quantities(product).every((quantity) => quantity === 0))
    const partly = articles.filter(
      (product) =>
        onlineQuantities(product).some((quantity) => quantity === 0) &&
        onlineQuantities(product).some((quantity) => quantity > 0),
    )
    expect(soldOut.length).toBeGreaterThan(5)
    expect(soldOut.length / articles.length).toBeLessThan(0.1)
    expect(partly.length).toBeGreaterThan(50)
    for (const store of czechStores) {
      const entries = catalog.inventory.filter((entry) => entry.supplyChannel.key === store.key)
      expect(
        entries.some((entry) => entry.quantityOnStock > 0),
        store.key,
      ).toBe(true)
      expect(
        entries.some((entry) => entry.quantityOnStock === 0),
        store.key,
      ).toBe(true)
    }
    expect(bySku.get('8888881')).toEqual(Array.from({ length: czechStores.length + 1 }, () => 999))
  })
})

describe('categories', () => {
  const keys = new Set(catalog.categories.map((category) => category.key))
  const slug = (key: string) => catalog.categories.find((category) => category.key === key)?.slug['cs-CZ']

  it('uses the Czech slugs of spec 2.4', () => {
    expect(slug('women')).toBe('ženy')
    expect(slug('men')).toBe('muži')
    expect(slug('kids')).toBe('děti')
    expect(slug('sale')).toBe('výprodej')
    expect(slug('collections')).toBe('kolekce')
    expect(slug('bags-and-accessories')).toBe('tašky-a-doplňky')
    expect(slug('new')).toBe('nove')
    expect(slug('new-all')).toBe('nove-vše')
    expect(slug('shoe-care-care-products')).toBe('péče-o-obuv-pečující-výrobky')
    expect(slug('women-shoes-sneakers')).toBe('ženy-obuv-tenisky')
  })

  it('holds the trees of spec 2.3, each shoe type with products', () => {
    const women = [
      'sneakers',
      'sandals',
      'boots',
      'formal',
      'running',
      'moccasins',
      'slip-on',
      'heels',
      'flats',
      'leisure',
      'slides',
      'golf',
      'outdoor',
    ]
    const used = new Set(articles.flatMap((product) => product.categories.map((category) => category.key)))
    for (const type of women) expect(used.has(`women-shoes-${type}`), type).toBe(true)
    for (const key of [
      'men-shoes-formal',
      'kids-shoes-sneakers',
      'kids-toddlers',
      'kids-older-kids',
      'kids-girls',
      'kids-boys',
      'kids-back-to-school',
      'golf-men',
      'golf-women',
      'golf-spiked',
      'golf-spikeless',
      'golf-gore-tex',
      'outdoor-hiking',
      'women-occasions-weddings-and-events',
      'women-occasions-walking',
      'women-occasions-hiking',
      'women-featured-new-arrivals',
      'women-featured-best-sellers',
      'men-technologies-gore-tex',
      'women-technologies-recycled',
      'sale-black-friday',
      'sale-cyber-monday',
      'black-friday-women',
      'cyber-monday-men',
      'new-all',
      'collections-earth-tones',
      'bags-and-accessories-backpacks',
      'women-accessories-belts',
      'men-accessories-socks',
      'women-care-products',
    ]) {
      expect(keys.has(key), key).toBe(true)
      expect(used.has(key), `${key} has products`).toBe(true)
    }
  })
})

describe('images', () => {
  it('gives every variant 3–4 drawn images of 1200×1200 in the article colours', () => {
    const pattern =
      /^\/platform\/images\/catalog\/(sneaker|boot|sandal|heel|formal|loafer|golf|outdoor|kids|bag|backpack|wallet|belt|care|socks|giftwrap)\/[0-9a-f]{6}\/[0-9a-f]{6}\/[1-4]\.svg$/
    const variants = catalog.products.flatMap(variantsOf)
    expect(
      variants
        .filter((variant) => variant.images.length < 3 || variant.images.length > 4)
        .map((variant) => variant.sku),
    ).toEqual([])
    const images = [...new Set(variants.flatMap((variant) => variant.images))]
    expect(
      images.filter(
        (image) =>
          !pattern.test(image.url) ||
          image.dimensions.w !== 1200 ||
          image.dimensions.h !== 1200 ||
          !/\S/.test(image.label),
      ),
    ).toEqual([])
    expect(images.some((image) => image.url.endsWith('/4.svg'))).toBe(true)
  })
})

describe('discount codes', () => {
  const byCode = new Map(catalog.discountCodes.map((code) => [code.code, code]))

  it('has valid, not yet valid, expired, inactive, exhausted and non-matching codes', () => {
    expect(byCode.get('WELCOME10')).toMatchObject({ isActive: true })
    expect(byCode.get('WELCOME10')?.validUntil).toBeUndefined()
    expect(byCode.get('SPRING15')?.validUntil).toBe('2025-05-31T23:59:59.000Z')
    expect(byCode.get('FUTURE25')?.validFrom).toBe('2030-06-01T00:00:00.000Z')
    expect(byCode.get('PAUSED10')?.isActive).toBe(false)
    expect(byCode.get('MINUS300')?.cartDiscounts[0]?.key).toBe('minus-300')
    expect(catalog.cartDiscounts.find((discount) => discount.key === 'minus-300')?.cartPredicate).toMatch(
      /totalPrice >= "3000.00 CZK"/,
    )
    for (const usage of catalog.discountCodeUsage) {
      expect(usage.applications).toBeGreaterThanOrEqual(byCode.get(usage.code)?.maxApplications ?? Infinity)
    }
    expect(catalog.discountCodeUsage.map((usage) => usage.code)).toContain('ONCE20')
  })

  it('marks warranty codes by key prefix and custom field alike', () => {
    const warranty = catalog.discountCodes.filter((code) => code.key.startsWith('warranty-'))
    expect(warranty.length).toBeGreaterThanOrEqual(2)
    for (const code of catalog.discountCodes) {
      expect(code.custom?.fields.discountcode_CF_IsWarranty, code.code).toBe(code.key.startsWith('warranty-'))
    }
  })
})
