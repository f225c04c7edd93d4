// @ts-nocheck
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CheckoutErrorKey } from '../../machines/checkout/checkout.types'

/** Spec 8.3 message keys, worded. */
export const errorMessages: Record<CheckoutErrorKey, MessageDescriptor> = {
  'checkout.step1.policy': msg`Please accept the privacy policy and the terms and conditions.`,
  'checkout.step1.contactDetails': msg`Please check your contact details.`,
  'checkout.step1.delivery': msg`Please check your delivery details.`,
  'checkout.step2.generalException': msg`We could not check your address. Please try again.`,
  'checkout.step2.groundEconomyServiceException': msg`We cannot deliver to this address. Please use another address.`,
  'checkout.step2.carrierException': msg`The carrier does not deliver to this address. Please choose another delivery method.`,
  'checkout.step2.pickupMissing': msg`Please choose a store or a parcel shop.`,
  'checkout.step3.paymentWidget': msg`The payment could not be completed. Please try again.`,
  'checkout.step3.paymentWidgetSession': msg`The payment could not be started. Please try again.`,
  'checkout.step3.zeroAmount': msg`Your order could not be placed. Please try again.`,
  'checkout.step3.paymentFailed': msg`Your payment was not successful. Please try again or choose another payment method.`,
  'checkout.step3.paymentRefused': msg`Your payment was declined. Please try again or choose another payment method.`,
  'checkout.step3.paymentCancelled': msg`Your payment was cancelled. Please try again or choose another payment method.`,
  'generic.itemNotAvailable': msg`Sorry, an item in your bag is no longer available.`,
  'generic.error': msg`Something went wrong. Please try again.`,
}

/** Field error codes (checkout rules and the address service). */
export const fieldMessages: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  maxCharacters: msg`Too many characters.`,
  too_long: msg`Too many characters.`,
  email: msg`Please enter a valid email address.`,
  phone: msg`Please enter a valid phone number.`,
  invalid_format: msg`Please check the format.`,
  notAlphabetic: msg`Please use letters only.`,
  not_alphabetic: msg`Please use letters only.`,
  containsDigits: msg`The city must not contain numbers.`,
  contains_digits: msg`The city must not contain numbers.`,
  postalCode: msg`Please enter a postal code such as 110 00.`,
  unknown: msg`This postal code does not exist.`,
  poBox: msg`We cannot deliver to a P.O. box.`,
  po_box: msg`We cannot deliver to a P.O. box.`,
  countryCode: msg`Please choose a country.`,
  unknown_country: msg`Please choose a country.`,
  notShipped: msg`We only ship within the Czech Republic.`,
  not_shipped: msg`We only ship within the Czech Republic.`,
  undeliverable: msg`We cannot deliver to this postal code.`,
  undeliverable_by_carrier: msg`The carrier does not deliver to this postal code.`,
  misspelt: msg`Please check the city.`,
  city_mismatch: msg`The postal code belongs to another town.`,
}

/** Spec 9 delivery time slots. */
export const slotMessages: Record<string, MessageDescriptor> = {
  noPreference: msg`No preference`,
  morning: msg`Morning`,
  '14-16': msg`14:00–16:00`,
  '16-18': msg`16:00–18:00`,
  '18-20': msg`18:00–20:00`,
  '19-21': msg`19:00–21:00`,
}
