import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { addedLineId, evictedBy, findWishlistLine, wishlistCommandFor, type WishlistIntent, type WishlistUndo } from './wishlist.rules'
import type { UpdateWishlistInput, WishlistLine, WishlistView } from './wishlist.types'

export type WishlistEvent =
  | { type: 'wishlist.loaded'; wishlist: WishlistView | null }
  | { type: 'wishlist.item.added'; sku: string }
  | { type: 'wishlist.item.removed'; lineItemId: string }
  | { type: 'wishlist.item.sizeChanged'; lineItemId: string; sku: string }
  | { type: 'wishlist.add.undone' }
  | { type: 'wishlist.remove.undone' }
  | { type: 'wishlist.allAddedToBag' }
  | { type: 'wishlist.cleared' }

export interface WishlistInput {
  wishlist?: WishlistView | null
  /** The market's capacity; spec 4.5 does not state it. */
  capacity?: number
}

interface WishlistContext {
  wishlist: WishlistView | null
  capacity: number
  intent: WishlistIntent | null
  /** The line a pending add will evict from a full list, or the line a pending removal takes away. */
  evicted: WishlistLine | null
  /** The last add (its line and the line it evicted) or removal, while it can still be undone. */
  undo: WishlistUndo | null
  error: 'error.description' | null
}

const lineExists = ({ context, event }: { context: WishlistContext; event: WishlistEvent }) =>
  'lineItemId' in event && findWishlistLine(context.wishlist, event.lineItemId) !== undefined

