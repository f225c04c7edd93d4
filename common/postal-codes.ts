/** Spec 5.4: postal codes in each shipping country's own form; elsewhere letters, digits, spaces and dashes. */
const POSTAL_CODES: Record<string, RegExp> = {
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  DK: /^\d{4}$/,
  HU: /^\d{4}$/,
  NO: /^\d{4}$/,
  SI: /^\d{4}$/,
  DE: /^\d{5}$/,
  EE: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  HR: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  LT: /^(LT-)?\d{5}$/i,
  LV: /^(LV-)?\d{4}$/i,
}
const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i

/** The form of a country's postal codes (spec 5.4): `110 00` in Czechia, `1010` in Austria, `00-950` in Poland. */
export function postalCodePattern(country: string): RegExp {
  return POSTAL_CODES[country.toUpperCase()] ?? ANY_POSTAL_CODE
}

/** Countries whose five-digit postal codes are written in two groups of 3 and 2 digits (`110 00`, `811 01`, `114 55`). */
const GROUPED_POSTAL_CODES = new Set(['CZ', 'SK', 'SE'])

/**
 * A postal code as the country writes it: a Czech, Slovak or Swedish one of five digits, however it was
 * typed ("13000", "130 00"), as "130 00"; any other as it was entered.
 */
export function postalCodeText(postalCode: string, country: string | null | undefined): string {
  const code = postalCode.trim()
  if (!country || !GROUPED_POSTAL_CODES.has(country)) return code
  const digits = code.replace(/\s+/g, '')
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : code
}
