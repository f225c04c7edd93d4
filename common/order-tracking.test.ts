import { describe, expect, it } from 'vitest'
import { lineStatusOf, orderTrackingFieldErrors, orderTypeOf } from './order-tracking'

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
