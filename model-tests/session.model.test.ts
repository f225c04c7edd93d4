import { sessionMachine } from '../src/machines/session/session.machine'
import type { SessionToken } from '../src/machines/session/session.types'
import { describeModel } from './support/model'

// Far enough ahead that only the path's own timer steps refresh the token.
const expiry = Date.UTC(2099, 0, 1)
const anonymous: SessionToken = { accessToken: 'a', accessTokenExpiryTimestamp: expiry, anonymousId: 'anon' }
const customer: SessionToken = { accessToken: 'c', accessTokenExpiryTimestamp: expiry, ucid: 'u-1' }

describeModel('session', sessionMachine, {
  inputs: [{}],
  events: {
    domain: [
      { type: 'session.started' },
      { type: 'session.signIn.requested', credentials: { email: 'eva@example.cz', password: 'pw' } },
      { type: 'session.signOut.requested' },
      { type: 'session.user.failed', code: 'CustomerGetFailure' },
      { type: 'session.user.failed', code: 'Timeout' },
      { type: 'session.profile.received', profile: { id: 'c1', version: 2, firstName: 'Eva' } },
      { type: 'session.addresses.received', addressBook: { id: 'c1', version: 3, addresses: [], defaultShippingAddressId: null } },
    ],
    outputs: {
      startSession: [anonymous],
      signIn: [customer],
      refreshToken: [customer],
      fetchShopperData: [{ cart: { lineItems: [{ id: 'l1' }] }, wishlist: null }, { cart: null, wishlist: null }],
      recalculateCart: [{ lineItems: [{ id: 'l1' }] }],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { session: SessionToken | null; isLoggedIn: boolean; hasFreshData: boolean; customer: unknown; data: unknown; error: unknown }
    }
    return JSON.stringify([value, context.session?.accessToken ?? null, context.isLoggedIn, context.hasFreshData, context.customer !== null, context.data !== null, context.error])
  },
  requireEveryTransition: true,
})
