// @ts-nocheck
import { expect } from 'vitest'
import {
  PLEASE_SELECT_SIZE,
  productPageMachine,
  selectGalleryIndex,
  selectGalleryOpen,
  selectNotifyMeState,
  selectRotationView,
  selectSelectedSku,
  selectSelectedSoldOut,
  selectSizeRequired,
  selectStorePickerOpen,
} from '../src/machines/product/product-page.machine'
import { expectationsFor, lastOf, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

const ON_STOCK = '10000101380400'
const SOLD_OUT = '10000101380410'
const variants = [
  { sku: ON_STOCK, isOnStock: true },
  { sku: SOLD_OUT, isOnStock: false },
]
const EMAIL = ' eva@example.cz '

type Step = MachineStepView<typeof productPageMachine>
type Input = { variants: typeof variants; imageCount: number; viewCount: number }

const variantsOf = (step: Step) => (step.input as Input).variants
const isSoldOut = (step: Step, sku: string | null) => variantsOf(step).some((v) => v.sku === sku && !v.isOnStock)
const isOnStock = (step: Step, sku: string | null) => variantsOf(step).some((v) => v.sku === sku && v.isOnStock)
const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0)

/** The size the shopper picked last among the product's sizes. */
function chosenSize(step: Step): string | null {
  const known = step.events.filter(
    (e) => e.type === 'product.size.selected' && variantsOf(step).some((v) => v.sku === e.sku),
  )
  const last = known.at(-1)
  return last?.type === 'product.size.selected' ? last.sku : null
}

/** What the page must ask the shop to do on this step (spec 2.7), nothing more. */
function expectedEmits(step: Step) {
  const { event, previous } = step
  const before = previous ? { ...step, events: step.events.slice(0, -1) } : step
  const sku = chosenSize(before)
  if (event.type === 'product.addToBag.pressed' && isOnStock(step, sku))
    return [{ type: 'product.addToBag.requested', sku }]
  if (event.type === 'product.wishlist.pressed') {
    const only = variantsOf(step).length === 1 ? variantsOf(step)[0]!.sku : null
    return [{ type: 'product.wishlist.requested', sku: sku ?? only }]
  }
  if (event.type === 'product.store.selected' && previous?.states.includes('storePicker.open'))
    return [{ type: 'product.store.chosen', storeKey: event.storeKey }]
  if (event.type.startsWith('xstate.done.actor.') && previous?.states.includes('notifyMe.submitting'))
    return [{ type: 'product.notifyMe.stored', sku }]
  return []
}

const expectations = expectationsFor(productPageMachine, {
  '*': [
    {
      says: 'the page shows the chosen size, whether it is sold out, the size request, the gallery, the 360° view, notify me and the store picker',
      check: (step) => {
        const { snapshot } = step
        expect(selectSelectedSku(snapshot)).toBe(chosenSize(step))
        expect(selectSelectedSoldOut(snapshot)).toBe(isSoldOut(step, chosenSize(step)))
        expect(selectSizeRequired(snapshot)).toBe(step.in('size.required'))
        expect(selectGalleryOpen(snapshot)).toBe(step.in('gallery.open'))
        expect(selectGalleryIndex(snapshot)).toBe(step.context.galleryIndex)
        expect(selectRotationView(snapshot)).toBe(step.context.view)
        expect(selectNotifyMeState(snapshot)).toBe(step.states.find((s) => s.startsWith('notifyMe.'))!.slice(9))
        expect(selectStorePickerOpen(snapshot)).toBe(step.in('storePicker.open'))
      },
    },
    {
      says: 'add to bag asks for the chosen size only when it is on stock; the heart saves the chosen size, or the one size, or none',
      check: (step) => expect(step.emitted).toEqual(expectedEmits(step)),
    },
    {
      says: 'the selected size is the last one picked',
      check: (step) => expect(step.context.sku).toBe(chosenSize(step)),
    },
    {
      says: 'the 360° view turns one view at a time, round the views',
      check: ({ event, context, previous, input }) => {
        const views = (input as Input).viewCount
        const before = previous?.context.view ?? 0
        expect(context.view).toBe(event.type === 'product.rotation.stepped' ? wrap(before + event.by, views) : before)
      },
    },
    {
      says: 'the gallery opens at the image chosen and steps round the images while open',
      check: ({ event, context, previous, input }) => {
        const images = (input as Input).imageCount
        const before = previous?.context.galleryIndex ?? 0
        const expected =
          (event.type === 'product.gallery.opened' && previous?.states.includes('gallery.closed')) ||
          event.type === 'product.gallery.indexSelected'
            ? wrap(event.index, images)
            : event.type === 'product.gallery.stepped' && previous?.states.includes('gallery.open')
              ? wrap(before + event.by, images)
              : before
        expect(context.galleryIndex).toBe(expected)
      },
    },
  ],
  'size.none': [{ says: 'no size is chosen yet', check: (step) => expect(step.context.sku).toBeNull() }],
  'size.chosen': [
    { says: 'a size of the product is chosen', check: (step) => expect(chosenSize(step)).not.toBeNull() },
  ],
  'size.required': [
    {
      says: "'please select size' is asked when add to bag or notify me is pressed without a size, or a page came back without one (spec 2.7)",
      check: (step) => {
        expect(PLEASE_SELECT_SIZE).toBe('please select size')
        if (step.previous && !step.previous.states.includes('size.required')) {
          expect(['product.addToBag.pressed', 'product.notifyMe.opened']).toContain(step.event.type)
          expect(isSoldOut(step, step.context.sku)).toBe(false)
        }
      },
    },
  ],
  'gallery.closed': [
    {
      says: 'the gallery closes on its close button',
      check: (step) => {
        if (step.previous?.states.includes('gallery.open')) expect(step.event.type).toBe('product.gallery.closed')
      },
    },
  ],
  'gallery.open': [
    {
      says: 'the gallery opens from an image',
      check: (step) => {
        if (step.previous?.states.includes('gallery.closed')) expect(step.event.type).toBe('product.gallery.opened')
      },
    },
  ],
  'notifyMe.closed': [
    {
      says: 'notify me closes when closed or when another size is picked',
      check: (step) => {
        if (step.previous && !step.previous.states.includes('notifyMe.closed'))
          expect(['product.notifyMe.closed', 'product.size.selected']).toContain(step.event.type)
      },
    },
  ],
  'notifyMe.editing': [
    {
      says: 'notify me is offered for a sold-out size only',
      check: (step) => expect(isSoldOut(step, step.context.sku)).toBe(true),
    },
  ],
  'notifyMe.submitting': [
    {
      says: 'the address sent is the one typed, without surrounding spaces',
      check: (step) => {
        const email = lastOf(step.events, 'product.notifyMe.submitted')!.email.trim()
        expect(step.context.notifyEmail).toBe(email)
        if (!step.previous?.states.includes('notifyMe.submitting'))
          expect(step.invoked.map((i) => i.input)).toEqual([{ email, sku: chosenSize(step) }])
        expect(isSoldOut(step, step.context.sku)).toBe(true)
      },
    },
  ],
  'notifyMe.stored': [
    {
      says: 'the request is stored once the shop confirms it',
      check: (step) => {
        if (!step.previous?.states.includes('notifyMe.stored'))
          expect(step.event.type).toMatch(/^xstate\.done\.actor\./)
      },
    },
  ],
  'notifyMe.failed': [
    {
      says: 'a request the shop refused can be sent again',
      check: (step) => {
        if (!step.previous?.states.includes('notifyMe.failed'))
          expect(step.event.type).toMatch(/^xstate\.error\.actor\./)
      },
    },
  ],
  'storePicker.closed': [
    {
      says: 'the store picker closes when closed or when a store is chosen',
      check: (step) => {
        if (step.previous?.states.includes('storePicker.open'))
          expect(['product.storePicker.closed', 'product.store.selected']).toContain(step.event.type)
      },
    },
  ],
  'storePicker.open': [
    {
      says: 'the store picker opens from click and collect',
      check: (step) => {
        if (step.previous?.states.includes('storePicker.closed'))
          expect(step.event.type).toBe('product.storePicker.opened')
      },
    },
  ],
})

