import { useLingui } from '@lingui/react/macro'
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo'
import type { LocatedStore } from '@common/store-locator'
import czechia from './czechia.json'
import { spreadPins } from './spread-pins'
import * as styles from './StoreLocator.css'

const WIDTH = 640
const HEIGHT = 380
const EXTENT: [[number, number], [number, number]] = [
  [12, 12],
  [WIDTH - 12, HEIGHT - 12],
]
const country = czechia as GeoPermissibleObjects

/**
 * Always the whole country: without map tiles, a closer view would be an empty plane. Stores a few kilometres
 * apart share a spot; the list beside the map is the page's way to tell them apart.
 */
const projection = geoMercator().fitExtent(EXTENT, country)
const outline = geoPath(projection)(country) ?? ''

/** A pin's width in the drawing's units at its widest (desktop): pins closer than this are set apart. */
const PIN_GAP = 24

const toPoint = (lat: number, lng: number) => {
  const [x, y] = projection([lng, lat]) ?? [0, 0]
  return { x, y }
}
const asPosition = ({ x, y }: { x: number; y: number }) => ({
  left: `${(x / WIDTH) * 100}%`,
  top: `${(y / HEIGHT) * 100}%`,
})

/**
 * The stores on an outline of the Czech Republic, drawn here from Natural Earth's borders (no map tiles
 * from anywhere). Supplementary to the list: each pin is a button that shows its store there.
 */
export function StoreMap({
  stores,
  selectedKey,
  origin,
  onSelect,
}: {
  stores: readonly LocatedStore[]
  selectedKey: string | null
  origin: { lat: number; lng: number } | null
  onSelect: (key: string) => void
}) {
  const { t } = useLingui()
  const originAt = origin && projection([origin.lng, origin.lat])
  const pins = spreadPins(
    stores.map((store) => toPoint(store.geo.lat, store.geo.lng)),
    PIN_GAP,
  )
  return (
    <section className={styles.mapSection} aria-labelledby="store-map-heading">
      <h2 id="store-map-heading" className={styles.visuallyHidden}>
        {t`Map of the stores`}
      </h2>
      <div className={styles.map}>
        <svg className={styles.mapSvg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
          <path className={styles.country} d={outline} />
          {originAt && <circle className={styles.origin} cx={originAt[0]} cy={originAt[1]} r={14} />}
        </svg>
        {stores.map((store, index) => {
          const name = store.name
          return (
            <button
              key={store.key}
              type="button"
              className={styles.pin}
              style={asPosition(pins[index]!)}
              aria-pressed={store.key === selectedKey}
              aria-label={t`Show ${name} in the list`}
              title={store.name}
              onClick={() => onSelect(store.key)}
            >
              <svg className={styles.pinIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  stroke="#fff"
                  strokeWidth="1.5"
                  d="M12 23s-7.5-8.2-7.5-13.5a7.5 7.5 0 0 1 15 0C19.5 14.8 12 23 12 23Z"
                />
                <circle cx="12" cy="9.5" r="2.8" fill="#fff" />
              </svg>
            </button>
          )
        })}
      </div>
      {origin && <p className={styles.mapNote}>{t`The blue circle marks the place searched.`}</p>}
    </section>
  )
}
