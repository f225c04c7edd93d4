import { describe, expect, it } from 'vitest'
import { paymentErrorKey } from './checkout.rules'

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
