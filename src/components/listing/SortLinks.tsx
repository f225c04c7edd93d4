import { useLingui } from '@lingui/react/macro'
import { SORT_KEYS, type SortKey } from '@common/search-indices'
import type { ListingSearch } from '../../services/search/listing'
import { RouterAnchor } from '../ui/RouterAnchor'
import { sortLabels } from './facet-labels'
import * as styles from './ListingView.css'

/** The listing's orders as links (the phone's sort sheet, and the phone's sidebar before the code has started). */
export function SortLinks({
  search,
  hrefFor,
  onSort,
}: {
  search: ListingSearch
  hrefFor: (search: ListingSearch) => string
  onSort?: (sort: SortKey | undefined) => void
}) {
  const { i18n } = useLingui()
  return (
    <ul className={styles.facetList}>
      {([undefined, ...SORT_KEYS] as const).map((key) => (
        <li key={key ?? 'relevance'}>
          <RouterAnchor
            className={styles.facetLink}
            to={hrefFor({ ...search, sort: key, page: undefined })}
            resetScroll={false}
            aria-current={search.sort === key ? 'true' : undefined}
            onClick={() => onSort?.(key)}
          >
            {i18n._(sortLabels[key ?? 'relevance'])}
          </RouterAnchor>
        </li>
      ))}
    </ul>
  )
}
