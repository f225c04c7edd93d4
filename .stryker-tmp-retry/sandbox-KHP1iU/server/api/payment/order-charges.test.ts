// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { chargeStateOf } from './order-charges'

describe("an order's charge after a provider answer (spec 4.8)", () => {
  it.each([
    ['Authorised', 'authorised'],
    ['IdentifyShopper', 'action'],
    ['ChallengeShopper', 'action'],
    ['Pending', 'pending'],
    ['Received', 'pending'],
    ['Refused', 'refused'],
    ['Cancelled', 'refused'],
    ['Error', 'refused'],
  ] as const)('%s → %s', (code, state) => {
    expect(chargeStateOf(code)).toBe(state)
  })

  it('never counts a refusal, or a code it does not know, as authorised', () => {
    for (const code of ['Refused', 'refused', 'Refused ', 'authorised', 'AUTHORISED', '', 'constructor']) {
      expect(chargeStateOf(code)).toBe('refused')
    }
  })
})
