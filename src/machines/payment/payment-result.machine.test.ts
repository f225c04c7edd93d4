import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { mapPaymentResult, paymentResultMachine, selectPaymentStatus } from './payment-result.machine'

const received = (resultCode: string) => ({
  type: 'payment.result.received' as const,
  orderId: 'o-1',
  resultCode,
  action: null,
})

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
    ['authorised', 'Failed'],
  ])('%s → %s', (code, status) => {
    expect(mapPaymentResult(code)).toBe(status)
    const actor = createActor(paymentResultMachine).start()
    actor.send(received(code))
    expect(selectPaymentStatus(actor.getSnapshot())).toBe(status)
  })

  it('treats a missing code as Failed', () => {
    expect(mapPaymentResult(undefined)).toBe('Failed')
    expect(mapPaymentResult('')).toBe('Failed')
  })

  it('lets a pending payment settle and keeps the outcome', () => {
    const actor = createActor(paymentResultMachine).start()
    actor.send(received('Received'))
    actor.send(received('Authorised'))
    expect(actor.getSnapshot().value).toBe('paid')
    expect(actor.getSnapshot().context.outcome).toEqual({ orderId: 'o-1', resultCode: 'Authorised', action: null })
  })
})
