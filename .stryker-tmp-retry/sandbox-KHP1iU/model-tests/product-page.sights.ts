// @ts-nocheck
import type { EventObject } from 'xstate'

/**
 * What the shopper must see in each state of the product page's statechart (spec 2.7 product page:
 * sizes, 'please select size', add to bag and its dialog, the wishlist heart, the image gallery, the
 * 360° view, notify me for a sold-out size, click and collect's store picker), written from the spec
 * for the browser paths (tests/e2e/model-product.spec.ts). Nothing is read from the shop's code or
 * its machine: a sight follows from the state the path says the page is in, the product's test data
 * and the shopper's own actions before it.
 */

/** The product as the test data has it: its sizes (by their label) and how many images it has. */
export interface ProductInput {
  variants: Array<{ sku: string; isOnStock: boolean }>
  imageCount: number
  viewCount: number
  /** The page came back from a plain-HTML add to bag without a size. */
  sizeRequired?: boolean
}

/** The page as the shopper's actions made it. */
export interface ProductSeen {
  /** The size the shopper picked last, by its label. */
  size: string | null
  /** Whether that size is sold out. */
  soldOut: boolean
  /** Every size of the product is sold out. */
  allSoldOut: boolean
  /** Items put in the bag from this page, and whether its added-to-bag dialog was just opened. */
  inBag: number
  bagDialog: boolean
  /** The heart: pressed an odd number of times. */
  saved: boolean
  /** The image shown (0-based) and whether the gallery dialog is open. */
  image: number
  gallery: boolean
  /** The 360° view shown (0-based). */
  view: number
  notify: 'closed' | 'editing' | 'submitting' | 'stored' | 'failed'
  storePicker: boolean
  /** A store was chosen in the picker. */
  store: boolean
  /** How many images and views of the 360° view the product has. */
  images: number
  views: number
}

type ShopperEvent = EventObject & Record<string, unknown>
const wrap = (index: number, count: number) => ((index % count) + count) % count

export function productSeen(input: ProductInput, events: readonly ShopperEvent[]): ProductSeen {
  const soldOut = (sku: string | null) => input.variants.some((v) => v.sku === sku && !v.isOnStock)
  const seen: ProductSeen = {
    size: null,
    soldOut: false,
    allSoldOut: input.variants.every((v) => !v.isOnStock),
    inBag: 0,
    bagDialog: false,
    saved: false,
    image: 0,
    gallery: false,
    view: 0,
    notify: 'closed',
    storePicker: false,
    store: false,
    images: input.imageCount,
    views: input.viewCount,
  }
  for (const event of events) {
    seen.bagDialog = false
    switch (event.type) {
      case 'product.size.selected':
        seen.size = event.sku as string
        seen.soldOut = soldOut(seen.size)
        // Another size closes notify me (spec 2.7: it is for the sold-out size chosen).
        seen.notify = 'closed'
        break
      case 'product.addToBag.pressed':
        if (seen.size && !seen.soldOut) [seen.inBag, seen.bagDialog] = [seen.inBag + 1, true]
        break
      case 'product.wishlist.pressed':
        seen.saved = !seen.saved
        break
      case 'product.gallery.opened':
        seen.gallery = true
        break
      case 'product.gallery.closed':
        seen.gallery = false
        break
      case 'product.gallery.stepped':
        seen.image = wrap(seen.image + (event.by as number), input.imageCount)
        break
      case 'product.gallery.indexSelected':
        seen.image = wrap(event.index as number, input.imageCount)
        break
      case 'product.rotation.stepped':
        seen.view = wrap(seen.view + (event.by as number), input.viewCount)
        break
      case 'product.notifyMe.opened':
        if (seen.soldOut) seen.notify = 'editing'
        break
      case 'product.notifyMe.submitted':
        seen.notify = 'submitting'
        break
      case 'product.notifyMe.closed':
        seen.notify = 'closed'
        break
      case 'product.storePicker.opened':
        seen.storePicker = true
        break
      case 'product.storePicker.closed':
        seen.storePicker = false
        break
      case 'product.store.selected':
        ;[seen.storePicker, seen.store] = [false, true]
        break
      default:
        if (event.type.startsWith('xstate.done.actor.')) seen.notify = 'stored'
        if (event.type.startsWith('xstate.error.actor.')) seen.notify = 'failed'
    }
  }
  return seen
}

