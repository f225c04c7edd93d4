// @ts-nocheck
import { expect, type Page, type Route } from '@playwright/test'
import type { EventObject } from 'xstate'
import { named } from '../../model-tests/support/paths'
import { retryMachine } from '../../src/machines/retry/retry.machine'
import { grantConsent, KITE_EN, KITE_NAME } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * The shop's one retry policy for writes (spec 8.2), its statechart's paths taken by a shopper who
 * takes the Kite pumps off their wishlist with the heart on the English search page: the wishlist's
 * write held on its way, then answered by the real commerce platform, or in its stead by a conflict
 * (retried twice with the version the platform named), a 503 with errors (retried three times, each
 * after a wait) or a refusal (not retried); given up, the error toast shows and the pumps stay saved.
 */
const KITE_SEARCH = '/en/search?q=kite%20leather%20pumps'
const TEXT = { removed: 'Removed from your wishlist', failed: 'Something went wrong' }

const conflict = named('409 ConcurrentModification', {
  response: { status: 409, errors: [{ extensions: { code: 'ConcurrentModification', currentVersion: 0 } }] },
})
const unavailable = named('503 with errors', { response: { status: 503, errors: [{ message: 'unavailable' }] } })
const refused = named('400 refused', { response: { status: 400, errors: [{ message: 'refused' }] } })

type Event = EventObject & Record<string, unknown>

const card = (page: Page) => page.getByTestId('product-card').filter({ has: page.locator(`a[href="${KITE_EN}"]`) })
const heart = (page: Page) => card(page).getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast')

const isWrite = (body: string) => body.includes('updateMyShoppingList')

/** The write on its way: reached once the page sent it; answered as the path's next step says. */
interface Held {
  reached: Promise<{ version: number }>
  answer: (event: Event | null) => void
}
const held = new WeakMap<Page, Held>()
/** The versions each attempt sent, by page. */
const sent = new WeakMap<Page, number[]>()
/** The version the wishlist really has, by page: what the first attempt sent. */
const heldVersion = new WeakMap<Page, number>()
/** How far ahead of the version sent a faked conflict says the platform is. */
const AHEAD = 7

async function holdNextWrite(page: Page) {
  let answer!: (event: Event | null) => void
  const decided = new Promise<Event | null>((resolve) => (answer = resolve))
  let reach!: (value: { version: number }) => void
  const reached = new Promise<{ version: number }>((resolve) => (reach = resolve))
  let used = false
  await page.route('**/api/graphql', async (route: Route) => {
    const body = route.request().postData() ?? ''
    if (used || !isWrite(body)) return route.fallback()
    used = true
    const version = Number((JSON.parse(body) as { variables?: { version?: number } }).variables?.version)
    sent.get(page)?.push(version)
    if (!heldVersion.has(page)) heldVersion.set(page, version)
    reach({ version })
    const event = await decided
    const error = event?.error as { response: { status: number; errors: unknown[] } } | undefined
    if (!error) {
      // A retry after a faked conflict sends the version the conflict named; the real platform gets its own.
      const parsed = JSON.parse(body) as { variables: Record<string, unknown> }
      const real = heldVersion.get(page)!
      return route.fallback({
        postData: JSON.stringify({ ...parsed, variables: { ...parsed.variables, version: real } }),
      })
    }
    const errors =
      error === conflict
        ? // The platform names a version other than the one sent: the retry must send that one.
          [{ message: 'conflict', extensions: { code: 'ConcurrentModification', currentVersion: version + AHEAD } }]
        : error.response.errors
    await route.fulfill({
      status: error.response.status,
      contentType: 'application/json',
      body: JSON.stringify({ errors }),
    })
  })
  held.set(page, { reached, answer })
}

/** Spec 8.2: a conflict is retried twice, a 502/503/504 with errors three times; anything else not at all. */
function outcome(events: Event[]) {
  let attempts = 1
  let done: 'removed' | 'failed' | null = null
  let afterConflict = false
  const retried = { conflict: 0, unavailable: 0 }
  for (const event of events) {
    if (event.type === 'xstate.done.actor.attempt') done = 'removed'
    else if (event.type.startsWith('xstate.after.')) attempts += 1
    else if (event.type === 'xstate.error.actor.attempt') {
      afterConflict = event.error === conflict
      const kind = event.error === conflict ? 'conflict' : event.error === unavailable ? 'unavailable' : null
      if (kind && retried[kind] < (kind === 'conflict' ? 2 : 3)) retried[kind] += 1
      else done = 'failed'
    }
  }
  return { attempts, done, afterConflict }
}

