// @ts-nocheck
import { market } from '@common/market'
import type { Snapshot } from 'xstate'
import { siteSettingsFor } from '../../server/api/content/site-settings.seed'
import type { MachineModel } from '../support/runs'
import { named } from '../support/paths'
import {
  card,
  cart,
  contacts,
  deliveries,
  failures,
  outcome,
  parcelShop,
  shippingMethods,
  signedInShopper,
  store,
} from './checkout.model-data'

interface CheckoutSnapshotView {
  value: unknown
  context: {
    method: { key: string }
    store: unknown
    parcelShop: unknown
    slot: unknown
    cart: { totalCentAmount: number } | null
    loadRetries: number
    order: unknown
    session: { methods: Array<{ type: string }> } | null
    savedAddresses: unknown[]
  }
}

const view = (snapshot: Snapshot<unknown>) => snapshot as unknown as CheckoutSnapshotView

/** What guards read: the state, the method and its pickup point, the slot, a zero total, the reads retried, an open order, the ways to pay offered, saved addresses. */
export const checkoutStepKey = (snapshot: Snapshot<unknown>) => {
  const { value, context } = view(snapshot)
  return [
    value,
    context.method.key,
    Boolean(context.store),
    Boolean(context.parcelShop),
    Boolean(context.slot),
    context.cart?.totalCentAmount === 0,
    context.loadRetries,
    Boolean(context.order),
    context.session?.methods.map((m) => m.type).join('+') ?? null,
    // Saved addresses matter up to the delivery step: past it, a signed-in checkout is explored as a guest's.
    context.savedAddresses.length > 0 && !(typeof value === 'object' && value !== null && 'PAYMENT' in value),
  ]
}

/** The market's try-and-buy switch as the shop reads it: the site-settings document (spec 9 `hasTryAndBuy`). */
const { hasTryAndBuy } = siteSettingsFor(market.defaultLocale).marketFeatures

/** A Monday: home deliveries can be booked for 12 to 15 and 18 March 2030. */
const today = '2030-03-11'

/** The checkout model: its inputs (a fresh checkout whose cart is loaded, an order awaiting payment, a return from 3-D Secure) and payload sets. */
export const checkoutModel: MachineModel = {
  inputs: [
    { hasTryAndBuy, today },
    { hasTryAndBuy, today, orderId: 'order-1' },
    { hasTryAndBuy, today, orderId: 'order-1', redirectResult: 'token' },
  ],
  events: {
    domain: [
      { type: 'checkout.contact.submitted', contact: contacts.valid },
      { type: 'checkout.contact.submitted', contact: contacts.badEmail },
      { type: 'checkout.contact.submitted', contact: contacts.noPolicy },
      ...['HD', 'CC', 'CR', 'PS', 'JP-CC'].map((method) => ({ type: 'checkout.delivery.methodSelected', method })),
      { type: 'checkout.delivery.storeSelected', store },
      { type: 'checkout.delivery.parcelShopSelected', parcelShop },
      // A town typed in lower case and cut short: the lists still hold the model's store and parcel shop.
      { type: 'checkout.delivery.pickupSearched', query: 'prah' },
      { type: 'checkout.delivery.slotSelected', date: '2030-03-14', slot: '14-16' },
      { type: 'checkout.delivery.slotSelected', date: '2030-03-14', slot: 'midnight' },
      // A Saturday is no delivery day.
      { type: 'checkout.delivery.slotSelected', date: '2030-03-16', slot: '14-16' },
      // Spec 4.2: billing is the shipping address until the shopper unticks the box (home delivery only).
      { type: 'checkout.delivery.billingSameChanged', same: false },
      // Spec 2.7: a signed-in shopper fills the form with a saved address (the default one is in it already).
      { type: 'checkout.delivery.savedAddressChosen', addressId: 'work' },
      { type: 'checkout.delivery.submitted', delivery: deliveries.valid },
      { type: 'checkout.delivery.submitted', delivery: deliveries.suggested },
      { type: 'checkout.delivery.submitted', delivery: deliveries.invalid },
      { type: 'checkout.address.enteredKept' },
      { type: 'checkout.address.suggestionAccepted' },
      { type: 'checkout.address.editRequested' },
      { type: 'checkout.step.back' },
      { type: 'checkout.payment.submitted', paymentData: card },
      { type: 'checkout.payment.methodSelected', method: 'paylater' },
      { type: 'checkout.payment.methodSelected', method: 'scheme' },
      { type: 'checkout.order.placed' },
      { type: 'checkout.payment.retried' },
      { type: 'checkout.load.retried' },
    ],
    outputs: {
      loadCheckout: [
        named('the cart', { cart: cart(249900), shippingMethods }),
        named('no cart', { cart: null, shippingMethods: [] }),
        named('the cart of a signed-in shopper', { cart: cart(249900), shippingMethods, shopper: signedInShopper }),
      ],
      saveContact: [cart(249900)],
      validateAddress: [
        named('valid', { valid: true, errors: [] }),
        named('suggestion', {
          valid: true,
          errors: [],
          suggestion: {
            streetName: 'Masarykova 3',
            postalCode: '602 00',
            city: 'Brno',
            country: 'CZ',
            changedFields: ['city'],
          },
        }),
        named('undeliverable', { valid: false, errors: [{ field: 'postalCode', code: 'undeliverable' }] }),
      ],
      saveDelivery: [cart(249900), cart(0)],
      createSession: [
        named('session', { id: 'CS1', sessionData: 'data', reference: 'KP-1', methods: [{ type: 'scheme' }] }),
        named('session with pay later', {
          id: 'CS1',
          sessionData: 'data',
          reference: 'KP-1',
          methods: [{ type: 'scheme' }, { type: 'paylater', instalments: 3 }],
        }),
      ],
      createOrder: [named('order', { id: 'order-1', orderNumber: 'KCZ100001' })],
      submitPayment: [
        'Authorised',
        'Pending',
        'Received',
        'IdentifyShopper',
        'ChallengeShopper',
        'Refused',
        'Error',
        'Cancelled',
      ].map(outcome),
      confirmPayment: ['Authorised', 'Refused'].map(outcome),
    },
    errors: {
      // The server down: a read worth asking again (spec 9, decision 0009).
      loadCheckout: [failures.failed],
      createOrder: [failures.outOfStock, failures.failed],
      createSession: [failures.failed, failures.orderPaid],
    },
  },
  serializeState: (snapshot) => JSON.stringify(checkoutStepKey(snapshot)),
  stepKey: checkoutStepKey,
  requireEveryTransition: true,
  minimalPaths: true,
}
