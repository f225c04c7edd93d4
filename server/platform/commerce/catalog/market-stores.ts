import type { Sales } from '@common/market'
import { channelRef, taxCategoryKey, webChannelKey } from './channels'
import type { DemoCatalog, Money, PriceDraft, ProductVariantDraft } from './types'

/**
 * The demo catalog for every store a market set-up sells through (spec 1.2, reading C): each
 * store other than the Czech one gets its web channel, its zone and VAT rate, home delivery at a
 * local price, and every article priced in its currency. Stock stays in the central warehouse
 * (`CZ-web`), which supplies every store, so the stores sell the same sizes.
 */
export function withMarketStores(
  catalog: DemoCatalog,
  stores: readonly (Sales & { locales: readonly string[] })[],
): DemoCatalog {
  const others = stores.filter((store) => store.storeKey !== webChannelKey)
  if (others.length === 0) return catalog
  const countries = [...new Set(others.map((store) => store.country))]
  return {
    ...catalog,
    channels: [
      ...catalog.channels,
      ...others.map((store) => ({
        key: store.distributionChannel,
        roles: ['ProductDistribution' as const],
        name: { 'cs-CZ': `Kestrel e-shop ${store.country}`, en: `Kestrel online shop ${store.country}` },
      })),
    ],
    stores: [
      ...catalog.stores,
      ...others.map((store) => ({
        key: store.storeKey,
        name: { 'cs-CZ': `Kestrel ${store.country}`, en: `Kestrel ${store.country}` },
        languages: [...store.locales] as DemoCatalog['stores'][number]['languages'],
        countries: store.shippingCountries.map((code) => ({ code })),
        distributionChannels: [channelRef(store.distributionChannel)],
        supplyChannels: [channelRef(store.supplyChannel)],
      })),
    ],
    zones: [
      ...catalog.zones,
      ...countries.map((country) => ({ key: country, name: country, locations: [{ country }] })),
    ],
    taxCategories: catalog.taxCategories.map((category) =>
      category.key === taxCategoryKey
        ? {
            ...category,
            rates: [
              ...category.rates,
              ...countries.map((country) => ({
                key: `${country.toLowerCase()}-vat`,
                name: `VAT ${Math.round(vatRate(country) * 100)} %`,
                amount: vatRate(country),
                includedInPrice: true,
                country,
              })),
            ],
          }
        : category,
    ),
    shippingMethods: catalog.shippingMethods.map((method) => {
      // Home delivery reaches every market; the store and parcel-shop methods are the Czech stores'.
      if (method.key !== 'HD') return method
      const czech = method.zoneRates[0]!.shippingRates[0]!
      return {
        ...method,
        zoneRates: [
          ...method.zoneRates,
          ...others.map((store) => ({
            zone: { typeId: 'zone' as const, key: store.country },
            shippingRates: [
              {
                price: converted(czech.price, store.currency),
                ...(czech.freeAbove ? { freeAbove: converted(czech.freeAbove, store.currency) } : {}),
              },
            ],
          })),
        ],
      }
    }),
    products: catalog.products.map((product) => ({
      ...product,
      masterVariant: pricedIn(product.masterVariant, others),
      variants: product.variants.map((variant) => pricedIn(variant, others)),
    })),
  }
}

/** The variant's Czech price again in every other store's currency, channel and country. */
function pricedIn(variant: ProductVariantDraft, stores: readonly Sales[]): ProductVariantDraft {
  const czech = variant.prices.find((price) => price.channel.key === webChannelKey)
  if (!czech) return variant
  return {
    ...variant,
    prices: [
      ...variant.prices,
      ...[...new Map(stores.map((store) => [store.distributionChannel, store])).values()].map((store) =>
        storePrice(czech, store),
      ),
    ],
  }
}

