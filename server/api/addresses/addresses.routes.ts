import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { BRAND } from '@common/market'
import { validate } from '../../http/validate'
import { type ApiEnv, requestSales } from '../api-env'
import { shopperFailure, shopperQuery, shopperToken, ShopperCommerceError } from '../session/shopper-commerce'
import { ChangeMyAddressesDocument, MyAddressBookDocument } from './addresses.generated'

const ADDRESS_NAME_FIELD = `address_CF_${BRAND}AddressName`
const ADDRESS_TYPE_KEY = 'address-customfields-type'

const customFields = z
  .object({ customFieldsRaw: z.array(z.object({ name: z.string(), value: z.unknown() })).nullish() })
  .nullish()

const rawAddressBook = z.object({
  id: z.string(),
  version: z.number(),
  defaultShippingAddressId: z.string().nullish(),
  defaultBillingAddressId: z.string().nullish(),
  addresses: z.array(z.object({ id: z.string().nullish(), custom: customFields }).loose()),
})

/** Spec 5.3: names and company 25, address lines 40, phone 15. */
const name = z.string().trim().min(1).max(25)
const line = z.string().trim().min(1).max(40)
const addressFields = z
  .object({
    key: z.string().trim().max(64).optional(),
    title: z.string().trim().max(25).optional(),
    addressName: z.string().trim().max(40).default(''),
    firstName: name,
    lastName: name,
    streetName: line,
    additionalAddressInfo: z.string().trim().max(40).optional(),
    postalCode: z.string().trim().min(1).max(10),
    city: line,
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'country must be a two-letter code'),
    region: z.string().trim().max(40).optional(),
    company: z.string().trim().max(25).optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{0,15}$/, 'phone must be at most 15 digits')
      .optional(),
  })
  .strict()

const version = z.number().int().nonnegative().optional()
const addressId = z.string().trim().min(1).max(64)

/** `setDefault` makes the address the default shipping address, `setDefaultBilling` the default billing one. */
const defaults = { setDefault: z.boolean().default(false), setDefaultBilling: z.boolean().default(false) }
const addBody = z.object({ version, address: addressFields, ...defaults }).strict()
const updateBody = z.object({ version, addressId, address: addressFields, ...defaults }).strict()
const deleteBody = z.object({ version, addressId }).strict()
/** Spec 5.2: the title is required when setting the default shipping address (it is the customer's title). */
const setDefaultBody = z
  .discriminatedUnion('kind', [
    z.object({ version, addressId, kind: z.literal('shipping'), title: z.string().trim().min(1).max(25) }).strict(),
    z.object({ version, addressId, kind: z.literal('billing') }).strict(),
  ])
  .describe('kind shipping needs a title')

type AddressFields = z.infer<typeof addressFields>
type RawAddressBook = z.infer<typeof rawAddressBook>

function addressInput({ addressName, ...fields }: AddressFields) {
  return {
    ...fields,
    custom: { typeKey: ADDRESS_TYPE_KEY, fields: [{ name: ADDRESS_NAME_FIELD, value: JSON.stringify(addressName) }] },
  }
}

/** The address set of spec 3.5: each address with its name read out of the custom field. */
function toAddressBook(raw: RawAddressBook) {
  return {
    id: raw.id,
    version: raw.version,
    defaultShippingAddressId: raw.defaultShippingAddressId ?? null,
    defaultBillingAddressId: raw.defaultBillingAddressId ?? null,
    addresses: raw.addresses.map(({ custom, ...address }) => {
      const addressName = custom?.customFieldsRaw?.find((field) => field.name === ADDRESS_NAME_FIELD)?.value
      return { ...address, id: address.id ?? '', addressName: typeof addressName === 'string' ? addressName : '' }
    }),
  }
}

const meBook = z.object({ me: z.object({ customer: rawAddressBook.nullable() }) })
const missingToken = (c: Context<ApiEnv>) =>
  c.json({ error: 'Missing access token', code: 'HeaderOrPostDataInvalid' }, 401)
/** Spec 4.1: addresses belong to signed-in customers only. */
const noCustomer = () => new ShopperCommerceError('Addresses need a signed-in customer', 403, 'insufficient_scope')

async function readBook(c: Context<ApiEnv>, token: string): Promise<RawAddressBook> {
  const data = meBook.parse(await shopperQuery(c, token, MyAddressBookDocument))
  if (!data.me.customer) throw noCustomer()
  return data.me.customer
}

async function change(
  c: Context<ApiEnv>,
  knownVersion: number | undefined,
  actions: (book: RawAddressBook) => Record<string, unknown>[],
) {
  const token = await shopperToken(c)
  if (!token) return missingToken(c)
  try {
    const book = await readBook(c, token)
    const variables = {
      version: knownVersion ?? book.version,
      storeKey: requestSales(c).storeKey,
      actions: [...actions(book), { setCustomField: { name: 'customer_CF_LastUpdateByMasterData', value: 'false' } }],
    }
    const data = z
      .object({ updateMyCustomer: rawAddressBook })
      .parse(await shopperQuery(c, token, ChangeMyAddressesDocument, variables))
    return c.json({ data: toAddressBook(data.updateMyCustomer) })
  } catch (failure) {
    return shopperFailure(c, failure)
  }
}

function requireAddress(book: RawAddressBook, id: string) {
  if (!book.addresses.some((address) => address.id === id))
    throw new ShopperCommerceError(`No address ${id}`, 404, 'ResourceNotFound')
}

export const addressesRoutes = new Hono<ApiEnv>()
  .get('/get-addresses', async (c) => {
    const token = await shopperToken(c)
    if (!token) return missingToken(c)
    try {
      return c.json({ data: toAddressBook(await readBook(c, token)) })
    } catch (failure) {
      return shopperFailure(c, failure)
    }
  })
  .post('/add-address', validate('json', addBody), (c) => {
    const body = c.req.valid('json')
    const key = body.address.key || `address-${crypto.randomUUID()}`
    return change(c, body.version, () => [
      { addAddress: { address: addressInput({ ...body.address, key }) } },
      ...(body.setDefault ? [{ setDefaultShippingAddress: { addressKey: key } }] : []),
      ...(body.setDefaultBilling ? [{ setDefaultBillingAddress: { addressKey: key } }] : []),
    ])
  })
  .put('/update-address', validate('json', updateBody), (c) => {
    const body = c.req.valid('json')
    return change(c, body.version, (book) => {
      requireAddress(book, body.addressId)
      return [
        { changeAddress: { addressId: body.addressId, address: addressInput(body.address) } },
        ...(body.setDefault ? [{ setDefaultShippingAddress: { addressId: body.addressId } }] : []),
        ...(body.setDefaultBilling ? [{ setDefaultBillingAddress: { addressId: body.addressId } }] : []),
      ]
    })
  })
  .put('/set-default-address', validate('json', setDefaultBody), (c) => {
    const body = c.req.valid('json')
    return change(c, body.version, (book) => {
      requireAddress(book, body.addressId)
      return body.kind === 'shipping'
        ? [{ setDefaultShippingAddress: { addressId: body.addressId } }, { setTitle: { title: body.title } }]
        : [{ setDefaultBillingAddress: { addressId: body.addressId } }]
    })
  })
  .delete('/delete-address', validate('json', deleteBody), (c) => {
    const body = c.req.valid('json')
    return change(c, body.version, (book) => {
      requireAddress(book, body.addressId)
      return [{ removeAddress: { addressId: body.addressId } }]
    })
  })
