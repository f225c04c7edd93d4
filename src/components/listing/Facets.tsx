import { useShopServices } from '../app/shop'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  FACETS,
  toggleRefinement,
  type FacetParam,
  type FacetValue,
  type ListingResult,
  type ListingSearch,
} from '../../services/search/listing'
import { RouterAnchor } from '../ui/RouterAnchor'
import { facetTitles, facetValueLabel } from './facet-labels'
import * as styles from './ListingView.css'

interface FacetsProps {
  result: ListingResult
  search: ListingSearch
  hrefFor: (search: ListingSearch) => string
  onFilter: (facet: FacetParam, value: string) => void
  headingLevel: 2 | 3
  only?: readonly FacetParam[]
}

/** The facets of a listing with their counts, each value a link that toggles it (spec 2.7, 7.4). */
export function Facets({ result, search, hrefFor, onFilter, headingLevel, only = FACETS }: FacetsProps) {
  return (
    <>
      {only.map((facet) =>
        result.facets[facet].length ? (
          <FacetGroup
            key={facet}
            facet={facet}
            values={result.facets[facet]}
            search={search}
            hrefFor={hrefFor}
            onFilter={onFilter}
            headingLevel={headingLevel}
          />
        ) : null,
      )}
    </>
  )
}

export function FacetGroup({
  facet,
  values,
  search,
  hrefFor,
  onFilter,
  headingLevel,
}: {
  facet: FacetParam
  values: FacetValue[]
  search: ListingSearch
  hrefFor: (search: ListingSearch) => string
  onFilter: (facet: FacetParam, value: string) => void
  headingLevel: 2 | 3
}) {
  const { t, i18n } = useLingui()
  const { currency } = useShopServices().sales
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  const id = `facet-${facet}-${headingLevel}`
  return (
    <section className={styles.facet} aria-labelledby={id} data-facet={facet}>
      <Title id={id} className={styles.facetTitle}>
        {i18n._(facetTitles[facet])}
      </Title>
      <ul className={facet === 'size' ? styles.sizeGrid : styles.facetList}>
        {values.map(({ value, count, isRefined }) => {
          const label = facetValueLabel(i18n, facet, value, currency)
          return (
            <li key={value}>
              <RouterAnchor
                className={facet === 'size' ? styles.sizeLink : styles.facetLink}
                to={hrefFor(toggleRefinement(search, facet, value))}
                resetScroll={false}
                aria-current={isRefined ? 'true' : undefined}
                aria-label={
                  isRefined
                    ? t`${label}, selected, ${plural(count, { one: '# product', other: '# products' })}`
                    : t`${label}, ${plural(count, { one: '# product', other: '# products' })}`
                }
                onClick={() => {
                  if (!isRefined) onFilter(facet, value)
                }}
                data-count={count}
              >
                <span>{label}</span>
                {facet !== 'size' && <span className={styles.facetCount}>{count}</span>}
              </RouterAnchor>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
