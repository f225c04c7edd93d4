/** The shopper's saved addresses (spec 3.5, 7.2), read and changed with the shopper's own token. */
const ADDRESS_BOOK_FIELDS = `fragment AddressBookFields on Customer {
  id version defaultShippingAddressId
  addresses {
    id key firstName lastName streetName additionalAddressInfo postalCode city country region company phone salutation title
    custom { customFieldsRaw { name value } }
  }
}`

export const MY_ADDRESS_BOOK = `query MyAddressBook {
  me { customer { ...AddressBookFields } }
}
${ADDRESS_BOOK_FIELDS}`

/** Every address change also marks the customer as no longer last changed by master data. */
export const CHANGE_MY_ADDRESSES = `mutation ChangeMyAddresses($version: Long!, $storeKey: KeyReferenceInput, $actions: [MyCustomerUpdateAction!]!) {
  updateMyCustomer(version: $version, storeKey: $storeKey, actions: $actions) { ...AddressBookFields }
}
${ADDRESS_BOOK_FIELDS}`
