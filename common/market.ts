import * as z from 'zod/mini'
import { marketFeaturesSchema } from './content-schemas'

/** The brand word of the spec's `{brand}` placeholders; a rename is this one edit. */
export const BRAND = 'Kestrel'

/** The 35 locales of spec 2.4, the ones a market can be set up with. */
export const LOCALES = [
  'en',
  'en-MY',
  'en-SG',
  'es-ES',
  'et-EE',
  'en-IN',
  'ko-KR',
  'en-CA',
  'fr-CA',
  'en-US',
  'en-AU',
  'ja-JP',
  'en-GB',
  'pl-PL',
  'pt-PT',
  'hu-HU',
  'cs-CZ',
  'hr-HR',
  'nl-BE',
  'fr-BE',
  'sl-SI',
  'sk-SK',
  'fr-FR',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'nl-NL',
  'da-DK',
  'nb-NO',
  'fi-FI',
  'sv-SE',
  'en-IE',
  'lv-LV',
  'lt-LT',
] as const
export type Locale = (typeof LOCALES)[number]

/**
 * The languages the shop has texts for (catalogs, content, mails). Every other locale reads the
 * first, English, so no label is ever empty.
 */
export const SHOP_LANGUAGES = ['en', 'cs-CZ'] as const
export type Language = (typeof SHOP_LANGUAGES)[number]
/** The language every text falls back to, and the one analytics name things in. */
export const FALLBACK_LOCALE: Language = SHOP_LANGUAGES[0]

/** The texts a locale reads: its own where the shop has them, else English. */
export function textLanguage(locale: Locale): Language {
  return (SHOP_LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : FALLBACK_LOCALE
}

const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'country must be an ISO 3166 code such as CZ'))

/** Where a locale's shoppers buy (spec 1.2, 3.21): the store, its channel, country and currency. */
const salesSchema = z
  .object({
    storeKey: z.string().check(z.minLength(1)),
    distributionChannel: z.string().check(z.minLength(1)),
    /** The channel whose stock the store sells: its own, or the central warehouse that supplies it. */
    supplyChannel: z.string().check(z.minLength(1)),
    country: countryCode,
    currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as CZK')),
    /** Spec 5.4 "only local shipping": the countries the store delivers to. */
    shippingCountries: z.array(countryCode).check(z.minLength(1)),
    /** Spec 3.22: amounts shown rounded to this unit of the currency, when set. */
    roundingUnit: z.nullable(z.number().check(z.positive())),
  })
  .check(
    z.refine(
      (sales) => sales.shippingCountries.includes(sales.country),
      'the market ships to its own country (shippingCountries must include country)',
    ),
  )
export type Sales = z.infer<typeof salesSchema>

/**
 * The market setup (spec 1.2, 2.1, 3.21, 3.22): the locales the shop serves, where each locale's
 * shoppers buy, and the feature switches its site settings start from. The top-level store,
 * channel, country and currency are those of every locale `localeSales` does not name. It is read
 * once, when the process (or, in the browser, the page) starts; nothing else names a locale, a
 * prefix or a switch value.
 */
const marketConfigSchema = z
  .object({
    ...salesSchema.def.shape,
    /** The market's locales, its default first. */
    locales: z.array(z.enum(LOCALES, { error: `must be one of the locales of spec 2.4: ${LOCALES.join(', ')}` })).check(
      z.minLength(1, 'a market has at least one locale'),
      z.refine((locales) => new Set(locales).size === locales.length, 'a locale is listed twice'),
    ),
    /** Locales sold through another store (reading C): their store, channel, country and currency. */
    localeSales: z.optional(z.partialRecord(z.enum(LOCALES), salesSchema)),
    /** The switches of spec 1.2 the site settings are seeded with (editors change them there). */
    features: marketFeaturesSchema,
  })
  .check(
    z.refine(
      (config) => config.shippingCountries.includes(config.country),
      'the market ships to its own country (shippingCountries must include country)',
    ),
  )
type MarketConfig = z.infer<typeof marketConfigSchema>

const CZECH_SALES: Sales = {
  storeKey: 'CZ-web',
  distributionChannel: 'CZ-web',
  supplyChannel: 'CZ-web',
  country: 'CZ',
  currency: 'CZK',
  shippingCountries: ['CZ'],
  roundingUnit: null,
}

