import { describe, expect, it } from 'vitest'
import type { Locale } from '@common/market'
import {
  buildPagePathData,
  PAGE_PATH_DATA_LIMIT,
  withBuiltPagePathData,
  withPagePath,
} from '../../machines/shopper/page-path-data'
import { SHOPPER_STORAGE_KEY } from '../../services/shopper-storage'
import { createShopperStore } from './shopper-store'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const rebuild = (locale: Locale) => (state: ReturnType<ReturnType<typeof createShopperStore>['getSnapshot']>) => ({
  ...state,
  pagePathData: withBuiltPagePathData(state.pagePathData, buildPagePathData(locale)),
})

describe('the shopper state’s breadcrumb map (spec 2.1, 3.19, 4.7)', () => {
  it('is held, persisted with the shopper state and restored on the next visit', () => {
    const storage = memoryStorage()
    const visit = createShopperStore()
    visit.restore(storage)
    visit.update(rebuild('cs-CZ'))
    visit.update((state) => ({
      ...state,
      pagePathData: withPagePath(state.pagePathData, ['/příběhy/craftsmanship', '/příběhy', '/']),
    }))
    const held = visit.getSnapshot().pagePathData
    expect(held['/ženy/obuv']).toEqual(['/ženy/obuv', '/ženy', '/'])

    const next = createShopperStore()
    expect(next.getSnapshot().pagePathData).toEqual({})
    next.restore(storage)
    expect(next.getSnapshot().pagePathData).toEqual(held)
    expect(next.getSnapshot().pagePathData['/příběhy/craftsmanship']).toEqual([
      '/příběhy/craftsmanship',
      '/příběhy',
      '/',
    ])
  })

  it('is not there for the server’s render, which builds the same chains itself', () => {
    const store = createShopperStore()
    store.update(rebuild('cs-CZ'))
    expect(store.getServerSnapshot().pagePathData).toEqual({})
  })

  it('is rebuilt for the other locale after a restore, and stays within its bound in storage', () => {
    const storage = memoryStorage()
    const czech = createShopperStore()
    czech.restore(storage)
    czech.update(rebuild('cs-CZ'))
    const english = createShopperStore()
    english.restore(storage)
    english.update(rebuild('en'))
    const map = english.getSnapshot().pagePathData
    expect(map['/en/women/shoes']).toEqual(['/en/women/shoes', '/en/women', '/en'])
    expect(Object.keys(map).filter((path) => !path.startsWith('/en'))).toEqual([])
    const stored = JSON.parse(storage.items.get(SHOPPER_STORAGE_KEY)!) as { pagePathData: object }
    expect(stored.pagePathData).toEqual(map)
    expect(Object.keys(stored.pagePathData).length).toBeLessThanOrEqual(PAGE_PATH_DATA_LIMIT)
  })

  it('forgets a damaged stored map instead of showing it', () => {
    const storage = memoryStorage()
    storage.setItem(
      SHOPPER_STORAGE_KEY,
      JSON.stringify({ pagePathData: { '/ženy': ['/ženy', '/'], '/muži': ['javascript:alert(1)'] } }),
    )
    const store = createShopperStore()
    store.restore(storage)
    expect(store.getSnapshot().pagePathData).toEqual({ '/ženy': ['/ženy', '/'] })
  })
})
