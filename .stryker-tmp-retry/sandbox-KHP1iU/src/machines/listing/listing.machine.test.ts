// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { listingMachine } from './listing.machine'

const start = () => createActor(listingMachine).start()

describe('listing machine', () => {
  it('starts at page 1 with no listing remembered and every panel closed', () => {
    const actor = start()
    const { context, value } = actor.getSnapshot()
    expect(context).toMatchObject({
      lastVisitedPlp: null,
      lastLoadedPage: 1,
      lastVisitedPlpContainerHeight: 0,
      lastScrollY: 0,
      restore: null,
    })
    expect(value).toEqual({ panel: 'closed', position: 'tracking' })
  })

  it('opens one panel at a time: the one opened replaces the open one, and closes', () => {
    const actor = start()
    actor.send({ type: 'filters.open' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'filters' })
    actor.send({ type: 'sort.open' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'sort' })
    actor.send({ type: 'sizes.open' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'sizes' })
    actor.send({ type: 'sort.open' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'sort' })
    actor.send({ type: 'panel.close' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'closed' })
  })

  it('the sort sheet replaces the size modal opened from the filters, and closes to nothing', () => {
    const actor = start()
    actor.send({ type: 'filters.open' })
    actor.send({ type: 'sizes.open' })
    actor.send({ type: 'sort.open' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'sort' })
    actor.send({ type: 'panel.close' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'closed' })
  })

  it('returns to the filters dialog when the size modal opened from it closes', () => {
    const actor = start()
    actor.send({ type: 'filters.open' })
    actor.send({ type: 'sizes.open' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'sizesFromFilters' })
    actor.send({ type: 'panel.close' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'filters' })
    actor.send({ type: 'panel.close' })
    actor.send({ type: 'sizes.open' })
    actor.send({ type: 'panel.close' })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'closed' })
  })

  it('closes any panel when another listing is visited', () => {
    const actor = start()
    actor.send({ type: 'filters.open' })
    actor.send({ type: 'plp.visited', path: '/women', page: 1 })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'closed' })
  })

  it('keeps the open panel when the shopper refines the listing shown, which is remembered as a listing of its own', () => {
    const actor = start()
    actor.send({ type: 'plp.visited', path: '/women', page: 1 })
    actor.send({ type: 'page.loaded', page: 2 })
    actor.send({ type: 'container.measured', height: 2000, scrollY: 900 })
    actor.send({ type: 'filters.open' })
    actor.send({ type: 'plp.refined', path: '/women?color=Red', page: 1 })
    expect(actor.getSnapshot().value).toEqual({ panel: 'filters', position: 'tracking' })
    expect(actor.getSnapshot().context).toMatchObject({
      lastVisitedPlp: '/women?color=Red',
      lastLoadedPage: 1,
      lastVisitedPlpContainerHeight: 0,
      lastScrollY: 0,
      restore: null,
    })
    actor.send({ type: 'sizes.open' })
    actor.send({ type: 'plp.refined', path: '/women?color=Red&size=38', page: 1 })
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'sizesFromFilters' })
  })

  it('remembers the listing, its loaded pages and height, and restores them on a return visit', () => {
    const actor = start()
    actor.send({ type: 'plp.visited', path: '/women', page: 1 })
    actor.send({ type: 'page.loaded', page: 2 })
    actor.send({ type: 'page.loaded', page: 3 })
    actor.send({ type: 'container.measured', height: 4210.4, scrollY: 2944 })
    expect(actor.getSnapshot().context).toMatchObject({
      lastVisitedPlp: '/women',
      lastLoadedPage: 3,
      lastVisitedPlpContainerHeight: 4210,
    })

    actor.send({ type: 'plp.visited', path: '/women', page: 1 })
    expect(actor.getSnapshot().value).toMatchObject({ position: 'restoring' })
    expect(actor.getSnapshot().context.restore).toEqual({ page: 3, height: 4210, scrollY: 2944 })
    actor.send({ type: 'position.restored' })
    expect(actor.getSnapshot().value).toMatchObject({ position: 'tracking' })
    expect(actor.getSnapshot().context.restore).toBeNull()
    expect(actor.getSnapshot().context.lastLoadedPage).toBe(3)
  })

  it('starts over at page 1 on another listing', () => {
    const actor = start()
    actor.send({ type: 'plp.visited', path: '/women', page: 1 })
    actor.send({ type: 'page.loaded', page: 4 })
    actor.send({ type: 'container.measured', height: 900 })
    actor.send({ type: 'plp.visited', path: '/men', page: 1 })
    expect(actor.getSnapshot().context).toMatchObject({
      lastVisitedPlp: '/men',
      lastLoadedPage: 1,
      lastVisitedPlpContainerHeight: 0,
      restore: null,
    })
    expect(actor.getSnapshot().value).toMatchObject({ position: 'tracking' })
  })

  it('takes the page of the URL when it is further than the remembered one', () => {
    const actor = start()
    actor.send({ type: 'plp.visited', path: '/women', page: 1 })
    actor.send({ type: 'plp.visited', path: '/women', page: 3 })
    expect(actor.getSnapshot().context.restore).toEqual({ page: 3, height: 0, scrollY: 0 })
  })
})
