import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  addedLineId,
  evictedBy,
  findWishlistLine,
  hasChosenSize,
  productLines,
  wishlistCommandFor,
  type WishlistIntent,
  type WishlistUndo,
} from './wishlist.rules'
import type { UpdateWishlistInput, WishlistLine, WishlistView } from './wishlist.types'

export type WishlistEvent =
  | { type: 'wishlist.loaded'; wishlist: WishlistView | null }
  | { type: 'wishlist.item.added'; sku: string }
  /** The heart of a product (listing card, product page): saves it, with its size when one is chosen, or takes it away when it is saved. */
  | { type: 'wishlist.product.toggled'; productId: string; sku: string | null }
  | { type: 'wishlist.item.addedToBag'; lineItemId: string }
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
  /** Lines already asked for a size (a plain-HTML 'add to bag' found them without one). */
  sizeRequired?: string[]
}

interface WishlistContext {
  wishlist: WishlistView | null
  capacity: number
  intent: WishlistIntent | null
  /** The line a pending add will evict from a full list. */
  evicted: WishlistLine | null
  /** The lines a pending removal takes away. */
  removed: WishlistLine[]
  /** The last add (its line and the line it evicted) or removal, while it can still be undone. */
  undo: WishlistUndo | null
  /** The SKUs the next 'to the bag' puts into the bag: only sizes the shopper chose. */
  toBag: string[]
  /** Lines saved without a size that the shopper tried to put into the bag: their size is asked for. */
  sizeRequired: string[]
  error: 'error.description' | null
}

const lineExists = ({ context, event }: { context: WishlistContext; event: WishlistEvent }) =>
  'lineItemId' in event && findWishlistLine(context.wishlist, event.lineItemId) !== undefined

const eventLine = ({ context, event }: { context: WishlistContext; event: WishlistEvent }) =>
  'lineItemId' in event ? findWishlistLine(context.wishlist, event.lineItemId) : undefined