const CZECH_FEATURES: MarketConfig['features'] = {
  instalmentSiteMessaging: true,
  isMarketWithLoyalty: true,
  hasTryAndBuy: false,
  hasExtendedNewsletterForm: false,
  hasBotProtection: false,
  liveChat: { enabled: true, solution: 'widget' },
  hasRaffle: false,
}

/** Reading A of spec 1.2: the Czech market, in Czech and English, with localized Czech slugs. */
const CZECH_MARKET: MarketConfig = { ...CZECH_SALES, locales: ['cs-CZ', 'en'], features: CZECH_FEATURES }

/**
 * Where each locale of reading C sells: its country's store (`AT-web`), channel, currency and
 * shipping country. Locales of one country share its store (`nl-BE` and `fr-BE` buy from `BE-web`);
 * `en`, the international English site, sells through the Irish store.
 */
const COUNTRY_CURRENCIES: Record<string, string> = {
  IE: 'EUR',
  MY: 'MYR',
  SG: 'SGD',
  ES: 'EUR',
  EE: 'EUR',
  IN: 'INR',
  KR: 'KRW',
  CA: 'CAD',
  US: 'USD',
  AU: 'AUD',
  JP: 'JPY',
  GB: 'GBP',
  PL: 'PLN',
  PT: 'EUR',
  HU: 'HUF',
  CZ: 'CZK',
  HR: 'EUR',
  BE: 'EUR',
  SI: 'EUR',
  SK: 'EUR',
  FR: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  CH: 'CHF',
  NL: 'EUR',
  DK: 'DKK',
  NO: 'NOK',
  FI: 'EUR',
  SE: 'SEK',
  LV: 'EUR',
  LT: 'EUR',
}

function countrySales(country: string): Sales {
  const store = `${country}-web`
  const currency = COUNTRY_CURRENCIES[country]!
  return {
    storeKey: store,
    distributionChannel: store,
    // One central warehouse, the Czech web shop's, supplies every store.
    supplyChannel: CZECH_SALES.supplyChannel,
    country,
    currency,
    shippingCountries: [country],
    roundingUnit: null,
  }
}

/** Reading C of spec 1.2: the 35 locales of spec 2.4, international English the default. */
const INTERNATIONAL_MARKET: MarketConfig = {
  ...countrySales('IE'),
  locales: [...LOCALES],
  localeSales: Object.fromEntries(
    LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale, countrySales(locale.split('-')[1]!)]),
  ),
  features: { ...CZECH_FEATURES, isMarketWithLoyalty: false, liveChat: { enabled: false, solution: 'widget' } },
}

/** The setups the shop knows by name (`MARKET_READING`): reading A, and reading C of spec 1.2. */
const READINGS = { A: CZECH_MARKET, C: INTERNATIONAL_MARKET } as const

/** The header that names the calling page's locale to the product's API. */
export const LOCALE_HEADER = 'X-Kestrel-Locale'

/** The name of the page's `<meta>` that carries the market to the browser. */
export const MARKET_META = 'kestrel-market'

/**
 * The market from the environment: `MARKET_READING` names the setup (`A`, the Czech market, unless
 * set; `C`, the 35 locales), `MARKET_LOCALES` (comma-separated, the default first) narrows or
 * reorders its locales — `MARKET_LOCALES=cs-CZ` is reading B — and `MARKET_CONFIG` (JSON) replaces
 * any other field. An invalid setup stops the process with the reason.
 */
export function marketFromEnvironment(env: Record<string, string | undefined>): MarketConfig {
  const reading = env.MARKET_READING?.trim() || 'A'
  if (!(reading in READINGS)) {
    throw new Error(`The market setup is invalid: MARKET_READING must be one of ${Object.keys(READINGS).join(', ')}`)
  }
  const overrides: Record<string, unknown> = env.MARKET_CONFIG ? parseJson(env.MARKET_CONFIG) : {}
  const locales = env.MARKET_LOCALES?.split(',')
    .map((locale) => locale.trim())
    .filter(Boolean)
  return parseMarket({ ...READINGS[reading as keyof typeof READINGS], ...overrides, ...(locales ? { locales } : {}) })
}

