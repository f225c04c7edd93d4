import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  selectCanUndoWishlistAdd,
  selectCanUndoWishlistRemove,
  selectIsProductSaved,
  selectIsSizeRequired,
  selectSizesRequiredCount,
  selectWishlistCount,
  selectWishlistIsBusy,
  wishlistMachine,
  type WishlistInput,
} from './wishlist.machine'
import type { UpdateWishlistInput, WishlistItemRef, WishlistLine, WishlistView } from './wishlist.types'

const line = (id: string, sku: string | null, addedAt: string, extra: Partial<WishlistLine> = {}): WishlistLine => ({
  id,
  sku,
  quantity: 1,
  addedAt,
  ...extra,
})
const listOf = (lineItems: WishlistLine[]): WishlistView => ({ id: 'wl-1', version: 5, lineItems })

/** The product a SKU belongs to in these lists: `P-40` is a size of product `P`; a product alone stands for its master `P-35`. */
const productOf = (sku: string) => sku.split('-')[0]!
const lineFor = (id: string, item: WishlistItemRef, addedAt: string): WishlistLine =>
  'sku' in item
    ? line(id, item.sku, addedAt, { productId: productOf(item.sku) })
    : line(id, `${item.productId}-35`, addedAt, { productId: item.productId, needsSize: true })

/** A fake platform that applies each command to the list, as the real one would. */
function apply(list: WishlistView, { command }: UpdateWishlistInput): WishlistView {
  const now = `2026-02-0${list.version - 3}T00:00:00Z`
  const without = (...ids: string[]) => list.lineItems.filter((l) => !ids.includes(l.id))
  const next = (lineItems: WishlistLine[]) => ({ ...list, version: list.version + 1, lineItems })
  switch (command.type) {
    case 'addLineItem':
      return next([...list.lineItems, lineFor(`n${list.version}`, command.item, now)])
    case 'restoreLineItems':
      return next([
        ...list.lineItems,
        ...command.lines.map((restored, index) =>
          lineFor(`r${list.version}-${index}`, restored.item, restored.addedAt),
        ),
      ])
    case 'addAndRemoveOldest':
      return next([...without(command.oldestItemId), lineFor(`n${list.version}`, command.item, now)])
    case 'removeLineItem':
      return next(without(command.lineItemId))
    case 'removeLineItems':
      return next(without(...command.lines.map((removed) => removed.lineItemId)))
    case 'changeSize':
      return next([...without(command.lineItemId), lineFor('c', command.item, command.addedAt)])
  }
}

