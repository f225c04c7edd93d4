import { expect, type Locator, type Page } from '@playwright/test'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import { grantConsent, KITE_EN } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type BrowserStep, type Sight } from './model-browser'

/**
 * The modal statechart's paths on the product page (spec 2.6, 4.13): the shopper opens the
 * create-account dialog (the account icon) and the search overlay, presses the open one's trigger
 * again, closes with Escape, and adds to the bag, whose dialog the shop opens by itself once the
 * platform has taken the item. While a dialog is open its overlay covers the page: a trigger is
 * pressed as assistive technology would press it (a click dispatched to it).
 */
/** Why the cookie banner's transitions are not taken here (and where they are). */
const BANNER =
  'the cookie banner’s turn: these paths start with consent given, so the banner never waits; dialog-pairs.spec.ts takes it waiting, yielding and coming back'

const DIALOGS: Record<string, { dialog: (page: Page) => Locator; trigger: (page: Page) => Locator }> = {
  createAccount: {
    dialog: (page) => page.getByRole('dialog', { name: 'Create an account' }),
    trigger: (page) => page.getByRole('button', { name: 'Create account or log in' }),
  },
  search: {
    dialog: (page) => page.getByRole('dialog', { name: 'Search' }),
    trigger: (page) => page.getByRole('banner').getByRole('link', { name: 'Search' }),
  },
  addedToBag: {
    dialog: (page) => page.getByRole('dialog').filter({ hasText: 'Added to your bag' }),
    trigger: (page) => page.getByTestId('add-to-bag'),
  },
}

/** Spec 2.6: one modal at a time; opening the open one closes it; the shop's own dialog never covers one. */
function openAfter(step: BrowserStep): string | null {
  let open: string | null = null
  for (const event of step.events) {
    if (event.type === 'modal.dismissed') open = null
    if (event.type === 'modal.opened') open = open === event.name ? null : (event.name as string)
    if (event.type === 'modal.requested' && !open) open = event.name as string
  }
  return open
}

/** Whether a dialog was open before the step (its overlay covers the page). */
const coveredBefore = (step: BrowserStep) => openAfter({ ...step, events: step.events.slice(0, -1) }) !== null

describeBrowserModel('modal', {
  machine: modalMachine,
  model: {
    inputs: [{ settings: {} }],
    events: {
      domain: [
        { type: 'modal.opened', name: 'createAccount' },
        { type: 'modal.opened', name: 'search' },
        { type: 'modal.requested', name: 'addedToBag' },
        { type: 'modal.dismissed' },
      ],
    },
    requireEveryTransition: true,
  },
  start: async (page) => {
    await grantConsent(page)
    await page.goto(KITE_EN)
    await waitForHydration(page)
  },
  act: async (page, step) => {
    const covered = coveredBefore(step)
    const press = async (target: Locator) => {
      if (covered) await target.dispatchEvent('click')
      else {
        await target.focus()
        await target.press('Enter')
      }
    }
    const { event } = step
    if (event.type === 'modal.dismissed') await page.keyboard.press('Escape')
    else if (event.type === 'modal.requested') {
      const size = page.getByTestId('size-picker').getByText('37', { exact: true })
      await (covered ? size.dispatchEvent('click') : size.click())
      // The platform has taken the item once its answer is in: the dialog was asked for by then.
      const taken = page.waitForResponse(
        (response) =>
          response.url().includes('/api/graphql') &&
          /updateMyCart|createMyCart/.test(response.request().postData() ?? ''),
        { timeout: 15_000 },
      )
      await press(DIALOGS.addedToBag!.trigger(page))
      await taken
    } else await press(DIALOGS[event.name as string]!.trigger(page))
  },
  see: (page, step): Sight[] => {
    const open = openAfter(step)
    return [
      {
        says: open
          ? 'exactly one dialog shows: the one the shopper opened last, or the shop’s own when none was open (spec 2.6)'
          : 'no dialog shows: the open one was closed by Escape or by pressing its own trigger again (spec 2.6)',
        check: async () => {
          if (open) await expect(DIALOGS[open]!.dialog(page)).toBeVisible({ timeout: 15_000 })
          // Whatever could still arrive (a refused dialog, a replaced one closing) has had its time.
          await page.waitForTimeout(300)
          await expect(page.getByRole('dialog')).toHaveCount(open ? 1 : 0)
        },
      },
    ]
  },
  outOfReach: {
    'modal —modal.settings.received→ (self)': 'site settings arrive with the page, not at a shopper’s action',
    'modal.closed —always [hasWaiting]→ modal.open': BANNER,
    'modal.closed —modal.queued→ modal.open': BANNER,
    'modal.open —modal.queued→ (self)': BANNER,
    'modal.open —modal.requested [showsWaiting] #0→ (self)': BANNER,
    'modal.open —modal.withdrawn #1→ (self)': BANNER,
    'modal.open —modal.withdrawn [isWithdrawnShown] #0→ modal.closed': BANNER,
  },
})