/** One thing to see, as data: the browser spec turns each into a locator check. */
export type ProductShows =
  /** The size radio of this label is the one checked, or none is. */
  | { checkedSize: string | null }
  /** The 'please select size' alert (spec 2.7's literal message) is shown or not. */
  | { pleaseSelectSize: boolean }
  /** Add to bag and the heart are offered (pressed when saved), or notify me is offered in their place. */
  | { purchase: 'addToBag'; saved: boolean }
  | { purchase: 'notifyMe' }
  /** The added-to-bag dialog with the bag's count, after an add. */
  | { addedToBag: number }
  /** The 360° view shows this view (1-based) of so many. */
  | { rotation: number; of: number }
  /** The gallery dialog shows this image (1-based), or is closed with this image shown on the page. */
  | { galleryOpen: number; of: number }
  | { galleryClosed: number; of: number }
  /** Notify me as the shopper sees it. */
  | { notify: 'button' | 'none' | 'form' | 'sending' | 'thanks' | 'refused' }
  /** The store picker dialog is open, or closed with the click-and-collect box as the chosen store makes it. */
  | { storePicker: 'open' }
  | { storePicker: 'closed'; store: boolean; size: boolean }

export interface ProductSight {
  says: string
  shows: ProductShows
}

export const PRODUCT_SIGHTS: Record<string, (seen: ProductSeen) => ProductSight[]> = {
  '*': (seen) => [
    {
      says: 'the 360° view shows the view the shopper turned it to, one view a step, round the views (spec 2.7)',
      shows: { rotation: seen.view + 1, of: seen.views },
    },
    seen.soldOut || seen.allSoldOut
      ? {
          says: 'a sold-out size is offered notify me in place of add to bag (spec 2.7)',
          shows: { purchase: 'notifyMe' },
        }
      : {
          says: 'add to bag and the heart are offered; the heart is pressed while the product is saved (spec 2.7, 4.5)',
          shows: { purchase: 'addToBag', saved: seen.saved },
        },
    ...(seen.bagDialog
      ? [
          {
            says: 'add to bag with a size in stock puts it in the bag, and the added-to-bag dialog says so (spec 2.7, 4.4)',
            shows: { addedToBag: seen.inBag },
          },
        ]
      : []),
  ],
  'size.none': () => [
    { says: 'no size is chosen at first', shows: { checkedSize: null } },
    { says: 'nothing asks for a size yet', shows: { pleaseSelectSize: false } },
  ],
  'size.chosen': (seen) => [
    { says: 'the size picked last is the one chosen', shows: { checkedSize: seen.size } },
    { says: 'with a size chosen nothing asks for one', shows: { pleaseSelectSize: false } },
  ],
  'size.required': () => [
    { says: 'no size is chosen', shows: { checkedSize: null } },
    {
      says: "add to bag or notify me without a size, or a page back from one, asks 'please select size' (spec 2.7, 5.1)",
      shows: { pleaseSelectSize: true },
    },
  ],
  'gallery.closed': (seen) => [
    {
      says: 'the gallery is closed, the image chosen shows on the page',
      shows: { galleryClosed: seen.image + 1, of: seen.images },
    },
  ],
  'gallery.open': (seen) => [
    {
      says: 'the gallery opens at the image shown and steps round the images (spec 2.7)',
      shows: { galleryOpen: seen.image + 1, of: seen.images },
    },
  ],
  'notifyMe.closed': (seen) => [
    {
      says: 'notify me is a button for a sold-out size, and nothing otherwise (spec 2.7)',
      shows: { notify: seen.soldOut || seen.allSoldOut ? 'button' : 'none' },
    },
  ],
  'notifyMe.editing': () => [
    { says: 'notify me asks for the email to be told at (spec 2.7)', shows: { notify: 'form' } },
  ],
  'notifyMe.submitting': () => [
    { says: 'while the request is being stored, its button is busy', shows: { notify: 'sending' } },
  ],
  'notifyMe.stored': () => [{ says: 'a stored request is thanked for (spec 2.7)', shows: { notify: 'thanks' } }],
  'notifyMe.failed': () => [
    { says: 'a request that was not stored says so and can be sent again (spec 8.3)', shows: { notify: 'refused' } },
  ],
  'storePicker.closed': (seen) => [
    {
      says: 'click and collect asks for a store, or a size, or says whether the chosen store has it (spec 2.7, 3.18)',
      shows: { storePicker: 'closed', store: seen.store, size: seen.size !== null },
    },
  ],
  'storePicker.open': () => [
    { says: 'the store picker lists the stores to choose from (spec 2.7)', shows: { storePicker: 'open' } },
  ],
}

/**
 * Every sight of the states a step is in, the page-wide ones first. An open dialog (the gallery,
 * the store picker, the added-to-bag dialog) covers the page (spec 2.6): then only the dialog is seen.
 */
export function productSights(states: readonly string[], seen: ProductSeen): ProductSight[] {
  const all = Object.entries(PRODUCT_SIGHTS).flatMap(([state, sights]) =>
    state === '*' || states.includes(state) ? sights(seen) : [],
  )
  const covering = (sight: ProductSight) =>
    'addedToBag' in sight.shows ||
    'galleryOpen' in sight.shows ||
    ('storePicker' in sight.shows && sight.shows.storePicker === 'open')
  return seen.bagDialog || seen.gallery || seen.storePicker ? all.filter(covering) : all
}
