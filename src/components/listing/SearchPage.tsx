import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState, useSearch } from '@tanstack/react-router'
import { Form, Input, Label, SearchField } from 'react-aria-components'
import { toPublicPath } from '@common/slugs'
import {
  isNoResult,
  listingQueryFromSearch,
  listingQueryOptions,
  type ListingSearch,
} from '../../services/search/listing'
import { useSearchClient } from '../../services/search/use-search-client'
import { Button } from '../ui/Button'
import { ListingView } from './ListingView'
import { SearchNoResults } from './SearchNoResults'
import * as overlay from './SearchOverlay.css'
import * as styles from './ListingView.css'

/** The search page (`/search?q=`, Czech `/vyhledat`): the form, then the results as a listing. */
export function SearchPage() {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const client = useSearchClient()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const search = useSearch({ strict: false }) as ListingSearch
  const query = search.q?.trim() ?? ''
  const listing = listingQueryFromSearch({ locale: i18n.locale, search })
  // The first page of the results, as the loader warmed it: a query without any product gets help instead.
  const { data } = useQuery({ ...listingQueryOptions(client, listing), enabled: query !== '' })
  const noResult = query !== '' && data !== undefined && isNoResult(data, listing)

  return (
    <div className={styles.page}>
      <Form
        role="search"
        method="get"
        action={toPublicPath(pathname)}
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault()
          const value = new FormData(event.currentTarget).get('q')
          const q = typeof value === 'string' ? value.trim() : ''
          void router.navigate({ href: pathname + router.options.stringifySearch(q ? { q } : {}) })
        }}
      >
        <SearchField name="q" defaultValue={query} key={query} className={overlay.field}>
          <Label>{t`Search products`}</Label>
          <Input className={overlay.input} />
        </SearchField>
        <Button type="submit" variant="primary">
          {t`Search`}
        </Button>
      </Form>
      {noResult ? (
        <SearchNoResults key={query} query={query} />
      ) : query ? (
        <ListingView key={query} heading={t`Results for “${query}”`} search={search} listName="search" />
      ) : (
        <h1 className={styles.heading}>{t`Search`}</h1>
      )}
    </div>
  )
}
