// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { market } from '@common/market'
import { categoryKeysBelow, findCategory } from '@common/search-categories'
import { navigationFor } from '../../server/api/content/navigation.seed'
import { buildDemoCatalog } from '../../server/platform/commerce/catalog/demo-catalog'
import { menuHrefs } from '../support/menu'

describe('the demo catalog fills the menu', () => {
  const catalog = buildDemoCatalog({ scale: 1 })
  const listed = new Map<string, number>()
  for (const product of catalog.products) {
    if (product.productType.key === 'Giftwrap') continue
    for (const category of product.categories) listed.set(category.key, (listed.get(category.key) ?? 0) + 1)
  }

  for (const locale of market.locales) {
    it(`lists at least three articles under every ${locale} menu entry`, () => {
      const empty: string[] = []
      for (const href of menuHrefs(navigationFor(locale).items)) {
        const category = findCategory(href.split('/').filter(Boolean))
        expect(category, `${href} is a category`).toBeDefined()
        if (!category) continue
        const count = categoryKeysBelow(category.key, category.node).reduce(
          (sum, key) => sum + (listed.get(key) ?? 0),
          0,
        )
        if (count < 3) empty.push(`${href} (${count})`)
      }
      expect(empty).toEqual([])
    })
  }

  it('has kids’ socks and laces in children’s sizes, with images, prices and stock', () => {
    const kids = catalog.products.filter((product) =>
      product.categories.some(
        (category) => category.key === 'kids-accessories-socks' || category.key === 'kids-accessories-laces',
      ),
    )
    expect(kids.length).toBeGreaterThanOrEqual(4)
    const stocked = new Set(catalog.inventory.filter((entry) => entry.quantityOnStock > 0).map((entry) => entry.sku))
    for (const product of kids) {
      const variants = [product.masterVariant, ...product.variants]
      expect(product.name.en).toMatch(/^Kids' /)
      expect(product.name['cs-CZ']).toMatch(/^Dětské /)
      expect(variants.length).toBeGreaterThan(1)
      for (const variant of variants) {
        expect(variant.images?.length).toBeGreaterThan(0)
        expect(variant.prices[0]?.value.centAmount).toBeGreaterThan(0)
      }
    }
    const inStock = kids.filter((product) =>
      [product.masterVariant, ...product.variants].some((variant) => stocked.has(variant.sku)),
    )
    expect(inStock.length).toBeGreaterThanOrEqual(kids.length / 2)
  })
})
