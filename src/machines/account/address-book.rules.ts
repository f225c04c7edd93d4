import { addressErrors, FIELD_LIMITS } from '../checkout/checkout.rules'
import type {
  AddressBook,
  AddressDraft,
  AddressFieldErrors,
  AddressValidationResult,
  SavedAddress,
} from './address-book.types'
import { pageSales } from '@common/market'

/** The address name is a label the shopper gives the address ('Home', 'Work'); an address line's length. */
export const ADDRESS_NAME_MAX = FIELD_LIMITS.addressLine

export const EMPTY_DRAFT: AddressDraft = {
  addressName: '',
  title: '',
  firstName: '',
  lastName: '',
  company: '',
  streetName: '',
  additionalAddressInfo: '',
  postalCode: '',
  city: '',
  country: pageSales().country,
  phone: '',
  defaultShipping: false,
  defaultBilling: false,
}

/** The form of a saved address, with whether it is a default now. */
export function draftOf(book: AddressBook, address: SavedAddress): AddressDraft {
  const { id: _id, ...fields } = address
  return {
    ...fields,
    defaultShipping: book.defaultShippingAddressId === address.id,
    defaultBilling: book.defaultBillingAddressId === address.id,
  }
}

/**
 * Spec 5.2–5.4 for a saved address: country, first and last name, street, postal code, city and the
 * address name are required; the limits of 5.3; alphabetic names, a city without digits, a Czech
 * postal code, no PO box, only the market's countries (the checkout's address rules); the title
 * when the address becomes the default shipping address.
 */
export function addressDraftErrors(draft: AddressDraft): AddressFieldErrors {
  const prefixed = addressErrors(draft, 'address')
  const errors: AddressFieldErrors = Object.fromEntries(
    Object.entries(prefixed).map(([field, code]) => [field.slice('address.'.length), code]),
  )
  const name = draft.addressName.trim()
  if (!name) errors.addressName = 'required'
  else if (name.length > ADDRESS_NAME_MAX) errors.addressName = 'maxCharacters'
  if (draft.defaultShipping && !draft.title.trim()) errors.title = 'titleRequired'
  return errors
}

export const hasErrors = (errors: AddressFieldErrors): boolean => Object.keys(errors).length > 0

/** A suggestion worth asking about: the service changed something the shopper entered. */
export const suggestsChange = (result: AddressValidationResult): boolean =>
  (result.suggestion?.changedFields.length ?? 0) > 0

/** The service's errors as form errors, when it has no suggestion that would fix them. */
export function serviceErrors(result: AddressValidationResult): AddressFieldErrors {
  return Object.fromEntries(result.errors.map((error) => [error.field, error.code]))
}

/** The entered address with the service's corrections taken. */
export function withSuggestion(draft: AddressDraft, result: AddressValidationResult | null): AddressDraft {
  const suggestion = result?.suggestion
  if (!suggestion) return draft
  return {
    ...draft,
    streetName: suggestion.streetName || draft.streetName,
    postalCode: suggestion.postalCode,
    city: suggestion.city,
    country: suggestion.country || draft.country,
  }
}
