import { queryOptions } from '@tanstack/react-query'
import { storeLocatorSchema } from '@common/store-locator'
import { LocateError, type Position } from '../machines/store-locator/store-locator.machine'
import type { ApiClient } from './api'

export interface StoreSearch {
  q?: string
  lat?: number
  lng?: number
}

export function storeLocatorQueryOptions(api: ApiClient, search: StoreSearch) {
  const params = new URLSearchParams()
  if (search.lat !== undefined && search.lng !== undefined) {
    params.set('lat', String(search.lat))
    params.set('lng', String(search.lng))
  } else if (search.q) params.set('q', search.q)
  const query = params.toString()
  return queryOptions({
    queryKey: ['store-locator', query],
    queryFn: () => api.get(`/api/stores${query ? `?${query}` : ''}`, storeLocatorSchema),
    staleTime: 5 * 60_000,
  })
}

/** About a kilometre: the position is rounded before it goes anywhere (the address bar, the API). */
const round = (value: number) => Math.round(value * 100) / 100

/** The browser's position, asked once; a refusal and a device that cannot tell fail differently. */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new LocateError('unavailable'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: round(coords.latitude), lng: round(coords.longitude) }),
      (error) => reject(new LocateError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    )
  })
}

const coordinate = (value: unknown, limit: number): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined
}

/** The search the address asks for: a position when both coordinates are sound, else the typed text (at most 60 characters). */
export function storeSearchOf(search: { q?: unknown; lat?: unknown; lng?: unknown }): StoreSearch {
  const lat = coordinate(search.lat, 90)
  const lng = coordinate(search.lng, 180)
  if (lat !== undefined && lng !== undefined) return { lat, lng }
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim().slice(0, 60) : ''
  return q ? { q } : {}
}
