// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useRouterState, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isLocale, localePrefix } from '@common/market'
import { categoryFilter, findCategory } from '@common/search-categories'
import { toPublicPath } from '../../locales/slugs'
import type { ListingSearch } from '../../services/search/listing'
import { useShopperStore } from '../app/shop'
import { ListingView, type Crumb } from './ListingView'
import { RouterAnchor } from '../ui/RouterAnchor'
import * as styles from './ListingView.css'

/** A category, promotion or collection listing (spec 2.3): its breadcrumbs and products. */
export function CategoryPage() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'cs-CZ'
  const prefix = localePrefix[locale]
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const search = useSearch({ strict: false }) as ListingSearch
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  if (prefix && segments[0] === prefix) segments.shift()
  const category = findCategory(segments)
  const [, updateShopper] = useShopperStore()
  const chainKey = category ? `${prefix}/${segments.join('/')}` : ''

  // Spec 2.1: every visited page path maps to its breadcrumb chain — the path, then its ancestors (public paths).
  useEffect(() => {
    if (!chainKey) return
    const parts = chainKey.split('/').filter(Boolean)
    const skip = prefix ? 1 : 0
    const chain = parts
      .slice(skip)
      .map((_, index) => toPublicPath(`/${parts.slice(0, skip + parts.length - skip - index).join('/')}`))
    const path = chain[0]
    if (!path) return
    updateShopper((state) =>
      JSON.stringify(state.pagePathData[path]) === JSON.stringify(chain)
        ? state
        : { ...state, pagePathData: { ...state.pagePathData, [path]: chain } },
    )
  }, [chainKey, prefix, updateShopper])

  if (!category) return null

  const base = prefix ? `/${prefix}` : ''
  const breadcrumbs: Crumb[] = [
    { label: t`Home`, to: base || '/' },
    ...category.trail.map((node, index) => ({
      label: node.name[locale],
      to: `${base}/${category.trail
        .slice(0, index + 1)
        .map((step) => step.segment)
        .join('/')}`,
    })),
  ]

  return (
    <ListingView
      key={category.key}
      heading={category.node.name[locale]}
      breadcrumbs={breadcrumbs}
      categoryFilter={categoryFilter(category)}
      search={search}
      listName={category.key}
      intro={
        category.node.children.length > 0 ? (
          <nav aria-label={t`Subcategories`}>
            <ul className={styles.chips}>
              {category.node.children.map((child) => (
                <li key={child.segment}>
                  <SubcategoryLink
                    to={`${base}/${[...segments, child.segment].join('/')}`}
                    label={child.name[locale]}
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : null
      }
    />
  )
}

function SubcategoryLink({ to, label }: { to: string; label: string }) {
  return (
    <RouterAnchor className={styles.chip} to={to}>
      {label}
    </RouterAnchor>
  )
}
