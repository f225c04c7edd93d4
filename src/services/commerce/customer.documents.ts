/**
 * The customer documents of spec 7.1. Every address change also sets
 * `customer_CF_LastUpdateByMasterData` to false.
 */

const ADDRESS_BOOK_FIELDS = `fragment AddressBookFields on Customer {
  id version defaultShippingAddressId
  addresses {
    id key externalId firstName lastName streetName additionalAddressInfo postalCode city country region company salutation
    custom { customFieldsRaw { name value } }
  }
}`

const NOT_FROM_MASTER_DATA = '{ setCustomField: { name: "customer_CF_LastUpdateByMasterData", value: "false" } }'

const update = (
  name: string,
  variables: string,
  actions: string,
) => `mutation ${name}($version: Long!, $storeKey: KeyReferenceInput${variables}) {
  updateMyCustomer(version: $version, storeKey: $storeKey, actions: [${actions}, ${NOT_FROM_MASTER_DATA}]) { ...AddressBookFields }
}
${ADDRESS_BOOK_FIELDS}`

/** The address carries key, title and the address-name custom field. */
export const ADD_ADDRESS = update('AddAddress', ', $address: AddressInput!', '{ addAddress: { address: $address } }')

export const UPDATE_ADDRESS = update(
  'UpdateAddress',
  ', $addressId: String!, $address: AddressInput!',
  '{ changeAddress: { addressId: $addressId, address: $address } }',
)

export const UPDATE_ADDRESS_AND_SET_DEFAULT_SHIPPING = update(
  'UpdateAddressAndSetDefaultShipping',
  ', $addressId: String!, $address: AddressInput!',
  '{ changeAddress: { addressId: $addressId, address: $address } }, { setDefaultShippingAddress: { addressId: $addressId } }',
)

export const ADD_ADDRESS_AND_SET_DEFAULT_SHIPPING = update(
  'AddAddressAndSetDefaultShipping',
  ', $address: AddressInput!, $addressKey: String!',
  '{ addAddress: { address: $address } }, { setDefaultShippingAddress: { addressKey: $addressKey } }',
)

export const REMOVE_ADDRESS = update(
  'RemoveAddress',
  ', $addressId: String!',
  '{ removeAddress: { addressId: $addressId } }',
)

/** Spec 5.2: the title is required when setting the default shipping address. */
export const SET_DEFAULT_SHIPPING_ADDRESS = update(
  'SetDefaultShippingAddress',
  ', $addressId: String!, $title: String!',
  '{ setDefaultShippingAddress: { addressId: $addressId } }, { setTitle: { title: $title } }',
)

export const MY_ADDRESSES = `query MyAddresses {
  me { customer { ...AddressBookFields } }
}
${ADDRESS_BOOK_FIELDS}`

export const MY_PROFILE = `query MyProfile {
  me {
    customer {
      id version email firstName lastName dateOfBirth title externalId createdAt
      custom { customFieldsRaw { name value } }
    }
  }
}`
