// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { deliveryDates, paymentErrorKey } from './checkout.rules'

describe('a payment that did not go through (spec 4.8 Failed) is told in words, never as its result code', () => {
  it.each([
    ['Refused', 'checkout.step3.paymentRefused'],
    ['Cancelled', 'checkout.step3.paymentCancelled'],
    ['Error', 'checkout.step3.paymentFailed'],
    ['SomethingNew', 'checkout.step3.paymentFailed'],
    [undefined, 'checkout.step3.paymentFailed'],
  ])('%s → %s', (resultCode, key) => {
    expect(paymentErrorKey(resultCode)).toBe(key)
  })
})

describe('home delivery dates', () => {
  it('offers the next five working days after today, skipping the weekend', () => {
    // 2030-03-11 is a Monday; 2030-03-15 a Friday.
    expect(deliveryDates('2030-03-11')).toEqual(['2030-03-12', '2030-03-13', '2030-03-14', '2030-03-15', '2030-03-18'])
    expect(deliveryDates('2030-03-15')).toEqual(['2030-03-18', '2030-03-19', '2030-03-20', '2030-03-21', '2030-03-22'])
    expect(deliveryDates('2030-03-16T23:30:00.000Z')).toEqual([
      '2030-03-18',
      '2030-03-19',
      '2030-03-20',
      '2030-03-21',
      '2030-03-22',
    ])
  })

  it('crosses a month and a year end', () => {
    expect(deliveryDates('2030-12-30')).toEqual(['2030-12-31', '2031-01-01', '2031-01-02', '2031-01-03', '2031-01-06'])
  })

  it('offers nothing for a date it cannot read', () => {
    expect(deliveryDates('soon')).toEqual([])
  })
})
