import { sessionMachine } from '../src/machines/session/session.machine'
import type { ShopperSession } from '../src/machines/session/session.types'
import { describeModel } from './support/model'

const customer: ShopperSession = { kind: 'customer', customerId: 'u-1' }

describeModel('session', sessionMachine, {
  // No cookie, a guest's cookie, and a customer's cookie the server has yet to name.
  inputs: [{}, { session: { kind: 'guest' } }, { session: { kind: 'customer' } }],
  events: {
    domain: [
      { type: 'session.started' },
      { type: 'session.expired' },
      { type: 'session.signIn.requested', credentials: { email: 'eva@example.cz', password: 'pw' } },
      // Spec 5.6: an email that is not one, and no password; the form keeps the shopper with the errors.
      { type: 'session.signIn.requested', credentials: { email: 'eva@example', password: '' } },
      { type: 'session.signOut.requested' },
      { type: 'session.passkeySignIn.requested' },
      { type: 'session.signedIn', session: customer, method: 'passwordReset' },
      { type: 'session.user.failed', code: 'CustomerGetFailure' },
      { type: 'session.user.failed', code: 'Timeout' },
      { type: 'session.profile.received', profile: { id: 'c1', version: 2, firstName: 'Eva' } },
      {
        type: 'session.addresses.received',
        addressBook: { id: 'c1', version: 3, addresses: [], defaultShippingAddressId: null },
      },
    ],
    outputs: {
      readSession: [customer, { kind: 'none' }],
      signIn: [customer],
      passkeySignIn: [customer],
      fetchShopperData: [
        { cart: { lineItems: [{ id: 'l1' }] }, wishlist: null },
        { cart: null, wishlist: null },
      ],
      recalculateCart: [{ lineItems: [{ id: 'l1' }] }],
    },
    // A refusal, too many attempts (429), and a passkey prompt the shopper closed.
    errors: {
      signIn: [
        Object.assign(new Error('refused'), { status: 400 }),
        Object.assign(new Error('throttled'), { status: 429 }),
      ],
      passkeySignIn: [
        Object.assign(new Error('refused'), { status: 400 }),
        Object.assign(new Error('throttled'), { status: 429 }),
        Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
      ],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: {
        kind: string
        customerId: string | null
        hasFreshData: boolean
        customer: unknown
        data: unknown
        error: unknown
        loginErrors: unknown
      }
    }
    return JSON.stringify([
      value,
      context.kind,
      context.customerId,
      context.hasFreshData,
      context.customer !== null,
      context.data !== null,
      context.error,
      context.loginErrors,
    ])
  },
  requireEveryTransition: true,
})