export function parseMarket(input: unknown): MarketConfig {
  const result = marketConfigSchema.safeParse(input)
  if (result.success) return result.data
  const reasons = result.error.issues.map((issue) => `${issue.path.join('.') || 'market'}: ${issue.message}`)
  throw new Error(`The market setup is invalid: ${reasons.join('; ')}`)
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // reported below
  }
  throw new Error('The market setup is invalid: MARKET_CONFIG must be a JSON object')
}

/** In the browser, the market the server rendered the page for; on the server, its environment. */
function configuredMarket(): MarketConfig {
  const meta = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${MARKET_META}"]`)
  if (meta) return parseMarket(JSON.parse(meta.content))
  return marketFromEnvironment(globalThis.process?.env ?? {})
}

const config = configuredMarket()

const { locales: _locales, features: _features, localeSales, ...topSales } = config

/** The market this process serves: its locales, the default first, and its switches. */
export const market = {
  locales: config.locales as readonly Locale[],
  defaultLocale: config.locales[0]!,
  features: config.features,
}

/** Where a locale's shoppers buy: its store, channel, country, currency and shipping countries. */
export function salesOf(locale: Locale): Sales {
  return localeSales?.[locale] ?? topSales
}

/** Every store the market sells through, once each, with the locales it serves (the default's first). */
export const marketStores: readonly (Sales & { locales: readonly Locale[] })[] = (() => {
  const stores = new Map<string, Sales & { locales: Locale[] }>()
  for (const locale of market.locales) {
    const sales = salesOf(locale)
    const entry = stores.get(sales.storeKey) ?? { ...sales, locales: [] }
    entry.locales.push(locale)
    stores.set(sales.storeKey, entry)
  }
  return [...stores.values()]
})()

/**
 * Where the shopper of the page in view buys. In the browser it is the store of the address's locale
 * (a page never changes store: a link to a locale of another store loads a new page); on the server,
 * outside a request's page, the default locale's. Code that knows its locale asks `salesOf` instead.
 */
export function pageSales(): Sales {
  const path = globalThis.location?.pathname
  return salesOf(path === undefined ? market.defaultLocale : localeOfPath(path))
}

/** What the browser needs of the market, for the page's `<meta>`. */
export const marketMetaContent = JSON.stringify(config)

/**
 * Path prefix of each locale (spec 2.1): none for the default locale, so a market of one locale has
 * no prefix at all; the others by their lower-cased code (`en`, `de-at`).
 */
export const localePrefix = Object.fromEntries(
  market.locales.map((locale) => [locale, locale === market.defaultLocale ? '' : locale.toLowerCase()]),
) as Record<Locale, string>

/** The start of a locale's paths: `''` for the default locale, `/en` for English in the Czech market. */
export function localeBase(locale: Locale): string {
  const prefix = localePrefix[locale]
  return prefix ? `/${prefix}` : ''
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (market.locales as readonly string[]).includes(value)
}

/** The locale, if it is the market's, or the market's default. */
export function marketLocale(value: unknown): Locale {
  return isLocale(value) ? value : market.defaultLocale
}

/** The locale named by a path's optional prefix segment (`undefined` for the default). */
export function localeFromPrefix(prefix: string | undefined): Locale | undefined {
  if (prefix === undefined || prefix === '') return market.defaultLocale
  return market.locales.find((locale) => localePrefix[locale] === prefix)
}

/** The locales with a prefix, by it. */
const prefixedLocales = new Map(
  market.locales.filter((locale) => localePrefix[locale] !== '').map((locale) => [localePrefix[locale], locale]),
)

/** The locale a full path belongs to, read from its first segment (read for every link a page renders). */
export function localeOfPath(pathname: string): Locale {
  const end = pathname.indexOf('/', 1)
  return prefixedLocales.get(pathname.slice(1, end === -1 ? undefined : end)) ?? market.defaultLocale
}

/** The language of a locale, for `<html lang>` and the like: `cs` for `cs-CZ`, `en` for `en`. */
export function languageOf(locale: Locale): string {
  return locale.split('-')[0]!
}
