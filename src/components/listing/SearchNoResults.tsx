import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { type Locale, marketLocale } from '@common/market'
import { routerHref } from '../../services/navigation-links'
import { noResultsQueryOptions } from '../../services/search/no-results'
import { useSearchClient } from '../../services/search/use-search-client'
import { RouterAnchor } from '../ui/RouterAnchor'
import { ProductCard } from './ProductCard'
import { useListingTracking } from './useListingTracking'
import * as listing from './ListingView.css'
import * as styles from './SearchNoResults.css'

/**
 * A search that found nothing: the query stays in the search field above; below it a correction
 * from the catalog's vocabulary that finds products, the most listed categories and best sellers.
 */
export function SearchNoResults({ query }: { query: string }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const client = useSearchClient()
  const locale: Locale = marketLocale(i18n.locale)
  const { data, isError } = useQuery(noResultsQueryOptions(client, locale, query))
  const tracking = useListingTracking('search-no-results')
  const suggestion = data?.suggestion
  const correction = suggestion?.query ?? ''

  return (
    <section className={styles.section} aria-labelledby="no-results-heading">
      <h1 id="no-results-heading" className={listing.heading}>
        {t`No results for “${query}”`}
      </h1>
      <p className={listing.count} role="status" data-testid="result-count">
        {t`We found no products for “${query}”. Check the spelling, try a more general word or choose a category.`}
      </p>
      {suggestion && (
        <p className={styles.suggestion}>
          <Trans>
            Did you mean{' '}
            <RouterAnchor
              className={styles.suggestionLink}
              to={pathname + router.options.stringifySearch({ q: correction })}
            >
              {correction}
            </RouterAnchor>
            ?
          </Trans>{' '}
          <span className={styles.categoryCount}>
            (<Plural value={suggestion.nbHits} one="# product" other="# products" />)
          </span>
        </p>
      )}
      {isError && <p className={listing.count}>{t`The products could not be loaded. Please try again.`}</p>}
      {data && data.categories.length > 0 && (
        <nav aria-labelledby="popular-categories" className={styles.section}>
          <h2 id="popular-categories" className={styles.subheading}>
            {t`Popular categories`}
          </h2>
          <ul className={styles.categories}>
            {data.categories.map((category) => (
              <li key={category.path}>
                <RouterAnchor className={styles.category} to={routerHref(category.path, locale)}>
                  {category.label}
                  <span className={styles.categoryCount}>
                    (<Plural value={category.count} one="# product" other="# products" />)
                  </span>
                </RouterAnchor>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data && data.products.length > 0 && (
        <section aria-labelledby="popular-products" className={styles.section}>
          <h2 id="popular-products" className={styles.subheading}>
            {t`Popular products`}
          </h2>
          <ul className={listing.grid}>
            {data.products.map((hit, index) => (
              <li key={hit.objectID}>
                <ProductCard
                  hit={hit}
                  position={index + 1}
                  headingLevel={3}
                  onSelect={(selected, position) =>
                    tracking.selected(selected, position, data.productsIndex, data.productsQueryID)
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}
