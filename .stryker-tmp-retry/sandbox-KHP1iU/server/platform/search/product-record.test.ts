// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { productToRecord, type MappingContext, type ProjectionLike } from './product-record'

const money = (centAmount: number) => ({ type: 'centPrecision', currencyCode: 'CZK', centAmount, fractionDigits: 2 })
const variant = (sku: string, size: string, us: string) => ({
  sku,
  attributes: [
    { name: 'Size', value: size },
    { name: 'Size_US', value: us },
  ],
  prices: [
    {
      value: money(249000),
      custom: {
        fields: {
          price_CF_RecommendedRetailPrice: money(249000),
          price_CF_DiscountPercentage: 20,
          price_CF_AdjustedPrice: money(199200),
        },
      },
    },
  ],
})

const projection: ProjectionLike = {
  id: 'p-1',
  key: '100002-02038',
  name: { 'cs-CZ': 'Dámské tenisky Corsa', en: "Women's Corsa Sneakers" },
  slug: { 'cs-CZ': 'damske-tenisky-corsa-100002-02038', en: 'womens-corsa-sneakers-100002-02038' },
  categories: [{ id: 'c-sneakers' }],
  createdAt: '2026-01-02T00:00:00.000Z',
  masterVariant: {
    ...variant('1000020203836', '36', '6'),
    images: [{ url: '/img/1.svg', label: 'side' }, { url: '/img/2.svg' }],
    attributes: [
      ...variant('1000020203836', '36', '6').attributes,
      { name: 'ArticleNumber', value: '100002' },
      { name: 'ColorCode', value: '02038' },
      { name: 'Division', value: 'Footwear' },
      { name: 'Gender', value: 'Women' },
      { name: 'CollectionType', value: 'Lifestyle' },
      { name: 'CollectionClass', value: 'SS26' },
      { name: 'DominantColor', value: 'Grey' },
      { name: 'PageTitle', value: { 'cs-CZ': 'Tenisky | Kestrel', en: 'Sneakers | Kestrel' } },
      { name: 'ProductColors', value: ['100002-02038', '100002-01001'] },
      { name: 'CustomBadge1', value: { 'cs-CZ': 'Novinka', en: 'New' } },
    ],
  },
  variants: [variant('1000020203837', '37', '6.5'), variant('1000020203838', '38', '7.5')],
}

const context = (locale: string): MappingContext => ({
  locale,
  currency: 'CZK',
  categoryOf: (id) =>
    id === 'c-sneakers'
      ? {
          key: 'women-shoes-sneakers',
          path: locale === 'en' ? ['Women', 'Shoes', 'Sneakers'] : ['Ženy', 'Obuv', 'Tenisky'],
          slug: 'x',
        }
      : undefined,
  stock: new Map([
    ['1000020203836', 3],
    ['1000020203837', 0],
    ['1000020203838', 1],
  ]),
  siblings: new Map([
    [
      '100002-01001',
      { key: '100002-01001', colorCode: '01001', priceRaw: 2490, listPriceRaw: 2490, image: '/img/black.svg' },
    ],
  ]),
})

describe('the search record of a commerce product (spec 3.13)', () => {
  it('maps the fields a listing needs, per locale', () => {
    const record = productToRecord(projection, context('cs-CZ'))!
    expect(record).toMatchObject({
      objectID: '100002-02038',
      articleNumber: '100002',
      colorCode: '02038',
      name: 'Dámské tenisky Corsa',
      productName: 'damske-tenisky-corsa-100002-02038',
      pageTitle: 'Tenisky | Kestrel',
      division: 'Footwear',
      gender: 'Women',
      collectionType: 'Lifestyle',
      collectionClass: 'SS26',
      dominantColor: 'Grey',
      price: 1992,
      listPrice: 2490,
      hasDiscount: true,
      discountPercentage: 20,
      priceRange: '1500-2000',
      image: { url: '/img/1.svg', label: 'side' },
      images: ['/img/1.svg', '/img/2.svg'],
      available: true,
      isNew: true,
      categories: { lvl0: ['Ženy'], lvl1: ['Ženy > Obuv'], lvl2: ['Ženy > Obuv > Tenisky'] },
      categoryKeys: ['women-shoes-sneakers'],
      createdAt: Date.parse('2026-01-02T00:00:00.000Z') / 1000,
    })
    expect(record.productColors).toEqual([
      { key: '100002-02038', colorCode: '02038', priceRaw: 1992, listPriceRaw: 2490, image: '/img/1.svg' },
      { key: '100002-01001', colorCode: '01001', priceRaw: 2490, listPriceRaw: 2490, image: '/img/black.svg' },
    ])
    expect(productToRecord(projection, context('en'))).toMatchObject({
      name: "Women's Corsa Sneakers",
      categoryNames: ['Sneakers'],
    })
  })

  it('lists only sizes in stock, per convention, and is unavailable when nothing is', () => {
    expect(productToRecord(projection, context('en'))!.sizes).toEqual({ EU: ['36', '38'], US: ['6', '7.5'] })
    const soldOut = { ...context('en'), stock: new Map([['1000020203836', 0]]) }
    expect(productToRecord(projection, soldOut)).toMatchObject({ available: false, sizes: {} })
    const untracked = { ...context('en'), stock: new Map<string, number>() }
    expect(productToRecord(projection, untracked)!.sizes).toEqual({ EU: ['36', '37', '38'], US: ['6', '6.5', '7.5'] })
  })

  it('skips a product without a price in the market currency', () => {
    expect(productToRecord(projection, { ...context('en'), currency: 'EUR' })).toBeUndefined()
  })
})
