import { pageSales } from '@common/market'
import { postalCodePattern } from '@common/postal-codes'
import {
  TIME_SLOTS,
  type AddressFields,
  type AddressValidationResult,
  type CheckoutErrorKey,
  type ContactDetails,
  type DeliveryMethod,
  type FieldErrors,
} from './checkout.types'

/**
 * Spec 5.3 maximum lengths in checkout and account forms.
 *
 * `email: 35` is read as the length of the platform's address-record email field: the address
 * service checks an address's `email` against it (server/platform/addresses field-rules, `too_long`),
 * so it applies wherever an email is sent as part of an address to that check. It is not a limit on
 * the shopper's email address itself: the checkout's contact email is the cart's customer email,
 * which takes any real address, up to the 254 characters of RFC 5321 (`CONTACT_EMAIL_MAX`). Read the
 * other way, 35 would turn away real addresses such as firstname.lastname@company-name.example.
 */
export const FIELD_LIMITS = { email: 35, name: 25, company: 25, phone: 15, countryCode: 3, addressLine: 40 } as const

/** The longest email address that can be delivered to (RFC 5321: a 256-octet path less its angle brackets). */
export const CONTACT_EMAIL_MAX = 254

/** Field error codes (the message wording lives in the catalog). */
const FIELD_ERRORS = {
  required: 'required',
  maxCharacters: 'maxCharacters',
  email: 'email',
  phone: 'phone',
  notAlphabetic: 'notAlphabetic',
  containsDigits: 'containsDigits',
  postalCode: 'postalCode',
  poBox: 'poBox',
  countryCode: 'countryCode',
  notShipped: 'notShipped',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const PHONE = /^\+?[0-9][0-9 ]{5,14}$/
const ALPHABETIC = /^[\p{L}][\p{L} '-]*$/u
const DIGITS = /\d/
const PO_BOX = /\b(p\.?\s*o\.?\s*box|poštovní\s+přihrádka|p\.\s*p\.\s*\d|postfach)/i
const COUNTRY = /^[A-Z]{2,3}$/

/** Spec 5.4: only local shipping, to the countries the page's store delivers to. */
function shippingCountries(): readonly string[] {
  return pageSales().shippingCountries
}

function check(
  errors: FieldErrors,
  field: string,
  value: string | undefined,
  rules: { required?: boolean; max?: number; pattern?: [RegExp, string]; not?: [RegExp, string] },
) {
  const text = (value ?? '').trim()
  if (!text) {
    if (rules.required) errors[field] = FIELD_ERRORS.required
    return
  }
  if (rules.max !== undefined && text.length > rules.max) errors[field] = FIELD_ERRORS.maxCharacters
  else if (rules.pattern && !rules.pattern[0].test(text)) errors[field] = rules.pattern[1]
  else if (rules.not && rules.not[0].test(text)) errors[field] = rules.not[1]
}

/** Step 1 (spec 5.3, 5.5): required fields, email and phone formats; the policy is checked apart. */
export function contactErrors(contact: ContactDetails, countries = shippingCountries()): FieldErrors {
  const errors: FieldErrors = {}
  check(errors, 'email', contact.email, {
    required: true,
    max: CONTACT_EMAIL_MAX,
    pattern: [EMAIL, FIELD_ERRORS.email],
  })
  check(errors, 'country', contact.country, {
    required: true,
    max: FIELD_LIMITS.countryCode,
    pattern: [COUNTRY, FIELD_ERRORS.countryCode],
  })
  if (!errors.country && !countries.includes(contact.country)) errors.country = FIELD_ERRORS.notShipped
  check(errors, 'phone', contact.phone, {
    required: true,
    max: FIELD_LIMITS.phone,
    pattern: [PHONE, FIELD_ERRORS.phone],
  })
  return errors
}

/**
 * Spec 5.2–5.4 for one address: a billing address needs names, street, postal code and city;
 * the shipping address of a home delivery needs the same to reach the door.
 */
export function addressErrors(address: AddressFields, prefix: string, countries = shippingCountries()): FieldErrors {
  const errors: FieldErrors = {}
  const field = (name: string) => `${prefix}.${name}`
  check(errors, field('firstName'), address.firstName, {
    required: true,
    max: FIELD_LIMITS.name,
    pattern: [ALPHABETIC, FIELD_ERRORS.notAlphabetic],
  })
  check(errors, field('lastName'), address.lastName, {
    required: true,
    max: FIELD_LIMITS.name,
    pattern: [ALPHABETIC, FIELD_ERRORS.notAlphabetic],
  })
  check(errors, field('company'), address.company, { max: FIELD_LIMITS.company })
  check(errors, field('streetName'), address.streetName, {
    required: true,
    max: FIELD_LIMITS.addressLine,
    not: [PO_BOX, FIELD_ERRORS.poBox],
  })
  check(errors, field('additionalAddressInfo'), address.additionalAddressInfo, {
    max: FIELD_LIMITS.addressLine,
    not: [PO_BOX, FIELD_ERRORS.poBox],
  })
  check(errors, field('postalCode'), address.postalCode, {
    required: true,
    pattern: [postalCodePattern(address.country), FIELD_ERRORS.postalCode],
  })
  check(errors, field('city'), address.city, {
    required: true,
    max: FIELD_LIMITS.addressLine,
    not: [DIGITS, FIELD_ERRORS.containsDigits],
  })
  check(errors, field('phone'), address.phone, { max: FIELD_LIMITS.phone, pattern: [PHONE, FIELD_ERRORS.phone] })
  if (!address.country) errors[field('country')] = FIELD_ERRORS.required
  else if (!countries.includes(address.country)) errors[field('country')] = FIELD_ERRORS.notShipped
  return errors
}

/** Spec 4.3: HD is the default; without one the fallback is key HD with an empty name. */
export function defaultDeliveryMethod(methods: DeliveryMethod[] | undefined): DeliveryMethod {
  return methods?.find((method) => method.key === 'HD') ?? { key: 'HD', name: '' }
}

/** The methods offered: try-and-buy only where the market has it (`hasTryAndBuy`). */
export function offeredMethods(methods: DeliveryMethod[] | undefined, hasTryAndBuy: boolean): DeliveryMethod[] {
  const list = methods?.length ? methods : [defaultDeliveryMethod(methods)]
  return list.filter((method) => method.key !== 'CR' || hasTryAndBuy)
}

/** The store and parcel-shop lists open on the capital's, until the shopper searches for another town or postal code. */
export const PICKUP_SEARCH_START = 'Praha'

/** Click and collect and try-and-buy need a store; a parcel shop needs a parcel shop. */
export const needsStore = (key: string) => key === 'CC' || key === 'CR' || key === 'JP-CC'
export const needsParcelShop = (key: string) => key === 'PS'
/** Only a home delivery has a billing address apart from the one the parcel goes to. */
export const offersSeparateBilling = (key: string) => key === 'HD'
/** Date and time slot belong to a home delivery. */
export const hasTimeSlots = (key: string) => key === 'HD'

export const isTimeSlot = (slot: string): boolean => (TIME_SLOTS as readonly string[]).includes(slot)

/** How many working days ahead a home delivery can be booked. */
const BOOKABLE_DAYS = 5

/** The next working days (Monday to Friday) after `today` (YYYY-MM-DD) that a home delivery can be booked for. */
export function deliveryDates(today: string): string[] {
  const dates: string[] = []
  const day = new Date(`${today.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return dates
  while (dates.length < BOOKABLE_DAYS) {
    day.setUTCDate(day.getUTCDate() + 1)
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) dates.push(day.toISOString().slice(0, 10))
  }
  return dates
}
/** Spec 8.3 step 2: which message an answer of the address service gets. */
export function validationErrorKey(result: AddressValidationResult): CheckoutErrorKey {
  if (result.errors.some((e) => e.code === 'undeliverable_by_carrier')) return 'checkout.step2.carrierException'
  if (result.errors.some((e) => e.code === 'undeliverable' || e.code === 'not_shipped'))
    return 'checkout.step2.groundEconomyServiceException'
  return 'checkout.step2.generalException'
}

/** The service's error codes as form field errors (`shipping.city` …). */
export function serviceFieldErrors(result: AddressValidationResult, prefix: string): FieldErrors {
  return Object.fromEntries(result.errors.map((e) => [`${prefix}.${e.field}`, e.code]))
}

/** What the shopper is told after a payment that did not go through (spec 4.8 Failed): a refusal, a cancellation, anything else. */
export function paymentErrorKey(resultCode: string | undefined): CheckoutErrorKey {
  if (resultCode === 'Refused') return 'checkout.step3.paymentRefused'
  if (resultCode === 'Cancelled') return 'checkout.step3.paymentCancelled'
  return 'checkout.step3.paymentFailed'
}

/**
 * A pay-later amount split into `count` instalments in minor units: equal parts, the first one
 * carrying what does not divide, so the parts add up to the amount exactly.
 */
export function instalmentAmounts(centAmount: number, count: number): number[] {
  if (!Number.isInteger(centAmount) || centAmount < 0 || !Number.isInteger(count) || count < 1) return []
  const part = Math.floor(centAmount / count)
  return Array.from({ length: count }, (_, index) => (index === 0 ? centAmount - part * (count - 1) : part))
}
