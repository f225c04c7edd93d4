// @ts-nocheck
import * as z from 'zod/mini'

/** The brand's custom fields of a customer (spec 3.6), by the profile field they hold. */
export const CUSTOMER_CUSTOM_FIELDS = {
  phoneNumber: 'customer_CF_PhoneNumber',
  countryCode: 'customer_CF_PhoneCountryCode',
  gender: 'customer_CF_Gender',
} as const

/** The platform's raw custom fields (`custom.customFieldsRaw`), as customers and addresses carry them. */
export const rawCustomFields = z.nullish(
  z.object({ customFieldsRaw: z.nullish(z.array(z.object({ name: z.string(), value: z.unknown() }))) }),
)

/** `me.customer` as the commerce platform answers the profile query. */
export const rawProfileSchema = z.object({
  id: z.string(),
  version: z.number(),
  email: z.string(),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  dateOfBirth: z.nullish(z.string()),
  externalId: z.nullish(z.string()),
  createdAt: z.nullish(z.string()),
  custom: rawCustomFields,
})

type RawProfile = z.infer<typeof rawProfileSchema>

const customFieldValue = (custom: z.infer<typeof rawCustomFields>, name: string): unknown =>
  custom?.customFieldsRaw?.find((field) => field.name === name)?.value

/** The profile of spec 3.6: absent names are empty strings, phone, its country code and gender come from custom fields. */
export function toProfile(raw: RawProfile) {
  const text = (name: string) => {
    const value = customFieldValue(raw.custom, name)
    return typeof value === 'string' ? value : ''
  }
  return {
    id: raw.id,
    version: raw.version,
    email: raw.email,
    firstName: raw.firstName ?? '',
    lastName: raw.lastName ?? '',
    dateOfBirth: raw.dateOfBirth ?? null,
    externalId: raw.externalId ?? null,
    createdAt: raw.createdAt ?? null,
    phoneNumber: text(CUSTOMER_CUSTOM_FIELDS.phoneNumber),
    countryCode: text(CUSTOMER_CUSTOM_FIELDS.countryCode),
    gender: text(CUSTOMER_CUSTOM_FIELDS.gender),
  }
}