function start(input: WishlistInput, fail = false) {
  const updates: UpdateWishlistInput[] = []
  const toBag: string[][] = []
  let created = 0
  const machine = wishlistMachine.provide({
    actors: {
      createWishlist: fromPromise(async () => {
        created++
        return listOf([])
      }),
      updateWishlist: fromPromise<WishlistView, UpdateWishlistInput>(async ({ input: update }) => {
        updates.push(update)
        if (fail) throw new Error('down')
        return apply(actor.getSnapshot().context.wishlist!, update)
      }),
      addAllToBag: fromPromise<void, { skus: string[] }>(async ({ input: { skus } }) => {
        toBag.push(skus)
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  const settled = () => waitFor(actor, (s) => s.matches('idle'))
  return { actor, updates, toBag, settled, created: () => created }
}

describe('wishlist machine (spec 4.5)', () => {
  it('creates the list when there is none and adds with quantity 1', async () => {
    const { actor, updates, settled, created } = start({})
    actor.send({ type: 'wishlist.item.added', sku: 'A-40' })
    expect(selectWishlistIsBusy(actor.getSnapshot())).toBe(true)
    await settled()
    expect(created()).toBe(1)
    expect(updates[0]?.command).toEqual({ type: 'addLineItem', item: { sku: 'A-40' }, quantity: 1 })
    expect(selectWishlistCount(actor.getSnapshot())).toBe(1)
  })

  it('when full, adds and removes the oldest item in one operation', async () => {
    const full = listOf([line('b', 'B', '2026-01-02T00:00:00Z'), line('a', 'A', '2026-01-01T00:00:00Z')])
    const { actor, updates, settled } = start({ wishlist: full, capacity: 2 })
    actor.send({ type: 'wishlist.item.added', sku: 'C' })
    await settled()
    expect(updates).toHaveLength(1)
    expect(updates[0]).toEqual({
      shoppingListId: 'wl-1',
      version: 5,
      command: { type: 'addAndRemoveOldest', item: { sku: 'C' }, oldestItemId: 'a', oldestItemQuantity: 1 },
    })
  })

  it('undoes the last add, once', async () => {
    const { actor, updates, settled } = start({ wishlist: listOf([]) })
    actor.send({ type: 'wishlist.item.added', sku: 'A' })
    await settled()
    expect(selectCanUndoWishlistAdd(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'wishlist.add.undone' })
    await settled()
    expect(updates[1]?.command).toEqual({ type: 'removeLineItem', lineItemId: 'n5', quantity: 1 })
    expect(selectWishlistCount(actor.getSnapshot())).toBe(0)
    expect(selectCanUndoWishlistAdd(actor.getSnapshot())).toBe(false)
  })

  it('undoing an add to a full list puts the evicted item back with its addedAt', async () => {
    const full = listOf([line('b', 'B', '2026-01-02T00:00:00Z'), line('a', 'A', '2026-01-01T00:00:00Z')])
    const { actor, updates, settled } = start({ wishlist: full, capacity: 2 })
    actor.send({ type: 'wishlist.item.added', sku: 'C' })
    await settled()
    actor.send({ type: 'wishlist.add.undone' })
    await settled()
    expect(updates[1]?.command).toEqual({
      type: 'changeSize',
      lineItemId: 'n5',
      item: { sku: 'A' },
      addedAt: '2026-01-01T00:00:00Z',
    })
    const skus = actor.getSnapshot().context.wishlist!.lineItems.map((l) => [l.sku, l.addedAt])
    expect(skus).toEqual([
      ['B', '2026-01-02T00:00:00Z'],
      ['A', '2026-01-01T00:00:00Z'],
    ])
  })

  it('undoes a removal, once, putting the line back with its addedAt', async () => {
    const { actor, updates, settled } = start({ wishlist: listOf([line('a', 'A-40', '2025-12-24T00:00:00Z')]) })
    actor.send({ type: 'wishlist.item.removed', lineItemId: 'a' })
    await settled()
    expect(selectCanUndoWishlistRemove(actor.getSnapshot())).toBe(true)
    expect(selectCanUndoWishlistAdd(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'wishlist.add.undone' })
    expect(updates).toHaveLength(1)
    actor.send({ type: 'wishlist.remove.undone' })
    await settled()
    expect(updates[1]?.command).toEqual({
      type: 'restoreLineItems',
      lines: [{ item: { sku: 'A-40' }, quantity: 1, addedAt: '2025-12-24T00:00:00Z' }],
    })
    expect(actor.getSnapshot().context.wishlist!.lineItems.map((l) => [l.sku, l.addedAt])).toEqual([
      ['A-40', '2025-12-24T00:00:00Z'],
    ])
    expect(selectCanUndoWishlistRemove(actor.getSnapshot())).toBe(false)
  })

  it('changes size keeping addedAt', async () => {
    const { actor, updates, settled } = start({ wishlist: listOf([line('a', 'A-40', '2025-12-24T00:00:00Z')]) })
    actor.send({ type: 'wishlist.item.sizeChanged', lineItemId: 'a', sku: 'A-41' })
    await settled()
    expect(updates[0]?.command).toEqual({
      type: 'changeSize',
      lineItemId: 'a',
      item: { sku: 'A-41' },
      addedAt: '2025-12-24T00:00:00Z',
    })
  })

  it('ignores changes to lines it does not hold', () => {
    const { actor, updates } = start({ wishlist: listOf([]) })
    actor.send({ type: 'wishlist.item.removed', lineItemId: 'zz' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(updates).toHaveLength(0)
  })

  it('adds all items with a variant to the bag', async () => {
    const { actor, toBag, settled } = start({
      wishlist: listOf([line('a', 'A', 'x'), line('g', null, 'y'), line('b', 'B', 'z')]),
    })
    expect(selectWishlistCount(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'wishlist.allAddedToBag' })
    await settled()
    expect(toBag).toEqual([['A', 'B']])
  })

  it('puts only sizes the shopper chose into the bag and asks for the size of the others', async () => {
    const lines = [
      line('a', 'A-37', 'x', { productId: 'A' }),
      line('s', 'S-35', 'y', { productId: 'S', needsSize: true }),
      line('b', 'B-40', 'z', { productId: 'B' }),
    ]
    const { actor, toBag, settled } = start({ wishlist: listOf(lines) })
    actor.send({ type: 'wishlist.allAddedToBag' })
    await settled()
    expect(toBag).toEqual([['A-37', 'B-40']])
    expect(selectIsSizeRequired('s')(actor.getSnapshot())).toBe(true)
    expect(selectIsSizeRequired('a')(actor.getSnapshot())).toBe(false)
    expect(selectSizesRequiredCount(actor.getSnapshot())).toBe(1)
    // Once its size is chosen, the line is a sized line like any other and no longer waits.
    actor.send({ type: 'wishlist.item.sizeChanged', lineItemId: 's', sku: 'S-38' })
    await settled()
    expect(selectSizesRequiredCount(actor.getSnapshot())).toBe(0)
    const chosen = actor.getSnapshot().context.wishlist!.lineItems.find((l) => l.sku === 'S-38')!
    actor.send({ type: 'wishlist.item.addedToBag', lineItemId: chosen.id })
    await settled()
    expect(toBag).toEqual([['A-37', 'B-40'], ['S-38']])
  })

  it('adds nothing to the bag when no item has a size, and never a line without one on its own', async () => {
    const { actor, toBag, settled } = start({
      wishlist: listOf([line('s', 'S-35', 'y', { productId: 'S', needsSize: true })]),
    })
    actor.send({ type: 'wishlist.item.addedToBag', lineItemId: 's' })
    await settled()
    expect(toBag).toEqual([])
    expect(selectIsSizeRequired('s')(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'wishlist.allAddedToBag' })
    await settled()
    expect(toBag).toEqual([])
  })

  it("a product's heart saves it without a size, shows it saved, and takes all its lines away again", async () => {
    const { actor, updates, settled } = start({ wishlist: listOf([line('x', 'X-40', 'w', { productId: 'X' })]) })
    expect(selectIsProductSaved('P')(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'wishlist.product.toggled', productId: 'P', sku: null })
    await settled()
    expect(updates[0]?.command).toEqual({ type: 'addLineItem', item: { productId: 'P' }, quantity: 1 })
    expect(selectIsProductSaved('P')(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'wishlist.product.toggled', productId: 'P', sku: 'P-38' })
    await settled()
    expect(updates[1]?.command).toEqual({ type: 'removeLineItem', lineItemId: 'n5', quantity: 1 })
    expect(selectIsProductSaved('P')(actor.getSnapshot())).toBe(false)
    expect(selectIsProductSaved('X')(actor.getSnapshot())).toBe(true)
  })

  it('a heart with a chosen size saves that size; off, it removes every line of the product and undo brings them back', async () => {
    const { actor, updates, settled } = start({
      wishlist: listOf([line('p1', 'P-37', '2026-01-01T00:00:00Z', { productId: 'P' })]),
    })
    actor.send({ type: 'wishlist.item.added', sku: 'P-40' })
    await settled()
    actor.send({ type: 'wishlist.product.toggled', productId: 'P', sku: null })
    await settled()
    expect(updates[1]?.command).toEqual({
      type: 'removeLineItems',
      lines: [
        { lineItemId: 'p1', quantity: 1 },
        { lineItemId: 'n5', quantity: 1 },
      ],
    })
    expect(actor.getSnapshot().context.wishlist!.lineItems).toEqual([])
    actor.send({ type: 'wishlist.remove.undone' })
    await settled()
    expect(
      actor
        .getSnapshot()
        .context.wishlist!.lineItems.map((l) => l.sku)
        .sort(),
    ).toEqual(['P-37', 'P-40'])
  })

  it('creates the list for the first heart', async () => {
    const { actor, updates, settled, created } = start({})
    actor.send({ type: 'wishlist.product.toggled', productId: 'P', sku: 'P-39' })
    await settled()
    expect(created()).toBe(1)
    expect(updates[0]?.command).toEqual({ type: 'addLineItem', item: { sku: 'P-39' }, quantity: 1 })
  })

  it('clears the list and keeps going after a failed update', async () => {
    const { actor, settled } = start({ wishlist: listOf([line('a', 'A', 'x')]) }, true)
    actor.send({ type: 'wishlist.item.removed', lineItemId: 'a' })
    await settled()
    expect(actor.getSnapshot().context.error).toBe('error.description')
    actor.send({ type: 'wishlist.cleared' })
    expect(actor.getSnapshot().context.wishlist).toBeNull()
  })

  it('starts asking a size for the lines a plain-HTML add to bag found without one, if they are still in the list', async () => {
    const list = listOf([
      line('a', 'A-35', '2026-01-01T00:00:00Z', { productId: 'A', needsSize: true }),
      line('b', 'B-40', '2026-01-02T00:00:00Z', { productId: 'B' }),
    ])
    const { actor, toBag, settled } = start({ wishlist: list, sizeRequired: ['a', 'gone'] })
    expect(actor.getSnapshot().context.sizeRequired).toEqual(['a'])
    expect(selectIsSizeRequired('a')(actor.getSnapshot())).toBe(true)
    expect(selectSizesRequiredCount(actor.getSnapshot())).toBe(1)
    // The size chosen, the line goes to the bag and asks no more.
    actor.send({ type: 'wishlist.item.sizeChanged', lineItemId: 'a', sku: 'A-38' })
    await settled()
    actor.send({ type: 'wishlist.allAddedToBag' })
    await settled()
    expect(toBag).toEqual([['B-40', 'A-38']])
    expect(selectSizesRequiredCount(actor.getSnapshot())).toBe(0)
    expect(start({ sizeRequired: ['a'] }).actor.getSnapshot().context.sizeRequired).toEqual([])
  })

  it('keeps asking the sizes of the lines a list read again still holds, and no others', () => {
    const list = listOf([
      line('a', 'A-35', '2026-01-01T00:00:00Z', { productId: 'A', needsSize: true }),
      line('c', 'C-35', '2026-01-03T00:00:00Z', { productId: 'C', needsSize: true }),
    ])
    const { actor } = start({ wishlist: list, sizeRequired: ['a', 'c'] })
    actor.send({ type: 'wishlist.loaded', wishlist: listOf([list.lineItems[0]!]) })
    expect(actor.getSnapshot().context.sizeRequired).toEqual(['a'])
    actor.send({ type: 'wishlist.loaded', wishlist: null })
    expect(actor.getSnapshot().context.sizeRequired).toEqual([])
  })
})
