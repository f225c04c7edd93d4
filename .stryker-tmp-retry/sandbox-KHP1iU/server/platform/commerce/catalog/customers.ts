// @ts-nocheck
import { webChannelKey } from './channels'
import { typeKeys } from './custom-types'
import type { BaseAddress, CustomerDraft } from './types'

/** The demo shoppers' password (listed in catalog/README.md). */
const demoPassword = 'Kestrel-demo-1'

const addressFields = (fields: Record<string, unknown>) => ({
  type: { typeId: 'type' as const, key: typeKeys.address },
  fields,
})

const customerFields = (phoneNumber: string, gender: string) => ({
  type: { typeId: 'type' as const, key: typeKeys.customer },
  fields: {
    customer_CF_PhoneCountryCode: '+420',
    customer_CF_PhoneNumber: phoneNumber,
    customer_CF_Gender: gender,
    customer_CF_LastUpdateByMasterData: true,
  },
})

const janaHome: BaseAddress = {
  key: 'home',
  salutation: 'Paní',
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Vinohradská 112',
  postalCode: '13000',
  city: 'Praha',
  country: 'CZ',
  phone: '+420602123456',
  email: 'jana.novakova@example.com',
  custom: addressFields({
    address_CF_KestrelAddressName: 'Domov',
    address_CF_Landmark: 'Naproti parku',
    address_CF_DeliveryInstructions: 'Zvonit 2×',
  }),
}

const janaWork: BaseAddress = {
  key: 'work',
  firstName: 'Jana',
  lastName: 'Nováková',
  company: 'Atelier Vltava s.r.o.',
  streetName: 'Karlovo náměstí 7',
  additionalAddressInfo: '3. patro',
  postalCode: '12000',
  city: 'Praha',
  country: 'CZ',
  phone: '+420602123456',
  custom: addressFields({
    address_CF_KestrelAddressName: 'Práce',
    address_CF_IsCompany: true,
    address_CF_VatId: 'CZ12345678',
    address_CF_CustomerNumber: 'B2B-0042',
  }),
}

const petrHome: BaseAddress = {
  key: 'home',
  salutation: 'Pan',
  firstName: 'Petr',
  lastName: 'Svoboda',
  streetName: 'Údolní 53',
  postalCode: '60200',
  city: 'Brno',
  country: 'CZ',
  phone: '+420731555010',
  email: 'petr.svoboda@example.com',
  custom: addressFields({ address_CF_KestrelAddressName: 'Domů' }),
}

const petrParcelShop: BaseAddress = {
  key: 'parcel-shop',
  firstName: 'Petr',
  lastName: 'Svoboda',
  company: 'Výdejní místo Trnitá',
  streetName: 'Trnitá 500/9',
  postalCode: '60200',
  city: 'Brno',
  country: 'CZ',
  custom: addressFields({
    address_CF_KestrelAddressName: 'Výdejní místo',
    address_CF_ParcelShopId: 'CZ-BRN-0815',
    address_CF_ParcelShopCarrier: 'Zásilkovna',
  }),
}

export function buildCustomers(): CustomerDraft[] {
  const stores = [{ typeId: 'store' as const, key: webChannelKey }]
  return [
    {
      key: 'demo-jana',
      email: 'jana.novakova@example.com',
      password: demoPassword,
      firstName: 'Jana',
      lastName: 'Nováková',
      salutation: 'Paní',
      dateOfBirth: '1988-04-12',
      externalId: 'KC-100201',
      addresses: [janaHome, janaWork],
      defaultShippingAddress: 0,
      defaultBillingAddress: 0,
      shippingAddresses: [0, 1],
      billingAddresses: [0, 1],
      isEmailVerified: true,
      stores,
      custom: customerFields('602123456', 'female'),
    },
    {
      key: 'demo-petr',
      email: 'petr.svoboda@example.com',
      password: demoPassword,
      firstName: 'Petr',
      lastName: 'Svoboda',
      salutation: 'Pan',
      dateOfBirth: '1979-11-02',
      externalId: 'KC-100202',
      addresses: [petrHome, petrParcelShop],
      defaultShippingAddress: 0,
      defaultBillingAddress: 0,
      shippingAddresses: [0, 1],
      billingAddresses: [0],
      isEmailVerified: true,
      stores,
      custom: customerFields('731555010', 'male'),
    },
    {
      key: 'demo-eva',
      email: 'eva.dvorakova@example.com',
      password: demoPassword,
      firstName: 'Eva',
      lastName: 'Dvořáková',
      addresses: [],
      shippingAddresses: [],
      billingAddresses: [],
      isEmailVerified: false,
      stores,
      custom: customerFields('', ''),
    },
  ]
}
