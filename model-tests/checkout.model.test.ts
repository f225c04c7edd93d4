import { checkoutMachine } from '../src/machines/checkout/checkout.machine'
import { checkoutExpectations } from './checkout/checkout.expectations'
import { checkoutModel } from './checkout/checkout.model'
import { describeModel } from './support/model'

describeModel('checkout', checkoutMachine, { ...checkoutModel, expectations: checkoutExpectations })
