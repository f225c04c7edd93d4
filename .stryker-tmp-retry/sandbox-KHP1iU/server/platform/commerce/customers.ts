// @ts-nocheck
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import type { Principal } from './auth/scopes'
import type { Address } from './cart-model'
import type { CartSignIn } from './cart-sign-in'
import type { CartService } from './carts'
import { CommerceError, expectVersion, invalidInput, invalidOperation, notFound } from './errors'
import {
  actionOf,
  customFields,
  setCustomType,
  requireVersion,
  setCustomField,
  typeByKey,
  type CustomFieldsDraftInput,
} from './inputs'
import type { CustomFields } from './model'
import { newId, type Repository, type Resource } from './repository'

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>

const CUSTOMER_TYPE_KEY = 'customer-customfields-type'
const LAST_UPDATE_BY_MASTER_DATA = 'customer_CF_LastUpdateByMasterData'

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scrypt(password, salt, 32)
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`
}

/**
 * A hash of a random password, at the same cost as real ones: an unknown email is checked
 * against it, so it takes as long to refuse as a wrong password for a real account.
 */
let dummyHash: Promise<string> | undefined
const timingDummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('base64')))

async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), 32)
  const expected = Buffer.from(hash, 'base64')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export interface CustomerDocument {
  id: string
  version: number
  key?: string
  email: string
  password?: string
  firstName?: string
  lastName?: string
  addresses: Address[]
  defaultShippingAddressId?: string
  defaultBillingAddressId?: string
  shippingAddressIds: string[]
  billingAddressIds: string[]
  isEmailVerified: boolean
  stores: Array<{ typeId: 'store'; key: string }>
  custom?: CustomFields
  authenticationMode: 'Password'
  [field: string]: unknown
}

export const customerIndex = (customer: CustomerDocument) => ({
  key: customer.key ?? null,
  lookup: customer.email.toLowerCase(),
})

const ADDRESS_ACTIONS = new Set([
  'addAddress',
  'changeAddress',
  'removeAddress',
  'setDefaultShippingAddress',
  'setDefaultBillingAddress',
  'addShippingAddressId',
  'addBillingAddressId',
  'setAddressCustomField',
  'setAddressCustomType',
])

const addressId = () => randomBytes(6).toString('base64url')

type Input = Record<string, unknown>

export class CustomerService {
  constructor(
    private readonly repo: Repository,
    private readonly carts: CartService,
    private readonly signIns: CartSignIn,
  ) {
    void timingDummy()
  }

  /** The customer with this email and password; an unknown email costs the same password check as a wrong password. */
  async authenticate(email: string, password: string): Promise<CustomerDocument | undefined> {
    const found = await this.repo.getByLookup<CustomerDocument>('customer', email.trim().toLowerCase())
    const verified = await verifyPassword(password, found?.document.password ?? (await timingDummy()))
    return found && verified ? found.document : undefined
  }

  /** Builds a customer from a CustomerDraft-like input (GraphQL or REST), hashing the password. */
  async fromDraft(draft: Input): Promise<CustomerDocument> {
    const email = typeof draft.email === 'string' ? draft.email.trim() : ''
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw invalidInput('A valid email is required.', { field: 'email' })
    if (typeof draft.password !== 'string' || draft.password.length < 1)
      throw invalidInput('A password is required.', { field: 'password' })
    const addresses: Address[] = []
    for (const input of (draft.addresses as Input[] | undefined) ?? []) addresses.push(await this.address(input))
    const pick = (index: unknown) => (typeof index === 'number' ? addresses[index]?.id : undefined)
    const custom =
      draft.custom &&
      typeof draft.custom === 'object' &&
      'fields' in draft.custom &&
      !Array.isArray((draft.custom as Input).fields)
        ? await this.restCustom(draft.custom as { type: { key: string }; fields: Record<string, unknown> })
        : await customFields(this.repo, draft.custom as CustomFieldsDraftInput)
    const customer: CustomerDocument = {
      id: newId(),
      version: 1,
      ...(typeof draft.key === 'string' ? { key: draft.key } : {}),
      email,
      password: await hashPassword(draft.password),
      addresses,
      shippingAddressIds: ((draft.shippingAddresses as number[] | undefined) ?? [])
        .map(pick)
        .filter((id): id is string => Boolean(id)),
      billingAddressIds: ((draft.billingAddresses as number[] | undefined) ?? [])
        .map(pick)
        .filter((id): id is string => Boolean(id)),
      isEmailVerified: Boolean(draft.isEmailVerified),
      stores: ((draft.stores as Array<{ key?: string }> | undefined) ?? [])
        .filter((s) => s.key)
        .map((s) => ({ typeId: 'store' as const, key: s.key! })),
      authenticationMode: 'Password',
      ...(custom ? { custom } : {}),
    }
    for (const field of [
      'firstName',
      'lastName',
      'middleName',
      'title',
      'salutation',
      'dateOfBirth',
      'externalId',
      'locale',
      'companyName',
      'vatId',
    ]) {
      if (typeof draft[field] === 'string') customer[field] = draft[field]
    }
    const defaultShipping = pick(draft.defaultShippingAddress)
    const defaultBilling = pick(draft.defaultBillingAddress)
    if (defaultShipping) customer.defaultShippingAddressId = defaultShipping
    if (defaultBilling) customer.defaultBillingAddressId = defaultBilling
    return customer
  }

  private async restCustom(custom: {
    type: { key?: string; id?: string }
    fields: Record<string, unknown>
  }): Promise<CustomFields | undefined> {
    const type = custom.type.key ? await typeByKey(this.repo, custom.type.key) : undefined
    return type ? { type, fields: { ...custom.fields } } : undefined
  }

  async signUp(principal: Principal, draft: Input, storeKey?: string | null) {
    const customer = await this.fromDraft(draft)
    if (storeKey && !customer.stores.length) customer.stores = [{ typeId: 'store', key: storeKey }]
    if (await this.repo.getByLookup('customer', customer.email.toLowerCase())) {
      throw new CommerceError('DuplicateField', 'There is already an existing customer with the provided email.', {
        field: 'email',
        duplicateValue: customer.email,
      })
    }
    const stored = await this.repo.insert('customer', customer, customerIndex(customer))
    if (principal.kind === 'anonymous')
      await this.signIns.adoptAnonymousCarts(principal.anonymousId, stored.id, customer.email)
    const cart = await this.carts.active({ kind: 'customer', customerId: stored.id, scopes: [] }, storeKey ?? undefined)
    return { customer: stored.document, cart: cart ?? null }
  }

  async signIn(principal: Principal, draft: Input, storeKey?: string | null) {
    const customer = await this.authenticate(String(draft.email ?? ''), String(draft.password ?? ''))
    if (!customer) throw new CommerceError('InvalidCredentials', 'Account with the given credentials not found.')
    let cart
    if (principal.kind === 'anonymous') {
      // Only MergeWithExistingCustomerCart (the default) is implemented; UseAsNewActiveCustomerCart behaves the same when the customer has no cart.
      cart = await this.signIns.mergeAnonymousCart(principal.anonymousId, customer.id)
    }
    cart ??= await this.carts.active({ kind: 'customer', customerId: customer.id, scopes: [] }, storeKey ?? undefined)
    return { customer, cart: cart ?? null }
  }

  async get(id: string): Promise<Resource<CustomerDocument> | undefined> {
    return this.repo.get<CustomerDocument>('customer', id)
  }

  async changePassword(customerId: string, version: unknown, currentPassword: string, newPassword: string) {
    const expected = requireVersion(version)
    const current = await this.get(customerId)
    if (!current) throw notFound('customer', customerId)
    if (!(await verifyPassword(currentPassword, current.document.password))) {
      throw new CommerceError('InvalidCurrentPassword', 'The given current password does not match.')
    }
    if (!newPassword) throw invalidInput('The new password must not be empty.', { field: 'newPassword' })
    const customer = { ...current.document, password: await hashPassword(newPassword) }
    return (await this.repo.replace('customer', customerId, expected, customer, customerIndex(customer))).document
  }

  private async address(input: Input): Promise<Address> {
    if (!input || typeof input.country !== 'string' || !/^[A-Z]{2}$/.test(input.country)) {
      throw invalidInput('An address needs a two-letter country code.', { field: 'country' })
    }
    const { custom, id: _id, ...fields } = input
    const address = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
    ) as Address
    address.id = addressId()
    if (custom) {
      const isRest = typeof custom === 'object' && !Array.isArray((custom as Input).fields)
      const resolved = isRest
        ? await this.restCustom(custom as never)
        : await customFields(this.repo, custom as CustomFieldsDraftInput)
      if (resolved) address.custom = resolved
    }
    return address
  }

  async update(customerId: string, version: unknown, actions: Input[]): Promise<CustomerDocument> {
    const expected = requireVersion(version)
    if (!Array.isArray(actions) || actions.length === 0) throw invalidInput('At least one update action is required.')
    const current = await this.get(customerId)
    if (!current) throw notFound('customer', customerId)
    expectVersion(current, expected)
    const customer = structuredClone(current.document)
    let addressChanged = false
    for (const action of actions) {
      const [name, input] = actionOf(action)
      await this.apply(customer, name, input as Input)
      if (ADDRESS_ACTIONS.has(name)) addressChanged = true
    }
    if (addressChanged) {
      // Spec 3.6: every address change marks the record as no longer last updated by master data.
      const type = customer.custom?.type ?? (await typeByKey(this.repo, CUSTOMER_TYPE_KEY))
      if (type) customer.custom = { type, fields: { ...customer.custom?.fields, [LAST_UPDATE_BY_MASTER_DATA]: false } }
    }
    if (
      customer.email.toLowerCase() !== current.document.email.toLowerCase() &&
      (await this.repo.getByLookup('customer', customer.email.toLowerCase()))
    ) {
      throw new CommerceError('DuplicateField', 'There is already an existing customer with the provided email.', {
        field: 'email',
      })
    }
    return (await this.repo.replace('customer', customerId, expected, customer, customerIndex(customer))).document
  }

  private findAddress(customer: CustomerDocument, input: Input): Address {
    const address = customer.addresses.find((candidate) =>
      input.addressId
        ? candidate.id === input.addressId
        : input.addressKey !== undefined && candidate.key === input.addressKey,
    )
    if (!address)
      throw invalidOperation(`The customer has no address '${String(input.addressId ?? input.addressKey ?? '')}'.`)
    return address
  }

  private async apply(customer: CustomerDocument, name: string, input: Input): Promise<void> {
    switch (name) {
      case 'addAddress': {
        const address = await this.address(input.address as Input)
        if (address.key && customer.addresses.some((candidate) => candidate.key === address.key)) {
          throw new CommerceError('DuplicateField', `An address with key '${address.key}' already exists.`, {
            field: 'key',
          })
        }
        customer.addresses.push(address)
        return
      }
      case 'changeAddress': {
        const existing = this.findAddress(customer, input)
        const replacement = await this.address(input.address as Input)
        replacement.id = existing.id
        customer.addresses = customer.addresses.map((candidate) =>
          candidate.id === existing.id ? replacement : candidate,
        )
        return
      }
      case 'removeAddress': {
        const existing = this.findAddress(customer, input)
        customer.addresses = customer.addresses.filter((candidate) => candidate.id !== existing.id)
        customer.shippingAddressIds = customer.shippingAddressIds.filter((id) => id !== existing.id)
        customer.billingAddressIds = customer.billingAddressIds.filter((id) => id !== existing.id)
        if (customer.defaultShippingAddressId === existing.id) delete customer.defaultShippingAddressId
        if (customer.defaultBillingAddressId === existing.id) delete customer.defaultBillingAddressId
        return
      }
      case 'setDefaultShippingAddress':
      case 'setDefaultBillingAddress': {
        const shipping = name === 'setDefaultShippingAddress'
        const field = shipping ? 'defaultShippingAddressId' : 'defaultBillingAddressId'
        if (!input.addressId && !input.addressKey) {
          delete customer[field]
          return
        }
        const address = this.findAddress(customer, input)
        customer[field] = address.id
        const ids = shipping ? customer.shippingAddressIds : customer.billingAddressIds
        if (!ids.includes(address.id!)) ids.push(address.id!)
        return
      }
      case 'addShippingAddressId':
      case 'addBillingAddressId': {
        const address = this.findAddress(customer, input)
        const ids = name === 'addShippingAddressId' ? customer.shippingAddressIds : customer.billingAddressIds
        if (!ids.includes(address.id!)) ids.push(address.id!)
        return
      }
      case 'setAddressCustomField':
        setCustomField(
          this.findAddress(customer, input),
          String(input.name),
          input.value as string,
          await typeByKey(this.repo, 'address-customfields-type'),
        )
        return
      case 'setAddressCustomType': {
        const address = this.findAddress(customer, input)
        const custom = await customFields(this.repo, input as CustomFieldsDraftInput)
        if (custom) address.custom = custom
        else delete address.custom
        return
      }
      case 'setCustomField':
        setCustomField(
          customer,
          String(input.name),
          input.value as string,
          await typeByKey(this.repo, CUSTOMER_TYPE_KEY),
        )
        return
      case 'setCustomType':
        await setCustomType(this.repo, customer, input as CustomFieldsDraftInput)
        return
      case 'changeEmail':
        if (typeof input.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(input.email))
          throw invalidInput('A valid email is required.', { field: 'email' })
        customer.email = input.email.trim()
        return
      case 'setFirstName':
      case 'setLastName':
      case 'setDateOfBirth':
      case 'setLocale':
      case 'setSalutation':
      case 'setTitle': {
        const field = name.charAt(3).toLowerCase() + name.slice(4)
        const value = input[field]
        if (value === null || value === undefined) delete customer[field]
        else customer[field] = value
        return
      }
      default:
        throw invalidOperation(`The update action '${name}' is not supported by the local platform.`)
    }
  }
}
