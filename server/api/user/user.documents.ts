/** The shopper's profile: `me.customer` read and changed with the shopper's own token (spec 7.1, 7.2). */
const PROFILE_FIELDS = `fragment ProfileFields on Customer {
  id version email firstName lastName dateOfBirth externalId createdAt
  custom { customFieldsRaw { name value } }
}`

export const MY_PROFILE = `query MyProfile {
  me { customer { ...ProfileFields } }
}
${PROFILE_FIELDS}`

export const UPDATE_MY_PROFILE = `mutation UpdateMyProfile($version: Long!, $storeKey: KeyReferenceInput, $actions: [MyCustomerUpdateAction!]!) {
  updateMyCustomer(version: $version, storeKey: $storeKey, actions: $actions) { ...ProfileFields }
}
${PROFILE_FIELDS}`
