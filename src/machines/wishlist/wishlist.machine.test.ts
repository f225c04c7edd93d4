import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { selectCanUndoWishlistAdd, selectCanUndoWishlistRemove, selectWishlistCount, selectWishlistIsBusy, wishlistMachine, type WishlistInput } from './wishlist.machine'
import type { UpdateWishlistInput, WishlistLine, WishlistView } from './wishlist.types'

const line = (id: string, sku: string | null, addedAt: string): WishlistLine => ({ id, sku, quantity: 1, addedAt })
const listOf = (lineItems: WishlistLine[]): WishlistView => ({ id: 'wl-1', version: 5, lineItems })

/** A fake platform that applies each command to the list, as the real one would. */
function apply(list: WishlistView, { command }: UpdateWishlistInput): WishlistView {
  const now = `2026-02-0${list.version - 3}T00:00:00Z`
  const without = (id: string) => list.lineItems.filter((l) => l.id !== id)
  switch (command.type) {
    case 'addLineItem':
      return { ...list, version: list.version + 1, lineItems: [...list.lineItems, line(`n${list.version}`, command.sku, now)] }
    case 'restoreLineItem':
      return { ...list, version: list.version + 1, lineItems: [...list.lineItems, line(`r${list.version}`, command.sku, command.addedAt)] }
    case 'addAndRemoveOldest':
      return { ...list, version: list.version + 1, lineItems: [...without(command.oldestItemId), line(`n${list.version}`, command.sku, now)] }
    case 'removeLineItem':
      return { ...list, version: list.version + 1, lineItems: without(command.lineItemId) }
    case 'changeSize':
      return { ...list, version: list.version + 1, lineItems: [...without(command.lineItemId), line('c', command.sku, command.addedAt)] }
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
    expect(updates[0]?.command).toEqual({ type: 'addLineItem', sku: 'A-40', quantity: 1 })
    expect(selectWishlistCount(actor.getSnapshot())).toBe(1)
  })

  it('when full, adds and removes the oldest item in one operation', async () => {
    const full = listOf([line('b', 'B', '2026-01-02T00:00:00Z'), line('a', 'A', '2026-01-01T00:00:00Z')])
    const { actor, updates, settled } = start({ wishlist: full, capacity: 2 })
    actor.send({ type: 'wishlist.item.added', sku: 'C' })
    await settled()
    expect(updates).toHaveLength(1)
    expect(updates[0]).toEqual({ shoppingListId: 'wl-1', version: 5, command: { type: 'addAndRemoveOldest', sku: 'C', oldestItemId: 'a', oldestItemQuantity: 1 } })
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
    expect(updates[1]?.command).toEqual({ type: 'changeSize', lineItemId: 'n5', sku: 'A', addedAt: '2026-01-01T00:00:00Z' })
    const skus = actor.getSnapshot().context.wishlist!.lineItems.map((l) => [l.sku, l.addedAt])
    expect(skus).toEqual([['B', '2026-01-02T00:00:00Z'], ['A', '2026-01-01T00:00:00Z']])
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
    expect(updates[1]?.command).toEqual({ type: 'restoreLineItem', sku: 'A-40', quantity: 1, addedAt: '2025-12-24T00:00:00Z' })
    expect(actor.getSnapshot().context.wishlist!.lineItems.map((l) => [l.sku, l.addedAt])).toEqual([['A-40', '2025-12-24T00:00:00Z']])
    expect(selectCanUndoWishlistRemove(actor.getSnapshot())).toBe(false)
  })

  it('changes size keeping addedAt', async () => {
    const { actor, updates, settled } = start({ wishlist: listOf([line('a', 'A-40', '2025-12-24T00:00:00Z')]) })
    actor.send({ type: 'wishlist.item.sizeChanged', lineItemId: 'a', sku: 'A-41' })
    await settled()
    expect(updates[0]?.command).toEqual({ type: 'changeSize', lineItemId: 'a', sku: 'A-41', addedAt: '2025-12-24T00:00:00Z' })
  })

  it('ignores changes to lines it does not hold', () => {
    const { actor, updates } = start({ wishlist: listOf([]) })
    actor.send({ type: 'wishlist.item.removed', lineItemId: 'zz' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(updates).toHaveLength(0)
  })

  it('adds all items with a variant to the bag', async () => {
    const { actor, toBag, settled } = start({ wishlist: listOf([line('a', 'A', 'x'), line('g', null, 'y'), line('b', 'B', 'z')]) })
    expect(selectWishlistCount(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'wishlist.allAddedToBag' })
    await settled()
    expect(toBag).toEqual([['A', 'B']])
  })

  it('clears the list and keeps going after a failed update', async () => {
    const { actor, settled } = start({ wishlist: listOf([line('a', 'A', 'x')]) }, true)
    actor.send({ type: 'wishlist.item.removed', lineItemId: 'a' })
    await settled()
    expect(actor.getSnapshot().context.error).toBe('error.description')
    actor.send({ type: 'wishlist.cleared' })
    expect(actor.getSnapshot().context.wishlist).toBeNull()
  })
})
