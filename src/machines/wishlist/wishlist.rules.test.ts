import { describe, expect, it } from 'vitest'
import { addedLineId, evictedBy, wishlistCommandFor } from './wishlist.rules'
import type { WishlistLine, WishlistView } from './wishlist.types'

/** The wishlist's commands, case by case from spec 4.5, for what the model paths' two-line lists do not reach. */
const line = (id: string, patch: Partial<WishlistLine> = {}): WishlistLine => ({
  id,
  sku: `SKU-${id}`,
  productId: `P-${id}`,
  quantity: 1,
  addedAt: `2026-11-0${id.length}T10:00:00.000Z`,
  ...patch,
})
const list = (...lineItems: WishlistLine[]): WishlistView => ({ id: 'w1', version: 4, lineItems })

describe('the line an add produced', () => {
  it('is the newest line of the size added, never one saved without a size', () => {
    const wishlist = list(
      line('a', { sku: 'SKU-42', addedAt: '2026-11-01T10:00:00.000Z' }),
      line('b', { sku: 'SKU-42', addedAt: '2026-11-03T10:00:00.000Z' }),
      line('c', { sku: 'SKU-42', needsSize: true, addedAt: '2026-11-05T10:00:00.000Z' }),
      line('d', { sku: 'SKU-43', addedAt: '2026-11-06T10:00:00.000Z' }),
    )
    expect(addedLineId(wishlist, { sku: 'SKU-42' })).toBe('b')
    expect(addedLineId(wishlist, { sku: 'SKU-44' })).toBeNull()
  })

  it('is the newest line of the product saved without a size, for a product added without one', () => {
    const wishlist = list(
      line('a', { productId: 'P-7', needsSize: true, addedAt: '2026-11-02T10:00:00.000Z' }),
      line('b', { productId: 'P-7', needsSize: true, addedAt: '2026-11-04T10:00:00.000Z' }),
      line('c', { productId: 'P-7', addedAt: '2026-11-06T10:00:00.000Z' }),
      line('d', { productId: 'P-8', needsSize: true, addedAt: '2026-11-07T10:00:00.000Z' }),
    )
    expect(addedLineId(wishlist, { productId: 'P-7' })).toBe('b')
  })
})

describe('a full list', () => {
  it('gives up its oldest line for a new one, and nothing while there is room', () => {
    const wishlist = list(
      line('a', { addedAt: '2026-11-03T10:00:00.000Z' }),
      line('b', { addedAt: '2026-11-01T10:00:00.000Z' }),
    )
    expect(evictedBy(wishlist, 2)?.id).toBe('b')
    expect(evictedBy(wishlist, 3)).toBeNull()
    expect(evictedBy(null, 0)).toBeNull()
  })
})

describe('undo and removal', () => {
  it('puts removed lines back by their size, or by their product when they had none, each with its date', () => {
    const sized = line('a', { quantity: 1 })
    const sizeless = line('b', { sku: 'SKU-b', productId: 'P-b', needsSize: true })
    const gone = line('c', { sku: null, productId: null })
    expect(
      wishlistCommandFor({ kind: 'undo', undo: { kind: 'remove', lines: [sized, sizeless, gone] } }, list(), 50),
    ).toEqual({
      type: 'restoreLineItems',
      lines: [
        { item: { sku: 'SKU-a' }, quantity: 1, addedAt: sized.addedAt },
        { item: { productId: 'P-b' }, quantity: 1, addedAt: sizeless.addedAt },
      ],
    })
  })

  it('undoes an add that evicted a line by turning the new line back into it; without a line to restore, removes it', () => {
    const evicted = line('old', { sku: 'SKU-old' })
    expect(
      wishlistCommandFor({ kind: 'undo', undo: { kind: 'add', lineItemId: 'new', restore: evicted } }, list(), 50),
    ).toEqual({ type: 'changeSize', lineItemId: 'new', item: { sku: 'SKU-old' }, addedAt: evicted.addedAt })
    const vanished = line('old', { sku: null, productId: null })
    expect(
      wishlistCommandFor({ kind: 'undo', undo: { kind: 'add', lineItemId: 'new', restore: vanished } }, list(), 50),
    ).toEqual({ type: 'removeLineItem', lineItemId: 'new', quantity: 1 })
  })

  it('removes a line with its quantity, or one piece of a line it no longer finds', () => {
    const wishlist = list(line('a', { quantity: 2 }))
    expect(wishlistCommandFor({ kind: 'remove', lineItemIds: ['a'] }, wishlist, 50)).toEqual({
      type: 'removeLineItem',
      lineItemId: 'a',
      quantity: 2,
    })
    expect(wishlistCommandFor({ kind: 'remove', lineItemIds: ['zz'] }, wishlist, 50)).toEqual({
      type: 'removeLineItem',
      lineItemId: 'zz',
      quantity: 1,
    })
  })
})
