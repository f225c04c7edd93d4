import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useProvidedActorRef } from '../app/use-provided-actor-ref'
import { fromPromise } from 'xstate'
import { useEffect, useMemo, useRef, useSyncExternalStore, type FormEvent } from 'react'
import type { LocatedStore } from '@common/store-locator'
import {
  selectLocateFailure,
  selectLocating,
  selectSelectedStore,
  storeLocatorMachine,
  type ChosenStore,
} from '../../machines/store-locator/store-locator.machine'
import { currentPosition, storeLocatorQueryOptions, type StoreSearch } from '../../services/store-locator'
import { storeDataOf, storeKeyOf } from '../app/chosen-store'
import { useShopServices, useShopperState } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { useSiteSettings } from '../layout/layout-context'
import { useLocaleParams } from '../layout/useLocaleParams'
import { Button } from '../ui/Button'
import { TextField } from '../ui/TextField'
import { useHydrated } from '../ui/useHydrated'
import { StoreCard } from './StoreCard'
import { StoreMap } from './StoreMap'
import * as styles from './StoreLocator.css'

const chosenOf = (store: LocatedStore): ChosenStore => ({
  key: store.key,
  name: store.name,
  address: {
    streetName: `${store.address.streetName} ${store.address.streetNumber}`,
    postalCode: store.address.postalCode,
    city: store.address.city,
    country: store.address.country,
  },
})

const locate = fromPromise(() => currentPosition())

function useSummary(search: StoreSearch, answer: ReturnType<typeof useAnswer>): string {
  const { t } = useLingui()
  const count = answer.stores.length
  const radius = answer.radiusKm
  if (!answer.placeFound)
    return t`No stores found: we do not know the town or postal code “${search.q}”. Try another one.`
  if (count === 0) return t`No stores found within ${radius} km. Try another town or postal code.`
  if (!answer.origin) return t`All our stores (${count}), by town.`
  if (answer.origin.label === null) return t`Stores within ${radius} km of your location, nearest first: ${count}.`
  const place = answer.origin.label
  return t`Stores within ${radius} km of ${place}, nearest first: ${count}.`
}

const everyMinute = (tick: () => void) => {
  const timer = setInterval(tick, 15_000)
  return () => clearInterval(timer)
}
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000

/** The time "open now" is told for: the server's while the page hydrates, then the shopper's, to the minute. */
function useClock(renderedAt: number): Date {
  const minute = useSyncExternalStore(everyMinute, thisMinute, () => renderedAt)
  return useMemo(() => new Date(minute), [minute])
}

function useAnswer(search: StoreSearch) {
  const { api } = useShopServices()
  return useSuspenseQuery(storeLocatorQueryOptions(api, search)).data
}

/**
 * `/store-locator` (spec 1.1, 2.7 "Other screens", 3.18): the stores, found by a town or postal code
 * (a plain GET form, so it works before scripts) or by the shopper's position, nearest first; the list
 * is the page, the map beside it shows the same stores.
 */
export function StoreLocatorPage({ search, renderedAt }: { search: StoreSearch; renderedAt: number }) {
  const { t } = useLingui()
  const answer = useAnswer(search)
  const summary = useSummary(search, answer)
  const navigate = useNavigate()
  const localeParams = useLocaleParams()
  const hydrated = useHydrated()
  const { hasTryAndBuy } = useSiteSettings().marketFeatures
  const { storeData, setStoreData } = useShopperState()
  const myStore = storeKeyOf(storeData)
  const actor = useProvidedActorRef(() => storeLocatorMachine.provide({ actors: { locate } }))
  const locating = useSelector(actor, selectLocating)
  const failure = useSelector(actor, selectLocateFailure)
  const selectedKey = useSelector(actor, selectSelectedStore)
  const cards = useRef(new Map<string, HTMLElement>())
  const now = useClock(renderedAt)

  useEffect(() => {
    const subscriptions = [
      actor.on('storeLocator.located', ({ lat, lng }) => {
        void navigate({ to: '/{-$locale}/store-locator', params: localeParams, search: { lat, lng } })
      }),
      actor.on('storeLocator.storeChosen', ({ store }) => {
        setStoreData(storeDataOf(store))
        const name = store.name
        void import('@react-aria/live-announcer').then(({ announce }) =>
          announce(t`${name} is now your store for click and collect.`, 'polite'),
        )
      }),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, navigate, localeParams, setStoreData, t])

  const select = (key: string) => {
    actor.send({ type: 'storeLocator.store.selected', key })
    const card = cards.current.get(key)
    card?.scrollIntoView({ block: 'start', behavior: 'smooth' })
    card?.focus({ preventScroll: true })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    void navigate({ to: '/{-$locale}/store-locator', params: localeParams, search: q ? { q } : {} })
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t`Stores`}</h1>
      <p className={styles.text}>
        {t`Find a Kestrel store near you: see its opening hours and services, and choose it for click and collect.`}
      </p>
      {/* A plain GET form: without scripts the browser asks for ?q= and the server answers the list. */}
      <form method="get" role="search" className={styles.search} onSubmit={submit}>
        <div className={styles.searchField}>
          <TextField label={t`Town or postal code`} name="q" defaultValue={search.q ?? ''} maxLength={60} />
        </div>
        <Button type="submit">{t`Find stores`}</Button>
        {hydrated && (
          <Button
            variant="secondary"
            isPending={locating}
            onPress={() => actor.send({ type: 'storeLocator.position.requested' })}
          >
            {t`Use my location`}
          </Button>
        )}
      </form>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure === 'denied'
            ? t`Your browser did not share your location. Type a town or postal code instead.`
            : t`Your location could not be found. Type a town or postal code instead.`}
        </p>
      )}
      <p className={styles.status} role="status">
        {summary}
      </p>
      <div className={styles.layout}>
        {answer.stores.length > 0 && (
          <ul className={styles.list} aria-label={t`Stores`}>
            {answer.stores.map((store) => (
              <li key={store.key}>
                <StoreCard
                  store={store}
                  now={now}
                  showTryAndBuy={hasTryAndBuy}
                  isSelected={store.key === selectedKey}
                  isMine={hydrated && store.key === myStore}
                  onChoose={() => actor.send({ type: 'storeLocator.store.chosen', store: chosenOf(store) })}
                  cardRef={(element) => {
                    if (element) cards.current.set(store.key, element)
                    else cards.current.delete(store.key)
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {answer.stores.length > 0 && (
          <StoreMap stores={answer.stores} selectedKey={selectedKey} origin={answer.origin} onSelect={select} />
        )}
      </div>
    </div>
  )
}
