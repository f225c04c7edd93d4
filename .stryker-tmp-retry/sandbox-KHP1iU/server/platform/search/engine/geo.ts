// @ts-nocheck
import type { SearchRecord } from './record-store'

interface LatLng {
  lat: number
  lng: number
}

const EARTH_RADIUS_M = 6_371_000

/** Great-circle distance in metres. */
function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))))
}

export function parseLatLng(text: string): LatLng {
  const [lat, lng] = text.split(',').map((part) => Number(part.trim()))
  return { lat: lat ?? 0, lng: lng ?? 0 }
}

/** `_geoloc` may be one point or several; the nearest one counts, as in Algolia. */
export function nearestGeoloc(record: SearchRecord, from: LatLng): { point: LatLng; distance: number } | undefined {
  const raw = record._geoloc
  const points = (Array.isArray(raw) ? raw : [raw]).filter(isLatLng)
  let best: { point: LatLng; distance: number } | undefined
  for (const point of points) {
    const distance = distanceMeters(from, point)
    if (!best || distance < best.distance) best = { point, distance }
  }
  return best
}

export function insideBoxes(record: SearchRecord, boxes: readonly (readonly number[])[]): boolean {
  const raw = record._geoloc
  const points = (Array.isArray(raw) ? raw : [raw]).filter(isLatLng)
  return points.some((point) =>
    boxes.some(([lat1 = 0, lng1 = 0, lat2 = 0, lng2 = 0]) => {
      const [south, north] = lat1 < lat2 ? [lat1, lat2] : [lat2, lat1]
      const [west, east] = lng1 < lng2 ? [lng1, lng2] : [lng2, lng1]
      return point.lat >= south && point.lat <= north && point.lng >= west && point.lng <= east
    }),
  )
}

function isLatLng(value: unknown): value is LatLng {
  if (typeof value !== 'object' || value === null) return false
  const { lat, lng } = value as Record<string, unknown>
  return typeof lat === 'number' && typeof lng === 'number'
}
