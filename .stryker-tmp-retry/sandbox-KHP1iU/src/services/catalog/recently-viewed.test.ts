// @ts-nocheck
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductView } from '@common/product-schema'
import { readRecentlyViewed, rememberViewed } from './recently-viewed'

const product = (key: string) =>
  ({
    key,
    articleNumber: key.split('-')[0],
    colorCode: key.split('-')[1],
    name: `Shoe ${key}`,
    slug: `shoe-${key}`,
    backgroundColor: '#ffffff',
    price: { centAmount: 199900, currencyCode: 'CZK', fractionDigits: 2 },
    listPrice: null,
    discountPercentage: null,
    images: [{ url: `/img/${key}.svg`, label: 'side', width: 1200, height: 1200 }],
  }) as unknown as ProductView

describe('recently viewed', () => {
  beforeEach(() => {
    const store = new Map<string, string>()
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
      },
    })
  })

  it('keeps the newest first, once each, at most twelve', () => {
    for (let index = 0; index < 14; index += 1) rememberViewed(product(`1000${String(index).padStart(2, '0')}-01380`))
    rememberViewed(product('100005-01380'))
    const list = readRecentlyViewed()
    expect(list).toHaveLength(12)
    expect(list[0]).toMatchObject({
      objectID: '100005-01380',
      productName: 'shoe-100005-01380',
      price: 1999,
      hasDiscount: false,
    })
    expect(new Set(list.map((item) => item.objectID)).size).toBe(12)
  })

  it("links a product viewed in one language with the other language's slug there", () => {
    rememberViewed({
      ...product('100001-01380'),
      slug: 'bota-100001-01380',
      slugs: { 'cs-CZ': 'bota-100001-01380', en: 'shoe-100001-01380' },
    } as ProductView)
    expect(readRecentlyViewed('en')[0]?.productName).toBe('shoe-100001-01380')
    expect(readRecentlyViewed('cs-CZ')[0]?.productName).toBe('bota-100001-01380')
  })

  it('ignores a damaged stored list', () => {
    window.localStorage.setItem('kestrel.recentlyViewed', '{not json')
    expect(readRecentlyViewed()).toEqual([])
  })
})
