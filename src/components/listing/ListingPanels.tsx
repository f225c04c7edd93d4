import { Plural, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { SortKey } from '@common/search-indices'
import { sizeConventions, type SizeConvention } from '@common/sizes'
import { FACETS, type FacetParam, type ListingResult, type ListingSearch } from '../../services/search/listing'
import { useModalSlot } from '../app/use-modal-slot'
import { sizeGroupOfPath } from '../size-guide/size-chart'
import { SizeGuideTrigger } from '../size-guide/SizeGuideTrigger'
import { Button } from '../ui/Button'
import { SortLinks } from './SortLinks'
import { FacetGroup, Facets } from './Facets'
import type { ListingActor } from './listing-actor'
import * as styles from './ListingView.css'

export interface PanelsProps {
  actor: ListingActor
  panel: string
  result: ListingResult | undefined
  search: ListingSearch
  hrefFor: (search: ListingSearch) => string
  onFilter: (facet: FacetParam, value: string) => void
  sizeConvention: SizeConvention
  onConvention: (convention: SizeConvention) => void
  onSort: (sort: SortKey | undefined) => void
}

/** The filters dialog, the size modal and the mobile sort sheet: their open state is the listing machine's. */
export default function ListingPanels({
  actor,
  panel,
  result,
  search,
  hrefFor,
  onFilter,
  sizeConvention,
  onConvention,
  onSort,
}: PanelsProps) {
  const { t } = useLingui()
  const close = () => actor.send({ type: 'panel.close' })
  // Another dialog took the panel's place (spec 2.6): every panel closes, the size modal's filters too.
  const closeAll = () => {
    for (let i = 0; i < 2 && !actor.getSnapshot().matches({ panel: 'closed' }); i++) close()
  }
  const filtersOpen = useModalSlot('listingFilters', panel === 'filters', closeAll)
  const sizesOpen = useModalSlot('listingSizes', panel === 'sizes' || panel === 'sizesFromFilters', closeAll)
  const sortOpen = useModalSlot('listingSort', panel === 'sort', closeAll)
  const sizeGroup = useRouterState({ select: (state) => sizeGroupOfPath(state.location.pathname) })
  return (
    <>
      <ModalOverlay
        isOpen={filtersOpen}
        onOpenChange={(open) => !open && close()}
        isDismissable
        className={styles.overlay}
      >
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog} aria-labelledby="filters-title">
            <PanelHeader id="filters-title" title={t`Filters`} closeLabel={t`Close filters`} onClose={close} />
            <Button variant="secondary" onPress={() => actor.send({ type: 'sizes.open' })}>
              {t`Choose size (${sizeConvention})`}
            </Button>
            {result && (
              <Facets
                result={result}
                search={search}
                hrefFor={hrefFor}
                onFilter={onFilter}
                headingLevel={3}
                only={FACETS.filter((facet) => facet !== 'size')}
              />
            )}
            <ShowProducts result={result} onPress={close} />
          </Dialog>
        </Modal>
      </ModalOverlay>
      <ModalOverlay
        isOpen={sizesOpen}
        onOpenChange={(open) => !open && close()}
        isDismissable
        className={styles.centerOverlay}
      >
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} aria-labelledby="sizes-title">
            <PanelHeader id="sizes-title" title={t`Choose your size`} closeLabel={t`Close sizes`} onClose={close} />
            <div className={styles.conventions} role="group" aria-label={t`Size convention`}>
              {sizeConventions.map((convention) => (
                <Button
                  key={convention}
                  variant={convention === sizeConvention ? 'primary' : 'secondary'}
                  aria-pressed={convention === sizeConvention}
                  onPress={() => onConvention(convention)}
                >
                  {convention}
                </Button>
              ))}
            </div>
            <SizeGuideTrigger dialog="globalSizeGuide" group={sizeGroup}>
              {t`Size guide`}
            </SizeGuideTrigger>
            {result && result.facets.size.length > 0 ? (
              <FacetGroup
                facet="size"
                values={result.facets.size}
                search={search}
                hrefFor={hrefFor}
                onFilter={onFilter}
                headingLevel={3}
              />
            ) : (
              <p>{t`No sizes to choose from.`}</p>
            )}
            <ShowProducts result={result} onPress={close} />
          </Dialog>
        </Modal>
      </ModalOverlay>
      <ModalOverlay
        isOpen={sortOpen}
        onOpenChange={(open) => !open && close()}
        isDismissable
        className={styles.sheetOverlay}
      >
        <Modal className={styles.sheet}>
          <Dialog className={styles.dialog} aria-labelledby="sort-title">
            <PanelHeader id="sort-title" title={t`Sort by`} closeLabel={t`Close sorting`} onClose={close} />
            <SortLinks
              search={search}
              hrefFor={hrefFor}
              onSort={(key) => {
                onSort(key)
                close()
              }}
            />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  )
}

function PanelHeader({
  id,
  title,
  closeLabel,
  onClose,
}: {
  id: string
  title: string
  closeLabel: string
  onClose: () => void
}) {
  return (
    <div className={styles.dialogHeader}>
      <Heading slot="title" id={id} className={styles.dialogTitle}>
        {title}
      </Heading>
      <Button variant="quiet" onPress={onClose} aria-label={closeLabel}>
        ×
      </Button>
    </div>
  )
}

/** The button that closes a panel onto the results, with their count. */
function ShowProducts({ result, onPress }: { result: ListingResult | undefined; onPress: () => void }) {
  const { t } = useLingui()
  return (
    <Button variant="primary" onPress={onPress}>
      {result ? <Plural value={result.nbHits} one="Show # product" other="Show # products" /> : t`Show products`}
    </Button>
  )
}
