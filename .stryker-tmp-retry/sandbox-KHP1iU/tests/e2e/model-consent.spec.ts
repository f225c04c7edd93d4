// @ts-nocheck
import { expect, test, type Page } from '@playwright/test'
import { consentMachine } from '../../src/machines/consent/consent.machine'
import { replayConsent, withNecessary } from '../../model-tests/consent/consent.oracle'
import { consentCookie } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * The cookie banner (spec 2.5, 7.6) on the English home page, its statechart's paths taken by a
 * shopper: a first visit (no stored choice) or a return with one (the consent cookie), accept all,
 * reject all, choose categories box by box and save them, and 'Cookie settings' in the footer to
 * decide again. What the shopper must see: the banner while it asks, its boxes while choosing, and
 * the choice remembered in the browser once it is made.
 */
const TEXT = {
  heading: 'Cookies on this site',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Let me choose',
  save: 'Save my choice',
  settings: 'Cookie settings',
}
/** The boxes by the names the banner gives the categories. */
const LABELS: Record<string, string> = {
  cookie_cat_necessary: 'Necessary',
  cookie_cat_preference: 'Preferences',
  cookie_cat_statistic: 'Statistics',
  cookie_cat_marketing: 'Marketing',
}

const banner = (page: Page) => page.getByRole('dialog', { name: TEXT.heading })
const button = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true })

/** The categories the consent cookie remembers, with the necessary ones (always on). */
async function remembered(page: Page): Promise<string[] | null> {
  const value = await consentCookie(page)
  return value === undefined ? null : withNecessary(value.split('.'))
}

describeBrowserModel('consent', {
  machine: consentMachine,
  model: {
    events: {
      domain: [
        { type: 'consent.restored', categories: null },
        { type: 'consent.restored', categories: ['cookie_cat_statistic'] },
        { type: 'consent.acceptedAll' },
        { type: 'consent.rejected' },
        { type: 'consent.choosing' },
        // The banner offers the known categories only: the unknown name is what a stale cookie could hold.
        { type: 'consent.categoriesChanged', categories: ['cookie_cat_marketing', 'cookie_cat_unknown'] },
        { type: 'consent.saved' },
        { type: 'consent.reopened' },
      ],
    },
    requireEveryTransition: true,
  },
  // The page opens with the first step: the stored choice is read from the cookie the browser brings.
  start: async () => {},
  act: async (page, step) => {
    const { event } = step
    switch (event.type) {
      case 'consent.restored': {
        const categories = event.categories as string[] | null
        if (categories)
          await page
            .context()
            .addCookies([
              { name: 'kestrel_consent', value: categories.join('.'), url: test.info().project.use.baseURL! },
            ])
        await page.goto('/en')
        await waitForHydration(page)
        return
      }
      case 'consent.acceptedAll':
        return button(page, TEXT.acceptAll).click()
      case 'consent.rejected':
        return button(page, TEXT.rejectAll).click()
      case 'consent.choosing':
        return button(page, TEXT.choose).click()
      case 'consent.categoriesChanged': {
        // The known categories of the event ticked, every other box unticked (the necessary one cannot be).
        const wanted = withNecessary(event.categories as string[])
        for (const [category, label] of Object.entries(LABELS)) {
          const box = banner(page).getByRole('checkbox', { name: label })
          if (category !== 'cookie_cat_necessary' && (await box.isChecked()) !== wanted.includes(category))
            await banner(page).getByText(label, { exact: true }).click()
        }
        return
      }
      case 'consent.saved':
        return button(page, TEXT.save).click()
      case 'consent.reopened':
        return page.getByRole('contentinfo').getByRole('button', { name: TEXT.settings }).click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const { categories, ticked } = replayConsent(step.events)
    if (step.in('unknown')) return []
    if (step.in('closed'))
      return [
        {
          says: 'once decided, the banner is gone and the footer offers the cookie settings (spec 2.5)',
          check: async () => {
            await expect(banner(page)).toHaveCount(0)
            await expect(page.getByRole('contentinfo').getByRole('button', { name: TEXT.settings })).toBeVisible()
          },
        },
        {
          says: 'the browser remembers the categories decided, the necessary ones always among them',
          check: async () => expect.poll(() => remembered(page)).toEqual(categories),
        },
      ]
    const sights: Sight[] = [
      {
        says: 'the banner asks, with accept all and reject all, and keeps what was decided before until a decision',
        check: async () => {
          await expect(banner(page)).toBeVisible()
          await expect(button(page, TEXT.acceptAll)).toBeVisible()
          await expect(button(page, TEXT.rejectAll)).toBeVisible()
          expect(await remembered(page)).toEqual(categories)
        },
      },
    ]
    if (step.in('open.summary'))
      sights.push({
        says: 'its summary offers to choose the categories, without boxes yet',
        check: async () => {
          await expect(button(page, TEXT.choose)).toBeVisible()
          await expect(banner(page).getByRole('checkbox')).toHaveCount(0)
        },
      })
    if (step.in('open.choosing'))
      sights.push({
        says: 'while choosing, the boxes show the choice made before and follow the shopper; the necessary one stays on',
        check: async () => {
          await expect(button(page, TEXT.save)).toBeVisible()
          for (const [category, label] of Object.entries(LABELS)) {
            const box = banner(page).getByRole('checkbox', { name: label })
            if (ticked.includes(category)) await expect(box).toBeChecked()
            else await expect(box).not.toBeChecked()
          }
          await expect(banner(page).getByRole('checkbox', { name: LABELS.cookie_cat_necessary })).toBeDisabled()
        },
      })
    return sights
  },
})
