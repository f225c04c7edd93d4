// @ts-nocheck
import { expect } from 'vitest'
import { listingMachine } from '../src/machines/listing/listing.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

/** Spec 3.19, 9: a listing starts at page 1; the last container height defaults to 0. */
const FIRST_PAGE = 1
const NO_HEIGHT = 0

type Step = MachineStepView<typeof listingMachine>

/**
 * Spec 2.7: the listing remembers the last visited listing, its last loaded page and its container
 * height, so a return visit restores the position. What it remembers after the path's events:
 */
function remembered({ events }: Step) {
  let plp: string | null = null
  let page = FIRST_PAGE
  let height = NO_HEIGHT
  let scrollY = 0
  let restore: { page: number; height: number; scrollY: number } | null = null
  for (const event of events) {
    if (event.type === 'plp.visited' || event.type === 'plp.refined') {
      // A refinement is a listing of its own: never a return to the one shown.
      if (event.type === 'plp.visited' && event.path === plp) {
        page = Math.max(page, event.page)
        restore = { page, height, scrollY }
      } else {
        plp = event.path
        page = Math.max(event.page, FIRST_PAGE)
        height = NO_HEIGHT
        scrollY = 0
        restore = null
      }
    }
    if (event.type === 'page.loaded') page = Math.max(event.page, FIRST_PAGE)
    if (event.type === 'container.measured') {
      height = Math.max(0, Math.round(event.height))
      if (event.scrollY !== undefined) scrollY = Math.max(0, Math.round(event.scrollY))
    }
    if (event.type === 'position.restored') restore = null
  }
  return { plp, page, height, scrollY, restore }
}

/** Whether this step brought the listing into `state` (the panel's expectations are about how it got there). */
const entered = (step: Step, state: string) =>
  step.previous !== null && step.in(state) && !step.previous.states.includes(state)

const expectations = expectationsFor(listingMachine, {
  '*': [
    {
      says: 'refining the listing shown (a facet, a sort option) leaves the open panel open for the next pick',
      check: (step) => {
        if (step.event.type !== 'plp.refined') return
        const panel = (states: readonly string[]) => states.find((s) => s.startsWith('panel.'))
        expect(panel(step.states)).toBe(panel(step.previous!.states))
      },
    },
    {
      says: 'the last visited listing, its last loaded page (from 1) and its container height and scroll position are remembered',
      check: (step) => {
        const { plp, page, height, scrollY } = remembered(step)
        expect(step.context).toMatchObject({
          lastVisitedPlp: plp,
          lastLoadedPage: page,
          lastVisitedPlpContainerHeight: height,
          lastScrollY: scrollY,
        })
      },
    },
  ],
  'panel.closed': [
    {
      says: 'no panel is open at first, after closing one, or on another listing',
      check: (step) => {
        if (entered(step, 'panel.closed')) expect(['panel.close', 'plp.visited']).toContain(step.event.type)
      },
    },
  ],
  'panel.filters': [
    {
      says: 'the filters dialog opens on its own, or again when the size modal opened from it closes',
      check: (step) => {
        if (!entered(step, 'panel.filters')) return
        expect(['filters.open', 'panel.close']).toContain(step.event.type)
        if (step.event.type === 'panel.close') expect(step.previous!.states).toContain('panel.sizesFromFilters')
      },
    },
  ],
  'panel.sizes': [
    {
      says: 'the size modal opens on its own',
      check: (step) => {
        if (entered(step, 'panel.sizes')) expect(step.event.type).toBe('sizes.open')
      },
    },
  ],
  'panel.sizesFromFilters': [
    {
      says: 'the size modal opened from the filters dialog',
      check: (step) => {
        if (!entered(step, 'panel.sizesFromFilters')) return
        expect(step.event.type).toBe('sizes.open')
        expect(step.previous!.states).toContain('panel.filters')
      },
    },
  ],
  'panel.sort': [
    {
      says: 'the sort sheet opens on its own',
      check: (step) => {
        if (entered(step, 'panel.sort')) expect(step.event.type).toBe('sort.open')
      },
    },
  ],
  'position.tracking': [
    { says: 'nothing is being restored', check: (step) => expect(step.context.restore).toBeNull() },
  ],
  'position.restoring': [
    {
      says: 'a return visit restores the page count, height and scroll position the shopper left',
      check: (step) => {
        expect(remembered(step).restore).not.toBeNull()
        expect(step.context.restore).toEqual(remembered(step).restore)
      },
    },
  ],
})

describeModel('listing', listingMachine, {
  events: {
    domain: [
      { type: 'filters.open' },
      { type: 'sizes.open' },
      { type: 'sort.open' },
      { type: 'panel.close' },
      { type: 'plp.visited', path: '/women', page: 1 },
      { type: 'plp.visited', path: '/women', page: 3 },
      { type: 'plp.visited', path: '/men', page: 0 },
      { type: 'plp.refined', path: '/women?color=Red', page: 1 },
      { type: 'page.loaded', page: 2 },
      { type: 'container.measured', height: 1234.6, scrollY: 800.4 },
      { type: 'container.measured', height: -5 },
      { type: 'position.restored' },
    ],
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return JSON.stringify([
      value,
      context.lastVisitedPlp,
      context.lastLoadedPage,
      context.lastVisitedPlpContainerHeight > 0,
    ])
  },
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return [value, context.lastVisitedPlp]
  },
  expectations,
  // Spec 2.7: each panel opens and closes; a return visit's position is restored. One dialog at a time
  // (2.6): a panel the shopper opens replaces the open one; the size modal opened from the filters returns to them.
  mustAccept: {
    'panel.closed': [{ type: 'filters.open' }, { type: 'sizes.open' }, { type: 'sort.open' }],
    'panel.filters': [{ type: 'panel.close' }, { type: 'sizes.open' }, { type: 'sort.open' }],
    'panel.sizes': [{ type: 'panel.close' }, { type: 'filters.open' }, { type: 'sort.open' }],
    'panel.sizesFromFilters': [{ type: 'panel.close' }, { type: 'sort.open' }],
    'panel.sort': [{ type: 'panel.close' }, { type: 'filters.open' }, { type: 'sizes.open' }],
    'position.restoring': [{ type: 'position.restored' }],
  },
  mustIgnore: {
    'panel.sizesFromFilters': [{ type: 'filters.open' }, { type: 'sizes.open' }],
    'panel.filters': [{ type: 'filters.open' }],
    'panel.sizes': [{ type: 'sizes.open' }],
    'panel.sort': [{ type: 'sort.open' }],
    'position.tracking': [{ type: 'position.restored' }],
  },
  requireEveryTransition: true,
})
