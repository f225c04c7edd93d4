// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createDataLayer } from './data-layer'
import { batchedListEvents, lastViewedFilters, stockBucket, visitorStatus } from './events'

describe('analytics data layer (spec 7.6, 9)', () => {
  it('holds events until statistics consent, then pushes them in order', () => {
    const sink: unknown[] = []
    const layer = createDataLayer(() => sink)
    layer.push({ event: 'page_view' })
    layer.push({ event: 'view_item', sku: 'A' })
    layer.consentChanged(['cookie_cat_necessary', 'cookie_cat_marketing'])
    expect(sink).toEqual([])
    expect(layer.pending).toBe(2)
    layer.consentChanged(['cookie_cat_necessary', 'cookie_cat_statistic'])
    expect(sink).toEqual([{ event: 'page_view' }, { event: 'view_item', sku: 'A' }])
    layer.push({ event: 'add_to_cart' })
    expect(sink).toHaveLength(3)
    expect(layer.pending).toBe(0)
  })

  it('tells when a held event reaches the data layer, and never before', () => {
    const sink: unknown[] = []
    const layer = createDataLayer(() => sink)
    const delivered: string[] = []
    layer.push({ event: 'purchase' }, () => delivered.push('held'))
    expect(delivered).toEqual([])
    layer.consentChanged(['cookie_cat_statistic'])
    expect(delivered).toEqual(['held'])
    layer.push({ event: 'purchase_status' }, () => delivered.push('direct'))
    expect(delivered).toEqual(['held', 'direct'])
    layer.consentChanged(['cookie_cat_statistic'])
    expect(delivered).toHaveLength(2)
  })

  it('holds again when consent is withdrawn', () => {
    const sink: unknown[] = []
    const layer = createDataLayer(() => sink)
    layer.consentChanged(['cookie_cat_statistic'])
    layer.consentChanged([])
    layer.push({ event: 'page_view' })
    expect(sink).toEqual([])
  })

  it('uses window.dataLayer by default', () => {
    const layer = createDataLayer()
    layer.consentChanged(['cookie_cat_statistic'])
    layer.push({ event: 'newsletter_subscribe' })
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toContainEqual({ event: 'newsletter_subscribe' })
  })

  it('batches list events 15 items per event', () => {
    const items = Array.from({ length: 31 }, (_, i) => ({ item_id: i }))
    const events = batchedListEvents('view_item_list', items, { item_list_name: 'ženy' })
    expect(events.map((e) => (e.items as unknown[]).length)).toEqual([15, 15, 1])
    expect(events[1]).toMatchObject({ event: 'view_item_list', item_list_name: 'ženy' })
    expect((events[1]?.items as unknown[])[0]).toEqual({ item_id: 15 })
    expect(batchedListEvents('view_item_list', [])).toEqual([])
  })

  it('sends at most the last 10 viewed filters', () => {
    const filters = Array.from({ length: 13 }, (_, i) => `f${i}`)
    expect(lastViewedFilters(filters)).toEqual(filters.slice(3))
    expect(lastViewedFilters(['a'])).toEqual(['a'])
  })

  it.each([
    [0, 'Out of Stock'],
    [-1, 'Out of Stock'],
    [1, '0-5'],
    [5, '0-5'],
    [6, '5-10'],
    [10, '5-10'],
    [11, '10-20'],
    [20, '10-20'],
    [25, '20-30'],
    [30, '20-30'],
    [31, '30-50'],
    [50, '30-50'],
    [51, 'Over 50'],
  ] as const)('puts a stock count of %i in %s', (count, bucket) => {
    expect(stockBucket(count)).toBe(bucket)
  })

  it('reports the visitor status', () => {
    expect(visitorStatus(true)).toBe('logged-in')
    expect(visitorStatus(false)).toBe('guest')
  })
})
