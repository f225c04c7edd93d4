import { expect, test, type Locator, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import type { ModelPath } from '../../model-tests/support/paths'
import { navigationMachine } from '../../src/machines/navigation/navigation.machine'
import { grantConsent } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type BrowserStep, type Sight } from './model-browser'

/**
 * The header's navigation (spec 2.5, 4.13) on the English bag and order tracking pages, its
 * statechart's paths taken by a shopper at 1440 px (the mega-menu: hovered open and left, another
 * item's button pressed while one is open, Escape) and at 390 px (the slide-in menu: its levels
 * opened and backed out of, closed), the search overlay opened and closed, and the browser's Back
 * and Forward between the two pages. Time moves only as the paths say, on a clock the test holds:
 * what was open when the page changed closes 300 ms after, open submenu levels reset 1000 ms after.
 */
test.describe.configure({ timeout: 60_000 })

const SETTLE_MS = 300
const SUBMENU_RESET_MS = 1000
const SETTLED = 'xstate.after.settle.navigation.routeChange.changed.closing.settling'
const RESET = 'xstate.after.submenuReset.navigation.routeChange.changed.submenus.waiting'

/** The two pages the shopper goes back and forth between, and what each says first. */
const PAGES = {
  bag: { path: '/en/shopping-bag', heading: 'Shopping bag' },
  tracking: { path: '/en/order-tracking', heading: 'Order tracking' },
} as const

/** The navigation's items and the first collection of Women (spec 2.5), as the seeded content names them. */
const ITEMS = { women: 'Women', men: 'Men' } as const
const COLLECTION = 'Shoes'

interface Start {
  viewport: 'desktop' | 'mobile'
}
const DESKTOP: Start = { viewport: 'desktop' }
const MOBILE: Start = { viewport: 'mobile' }

type Event = EventObject & Record<string, unknown>

interface Seen {
  /** The open mega-menu item, and how it opened: hovered (the keyboard's focus elsewhere) or its button pressed. */
  mega: keyof typeof ITEMS | null
  megaBy: 'hover' | 'key' | null
  mobile: boolean
  /** The slide-in menu's open levels: the item, then the collection. */
  levels: string[]
  search: boolean
  /** The page shown. */
  page: keyof typeof PAGES
  /** Since the last change of page, while its waits run: ms passed, whether the close is still due. */
  change: { since: number; closing: boolean; resetting: boolean } | null
}

/**
 * What the shopper sees, replayed from their actions and the time passed, by spec 4.13; null when
 * the page does not offer the action (a menu of the other viewport, a button behind an overlay).
 */
function seen(events: Event[], start: Start): Seen | null {
  const desktop = start.viewport === 'desktop'
  let view: Seen = {
    mega: null,
    megaBy: null,
    mobile: false,
    levels: [],
    search: false,
    page: 'tracking',
    change: null,
  }
  // What the shopper opens after the page changed stays open: the close is for what the old page left open.
  const opensAfterChange = () => (view.change ? { ...view.change, closing: false } : null)
  for (const event of events) {
    switch (event.type) {
      case 'navigation.megaMenu.opened': {
        const item = event.itemId as keyof typeof ITEMS
        if (!desktop || view.search || item === view.mega || view.megaBy === 'key') return null
        view = { ...view, mega: item, megaBy: view.mega ? 'key' : 'hover', change: opensAfterChange() }
        break
      }
      case 'navigation.megaMenu.closed':
        view = { ...view, mega: null, megaBy: null }
        break
      case 'navigation.mobile.opened':
        // The menu's button is behind the open drawer or the search overlay.
        if (desktop || view.search || view.mobile) return null
        view = { ...view, mobile: true, change: opensAfterChange() }
        break
      case 'navigation.mobile.closed':
        view = { ...view, mobile: false }
        break
      case 'navigation.mobile.level.opened': {
        const depth = Number(event.depth)
        if (!view.mobile || view.levels.length !== depth - 1) return null
        view = { ...view, levels: [...view.levels, String(event.id)] }
        break
      }
      case 'navigation.mobile.level.back':
        if (!view.levels.length) return null
        view = { ...view, levels: view.levels.slice(0, -1) }
        break
      case 'navigation.search.opened':
        // The overlay's link is behind the slide-in menu; from a pressed mega-menu button, reaching it leaves the menu.
        if (view.mobile || view.search || view.megaBy === 'key') return null
        view = { ...view, search: true, mega: null, megaBy: null, change: opensAfterChange() }
        break
      case 'navigation.search.closed':
        view = { ...view, search: false }
        break
      case 'navigation.route.changed':
        view = {
          ...view,
          page: view.page === 'tracking' ? 'bag' : 'tracking',
          change: { since: 0, closing: true, resetting: true },
        }
        break
      case SETTLED:
        // Spec 4.13: 300 ms after the change, what was open closes.
        view = {
          ...view,
          mega: null,
          megaBy: null,
          mobile: false,
          search: false,
          change: { ...view.change!, since: SETTLE_MS, closing: false },
        }
        break
      case RESET:
        // 1000 ms after it, open submenu levels reset.
        view = { ...view, levels: [], change: null }
        break
      default:
        throw new Error(`The header has no rule for ${event.type}`)
    }
  }
  return view
}

