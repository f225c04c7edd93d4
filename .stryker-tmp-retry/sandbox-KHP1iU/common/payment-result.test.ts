// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { paymentStatusOf, SHOPPER_ACTION_CODES } from './payment-result'

describe('payment result mapping (spec 4.8)', () => {
  it.each([
    ['Authorised', 'Paid'],
    ['Pending', 'Pending'],
    ['Received', 'Pending'],
    ['IdentifyShopper', 'Pending'],
    ['ChallengeShopper', 'Pending'],
    ['Refused', 'Failed'],
    ['Cancelled', 'Failed'],
    ['Error', 'Failed'],
  ] as const)('%s → %s', (code, status) => {
    expect(paymentStatusOf(code)).toBe(status)
  })

  it('never maps a refusal to Paid, however it is spelled or padded', () => {
    for (const code of ['Refused', 'refused', 'REFUSED', ' Refused', 'Refused ', 'Refused\n']) {
      expect(paymentStatusOf(code)).toBe('Failed')
    }
  })

  it('is Failed for what is not one of the listed codes: another case, a missing code, an object key', () => {
    for (const code of [
      'authorised',
      'Authorised ',
      'AUTHORISED',
      '',
      null,
      undefined,
      'constructor',
      '__proto__',
      'toString',
    ]) {
      expect(paymentStatusOf(code)).toBe('Failed')
    }
  })

  it('counts the 3-D Secure codes among the pending ones', () => {
    for (const code of SHOPPER_ACTION_CODES) expect(paymentStatusOf(code)).toBe('Pending')
  })
})
