// @ts-nocheck
import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import {
  selectCanUndoWishlistAdd,
  selectCanUndoWishlistRemove,
  selectIsProductSaved,
  selectIsSizeRequired,
  selectSizesRequiredCount,
  selectWishlistCount,
  selectWishlistIsBusy,
  wishlistMachine,
} from '../src/machines/wishlist/wishlist.machine'
import type { WishlistLine, WishlistView } from '../src/machines/wishlist/wishlist.types'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

/** The list's capacity in this model (spec 4.5 keeps the value to the market). */
const CAPACITY = 1
const FAILED = 'error.description'

const empty: WishlistView = { id: 'wl', version: 1, lineItems: [] }
const withA: WishlistView = {
  id: 'wl',
  version: 2,
  lineItems: [{ id: 'a', sku: 'A', productId: 'pA', quantity: 1, addedAt: '2026-01-01' }],
}
/** A line whose variant is gone (spec 3.8: the variant may be null): it counts nowhere and goes nowhere. */
const withGone: WishlistView = {
  id: 'wl',
  version: 4,
  lineItems: [
    { id: 'g', sku: null, productId: 'pG', quantity: 1, addedAt: '2025-12-01' },
    { id: 'b', sku: 'B0', productId: 'pB', needsSize: true, quantity: 1, addedAt: '2026-01-02' },
  ],
}
/** A product saved without a size: its line names the master variant, and its size is asked before the bag. */
const withSizeless: WishlistView = {
  id: 'wl',
  version: 3,
  lineItems: [{ id: 'b', sku: 'B0', productId: 'pB', needsSize: true, quantity: 1, addedAt: '2026-01-02' }],
}

type Step = MachineStepView<typeof wishlistMachine>
type Event = Step['events'][number] & Record<string, unknown>
type Op = { event: Event; kind: 'add' | 'remove' | 'changeSize' | 'undo' | 'toBag'; lines: WishlistLine[] }

/** A line goes to the bag only with a size the shopper chose (spec 5.1: a size before add to cart). */
const sized = (line: WishlistLine) => line.sku !== null && !line.needsSize

/** The wishlist as spec 4.5 and 2.7 say it must be after the path's events; the machine does not write it. */
interface Reference {
  wishlist: WishlistView | null
  running: Op | null
  error: string | null
  undo: 'add' | 'remove' | null
  sizeRequired: string[]
}

function reference(events: readonly Event[]): Reference {
  const ref: Reference = { wishlist: null, running: null, error: null, undo: null, sizeRequired: [] }
  const lines = () => ref.wishlist?.lineItems ?? []
  const line = (id: unknown) => lines().find((l) => l.id === id)
  const start = (op: Op) => {
    ref.running = op
    ref.error = null
  }
  for (const event of events) {
    const settled = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)
    if (ref.running) {
      if (!settled) continue
      const op = ref.running
      if (settled[1] === 'error') [ref.running, ref.error] = [null, FAILED]
      else if (settled[2] === 'createWishlist') ref.wishlist = event.output as WishlistView
      else {
        ref.running = null
        if (settled[2] === 'addAllToBag') continue
        ref.wishlist = event.output as WishlistView
        const sku = op.event.sku as string | null | undefined
        const productId = op.event.productId as string | undefined
        const added = lines().some((l) =>
          sku ? l.sku === sku && !l.needsSize : l.productId === productId && l.needsSize,
        )
        ref.undo =
          op.kind === 'add' && added
            ? 'add'
            : op.kind === 'remove' && op.lines.some((l) => l.sku !== null)
              ? 'remove'
              : null
      }
      continue
    }
    switch (event.type) {
      case 'wishlist.loaded':
      case 'wishlist.cleared':
        ref.wishlist = (event.wishlist as WishlistView | undefined) ?? null
        ref.sizeRequired = []
        ref.undo = null
        break
      case 'wishlist.item.added':
        start({ event, kind: 'add', lines: [] })
        break
      case 'wishlist.product.toggled': {
        const saved = lines().filter((l) => l.productId === event.productId)
        start({ event, kind: saved.length ? 'remove' : 'add', lines: saved })
        break
      }
      case 'wishlist.item.removed':
      case 'wishlist.item.sizeChanged': {
        const found = line(event.lineItemId)
        if (found)
          start({ event, kind: event.type === 'wishlist.item.removed' ? 'remove' : 'changeSize', lines: [found] })
        break
      }
      case 'wishlist.add.undone':
      case 'wishlist.remove.undone':
        if (ref.undo === event.type.split('.')[1]) start({ event, kind: 'undo', lines: [] })
        break
      case 'wishlist.item.addedToBag': {
        const found = line(event.lineItemId)
        if (found && sized(found)) {
          start({ event, kind: 'toBag', lines: [found] })
          ref.sizeRequired = ref.sizeRequired.filter((id) => id !== found.id)
        } else if (found && found.sku !== null && !ref.sizeRequired.includes(found.id))
          ref.sizeRequired = [...ref.sizeRequired, found.id]
        break
      }
      case 'wishlist.allAddedToBag': {
        const available = lines().filter((l) => l.sku !== null)
        if (!available.length) break
        ref.error = null
        ref.sizeRequired = available.filter((l) => !sized(l)).map((l) => l.id)
        if (available.some(sized)) start({ event, kind: 'toBag', lines: available.filter(sized) })
      }
    }
  }
  return ref
}

