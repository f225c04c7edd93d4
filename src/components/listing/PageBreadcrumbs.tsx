import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { Locale } from '@common/market'
import { categoryName, findCategory } from '@common/search-categories'
import { breadcrumbChain, withPagePath } from '../../machines/shopper/page-path-data'
import { toInternalPath } from '@common/slugs'
import { unlocalizedPath } from '../../services/navigation-links'
import { useShopperStore } from '../app/shop'
import { trailName } from '../content/trail-names'
import { RouterAnchor } from '../ui/RouterAnchor'
import type { Crumb } from './ListingView'
import * as styles from './ListingView.css'

const sameChain = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((path, index) => path === b[index])

/**
 * A page's breadcrumbs, home first, from its chain in the shopper's breadcrumb map (spec 2.1, 3.19):
 * `internalPath` is the page's path in English slugs without the locale prefix, `current` names the
 * page itself. The server and the first render build the chain with the map's own builder, so the
 * hydrated page shows what the server sent; a page the map lacks (or holds differently) is put in it.
 */
export function useBreadcrumbTrail(internalPath: string, locale: Locale, current?: string): Crumb[] {
  const { t, i18n } = useLingui()
  const [state, update] = useShopperStore()
  const own = breadcrumbChain(internalPath, locale)
  const held = state.pagePathData[own[0]!]
  const ownKey = own.join('\n')
  const known = sameChain(held, own)
  // Runs again whenever the held map changes, the stored one read back after hydration included.
  useEffect(() => {
    if (!known)
      update((shopper) => ({ ...shopper, pagePathData: withPagePath(shopper.pagePathData, ownKey.split('\n')) }))
  }, [known, ownKey, update, state.pagePathData])
  const chain = held ?? own
  return [...chain].reverse().map((step, index, steps) => {
    const segments = unlocalizedPath(step).split('/').filter(Boolean)
    const category = findCategory(segments)
    const label =
      segments.length === 0
        ? t`Home`
        : index === steps.length - 1 && current !== undefined
          ? current
          : category
            ? categoryName(category.node, locale)
            : trailName(segments.at(-1)!, (message) => i18n._(message))
    return { label, to: toInternalPath(step) }
  })
}

/** The breadcrumbs of a page whose own name ends them (a product below its department's listing). */
export function PageBreadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Breadcrumb`} className={styles.breadcrumbs}>
      <ol className={styles.breadcrumbList}>
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <RouterAnchor className={styles.crumbLink} to={crumb.to}>
              {crumb.label}
            </RouterAnchor>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  )
}
