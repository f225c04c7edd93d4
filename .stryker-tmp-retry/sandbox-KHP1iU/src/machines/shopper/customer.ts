/** A saved address as the shopper state holds it (spec 3.5). */
// @ts-nocheck

export interface CustomerAddress {
  id: string
  [field: string]: unknown
}

/** `me.customer` of spec 3.6. */
export interface MeCustomer {
  id: string
  version: number | null
  firstName: string
  lastName: string
  email: string
  externalId: string | null
  dateOfBirth: string | null
  createdAt: string | null
  phoneNumber: string
  gender: string
  phoneticFirstName: string
  phoneticLastName: string
  countryCode: string
  activeConsentTypes: number[]
  addresses: CustomerAddress[]
  defaultShippingAddressId: string | null
  defaultShippingAddress: CustomerAddress | null
  shippingAddresses: CustomerAddress[]
}

export type IncomingProfile = Partial<Omit<MeCustomer, 'id' | 'version'>> & { id: string; version: number | null }

export interface IncomingAddressBook {
  id: string
  version: number | null
  addresses: CustomerAddress[]
  defaultShippingAddressId: string | null
}

export function emptyCustomer(id: string): MeCustomer {
  return {
    id,
    version: null,
    firstName: '',
    lastName: '',
    email: '',
    externalId: null,
    dateOfBirth: null,
    createdAt: null,
    phoneNumber: '',
    gender: '',
    phoneticFirstName: '',
    phoneticLastName: '',
    countryCode: '',
    activeConsentTypes: [],
    addresses: [],
    defaultShippingAddressId: null,
    defaultShippingAddress: null,
    shippingAddresses: [],
  }
}

const isNewer = (incoming: number | null, stored: number | null) =>
  incoming !== null && (stored === null || incoming > stored)

function withDefault(customer: MeCustomer, addresses: CustomerAddress[], defaultId: string | null): MeCustomer {
  return {
    ...customer,
    addresses,
    shippingAddresses: addresses,
    defaultShippingAddressId: defaultId,
    defaultShippingAddress: addresses.find((a) => a.id === defaultId) ?? null,
  }
}

/** Spec 4.6, profile: another id replaces id and version; the same id only ever raises the version. */
export function mergeProfile(stored: MeCustomer | null, profile: IncomingProfile): MeCustomer {
  const base = stored ?? emptyCustomer(profile.id)
  const { id, version, ...fields } = profile
  const merged = { ...base, ...fields }
  if (id !== base.id) return { ...merged, id, version }
  return { ...merged, version: isNewer(version, base.version) ? version : base.version }
}

/** Spec 4.6, address book. */
export function mergeAddressBook(stored: MeCustomer | null, book: IncomingAddressBook): MeCustomer {
  if (!stored || stored.id !== book.id) {
    const base = stored
      ? { ...stored, id: book.id, version: book.version }
      : { ...emptyCustomer(book.id), version: book.version }
    return withDefault(base, book.addresses, book.defaultShippingAddressId)
  }
  const raised = { ...stored, version: isNewer(book.version, stored.version) ? book.version : stored.version }
  if (JSON.stringify(stored.addresses) !== JSON.stringify(book.addresses)) {
    return withDefault(raised, book.addresses, book.defaultShippingAddressId)
  }
  if (stored.defaultShippingAddressId !== null && stored.defaultShippingAddressId !== book.defaultShippingAddressId) {
    return withDefault(raised, raised.addresses, book.defaultShippingAddressId)
  }
  return raised
}
