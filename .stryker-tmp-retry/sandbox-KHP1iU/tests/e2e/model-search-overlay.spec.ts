// @ts-nocheck
import { expect, type Page } from '@playwright/test'
import { searchOverlayMachine } from '../../src/machines/search/search-overlay.machine'
import { named } from '../../model-tests/support/paths'
import { grantConsent } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, holdNextRequest, type BrowserStep, type Sight } from './model-browser'

/**
 * The search overlay's statechart (search as you type: a query 250 ms after the last keystroke,
 * from two characters on) taken by a shopper on the English home page: a word with products, one
 * with none, a single letter, and the field cleared. Each query is held until the page has shown
 * it is searching, then answered by the real search service or failed (the service down).
 */
const FOUND = 'kite'
const NOTHING = 'qxzv'
const found = named('products', { query: FOUND, hits: [{ objectID: 'p1' }], nbHits: 1 })
const none = named('nothing', { query: NOTHING, hits: [], nbHits: 0 })

const TEXT = {
  searching: 'Searching…',
  failed: 'Search is not available right now. Please try again.',
  none: (query: string) => `No products match “${query}”.`,
  found: /\d+ products? found/,
}

const isQuery = (url: string, method: string) =>
  method === 'POST' && url.includes('/search/') && url.includes('/queries')
const held = new WeakMap<Page, () => void>()
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const field = (page: Page) => overlay(page).getByRole('searchbox', { name: 'Search products' })
const status = (page: Page) => overlay(page).getByRole('status')

/** What the field holds and the answer shown, from the shopper's typing and the service's answers. */
function shown(step: BrowserStep) {
  let value = ''
  let answer: 'found' | 'none' | 'failed' | null = null
  for (const event of step.events) {
    if (event.type === 'typed') value = String(event.value)
    if (event.type === 'cleared') value = ''
    if (event.type === 'cleared' || (event.type === 'typed' && value.trim().length < 2)) answer = null
    if (event.type.startsWith('xstate.done.actor.'))
      answer = (event as { output?: unknown }).output === none ? 'none' : 'found'
    if (event.type.startsWith('xstate.error.actor.')) answer = 'failed'
  }
  return { value, answer }
}

describeBrowserModel('search overlay', {
  machine: searchOverlayMachine,
  model: {
    events: {
      domain: [
        { type: 'typed', value: 'k' },
        { type: 'typed', value: FOUND },
        { type: 'typed', value: NOTHING },
        { type: 'cleared' },
      ],
      outputs: { '0.searchOverlay.searching': [found, none] },
    },
    serializeState: (snapshot) => {
      const { value, context } = snapshot as unknown as {
        value: unknown
        context: { value: string; suggestions: { query: string } | null; failed: boolean }
      }
      return JSON.stringify([value, context.value, context.suggestions?.query ?? null, context.failed])
    },
    requireEveryTransition: true,
  },
  // The service answers the word typed: products for one, none for the other. A field is cleared only when it holds something.
  feasible: (path) => {
    let typed = ''
    for (const { event } of path.steps.slice(1)) {
      // Escape clears a field that holds something; on an empty one it closes the overlay.
      if (event.type === 'cleared' && !typed) return false
      if (event.type === 'cleared') typed = ''
      if (event.type === 'typed') typed = String((event as { value?: string }).value)
      const output = (event as { output?: unknown }).output
      if (event.type.startsWith('xstate.done.actor.') && (output === found) !== (typed === FOUND)) return false
    }
    return true
  },
  start: async (page) => {
    await grantConsent(page)
    await page.goto('/en')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    await expect(field(page)).toBeFocused()
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    if (event.type.startsWith('xstate.after.')) return
    if (event.type.startsWith('xstate.')) {
      held.get(page)?.()
      return
    }
    if (upcoming.some((e) => e.type.startsWith('xstate.after.'))) {
      const fails = upcoming.some((e) => e.type.startsWith('xstate.error.actor.'))
      held.set(
        page,
        await holdNextRequest(page, isQuery, fails ? { status: 503, body: { message: 'Unavailable' } } : undefined),
      )
    }
    if (event.type === 'typed') await field(page).fill(String(event.value))
    else await field(page).press('Escape')
  },
  see: (page, step): Sight[] => {
    const { value, answer } = shown(step)
    const sights: Sight[] = [
      {
        says: 'the field holds what the shopper typed, empty once cleared',
        check: async () => await expect(field(page)).toHaveValue(value),
      },
    ]
    if (step.in('debouncing') || step.in('searching'))
      sights.push({
        says: 'from two characters on, the overlay says it is searching until the answer comes',
        check: async () => await expect(status(page)).toHaveText(TEXT.searching),
      })
    else if (step.in('idle'))
      sights.push({
        says: 'fewer than two characters, or a cleared field, show no answer',
        check: async () => {
          await expect(status(page)).toHaveText('')
          await expect(overlay(page).getByRole('menuitem')).toHaveCount(0)
        },
      })
    else
      sights.push({
        says: 'the answer shows: products found, none for the word typed, or the service being unavailable',
        check: async () => {
          if (answer === 'failed') await expect(status(page)).toHaveText(TEXT.failed)
          else if (answer === 'none') await expect(status(page)).toHaveText(TEXT.none(value.trim()))
          else {
            await expect(status(page)).toHaveText(TEXT.found)
            await expect(overlay(page).getByRole('menuitem').first()).toBeVisible()
          }
        },
      })
    return sights
  },
})
