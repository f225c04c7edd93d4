// @ts-nocheck
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { leafStates } from '../../model-tests/support/expectations'
import type { ModelPath } from '../../model-tests/support/paths'
import { listingSeen, listingSights, type ListingPlace, type ListingShows } from '../../model-tests/listing.sights'
import { listingMachine } from '../../src/machines/listing/listing.machine'
import { grantConsent } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type BrowserStep, type Sight } from './model-browser'

/**
 * The listing statechart's paths taken by a shopper on a phone (spec 2.6, 2.7): from the home page
 * to the women's best sellers, on to their parent listing by the breadcrumb and back by its
 * sub-category link; a facet picked in the filters dialog, which stays open for the next pick; the
 * filters dialog, the size modal (on its own and from the filters) and the sort sheet opened by
 * their buttons, each closed by its close button or Escape; 'load more'; a product opened and the
 * browser's Back to the listing, which restores the pages loaded and the position. What the
 * shopper must see comes from model-tests/listing.sights.ts.
 */
test.use({ viewport: { width: 420, height: 860 } })
// A path walks the whole listing: a few dozen steps.
test.describe.configure({ timeout: 60_000 })

const BEST_SELLERS = '/en/women/featured/best-sellers'
const SELECTION = '/en/women/featured'
/** The best sellers refined by a facet the filters dialog offers: formal shoes. */
const FORMAL = `${BEST_SELLERS}?type=Formal`
/** The two listings, by the model's path, as the demo seed has them. */
const PLACES: Record<string, ListingPlace & { href: string }> = {
  [BEST_SELLERS]: { heading: 'Best sellers', total: 44, href: BEST_SELLERS },
  [SELECTION]: { heading: 'Selection', total: 67, href: SELECTION },
  [FORMAL]: { heading: 'Best sellers', total: 11, href: FORMAL },
}

type ShopperEvent = EventObject & Record<string, unknown>
const isSettlement = (event: EventObject) => event.type.startsWith('xstate.')
/** The product the shopper opened last, on each page. */
const opened = new WeakMap<Page, string>()

const statesBefore = (path: ModelPath, index: number) => leafStates(path.steps[index - 1]!.state)
const panelOpen = (states: string[]) => !states.includes('panel.closed')

/**
 * Whether the page offers each action of the path: a listing's panels, 'load more' and its products
 * only on a listing with no panel over it (the panels' buttons excepted, pressed as assistive
 * technology presses them); another listing by a link of the one shown, and from a product only
 * Back to the listing it was opened from; a return visit is restored by the page before anything else.
 */
function offered(path: ModelPath): boolean {
  const events = path.steps.slice(1).map((s) => s.event as ShopperEvent)
  for (const [i, event] of events.entries()) {
    const before = statesBefore(path, i + 1)
    const seen = listingSeen(events.slice(0, i))
    const onListing = seen.at in PLACES
    if (before.includes('position.restoring') && event.type !== 'position.restored') return false
    switch (event.type) {
      case 'plp.visited':
        if (panelOpen(before) || event.path === seen.at) return false
        if (seen.at === 'start' && event.path !== BEST_SELLERS) return false
        if (seen.at === 'product' && event.path !== seen.last) return false
        break
      case 'plp.refined':
        // The facet is picked in the filters dialog of the best sellers.
        if (!before.includes('panel.filters') || seen.at !== BEST_SELLERS) return false
        break
      case 'page.loaded':
        if (!onListing || panelOpen(before) || seen.pages * 24 >= PLACES[seen.at]!.total) return false
        break
      case 'container.measured':
        if (!onListing || panelOpen(before)) return false
        break
      case 'position.restored':
        break
      default:
        if (!onListing) return false
    }
  }
  return true
}

const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card')
const toolbarButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** Presses a button; one under an open dialog is pressed as assistive technology would (a click dispatched to it). */
async function press(target: Locator, covered: boolean) {
  if (covered) await target.dispatchEvent('click')
  else await target.click()
}

