import { expect, type Page } from '@playwright/test'
import { toastMachine } from '../../src/machines/toast/toast.machine'
import { grantConsent, KITE_EN, KITE_NAME } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * The toasts of spec 8.4 on the English search page for the Kite pumps, the toast statechart's paths
 * taken by a shopper: the heart saves the pumps and takes them away (a toast each time), a save that
 * fails (the service down: the error toast), a newsletter sign-up that fails (its own short toast),
 * the toast's close button, and time passing on a clock the test moves, so a toast stays exactly
 * its duration. One toast at a time, always the latest.
 */
const KITE_SEARCH = '/en/search?q=kite%20leather%20pumps'
/** Spec 8.4: 5000 ms by default, errors 9000 ms, the newsletter failure 2000 ms. */
const DURATIONS = { default: 5000, error: 9000, newsletterFailure: 2000 } as const
type Kind = keyof typeof DURATIONS
/** What each toast says, in the English shop's words (spec 8.2, 8.4). */
const TEXT = {
  added: 'Added to your wishlist',
  removed: 'Removed from your wishlist',
  failed: 'Something went wrong',
  tryAgain: 'Please try again in a moment.',
}

const card = (page: Page) => page.getByTestId('product-card').filter({ has: page.locator(`a[href="${KITE_EN}"]`) })
const heart = (page: Page) => card(page).getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast')
const newsletter = (page: Page) => page.getByRole('region', { name: 'News from Kestrel' })

const isListWrite = (url: string, method: string, body: string) =>
  method === 'POST' && url.includes('/api/graphql') && /CreateMyShoppingList|updateMyShoppingList/.test(body)
const isSubscription = (url: string, method: string) => method === 'POST' && url.includes('/api/email-subscription')

/** Fails the next request `matches` selects, as a service that is down answers. */
async function failNext(page: Page, matches: (url: string, method: string, body: string) => boolean) {
  let used = false
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (used || !matches(request.url(), request.method(), request.postData() ?? '')) return route.fallback()
    used = true
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Unavailable' }),
    })
  })
}

const kindOf = (event: { kind?: unknown }): Kind => (event.kind as Kind | undefined) ?? 'default'

/** The pointer to the page's left edge, halfway down: over no toast. */
async function awayFromToasts(page: Page) {
  await page.mouse.move(2, (page.viewportSize()?.height ?? 720) / 2)
}

/**
 * The toast showing after the shopper's steps (the latest, until closed or timed out), what it says, and
 * whether the pointer holds it (spec 8.4; WCAG 2.2.1: a held toast waits).
 */
function showing(
  events: Array<{ type: string; kind?: unknown }>,
): { kind: Kind; says: string[]; held: boolean } | null {
  let saved = false
  let held = false
  let current: { kind: Kind; says: string[] } | null = null
  for (const event of events) {
    if (event.type === 'toast.held') held = current !== null
    else if (event.type === 'toast.released') held = false
    else if (event.type === 'toast.shown') {
      const kind = kindOf(event as { kind?: unknown })
      if (kind === 'default') {
        saved = !saved
        current = { kind, says: [saved ? TEXT.added : TEXT.removed] }
      } else if (kind === 'error') current = { kind, says: [TEXT.failed] }
      else current = { kind, says: [TEXT.failed, TEXT.tryAgain] }
    } else {
      current = null
      held = false
    }
  }
  return current && { ...current, held }
}

/** The toast of each kind: the kinds differ in what they say, how they are announced and how long they stay. */
const SHOWN = {
  default: { type: 'toast.shown', title: { id: 'saved' } },
  error: { type: 'toast.shown', kind: 'error', title: { id: 'error.title' } },
  newsletterFailure: { type: 'toast.shown', kind: 'newsletterFailure', title: { id: 'newsletter.failed' } },
}

for (const kind of Object.keys(SHOWN) as Kind[]) describeToasts(kind)

/** Every transition of the toast statechart, taken with toasts of one kind. */
function describeToasts(kind: Kind) {
  describeBrowserModel(`toast (${kind})`, {
    machine: toastMachine,
    model: {
      events: {
        domain: [SHOWN[kind], { type: 'toast.dismissed' }, { type: 'toast.held' }, { type: 'toast.released' }],
      },
      requireEveryTransition: true,
    },
    start: async (page) => {
      await grantConsent(page)
      await page.clock.install()
      await page.goto(KITE_SEARCH)
      await waitForHydration(page)
      // From here time moves only as the paths say: a toast's time out is the test's to run.
      await page.clock.pauseAt(Date.now() + 60_000)
      await expect(heart(page)).toHaveAttribute('aria-pressed', 'false')
    },
    act: async (page, step) => {
      const { event } = step
      if (event.type === 'toast.shown') {
        const kind = kindOf(event as { kind?: unknown })
        // By keyboard: the pointer stays where it is, over a toast the shopper holds or away from the toasts.
        if (kind === 'newsletterFailure') {
          await failNext(page, isSubscription)
          await newsletter(page).getByRole('textbox', { name: 'Email' }).fill(`toast.${Date.now()}@example.com`)
          const consent = newsletter(page).getByRole('checkbox')
          if (!(await consent.isChecked())) {
            await consent.focus()
            await page.keyboard.press('Space')
          }
          await newsletter(page).getByRole('button', { name: 'Subscribe' }).focus()
          await page.keyboard.press('Enter')
          return
        }
        if (kind === 'error') await failNext(page, isListWrite)
        await heart(page).focus()
        await page.keyboard.press('Enter')
        return
      }
      if (event.type === 'toast.dismissed') {
        await toast(page).getByRole('button', { name: 'Close notification' }).click()
        return awayFromToasts(page)
      }
      if (event.type === 'toast.held') return toast(page).hover()
      if (event.type === 'toast.released') return awayFromToasts(page)
      if (event.type.startsWith('xstate.after.')) {
        // The toast stays its whole duration (spec 8.4), and goes once it is over.
        const shown = showing(step.events.slice(0, -1) as Array<{ type: string; kind?: unknown }>)!
        await page.clock.runFor(DURATIONS[shown.kind] - 100)
        await expect(toast(page)).toBeVisible()
        await page.clock.runFor(100)
        return
      }
      throw new Error(`No shopper action on the page sends ${event.type}`)
    },
    see: (page, step): Sight[] => {
      const current = showing(step.events as Array<{ type: string; kind?: unknown }>)
      if (!current)
        return [
          {
            says: 'no toast is shown once it was closed or its time was over',
            check: async () => expect(toast(page)).toHaveCount(0),
          },
        ]
      return [
        {
          says: 'one toast shows, the latest, saying what happened last (spec 8.4, 8.2)',
          check: async () => {
            await expect(toast(page)).toHaveCount(1)
            for (const text of current.says) await expect(toast(page)).toContainText(text)
            if (current.kind === 'default') await expect(toast(page)).not.toContainText(TEXT.failed)
            else await expect(toast(page)).not.toContainText(/wishlist/)
          },
        },
        ...(current.held
          ? [
              {
                says: 'a toast the pointer rests on stays past its duration (WCAG 2.2.1)',
                check: async () => {
                  await page.clock.runFor(DURATIONS[current.kind] + 1000)
                  await expect(toast(page)).toBeVisible()
                  for (const text of current.says) await expect(toast(page)).toContainText(text)
                },
              },
            ]
          : []),
        {
          says: 'an error toast is announced at once, any other politely',
          check: async () =>
            expect(
              page
                .getByRole(current.kind === 'default' ? 'status' : 'alert')
                .filter({ has: page.getByTestId('toast') }),
            ).toHaveCount(1),
        },
      ]
    },
  })
}
