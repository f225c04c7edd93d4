import { expressCheckoutMachine, type WalletPayer } from '../src/machines/checkout/express.machine'
import { describeModel } from './support/model'

const cart = { id: 'c1', version: 3, totalCentAmount: 249900, currencyCode: 'CZK' }
const complete: WalletPayer = {
  email: 'jana@example.com',
  phone: '+420601123456',
  address: {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Vodičkova 12',
    postalCode: '110 00',
    city: 'Praha',
    country: 'CZ',
  },
}
const incomplete: WalletPayer = { email: 'petr@example.com', phone: '', address: { firstName: 'Petr', country: 'CZ' } }

describeModel('express checkout', expressCheckoutMachine, {
  events: {
    domain: [
      { type: 'express.pressed' },
      { type: 'express.pressed', sku: '480002-02163-42' },
      { type: 'express.wallet.authorised', authorisation: { payer: complete } },
      { type: 'express.wallet.authorised', authorisation: { payer: incomplete } },
      { type: 'express.wallet.cancelled' },
      { type: 'express.retried' },
      { type: 'express.otherMethodChosen' },
    ],
    outputs: { prepareCart: [cart, null], placeOrder: [{ orderId: 'o1' }] },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { sku: string | null; error: string | null }
    }
    return JSON.stringify([value, context.sku !== null, context.error])
  },
  requireEveryTransition: true,
})