async function check(page: Page, shows: ListingShows) {
  if ('dialog' in shows) {
    await expect(page.getByRole('dialog', { name: shows.dialog, exact: true })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  } else if ('noDialog' in shows) {
    await expect(page.getByRole('dialog')).toHaveCount(0)
  } else if ('listing' in shows) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shows.listing)
    await expect(page.getByTestId('result-count')).toHaveText(`${shows.products} products`)
    await expect(cards(page)).toHaveCount(shows.cards, { timeout: 10_000 })
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(shows.loadMore ? 1 : 0)
  } else if ('productPage' in shows) {
    await expect(page.getByRole('region', { name: 'Product information' })).toBeVisible({ timeout: 10_000 })
    await expect(page.getByTestId('product-grid')).toHaveCount(0)
  } else {
    await expect(page.locator(`[data-testid="product-card"] a[href="${opened.get(page)}"]`).first()).toBeInViewport()
  }
}

describeBrowserModel('listing', {
  machine: listingMachine,
  model: {
    events: {
      domain: [
        { type: 'plp.visited', path: BEST_SELLERS, page: 1 },
        { type: 'plp.visited', path: SELECTION, page: 1 },
        { type: 'plp.refined', path: FORMAL, page: 1 },
        { type: 'filters.open' },
        { type: 'sizes.open' },
        { type: 'sort.open' },
        { type: 'panel.close' },
        { type: 'page.loaded', page: 2 },
        // The grid's height and the scroll position the shopper leaves it at, opening a product.
        { type: 'container.measured', height: 4000, scrollY: 2500 },
        { type: 'position.restored' },
      ],
    },
    serializeState: (snapshot) => {
      const { value, context } = snapshot as unknown as {
        value: unknown
        context: { lastVisitedPlp: string | null; lastLoadedPage: number }
      }
      return JSON.stringify([value, context.lastVisitedPlp, context.lastLoadedPage])
    },
    requireEveryTransition: true,
  },
  shopperView: (path) =>
    offered(path) ? JSON.stringify(listingSeen(path.steps.slice(1).map((s) => s.event as ShopperEvent))) : null,
  maxSteps: 12,
  walk: { length: 40 },
  start: async (page) => {
    await grantConsent(page)
    await page.goto('/en')
    await waitForHydration(page)
  },
  act: async (page, step: BrowserStep) => {
    const { event } = step
    if (isSettlement(event)) return
    const before = statesBefore(step.path, step.index)
    const covered = panelOpen(before)
    const seen = listingSeen(step.events.slice(0, -1))
    switch (event.type) {
      case 'plp.visited': {
        // Back from the product to the listing it was opened from; otherwise a link of the page shown.
        if (seen.at === 'product') await page.goBack()
        else
          await page
            .locator(`a[href="${PLACES[event.path as string]!.href}"]:visible`)
            .first()
            .click()
        await expect(page).toHaveURL(new RegExp(`${event.path as string}(\\?page=\\d+)?$`))
        return
      }
      case 'plp.refined':
        await page
          .getByRole('dialog', { name: 'Filters', exact: true })
          .getByRole('link', { name: 'Formal, 11 products' })
          .click()
        return await expect(page).toHaveURL(/\?type=Formal$/)
      case 'filters.open':
        // Named with the count of facets picked, once there are any.
        return await press(page.getByRole('button', { name: /^Filters( \(\d+\))?$/ }), covered)
      case 'sizes.open':
        if (before.includes('panel.filters'))
          return await page
            .getByRole('dialog', { name: 'Filters', exact: true })
            .getByRole('button', { name: 'Choose size (EU)' })
            .click()
        return await press(toolbarButton(page, 'Size (EU)'), covered)
      case 'sort.open':
        return await press(toolbarButton(page, 'Sort by'), covered)
      case 'panel.close':
        if (before.includes('panel.filters')) return await page.getByRole('button', { name: 'Close filters' }).click()
        if (before.includes('panel.sort')) return await page.getByRole('button', { name: 'Close sorting' }).click()
        return await page.keyboard.press('Escape')
      case 'page.loaded':
        return await page.getByRole('link', { name: 'Load more' }).click()
      case 'container.measured': {
        // The last product shown: the shopper has scrolled down to it.
        const link = cards(page).last().getByRole('link').first()
        opened.set(page, (await link.getAttribute('href'))!)
        return await link.click()
      }
      case 'position.restored':
        // The page restores the position by itself once the listing is shown again.
        return
      default:
        throw new Error(`no shopper action for ${event.type}`)
    }
  },
  see: (page, step): Sight[] =>
    listingSights(step.states, listingSeen(step.events), PLACES).map(({ says, shows }) => ({
      says,
      check: () => check(page, shows),
    })),
})
