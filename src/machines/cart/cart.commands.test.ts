import { describe, expect, it } from 'vitest'
import {
  CART_ERRORS,
  GIFT_WRAP_SKU,
  commandFor,
  errorAfterUpdate,
  firstLineFor,
  needsNewCart,
  promoCodesNoLongerValid,
  promoErrorOf,
  validateIntent,
} from './cart.rules'
import { selectBagCount } from './cart.selectors'
import type { CartView } from './cart.types'

const OPTIONS = { distributionChannel: 'CZ-web', itemsLimit: 3, warrantyCodePattern: /^WR-/i }
const line = (id: string, sku: string, quantity = 1) => ({ id, sku, quantity, addedAt: '2026-11-01T10:00:00Z' })
const cart = (patch: Partial<CartView> = {}): CartView => ({
  id: 'c1',
  version: 3,
  totalLineItemQuantity: 2,
  lineItems: [line('l1', 'SKU-37'), line('l2', 'SKU-38')],
  discountCodes: [],
  ...patch,
})
const codes = (...states: Array<string | null>) =>
  states.map((state, index) => ({ id: `d${index}`, code: `CODE${index}`, state })) as CartView['discountCodes']

describe('what is checked before a cart change is sent (spec 5.1, 5.5, 8.1)', () => {
  it('adds only a chosen size, and not beyond the items limit', () => {
    expect(validateIntent({ kind: 'add', sku: undefined }, cart(), OPTIONS)).toBe(CART_ERRORS.noSku)
    expect(validateIntent({ kind: 'add', sku: 'SKU-39' }, cart(), OPTIONS)).toBeNull()
    expect(validateIntent({ kind: 'add', sku: 'SKU-39' }, cart({ totalLineItemQuantity: 3 }), OPTIONS)).toBe(
      CART_ERRORS.itemsLimitReached,
    )
    expect(validateIntent({ kind: 'add', sku: 'SKU-39' }, null, OPTIONS)).toBeNull()
  })

  it('changes the size of a line in the bag only, to a chosen size', () => {
    const change = (lineItemId: string | undefined, sku: string | undefined, inCart: CartView | null = cart()) =>
      validateIntent({ kind: 'changeSize', lineItemId, sku }, inCart, OPTIONS)
    expect(change('l1', undefined)).toBe(CART_ERRORS.noSku)
    expect(change(undefined, 'SKU-39')).toBe(CART_ERRORS.noLineItemId)
    expect(change('l1', 'SKU-39', null)).toBe(CART_ERRORS.noActiveCart)
    expect(change('l9', 'SKU-39')).toBe(CART_ERRORS.itemNotFound)
    expect(change('l1', 'SKU-39')).toBeNull()
  })

  it('recalculates only a cart with items, and takes a promo code once, whatever its case', () => {
    expect(validateIntent({ kind: 'recalculate' }, null, OPTIONS)).toBe(CART_ERRORS.noActiveCart)
    expect(validateIntent({ kind: 'recalculate' }, cart({ lineItems: [] }), OPTIONS)).toBe(CART_ERRORS.noItems)
    expect(validateIntent({ kind: 'recalculate' }, cart(), OPTIONS)).toBeNull()
    const withSpring = cart({ discountCodes: [{ id: 'd1', code: 'SPRING', state: 'MatchesCart' }] as never })
    expect(validateIntent({ kind: 'applyPromo', code: 'spring' }, withSpring, OPTIONS)).toBe(CART_ERRORS.promoDuplicate)
    expect(validateIntent({ kind: 'applyPromo', code: 'SUMMER' }, withSpring, OPTIONS)).toBeNull()
    expect(validateIntent({ kind: 'applyPromo', code: 'wr-123' }, withSpring, OPTIONS)).toBe(CART_ERRORS.promoWarranty)
  })

  it('wraps a bag or starts one with the wrap, and unwraps only a bag', () => {
    expect(validateIntent({ kind: 'setGiftWrap', wrapped: true }, null, OPTIONS)).toBeNull()
    const wrapped = cart({ lineItems: [line('gw', GIFT_WRAP_SKU)] })
    expect(validateIntent({ kind: 'setGiftWrap', wrapped: false }, wrapped, OPTIONS)).toBeNull()
    expect(validateIntent({ kind: 'setGiftWrap', wrapped: false }, cart(), OPTIONS)).toBe(CART_ERRORS.itemNotFound)
    expect(validateIntent({ kind: 'setGiftWrap', wrapped: false }, null, OPTIONS)).toBe(CART_ERRORS.noActiveCart)
  })
})

