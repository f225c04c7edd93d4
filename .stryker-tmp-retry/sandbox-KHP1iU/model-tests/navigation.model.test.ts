// @ts-nocheck
import { expect } from 'vitest'
import {
  navigationMachine,
  selectIsMobileMenuOpen,
  selectIsSearchOpen,
  selectMegaMenuItem,
  selectMobileLevelPath,
} from '../src/machines/navigation/navigation.machine'
import { expectationsFor, lastOf, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

/** Spec 4.13, 9: menus and the search overlay close on a route change after 300 ms; open mobile submenus 1000 ms after it. */
const SETTLE_MS = 300
const SUBMENU_RESET_MS = 1000

type Step = MachineStepView<typeof navigationMachine>

const opened = (step: Step, region: string) =>
  step.in(`${region}.open`) && !step.previous?.states.includes(`${region}.open`)
const closed = (step: Step, region: string) =>
  step.in(`${region}.closed`) && step.previous?.states.includes(`${region}.open`)
const SETTLED = 'xstate.after.settle.navigation.routeChange.changed.closing.settling'
const RESET = 'xstate.after.submenuReset.navigation.routeChange.changed.submenus.waiting'

/** Milliseconds since the last route change. */
function sinceRouteChange(step: Step): number | null {
  let at: number | null = null
  let clock = 0
  // The path's clock only moves on delayed steps: add up their waits.
  for (const event of step.events) {
    if (event.type === 'navigation.route.changed') at = clock
    if (event.type === SETTLED) clock = (at ?? 0) + SETTLE_MS
    if (event.type === RESET) clock = (at ?? 0) + SUBMENU_RESET_MS
  }
  return at === null ? null : clock - at
}

const expectations = expectationsFor(navigationMachine, {
  '*': [
    {
      says: 'the page shows the open mega-menu item, the mobile menu, the search overlay and the open submenu levels',
      check: (step) => {
        expect(selectMegaMenuItem(step.snapshot)).toBe(step.context.megaMenuItem)
        expect(selectIsMobileMenuOpen(step.snapshot)).toBe(step.in('mobileMenu.open'))
        expect(selectIsSearchOpen(step.snapshot)).toBe(step.in('search.open'))
        expect(selectMobileLevelPath(step.snapshot)).toBe(step.context.mobileLevels.join('/'))
      },
    },
    {
      says: 'a route change closes the menus and the search overlay once it has settled (300 ms)',
      check: (step) => {
        if (step.event.type !== SETTLED) return
        expect(sinceRouteChange(step)).toBe(SETTLE_MS)
        expect(step.states).toEqual(expect.arrayContaining(['megaMenu.closed', 'mobileMenu.closed', 'search.closed']))
      },
    },
    {
      says: 'open mobile submenus close 1000 ms after a route change',
      check: (step) => {
        if (step.event.type !== RESET) return
        expect(sinceRouteChange(step)).toBe(SUBMENU_RESET_MS)
        expect(step.context.mobileLevels).toEqual([])
      },
    },
    {
      says: 'the mobile submenu levels open one inside the other: a level opens only under an open parent, back closes the innermost',
      check: ({ event, context, previous, states }) => {
        if (!previous) return expect(context.mobileLevels).toEqual([])
        const before = previous.context.mobileLevels
        if (event.type === 'navigation.mobile.level.opened') {
          const expected = before.length >= event.depth - 1 ? [...before.slice(0, event.depth - 1), event.id] : before
          expect(context.mobileLevels).toEqual(expected)
        } else if (event.type === 'navigation.mobile.level.back' && previous.states.includes('mobileMenu.open')) {
          expect(context.mobileLevels).toEqual(before.slice(0, -1))
        } else if (event.type !== RESET) {
          expect(context.mobileLevels).toEqual(before)
        }
        expect(states.length).toBeGreaterThan(0)
      },
    },
    {
      says: 'opening the search closes the mega-menu and the mobile menu',
      check: (step) => {
        if (opened(step, 'search'))
          expect(step.states).toEqual(expect.arrayContaining(['megaMenu.closed', 'mobileMenu.closed']))
      },
    },
  ],
  'megaMenu.closed': [
    { says: 'no mega-menu item is open', check: (step) => expect(step.context.megaMenuItem).toBeNull() },
  ],
  'megaMenu.open': [
    {
      says: 'the open mega-menu item is the one last opened',
      check: (step) =>
        expect(step.context.megaMenuItem).toBe(lastOf(step.events, 'navigation.megaMenu.opened')!.itemId),
    },
  ],
  'mobileMenu.closed': [
    {
      says: 'the mobile menu closes when closed, when the search opens, or when a route change settles',
      check: (step) => {
        if (closed(step, 'mobileMenu'))
          expect(['navigation.mobile.closed', 'navigation.search.opened', SETTLED]).toContain(step.event.type)
      },
    },
  ],
  'mobileMenu.open': [
    {
      says: 'the mobile menu opens from its button',
      check: (step) => {
        if (opened(step, 'mobileMenu')) expect(step.event.type).toBe('navigation.mobile.opened')
      },
    },
  ],
  'search.closed': [
    {
      says: 'the search overlay closes when closed or when a route change settles',
      check: (step) => {
        if (closed(step, 'search')) expect(['navigation.search.closed', SETTLED]).toContain(step.event.type)
      },
    },
  ],
  'search.open': [
    {
      says: 'the search overlay opens from the search button',
      check: (step) => {
        if (opened(step, 'search')) expect(step.event.type).toBe('navigation.search.opened')
      },
    },
  ],
  'routeChange.idle': [
    {
      says: 'no route change is pending',
      check: (step) => {
        expect(step.timers).toBe(0)
        const since = sinceRouteChange(step)
        if (since !== null) expect(since).toBe(SUBMENU_RESET_MS)
      },
    },
  ],
  'routeChange.changed': [
    {
      says: 'a route change is pending: its waits have not both run out',
      check: (step) => {
        expect(sinceRouteChange(step)).toBeLessThan(SUBMENU_RESET_MS)
        expect(step.timers).toBeGreaterThan(0)
      },
    },
  ],
  'routeChange.changed.closing.done': [
    {
      says: 'the close is over once it settled or the shopper opened something new after the route change',
      check: (step) => {
        if (step.previous?.states.includes('routeChange.changed.closing.settling'))
          expect([
            SETTLED,
            'navigation.search.opened',
            'navigation.megaMenu.opened',
            'navigation.mobile.opened',
          ]).toContain(step.event.type)
      },
    },
  ],
})

describeModel('navigation', navigationMachine, {
  events: {
    domain: [
      { type: 'navigation.megaMenu.opened', itemId: 'women' },
      { type: 'navigation.megaMenu.opened', itemId: 'men' },
      { type: 'navigation.megaMenu.closed' },
      { type: 'navigation.mobile.opened' },
      { type: 'navigation.mobile.closed' },
      { type: 'navigation.mobile.level.opened', depth: 1, id: 'shoes' },
      { type: 'navigation.mobile.level.opened', depth: 2, id: 'boots' },
      { type: 'navigation.mobile.level.back' },
      { type: 'navigation.search.opened' },
      { type: 'navigation.search.closed' },
      { type: 'navigation.route.changed' },
    ],
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return JSON.stringify([value, context.megaMenuItem, context.mobileLevels])
  },
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return [value, context.mobileLevels.length]
  },
  expectations,
  // Each menu and the search overlay open and close.
  mustAccept: {
    'megaMenu.closed': [{ type: 'navigation.megaMenu.opened', itemId: 'women' }],
    'megaMenu.open': [{ type: 'navigation.megaMenu.closed' }],
    'mobileMenu.closed': [{ type: 'navigation.mobile.opened' }],
    'mobileMenu.open': [{ type: 'navigation.mobile.closed' }, { type: 'navigation.mobile.level.back' }],
    'search.closed': [{ type: 'navigation.search.opened' }],
    'search.open': [{ type: 'navigation.search.closed' }],
    'routeChange.idle': [{ type: 'navigation.route.changed' }],
  },
  mustIgnore: {
    'megaMenu.closed': [{ type: 'navigation.megaMenu.closed' }],
    'mobileMenu.closed': [{ type: 'navigation.mobile.closed' }, { type: 'navigation.mobile.level.back' }],
    'search.closed': [{ type: 'navigation.search.closed' }],
  },
  requireEveryTransition: true,
})
