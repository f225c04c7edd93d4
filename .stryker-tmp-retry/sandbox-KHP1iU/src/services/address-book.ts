// @ts-nocheck
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type {
  AddressBook,
  AddressDraft,
  AddressSave,
  AddressValidationResult,
  DefaultKind,
} from '../machines/account/address-book.types'
import type { ApiClient } from './api'

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
)

const addressBookSchema = z.object({
  id: z.string(),
  version: z.number(),
  defaultShippingAddressId: z.nullish(z.string()),
  defaultBillingAddressId: z.nullish(z.string()),
  addresses: z.array(
    z.object({
      id: z.string(),
      addressName: text,
      title: text,
      salutation: text,
      firstName: text,
      lastName: text,
      company: text,
      streetName: text,
      additionalAddressInfo: text,
      postalCode: text,
      city: text,
      country: text,
      phone: text,
    }),
  ),
})

const validationSchema = z.object({
  valid: z.boolean(),
  errors: z.array(z.object({ field: z.string(), code: z.string() })),
  suggestion: z.nullish(
    z.object({
      streetName: z._default(z.string(), ''),
      postalCode: z.string(),
      city: z.string(),
      region: z.nullish(z.string()),
      country: z.string(),
      changedFields: z.array(z.string()),
    }),
  ),
})

function toBook(raw: z.infer<typeof addressBookSchema>): AddressBook {
  return {
    id: raw.id,
    version: raw.version,
    defaultShippingAddressId: raw.defaultShippingAddressId ?? null,
    defaultBillingAddressId: raw.defaultBillingAddressId ?? null,
    // The address's title, or the salutation addresses imported from elsewhere carry instead.
    addresses: raw.addresses.map(({ salutation, title, ...address }) => ({ ...address, title: title || salutation })),
  }
}

/** The address fields the API takes (spec 3.5); empty optional fields are left out. */
function addressBody({ defaultShipping: _s, defaultBilling: _b, ...draft }: AddressDraft) {
  const optional = ['title', 'company', 'additionalAddressInfo', 'phone'] as const
  const address: Record<string, string> = {
    addressName: draft.addressName.trim(),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    streetName: draft.streetName.trim(),
    postalCode: draft.postalCode.trim(),
    city: draft.city.trim(),
    country: draft.country,
  }
  for (const field of optional) if (draft[field].trim()) address[field] = draft[field].trim()
  return address
}

/** The signed-in shopper's address book (spec 7.2 `GET /api/addresses/get-addresses`). */
export async function fetchAddressBook(api: ApiClient): Promise<AddressBook> {
  return toBook(await api.get('/api/addresses/get-addresses', addressBookSchema))
}

/** The address book machine's actors over the shop's API (spec 7.2 `/api/addresses/*`). */
export function addressBookActors(api: ApiClient) {
  return {
    loadBook: fromPromise<AddressBook, void>(() => fetchAddressBook(api)),
    // The checkout's address check: the address service with its suggestion (spec 5.4).
    validateAddress: fromPromise<AddressValidationResult, { draft: AddressDraft }>(async ({ input }) => {
      const { addressName: _name, title: _title, ...fields } = addressBody(input.draft)
      const result = await api.post(
        '/api/checkout/validate-address',
        { ...fields, addressType: 'shipping' },
        validationSchema,
      )
      return { ...result, suggestion: result.suggestion ?? null }
    }),
    saveAddress: fromPromise<AddressBook, AddressSave>(async ({ input }) => {
      const body = {
        version: input.version,
        address: addressBody(input.draft),
        setDefault: input.draft.defaultShipping,
        setDefaultBilling: input.draft.defaultBilling,
      }
      return toBook(
        input.addressId
          ? await api.put('/api/addresses/update-address', { ...body, addressId: input.addressId }, addressBookSchema)
          : await api.post('/api/addresses/add-address', body, addressBookSchema),
      )
    }),
    deleteAddress: fromPromise<AddressBook, { version: number; addressId: string }>(async ({ input }) =>
      toBook(await api.delete('/api/addresses/delete-address', input, addressBookSchema)),
    ),
    setDefault: fromPromise<AddressBook, { version: number; addressId: string; kind: DefaultKind; title: string }>(
      async ({ input }) => {
        const body =
          input.kind === 'shipping'
            ? { version: input.version, addressId: input.addressId, kind: input.kind, title: input.title }
            : { version: input.version, addressId: input.addressId, kind: input.kind }
        return toBook(await api.put('/api/addresses/set-default-address', body, addressBookSchema))
      },
    ),
  }
}
