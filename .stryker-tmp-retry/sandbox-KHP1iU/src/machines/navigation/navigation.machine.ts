// @ts-nocheck
import { assign, raise, setup, type SnapshotFrom } from 'xstate'

/** Spec 4.13, 9: menus and the search overlay close once a route change settles… */
export const NAVIGATION_SETTLE_MS = 300
/** …and open mobile submenus reset a while later, after the drawer has slid away. */
export const MOBILE_SUBMENU_RESET_MS = 1000

type NavigationEvent =
  | { type: 'navigation.megaMenu.opened'; itemId: string }
  | { type: 'navigation.megaMenu.closed' }
  | { type: 'navigation.mobile.opened' }
  | { type: 'navigation.mobile.closed' }
  /** Opens a submenu level: depth 1 is the second navigation level, depth 2 the third. */
  | { type: 'navigation.mobile.level.opened'; depth: 1 | 2; id: string }
  | { type: 'navigation.mobile.level.back' }
  | { type: 'navigation.search.opened' }
  | { type: 'navigation.search.closed' }
  | { type: 'navigation.route.changed' }
  /** Raised by the machine itself once a route change has settled. */
  | { type: 'navigation.settled' }

interface NavigationContext {
  /** The open desktop mega-menu item. */
  megaMenuItem: string | null
  /** The open mobile submenu levels, outermost first. */
  mobileLevels: string[]
}

/** Desktop mega-menu, mobile slide-in menu and search overlay, and how a route change closes them. */
export const navigationMachine = setup({
  types: { context: {} as NavigationContext, events: {} as NavigationEvent },
  actions: {
    assignMegaMenuItem: assign(({ event }) =>
      event.type === 'navigation.megaMenu.opened' ? { megaMenuItem: event.itemId } : {},
    ),
    clearMegaMenuItem: assign({ megaMenuItem: null }),
    openLevel: assign(({ context, event }) =>
      event.type === 'navigation.mobile.level.opened'
        ? { mobileLevels: [...context.mobileLevels.slice(0, event.depth - 1), event.id] }
        : {},
    ),
    backLevel: assign(({ context }) => ({ mobileLevels: context.mobileLevels.slice(0, -1) })),
    resetLevels: assign({ mobileLevels: [] }),
    announceSettled: raise({ type: 'navigation.settled' }),
  },
  guards: {
    isParentOpen: ({ context, event }) =>
      event.type === 'navigation.mobile.level.opened' && context.mobileLevels.length >= event.depth - 1,
  },
  delays: {
    settle: NAVIGATION_SETTLE_MS,
    submenuReset: MOBILE_SUBMENU_RESET_MS,
  },
}).createMachine({
  id: 'navigation',
  context: { megaMenuItem: null, mobileLevels: [] },
  type: 'parallel',
  states: {
    megaMenu: {
      initial: 'closed',
      states: {
        closed: { on: { 'navigation.megaMenu.opened': { target: 'open', actions: 'assignMegaMenuItem' } } },
        open: {
          on: {
            'navigation.megaMenu.opened': { actions: 'assignMegaMenuItem' },
            'navigation.megaMenu.closed': { target: 'closed', actions: 'clearMegaMenuItem' },
            'navigation.search.opened': { target: 'closed', actions: 'clearMegaMenuItem' },
            'navigation.settled': { target: 'closed', actions: 'clearMegaMenuItem' },
          },
        },
      },
    },
    mobileMenu: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'navigation.mobile.opened': 'open',
            'navigation.mobile.level.opened': { guard: 'isParentOpen', actions: 'openLevel' },
          },
        },
        open: {
          on: {
            'navigation.mobile.closed': 'closed',
            'navigation.search.opened': 'closed',
            'navigation.mobile.level.opened': { guard: 'isParentOpen', actions: 'openLevel' },
            'navigation.mobile.level.back': { actions: 'backLevel' },
            'navigation.settled': 'closed',
          },
        },
      },
    },
    search: {
      initial: 'closed',
      states: {
        closed: { on: { 'navigation.search.opened': 'open' } },
        open: { on: { 'navigation.search.closed': 'closed', 'navigation.settled': 'closed' } },
      },
    },
    routeChange: {
      initial: 'idle',
      states: {
        idle: { on: { 'navigation.route.changed': 'changed' } },
        changed: {
          type: 'parallel',
          // A further route change restarts both waits.
          on: { 'navigation.route.changed': { target: 'changed', reenter: true } },
          onDone: 'idle',
          states: {
            closing: {
              initial: 'settling',
              states: {
                settling: {
                  after: { settle: { target: 'done', actions: 'announceSettled' } },
                  // Whatever the shopper opens after the route change stays open: the close is for what the old page left open.
                  on: {
                    'navigation.search.opened': 'done',
                    'navigation.megaMenu.opened': 'done',
                    'navigation.mobile.opened': 'done',
                  },
                },
                done: { type: 'final' },
              },
            },
            submenus: {
              initial: 'waiting',
              states: {
                waiting: { after: { submenuReset: { target: 'done', actions: 'resetLevels' } } },
                done: { type: 'final' },
              },
            },
          },
        },
      },
    },
  },
})

type NavigationSnapshot = SnapshotFrom<typeof navigationMachine>

export const selectMegaMenuItem = (s: NavigationSnapshot): string | null => s.context.megaMenuItem
export const selectIsMobileMenuOpen = (s: NavigationSnapshot): boolean => s.matches({ mobileMenu: 'open' })
export const selectIsSearchOpen = (s: NavigationSnapshot): boolean => s.matches({ search: 'open' })
/** The open mobile submenu level ids joined by '/', '' at the top level (a primitive for `useSelector`). */
export const selectMobileLevelPath = (s: NavigationSnapshot): string => s.context.mobileLevels.join('/')
