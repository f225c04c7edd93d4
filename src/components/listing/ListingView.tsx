import { plural } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useSelector } from '../app/use-selector'
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react'
import { SORT_KEYS, type SortKey } from '@common/search-indices'
import { sizeConventions, type SizeConvention } from '@common/sizes'
import { useShopServices, useShopperState } from '../app/shop'
import { button } from '../ui/Button.css'
import { DialogLink } from '../ui/DialogLink'
import { SortLinks } from './SortLinks'
import {
  clearRefinements,
  facetAttribute,
  FACETS,
  HITS_PER_PAGE,
  listingQueryFromSearch,
  listingQueryOptions,
  refinementsOf,
  toggleRefinement,
  type FacetParam,
  type ListingResult,
  type ListingSearch,
} from '../../services/search/listing'
import { useSearchClient } from '../../services/search/use-search-client'
import { facetTitles, facetValueLabel, sortLabels } from './facet-labels'
import { useListingActor, type ListingActor } from './listing-actor'
import { ProductCard } from './ProductCard'
import { RouterAnchor } from '../ui/RouterAnchor'
import { useListingTracking, type ListingTracking } from './useListingTracking'
import * as styles from './ListingView.css'
import { Facets } from './Facets'
import { useOnceTrue } from '../ui/useOnceTrue'

const ListingPanels = lazy(() => import('./ListingPanels'))

/** The sidebar, and its orders: what the phone's filters and sort buttons show before the code has started. */
const SIDEBAR_ID = 'listing-filters'
const SORT_ID = 'listing-sort'
/** The product grid, which the sidebar shown in place closes onto. */
const RESULTS_ID = 'listing-results'
/** The sidebar's sizes (the heading of its size facet, `Facets`' id): what the sizes button shows before the code. */
const SIZES_ID = 'facet-size-2'

export interface Crumb {
  label: string
  /** Internal path (English slugs). */
  to: string
}

interface ListingViewProps {
  heading: string
  breadcrumbs?: readonly Crumb[]
  categoryFilter?: string | undefined
  search: ListingSearch
  /** The list's name in analytics (the category key, or `search`). */
  listName: string
  intro?: ReactNode
}

const isConvention = (value: string): value is SizeConvention => (sizeConventions as readonly string[]).includes(value)

