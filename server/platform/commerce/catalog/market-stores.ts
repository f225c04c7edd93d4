import { converted } from '@common/demo-rates'
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
