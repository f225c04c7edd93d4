// @ts-nocheck
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'

/** The literal message of spec 2.7 / 5.1 when add to bag is pressed without a size. */
export const PLEASE_SELECT_SIZE = 'please select size'

interface ProductPageVariant {
  sku: string
  isOnStock: boolean
}

interface ProductPageInput {
  variants: ProductPageVariant[]
  imageCount: number
  /** Views of the 360° rotation (the image service has 4 per product). */
  viewCount: number
  /** The page came back from a plain-HTML add to bag without a size: it starts asking for one. */
  sizeRequired?: boolean
}

type ProductPageEvent =
  | { type: 'product.size.selected'; sku: string }
  | { type: 'product.addToBag.pressed' }
  | { type: 'product.wishlist.pressed' }
  | { type: 'product.gallery.opened'; index: number }
  | { type: 'product.gallery.closed' }
  | { type: 'product.gallery.stepped'; by: 1 | -1 }
  | { type: 'product.gallery.indexSelected'; index: number }
  | { type: 'product.rotation.stepped'; by: 1 | -1 }
  | { type: 'product.notifyMe.opened' }
  | { type: 'product.notifyMe.submitted'; email: string }
  | { type: 'product.notifyMe.closed' }
  | { type: 'product.storePicker.opened' }
  | { type: 'product.storePicker.closed' }
  | { type: 'product.store.selected'; storeKey: string }

/** What the page does on the machine's word: the app's cart, wishlist and shopper actors act on these. */
export type ProductPageEmitted =
  | { type: 'product.addToBag.requested'; sku: string }
  /** The heart: saves the product with the chosen size, or without one (null) when none is chosen; a saved product is taken away. */
  | { type: 'product.wishlist.requested'; sku: string | null }
  | { type: 'product.store.chosen'; storeKey: string }
  | { type: 'product.notifyMe.stored'; sku: string }

interface ProductPageContext extends ProductPageInput {
  sku: string | null
  galleryIndex: number
  view: number
  notifyEmail: string
}

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0)

