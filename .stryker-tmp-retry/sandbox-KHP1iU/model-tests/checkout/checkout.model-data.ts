// @ts-nocheck
import { named } from '../support/paths'
import type {
  AddressFields,
  CheckoutCart,
  CheckoutShopper,
  DeliveryForm,
  PaymentOutcome,
  PickupPoint,
} from '../../src/machines/checkout/checkout.types'

/**
 * The finite payload sets of the checkout model. The browser executor gives each the same
 * meaning on the page: the valid address is a real demo address, the suggested one is a test
 * address that the address service corrects, the cards are the payment stand-in's test cards.
 */
export const shippingMethods = [
  { key: 'HD', name: 'Home delivery' },
  { key: 'CC', name: 'Click and collect' },
  { key: 'CR', name: 'Try and buy' },
  { key: 'PS', name: 'Parcel shop' },
]

export const contacts = {
  valid: named('valid', {
    email: 'model.shopper@example.com',
    country: 'CZ',
    phone: '+420 601123456',
    policyAccepted: true,
  }),
  badEmail: named('badEmail', {
    email: 'model.shopper@',
    country: 'CZ',
    phone: '+420 601123456',
    policyAccepted: true,
  }),
  noPolicy: named('noPolicy', {
    email: 'model.shopper@example.com',
    country: 'CZ',
    phone: '+420 601123456',
    policyAccepted: false,
  }),
}

export const addresses: Record<'valid' | 'suggested' | 'invalid', AddressFields> = {
  valid: {
    firstName: 'Jana',
    lastName: 'Modelová',
    streetName: 'Vodičkova 12',
    postalCode: '110 00',
    city: 'Praha',
    country: 'CZ',
  },
  /** The address service suggests Brno for Bmo (README "Postal codes and address validation"). */
  suggested: {
    firstName: 'Jana',
    lastName: 'Modelová',
    streetName: 'Masarykova 3',
    postalCode: '602 00',
    city: 'Bmo',
    country: 'CZ',
  },
  invalid: {
    firstName: 'Jana',
    lastName: 'Modelová',
    streetName: 'P.O. Box 12',
    postalCode: '110 00',
    city: 'Praha',
    country: 'CZ',
  },
}

/**
 * A signed-in shopper: Jana of the demo data (server/platform/commerce/catalog/customers.ts), whose
 * address book holds her home (the default delivery address) and her work. The browser executor
 * signs her in and picks an address by its name as the page lists it.
 */
export const signedInShopper: CheckoutShopper = named('Jana, signed in', {
  contact: { email: 'jana.novakova@example.com', phone: '+420602123456', firstName: 'Jana', lastName: 'Nováková' },
  savedAddresses: [
    {
      id: 'home',
      label: 'Domov',
      firstName: 'Jana',
      lastName: 'Nováková',
      streetName: 'Vinohradská 112',
      postalCode: '13000',
      city: 'Praha',
      country: 'CZ',
    },
    {
      id: 'work',
      label: 'Práce',
      firstName: 'Jana',
      lastName: 'Nováková',
      streetName: 'Karlovo náměstí 7',
      postalCode: '12000',
      city: 'Praha',
      country: 'CZ',
    },
  ],
  defaultShippingAddressId: 'home',
})

/** The form's addresses; the billing fields count only once the shopper unticks "billing is the same". */
export const deliveries = {
  valid: named('valid', { shipping: addresses.valid, billing: addresses.valid } satisfies DeliveryForm),
  suggested: named('suggested', { shipping: addresses.suggested, billing: addresses.valid } satisfies DeliveryForm),
  invalid: named('invalid', { shipping: addresses.invalid, billing: addresses.valid } satisfies DeliveryForm),
}

/** A store and a parcel shop of the local stand-ins (the stores and parcel shops found for 'Praha'). */
export const store: PickupPoint = named('CZ-PRG-NA-PRIKOPE', {
  id: 'CZ-PRG-NA-PRIKOPE',
  name: 'Kestrel Praha Na Příkopě',
  address: { streetName: 'Na Příkopě 22', postalCode: '11000', city: 'Praha 1', country: 'CZ' },
})
export const parcelShop: PickupPoint = named('packeta-0009', {
  id: 'packeta-0009',
  name: 'Papírnictví Tužka',
  carrier: 'packeta',
  address: { streetName: 'Evropská 65', postalCode: '160 00', city: 'Praha', country: 'CZ' },
})

export const cart = (totalCentAmount: number): CheckoutCart =>
  named(`cart(${totalCentAmount})`, { id: 'cart-1', version: 3, totalCentAmount, currencyCode: 'CZK' })

/** Result codes of spec 4.8 with the test card that forces each (README "Payments test cards"). */
export const RESULT_CARDS: Record<string, string> = {
  Authorised: '4111111111111111',
  Refused: '4000000000000002',
  Error: '4000000000000119',
  Cancelled: '4000000000000127',
  Pending: '4000000000000135',
  Received: '4000000000000143',
  IdentifyShopper: '4000000000003063',
  ChallengeShopper: '4000000000003220',
}

export const outcome = (resultCode: string): PaymentOutcome =>
  named(resultCode, {
    orderId: 'order-1',
    resultCode,
    action:
      resultCode === 'IdentifyShopper' || resultCode === 'ChallengeShopper'
        ? { type: 'threeDS2', url: '/platform/payments/3ds/token' }
        : null,
  })

export const card = named('card', {
  type: 'scheme' as const,
  number: RESULT_CARDS.Authorised!,
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
})

/** Plain objects, not Errors: the graph tells events apart by their JSON, and an Error's JSON is `{}`. */
export const failures = {
  outOfStock: named('OutOfStock', { message: 'OutOfStock: a line is sold out' }),
  failed: named('failed', { message: 'failed' }),
  /** The server's answer to a payment session for an order that is already paid. */
  orderPaid: named('OrderPaid', { message: 'This order has been paid', data: { code: 'OrderPaid' } }),
}
