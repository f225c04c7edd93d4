// @ts-nocheck
import type { AddressValidationResult } from '../checkout/checkout.types'

export type { AddressValidationResult }

/** A saved address of spec 3.5 as the address book shows it. */
export interface SavedAddress {
  id: string
  addressName: string
  title: string
  firstName: string
  lastName: string
  company: string
  streetName: string
  additionalAddressInfo: string
  postalCode: string
  city: string
  country: string
  phone: string
}

/** The shopper's address book (spec 3.5, 3.6): the addresses and which are the defaults. */
export interface AddressBook {
  id: string
  version: number
  addresses: SavedAddress[]
  defaultShippingAddressId: string | null
  defaultBillingAddressId: string | null
}

/** What the address form holds; the defaults are asked for with the address. */
export interface AddressDraft {
  addressName: string
  title: string
  firstName: string
  lastName: string
  company: string
  streetName: string
  additionalAddressInfo: string
  postalCode: string
  city: string
  country: string
  phone: string
  defaultShipping: boolean
  defaultBilling: boolean
}

export type DefaultKind = 'shipping' | 'billing'

/** What the save actor is given: a new address (`addressId` null) or a change of one. */
export interface AddressSave {
  version: number
  addressId: string | null
  draft: AddressDraft
}

/** Field errors by field name; the codes' wording lives in the catalog. */
export type AddressFieldErrors = Partial<Record<keyof AddressDraft | string, string>>

/** What went wrong last, for the page to say (the wording lives in the catalog). */
export type AddressBookFailure = 'load' | 'validate' | 'save' | 'delete' | 'default'
/** What went right last, for a status message. */
export type AddressBookNotice = 'saved' | 'deleted' | 'defaultSet'
