// @ts-nocheck
import { localeOfPath, localePrefix, market, type Locale } from '@common/market'
import { publicHref } from '../app/head-links'
import type { ProductView } from '@common/product-schema'
import { moneyValue } from '../../services/money'

/** The product's internal path (spec 2.2: `/product/[productName]/[articleNumber]/[colorCode]`). */
function productPathOf(product: Pick<ProductView, 'slug' | 'articleNumber' | 'colorCode'>, prefix: string): string {
  const segments = ['product', product.slug, product.articleNumber, product.colorCode].map(encodeURIComponent).join('/')
  return `${prefix ? `/${prefix}` : ''}/${segments}`
}

/** The product's path in a locale, with that locale's slug. */
export function localizedProductPath(
  product: Pick<ProductView, 'slug' | 'slugs' | 'articleNumber' | 'colorCode'>,
  locale: Locale,
): string {
  return productPathOf({ ...product, slug: product.slugs[locale] ?? product.slug }, localePrefix[locale])
}

/** JSON-LD is data, never markup: `<` is escaped so the text cannot close its script element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** schema.org Product + Offer of the page (price, CZK, availability). */
export function productStructuredData(product: ProductView, url: string) {
  const inStock = product.variants.some((variant) => variant.isOnStock)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.itemNumber,
    mpn: product.key,
    color: product.colourName || undefined,
    material: product.material ?? undefined,
    image: product.images.map((image) => image.url),
    brand: { '@type': 'Brand', name: 'Kestrel' },
    offers: product.price
      ? {
          '@type': 'Offer',
          url,
          price: moneyValue(product.price).toFixed(product.price.fractionDigits),
          priceCurrency: product.price.currencyCode,
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        }
      : undefined,
  }
}

/**
 * Title, description, the canonical link and the language alternates (each locale's URL with its own
 * slug, x-default the default locale's), and the structured data of a product page.
 */
export function productHead(product: ProductView | undefined, pathname: string, origin: string) {
  if (!product) return {}
  const locale = localeOfPath(pathname)
  const href = (each: Locale) =>
    publicHref(
      origin,
      each,
      localizedProductPath(product, each).slice(localePrefix[each] ? localePrefix[each].length + 1 : 0),
    )
  const url = href(locale)
  return {
    meta: [
      { title: product.title },
      { name: 'description', content: product.description.slice(0, 300) },
      { property: 'og:title', content: product.title },
      { property: 'og:type', content: 'product' },
      { property: 'og:url', content: url },
      ...(product.images[0] ? [{ property: 'og:image', content: product.images[0].url }] : []),
    ],
    links: [
      { rel: 'canonical', href: url },
      ...market.locales.map((each) => ({ rel: 'alternate', hrefLang: each, href: href(each) })),
      { rel: 'alternate', hrefLang: 'x-default', href: href(market.defaultLocale) },
    ],
    scripts: [{ type: 'application/ld+json', children: jsonLd(productStructuredData(product, url)) }],
  }
}
