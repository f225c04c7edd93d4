import type { NavigationItem } from '@common/content-schemas'
import { BRAND, localeOfPath, localePrefix, type Locale } from '@common/market'
import { categoryTree, type CategoryNode } from '@common/search-categories'
import * as z from 'zod/mini'
import { toPublicPath } from '@common/slugs'

/**
 * The breadcrumb map of spec 2.1 (`pagePathData`, 3.19): a page's public path → the path itself,
 * then its ancestors' public paths, the locale's home page last. One locale's paths at a time.
 */
export type PagePathData = Record<string, string[]>

/** The map stays this small in the browser's storage, whatever the navigation holds. */
export const PAGE_PATH_DATA_LIMIT = 1000
/** Deeper than any tree of spec 2.3; a longer stored chain is not one of ours. */
const CHAIN_LIMIT = 12

/**
 * The functional routes of spec 2.2 and the content sections' own pages. The map holds no path
 * parameters and no product pages (2.2), so the routes with an id or a product are not here.
 */
const FUNCTIONAL_PATHS = [
  '/',
  '/log-in',
  '/search',
  '/shopping-bag',
  '/store-locator',
  '/create-account',
  '/create-account/verify',
  '/reset-password',
  '/checkout',
  '/order-tracking',
  '/newsletter',
  '/wishlist',
  '/customer-service',
  '/customer-service/contact',
  '/guides',
  '/guides/size-guide',
  '/guides/size-guide/women',
  '/guides/size-guide/men',
  '/guides/size-guide/kids',
  '/stories',
  '/explore',
  '/campaigns',
  '/my-account',
  '/my-account/profile',
  '/my-account/addresses',
  '/my-account/orders',
  '/my-account/wishlist',
  '/my-account/subscriptions',
  `/my-account/${BRAND.toLowerCase()}-club`,
]

/** An internal path (English slugs, no prefix) → the public path in the locale: its prefix and its slugs. */
export function publicPathOf(internalPath: string, locale: Locale): string {
  const prefix = localePrefix[locale]
  if (!prefix) return toPublicPath(internalPath)
  return toPublicPath(`/${prefix}${internalPath === '/' ? '' : internalPath}`)
}

/** The chain of spec 2.1 for one internal path: the page, each ancestor, the home page (public paths). */
export function breadcrumbChain(internalPath: string, locale: Locale): string[] {
  const segments = internalPath.split('/').filter(Boolean)
  return segments
    .map((_, index) => `/${segments.slice(0, segments.length - index).join('/')}`)
    .concat('/')
    .map((path) => publicPathOf(path, locale))
}

function categoryPaths(nodes: readonly CategoryNode[], parent: string): string[] {
  return nodes.flatMap((node) => {
    const path = `${parent}/${node.segment}`
    return [path, ...categoryPaths(node.children, path)]
  })
}

/** A navigation link's target as a page path: internal links only, without query, hash or trailing slash. */
function pagePathOfHref(href: string | undefined): string | undefined {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined
  const path = href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
  if (path.startsWith('/product/') || /[[\]$:]/.test(path)) return undefined
  return path
}

function navigationPaths(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) =>
    [
      item.primaryLink.completeSlug,
      ...item.linkCollections.flatMap((collection) => [
        collection.titleLink?.href,
        ...collection.links.map((link) => link.href),
      ]),
      ...item.thumbnailLinks.map((link) => link.href),
      ...item.thumbnailLinksTiles.map((link) => link.href),
    ].flatMap((href) => pagePathOfHref(href) ?? []),
  )
}

/**
 * Every page path the shop knows in a locale (the functional routes, the category and promotion
 * trees, the pages the navigation links to, and their ancestors) with its chain.
 */
export function buildPagePathData(locale: Locale, navigation?: { items: readonly NavigationItem[] }): PagePathData {
  const map: PagePathData = {}
  const known = [...FUNCTIONAL_PATHS, ...categoryPaths(categoryTree, ''), ...navigationPaths(navigation?.items ?? [])]
  let size = 0
  for (const internalPath of known) {
    const chain = breadcrumbChain(internalPath, locale)
    for (const [index, path] of chain.entries()) {
      if (path in map) continue
      if (size === PAGE_PATH_DATA_LIMIT) return map
      map[path] = chain.slice(index)
      size += 1
    }
  }
  return map
}

const sameChain = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((path, index) => path === b[index])

/**
 * The held map after a (re)built one arrives: unchanged (the same object) when it already holds
 * every built chain in the built map's locale; otherwise the built map, keeping the pages of that
 * locale the shopper saw that it does not know (spec 2.1: a change of locale or navigation rebuilds it).
 */
export function withBuiltPagePathData(held: PagePathData, built: PagePathData): PagePathData {
  const [first] = Object.keys(built)
  if (first === undefined) return held
  const locale = localeOfPath(first)
  const heldPaths = Object.keys(held)
  const current =
    heldPaths.every((path) => localeOfPath(path) === locale) &&
    Object.entries(built).every(([path, chain]) => sameChain(held[path], chain))
  if (current) return held
  const next: PagePathData = { ...built }
  for (const path of heldPaths) {
    if (Object.keys(next).length >= PAGE_PATH_DATA_LIMIT) break
    if (!(path in next) && localeOfPath(path) === locale) next[path] = held[path]!
  }
  return next
}

/** The held map with one more page the shopper saw; unchanged when it is there or the map is full. */
export function withPagePath(held: PagePathData, chain: readonly string[]): PagePathData {
  const [path] = chain
  if (path === undefined || sameChain(held[path], chain)) return held
  if (!(path in held) && Object.keys(held).length >= PAGE_PATH_DATA_LIMIT) return held
  return { ...held, [path]: [...chain] }
}

const storedChain = z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1), z.maxLength(CHAIN_LIMIT))

/** A stored map as read back from the browser: only well-formed chains, each led by its own path, at most the limit (4.7). */
export function parsePagePathData(stored: unknown): PagePathData {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {}
  const map: PagePathData = {}
  for (const [path, value] of Object.entries(stored)) {
    if (Object.keys(map).length >= PAGE_PATH_DATA_LIMIT) break
    const chain = z.safeParse(storedChain, value)
    if (chain.success && chain.data[0] === path) map[path] = chain.data
  }
  return map
}
