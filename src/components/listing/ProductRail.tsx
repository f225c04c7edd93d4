import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Locale } from '@common/market'
import type { SortKey } from '@common/search-indices'
import { productRailQueryOptions } from '../../services/search/listing'
import { useSearchClient } from '../../services/search/use-search-client'
import { RouterAnchor } from '../ui/RouterAnchor'
import { ProductCard } from './ProductCard'
import { useListingTracking } from './useListingTracking'
import * as styles from './HomePage.css'

interface ProductRailProps {
  /** Names the rail in the page (heading id) and in the analytics lists. */
  id: string
  title: string
  query: { filters?: string; sort?: SortKey; hitsPerPage?: number }
  locale: Locale
  /** Where 'see all' leads (a public path); without it, no such link. */
  seeAll?: string | undefined
}

/** A rail of products from the search index (the home page's, a content page's); nothing when it finds none. */
export function ProductRail({ id, title, query, locale, seeAll }: ProductRailProps) {
  const { t } = useLingui()
  const client = useSearchClient()
  const { data } = useQuery(productRailQueryOptions(client, { ...query, locale }))
  const tracking = useListingTracking(id)
  if (!data || data.hits.length === 0) return null
  const headingId = `rail-${id}`
  return (
    <section className={styles.rail} aria-labelledby={headingId}>
      <div className={styles.railHeader}>
        <h2 id={headingId} className={styles.railTitle}>
          {title}
        </h2>
        {seeAll && (
          <RouterAnchor className={styles.seeAll} to={seeAll}>
            {t`See all`}
          </RouterAnchor>
        )}
      </div>
      <ul className={styles.railList}>
        {data.hits.map((hit, index) => (
          <li key={hit.objectID} className={styles.railItem}>
            <ProductCard
              hit={hit}
              position={index + 1}
              sizes="(min-width: 1280px) 12vw, 45vw"
              queryID={data.queryID}
              onSelect={(selected, position) => tracking.selected(selected, position, data.indexName, data.queryID)}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
