// @ts-nocheck
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  PLEASE_SELECT_SIZE,
  productPageMachine,
  selectGalleryIndex,
  selectGalleryOpen,
  selectNotifyMeState,
  selectRotationView,
  selectSelectedSoldOut,
  selectSizeRequired,
  selectStorePickerOpen,
  type ProductPageEmitted,
} from './product-page.machine'

const variants = [
  { sku: '10000101380400', isOnStock: true },
  { sku: '10000101380410', isOnStock: false },
]

function start(storeNotifyMe = fromPromise<unknown, { email: string; sku: string }>(async () => ({ ok: true }))) {
  const actor = createActor(productPageMachine.provide({ actors: { storeNotifyMe } }), {
    input: { variants, imageCount: 4, viewCount: 4 },
  })
  const emitted: ProductPageEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted }
}

describe('product page machine', () => {
  it('starts asking for a size when a plain-HTML add to bag came back without one, even before it runs', () => {
    const actor = createActor(productPageMachine, {
      input: { variants, imageCount: 4, viewCount: 4, sizeRequired: true },
    })
    expect(selectSizeRequired(actor.getSnapshot())).toBe(true)
    actor.start()
    actor.send({ type: 'product.size.selected', sku: variants[0]!.sku })
    expect(selectSizeRequired(actor.getSnapshot())).toBe(false)
  })

  it('keeps the literal size message of spec 2.7', () => {
    expect(PLEASE_SELECT_SIZE).toBe('please select size')
  })

  it('requires a size before add to bag, and clears the message once one is chosen', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'product.addToBag.pressed' })
    expect(selectSizeRequired(actor.getSnapshot())).toBe(true)
    expect(emitted).toEqual([])
    actor.send({ type: 'product.size.selected', sku: variants[0]!.sku })
    expect(selectSizeRequired(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'product.addToBag.pressed' })
    expect(emitted).toEqual([{ type: 'product.addToBag.requested', sku: variants[0]!.sku }])
  })

  it('ignores unknown sizes and never adds a sold-out one', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'product.size.selected', sku: 'nope' })
    expect(actor.getSnapshot().context.sku).toBeNull()
    actor.send({ type: 'product.size.selected', sku: variants[1]!.sku })
    expect(selectSelectedSoldOut(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'product.addToBag.pressed' })
    expect(emitted).toEqual([])
    expect(selectSizeRequired(actor.getSnapshot())).toBe(false)
  })

  it('asks for the wishlist with the selected size, and with none (never a made-up one) before a size is chosen', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'product.wishlist.pressed' })
    actor.send({ type: 'product.size.selected', sku: variants[1]!.sku })
    actor.send({ type: 'product.wishlist.pressed' })
    expect(emitted).toEqual([
      { type: 'product.wishlist.requested', sku: null },
      { type: 'product.wishlist.requested', sku: variants[1]!.sku },
    ])
  })

  it('saves a one-size product with its only size', () => {
    const actor = createActor(productPageMachine, { input: { variants: [variants[0]!], imageCount: 1, viewCount: 1 } })
    const emitted: ProductPageEmitted[] = []
    actor.on('*', (event) => emitted.push(event))
    actor.start()
    actor.send({ type: 'product.wishlist.pressed' })
    expect(emitted).toEqual([{ type: 'product.wishlist.requested', sku: variants[0]!.sku }])
  })

  it('opens the gallery at an image and steps around it', () => {
    const { actor } = start()
    actor.send({ type: 'product.gallery.opened', index: 2 })
    expect(selectGalleryOpen(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'product.gallery.stepped', by: 1 })
    actor.send({ type: 'product.gallery.stepped', by: 1 })
    expect(selectGalleryIndex(actor.getSnapshot())).toBe(0)
    actor.send({ type: 'product.gallery.stepped', by: -1 })
    expect(selectGalleryIndex(actor.getSnapshot())).toBe(3)
    actor.send({ type: 'product.gallery.closed' })
    expect(selectGalleryOpen(actor.getSnapshot())).toBe(false)
    expect(selectGalleryIndex(actor.getSnapshot())).toBe(3)
  })

  it('rotates through the four views both ways', () => {
    const { actor } = start()
    actor.send({ type: 'product.rotation.stepped', by: -1 })
    expect(selectRotationView(actor.getSnapshot())).toBe(3)
    actor.send({ type: 'product.rotation.stepped', by: 1 })
    actor.send({ type: 'product.rotation.stepped', by: 1 })
    expect(selectRotationView(actor.getSnapshot())).toBe(1)
  })

  it('offers notify me only for a sold-out size and stores the request', async () => {
    const calls: Array<{ email: string; sku: string }> = []
    const { actor, emitted } = start(
      fromPromise<unknown, { email: string; sku: string }>(async ({ input }) => calls.push(input)),
    )
    actor.send({ type: 'product.notifyMe.opened' })
    expect(selectNotifyMeState(actor.getSnapshot())).toBe('closed')
    actor.send({ type: 'product.size.selected', sku: variants[0]!.sku })
    actor.send({ type: 'product.notifyMe.opened' })
    expect(selectNotifyMeState(actor.getSnapshot())).toBe('closed')
    actor.send({ type: 'product.size.selected', sku: variants[1]!.sku })
    actor.send({ type: 'product.notifyMe.opened' })
    actor.send({ type: 'product.notifyMe.submitted', email: ' jana@example.com ' })
    await waitFor(actor, (snapshot) => selectNotifyMeState(snapshot) === 'stored')
    expect(calls).toEqual([{ email: 'jana@example.com', sku: variants[1]!.sku }])
    expect(emitted).toContainEqual({ type: 'product.notifyMe.stored', sku: variants[1]!.sku })
  })

  it('lets a failed notify me be sent again', async () => {
    let attempts = 0
    const { actor } = start(
      fromPromise<unknown, { email: string; sku: string }>(async () => {
        attempts += 1
        if (attempts === 1) throw new Error('offline')
        return attempts
      }),
    )
    actor.send({ type: 'product.size.selected', sku: variants[1]!.sku })
    actor.send({ type: 'product.notifyMe.opened' })
    actor.send({ type: 'product.notifyMe.submitted', email: 'a@b.cz' })
    await waitFor(actor, (snapshot) => selectNotifyMeState(snapshot) === 'failed')
    actor.send({ type: 'product.notifyMe.submitted', email: 'a@b.cz' })
    await waitFor(actor, (snapshot) => selectNotifyMeState(snapshot) === 'stored')
    expect(attempts).toBe(2)
  })

  it('chooses a store through the picker and closes it', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'product.store.selected', storeKey: 'CZ-PRG-CHODOV' })
    expect(emitted).toEqual([])
    actor.send({ type: 'product.storePicker.opened' })
    expect(selectStorePickerOpen(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'product.store.selected', storeKey: 'CZ-PRG-CHODOV' })
    expect(selectStorePickerOpen(actor.getSnapshot())).toBe(false)
    expect(emitted).toEqual([{ type: 'product.store.chosen', storeKey: 'CZ-PRG-CHODOV' }])
  })
})
