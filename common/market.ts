import * as z from 'zod/mini'
import { marketFeaturesSchema } from './content-schemas'

/** The brand word of the spec's `{brand}` placeholders; a rename is this one edit. */
export const BRAND = 'Kestrel'

/**
 * The languages the shop has texts for (catalogs, content, mails). A market's locales are drawn
 * from these; the first language is the fallback of every text a market lacks.
 */
export const SHOP_LANGUAGES = ['en', 'cs-CZ'] as const
export type Locale = (typeof SHOP_LANGUAGES)[number]
/** The language every text falls back to, and the one analytics name things in. */
export const FALLBACK_LOCALE: Locale = SHOP_LANGUAGES[0]

/**
 * The market setup (spec 1.2, 2.1, 3.21, 3.22): which store and channel the shop sells through,
 * in which country, currency and locales, and the feature switches its site settings start from.
 * It is read once, when the process (or, in the browser, the page) starts; nothing else names a
 * locale, a prefix or a switch value.
 */
const marketConfigSchema = z
  .object({
    storeKey: z.string().check(z.minLength(1)),
    distributionChannel: z.string().check(z.minLength(1)),
    country: z.string().check(z.regex(/^[A-Z]{2}$/, 'country must be an ISO 3166 code such as CZ')),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as CZK')),
    /** The market's locales, its default first. */
    locales: z
      .array(
        z.enum(SHOP_LANGUAGES, { error: `must be a language the shop has texts for: ${SHOP_LANGUAGES.join(', ')}` }),
      )
      .check(
        z.minLength(1, 'a market has at least one locale'),
        z.refine((locales) => new Set(locales).size === locales.length, 'a locale is listed twice'),
      ),
    /** Spec 5.4 "only local shipping": the countries the shop delivers to. */
    shippingCountries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.minLength(1)),
    /** Spec 3.22: amounts shown rounded to this unit of the currency, when set. */
    roundingUnit: z.nullable(z.number().check(z.positive())),
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

/** Reading A of spec 1.2: the Czech market, in Czech and English, with localized Czech slugs. */
const CZECH_MARKET: MarketConfig = {
  storeKey: 'CZ-web',
  distributionChannel: 'CZ-web',
  country: 'CZ',
  currency: 'CZK',
  locales: ['cs-CZ', 'en'],
  shippingCountries: ['CZ'],
  roundingUnit: null,
  features: {
    instalmentSiteMessaging: true,
    isMarketWithLoyalty: true,
    hasTryAndBuy: false,
    hasExtendedNewsletterForm: false,
    hasBotProtection: false,
    liveChat: { enabled: true, solution: 'widget' },
    hasRaffle: false,
  },
}

/** The name of the page's `<meta>` that carries the market to the browser. */
export const MARKET_META = 'kestrel-market'

/**
 * The market from the environment: `MARKET_LOCALES` (comma-separated, the default first) narrows or
 * reorders the Czech market's locales — `MARKET_LOCALES=cs-CZ` is reading B — and `MARKET_CONFIG`
 * (JSON) replaces any other field. An invalid setup stops the process with the reason.
 */
export function marketFromEnvironment(env: Record<string, string | undefined>): MarketConfig {
  const overrides: Record<string, unknown> = env.MARKET_CONFIG ? parseJson(env.MARKET_CONFIG) : {}
  const locales = env.MARKET_LOCALES?.split(',')
    .map((locale) => locale.trim())
    .filter(Boolean)
  return parseMarket({ ...CZECH_MARKET, ...overrides, ...(locales ? { locales } : {}) })
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

/** The market this process serves. */
export const market = {
  ...config,
  locales: config.locales as readonly Locale[],
  defaultLocale: config.locales[0]!,
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

/** The locale a full path belongs to, read from its first segment. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? ''
  const prefixed = market.locales.find((locale) => localePrefix[locale] !== '' && localePrefix[locale] === first)
  return prefixed ?? market.defaultLocale
}

/** The language of a locale, for `<html lang>` and the like: `cs` for `cs-CZ`, `en` for `en`. */
export function languageOf(locale: Locale): string {
  return locale.split('-')[0]!
}
