import { describe, expect, it } from 'vitest'
import {
  ratingOf,
  shapeProduct,
  text,
  variantSizes,
  webAvailability,
  type RawProduct,
  type RawVariant,
} from './product-view'

const money = (centAmount: number) => ({ centAmount, currencyCode: 'CZK', fractionDigits: 2 })
const variant = (sku: string, eu: string, web: number, store = 0): RawVariant => ({
  sku,
  attributesRaw: [
    { name: 'Size', value: eu },
    { name: 'Size_US', value: String(Number(eu) - 30) },
  ],
  price: {
    value: money(250000),
    discounted: { value: money(200000) },
    custom: {
      customFieldsRaw: [
        { name: 'price_CF_DiscountPercentage', value: 20 },
        { name: 'price_CF_PreviousLowestPrice', value: money(240000) },
      ],
    },
  },
  availability: {
    channels: {
      results: [
        { channel: { key: 'CZ-web' }, availability: { isOnStock: web > 0, availableQuantity: web } },
        { channel: { key: 'CZ-PRG-ANDEL' }, availability: { isOnStock: store > 0, availableQuantity: store } },
      ],
    },
  },
})

const product = (published = true): RawProduct => ({
  id: 'p1',
  key: '100001-01380',
  productType: { key: 'Footwear' },
  productSelectionRefs: { exists: true },
  masterData: {
    published,
    current: {
      name: 'Aria',
      description: 'A sneaker',
      metaTitle: 'Aria | Kestrel',
      metaDescription: null,
      slugAllLocales: [],
      slug: 'aria-100001-01380',
      masterVariant: {
        images: [
          {
            url: '/platform/images/catalog/sneaker/aa/bb/1.svg',
            label: null,
            dimensions: { width: 1200, height: 1200 },
          },
        ],
        attributesRaw: [
          { name: 'ProductNumber', value: '10000101380' },
          { name: 'Color', value: { 'cs-CZ': 'bílá', en: 'white' } },
          { name: 'FBText1', value: { 'cs-CZ': 'Lehké', en: 'Light' } },
          { name: 'FBText2', value: { 'cs-CZ': 'Měkké', en: 'Soft' } },
          { name: 'ProductColors', value: ['100001-01380', '100001-02000'] },
        ],
      },
      allVariants: [variant('10000101380400', '40', 3, 1), variant('10000101380410', '41', 0, 2)],
    },
  },
})

describe('product view', () => {
  it('reads localized attribute values', () => {
    expect(text({ 'cs-CZ': 'bílá', en: 'white' }, 'en')).toBe('white')
    expect(text({ en: 'white' }, 'cs-CZ')).toBe('white')
    expect(text(42, 'en')).toBe('42')
    expect(text(undefined, 'en')).toBeNull()
  })

  it('reads sizes per convention and web stock only', () => {
    const sold = variant('1', '41', 0, 5)
    expect(variantSizes(sold.attributesRaw)).toEqual({ EU: '41', US: '11' })
    expect(webAvailability(sold, 'CZ-web')).toEqual({ isOnStock: false, availableQuantity: 0 })
  })

  it('shapes what the page renders, in the locale', () => {
    const colours = [
      {
        key: '100001-02000',
        masterData: {
          published: true,
          current: {
            slug: 'aria-100001-02000',
            masterVariant: {
              images: [{ url: '/b.svg', label: null }],
              attributesRaw: [
                { name: 'ColorCode', value: '02000' },
                { name: 'Color', value: { en: 'black', 'cs-CZ': 'černá' } },
              ],
            },
          },
        },
      },
      {
        key: '100001-01380',
        masterData: {
          published: true,
          current: {
            slug: 'aria-100001-01380',
            masterVariant: {
              images: [{ url: '/a.svg', label: null }],
              attributesRaw: [
                { name: 'ColorCode', value: '01380' },
                { name: 'Color', value: { en: 'white', 'cs-CZ': 'bílá' } },
              ],
            },
          },
        },
      },
    ]
    const view = shapeProduct(product(), colours, 'cs-CZ', 'CZ-web')!
    expect(view).toMatchObject({
      key: '100001-01380',
      articleNumber: '100001',
      colorCode: '01380',
      itemNumber: '10000101380',
      colourName: 'bílá',
      features: ['Lehké', 'Měkké'],
      price: money(200000),
      listPrice: money(250000),
      discountPercentage: 20,
      previousLowestPrice: money(240000),
      isFootwear: true,
    })
    expect(view.images[0]).toEqual({
      url: '/platform/images/catalog/sneaker/aa/bb/1.svg',
      label: 'Aria',
      width: 1200,
      height: 1200,
    })
    expect(view.variants.map((v) => [v.sku, v.isOnStock])).toEqual([
      ['10000101380400', true],
      ['10000101380410', false],
    ])
    // In the order of ProductColors, not of the query.
    expect(view.colours.map((colour) => [colour.key, colour.name])).toEqual([
      ['100001-01380', 'bílá'],
      ['100001-02000', 'černá'],
    ])
  })

  it("carries the product's id, its slug in every locale and a rating only when there are reviews", () => {
    const raw = product()
    raw.masterData.current!.slugAllLocales = [
      { locale: 'cs-CZ', value: 'bota-aria-100001-01380' },
      { locale: 'en', value: 'aria-100001-01380' },
    ]
    const view = shapeProduct(raw, [], 'en', 'CZ-web', { average: 4.4, count: 8 })!
    expect(view).toMatchObject({
      id: 'p1',
      slug: 'aria-100001-01380',
      slugs: { 'cs-CZ': 'bota-aria-100001-01380', en: 'aria-100001-01380' },
      rating: { average: 4.4, count: 8 },
    })
    expect(shapeProduct(raw, [], 'en', 'CZ-web', { average: 0, count: 0 })!.rating).toBeNull()
    expect(ratingOf(null)).toBeNull()
  })

  it('hides an unpublished product', () => {
    expect(shapeProduct(product(false), [], 'en', 'CZ-web')).toBeNull()
  })
})
