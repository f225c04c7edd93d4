import { postalCodeText } from '@common/postal-codes'
import { countryName } from '../product/country-name'

/** What an address is shown from: the platform's address fields, any of them missing. */
interface AddressParts {
  title?: string | null | undefined
  firstName?: string | null | undefined
  lastName?: string | null | undefined
  company?: string | null | undefined
  streetName?: string | null | undefined
  additionalAddressInfo?: string | null | undefined
  postalCode?: string | null | undefined
  city?: string | null | undefined
  country?: string | null | undefined
  phone?: string | null | undefined
}

/**
 * An address as the lines it is printed in: the name (with the title, when asked), the company (a store or
 * a parcel shop), the street and its addition, the postal code and the city, the country by its name in the
 * page's language, and the phone when asked. Empty parts leave no line.
 */
export function addressLines(
  address: AddressParts | null | undefined,
  locale: string,
  { name = true, title = false, phone = false }: { name?: boolean; title?: boolean; phone?: boolean } = {},
): string[] {
  if (!address) return []
  const postalCode = address.postalCode ? postalCodeText(address.postalCode, address.country) : ''
  return [
    name ? [title ? address.title : '', address.firstName, address.lastName].filter(Boolean).join(' ') : '',
    address.company,
    address.streetName,
    address.additionalAddressInfo,
    [postalCode, address.city].filter(Boolean).join(' '),
    address.country ? countryName(address.country, locale) : '',
    phone && address.phone ? phoneText(address.phone) : '',
  ].filter((line): line is string => Boolean(line))
}

/**
 * A phone number as it is read out: a Czech or Slovak one (+420 or +421 and nine digits), however it was typed,
 * in groups of three (`+420 602 123 456`); any other as it was entered.
 */
export function phoneText(phone: string): string {
  const compact = phone.replace(/[\s()-]/g, '')
  const match = /^(\+42[01])(\d{3})(\d{3})(\d{3})$/.exec(compact)
  return match ? match.slice(1).join(' ') : phone.trim()
}