/** Lines of the list that can go to the bag at all (their variant still exists). */
const availableLines = (context: WishlistContext) =>
  (context.wishlist?.lineItems ?? []).filter((line) => line.sku !== null)

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
    hasItems: ({ context }) => availableLines(context).length > 0,
    hasSizedItems: ({ context }) => availableLines(context).some(hasChosenSize),
    wasAdded: ({ context }) => context.intent?.kind === 'add',
    lineHasSize: (args) => {
      const line = eventLine(args)
      return line !== undefined && hasChosenSize(line)
    },
    lineNeedsSize: (args) => {
      const line = eventLine(args)
      return line !== undefined && line.sku !== null && !hasChosenSize(line)
    },
  },
  actions: {
    assignIntent: assign(({ context, event }) => {
      const intent: WishlistIntent | null =
        event.type === 'wishlist.item.added'
          ? { kind: 'add', item: { sku: event.sku } }
          : event.type === 'wishlist.product.toggled' && productLines(context.wishlist, event.productId).length > 0
            ? { kind: 'remove', lineItemIds: productLines(context.wishlist, event.productId).map((line) => line.id) }
            : event.type === 'wishlist.product.toggled'
              ? { kind: 'add', item: event.sku ? { sku: event.sku } : { productId: event.productId } }
              : event.type === 'wishlist.item.removed'
                ? { kind: 'remove', lineItemIds: [event.lineItemId] }
                : event.type === 'wishlist.item.sizeChanged'
                  ? { kind: 'changeSize', lineItemId: event.lineItemId, sku: event.sku }
                  : (event.type === 'wishlist.add.undone' || event.type === 'wishlist.remove.undone') && context.undo
                    ? { kind: 'undo', undo: context.undo }
                    : null
      const evicted = intent?.kind === 'add' ? evictedBy(context.wishlist, context.capacity) : null
      const removed =
        intent?.kind === 'remove'
          ? intent.lineItemIds.flatMap((id) => findWishlistLine(context.wishlist, id) ?? [])
          : []
      return { intent, evicted, removed, error: null }
    }),
    assignAllToBag: assign(({ context }) => {
      const lines = availableLines(context)
      return {
        toBag: lines.filter(hasChosenSize).map((line) => line.sku),
        sizeRequired: lines.filter((line) => !hasChosenSize(line)).map((line) => line.id),
        error: null,
      }
    }),
    assignLineToBag: assign(({ context, event }) => {
      const line = eventLine({ context, event })
      return {
        toBag: line && hasChosenSize(line) ? [line.sku] : [],
        sizeRequired: context.sizeRequired.filter((id) => id !== line?.id),
        error: null,
      }
    }),
    requireSize: assign(({ context, event }) => ({
      sizeRequired:
        'lineItemId' in event && !context.sizeRequired.includes(event.lineItemId)
          ? [...context.sizeRequired, event.lineItemId]
          : context.sizeRequired,
    })),
    assignWishlist: assign((_, params: { wishlist: WishlistView }) => ({ wishlist: params.wishlist })),
    rememberAdded: assign(({ context }) => {
      const lineItemId =
        context.wishlist && context.intent?.kind === 'add' ? addedLineId(context.wishlist, context.intent.item) : null
      return {
        undo: lineItemId ? { kind: 'add' as const, lineItemId, restore: context.evicted } : null,
        intent: null,
        evicted: null,
      }
    }),
    rememberRemoved: assign(({ context }) => {
      const lines = context.removed.filter((line) => line.sku !== null)
      return {
        undo: lines.length > 0 ? { kind: 'remove' as const, lines } : null,
        intent: null,
        evicted: null,
        removed: [],
      }
    }),
    forgetUndo: assign({ undo: null, intent: null, evicted: null, removed: [] }),
    fail: assign({ error: 'error.description' as const, intent: null }),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({
    wishlist: input.wishlist ?? null,
    capacity: input.capacity ?? 50,
    intent: null,
    evicted: null,
    removed: [],
    undo: null,
    toBag: [],
    sizeRequired: (input.sizeRequired ?? []).filter((id) => findWishlistLine(input.wishlist ?? null, id) !== undefined),
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        // The list read again (say, as the page's code starts) still asks the sizes of the lines it still holds.
        'wishlist.loaded': {
          actions: [
            assign({
              wishlist: ({ event }) => event.wishlist,
              sizeRequired: ({ context, event }) =>
                context.sizeRequired.filter((id) => findWishlistLine(event.wishlist, id) !== undefined),
            }),
            'forgetUndo',
          ],
        },
        'wishlist.item.added': [
          { guard: 'hasNoWishlist', target: 'creating', actions: 'assignIntent' },
          { target: 'updating', actions: 'assignIntent' },
        ],
        'wishlist.product.toggled': [
          { guard: 'hasNoWishlist', target: 'creating', actions: 'assignIntent' },
          { target: 'updating', actions: 'assignIntent' },
        ],
        // Nothing goes to the bag with a size the shopper did not choose: a line saved without one asks for it.
        'wishlist.item.addedToBag': [
          { guard: 'lineHasSize', target: 'addingToBag', actions: 'assignLineToBag' },
          { guard: 'lineNeedsSize', actions: 'requireSize' },
        ],
        'wishlist.item.removed': { guard: 'lineExists', target: 'updating', actions: 'assignIntent' },
        'wishlist.item.sizeChanged': { guard: 'lineExists', target: 'updating', actions: 'assignIntent' },
        'wishlist.add.undone': { guard: 'canUndoAdd', target: 'updating', actions: 'assignIntent' },
        'wishlist.remove.undone': { guard: 'canUndoRemove', target: 'updating', actions: 'assignIntent' },
        'wishlist.allAddedToBag': [
          { guard: 'hasSizedItems', target: 'addingToBag', actions: 'assignAllToBag' },
          { guard: 'hasItems', actions: 'assignAllToBag' },
        ],
        'wishlist.cleared': { actions: [assign({ wishlist: null, sizeRequired: [] }), 'forgetUndo'] },
      },
    },
    creating: {
      tags: ['locked'],
      invoke: {
        id: 'createWishlist',
        src: 'createWishlist',
        onDone: {
          target: 'updating',
          actions: { type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output }) },
        },
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
            actions: [
              { type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output }) },
              'rememberRemoved',
            ],
          },
          {
            target: 'idle',
            actions: [{ type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output }) }, 'forgetUndo'],
          },
        ],
        onError: { target: 'idle', actions: 'fail' },
      },
    },
    addingToBag: {
      tags: ['locked'],
      invoke: {
        id: 'addAllToBag',
        src: 'addAllToBag',
        input: ({ context }) => ({ skus: context.toBag }),
        onDone: { target: 'idle', actions: assign({ toBag: [] }) },
        // What failed to go to the bag is not kept for a later press: each press chooses again.
        onError: { target: 'idle', actions: ['fail', assign({ toBag: [] })] },
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

/** Whether a product has a line in the list (its heart shows it saved). */
export const selectIsProductSaved =
  (productId: string | null | undefined) =>
  (snapshot: WishlistSnapshot): boolean =>
    productId ? productLines(snapshot.context.wishlist, productId).length > 0 : false

/** Whether this line was meant for the bag but has no size yet ('please select size'). */
export const selectIsSizeRequired =
  (lineItemId: string) =>
  (snapshot: WishlistSnapshot): boolean =>
    snapshot.context.sizeRequired.includes(lineItemId) &&
    findWishlistLine(snapshot.context.wishlist, lineItemId) !== undefined

/** How many lines still wait for a size after 'add all to bag'. */
export const selectSizesRequiredCount = (snapshot: WishlistSnapshot): number =>
  snapshot.context.sizeRequired.filter((id) => findWishlistLine(snapshot.context.wishlist, id) !== undefined).length
