import { BRAND, localeOfPath, localePrefix, market, type Locale } from '@common/market'
import { categoryName, findCategory } from '@common/search-categories'
import { publicHref } from '../app/head-links'
import { absoluteUrl, breadcrumbJsonLd, jsonLdScript, pathCrumbs } from '../app/structured-data'
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

/** The product page's absolute public URL in a locale (its canonical there; the sitemap lists the same). */
export function productHref(
  product: Pick<ProductView, 'slug' | 'slugs' | 'articleNumber' | 'colorCode'>,
  locale: Locale,
  origin: string,
): string {
  const prefix = localePrefix[locale]
  return publicHref(origin, locale, localizedProductPath(product, locale).slice(prefix ? prefix.length + 1 : 0))
}

/** schema.org Product + Offer of the page (price, CZK, availability), with its rating where it has reviews. */
export function productStructuredData(product: ProductView, url: string, origin = '') {
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
    image: product.images.map((image) => absoluteUrl(image.url, origin)),
    brand: { '@type': 'Brand', name: BRAND },
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
    aggregateRating:
      product.rating && product.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Number(product.rating.average.toFixed(1)),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  }
}

/** The product's trail: home, its department's listing where it has one (women, men, kids), the product. */
function productBreadcrumbs(product: ProductView, url: string, locale: Locale, origin: string) {
  const department = findCategory([(product.gender ?? '').toLowerCase()])
  const steps = department ? [{ segment: department.node.segment, name: categoryName(department.node, locale) }] : []
  return [...pathCrumbs(origin, locale, steps), { name: product.name, url }]
}

/**
 * Title, description, the canonical link and the language alternates (each locale's URL with its own
 * slug, x-default the default locale's), and the structured data of a product page.
 */
export function productHead(product: ProductView | undefined, pathname: string, origin: string) {
  if (!product) return {}
  const locale = localeOfPath(pathname)
  const href = (each: Locale) => productHref(product, each, origin)
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
    scripts: [
      jsonLdScript(productStructuredData(product, url, origin)),
      jsonLdScript(breadcrumbJsonLd(productBreadcrumbs(product, url, locale, origin))),
    ],
  }
}
