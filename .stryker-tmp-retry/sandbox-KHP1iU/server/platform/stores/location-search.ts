// @ts-nocheck
import { foldText } from '../addresses/regions'
import { distanceKm, type Point } from './distance'

interface Locatable {
  name: string
  address: { postalCode: string; city: string; streetName: string }
  geo: Point
}

interface LocationQuery {
  near?: Point
  radiusKm: number
  /** A city or postal code as typed. */
  text?: string
  limit: number
}

type WithDistance<T> = T & { distanceKm?: number }

/**
 * Nearest first when a point is given (only those within the radius), otherwise by city and
 * name; text narrows to places whose city starts with it or whose postal code starts with its digits.
 */
export function searchLocations<T extends Locatable>(
  items: readonly T[],
  query: LocationQuery,
): { total: number; results: WithDistance<T>[] } {
  let matches: WithDistance<T>[] = items.filter((item) => matchesText(item, query.text))
  if (query.near) {
    const near = query.near
    matches = matches
      .map((item) => ({ ...item, distanceKm: Math.round(distanceKm(near, item.geo) * 100) / 100 }))
      .filter((item) => item.distanceKm <= query.radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name, 'cs'))
  } else {
    matches = [...matches].sort(
      (a, b) => a.address.city.localeCompare(b.address.city, 'cs') || a.name.localeCompare(b.name, 'cs'),
    )
  }
  return { total: matches.length, results: matches.slice(0, query.limit) }
}

function matchesText(item: Locatable, text: string | undefined): boolean {
  if (!text) return true
  const digits = text.replace(/\s/g, '')
  if (/^\d+$/.test(digits)) return item.address.postalCode.replace(/\s/g, '').startsWith(digits)
  const key = foldText(text)
  return foldText(item.address.city).startsWith(key) || foldText(item.name).includes(key)
}
