import { useLingui } from '@lingui/react/macro'
import { postalCodeText } from '@common/postal-codes'
import type { LocatedStore, Weekday } from '@common/store-locator'
import { Button } from '../ui/Button'
import { shownServices } from './store-head'
import { isCzechPublicHoliday, openState, pragueTime, weekOf } from './opening-hours'
import * as styles from './StoreLocator.css'

/** `11000` → `110 00`, as Czech postal codes are written. */

function weekdayName(day: Weekday, locale: string): string {
  const monday = Date.UTC(2024, 0, 1)
  const index = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(day)
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(monday + index * 86_400_000)
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

function useOpenNowText(store: LocatedStore, now: Date): { text: string; isOpen: boolean } {
  const { t } = useLingui()
  const state = openState(store.openingHours, now)
  if (state.open) {
    const closes = state.closes
    return { isOpen: true, text: t`Open now · closes at ${closes}` }
  }
  const opens = state.opens
  switch (state.reason) {
    case 'holiday':
      return { isOpen: false, text: t`Closed now · public holiday` }
    case 'beforeOpening':
      return { isOpen: false, text: t`Closed now · opens at ${opens}` }
    default:
      return { isOpen: false, text: t`Closed now` }
  }
}

/** One store of the list (spec 3.18): address, distance, open now, the week's hours with today marked, services. */
export function StoreCard({
  store,
  now,
  showTryAndBuy,
  isSelected,
  isMine,
  onChoose,
  cardRef,
}: {
  store: LocatedStore
  now: Date
  /** The market offers try and buy (`hasTryAndBuy`). */
  showTryAndBuy: boolean
  isSelected: boolean
  isMine: boolean
  onChoose: () => void
  cardRef?: (element: HTMLElement | null) => void
}) {
  const { t, i18n } = useLingui()
  const { weekday: today, date } = pragueTime(now)
  const holiday = isCzechPublicHoliday(date)
  const openNow = useOpenNowText(store, now)
  const headingId = `store-${store.key}`
  const name = store.name
  const distance =
    store.distanceKm === undefined
      ? null
      : new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
          store.distanceKm,
        )
  const services = shownServices(store.services, showTryAndBuy)
  return (
    <article
      ref={cardRef}
      id={`store-card-${store.key}`}
      className={styles.card}
      aria-labelledby={headingId}
      data-selected={isSelected || undefined}
      data-testid="store-card"
      tabIndex={-1}
    >
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.storeName}>
          {store.name}
        </h2>
        {distance && <span className={styles.distance}>{t`${distance} away`}</span>}
      </div>
      <address className={styles.address}>
        {store.address.streetName} {store.address.streetNumber}
        <br />
        {postalCodeText(store.address.postalCode, store.address.country)} {store.address.city}
        <br />
        <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
      </address>
      <p className={openNow.isOpen ? styles.open : styles.closed}>{openNow.text}</p>
      <table className={styles.hours}>
        <caption className={styles.visuallyHidden}>{t`Opening hours of ${name}`}</caption>
        <tbody>
          {weekOf(store.openingHours).map(({ day, hours }) => {
            const isToday = day === today
            return (
              <tr key={day} className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined}>
                <th scope="row">
                  {weekdayName(day, i18n.locale)}
                  {isToday && ` (${t`today`})`}
                </th>
                <td>
                  {isToday && holiday ? t`Closed (public holiday)` : hours ? `${hours.open}–${hours.close}` : t`Closed`}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <ul className={styles.services} aria-label={t`Services`}>
        {services.map((service) => (
          <li key={service} className={styles.service}>
            {service === 'clickAndCollect' ? t`Click and collect` : t`Try and buy`}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant={isMine ? 'secondary' : 'primary'} onPress={onChoose}>
          {isMine ? (
            <>
              <span aria-hidden="true">✓ </span>
              {t`Your store`}
            </>
          ) : (
            t`Choose as my store`
          )}
        </Button>
      </div>
    </article>
  )
}
