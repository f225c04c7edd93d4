/** The brand word of the spec's `{brand}` placeholders; a rename is this one edit. */
// @ts-nocheck

export const BRAND = 'Kestrel'

/** The Czech market build (spec 1.2, reading A). */
export const market = {
  storeKey: 'CZ-web',
  distributionChannel: 'CZ-web',
  currency: 'CZK',
  country: 'CZ',
  defaultLocale: 'cs-CZ',
  locales: ['cs-CZ', 'en'],
  /** Spec 5.4 "only local shipping": the countries the shop delivers to. */
  shippingCountries: ['CZ'],
} as const

export type Locale = (typeof market.locales)[number]

/** Path prefix of each locale; the default locale has none (spec 2.1). */
export const localePrefix: Record<Locale, string> = { 'cs-CZ': '', en: 'en' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (market.locales as readonly string[]).includes(value)
}

/** The locale named by a path's optional prefix segment (`undefined` for the default). */
export function localeFromPrefix(prefix: string | undefined): Locale | undefined {
  if (prefix === undefined || prefix === '') return market.defaultLocale
  return market.locales.find((locale) => localePrefix[locale] === prefix)
}

/** The locale a full path belongs to, read from its first segment. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? ''
  const prefixed = market.locales.find((locale) => localePrefix[locale] !== '' && localePrefix[locale] === first)
  return prefixed ?? market.defaultLocale
}
