// @ts-nocheck
import { expect, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { named, type ModelPath } from '../../model-tests/support/paths'
import { subscriptionsMachine, type SubscriptionState } from '../../src/machines/account/subscriptions.machine'
import { apiPath, holdRequestOf, newShopper, settleOrHold, type RequestOf } from './account-model'
import { grantConsent } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * The account's subscriptions (spec 1.1, 4.11) on /en/my-account/subscriptions, its statechart's paths
 * taken by a shopper whose account has no newsletter: the newsletter switched on and off, the subscriptions read
 * again after a failed read, a change the service could not save. Every answer is the real
 * server's, held until the page has been checked mid-way, or failed as a service that is down fails.
 */
const TEXT = {
  loading: 'Loading…',
  switch: 'Send me the newsletter',
  subscribed: 'You are subscribed to the newsletter.',
  unsubscribed: 'You will no longer receive the newsletter.',
  loadFailed: 'Your subscriptions could not be loaded.',
  saveFailed: 'The change could not be saved. Please try again.',
}

const stateOf = (newsletter: boolean): SubscriptionState =>
  named(newsletter ? 'subscribed' : 'not subscribed', { customerId: 'c', newsletter, activeConsentTypes: [] })
const SUBSCRIBED = stateOf(true)
const NOT_SUBSCRIBED = stateOf(false)

type Event = EventObject & Record<string, unknown>

/** What the shopper sees, replayed from their actions and the answers (the account starts unsubscribed). */
function seen(events: Event[]) {
  let phase: 'loading' | 'failed' | 'ready' | 'saving' = 'loading'
  let newsletter: boolean | null = null
  let asked = false
  let notice: string | null = null
  let failure: string | null = null
  for (const event of events) {
    switch (event.type) {
      case 'xstate.done.actor.loadSubscriptions':
        newsletter = false
        phase = 'ready'
        break
      case 'xstate.error.actor.loadSubscriptions':
        failure = TEXT.loadFailed
        phase = 'failed'
        break
      case 'subscriptions.retried':
        failure = null
        phase = 'loading'
        break
      case 'subscriptions.newsletter.changed':
        asked = event.subscribed as boolean
        notice = null
        failure = null
        phase = 'saving'
        break
      case 'xstate.done.actor.saveNewsletter':
        newsletter = asked
        notice = asked ? TEXT.subscribed : TEXT.unsubscribed
        phase = 'ready'
        break
      case 'xstate.error.actor.saveNewsletter':
        failure = TEXT.saveFailed
        phase = 'ready'
        break
      default:
        throw new Error(`The subscriptions page has no rule for ${event.type}`)
    }
  }
  return { phase, newsletter, notice, failure }
}

/** The server answers a change with the newsletter as asked. */
function offered(events: Event[]): boolean {
  let asked: boolean | null = null
  for (const event of events) {
    if (event.type === 'subscriptions.newsletter.changed') asked = event.subscribed as boolean
    if (event.type === 'xstate.done.actor.saveNewsletter' && (event.output as SubscriptionState).newsletter !== asked)
      return false
    if (event.type === 'xstate.done.actor.loadSubscriptions' && (event.output as SubscriptionState).newsletter)
      return false
  }
  return true
}

const REQUESTS: Record<string, RequestOf> = {
  loadSubscriptions: (url, method) => method === 'GET' && apiPath(url) === '/api/subscriptions',
  saveNewsletter: (url, method) => method === 'PUT' && apiPath(url) === '/api/subscriptions',
}

const region = (page: Page) => page.getByRole('region', { name: 'Subscriptions' })
const newsletterSwitch = (page: Page) => region(page).getByRole('switch', { name: TEXT.switch })

describeBrowserModel('subscriptions', {
  machine: subscriptionsMachine,
  model: {
    events: {
      domain: [
        { type: 'subscriptions.retried' },
        { type: 'subscriptions.newsletter.changed', subscribed: true },
        { type: 'subscriptions.newsletter.changed', subscribed: false },
      ],
      outputs: { loadSubscriptions: [NOT_SUBSCRIBED], saveNewsletter: [SUBSCRIBED, NOT_SUBSCRIBED] },
    },
    requireEveryTransition: true,
  },
  shopperView: (path: ModelPath) => {
    const events = path.steps.slice(1).map((s) => s.event as Event)
    return offered(events) ? JSON.stringify(seen(events)) : null
  },
  walk: { length: 30 },
  start: async (page) => {
    await grantConsent(page)
    await newShopper(page, 'subscriptions')
    // The account's newsletter off, as a new account has it (an earlier path may have switched it on).
    const off = await page.request.put('/api/subscriptions', { data: { newsletter: false, locale: 'en' } })
    expect(off.status(), await off.text()).toBe(200)
    await holdRequestOf(page, REQUESTS, 'loadSubscriptions')
    await page.goto('/en/my-account/subscriptions')
    await waitForHydration(page)
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    if (await settleOrHold(page, REQUESTS, subscriptionsMachine, step, upcoming)) return
    switch (event.type) {
      case 'subscriptions.retried':
        return region(page).getByRole('button', { name: 'Try again' }).click()
      case 'subscriptions.newsletter.changed':
        // The switch turns to the other side: the shopper asks for what it does not show.
        await expect(newsletterSwitch(page)).toBeChecked({ checked: !event.subscribed })
        return region(page).getByText(TEXT.switch, { exact: true }).click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const { phase, newsletter, notice, failure } = seen(step.events)
    const sights: Sight[] = [
      {
        says: phase === 'loading' ? 'while the subscriptions are read, the page says it is loading' : 'nothing loads',
        check: async () => {
          await expect(region(page).getByRole('status').filter({ hasText: TEXT.loading })).toHaveCount(
            phase === 'loading' ? 1 : 0,
          )
          await expect(region(page)).toHaveAttribute('aria-busy', String(phase === 'loading' || phase === 'saving'))
        },
      },
      {
        says: failure ? `the page says “${failure}”` : 'no failure is shown',
        check: async () => {
          if (failure) await expect(region(page).getByRole('alert')).toHaveText(failure)
          else await expect(region(page).getByRole('alert')).toHaveCount(0)
          await expect(region(page).getByRole('button', { name: 'Try again' })).toHaveCount(phase === 'failed' ? 1 : 0)
        },
      },
      {
        says: notice ? `the page says “${notice}”` : 'no change is announced',
        check: async () => {
          for (const text of [TEXT.subscribed, TEXT.unsubscribed])
            if (text === notice) await expect(region(page).getByRole('status').filter({ hasText: text })).toBeVisible()
            else await expect(region(page).getByText(text)).toHaveCount(0)
        },
      },
      {
        says:
          newsletter === null
            ? 'no newsletter switch shows before the subscriptions are read'
            : `the newsletter switch is ${newsletter ? 'on' : 'off'}${phase === 'saving' ? ', held while the change is saved' : ''}`,
        check: async () => {
          if (newsletter === null) return await expect(newsletterSwitch(page)).toHaveCount(0)
          await expect(newsletterSwitch(page)).toBeChecked({ checked: newsletter })
          if (phase === 'saving') await expect(newsletterSwitch(page)).toBeDisabled()
          else await expect(newsletterSwitch(page)).toBeEnabled()
        },
      },
    ]
    return sights
  },
  outOfReach: {},
})