/** Wishlist rules of spec 4.5. */
export const wishlistMachine = setup({
  types: { context: {} as WishlistContext, events: {} as WishlistEvent, input: {} as WishlistInput },
  actors: {
    createWishlist: fromPromise<WishlistView, void>(async () => {
      throw new Error('createWishlist actor not provided')
    }),
    updateWishlist: fromPromise<WishlistView, UpdateWishlistInput>(async () => {
      throw new Error('updateWishlist actor not provided')
    }),
    addAllToBag: fromPromise<void, { skus: string[] }>(async () => {
      throw new Error('addAllToBag actor not provided')
    }),
  },
  guards: {
    hasNoWishlist: ({ context }) => context.wishlist === null,
    lineExists,
    canUndoAdd: ({ context }) => context.undo?.kind === 'add',
    canUndoRemove: ({ context }) => context.undo?.kind === 'remove',
    wasRemoved: ({ context }) => context.intent?.kind === 'remove',
    hasItems: ({ context }) => (context.wishlist?.lineItems.length ?? 0) > 0,
    wasAdded: ({ context }) => context.intent?.kind === 'add',
  },
  actions: {
    assignIntent: assign(({ context, event }) => {
      const intent: WishlistIntent | null =
        event.type === 'wishlist.item.added' ? { kind: 'add', sku: event.sku }
        : event.type === 'wishlist.item.removed' ? { kind: 'remove', lineItemId: event.lineItemId }
        : event.type === 'wishlist.item.sizeChanged' ? { kind: 'changeSize', lineItemId: event.lineItemId, sku: event.sku }
        : (event.type === 'wishlist.add.undone' || event.type === 'wishlist.remove.undone') && context.undo ? { kind: 'undo', undo: context.undo }
        : null
      const evicted =
        intent?.kind === 'add' ? evictedBy(context.wishlist, context.capacity)
        : intent?.kind === 'remove' ? (findWishlistLine(context.wishlist, intent.lineItemId) ?? null)
        : null
      return { intent, evicted, error: null }
    }),
    assignWishlist: assign((_, params: { wishlist: WishlistView }) => ({ wishlist: params.wishlist })),
    rememberAdded: assign(({ context }) => {
      const lineItemId = context.wishlist && context.intent?.kind === 'add' ? addedLineId(context.wishlist, context.intent.sku) : null
      return { undo: lineItemId ? { kind: 'add' as const, lineItemId, restore: context.evicted } : null, intent: null, evicted: null }
    }),
    rememberRemoved: assign(({ context }) => ({
      undo: context.evicted?.sku ? { kind: 'remove' as const, line: context.evicted } : null,
      intent: null,
      evicted: null,
    })),
    forgetUndo: assign({ undo: null, intent: null, evicted: null }),
    fail: assign({ error: 'error.description' as const, intent: null }),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({
    wishlist: input.wishlist ?? null,
    capacity: input.capacity ?? 50,
    intent: null,
    evicted: null,
    undo: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'wishlist.loaded': { actions: [assign({ wishlist: ({ event }) => event.wishlist }), 'forgetUndo'] },
        'wishlist.item.added': [
          { guard: 'hasNoWishlist', target: 'creating', actions: 'assignIntent' },
          { target: 'updating', actions: 'assignIntent' },
        ],
        'wishlist.item.removed': { guard: 'lineExists', target: 'updating', actions: 'assignIntent' },
        'wishlist.item.sizeChanged': { guard: 'lineExists', target: 'updating', actions: 'assignIntent' },
        'wishlist.add.undone': { guard: 'canUndoAdd', target: 'updating', actions: 'assignIntent' },
        'wishlist.remove.undone': { guard: 'canUndoRemove', target: 'updating', actions: 'assignIntent' },
        'wishlist.allAddedToBag': { guard: 'hasItems', target: 'addingToBag' },
        'wishlist.cleared': { actions: [assign({ wishlist: null }), 'forgetUndo'] },
      },
    },
    creating: {
      tags: ['locked'],
      invoke: {
        id: 'createWishlist',
        src: 'createWishlist',
        onDone: { target: 'updating', actions: { type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output }) } },
        onError: { target: 'idle', actions: 'fail' },
      },
    },
    updating: {
      tags: ['locked'],
      invoke: {
        id: 'updateWishlist',
        src: 'updateWishlist',
        input: ({ context }) => ({
          shoppingListId: context.wishlist!.id,
          version: context.wishlist!.version,
          command: wishlistCommandFor(context.intent!, context.wishlist!, context.capacity),
        }),
        onDone: [
          {
            guard: 'wasAdded',
            target: 'idle',
            actions: [{ type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output }) }, 'rememberAdded'],
          },
          {
            guard: 'wasRemoved',
            target: 'idle',
            actions: [{ type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output }) }, 'rememberRemoved'],
          },
          { target: 'idle', actions: [{ type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output }) }, 'forgetUndo'] },
        ],
        onError: { target: 'idle', actions: 'fail' },
      },
    },
    addingToBag: {
      tags: ['locked'],
      invoke: {
        id: 'addAllToBag',
        src: 'addAllToBag',
        input: ({ context }) => ({
          skus: (context.wishlist?.lineItems ?? []).flatMap((line) => (line.sku ? [line.sku] : [])),
        }),
        onDone: 'idle',
        onError: { target: 'idle', actions: 'fail' },
      },
    },
  },
})

type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>

/** Spec 3.19 wishlist `isExecuted` is the inverse: false while an operation runs. */
export const selectWishlistIsBusy = (snapshot: WishlistSnapshot): boolean => snapshot.hasTag('locked')

/** Spec 4.13: lines whose variant still exists; the badge shows only above 0. */
export const selectWishlistCount = (snapshot: WishlistSnapshot): number =>
  snapshot.context.wishlist?.lineItems.filter((line) => line.sku !== null).length ?? 0

export const selectCanUndoWishlistAdd = (snapshot: WishlistSnapshot): boolean =>
  snapshot.can({ type: 'wishlist.add.undone' })

/** Spec 2.7: the removed toast offers undo too; the line comes back with its `addedAt`. */
export const selectCanUndoWishlistRemove = (snapshot: WishlistSnapshot): boolean =>
  snapshot.can({ type: 'wishlist.remove.undone' })

export const selectWishlistSkus = (snapshot: WishlistSnapshot): string =>
  (snapshot.context.wishlist?.lineItems ?? []).map((line) => line.sku ?? '').join(',')
