// @ts-nocheck
import * as z from 'zod/mini'
import type { CheckoutShopper } from '../machines/checkout/checkout.types'
import type { ApiClient } from './api'
import { fetchAddressBook } from './address-book'

const profileSchema = z.object({
  email: z.string(),
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  phoneNumber: z._default(z.string(), ''),
  countryCode: z._default(z.string(), ''),
})

/** The phone as the checkout asks for it: with its country code (spec 3.6 `customer_CF_PhoneCountryCode`). */
const fullPhone = (countryCode: string, number: string) => {
  const digits = number.replace(/\s+/g, '')
  if (!digits) return ''
  return digits.startsWith('+') || !countryCode
    ? digits
    : `${countryCode.startsWith('+') ? '' : '+'}${countryCode}${digits}`
}

/** The signed-in shopper's profile and address book, for the checkout to fill its forms with (spec 2.7). */
export async function fetchCheckoutCustomer(api: ApiClient): Promise<CheckoutShopper> {
  const [profile, book] = await Promise.all([api.get('/api/user/get-user', profileSchema), fetchAddressBook(api)])
  return {
    contact: {
      email: profile.email,
      phone: fullPhone(profile.countryCode, profile.phoneNumber),
      firstName: profile.firstName,
      lastName: profile.lastName,
    },
    savedAddresses: book.addresses.map((address) => ({
      id: address.id,
      label: address.addressName || address.streetName,
      firstName: address.firstName,
      lastName: address.lastName,
      company: address.company || undefined,
      streetName: address.streetName,
      additionalAddressInfo: address.additionalAddressInfo || undefined,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
      phone: address.phone || undefined,
    })),
    defaultShippingAddressId: book.defaultShippingAddressId,
  }
}
