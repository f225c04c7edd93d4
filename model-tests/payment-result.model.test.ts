import { expect } from 'vitest'
import { paymentResultMachine } from '../src/machines/payment/payment-result.machine'
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
    { says: 'no result yet', check: ({ events }) => expect(lastOf(events, 'payment.result.received')).toBeUndefined() },
  ],
  paid: [
    {
      says: 'Paid only for Authorised',
      check: ({ events }) => expect(PAID).toContain(lastOf(events, 'payment.result.received')!.resultCode),
    },
  ],
  pending: [
    {
      says: 'Pending for Pending, Received, IdentifyShopper and ChallengeShopper',
      check: ({ events }) => expect(PENDING).toContain(lastOf(events, 'payment.result.received')!.resultCode),
    },
  ],
  failed: [
    {
      says: 'Failed for anything else',
      check: ({ events }) =>
        expect([...PAID, ...PENDING]).not.toContain(lastOf(events, 'payment.result.received')!.resultCode),
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
  requireEveryTransition: true,
})