const eventsOf = (path: ModelPath) => path.steps.slice(1).map((s) => s.event as Event)

const header = (page: Page) => page.getByRole('banner')
const desktopNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' })
const itemOf = (page: Page, item: keyof typeof ITEMS) =>
  desktopNav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: ITEMS[item], exact: true }) })
const chevron = (page: Page, item: keyof typeof ITEMS) =>
  desktopNav(page).getByRole('button', { name: `${ITEMS[item]}: more`, exact: true })
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const searchLink = (page: Page) => header(page).getByRole('link', { name: 'Search' })

/** The time the test's clock moved since the last change of page, by page. */
const moved = new WeakMap<Page, number>()

/**
 * Lets the page's own timers run (an overlay's or the drawer's opening and closing) for up to 100 ms,
 * never as far as the next wait of a change of page: that one is the path's to reach.
 */
async function letPageRun(page: Page, view: Seen) {
  const since = moved.get(page) ?? 0
  const due = !view.change ? null : view.change.closing ? SETTLE_MS : view.change.resetting ? SUBMENU_RESET_MS : null
  const room = due === null ? 100 : Math.min(100, due - since - 2)
  if (room <= 0) return
  await page.clock.runFor(room)
  moved.set(page, since + room)
}

/** Runs the clock to `ms` after the change of page: a millisecond short, then the last one. */
async function runTo(page: Page, ms: number, before: () => Promise<void>) {
  const since = moved.get(page) ?? 0
  await page.clock.runFor(ms - since - 1)
  await before()
  await page.clock.runFor(1)
  moved.set(page, ms)
}

/** Moves the mouse to the top of the page, above the header and away from any open panel. */
/**
 * Moves the keyboard's focus to `target` the way a shopper does, with Tab (or Shift+Tab when it lies behind),
 * never by script.
 */
