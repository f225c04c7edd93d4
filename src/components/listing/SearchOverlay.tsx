import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useSelector } from '../app/use-selector'
import { useMemo } from 'react'
import {
  Autocomplete,
  Dialog,
  Heading,
  Input,
  Label,
  Menu,
  MenuItem,
  Modal,
  ModalOverlay,
  SearchField,
  Text,
} from 'react-aria-components'
import { fromPromise } from 'xstate'
import { isLocale, localePrefix } from '@common/market'
import { productIndexName } from '@common/search-indices'
import { Button } from '../ui/Button'
import { imageUrl } from '../../services/images'
import {
  PRODUCT_HIT_ATTRIBUTES,
  productHitSchema,
  productPath,
  withQueryID,
  type ProductHit,
} from '../../services/search/types'
import { useSearchClient } from '../../services/search/use-search-client'
import { formatPrice } from './format'
import { searchOverlayMachine, type Suggestions } from '../../machines/search/search-overlay.machine'
import { useListingTracking } from './useListingTracking'
import * as styles from './SearchOverlay.css'

const SUGGESTION_COUNT = 6
const SEE_ALL = '__see-all'

interface SearchOverlayProps {
  isOpen: boolean
  onClose: () => void
}

/** The header's search: a dialog with a search field and the products that match as the shopper types. */
export function SearchOverlay({ isOpen, onClose }: SearchOverlayProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <SearchDialog onClose={onClose} />
      </Modal>
    </ModalOverlay>
  )
}

function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const client = useSearchClient()
  const locale = i18n.locale
  const prefix = isLocale(locale) ? localePrefix[locale] : ''
  const machine = useMemo(
    () =>
      searchOverlayMachine.provide({
        actors: {
          fetchSuggestions: fromPromise<Suggestions, { query: string }>(async ({ input, signal }) => {
            const [result] = await client.search(
              [
                {
                  indexName: productIndexName(locale),
                  params: {
                    query: input.query,
                    hitsPerPage: SUGGESTION_COUNT,
                    attributesToRetrieve: PRODUCT_HIT_ATTRIBUTES,
                    clickAnalytics: true,
                  },
                },
              ],
              signal,
            )
            const hits = (result?.hits ?? []).flatMap((hit) => {
              const parsed = productHitSchema.safeParse(hit)
              return parsed.success ? [parsed.data] : []
            })
            return { query: input.query, hits, nbHits: result?.nbHits ?? 0, queryID: result?.queryID }
          }),
        },
      }),
    [client, locale],
  )
  const actor = useActorRef(machine)
  const value = useSelector(actor, (state) => state.context.value)
  const suggestions = useSelector(actor, (state) => state.context.suggestions)
  const failed = useSelector(actor, (state) => state.context.failed)
  const searching = useSelector(actor, (state) => state.matches('searching') || state.matches('debouncing'))
  const hits = (suggestions?.hits ?? []) as ProductHit[]
  const trimmed = value.trim()
  const tracking = useListingTracking('search-overlay')

  const goTo = (href: string) => {
    onClose()
    void router.navigate({ href })
  }
  const searchPath = (query: string) => `${prefix ? `/${prefix}` : ''}/search?q=${encodeURIComponent(query)}`

  return (
    <Dialog className={styles.dialog} aria-labelledby="search-overlay-heading">
      <div className={styles.header}>
        <Heading slot="title" id="search-overlay-heading" className={styles.heading}>
          {t`Search`}
        </Heading>
        <Button variant="quiet" onPress={onClose} aria-label={t`Close search`}>
          ×
        </Button>
      </div>
      <Autocomplete
        disableAutoFocusFirst
        inputValue={value}
        onInputChange={(next) => actor.send({ type: 'typed', value: next })}
      >
        <SearchField
          className={styles.field}
          // The dialog exists to type a query: the field takes focus when it opens.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onSubmit={(query) => query.trim() && goTo(searchPath(query.trim()))}
          onClear={() => actor.send({ type: 'cleared' })}
        >
          <Label>{t`Search products`}</Label>
          <Input className={styles.input} placeholder={t`What are you looking for?`} />
        </SearchField>
        <p className={styles.muted} role="status" aria-live="polite">
          {failed
            ? t`Search is not available right now. Please try again.`
            : searching
              ? t`Searching…`
              : suggestions && trimmed
                ? suggestions.nbHits === 0
                  ? t`No products match “${trimmed}”.`
                  : t`${plural(suggestions.nbHits, { one: '# product found', other: '# products found' })}`
                : ''}
        </p>
        <Menu
          className={styles.list}
          aria-label={t`Suggestions`}
          onAction={(key) => {
            if (key === SEE_ALL) return goTo(searchPath(suggestions?.query ?? trimmed))
            const position = hits.findIndex((candidate) => candidate.objectID === key) + 1
            const hit = hits[position - 1]
            if (!hit) return
            tracking.selected(hit, position, productIndexName(locale), suggestions?.queryID)
            goTo(withQueryID(productPath(hit, prefix), suggestions?.queryID))
          }}
          renderEmptyState={() => null}
        >
          {hits.map((hit) => (
            <MenuItem key={hit.objectID} id={hit.objectID} textValue={hit.name} className={styles.item}>
              <img
                className={styles.thumb}
                src={imageUrl(hit.image?.url, { width: 128, aspectRatio: '1:1' })}
                width={56}
                height={56}
                alt=""
              />
              <span className={styles.itemText}>
                <Text slot="label">{hit.name}</Text>
                <Text slot="description" className={styles.muted}>
                  {formatPrice(hit.price, hit.currency, locale)}
                </Text>
              </span>
            </MenuItem>
          ))}
          {suggestions && suggestions.nbHits > 0 ? (
            <MenuItem id={SEE_ALL} textValue={t`See all results`} className={`${styles.item} ${styles.seeAll}`}>
              {t`See all ${suggestions.nbHits} results for “${suggestions.query}”`}
            </MenuItem>
          ) : null}
        </Menu>
      </Autocomplete>
    </Dialog>
  )
}