for (const failure of [conflict, unavailable, refused]) describeRetries(failure)

/** Every transition of the retry statechart, the write failing one way. */
function describeRetries(failure: typeof conflict | typeof unavailable | typeof refused) {
  describeBrowserModel(`retry (${failure === conflict ? 'conflict' : failure === unavailable ? '503' : 'refused'})`, {
    machine: retryMachine,
    model: {
      inputs: [{ version: 1 }],
      events: {
        domain: [],
        outputs: { attempt: ['the wishlist'] },
        errors: { attempt: [failure] },
      },
      requireEveryTransition: true,
    },
    start: async (page) => {
      await grantConsent(page)
      await page.goto(KITE_SEARCH)
      await waitForHydration(page)
      // The pumps saved first (the wishlist made), then taken off: that write is the path's.
      if ((await heart(page).getAttribute('aria-pressed')) !== 'true') {
        await heart(page).click()
        await expect(heart(page)).toHaveAttribute('aria-pressed', 'true')
        await toast(page).getByRole('button', { name: 'Close notification' }).click()
      }
      sent.set(page, [])
      heldVersion.delete(page)
      await holdNextWrite(page)
      await heart(page).click()
      await held.get(page)!.reached
    },
    act: async (page, step) => {
      const { event } = step
      const current = held.get(page)
      if (event.type.startsWith('xstate.after.')) {
        // The wait is the page's own: the next attempt arrives after it.
        await current!.reached
        return
      }
      if (!current) throw new Error(`No write is on its way for ${event.type}`)
      held.delete(page)
      // A failure the policy retries: the next attempt is held in its turn.
      if (event.type === 'xstate.error.actor.attempt' && !outcome(step.events as Event[]).done)
        await holdNextWrite(page)
      current.answer(event.type === 'xstate.done.actor.attempt' ? null : event)
    },
    see: (page, step): Sight[] => {
      const { attempts, done, afterConflict } = outcome(step.events as Event[])
      return [
        {
          says:
            done === 'removed'
              ? `the pumps are off the wishlist: “${TEXT.removed}”`
              : done === 'failed'
                ? `a write refused, or failed past its retries, is given up: “${TEXT.failed}”, the pumps still saved`
                : 'while the write is on its way or waits to be retried, the pumps stay saved and nothing is said',
          check: async () => {
            if (done === 'removed') {
              await expect(heart(page)).toHaveAttribute('aria-pressed', 'false')
              await expect(toast(page)).toContainText(TEXT.removed)
            } else if (done === 'failed') {
              await expect(toast(page)).toContainText(TEXT.failed)
              await expect(heart(page)).toHaveAttribute('aria-pressed', 'true')
            } else await expect(toast(page)).toHaveCount(0)
          },
        },
        {
          says: `the page sent the write ${attempts} time${attempts > 1 ? 's' : ''}${afterConflict && attempts > 1 ? ', the retry with the version the platform named' : ''}`,
          check: async () => {
            await expect.poll(() => sent.get(page)!.length).toBe(attempts)
            const versions = sent.get(page)!
            // After a conflict the version the platform named; after a 503 the same version again.
            if (versions.length > 1) expect(versions.at(-1)).toBe(versions.at(-2)! + (afterConflict ? AHEAD : 0))
          },
        },
      ]
    },
    outOfReach:
      failure === refused
        ? {
            'retry.attempting —xstate.error.actor.attempt [canRetry] #0→ retry.waiting':
              'a refused write is never retried; the wait is taken by the conflict’s and the 503’s paths',
            'retry.waiting —xstate.after.retryDelay.retry.waiting→ retry.attempting':
              'a refused write is never retried; the wait is taken by the conflict’s and the 503’s paths',
          }
        : {},
  })
}
