// @ts-nocheck
import { expect, type Page } from '@playwright/test'
import { siteSettingsFor } from '../../server/api/content/site-settings.seed'
import { countdownMachine } from '../../src/machines/navigation/countdown.machine'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * The promotional countdown timer of spec 2.5 on the English home page, its statechart's paths in
 * the browser: a sale a day away, whose timer shows the time left and ticks each second, and one
 * that has ended, whose timer is gone. The page's clock is the browser's own, set and moved by the
 * test (Playwright's clock): the sale's end is the demo content's, the page is opened a day before
 * it or a second after it, as the model's inputs say.
 */
const TICK_MS = 1000
const DAY_MS = 86_400_000
const timer = siteSettingsFor('en').promotionalCountdownTimer!
const END = Date.parse(timer.endsAt)
/** How long the page runs before its clock is held: the timer has ticked a few times by then. */
const SETTLE_MS = 5_000

/** The model's inputs are ends relative to now; the page is opened that far from the sale's real end. */
const now = Date.now()
const inputs = [{ endsAt: now + DAY_MS }, { endsAt: now - TICK_MS }]

const countdown = (page: Page) => page.getByRole('link', { name: new RegExp(`^${timer.label}`) })

/** Seconds as the timer writes them: days, then hours:minutes:seconds. */
function written(totalSeconds: number) {
  const pad = (value: number) => String(value).padStart(2, '0')
  const days = Math.floor(totalSeconds / 86400)
  return `${days} d ${pad(Math.floor(totalSeconds / 3600) % 24)}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(totalSeconds % 60)}`
}

/** The time left the page showed after the shopper's last look, per page. */
const lastShown = new WeakMap<Page, string>()

describeBrowserModel('countdown', {
  machine: countdownMachine,
  model: {
    inputs,
    events: { domain: [] },
    serializeState: (snapshot) => {
      const { value, context } = snapshot as unknown as { value: unknown; context: { now: number; endsAt: number } }
      return JSON.stringify([value, context.now >= context.endsAt])
    },
    requireEveryTransition: true,
  },
  start: async (page, input) => {
    const opened = END - ((input as { endsAt: number }).endsAt - now)
    await page.clock.install({ time: opened })
    await page.goto('/en')
    await waitForHydration(page)
    // The clock is held from here: it moves only as the paths say (a second a tick).
    await page.clock.pauseAt(opened + SETTLE_MS)
  },
  act: async (page, step) => {
    if (!step.event.type.startsWith('xstate.after.')) throw new Error(`No page action sends ${step.event.type}`)
    await page.clock.runFor(TICK_MS)
  },
  see: (page, step): Sight[] => {
    if (step.in('ended'))
      return [
        {
          says: 'once the sale has ended, the timer is gone (spec 2.5)',
          check: async () => {
            await expect(page.getByRole('banner')).toBeVisible()
            await expect(countdown(page)).toHaveCount(0)
          },
        },
      ]
    const sights: Sight[] = [
      {
        says: 'a running timer shows the time left until the sale ends, by the page’s clock, to the second',
        check: async () => {
          const pageNow = await page.evaluate(() => Date.now())
          const left = Math.floor((END - pageNow) / 1000)
          // The last tick came up to a second before the clock's present moment.
          const shown = (await countdown(page).locator('time').textContent()) ?? ''
          expect([written(left), written(left + 1)]).toContain(shown)
          await expect(countdown(page)).toHaveAttribute('href', /\/sale$/)
        },
      },
    ]
    if (step.event.type.startsWith('xstate.after.'))
      sights.push({
        says: 'each second the time left goes down by one second',
        check: async () => {
          const before = lastShown.get(page)!
          const [days, clock] = before.split(' d ')
          const [h, m, s] = clock!.split(':').map(Number)
          await expect(countdown(page).locator('time')).toHaveText(
            written(Number(days) * 86400 + h! * 3600 + m! * 60 + s! - 1),
          )
        },
      })
    sights.push({
      says: '(the time shown, kept to compare with the next tick)',
      check: async () => {
        lastShown.set(page, (await countdown(page).locator('time').textContent()) ?? '')
      },
    })
    return sights
  },
})
