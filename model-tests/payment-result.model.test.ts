import { paymentResultMachine } from '../src/machines/payment/payment-result.machine'
import { describeModel } from './support/model'

const received = (resultCode: string) => ({ type: 'payment.result.received', orderId: 'o-1', resultCode, action: null })

describeModel('payment result mapping', paymentResultMachine, {
  events: {
    domain: ['Authorised', 'Pending', 'Received', 'IdentifyShopper', 'ChallengeShopper', 'Refused', 'Error'].map(
      received,
    ),
  },
  serializeState: (snapshot) => JSON.stringify((snapshot as unknown as { value: unknown }).value),
  requireEveryTransition: true,
})
