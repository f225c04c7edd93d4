import { isLocale, localeOfPath, localePrefix, type Locale } from '@common/market'
import { toInternalPath, toPublicPath } from '@common/slugs'
import type { MarketLocation } from './navigation'

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i

export const isExternalHref = (href: string): boolean => ABSOLUTE.test(href)

/**
 * An internal path of the content documents (English slugs, no locale prefix) → the public path
 * in the locale: its prefix and its localized slugs. Absolute URLs pass unchanged.
 */
export function localHref(href: string, locale: Locale): string {
  if (isExternalHref(href) || href.startsWith('#')) return href
  const [path = '/', rest = ''] = splitSuffix(routerHref(href, locale))
  return `${toPublicPath(path)}${rest}`
}

/** An internal path of the content documents → the router's href in the locale: its prefix, English slugs. */
export function routerHref(href: string, locale: Locale): string {
  const [path = '/', rest = ''] = splitSuffix(href)
  const prefix = localePrefix[locale]
  return `${prefix ? `/${prefix}${path === '/' ? '' : path}` : path}${rest}`
}

function splitSuffix(href: string): [string, string] {
  const index = href.search(/[?#]/)
  return index === -1 ? [href, ''] : [href.slice(0, index), href.slice(index)]
}

/** A path (public or internal) without its locale prefix, in English slugs. */
export function unlocalizedPath(pathname: string): string {
  const internal = toInternalPath(pathname)
  const prefix = localePrefix[localeOfPath(internal)]
  const bare = prefix ? internal.slice(prefix.length + 1) : internal
  return bare === '' ? '/' : bare
}

/**
 * Spec 2.5: a market's link is the current path in the target locale. Markets this build serves
 * stay on this site (their prefix and slugs); the others are their own sites.
 */
export function countryLink(pathname: string, target: Pick<MarketLocation, 'id' | 'link'>): string {
  const path = unlocalizedPath(pathname)
  if (target.link === '' && isLocale(target.id)) return localHref(path, target.id)
  return `${target.link.replace(/\/$/, '')}${path === '/' ? '' : path}`
}
