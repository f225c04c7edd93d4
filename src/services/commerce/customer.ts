import { rawCustomFields, rawProfileSchema, toProfile } from '@common/customer-profile'
import { pageSales } from '@common/market'
import * as z from 'zod/mini'
import type { IncomingAddressBook, IncomingProfile } from '../../machines/shopper/customer'
import type { CommerceClient } from './commerce-client'
import * as documents from './customer.generated'

const addressBookSchema = z.object({
  id: z.string(),
  version: z.number(),
  defaultShippingAddressId: z.nullish(z.string()),
  addresses: z.array(z.looseObject({ id: z.nullish(z.string()), custom: rawCustomFields })),
})

function toAddressBook(raw: z.infer<typeof addressBookSchema>): IncomingAddressBook {
  return {
    id: raw.id,
    version: raw.version,
    defaultShippingAddressId: raw.defaultShippingAddressId ?? null,
    addresses: raw.addresses.map((address) => ({ ...address, id: address.id ?? '' })),
  }
}

export async function fetchProfile(client: CommerceClient): Promise<IncomingProfile | null> {
  const data = await client.query(
    documents.MyProfileDocument,
    {},
    z.object({ me: z.object({ customer: z.nullable(rawProfileSchema) }) }),
  )
  return data.me.customer ? toProfile(data.me.customer) : null
}

export async function fetchAddressBook(client: CommerceClient): Promise<IncomingAddressBook | null> {
  const data = await client.query(
    documents.MyAddressesDocument,
    {},
    z.object({ me: z.object({ customer: z.nullable(addressBookSchema) }) }),
  )
  return data.me.customer ? toAddressBook(data.me.customer) : null
}

/** A saved address as sent (spec 3.5): the address name is the brand's custom field. */
interface AddressDraft {
  key?: string
  title?: string
  addressName: string
  firstName: string
  lastName: string
  streetName: string
  additionalAddressInfo?: string
  postalCode: string
  city: string
  country: string
  region?: string
  company?: string
}

function addressInput({ addressName, ...fields }: AddressDraft) {
  return {
    ...fields,
    custom: {
      typeKey: 'address-customfields-type',
      fields: [{ name: 'address_CF_KestrelAddressName', value: JSON.stringify(addressName) }],
    },
  }
}

type AddressChange =
  | { type: 'add'; address: AddressDraft; setDefault?: boolean }
  | { type: 'update'; addressId: string; address: AddressDraft; setDefault?: boolean }
  | { type: 'remove'; addressId: string }
  | { type: 'setDefault'; addressId: string; title: string }

export async function changeAddresses(
  client: CommerceClient,
  version: number,
  change: AddressChange,
): Promise<IncomingAddressBook> {
  const base = { version, storeKey: pageSales().storeKey }
  const request = (() => {
    switch (change.type) {
      case 'add':
        return change.setDefault
          ? {
              document: documents.AddAddressAndSetDefaultShippingDocument,
              variables: { address: addressInput(change.address), addressKey: change.address.key },
            }
          : { document: documents.AddAddressDocument, variables: { address: addressInput(change.address) } }
      case 'update':
        return {
          document: change.setDefault
            ? documents.UpdateAddressAndSetDefaultShippingDocument
            : documents.UpdateAddressDocument,
          variables: { addressId: change.addressId, address: addressInput(change.address) },
        }
      case 'remove':
        return { document: documents.RemoveAddressDocument, variables: { addressId: change.addressId } }
      case 'setDefault':
        return {
          document: documents.SetDefaultShippingAddressDocument,
          variables: { addressId: change.addressId, title: change.title },
        }
    }
  })()
  const data = await client.mutate(
    request.document,
    { ...base, ...request.variables },
    z.object({ updateMyCustomer: addressBookSchema }),
  )
  return toAddressBook(data.updateMyCustomer)
}
