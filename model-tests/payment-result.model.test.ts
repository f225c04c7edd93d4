import { expect } from 'vitest'
import {
  mapPaymentResult,
  paymentResultMachine,
  selectPaymentStatus,
} from '../src/machines/payment/payment-result.machine'
import { expectationsFor, lastOf } from './support/expectations'
import { describeModel } from './support/model'

const received = (resultCode: string) => ({ type: 'payment.result.received', orderId: 'o-1', resultCode, action: null })

/** Spec 4.8: Authorised → Paid; Pending, Received, IdentifyShopper, ChallengeShopper → Pending; anything else → Failed. */
const PAID = ['Authorised']
const PENDING = ['Pending', 'Received', 'IdentifyShopper', 'ChallengeShopper']

const expectations = expectationsFor(paymentResultMachine, {
  '*': [
    {
      says: 'the outcome kept is the last result received',
      check: ({ events, context }) => {
        const last = lastOf(events, 'payment.result.received')
        expect(context.outcome).toEqual(
          last ? { orderId: last.orderId, resultCode: last.resultCode, action: last.action } : null,
        )
      },
    },
  ],
  awaitingResult: [
    {
      says: 'no result yet, no status',
      check: ({ events, value }) => {
        expect(lastOf(events, 'payment.result.received')).toBeUndefined()
        expect(selectPaymentStatus({ value })).toBeNull()
      },
    },
  ],
  paid: [
    {
      says: 'Paid only for Authorised, and a paid payment is settled for good',
      check: ({ events, value, status }) => {
        const code = lastOf(events, 'payment.result.received')!.resultCode
        expect(PAID).toContain(code)
        expect(mapPaymentResult(code)).toBe('Paid')
        expect(selectPaymentStatus({ value })).toBe('Paid')
        expect(status).toBe('done')
      },
    },
  ],
  pending: [
    {
      says: 'Pending for Pending, Received, IdentifyShopper and ChallengeShopper; a pending payment may still settle',
      check: ({ events, value, status }) => {
        const code = lastOf(events, 'payment.result.received')!.resultCode
        expect(PENDING).toContain(code)
        expect(mapPaymentResult(code)).toBe('Pending')
        expect(selectPaymentStatus({ value })).toBe('Pending')
        expect(status).toBe('active')
      },
    },
  ],
  failed: [
    {
      says: 'Failed for anything else, and a failed payment is settled for good',
      check: ({ events, value, status }) => {
        const code = lastOf(events, 'payment.result.received')!.resultCode
        expect([...PAID, ...PENDING]).not.toContain(code)
        expect(mapPaymentResult(code)).toBe('Failed')
        expect(selectPaymentStatus({ value })).toBe('Failed')
        expect(status).toBe('done')
      },
    },
  ],
})

describeModel('payment result mapping', paymentResultMachine, {
  events: {
    domain: [
      'Authorised',
      'Pending',
      'Received',
      'IdentifyShopper',
      'ChallengeShopper',
      'Refused',
      'Error',
      'Cancelled',
      '',
    ].map(received),
  },
  serializeState: (snapshot) => JSON.stringify((snapshot as unknown as { value: unknown }).value),
  expectations,
  // A pending payment may still settle either way.
  mustAccept: { pending: [received('Authorised'), received('Refused')] },
  requireEveryTransition: true,
})