/** The product detail page's rules (spec 2.7, 3.19 product page state and image gallery). */
export const productPageMachine = setup({
  types: {
    context: {} as ProductPageContext,
    events: {} as ProductPageEvent,
    input: {} as ProductPageInput,
    emitted: {} as ProductPageEmitted,
  },
  actors: {
    storeNotifyMe: fromPromise<unknown, { email: string; sku: string }>(async () => {
      throw new Error('storeNotifyMe actor not provided')
    }),
  },
  guards: {
    isKnownSize: ({ context, event }) =>
      event.type === 'product.size.selected' && context.variants.some((v) => v.sku === event.sku),
    isSelectedSoldOut: ({ context }) => context.variants.some((v) => v.sku === context.sku && !v.isOnStock),
    isSelectedOnStock: ({ context }) => context.variants.some((v) => v.sku === context.sku && v.isOnStock),
    startsAskingForSize: ({ context }) => context.sizeRequired === true,
  },
  actions: {
    assignSize: assign({ sku: ({ event }) => (event.type === 'product.size.selected' ? event.sku : null) }),
    requestAddToBag: emit(({ context }) => ({ type: 'product.addToBag.requested', sku: context.sku! }) as const),
    // No size is made up: without a chosen size the product is saved on its own (its one size, when it has only one).
    requestWishlist: emit(
      ({ context }) =>
        ({
          type: 'product.wishlist.requested',
          sku: context.sku ?? (context.variants.length === 1 ? context.variants[0]!.sku : null),
        }) as const,
    ),
    chooseStore: emit(
      ({ event }) =>
        ({
          type: 'product.store.chosen',
          storeKey: event.type === 'product.store.selected' ? event.storeKey : '',
        }) as const,
    ),
    announceNotifyMe: emit(({ context }) => ({ type: 'product.notifyMe.stored', sku: context.sku! }) as const),
    openGalleryAt: assign({
      galleryIndex: ({ context, event }) =>
        event.type === 'product.gallery.opened' || event.type === 'product.gallery.indexSelected'
          ? wrap(event.index, context.imageCount)
          : context.galleryIndex,
    }),
    stepGallery: assign({
      galleryIndex: ({ context, event }) =>
        event.type === 'product.gallery.stepped'
          ? wrap(context.galleryIndex + event.by, context.imageCount)
          : context.galleryIndex,
    }),
    stepRotation: assign({
      view: ({ context, event }) =>
        event.type === 'product.rotation.stepped' ? wrap(context.view + event.by, context.viewCount) : context.view,
    }),
  },
}).createMachine({
  id: 'productPage',
  context: ({ input }) => ({ ...input, sku: null, galleryIndex: 0, view: 0, notifyEmail: '' }),
  type: 'parallel',
  on: {
    'product.rotation.stepped': { actions: 'stepRotation' },
    'product.wishlist.pressed': { actions: 'requestWishlist' },
  },
  states: {
    size: {
      initial: 'none',
      states: {
        none: { always: { guard: 'startsAskingForSize', target: 'required' } },
        chosen: {},
        required: {},
      },
      on: {
        'product.size.selected': { guard: 'isKnownSize', target: '.chosen', actions: 'assignSize' },
        'product.addToBag.pressed': [
          { guard: 'isSelectedOnStock', target: '.chosen', actions: 'requestAddToBag' },
          { guard: 'isSelectedSoldOut', target: '.chosen' },
          { target: '.required' },
        ],
        'product.notifyMe.opened': [{ guard: 'isSelectedSoldOut' }, { target: '.required' }],
      },
    },
    gallery: {
      initial: 'closed',
      states: {
        closed: { on: { 'product.gallery.opened': { target: 'open', actions: 'openGalleryAt' } } },
        open: {
          on: {
            'product.gallery.closed': 'closed',
            'product.gallery.stepped': { actions: 'stepGallery' },
          },
        },
      },
      on: { 'product.gallery.indexSelected': { actions: 'openGalleryAt' } },
    },
    notifyMe: {
      initial: 'closed',
      states: {
        closed: { on: { 'product.notifyMe.opened': { guard: 'isSelectedSoldOut', target: 'editing' } } },
        editing: {
          on: {
            'product.notifyMe.submitted': {
              target: 'submitting',
              actions: assign({ notifyEmail: ({ event }) => event.email.trim() }),
            },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            src: 'storeNotifyMe',
            input: ({ context }) => ({ email: context.notifyEmail, sku: context.sku! }),
            onDone: { target: 'stored', actions: 'announceNotifyMe' },
            onError: 'failed',
          },
        },
        stored: {},
        failed: {
          on: {
            'product.notifyMe.submitted': {
              target: 'submitting',
              actions: assign({ notifyEmail: ({ event }) => event.email.trim() }),
            },
          },
        },
      },
      on: {
        'product.notifyMe.closed': '.closed',
        'product.size.selected': { target: '.closed' },
      },
    },
    storePicker: {
      initial: 'closed',
      states: {
        closed: { on: { 'product.storePicker.opened': 'open' } },
        open: {
          on: {
            'product.storePicker.closed': 'closed',
            'product.store.selected': { target: 'closed', actions: 'chooseStore' },
          },
        },
      },
    },
  },
})

type Snapshot = SnapshotFrom<typeof productPageMachine>

export const selectSelectedSku = (s: Snapshot) => s.context.sku
export const selectSizeRequired = (s: Snapshot) => s.matches({ size: 'required' })
export const selectSelectedSoldOut = (s: Snapshot) =>
  s.context.variants.some((v) => v.sku === s.context.sku && !v.isOnStock)
export const selectGalleryOpen = (s: Snapshot) => s.matches({ gallery: 'open' })
export const selectGalleryIndex = (s: Snapshot) => s.context.galleryIndex
export const selectRotationView = (s: Snapshot) => s.context.view
export const selectNotifyMeState = (s: Snapshot): 'closed' | 'editing' | 'submitting' | 'stored' | 'failed' =>
  (['editing', 'submitting', 'stored', 'failed'] as const).find((state) => s.matches({ notifyMe: state })) ?? 'closed'
export const selectStorePickerOpen = (s: Snapshot) => s.matches({ storePicker: 'open' })