describeModel('product page', productPageMachine, {
  inputs: [
    { variants, imageCount: 3, viewCount: 4 },
    { variants, imageCount: 3, viewCount: 4, sizeRequired: true },
    { variants: [variants[0]!], imageCount: 1, viewCount: 4 },
  ],
  events: {
    domain: [
      { type: 'product.size.selected', sku: ON_STOCK },
      { type: 'product.size.selected', sku: SOLD_OUT },
      { type: 'product.size.selected', sku: 'unknown' },
      { type: 'product.addToBag.pressed' },
      { type: 'product.wishlist.pressed' },
      { type: 'product.gallery.opened', index: 2 },
      { type: 'product.gallery.closed' },
      { type: 'product.gallery.stepped', by: 1 },
      { type: 'product.gallery.stepped', by: -1 },
      { type: 'product.gallery.indexSelected', index: 4 },
      { type: 'product.rotation.stepped', by: 1 },
      { type: 'product.rotation.stepped', by: -1 },
      { type: 'product.notifyMe.opened' },
      { type: 'product.notifyMe.submitted', email: EMAIL },
      { type: 'product.notifyMe.closed' },
      { type: 'product.storePicker.opened' },
      { type: 'product.storePicker.closed' },
      { type: 'product.store.selected', storeKey: 'store-1' },
    ],
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return JSON.stringify([value, context.sku, context.galleryIndex])
  },
  // Whether the chosen size is on stock, sold out or none is what the page's rules read.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return [value, variants.find((v) => v.sku === context.sku)?.isOnStock ?? null]
  },
  // Four regions side by side make a thousand paths: a small set that takes every transition and emits every request.
  minimalPaths: true,
  coverEmitted: true,
  expectations,
  // Spec 2.7: the gallery, notify me and the store picker each open and close.
  mustAccept: {
    'gallery.open': [{ type: 'product.gallery.closed' }, { type: 'product.gallery.stepped', by: 1 }],
    'notifyMe.editing': [{ type: 'product.notifyMe.submitted', email: EMAIL }],
    'notifyMe.failed': [{ type: 'product.notifyMe.submitted', email: EMAIL }],
    'storePicker.closed': [{ type: 'product.storePicker.opened' }],
    'storePicker.open': [
      { type: 'product.storePicker.closed' },
      { type: 'product.store.selected', storeKey: 'store-1' },
    ],
  },
  mustIgnore: {
    'gallery.closed': [{ type: 'product.gallery.stepped', by: 1 }],
    'notifyMe.closed': [{ type: 'product.notifyMe.submitted', email: EMAIL }],
    'notifyMe.submitting': [{ type: 'product.notifyMe.submitted', email: EMAIL }],
    'storePicker.closed': [{ type: 'product.store.selected', storeKey: 'store-1' }],
  },
  requireEveryTransition: true,
})