/** A product listing: breadcrumbs, result count, facets, sort, current refinements, products and 'load more' (spec 2.7). */
export function ListingView({ heading, breadcrumbs = [], categoryFilter, search, listName, intro }: ListingViewProps) {
  const { t, i18n } = useLingui()
  const { currency } = useShopServices().sales
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const client = useSearchClient()
  const shopper = useShopperState()
  const sizeConvention: SizeConvention = isConvention(shopper.sizeConvention) ? shopper.sizeConvention : 'EU'
  const actor = useListingActor()
  const tracking = useListingTracking(listName)
  const restore = useSelector(actor, (state) => state.context.restore)
  const urlPage = search.page ?? 1
  const page = Math.max(urlPage, restore?.page ?? 0)

  const listing = listingQueryFromSearch({ locale: i18n.locale, search, categoryFilter, sizeConvention, page })
  const { data, isFetching, isError } = useQuery({
    ...listingQueryOptions(client, listing),
    placeholderData: keepPreviousData,
  })

  const hrefFor = (next: ListingSearch) => pathname + router.options.stringifySearch(withoutEmpty(next))
  const positionKey = pathname + router.options.stringifySearch(withoutEmpty({ ...search, page: undefined }))
  const containerRef = useRef<HTMLDivElement>(null)

  // The remembered position (spec 2.7): announce the visit, the pages loaded and the height on leaving.
  // Other facets or sort on the listing shown refine it: an open panel stays for the next pick.
  const shownListing = useRef<{ pathname: string; key: string } | null>(null)
  useEffect(() => {
    const shown = shownListing.current
    const refined = shown !== null && shown.pathname === pathname && shown.key !== positionKey
    shownListing.current = { pathname, key: positionKey }
    actor.send({ type: refined ? 'plp.refined' : 'plp.visited', path: positionKey, page: urlPage })
    const container = containerRef.current
    return () => {
      if (container?.isConnected)
        actor.send({
          type: 'container.measured',
          height: container.getBoundingClientRect().height,
          scrollY: window.scrollY,
        })
    }
    // The visit is the listing and its filters; page changes are loads within it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, positionKey])
  useEffect(() => {
    actor.send({ type: 'page.loaded', page })
  }, [actor, page])
  const showing = data && data.page === page && !isFetching
  useEffect(() => {
    if (!restore || !showing) return
    const target = restore.scrollY
    const apply = () => {
      if (target > 0 && Math.abs(window.scrollY - target) > 1) window.scrollTo({ top: target, behavior: 'instant' })
    }
    apply()
    // The router restores its own scroll position when it has rendered the navigation (its `onRendered`
    // event, which may come after this effect): apply the listing's position again right after it.
    const href = router.state.location.href
    const unsubscribe = router.subscribe('onRendered', (event) => {
      unsubscribe()
      if (event.toLocation.href === href) apply()
    })
    actor.send({ type: 'position.restored' })
  }, [actor, restore, showing, router])

  // view_item_list once per result set; load_item_list for the products a 'load more' added.
  const reported = useRef<{ key: string; count: number } | null>(null)
  const resultKey = data ? `${positionKey}|${data.queryID ?? ''}|${sizeConvention}` : ''
  const resultHits = data?.hits
  const resultIndex = data?.indexName
  useEffect(() => {
    if (!resultHits || !resultIndex) return
    const previous = reported.current
    if (previous && previous.key.split('|')[0] === positionKey && resultHits.length > previous.count) {
      tracking.loaded(resultHits.slice(previous.count), previous.count)
    } else if (!previous || previous.key !== resultKey) {
      tracking.viewed(resultHits, resultIndex)
    }
    reported.current = { key: resultKey, count: resultHits.length }
  }, [resultHits, resultIndex, resultKey, positionKey, tracking])

  const refinements = refinementsOf(search)
  const refined = FACETS.flatMap((facet) => (refinements[facet] ?? []).map((value) => ({ facet, value })))
  const onFilter = (facet: FacetParam, value: string) => {
    if (data) tracking.filtered(facetAttribute(facet, sizeConvention), value, data.indexName)
  }
  const panel = useSelector(actor, (state) => state.value.panel)
  // The filters dialog, the size modal and the sort sheet load when the shopper first opens one.
  const panelsNeeded = useOnceTrue(panel !== 'closed')
  const shown = data?.hits.length ?? 0

  return (
    <div className={styles.page}>
      {breadcrumbs.length > 0 && (
        <nav aria-label={t`Breadcrumb`} className={styles.breadcrumbs}>
          <ol className={styles.breadcrumbList}>
            {breadcrumbs.map((crumb, index) => (
              <li key={crumb.to}>
                {index === breadcrumbs.length - 1 ? (
                  <span aria-current="page">{crumb.label}</span>
                ) : (
                  <RouterAnchor className={styles.crumbLink} to={crumb.to}>
                    {crumb.label}
                  </RouterAnchor>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className={styles.heading}>{heading}</h1>
      {intro}
      <p className={styles.count} role="status" data-testid="result-count">
        {data ? (
          <Plural value={data.nbHits} one="# product" other="# products" />
        ) : isError ? (
          t`The products could not be loaded. Please try again.`
        ) : (
          t`Loading products…`
        )}
      </p>
      <div className={styles.layout}>
        <aside id={SIDEBAR_ID} className={styles.sidebar} aria-label={t`Filters`}>
          <section
            id={SORT_ID}
            className={`${styles.facet} ${styles.sidebarSort}`}
            aria-labelledby={`${SORT_ID}-title`}
          >
            <h2 id={`${SORT_ID}-title`} className={styles.facetTitle}>
              {t`Sort by`}
            </h2>
            <SortLinks search={search} hrefFor={hrefFor} />
          </section>
          {data && <Facets result={data} search={search} hrefFor={hrefFor} onFilter={onFilter} headingLevel={2} />}
          {/* On a phone the sidebar shown in place closes onto the results, as the filter panel does. */}
          {data && (
            <a href={`#${RESULTS_ID}`} className={`${button({ variant: 'primary' })} ${styles.mobileOnly}`}>
              <Plural value={data.nbHits} one="Show # product" other="Show # products" />
            </a>
          )}
        </aside>
        <div>
          <div className={styles.toolbar}>
            {/* Before the code has started the phone's filters and orders are the sidebar's links, shown in place. */}
            <DialogLink
              href={`#${SIDEBAR_ID}`}
              className={`${button({ variant: 'secondary' })} ${styles.mobileOnly}`}
              onOpen={() => actor.send({ type: 'filters.open' })}
            >
              {refined.length ? t`Filters (${refined.length})` : t`Filters`}
            </DialogLink>
            <DialogLink
              href={`#${SIZES_ID}`}
              className={button({ variant: 'secondary' })}
              onOpen={() => actor.send({ type: 'sizes.open' })}
            >
              {t`Size (${sizeConvention})`}
            </DialogLink>
            <DialogLink
              href={`#${SORT_ID}`}
              className={`${button({ variant: 'secondary' })} ${styles.mobileOnly}`}
              onOpen={() => actor.send({ type: 'sort.open' })}
            >
              {t`Sort by`}
            </DialogLink>
            <SortSelect
              value={search.sort}
              onChange={(sort) => {
                tracking.sorted(sort ?? 'relevance')
                void router.navigate({ href: hrefFor({ ...search, sort, page: undefined }), resetScroll: false })
              }}
            />
          </div>
          {refined.length > 0 && (
            <section aria-label={t`Current filters`}>
              <ul className={styles.chips}>
                {refined.map(({ facet, value }) => (
                  <li key={`${facet}:${value}`}>
                    <RouterAnchor
                      className={styles.chip}
                      to={hrefFor(toggleRefinement(search, facet, value))}
                      resetScroll={false}
                    >
                      <span>
                        {i18n._(facetTitles[facet])}: {facetValueLabel(i18n, facet, value, currency)}
                      </span>
                      <span aria-hidden="true">×</span>
                      <span className={styles.srOnly}>{t`Remove filter`}</span>
                    </RouterAnchor>
                  </li>
                ))}
                <li>
                  <RouterAnchor className={styles.chip} to={hrefFor(clearRefinements(search))} resetScroll={false}>
                    {t`Clear all`}
                  </RouterAnchor>
                </li>
              </ul>
            </section>
          )}
          <div
            ref={containerRef}
            style={restore && !showing ? { minHeight: `${restore.height}px` } : undefined}
            id={RESULTS_ID}
            className={styles.results}
            aria-busy={isFetching}
            data-testid="listing-results"
          >
            {data && data.hits.length === 0 && <p className={styles.empty}>{t`No products match your selection.`}</p>}
            {data && <ProductGrid result={data} tracking={tracking} actor={actor} containerRef={containerRef} />}
          </div>
          {data?.hasMore && shown > 0 && (
            <div className={styles.more}>
              <p className={styles.count}>
                {t`You've seen ${shown} of ${plural(data.nbHits, { one: '# product', other: '# products' })}`}
              </p>
              <RouterAnchor
                className={styles.moreLink}
                to={hrefFor({ ...search, page: page + 1 })}
                replace
                resetScroll={false}
                aria-disabled={isFetching || undefined}
              >
                {isFetching ? t`Loading…` : t`Load more`}
              </RouterAnchor>
            </div>
          )}
        </div>
      </div>
      {panelsNeeded && (
        <Suspense fallback={null}>
          <ListingPanels
            actor={actor}
            panel={panel}
            result={data}
            search={search}
            hrefFor={hrefFor}
            onFilter={onFilter}
            sizeConvention={sizeConvention}
            onConvention={(convention) => {
              shopper.setSizeConvention(convention)
              if (search.size)
                void router.navigate({
                  href: hrefFor({ ...search, size: undefined, page: undefined }),
                  replace: true,
                  resetScroll: false,
                })
            }}
            onSort={(sort) => tracking.sorted(sort ?? 'relevance')}
          />
        </Suspense>
      )}
    </div>
  )
}

function withoutEmpty(search: ListingSearch): Record<string, unknown> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== ''))
}

function ProductGrid({
  result,
  tracking,
  actor,
  containerRef,
}: {
  result: ListingResult
  tracking: ListingTracking
  actor: ListingActor
  containerRef: React.RefObject<HTMLDivElement | null>
}) {
  return (
    <ul className={styles.grid} data-testid="product-grid">
      {result.hits.map((hit, index) => (
        <li key={hit.objectID} data-page={Math.floor(index / HITS_PER_PAGE) + 1}>
          <ProductCard
            hit={hit}
            position={index + 1}
            priority={index < 4}
            headingLevel={2}
            queryID={result.queryID}
            onSelect={(selected, position) => {
              tracking.selected(selected, position, result.indexName, result.queryID)
              const container = containerRef.current
              if (container)
                actor.send({
                  type: 'container.measured',
                  height: container.getBoundingClientRect().height,
                  scrollY: window.scrollY,
                })
            }}
          />
        </li>
      ))}
    </ul>
  )
}

function SortSelect({
  value,
  onChange,
}: {
  value: SortKey | undefined
  onChange: (sort: SortKey | undefined) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <label className={`${styles.desktopOnly} ${styles.sortField}`}>
      <span>{t`Sort by`}</span>
      <select
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(SORT_KEYS.find((key) => key === event.target.value))}
      >
        <option value="">{i18n._(sortLabels.relevance)}</option>
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {i18n._(sortLabels[key])}
          </option>
        ))}
      </select>
    </label>
  )
}
