// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { AddressFields, FieldErrors } from '../../machines/checkout/checkout.types'
import { AddressLines } from '../ui/AddressLines'
import * as styles from './Checkout.css'
import { fieldMessages } from './checkout-messages'

/**
 * One address of spec 3.16 with the limits of 5.3; names are `{prefix}.{field}`. The country is the
 * one chosen with the contact details (spec 2.7 step 1): the address service checks it on the server.
 */
export function AddressFieldset({
  prefix,
  legend,
  address,
  country,
  errors,
}: {
  prefix: string
  legend: string
  address: Partial<AddressFields>
  country: string
  errors: FieldErrors
}) {
  const { i18n } = useLingui()
  const field = (name: keyof AddressFields) => {
    const code = errors[`${prefix}.${name}`]
    return {
      name: `${prefix}.${name}`,
      defaultValue: address[name] ?? '',
      isInvalid: Boolean(code),
      errorMessage: code ? i18n._(fieldMessages[code] ?? fieldMessages.invalid_format!) : undefined,
    }
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <AddressLines field={field} />
      <input type="hidden" name={`${prefix}.country`} value={country} />
    </fieldset>
  )
}

export function readAddress(data: FormData, prefix: string): AddressFields {
  const value = (name: string) => String(data.get(`${prefix}.${name}`) ?? '').trim()
  return {
    firstName: value('firstName'),
    lastName: value('lastName'),
    company: value('company') || undefined,
    streetName: value('streetName'),
    additionalAddressInfo: value('additionalAddressInfo') || undefined,
    postalCode: value('postalCode'),
    city: value('city'),
    country: value('country'),
  }
}
