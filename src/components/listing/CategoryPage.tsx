import { useLingui } from '@lingui/react/macro'
import { useRouterState, useSearch } from '@tanstack/react-router'
import { localePrefix, marketLocale } from '@common/market'
import { categoryFilter, categoryName, findCategory } from '@common/search-categories'
import type { ListingSearch } from '../../services/search/listing'
import { ListingView } from './ListingView'
import { useBreadcrumbTrail } from './PageBreadcrumbs'
import { RouterAnchor } from '../ui/RouterAnchor'
import * as styles from './ListingView.css'

/** A category, promotion or collection listing (spec 2.3): its breadcrumbs and products. */
export function CategoryPage() {
  const { t, i18n } = useLingui()
  const locale = marketLocale(i18n.locale)
  const prefix = localePrefix[locale]
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const search = useSearch({ strict: false }) as ListingSearch
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  if (prefix && segments[0] === prefix) segments.shift()
  const category = findCategory(segments)
  // Spec 2.1: the trail is the page's chain in the shopper's breadcrumb map.
  const breadcrumbs = useBreadcrumbTrail(
    `/${segments.join('/')}`,
    locale,
    category ? categoryName(category.node, locale) : undefined,
  )

  if (!category) return null

  const base = prefix ? `/${prefix}` : ''

  return (
    <ListingView
      key={category.key}
      heading={categoryName(category.node, locale)}
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
                    label={categoryName(child, locale)}
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