describe('which change starts a new cart (spec 4.4)', () => {
  it('adding an item or gift wrap without a cart does; nothing else does, and nothing with a cart', () => {
    expect(needsNewCart({ kind: 'add', sku: 'SKU-37' }, null)).toBe(true)
    expect(needsNewCart({ kind: 'setGiftWrap', wrapped: true }, null)).toBe(true)
    expect(needsNewCart({ kind: 'setGiftWrap', wrapped: false }, null)).toBe(false)
    expect(needsNewCart({ kind: 'remove', lineItemId: 'l1' }, null)).toBe(false)
    expect(needsNewCart({ kind: 'applyPromo', code: 'SPRING' }, null)).toBe(false)
    expect(needsNewCart({ kind: 'add', sku: 'SKU-37' }, cart())).toBe(false)
  })

  it('a new cart starts only with a line', () => {
    expect(firstLineFor({ kind: 'add', sku: 'SKU-37' }, null, OPTIONS)).toEqual({
      type: 'addLineItem',
      sku: 'SKU-37',
      quantity: 1,
      distributionChannel: 'CZ-web',
      supplyChannel: undefined,
    })
    expect(() => firstLineFor({ kind: 'changeQuantity', lineItemId: 'l1', quantity: 2 }, null, OPTIONS)).toThrow(
      'A new cart cannot start with changeLineItemQuantity',
    )
  })
})

describe('a size changed in the bag (spec 4.4)', () => {
  it('folds the line into one of the new size already in the bag, and otherwise changes the line itself', () => {
    expect(commandFor({ kind: 'changeSize', lineItemId: 'l1', sku: 'SKU-38' }, cart(), null, OPTIONS)).toEqual({
      type: 'changeSizeToExistingLine',
      lineItemIdToRemove: 'l1',
      lineItemIdToChange: 'l2',
      quantity: 2,
    })
    expect(commandFor({ kind: 'changeSize', lineItemId: 'l1', sku: 'SKU-37' }, cart(), null, OPTIONS)).toMatchObject({
      type: 'changeSize',
      lineItemId: 'l1',
      sku: 'SKU-37',
      quantity: 1,
    })
  })
})

describe('promo codes the platform no longer matches (spec 4.10)', () => {
  it('lists the applied codes whose state is neither unknown nor MatchesCart', () => {
    expect(promoCodesNoLongerValid(null)).toEqual([])
    expect(
      promoCodesNoLongerValid(cart({ discountCodes: codes(null, 'MatchesCart', 'DoesNotMatchCart', 'NotActive') })),
    ).toEqual(['CODE2', 'CODE3'])
  })

  it('says why a code just applied does not apply, and nothing for another change or a matching code', () => {
    const applied = (state: string | null) => cart({ discountCodes: [{ id: 'd1', code: 'SPRING', state }] as never })
    const apply = { kind: 'applyPromo' as const, code: 'spring' }
    expect(errorAfterUpdate(apply, applied('DoesNotMatchCart'))).toBe(CART_ERRORS.promoNotApplicable)
    expect(errorAfterUpdate(apply, applied('NotActive'))).toBe(CART_ERRORS.promoInactive)
    expect(errorAfterUpdate(apply, applied('MaxApplicationReached'))).toBe(CART_ERRORS.promoMaxApplications)
    expect(errorAfterUpdate(apply, applied('ApplicationStoppedByPreviousDiscount'))).toBe(
      CART_ERRORS.promoNoLongerValid,
    )
    expect(errorAfterUpdate(apply, applied('MatchesCart'))).toBeNull()
    expect(errorAfterUpdate(apply, applied(null))).toBeNull()
    expect(errorAfterUpdate({ kind: 'applyPromo', code: 'SUMMER' }, applied('NotActive'))).toBeNull()
    expect(errorAfterUpdate({ kind: 'recalculate' }, applied('NotActive'))).toBeNull()
    expect(errorAfterUpdate(null, applied('NotActive'))).toBeNull()
  })

  it('a code refused for its dates is not valid yet when its start is later than now, and expired otherwise', () => {
    const at = Date.parse('2026-11-25T10:00:00.000Z')
    const refused = (validFrom: unknown) => ({
      response: {
        errors: [{ extensions: { code: 'DiscountCodeNonApplicable', reason: 'TimeRangeNonApplicable', validFrom } }],
      },
    })
    expect(promoErrorOf(refused('2026-11-25T10:00:00.001Z'), at)).toBe(CART_ERRORS.promoNotYetValid)
    expect(promoErrorOf(refused('2026-11-25T10:00:00.000Z'), at)).toBe(CART_ERRORS.promoExpired)
    expect(promoErrorOf(refused(20261125), at)).toBe(CART_ERRORS.promoExpired)
  })

  it('a refusal it cannot read is the generic promo error', () => {
    for (const error of [
      null,
      new Error('offline'),
      { response: { errors: 'refused' } },
      { response: { errors: [{ extensions: null }] } },
      { response: { errors: [{ message: 'no extensions' }] } },
    ])
      expect(promoErrorOf(error)).toBe(CART_ERRORS.promoError)
  })
})

describe('the bag’s count in the header (spec 4.13)', () => {
  const snapshotOf = (inCart: CartView | null) => ({ context: { cart: inCart } }) as never
  it('counts every piece, less the one special product the market names, and nothing without a cart', () => {
    const special = cart({
      totalLineItemQuantity: 3,
      lineItems: [line('l1', 'SKU-37', 2), { ...line('l3', 'BOX'), productKey: 'shoe-box' }],
    })
    expect(selectBagCount('shoe-box')(snapshotOf(special))).toBe(2)
    expect(selectBagCount()(snapshotOf(special))).toBe(3)
    expect(selectBagCount('gift-card')(snapshotOf(special))).toBe(3)
    expect(selectBagCount('shoe-box')(snapshotOf(null))).toBe(0)
  })
})
