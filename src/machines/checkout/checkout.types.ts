/** Spec 4.2: the steps of the checkout, in order. */
export const CHECKOUT_STEPS = { CONTACT_DETAILS: 0, DELIVERY: 1, PAYMENT: 2 } as const
export type CheckoutStep = keyof typeof CHECKOUT_STEPS

export interface DeliveryMethod {
  key: string
  name: string
}

/** Spec 9: the delivery time slots. */
export const TIME_SLOTS = ['noPreference', 'morning', '14-16', '16-18', '18-20', '19-21'] as const
export type TimeSlot = (typeof TIME_SLOTS)[number]

export interface CheckoutCart {
  id: string
  version: number
  /** Minor units of the cart total. */
  totalCentAmount: number
  currencyCode: string
}

export interface ContactDetails {
  email: string
  country: string
  phone: string
  policyAccepted: boolean
}

/** The address form of spec 3.16, as far as checkout asks for it. */
export interface AddressFields {
  firstName: string
  lastName: string
  company?: string
  streetName: string
  additionalAddressInfo?: string
  postalCode: string
  city: string
  country: string
  phone?: string
}

export interface PickupPoint {
  id: string
  name: string
  carrier?: string
  address: { streetName: string; postalCode: string; city: string; country: string }
}

/**
 * What the delivery form sends: the shipping address, and the billing address when its fields are
 * shown. Whether billing is the shipping address is the checkout's own state, not the form's.
 */
export interface DeliveryForm {
  shipping: AddressFields
  billing?: AddressFields | null
}

export interface DeliveryDetails {
  shipping: AddressFields
  billing: AddressFields | null
  addressesMatch: boolean
}

export interface AddressSuggestion {
  streetName: string
  postalCode: string
  city: string
  region?: string | null
  country: string
  changedFields: string[]
}

/** What the address validation actor answers (the addresses service's shape). */
export interface AddressValidationResult {
  valid: boolean
  errors: Array<{ field: string; code: string }>
  suggestion?: AddressSuggestion | null
}

/** A way to pay that the provider offers for this market and amount: cards, or pay later in instalments. */
export type PaymentOption = { type: 'scheme' } | { type: 'paylater'; instalments: number }
export type PaymentOptionType = PaymentOption['type']

export interface PaymentSession {
  id: string
  sessionData: string
  reference: string
  /** What the provider offers for the amount to pay, in the order shown. */
  methods: PaymentOption[]
}

/** Spec 3.10: the payment outcome. */
export interface PaymentOutcome {
  orderId: string | null
  resultCode: string
  action: { type: string; url: string } | null
  refusalReason?: string | null
}

export interface PlacedOrder {
  id: string
  orderNumber: string | null
}

/** What the widget hands over when the shopper pays (never stored beyond the actor call). */
export interface CardPaymentData {
  type: 'scheme'
  number: string
  expiryMonth: string
  expiryYear: string
  cvc: string
  holderName?: string
}

/** Pay later: the provider approves the instalments; nothing is typed in. */
export interface PayLaterPaymentData {
  type: 'paylater'
}

export type PaymentMethodData = CardPaymentData | PayLaterPaymentData

export type FieldErrors = Partial<Record<string, string>>

/** Message keys of spec 8.3 (wording lives in the checkout catalog). */
export type CheckoutErrorKey =
  | 'checkout.step1.policy'
  | 'checkout.step1.contactDetails'
  | 'checkout.step1.delivery'
  | 'checkout.step2.generalException'
  | 'checkout.step2.groundEconomyServiceException'
  | 'checkout.step2.carrierException'
  | 'checkout.step2.pickupMissing'
  | 'checkout.step3.paymentWidget'
  | 'checkout.step3.paymentWidgetSession'
  | 'checkout.step3.zeroAmount'
  | 'checkout.step3.paymentFailed'
  | 'checkout.step3.paymentRefused'
  | 'checkout.step3.paymentCancelled'
  | 'generic.itemNotAvailable'
  | 'generic.error'

/** A signed-in shopper's saved address (spec 3.5), offered on the delivery step. */
export interface SavedCheckoutAddress extends AddressFields {
  id: string
  /** The address's name (`address_CF_{Brand}AddressName`), else its street. */
  label: string
}

/** What the checkout knows of a signed-in shopper: contact details and saved addresses. */
export interface CheckoutShopper {
  contact: { email: string; phone: string; firstName: string; lastName: string }
  savedAddresses: SavedCheckoutAddress[]
  defaultShippingAddressId: string | null
}

/** What the checkout loads before its first step: the cart (null when there is nothing to check out), its delivery methods and, for a signed-in shopper, their details (null when they could not be read). */
export interface CheckoutStart {
  cart: CheckoutCart | null
  shippingMethods: DeliveryMethod[]
  shopper?: CheckoutShopper | null
}

export interface CheckoutInput {
  /** A signed-in shopper: the checkout reads their details and saved addresses with the cart. */
  signedIn?: boolean
  hasTryAndBuy?: boolean
  /** The shopper's click-and-collect store (spec 3.19 `storeData`): preselected for click and collect and try and buy. */
  store?: PickupPoint | null
  /** A signed-in shopper's details (spec: signed-in shoppers are prefilled). */
  customer?: (Partial<ContactDetails> & { firstName?: string; lastName?: string }) | null
  /** Coming back to checkout with an order that still awaits payment. */
  orderId?: string | null
  /** Coming back from the 3-D Secure page. */
  redirectResult?: string | null
  /** The shopper's date (YYYY-MM-DD): delivery dates are the working days after it; the clock's date when omitted. */
  today?: string
}
