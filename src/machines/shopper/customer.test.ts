import { describe, expect, it } from 'vitest'
import { emptyCustomer, mergeAddressBook, mergeProfile, type MeCustomer } from './customer'

const home = { id: 'a1', city: 'Praha' }
const work = { id: 'a2', city: 'Brno' }
const stored = (patch: Partial<MeCustomer> = {}): MeCustomer => ({
  ...emptyCustomer('c1'),
  version: 4,
  addresses: [home, work],
  shippingAddresses: [home, work],
  defaultShippingAddressId: 'a1',
  defaultShippingAddress: home,
  ...patch,
})

describe('customer merge rules: profile (spec 4.6)', () => {
  it('replaces id and version when the id differs, even with an older version', () => {
    expect(mergeProfile(stored(), { id: 'c2', version: 1, firstName: 'Eva' })).toMatchObject({
      id: 'c2',
      version: 1,
      firstName: 'Eva',
    })
  })

  it('raises the version only when newer or none is stored', () => {
    expect(mergeProfile(stored(), { id: 'c1', version: 3 }).version).toBe(4)
    expect(mergeProfile(stored(), { id: 'c1', version: 6 }).version).toBe(6)
    expect(mergeProfile(stored({ version: null }), { id: 'c1', version: 2 }).version).toBe(2)
  })

  it('takes a first version of 0 when none is stored', () => {
    expect(mergeProfile(stored({ version: null }), { id: 'c1', version: 0 }).version).toBe(0)
  })

  it('starts from an empty customer: nothing known but the id and what the profile says', () => {
    expect(mergeProfile(null, { id: 'c1', version: 1, firstName: 'Eva' })).toEqual({
      id: 'c1',
      version: 1,
      firstName: 'Eva',
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
    })
  })
})

describe('customer merge rules: address book (spec 4.6)', () => {
  it('replaces id, version, addresses and default when the id differs', () => {
    const merged = mergeAddressBook(stored(), {
      id: 'c2',
      version: 1,
      addresses: [work],
      defaultShippingAddressId: 'a2',
    })
    expect(merged).toMatchObject({
      id: 'c2',
      version: 1,
      addresses: [work],
      defaultShippingAddressId: 'a2',
      defaultShippingAddress: work,
    })
  })

  it('raises a missing or older version, never lowers it', () => {
    const same = { id: 'c1', addresses: [home, work], defaultShippingAddressId: 'a1' }
    expect(mergeAddressBook(stored(), { ...same, version: 2 }).version).toBe(4)
    expect(mergeAddressBook(stored(), { ...same, version: 9 }).version).toBe(9)
    expect(mergeAddressBook(stored({ version: null }), { ...same, version: 2 }).version).toBe(2)
  })

  it('replaces addresses and default when the list differs', () => {
    const moved = { id: 'a1', city: 'Ostrava' }
    const merged = mergeAddressBook(stored(), {
      id: 'c1',
      version: 5,
      addresses: [moved],
      defaultShippingAddressId: null,
    })
    expect(merged).toMatchObject({ addresses: [moved], defaultShippingAddressId: null, defaultShippingAddress: null })
  })

  it('with the same list, takes the incoming default only when one is stored and it differs', () => {
    const book = { id: 'c1', version: 5, addresses: [home, work], defaultShippingAddressId: 'a2' }
    expect(mergeAddressBook(stored(), book)).toMatchObject({
      defaultShippingAddressId: 'a2',
      defaultShippingAddress: work,
    })
    const noDefault = stored({ defaultShippingAddressId: null, defaultShippingAddress: null })
    expect(mergeAddressBook(noDefault, book).defaultShippingAddressId).toBeNull()
  })
})
