// @ts-nocheck
import { describe, expect, it } from 'vitest'
import {
  lineStatusOf,
  orderTrackingFieldErrors,
  orderTypeOf,
  shipmentStateOf,
  shownItemsOf,
  TRACKED_ITEMS_PAGE_SIZE,
  trackingLinkOf,
} from './order-tracking'

/** Spec 4.9 labels, 4.10 order states, 4.3 delivery methods, 5.3 and 8.3 for the form. */
const STATUS_LABELS = ['open', 'complete', 'cancelled', 'returned']
const ORDER_TYPE_LABELS = [
  'pos',
  'homeDelivery',
  'ecom',
  'sendsale',
  'dropship',
  'orderInStore',
  'clickAndCollect',
  'clickAndReserve',
  'reserveInStore',
  'parcelShop',
]

describe('order tracking rules', () => {
  it('maps each delivery method to an order type label of 4.9', () => {
    expect(['HD', 'CC', 'PS', 'CR'].map(orderTypeOf)).toEqual([
      'homeDelivery',
      'clickAndCollect',
      'parcelShop',
      'clickAndReserve',
    ])
    for (const method of ['HD', 'CC', 'PS', 'CR']) expect(ORDER_TYPE_LABELS).toContain(orderTypeOf(method))
    expect(orderTypeOf(null)).toBeNull()
    expect(orderTypeOf('XX')).toBeNull()
  })

  it('gives each order state of 4.10 a status label of 4.9', () => {
    expect(['Open', 'Confirmed', 'Complete', 'Cancelled'].map(lineStatusOf)).toEqual([
      'open',
      'open',
      'complete',
      'cancelled',
    ])
    for (const state of ['Open', 'Confirmed', 'Complete', 'Cancelled'])
      expect(STATUS_LABELS).toContain(lineStatusOf(state))
  })

  it('turns away what 8.3 names: order number invalid or too long, order email too long', () => {
    expect(orderTrackingFieldErrors({ orderNumber: ' KCZ1000 ', email: ' Eva@Example.cz ' })).toEqual({
      orderNumber: null,
      email: null,
    })
    expect(orderTrackingFieldErrors({ orderNumber: 'KCZ#1', email: 'eva@example.cz' }).orderNumber).toBe(
      'orderNumberInvalid',
    )
    expect(orderTrackingFieldErrors({ orderNumber: 'K'.repeat(20), email: 'eva@example.cz' }).orderNumber).toBeNull()
    expect(orderTrackingFieldErrors({ orderNumber: 'K'.repeat(21), email: 'eva@example.cz' }).orderNumber).toBe(
      'orderNumberTooLong',
    )
    expect(orderTrackingFieldErrors({ orderNumber: 'KCZ1', email: `${'e'.repeat(60)}@example.cz` }).email).toBe(
      'emailTooLong',
    )
    expect(orderTrackingFieldErrors({ orderNumber: '', email: '' })).toEqual({
      orderNumber: 'required',
      email: 'required',
    })
  })
})

describe('shipment tracking (issue 18)', () => {
  it('links each carrier’s parcel number to its tracking page, and nothing else', () => {
    expect(trackingLinkOf('ppl', '12345678901')).toBe('https://www.ppl.cz/vyhledat-zasilku?shipmentId=12345678901')
    expect(trackingLinkOf('dpd', '01234567890123')).toBe('https://tracking.dpd.de/status/cs_CZ/parcel/01234567890123')
    expect(trackingLinkOf('packeta', 'Z1234567890')).toBe('https://tracking.packeta.com/cs/?id=Z1234567890')
    expect(trackingLinkOf('balikovna', 'DR123456789CZ')).toBe(
      'https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=DR123456789CZ',
    )
    expect(trackingLinkOf('unknown-carrier', '12345678901')).toBeNull()
    expect(trackingLinkOf('toString', '12345678901')).toBeNull()
    expect(trackingLinkOf('ppl', '123"><script>')).toBeNull()
    expect(trackingLinkOf('ppl', null)).toBeNull()
    expect(trackingLinkOf(null, '12345678901')).toBeNull()
  })

  it('knows the shipment states of spec 4.10 and no others', () => {
    for (const state of ['Backorder', 'Canceled', 'Delayed', 'Delivered', 'Partial', 'Pending', 'Ready', 'Shipped'])
      expect(shipmentStateOf(state)).toBe(state)
    expect(shipmentStateOf('Lost')).toBeNull()
    expect(shipmentStateOf(null)).toBeNull()
  })
})

describe('the items a tracked order shows', () => {
  it('are a whole number of pages of five, at least one, whatever the address asks', () => {
    expect(TRACKED_ITEMS_PAGE_SIZE).toBe(5)
    expect(shownItemsOf(undefined)).toBe(5)
    expect(shownItemsOf('10')).toBe(10)
    expect(shownItemsOf(10)).toBe(10)
    expect(shownItemsOf('7')).toBe(10)
    expect(shownItemsOf('0')).toBe(5)
    expect(shownItemsOf('-5')).toBe(5)
    expect(shownItemsOf('1e9')).toBe(5)
    expect(shownItemsOf('99999')).toBe(5)
    expect(shownItemsOf('9999')).toBe(10000)
  })
})
