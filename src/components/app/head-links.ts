import { BRAND, localePrefix, localeOfPath, market, type Locale } from '@common/market'
import { toPublicPath } from '@common/slugs'

/** Pages that belong to one shopper and are never indexed: no canonical or language alternates. */
export const PRIVATE_SECTIONS = ['checkout', 'order', 'my-account', 'shopping-bag', 'wishlist']

function withoutPrefix(internalPath: string): string {
  const prefix = localePrefix[localeOfPath(internalPath)]
  const bare = prefix ? internalPath.slice(prefix.length + 1) : internalPath
  return bare.startsWith('/') ? bare : `/${bare}`
}

/** Pages whose route links its own canonical and alternates (their slugs differ per locale, see product-head.ts). */
export const ROUTES_WITH_OWN_LANGUAGE_LINKS = [
  '/{-$locale}/product/$productName/$articleNumber/$colorCode',
  // Content pages: alternates only in the languages the page is written in (routes/-components/content-route.ts).
  ...['customer-service', 'stories', 'guides', 'explore', 'campaigns'].flatMap((section) => [
    `/{-$locale}/${section}/`,
    `/{-$locale}/${section}/$`,
  ]),
]

/** The absolute public URL of a path without its locale prefix, in `locale`. */
export function publicHref(origin: string, locale: Locale, bare: string): string {
  const prefix = localePrefix[locale]
  const internal = prefix ? `/${prefix}${bare === '/' ? '' : bare}` : bare
  return `${origin}${encodeURI(toPublicPath(internal))}`
}

/**
 * The canonical link and the language alternates of a public page (spec 2.1: cs-CZ without a
 * prefix, English under /en, x-default the default locale), from the router's internal path. A page
 * written only in some locales (`locales`) has alternates in those, x-default the first of them.
 */
export function languageLinks(
  internalPath: string,
  origin: string,
  locales: readonly Locale[] = market.locales,
): Array<{ rel: string; href: string; hrefLang?: string }> {
  const bare = withoutPrefix(internalPath.replace(/\/+$/, '') || '/')
  if (PRIVATE_SECTIONS.includes(bare.split('/')[1] ?? '')) return []
  const locale = localeOfPath(internalPath)
  const fallback = locales.includes(market.defaultLocale) ? market.defaultLocale : (locales[0] ?? locale)
  return [
    { rel: 'canonical', href: publicHref(origin, locale, bare) },
    ...locales.map((each) => ({ rel: 'alternate', hrefLang: each, href: publicHref(origin, each, bare) })),
    { rel: 'alternate', hrefLang: 'x-default', href: publicHref(origin, fallback, bare) },
  ]
}

/** A page's document title: `{page} | Kestrel`, or the brand alone. Route `head()`s use it for their title. */
export function pageTitle(title?: string | null): { title: string } {
  return { title: title ? `${title} | ${BRAND}` : BRAND }
}
