import { describe, expect, it } from 'vitest'
import { FORM_FLAGS } from '@common/shop-forms'
import { formOutcome } from './shopper-render'

const outcome = (query: Record<string, string>) => formOutcome(new URLSearchParams(query))

describe('the outcome of a plain-HTML form, read from the page address', () => {
  it('names the wishlist lines that need a size: line ids only, each once, at most 50', () => {
    expect(outcome({}).wishlistSizeRequired).toEqual([])
    expect(outcome({ [FORM_FLAGS.wishlistSizeRequired]: 'a1,b-2,a1' }).wishlistSizeRequired).toEqual(['a1', 'b-2'])
    expect(
      outcome({ [FORM_FLAGS.wishlistSizeRequired]: 'ok,<script>,,x y,' + 'z'.repeat(129) }).wishlistSizeRequired,
    ).toEqual(['ok'])
    const many = Array.from({ length: 80 }, (_, index) => `line${index}`)
    expect(outcome({ [FORM_FLAGS.wishlistSizeRequired]: many.join(',') }).wishlistSizeRequired).toEqual(
      many.slice(0, 50),
    )
    expect(outcome({ [FORM_FLAGS.wishlistSizeRequired]: 'a,'.repeat(3000) }).wishlistSizeRequired).toEqual([])
  })

  it('opens the added-to-bag dialog only for a SKU, and shows only the cart errors the bag knows', () => {
    expect(outcome({ [FORM_FLAGS.added]: '28000205094380' })).toMatchObject({
      addedToBag: true,
      addedSku: '28000205094380',
    })
    expect(outcome({ [FORM_FLAGS.added]: '"><img>' })).toMatchObject({ addedToBag: false, addedSku: null })
    expect(outcome({ [FORM_FLAGS.bagError]: 'cart.itemsLimitReached' }).bagError).toBe('cart.itemsLimitReached')
    expect(outcome({ [FORM_FLAGS.bagError]: 'anything' }).bagError).toBeNull()
  })

  it("opens the cookie banner again only for the footer's flag", () => {
    expect(outcome({}).cookieSettings).toBe(false)
    expect(outcome({ [FORM_FLAGS.cookieSettings]: '1' }).cookieSettings).toBe(true)
    expect(outcome({ [FORM_FLAGS.cookieSettings]: 'yes' }).cookieSettings).toBe(false)
  })
})