function storePrice(czech: PriceDraft, store: Sales): PriceDraft {
  const value = converted(czech.value, store.currency)
  const fields = { ...(czech.custom?.fields ?? {}) } as Record<string, unknown>
  for (const name of ['price_CF_RecommendedRetailPrice', 'price_CF_PreviousLowestPrice'] as const) {
    if (fields[name]) fields[name] = converted(fields[name] as Money, store.currency)
  }
  const percentage = fields.price_CF_DiscountPercentage
  if (typeof percentage === 'number') {
    // The sale price is exact in cents, as the product discount of the same percentage computes it.
    fields.price_CF_AdjustedPrice = { ...value, centAmount: Math.round((value.centAmount * (100 - percentage)) / 100) }
  }
  return {
    key: `${store.distributionChannel.toLowerCase()}-${store.currency.toLowerCase()}`,
    value,
    country: store.country,
    channel: channelRef(store.distributionChannel),
    ...(czech.custom ? { custom: { ...czech.custom, fields } } : {}),
  }
}

/** Crowns per unit of each currency the 35 markets price in (demo rates, fixed so the catalog is stable). */
const CZK_PER_UNIT: Record<string, number> = {
  EUR: 25,
  PLN: 5.8,
  GBP: 29,
  USD: 23,
  CAD: 17,
  AUD: 15,
  CHF: 26,
  DKK: 3.35,
  NOK: 2.15,
  SEK: 2.2,
  HUF: 0.064,
  JPY: 0.155,
  KRW: 0.017,
  INR: 0.28,
  MYR: 5.2,
  SGD: 17.5,
  CZK: 1,
}

/** ISO 4217 minor units: the yen and the won have none. */
const NO_MINOR_UNITS = new Set(['JPY', 'KRW'])

/**
 * A crown amount in another currency at a shelf price: whole units ending in .95 where the currency
 * has cents (2 490 Kč → 99.95 €, 399.95 zł), and a round number ending in 0 where amounts are large
 * (¥16 050, 38 890 Ft).
 */
export function converted(money: Money, currency: string): Money {
  const rate = CZK_PER_UNIT[currency]
  if (rate === undefined) throw new Error(`No demo exchange rate for ${currency}`)
  const units = money.centAmount / 100 / rate
  const fractionDigits = NO_MINOR_UNITS.has(currency) ? 0 : 2
  if (money.centAmount === 0) return { type: 'centPrecision', currencyCode: currency, centAmount: 0, fractionDigits }
  if (units >= 1000) {
    const step = 10 ** (Math.floor(Math.log10(units)) - 2)
    const whole = Math.max(step, Math.round(units / step) * step - Math.min(10, step))
    return { type: 'centPrecision', currencyCode: currency, centAmount: whole * 10 ** fractionDigits, fractionDigits }
  }
  const whole = Math.max(1, Math.round(units))
  const minor = fractionDigits === 0 ? whole : whole * 100 - 5
  return { type: 'centPrecision', currencyCode: currency, centAmount: minor, fractionDigits }
}

/** Standard VAT of the demo stores' countries (included in every shelf price, as in the Czech store). */
function vatRate(country: string): number {
  return VAT[country] ?? 0.2
}

const VAT: Record<string, number> = {
  AT: 0.2,
  BE: 0.21,
  CH: 0.081,
  DE: 0.19,
  DK: 0.25,
  EE: 0.22,
  ES: 0.21,
  FI: 0.255,
  FR: 0.2,
  GB: 0.2,
  HR: 0.25,
  HU: 0.27,
  IE: 0.23,
  LT: 0.21,
  LV: 0.21,
  NL: 0.21,
  NO: 0.25,
  PL: 0.23,
  PT: 0.23,
  SE: 0.25,
  SI: 0.22,
  SK: 0.23,
  AU: 0.1,
  CA: 0.05,
  IN: 0.12,
  JP: 0.1,
  KR: 0.1,
  MY: 0.1,
  SG: 0.09,
  US: 0.07,
}
