// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { selectBagCount } from '../../machines/cart/cart.selectors'
import { BAG_BADGE_EXCLUDED_PRODUCT_KEY } from './badges'

type Snapshot = Parameters<ReturnType<typeof selectBagCount>>[0]
const snapshot = (lineItems: Array<{ productKey: string; quantity: number }>) =>
  ({
    context: {
      cart: {
        id: 'c',
        version: 1,
        totalLineItemQuantity: lineItems.reduce((sum, line) => sum + line.quantity, 0),
        lineItems: lineItems.map((line, index) => ({ id: String(index), sku: line.productKey, ...line })),
        discountCodes: [],
      },
    },
  }) as unknown as Snapshot

describe('bag badge (spec 4.13)', () => {
  const count = selectBagCount(BAG_BADGE_EXCLUDED_PRODUCT_KEY)

  it('counts every unit in the bag', () => {
    expect(
      count(
        snapshot([
          { productKey: '280002-05094', quantity: 2 },
          { productKey: '290001-01001', quantity: 1 },
        ]),
      ),
    ).toBe(3)
  })

  it('leaves out the gift wrap line', () => {
    expect(BAG_BADGE_EXCLUDED_PRODUCT_KEY).toBe('8888881-00000')
    expect(
      count(
        snapshot([
          { productKey: '280002-05094', quantity: 2 },
          { productKey: '8888881-00000', quantity: 1 },
        ]),
      ),
    ).toBe(2)
  })
})
