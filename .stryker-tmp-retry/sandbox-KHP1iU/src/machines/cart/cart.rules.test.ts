// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { CART_ERRORS, errorAfterUpdate, errorOnFailure, normalisePromoCode, promoErrorOf } from './cart.rules'
import type { CartView } from './cart.types'

const refused = (extensions: Record<string, unknown>) => ({
  response: { status: 400, errors: [{ message: 'refused', extensions }] },
})
const now = Date.parse('2026-11-25T10:00:00.000Z')

const cartWith = (code: string, state: string | null): CartView =>
  ({
    id: 'c1',
    version: 2,
    lineItems: [],
    totalLineItemQuantity: 0,
    discountCodes: [{ id: 'd1', code, state }],
  }) as unknown as CartView

describe('promo codes: what the shopper types', () => {
  it('is trimmed and upper-cased, because the platform compares codes exactly', () => {
    expect(normalisePromoCode('  welcome10 ')).toBe('WELCOME10')
    expect(normalisePromoCode('Wr-7q2k-500')).toBe('WR-7Q2K-500')
  })
})

describe('promo codes: a refused code (spec 8.3)', () => {
  it('an unknown code gets the generic promo error', () => {
    expect(promoErrorOf(refused({ code: 'DiscountCodeNonApplicable', reason: 'DoesNotExist' }), now)).toBe(
      CART_ERRORS.promoError,
    )
  })

  it('an expired code says it has expired', () => {
    const error = refused({
      code: 'DiscountCodeNonApplicable',
      reason: 'TimeRangeNonApplicable',
      validFrom: '2025-03-01T00:00:00.000Z',
      validUntil: '2025-05-31T23:59:59.000Z',
    })
    expect(promoErrorOf(error, now)).toBe(CART_ERRORS.promoExpired)
  })

  it('a code whose validity has not begun says it is not valid yet', () => {
    const error = refused({
      code: 'DiscountCodeNonApplicable',
      reason: 'TimeRangeNonApplicable',
      validFrom: '2030-06-01T00:00:00.000Z',
    })
    expect(promoErrorOf(error, now)).toBe(CART_ERRORS.promoNotYetValid)
  })

  it('any other failure while applying a code is the generic promo error; other intents the generic one', () => {
    expect(promoErrorOf(new Error('network'), now)).toBe(CART_ERRORS.promoError)
    expect(promoErrorOf(refused({ code: 'ConcurrentModification' }), now)).toBe(CART_ERRORS.promoError)
    expect(
      errorOnFailure(
        { kind: 'applyPromo', code: 'X' },
        refused({ code: 'DiscountCodeNonApplicable', reason: 'DoesNotExist' }),
      ),
    ).toBe('promo.error')
    expect(errorOnFailure({ kind: 'recalculate' }, new Error('x'))).toBe(CART_ERRORS.updateFailed)
  })
})

describe('promo codes: a code taken but not applied (spec 4.10 discount code states)', () => {
  const apply = { kind: 'applyPromo', code: 'CODE' } as const
  it.each([
    ['DoesNotMatchCart', 'promo.notApplicable'],
    ['NotActive', 'promo.inactive'],
    ['MaxApplicationReached', 'promo.maxApplications'],
    ['NotValid', 'promo.noLongerValid'],
    ['ApplicationStoppedByPreviousDiscount', 'promo.noLongerValid'],
    ['MatchesCart', null],
  ])('%s → %s', (state, expected) => {
    expect(errorAfterUpdate(apply, cartWith('CODE', state))).toBe(expected)
  })

  it('matches the applied code without regard to case, and ignores other intents', () => {
    expect(errorAfterUpdate(apply, cartWith('code', 'NotActive'))).toBe('promo.inactive')
    expect(errorAfterUpdate({ kind: 'recalculate' }, cartWith('CODE', 'NotActive'))).toBeNull()
  })
})
