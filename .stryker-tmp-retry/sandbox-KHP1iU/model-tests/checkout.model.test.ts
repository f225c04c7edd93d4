// @ts-nocheck
import { checkoutMachine } from '../src/machines/checkout/checkout.machine'
import { checkoutExpectations } from './checkout/checkout.expectations'
import { checkoutModel } from './checkout/checkout.model'
import { describeModel } from './support/model'

describeModel('checkout', checkoutMachine, {
  ...checkoutModel,
  expectations: checkoutExpectations,
  // Spec 4.2: from delivery the shopper can always go back to contact details.
  mustAccept: { 'DELIVERY.editing': [{ type: 'checkout.step.back' }] },
})
