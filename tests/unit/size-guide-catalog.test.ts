import { describe, expect, it } from 'vitest'
import { sizeGroupOfGender } from '@common/size-conversion'
import { variantSizes } from '../../server/api/products/product-view'
import { attributeOf, isArticle, variantsOf } from '../../server/platform/commerce/catalog/catalog-test-helpers'
import { buildDemoCatalog } from '../../server/platform/commerce/catalog/demo-catalog'
import { sizeChartTable } from '../../src/components/size-guide/size-chart'

const footwear = buildDemoCatalog({ scale: 1 })
  .products.filter(isArticle)
  .filter((product) => product.productType.key === 'Footwear')

describe('the size guide and the catalog', () => {
  it('shows, for every shoe size sold, the row the product page reads from its size attributes', () => {
    let checked = 0
    for (const product of footwear) {
      const group = sizeGroupOfGender(String(attributeOf(product.masterVariant, 'Gender')))
      expect(group, product.key).not.toBeNull()
      const { columns, rows } = sizeChartTable(group!)
      for (const variant of variantsOf(product)) {
        // What the product's own API hands the size picker: the variant's size attributes by convention.
        const sizes = variantSizes(variant.attributes as Parameters<typeof variantSizes>[0])
        const row = rows.find(([eu]) => eu === sizes.EU)
        expect(row, `${variant.sku} EU ${sizes.EU}`).toBeDefined()
        expect(Object.fromEntries(columns.map((convention, index) => [convention, row![index]]))).toEqual(sizes)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(100)
  })
})
