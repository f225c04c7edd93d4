import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '../app/use-selector'
import type { ActorRefFrom } from 'xstate'
import {
  selectSelectedSku,
  selectStorePickerOpen,
  type productPageMachine,
} from '../../machines/product/product-page.machine'
import { storesAvailabilityQueryOptions } from '../../services/catalog/product'
import type { ProductView, StoreAvailability as Store } from '@common/product-schema'
import { storeKeyOf } from '../app/chosen-store'
import { useShopServices, useShopperState } from '../app/shop'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { useModalSlot } from '../app/use-modal-slot'
import * as styles from './StoreAvailability.css'

type Actor = ActorRefFrom<typeof productPageMachine>

/** Click-and-collect availability of the selected size in the shopper's store, and the store picker (spec 2.7, 3.18). */
export function StoreAvailability({ product, actor }: { product: ProductView; actor: Actor }) {
  const { t } = useLingui()
  const { api } = useShopServices()
  const { storeData } = useShopperState()
  const storeKey = storeKeyOf(storeData)
  const sku = useSelector(actor, selectSelectedSku)
  const pickerOpen = useModalSlot('storePicker', useSelector(actor, selectStorePickerOpen), () =>
    actor.send({ type: 'product.storePicker.closed' }),
  )
  const querySku = sku ?? product.variants[0]?.sku ?? ''
  const { data, isError } = useQuery({
    ...storesAvailabilityQueryOptions(api, querySku),
    enabled: Boolean(querySku) && (pickerOpen || (Boolean(storeKey) && Boolean(sku))),
  })
  const store = data?.stores.find((candidate) => candidate.key === storeKey)

  return (
    <section className={styles.box} aria-labelledby="click-and-collect">
      <h2 id="click-and-collect" className={styles.title}>
        {t`Click and collect`}
      </h2>
      <p className={styles.text} data-testid="store-availability">
        {!storeKey ? (
          t`Choose a store to see if it has this product.`
        ) : !sku ? (
          t`Select a size to see availability in your store.`
        ) : store ? (
          store.isOnStock ? (
            <span className={styles.inStock}>{t`Available for pickup in ${store.name}`}</span>
          ) : (
            <span className={styles.outOfStock}>{t`Not available in ${store.name}`}</span>
          )
        ) : null}
      </p>
      <Button variant="secondary" onPress={() => actor.send({ type: 'product.storePicker.opened' })}>
        {storeKey ? t`Change store` : t`Choose a store`}
      </Button>
      <Modal
        isOpen={pickerOpen}
        onDismiss={() => actor.send({ type: 'product.storePicker.closed' })}
        title={t`Choose a store`}
        closeLabel={t`Close`}
      >
        {!sku && <p className={styles.text}>{t`Select a size to see availability in stores.`}</p>}
        {isError && <p className={styles.text}>{t`Stores could not be loaded. Please try again.`}</p>}
        {data && data.stores.length === 0 && <p className={styles.text}>{t`No stores found`}</p>}
        {data && (
          <ul className={styles.list} aria-label={t`Stores`}>
            {data.stores.map((candidate) => (
              <StoreRow
                key={candidate.key}
                store={candidate}
                showStock={Boolean(sku)}
                selected={candidate.key === storeKey}
                actor={actor}
              />
            ))}
          </ul>
        )}
      </Modal>
    </section>
  )
}

function StoreRow({
  store,
  showStock,
  selected,
  actor,
}: {
  store: Store
  showStock: boolean
  selected: boolean
  actor: Actor
}) {
  const { t } = useLingui()
  const today = (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)[
    new Date().getDay()
  ]!
  const hours = store.openingHours[today]
  return (
    <li className={styles.store}>
      <div>
        <strong>{store.name}</strong>
        <p className={styles.hours}>
          {store.street}, {store.city}
        </p>
        <p className={styles.hours}>
          {hours ? (
            <Trans>
              Open today {hours.open}–{hours.close}
            </Trans>
          ) : (
            <Trans>Closed today</Trans>
          )}
        </p>
        {showStock && (
          <p className={store.isOnStock ? styles.inStock : styles.outOfStock}>
            {store.isOnStock ? t`In stock` : t`Not in stock`}
          </p>
        )}
      </div>
      <Button
        variant={selected ? 'primary' : 'secondary'}
        aria-label={t`Select store ${store.name}`}
        onPress={() => actor.send({ type: 'product.store.selected', storeKey: store.key })}
      >
        {selected ? t`Selected` : t`Select`}
      </Button>
    </li>
  )
}
