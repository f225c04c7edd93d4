// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { formatMoney, moneyValue, roundToUnit } from './money'

const czk = (centAmount: number) => ({ currencyCode: 'CZK', centAmount, fractionDigits: 2 })

describe('money (spec 3.1)', () => {
  it('is centAmount / 10^fractionDigits', () => {
    expect(moneyValue(czk(249_900))).toBe(2499)
    expect(moneyValue({ centAmount: 1234, fractionDigits: 0 })).toBe(1234)
    expect(moneyValue({ centAmount: 1234, fractionDigits: 3 })).toBe(1.234)
  })

  it('is formatted with Intl for the locale', () => {
    const nbsp = /[\u00a0\u202f]/g
    expect(formatMoney(czk(249_900), 'cs-CZ').replace(nbsp, ' ')).toBe('2 499 Kč')
    expect(formatMoney(czk(249_950), 'en').replace(nbsp, ' ')).toBe('CZK 2,499.50')
    expect(formatMoney(czk(291_750), 'cs-CZ').replace(nbsp, ' ')).toBe('2 917,50 Kč')
    expect(formatMoney(czk(291_700), 'en').replace(nbsp, ' ')).toBe('CZK 2,917')
  })
})

describe('rounding unit (spec 9)', () => {
  it('leaves amounts alone without a rounding unit', () => {
    expect(roundToUnit(12_345, { roundingUnit: null, direction: 'floor' })).toBe(12_345)
  })

  it('floors or ceils to multiples of 100 × unit', () => {
    expect(roundToUnit(12_345, { roundingUnit: 1, direction: 'floor' })).toBe(12_300)
    expect(roundToUnit(12_345, { roundingUnit: 1, direction: 'ceil' })).toBe(12_400)
    expect(roundToUnit(12_345, { roundingUnit: 10, direction: 'floor' })).toBe(12_000)
    expect(roundToUnit(12_000, { roundingUnit: 10, direction: 'ceil' })).toBe(12_000)
  })

  it('rounds per unit when quantity > 1', () => {
    // 123.45 for 3 is 41.15 a unit: ceiled to 42 a unit makes 126, where the total alone would make 124.
    expect(roundToUnit(12_345, { roundingUnit: 1, direction: 'ceil', quantity: 3 })).toBe(12_600)
    expect(roundToUnit(12_345, { roundingUnit: 1, direction: 'floor', quantity: 3 })).toBe(12_300)
  })
})