const events = (step: Step) => step.events as Event[]
const before = (step: Step) => reference(events(step).slice(0, -1))
const invokedInput = (step: Step, id: string) => step.invoked.find((i) => i.id === id)?.input as Record<string, unknown>

const expectations = expectationsFor(wishlistMachine, {
  '*': [
    {
      says: 'the list is the one the platform last returned, the one loaded, or none once cleared',
      check: (step) => expect(step.context.wishlist).toEqual(reference(events(step)).wishlist),
    },
    {
      says: 'the list is busy exactly while a platform call runs (spec 3.19 isExecuted)',
      check: (step) => expect(selectWishlistIsBusy(step.snapshot)).toBe(reference(events(step)).running !== null),
    },
    {
      says: 'a failed call shows the general error until the shopper tries again',
      check: (step) => expect(step.context.error).toBe(reference(events(step)).error),
    },
    {
      says: 'the last add can be undone, and the last removal (spec 4.5, 2.7); nothing else can',
      check: (step) => {
        const { undo, running } = reference(events(step))
        expect(selectCanUndoWishlistAdd(step.snapshot)).toBe(!running && undo === 'add')
        expect(selectCanUndoWishlistRemove(step.snapshot)).toBe(!running && undo === 'remove')
      },
    },
    {
      says: 'lines saved without a size that the shopper sent to the bag ask for their size',
      check: (step) => {
        const { sizeRequired, wishlist } = reference(events(step))
        const present = sizeRequired.filter((id) => wishlist?.lineItems.some((l) => l.id === id))
        expect(selectSizesRequiredCount(step.snapshot)).toBe(present.length)
        for (const id of present) expect(selectIsSizeRequired(id)(step.snapshot)).toBe(true)
      },
    },
    {
      says: 'the lines waiting for a size are exactly those the shopper sent to the bag without one, since the list last came in',
      check: (step) => expect(step.context.sizeRequired).toEqual(reference(events(step)).sizeRequired),
    },
    {
      says: 'a heart shows a product saved exactly while the list holds a line of it',
      check: (step) => {
        const lines = reference(events(step)).wishlist?.lineItems ?? []
        for (const productId of ['pA', 'pB', 'pG'])
          expect(selectIsProductSaved(productId)(step.snapshot)).toBe(lines.some((l) => l.productId === productId))
        expect(selectIsProductSaved(undefined)(step.snapshot)).toBe(false)
        expect(selectIsSizeRequired('zz')(step.snapshot)).toBe(false)
      },
    },
    {
      says: 'the badge counts lines whose variant still exists (spec 4.13)',
      check: (step) =>
        expect(selectWishlistCount(step.snapshot)).toBe(
          reference(events(step)).wishlist?.lineItems.filter((l) => l.sku !== null).length ?? 0,
        ),
    },
  ],
  idle: [
    {
      says: 'nothing is being sent, and nothing waits to go to the bag',
      check: (step) => {
        expect(reference(events(step)).running).toBeNull()
        expect(step.context.toBag).toEqual([])
      },
    },
  ],
  creating: [
    {
      says: 'a shopper with no list gets one first, for the product they saved',
      check: (step) => {
        expect(reference(events(step)).running?.kind).toBe('add')
        if (step.previous?.states.includes('idle')) expect(before(step).wishlist).toBeNull()
      },
    },
  ],
  updating: [
    {
      says: 'the change sent is the spec’s (4.5): quantity 1, the oldest line dropped when full, the size changed keeping addedAt, the last change undone',
      check: (step) => {
        const input = invokedInput(step, 'updateWishlist')
        if (!input) return
        const ref = before(step)
        const op = reference(events(step)).running!
        const list = (
          step.event.type === 'xstate.done.actor.createWishlist'
            ? (step.event as unknown as { output: unknown }).output
            : ref.wishlist
        ) as WishlistView
        expect(input).toMatchObject({ shoppingListId: list.id, version: list.version })
        const command = input.command as Record<string, unknown>
        if (op.kind === 'add') {
          const item = op.event.sku ? { sku: op.event.sku } : { productId: op.event.productId }
          const oldest = [...list.lineItems].sort((a, b) => a.addedAt.localeCompare(b.addedAt))[0]
          expect(command).toEqual(
            list.lineItems.length >= CAPACITY && oldest
              ? { type: 'addAndRemoveOldest', item, oldestItemId: oldest.id, oldestItemQuantity: oldest.quantity }
              : { type: 'addLineItem', item, quantity: 1 },
          )
        } else if (op.kind === 'changeSize')
          expect(command).toEqual({
            type: 'changeSize',
            lineItemId: op.lines[0]!.id,
            item: { sku: op.event.sku },
            addedAt: op.lines[0]!.addedAt,
          })
        else if (op.kind === 'remove')
          expect(command).toMatchObject(
            op.lines.length === 1
              ? { type: 'removeLineItem', lineItemId: op.lines[0]!.id, quantity: op.lines[0]!.quantity }
              : { type: 'removeLineItems' },
          )
        else if (op.event.type === 'wishlist.remove.undone') expect(command).toMatchObject({ type: 'restoreLineItems' })
        else expect(['removeLineItem', 'changeSize']).toContain(command.type)
      },
    },
  ],
  addingToBag: [
    {
      says: 'only sizes the shopper chose go to the bag',
      check: (step) => {
        const input = invokedInput(step, 'addAllToBag')
        if (!input) return
        expect(input).toEqual({ skus: reference(events(step)).running!.lines.map((l) => l.sku) })
      },
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list

describeModel('wishlist', wishlistMachine, {
  inputs: [{ capacity: CAPACITY }],
  events: {
    domain: [
      { type: 'wishlist.loaded', wishlist: withA },
      { type: 'wishlist.loaded', wishlist: withSizeless },
      { type: 'wishlist.loaded', wishlist: withGone },
      { type: 'wishlist.item.removed', lineItemId: 'g' },
      { type: 'wishlist.item.addedToBag', lineItemId: 'g' },
      { type: 'wishlist.item.added', sku: 'A' },
      { type: 'wishlist.product.toggled', productId: 'pA', sku: null },
      { type: 'wishlist.item.addedToBag', lineItemId: 'a' },
      { type: 'wishlist.item.addedToBag', lineItemId: 'b' },
      { type: 'wishlist.item.removed', lineItemId: 'a' },
      { type: 'wishlist.item.sizeChanged', lineItemId: 'a', sku: 'B' },
      { type: 'wishlist.add.undone' },
      { type: 'wishlist.remove.undone' },
      { type: 'wishlist.allAddedToBag' },
      { type: 'wishlist.cleared' },
    ],
    outputs: { createWishlist: [empty], updateWishlist: [withA, empty], addAllToBag: [undefined] },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: Record<string, unknown> & { wishlist: WishlistView | null }
    }
    return JSON.stringify([
      value,
      context.wishlist?.lineItems.map((line) => line.id) ?? null,
      context.undo,
      context.intent,
      context.error,
      context.sizeRequired,
    ])
  },
  // Which branch a step takes depends on the pending intent, the lines, the error and what can be undone.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: {
        intent: { kind: string } | null
        wishlist: WishlistView | null
        error: unknown
        undo: { kind: string } | null
      }
    }
    return [
      value,
      context.intent?.kind,
      context.wishlist?.lineItems.map((l) => l.id),
      context.error,
      context.undo?.kind,
    ]
  },
  expectations,
  // One change at a time: a second heart press, add to bag or removal while a call runs does nothing.
  mustIgnore: {
    creating: some([{ type: 'wishlist.item.added', sku: 'A' }, { type: 'wishlist.cleared' }]),
    updating: some([
      { type: 'wishlist.item.added', sku: 'A' },
      { type: 'wishlist.product.toggled', productId: 'pA', sku: null },
      { type: 'wishlist.allAddedToBag' },
    ]),
    addingToBag: some([{ type: 'wishlist.allAddedToBag' }, { type: 'wishlist.item.addedToBag', lineItemId: 'a' }]),
  },
  mustAccept: { idle: some([{ type: 'wishlist.item.added', sku: 'A' }, { type: 'wishlist.cleared' }]) },
  requireEveryTransition: true,
})