async function tabTo(page: Page, target: Locator) {
  const focused = () => target.evaluate((el) => el === document.activeElement)
  // Forward when the focus lies before the target in the document, else backward.
  const behind = await target.evaluate(
    (el) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      Boolean(el.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  )
  const key = behind ? 'Shift+Tab' : 'Tab'
  for (let press = 0; press < 80 && !(await focused()); press++) await page.keyboard.press(key)
  await expect(target).toBeFocused()
}

async function mouseAway(page: Page) {
  await page.mouse.move(page.viewportSize()!.width / 2, 2)
}

async function hover(page: Page, item: keyof typeof ITEMS) {
  await mouseAway(page)
  const box = (await itemOf(page, item).getByRole('link', { name: ITEMS[item], exact: true }).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
}

describeBrowserModel('navigation', {
  machine: navigationMachine,
  model: {
    inputs: [DESKTOP, MOBILE],
    events: {
      domain: [
        { type: 'navigation.megaMenu.opened', itemId: 'women' },
        { type: 'navigation.megaMenu.opened', itemId: 'men' },
        { type: 'navigation.megaMenu.closed' },
        { type: 'navigation.mobile.opened' },
        { type: 'navigation.mobile.closed' },
        { type: 'navigation.mobile.level.opened', depth: 1, id: 'women' },
        { type: 'navigation.mobile.level.opened', depth: 2, id: '0' },
        { type: 'navigation.mobile.level.back' },
        { type: 'navigation.search.opened' },
        { type: 'navigation.search.closed' },
        { type: 'navigation.route.changed' },
      ],
    },
    serializeState: (snapshot) => {
      const { value, context } = snapshot as unknown as {
        value: unknown
        context: { megaMenuItem: string | null; mobileLevels: string[] }
      }
      return JSON.stringify([value, context.megaMenuItem, context.mobileLevels])
    },
    requireEveryTransition: true,
  },
  shopperView: (path, input) => {
    const view = seen(eventsOf(path), input as Start)
    return view && JSON.stringify(view)
  },
  maxSteps: 6,

  start: async (page, input) => {
    const { viewport } = input as Start
    await page.setViewportSize(viewport === 'desktop' ? { width: 1440, height: 900 } : { width: 390, height: 844 })
    await grantConsent(page)
    await page.clock.install()
    // The bag first, then order tracking by the footer's link: Back and Forward change the page within the shop.
    await page.goto(PAGES.bag.path)
    await waitForHydration(page)
    // The overlay and the drawer are loaded when first opened: once here, on time that still runs.
    await searchLink(page).click()
    await expect(overlay(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toHaveCount(0)
    if (viewport === 'mobile') {
      await header(page).getByRole('button', { name: 'Menu' }).click()
      await drawer(page).getByRole('button', { name: 'Close menu' }).click()
      await expect(drawer(page)).toHaveCount(0)
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Order tracking' }).click()
    await expect(page.getByRole('heading', { level: 1, name: PAGES.tracking.heading })).toBeVisible()
    // The change of page is over (its waits run out); from here time moves only as the paths say.
    await page.clock.runFor(SUBMENU_RESET_MS + 100)
    await page.clock.pauseAt(Date.now() + 60_000)
    moved.set(page, 0)
    await mouseAway(page)
  },
  act: async (page, step) => {
    await shopperActs(page, step)
    await letPageRun(page, seen(step.events, step.input as Start)!)
  },
  see: (page, step): Sight[] => {
    const start = step.input as Start
    const view = seen(step.events, start)!
    return [
      {
        says: view.mega
          ? `the ${ITEMS[view.mega]} mega-menu panel is shown, its button expanded; no other panel`
          : 'no mega-menu panel is shown',
        check: async () => {
          if (start.viewport === 'mobile') return expect(desktopNav(page)).toBeHidden()
          for (const item of Object.keys(ITEMS) as Array<keyof typeof ITEMS>) {
            const open = view.mega === item
            await expect(chevron(page, item)).toHaveAttribute('aria-expanded', String(open))
            const panel = desktopNav(page).getByRole('group', { name: ITEMS[item], exact: true })
            if (open) await expect(panel).toBeVisible()
            else await expect(panel).toBeHidden()
          }
        },
      },
      {
        says: view.mobile
          ? `the slide-in menu is open at ${view.levels.length ? `the ${view.levels.length === 1 ? ITEMS.women : COLLECTION} level` : 'its first level'}`
          : 'the slide-in menu is closed',
        check: async () => {
          if (start.viewport === 'desktop')
            return expect(header(page).getByRole('button', { name: 'Menu' })).toBeHidden()
          await expect(header(page).getByRole('button', { name: 'Menu' })).toHaveAttribute(
            'aria-expanded',
            String(view.mobile),
          )
          if (!view.mobile) return expect(drawer(page)).toHaveCount(0)
          const levelHeading = (name: string) => drawer(page).getByRole('heading', { name, exact: true })
          if (!view.levels.length) {
            await expect(levelHeading(ITEMS.women)).toHaveCount(0)
            await expect(drawer(page).getByRole('button', { name: ITEMS.men, exact: true })).toBeVisible()
          } else if (view.levels.length === 1) {
            await expect(levelHeading(ITEMS.women)).toBeVisible()
            await expect(drawer(page).getByRole('button', { name: 'Back to menu' })).toBeVisible()
          } else {
            await expect(levelHeading(COLLECTION)).toBeVisible()
            await expect(drawer(page).getByRole('button', { name: `Back to ${ITEMS.women}` })).toBeVisible()
          }
        },
      },
      {
        says: view.search ? 'the search overlay is open' : 'no search overlay',
        check: async () => {
          if (view.search) await expect(overlay(page)).toBeVisible()
          else await expect(overlay(page)).toHaveCount(0)
        },
      },
      {
        says: `the ${view.page === 'bag' ? 'bag' : 'order tracking'} page is shown`,
        check: async () => {
          await expect(page).toHaveURL(new RegExp(`${PAGES[view.page].path}$`))
          await expect(page.getByRole('heading', { level: 1, name: PAGES[view.page].heading })).toBeVisible()
        },
      },
    ]
  },
  outOfReach: {
    'navigation.mobileMenu.closed —navigation.mobile.level.opened [isParentOpen]→ (self)':
      'the levels’ buttons are inside the slide-in menu: a closed menu offers none',
    'navigation.mobileMenu.open —navigation.search.opened→ navigation.mobileMenu.closed':
      'the open slide-in menu is a dialog over the header: its search link cannot be reached',
  },
})

/** The shopper's action for the step, or the time it waits. */
async function shopperActs(page: Page, step: BrowserStep) {
  const { event } = step
  const start = step.input as Start
  const before = seen(step.events.slice(0, -1), start)!
  switch (event.type) {
    case 'navigation.megaMenu.opened': {
      const item = event.itemId as keyof typeof ITEMS
      if (before.mega) {
        // The keyboard's focus on the other item's button, the mouse still on the open one: Enter.
        await tabTo(page, chevron(page, item))
        await page.keyboard.press('Enter')
        // The mouse then leaves for the top of the page (the item it was on is no longer open).
        return mouseAway(page)
      }
      // The keyboard's focus on the search link, the mouse over the item.
      await tabTo(page, searchLink(page))
      return hover(page, item)
    }
    case 'navigation.megaMenu.closed':
      if (before.megaBy === 'key') return page.keyboard.press('Escape')
      return mouseAway(page)
    case 'navigation.mobile.opened':
      return header(page).getByRole('button', { name: 'Menu' }).click()
    case 'navigation.mobile.closed':
      return drawer(page).getByRole('button', { name: 'Close menu' }).click()
    case 'navigation.mobile.level.opened':
      return drawer(page)
        .getByRole('button', { name: Number(event.depth) === 1 ? ITEMS.women : COLLECTION, exact: true })
        .click()
    case 'navigation.mobile.level.back':
      return drawer(page)
        .getByRole('button', { name: before.levels.length === 1 ? 'Back to menu' : `Back to ${ITEMS.women}` })
        .click()
    case 'navigation.search.opened':
      if (start.viewport === 'desktop') {
        // The focus on the search link (the mouse may be over an open mega-menu): Enter.
        await tabTo(page, searchLink(page))
        await page.keyboard.press('Enter')
        await expect(overlay(page)).toBeVisible()
        return mouseAway(page)
      }
      return searchLink(page).click()
    case 'navigation.search.closed':
      return page.keyboard.press('Escape')
    case 'navigation.route.changed': {
      const to = before.page === 'tracking' ? 'bag' : 'tracking'
      await (to === 'bag' ? page.goBack() : page.goForward())
      moved.set(page, 0)
      await expect(page).toHaveURL(new RegExp(`${PAGES[to].path}$`))
      return expect(page.getByRole('heading', { level: 1, name: PAGES[to].heading })).toBeVisible()
    }
    case SETTLED: {
      // Spec 4.13: nothing closes before 300 ms have passed since the change.
      return runTo(page, SETTLE_MS, () => expectOpen(page, before))
    }
    case RESET: {
      return runTo(page, SUBMENU_RESET_MS, async () => undefined)
    }
    default:
      throw new Error(`No shopper action in the header sends ${event.type}`)
  }
}

/** Before the close is due, what was open still is. */
async function expectOpen(page: Page, view: Seen) {
  if (view.mega) await expect(chevron(page, view.mega)).toHaveAttribute('aria-expanded', 'true')
  if (view.mobile) await expect(drawer(page)).toBeVisible()
  if (view.search) await expect(overlay(page)).toBeVisible()
}
