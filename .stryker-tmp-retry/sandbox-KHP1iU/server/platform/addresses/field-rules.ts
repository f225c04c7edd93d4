// @ts-nocheck
import { isCustomerNumber } from './customer-number'

/** What the address check reports per field; the storefront maps codes to its message keys. */
export interface FieldError {
  field: string
  code: string
}

/** Spec 5.3: maximum characters in checkout and account forms. */
const maxLengths: Record<string, number> = {
  firstName: 25,
  lastName: 25,
  phoneticFirstName: 25,
  phoneticLastName: 25,
  company: 25,
  phone: 15,
  email: 35,
  country: 3,
  streetName: 40,
  additionalAddressInfo: 40,
}

/** Letters of any script, with the spaces, hyphens and apostrophes of double names. */
const alphabetic = /^\p{L}[\p{L}\p{M}' -]*$/u
const poBox = [
  /\bp\.?\s*o\.?\s*box\b/i,
  /\bpost\s*office\s*box\b/i,
  /\bpost\s*box\b/i,
  /\bpostfach\b/i,
  /\bpostovni\s+prihradka\b/i,
  /\bp\.\s*p\.\s*\d+/i,
]
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const phonePattern = /^\+?[0-9 ]{9,15}$/
/** Czech DIČ: `CZ` and the 8-digit company number or the 9–10-digit personal number. */
const czechVatId = /^CZ\d{8,10}$/

export type FieldValues = Partial<Record<string, string>>

const unaccented = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '')

export function isPoBox(value: string): boolean {
  const plain = unaccented(value)
  return poBox.some((pattern) => pattern.test(plain))
}

/** Every rule of spec 5.4 that looks at one field on its own. */
export function checkFields(values: FieldValues): FieldError[] {
  const errors: FieldError[] = []
  const add = (field: string, code: string) => errors.push({ field, code })
  for (const [field, max] of Object.entries(maxLengths)) {
    const value = values[field]
    if (value !== undefined && value.length > max) add(field, 'too_long')
  }
  for (const field of ['firstName', 'lastName', 'phoneticFirstName', 'phoneticLastName']) {
    const value = values[field]
    if (value && !alphabetic.test(value)) add(field, 'not_alphabetic')
  }
  if (values.city && /\d/.test(values.city)) add('city', 'contains_digits')
  for (const field of ['streetName', 'additionalAddressInfo']) {
    const value = values[field]
    if (value && isPoBox(value)) add(field, 'po_box')
  }
  if (values.email && !emailPattern.test(values.email)) add('email', 'invalid_format')
  if (values.phone && !phonePattern.test(values.phone)) add('phone', 'invalid_format')
  if (values.vatId && !czechVatId.test(values.vatId.replace(/\s/g, '').toUpperCase())) add('vatId', 'invalid_format')
  if (values.customerNumber && !isCustomerNumber(values.customerNumber.replace(/\s/g, ''))) {
    add('customerNumber', 'invalid_format')
  }
  return errors
}
