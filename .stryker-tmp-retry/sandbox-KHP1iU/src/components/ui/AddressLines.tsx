// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FIELD_LIMITS } from '../../machines/checkout/checkout.rules'
import * as styles from './AddressLines.css'
import { TextField } from './TextField'

/** The lines of an address every address form shares (spec 3.16), with the limits of 5.3. */
type AddressLineName =
  'firstName' | 'lastName' | 'company' | 'streetName' | 'additionalAddressInfo' | 'postalCode' | 'city'

interface AddressLineProps {
  name: string
  defaultValue: string
  isInvalid: boolean
  errorMessage: string | undefined
}

/**
 * Names, company, street, additional information, postal code and city, each bound by the form's own
 * `field` (its name, value and error); `beforeNames` leads the names' row (the account's title).
 */
export function AddressLines({
  field,
  beforeNames,
}: {
  field: (name: AddressLineName) => AddressLineProps
  beforeNames?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <>
      <div className={styles.row}>
        {beforeNames}
        <TextField
          label={t`First name`}
          isRequired
          maxLength={FIELD_LIMITS.name}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={t`Last name`}
          isRequired
          maxLength={FIELD_LIMITS.name}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <TextField
        label={t`Company`}
        maxLength={FIELD_LIMITS.company}
        autoComplete="organization"
        {...field('company')}
      />
      <TextField
        label={t`Street and number`}
        isRequired
        maxLength={FIELD_LIMITS.addressLine}
        autoComplete="address-line1"
        {...field('streetName')}
      />
      <TextField
        label={t`Additional address information`}
        maxLength={FIELD_LIMITS.addressLine}
        autoComplete="address-line2"
        {...field('additionalAddressInfo')}
      />
      <div className={styles.row}>
        <TextField
          label={t`Postal code`}
          isRequired
          maxLength={6}
          autoComplete="postal-code"
          {...field('postalCode')}
        />
        <TextField
          label={t`City`}
          isRequired
          maxLength={FIELD_LIMITS.addressLine}
          autoComplete="address-level2"
          {...field('city')}
        />
      </div>
    </>
  )
}
