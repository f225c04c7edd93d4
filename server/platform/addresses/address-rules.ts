import { undeliverableZips, undeliverableZipsByCarrier, type Carrier } from './carriers'
import { postalCodePattern } from '@common/postal-codes'
import { isCountry, shippingCountries } from './countries'
import { checkFields, type FieldError, type FieldValues } from './field-rules'
import { levenshtein } from './levenshtein'
import { formatZip, lookupPostalCode, mainPostalCodeOf, postalCities, zipDigits } from './postal-codes'
import { findCzechRegion, foldText } from './regions'

interface AddressCheckInput extends FieldValues {
  addressType?: 'shipping' | 'billing'
  carrier?: Carrier
}

interface AddressSuggestion {
  streetName?: string
  postalCode: string
  city: string
  region: string
  country: 'CZ'
  /** The fields that differ from what was entered. */
  changedFields: string[]
}

interface AddressCheckResult {
  valid: boolean
  errors: FieldError[]
  suggestion?: AddressSuggestion
}

/** Spec 5.2: billing needs these; shipping needs only the country. */
const required = {
  billing: ['country', 'firstName', 'lastName', 'streetName', 'postalCode', 'city', 'email'],
  shipping: ['country'],
}

/** Spec 5.2–5.4 applied to one address, with a corrected address when it is a near miss. */
export function checkAddress(input: AddressCheckInput): AddressCheckResult {
  const errors: FieldError[] = []
  for (const field of required[input.addressType ?? 'shipping']) {
    if (!input[field]?.trim()) errors.push({ field, code: 'required' })
  }
  errors.push(...checkFields(input))
  const location = checkLocation(input)
  errors.push(...location.errors)
  return { valid: errors.length === 0, errors, ...(location.suggestion && { suggestion: location.suggestion }) }
}

function checkLocation(input: AddressCheckInput): { errors: FieldError[]; suggestion?: AddressSuggestion } {
  const errors: FieldError[] = []
  const country = input.country?.trim().toUpperCase()
  if (!country) return { errors }
  if (!isCountry(country)) return { errors: [{ field: 'country', code: 'unknown_country' }] }
  const region = input.region?.trim()
  if (region && country !== 'CZ' && !region.toUpperCase().startsWith(`${country}-`)) {
    errors.push({ field: 'region', code: 'region_not_in_country' })
  }
  if (!shippingCountries.has(country)) return { errors: [...errors, { field: 'country', code: 'not_shipped' }] }
  // Postal data is kept for the Czech Republic; elsewhere a postal code is checked by its country's form.
  if (country !== 'CZ') {
    const zip = input.postalCode?.trim() ?? ''
    if (zip && !postalCodePattern(country).test(zip)) errors.push({ field: 'postalCode', code: 'invalid_format' })
    return { errors }
  }

  const regionEntry = region ? findCzechRegion(region) : undefined
  if (region && !regionEntry) {
    const code = /^[A-Z]{2}-/i.test(region) ? 'region_not_in_country' : 'unknown_region'
    errors.push({ field: 'region', code })
  }

  const zipText = input.postalCode?.trim() ?? ''
  const digits = zipText ? zipDigits(zipText) : undefined
  if (zipText && !digits) errors.push({ field: 'postalCode', code: 'invalid_format' })
  const zipEntry = digits ? lookupPostalCode(digits) : undefined
  if (digits && !zipEntry) errors.push({ field: 'postalCode', code: 'unknown' })
  if (digits && undeliverableZips.has(digits)) errors.push({ field: 'postalCode', code: 'undeliverable' })
  if (digits && input.carrier && undeliverableZipsByCarrier[input.carrier].has(digits)) {
    errors.push({ field: 'postalCode', code: 'undeliverable_by_carrier' })
  }

  const city = input.city?.trim() ?? ''
  let suggestedCity = zipEntry?.city ?? ''
  let suggestedZip = digits ? formatZip(digits) : ''
  if (city && zipEntry && foldText(city) !== foldText(zipEntry.city)) {
    const knownCity = mainPostalCodeOf(city)
    if (isNearMiss(city, zipEntry.city)) {
      errors.push({ field: 'city', code: 'misspelt' })
    } else if (knownCity) {
      errors.push({ field: 'postalCode', code: 'city_mismatch' })
      suggestedCity = knownCity.city
      suggestedZip = knownCity.postalCode
    } else {
      const near = nearestCity(city)
      if (near) errors.push({ field: 'postalCode', code: 'city_mismatch' })
      // A town missing from the compact table is trusted: its code exists.
      suggestedCity = near ?? city
      if (near) suggestedZip = mainPostalCodeOf(near)?.postalCode ?? suggestedZip
    }
  } else if (city && !zipEntry) {
    const known =
      mainPostalCodeOf(city) ?? (nearestCity(city) ? mainPostalCodeOf(nearestCity(city) as string) : undefined)
    if (known) {
      suggestedCity = known.city
      suggestedZip = known.postalCode
    }
  }
  const suggestedRegion = lookupPostalCode(suggestedZip)?.region.code ?? regionEntry?.code ?? ''
  if (regionEntry && suggestedRegion && regionEntry.code !== suggestedRegion && suggestedZip === zipEntry?.postalCode) {
    errors.push({ field: 'region', code: 'postal_code_mismatch' })
  }
  if (!suggestedCity || !suggestedZip) return { errors }

  const changedFields: string[] = []
  if (suggestedZip !== zipText) changedFields.push('postalCode')
  if (suggestedCity !== city) changedFields.push('city')
  if (region && suggestedRegion !== regionEntry?.code) changedFields.push('region')
  if (changedFields.length === 0) return { errors }
  const suggestion: AddressSuggestion = {
    ...(input.streetName && { streetName: input.streetName.trim() }),
    postalCode: suggestedZip,
    city: suggestedCity,
    region: suggestedRegion,
    country: 'CZ',
    changedFields,
  }
  return { errors, suggestion }
}

/** A typo rather than another town: two edits at most (one for the shortest names), as `Bmo` for Brno. */
function isNearMiss(typed: string, known: string): boolean {
  const distance = levenshtein(foldText(typed), foldText(known))
  return distance > 0 && distance <= (known.length <= 3 ? 1 : 2)
}

function nearestCity(typed: string): string | undefined {
  return postalCities.find((city) => isNearMiss(typed, city))
}
