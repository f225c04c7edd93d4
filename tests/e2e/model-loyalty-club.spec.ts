import { expect, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { named, type ModelPath } from '../../model-tests/support/paths'
import { loyaltyClubMachine, type Club, type HistoryPage } from '../../src/machines/loyalty/loyalty-club.machine'
import { LOCAL_LOYALTY_API_KEY } from '../../server/platform/loyalty/loyalty.config'
import { apiPath, holdRequestOf, newShopper, settleOrHold, SHOPPER, type RequestOf } from './account-model'
import { grantConsent } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * The Kestrel Club page (spec 2.7 "Loyalty club", 2.6, 6) on /en/my-account/kestrel-club, its statechart's
 * paths taken by two shoppers: a member with twelve entries in the balance history (two pages), and a
 * customer outside the club, new on every path, who joins through the upgrade dialog. Every answer is the
 * real server's, held until the page has been checked mid-way, or failed as a service that is down fails.
 */
const TEXT = {
  loading: 'Loading…',
  loadFailed: 'Your club membership could not be loaded.',
  historyFailed: 'The history could not be loaded.',
  consent: 'I accept the Kestrel Club terms',
  consentMissing: 'Please accept the club’s terms to join.',
  joinFailed: 'You could not be enrolled. Please try again.',
}
const ENTRIES = 12
const POINTS_EACH = 15

const tiers: Club['tiers'] = [
  { name: 'Bronze', threshold: 0 },
  { name: 'Silver', threshold: 1000 },
  { name: 'Gold', threshold: 2500 },
]
const memberOf = (balance: number): Club['member'] => ({
  customerNumber: '000000000',
  firstName: SHOPPER.firstName,
  lastName: SHOPPER.lastName,
  balance,
  tierPoints: balance,
  tier: 'Bronze',
  nextTier: { name: 'Silver', pointsNeeded: 1000 - balance },
  nextExpiry: null,
})
/** The answers the paths name; the server's own answers are what the page gets. */
const MEMBER: Club = named('a member', { tiers, member: memberOf(ENTRIES * POINTS_EACH) })
const OUTSIDER: Club = named('not a member', { tiers, member: null })
const JOINED: Club = named('joined', { tiers, member: memberOf(0) })
const historyPage = (page: number): HistoryPage =>
  named(`page ${page} of 2`, { page, totalPages: 2, total: ENTRIES, entries: [] })
const PAGE_1 = historyPage(1)
const PAGE_2 = historyPage(2)
const AS_MEMBER = named('a member with twelve entries', { member: true })
const AS_OUTSIDER = named('a customer outside the club', { member: false })

type Event = EventObject & Record<string, unknown>
type Dialog = 'Balance history' | 'Membership pass' | 'How the club works' | 'Join the Kestrel Club'

/** What the shopper sees, replayed from their actions and the answers. */
function seen(events: Event[]) {
  let phase: 'loading' | 'failed' | 'member' | 'outsider' = 'loading'
  let joined = false
  let dialog: Dialog | null = null
  let history: { phase: 'loading' | 'shown' | 'failed'; page: number } = { phase: 'loading', page: 1 }
  let consent = false
  let joining = false
  let joinError: string | null = null
  for (const event of events) {
    switch (event.type) {
      case 'xstate.done.actor.loadClub':
        phase = event.output === MEMBER ? 'member' : 'outsider'
        break
      case 'xstate.error.actor.loadClub':
        phase = 'failed'
        break
      case 'loyaltyClub.retried':
        phase = 'loading'
        break
      case 'loyaltyClub.history.opened':
        dialog = 'Balance history'
        history = { phase: 'loading', page: 1 }
        break
      case 'loyaltyClub.history.paged':
        history = { phase: 'loading', page: event.page as number }
        break
      case 'loyaltyClub.history.retried':
        history = { ...history, phase: 'loading' }
        break
      case 'xstate.done.actor.loadHistory':
        history = { phase: 'shown', page: (event.output as HistoryPage).page }
        break
      case 'xstate.error.actor.loadHistory':
        history = { ...history, phase: 'failed' }
        break
      case 'loyaltyClub.pass.opened':
        dialog = 'Membership pass'
        break
      case 'loyaltyClub.tierInfo.opened':
        dialog = 'How the club works'
        break
      case 'loyaltyClub.upgrade.opened':
        dialog = 'Join the Kestrel Club'
        consent = false
        joinError = null
        break
      case 'loyaltyClub.upgrade.consentChanged':
        consent = event.accepted as boolean
        joinError = null
        break
      case 'loyaltyClub.upgrade.submitted':
        if (consent) joining = true
        joinError = consent ? null : TEXT.consentMissing
        break
      case 'xstate.done.actor.join':
        joining = false
        joined = true
        phase = 'member'
        dialog = null
        break
      case 'xstate.error.actor.join':
        joining = false
        joinError = TEXT.joinFailed
        break
      case 'loyaltyClub.dialog.closed':
        dialog = null
        break
      default:
        throw new Error(`The club page has no rule for ${event.type}`)
    }
  }
  return { phase, joined, dialog, history, consent, joining, joinError }
}

/** The server answers as the shopper is: the member's club or none, the page asked for, a join that enrols. */
function offered(events: Event[], input: { member: boolean }): boolean {
  let asked = 1
  for (const event of events) {
    if (event.type === 'xstate.done.actor.loadClub' && (event.output === MEMBER) !== input.member) return false
    if (event.type === 'loyaltyClub.history.opened') asked = 1
    if (event.type === 'loyaltyClub.history.paged') asked = event.page as number
    if (event.type === 'xstate.done.actor.loadHistory' && (event.output as HistoryPage).page !== asked) return false
  }
  return true
}

const REQUESTS: Record<string, RequestOf> = {
  loadClub: (url, method) => method === 'GET' && apiPath(url) === '/api/loyalty',
  loadHistory: (url, method) => method === 'GET' && apiPath(url) === '/api/loyalty/history',
  join: (url, method) => method === 'POST' && apiPath(url) === '/api/loyalty/join',
}

const region = (page: Page) => page.getByTestId('loyalty-club')
const dialogNamed = (page: Page, name: Dialog) => page.getByRole('dialog', { name })
let clients = 0
let outsiders = 0

/** Twelve earned entries for the signed-in member, posted to the loyalty service over its own protocol. */
async function giveHistory(page: Page) {
  const club = (await (await page.request.get('/api/loyalty')).json()) as { data: Club }
  const number = club.data.member!.customerNumber
  if (club.data.member!.balance >= ENTRIES * POINTS_EACH) return
  for (let entry = 1; entry <= ENTRIES; entry++) {
    const posted = await page.request.post(`/platform/loyalty/members/${number}/transactions`, {
      headers: { 'x-api-key': LOCAL_LOYALTY_API_KEY },
      data: { type: 'Earn', points: POINTS_EACH, orderNumber: `KCZ9${String(entry).padStart(8, '0')}` },
    })
    expect(posted.status()).toBe(201)
  }
}

describeBrowserModel('loyalty club', {
  machine: loyaltyClubMachine,
  model: {
    inputs: [AS_MEMBER, AS_OUTSIDER],
    events: {
      domain: [
        { type: 'loyaltyClub.retried' },
        { type: 'loyaltyClub.history.opened' },
        { type: 'loyaltyClub.history.paged', page: 2 },
        { type: 'loyaltyClub.history.paged', page: 1 },
        { type: 'loyaltyClub.history.retried' },
        { type: 'loyaltyClub.pass.opened' },
        { type: 'loyaltyClub.tierInfo.opened' },
        { type: 'loyaltyClub.dialog.closed' },
        { type: 'loyaltyClub.upgrade.opened' },
        { type: 'loyaltyClub.upgrade.consentChanged', accepted: true },
        { type: 'loyaltyClub.upgrade.consentChanged', accepted: false },
        { type: 'loyaltyClub.upgrade.submitted' },
      ],
      outputs: { loadClub: [MEMBER, OUTSIDER], loadHistory: [PAGE_1, PAGE_2], join: [JOINED] },
    },
    requireEveryTransition: true,
  },
  shopperView: (path: ModelPath, input) => {
    const events = path.steps.slice(1).map((s) => s.event as Event)
    return offered(events, input as { member: boolean }) ? JSON.stringify(seen(events)) : null
  },
  maxSteps: 8,
  start: async (page, input) => {
    await grantConsent(page)
    // Each path signs in from an address of its own, so the suite's sign-ins never reach the throttle together.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(clients++ % 200) + 20}` })
    if ((input as { member: boolean }).member) {
      await newShopper(page, 'loyalty-club-member')
      const joined = await page.request.post('/api/loyalty/join', { data: { loyaltyConsent: true } })
      expect([200, 201]).toContain(joined.status())
      await giveHistory(page)
    } else await newShopper(page, `loyalty-club-outsider-${outsiders++}`)
    await holdRequestOf(page, REQUESTS, 'loadClub')
    await page.goto('/en/my-account/kestrel-club')
    await waitForHydration(page)
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    if (await settleOrHold(page, REQUESTS, loyaltyClubMachine, step, upcoming)) return
    const before = seen(step.events.slice(0, -1))
    switch (event.type) {
      case 'loyaltyClub.retried':
        return region(page).getByRole('button', { name: 'Try again' }).click()
      case 'loyaltyClub.history.opened':
        return region(page).getByRole('button', { name: 'Balance history' }).click()
      case 'loyaltyClub.history.paged':
        return dialogNamed(page, 'Balance history')
          .getByRole('button', { name: (event.page as number) > before.history.page ? 'Next' : 'Previous' })
          .click()
      case 'loyaltyClub.history.retried':
        return dialogNamed(page, 'Balance history').getByRole('button', { name: 'Try again' }).click()
      case 'loyaltyClub.pass.opened':
        return region(page).getByRole('button', { name: 'Membership pass' }).click()
      case 'loyaltyClub.tierInfo.opened':
        return region(page).getByRole('button', { name: 'How the club works' }).click()
      case 'loyaltyClub.upgrade.opened':
        return region(page).getByRole('button', { name: 'Join the Kestrel Club' }).click()
      case 'loyaltyClub.dialog.closed':
        return dialogNamed(page, before.dialog!).getByRole('button', { name: 'Close' }).click()
      case 'loyaltyClub.upgrade.consentChanged': {
        const dialog = dialogNamed(page, 'Join the Kestrel Club')
        await expect(dialog.getByRole('checkbox', { name: TEXT.consent })).toBeChecked({ checked: !event.accepted })
        return dialog.getByText(TEXT.consent, { exact: true }).click()
      }
      case 'loyaltyClub.upgrade.submitted':
        return dialogNamed(page, 'Join the Kestrel Club').getByRole('button', { name: 'Join', exact: true }).click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const { phase, joined, dialog, history, consent, joining, joinError } = seen(step.events)
    const sights: Sight[] = [
      {
        says: phase === 'loading' ? 'while the club is read, the page says it is loading' : 'the club is not loading',
        check: async () => {
          await expect(region(page).getByRole('status').filter({ hasText: TEXT.loading })).toHaveCount(
            phase === 'loading' ? 1 : 0,
          )
          await expect(region(page)).toHaveAttribute('aria-busy', String(phase === 'loading'))
        },
      },
      {
        says: phase === 'failed' ? `the page says “${TEXT.loadFailed}” and offers Try again` : 'no failure is shown',
        check: async () => {
          if (phase === 'failed') await expect(region(page).getByRole('alert')).toHaveText(TEXT.loadFailed)
          else await expect(region(page).getByRole('alert')).toHaveCount(0)
          await expect(region(page).getByRole('button', { name: 'Try again' })).toHaveCount(phase === 'failed' ? 1 : 0)
        },
      },
      {
        says:
          phase === 'member'
            ? `the member’s tier and balance: Bronze, ${joined ? 'nothing yet' : `${ENTRIES * POINTS_EACH} points`}`
            : 'no member’s card',
        check: async () => {
          if (phase !== 'member') return await expect(page.getByTestId('club-card')).toHaveCount(0)
          await expect(page.getByTestId('club-tier')).toHaveText('Bronze member')
          await expect(page.getByTestId('club-balance')).toHaveText(`${joined ? 0 : ENTRIES * POINTS_EACH} points`)
          await expect(page.getByRole('progressbar', { name: 'Progress to the next tier' })).toBeVisible()
        },
      },
      {
        says: phase === 'outsider' ? 'the invitation to join the club' : 'no invitation',
        check: async () => await expect(page.getByTestId('club-invitation')).toHaveCount(phase === 'outsider' ? 1 : 0),
      },
      {
        says: dialog ? `one dialog is open: ${dialog}` : 'no dialog is open',
        check: async () => {
          await expect(page.getByRole('dialog')).toHaveCount(dialog ? 1 : 0)
          if (dialog) await expect(dialogNamed(page, dialog)).toBeVisible()
        },
      },
    ]
    if (dialog === 'Balance history')
      sights.push({
        says:
          history.phase === 'shown'
            ? `the history shows page ${history.page} of 2`
            : history.phase === 'failed'
              ? `the history says “${TEXT.historyFailed}” and offers Try again`
              : 'the history says it is loading',
        check: async () => {
          const shown = dialogNamed(page, 'Balance history')
          await expect(shown.getByRole('status').filter({ hasText: TEXT.loading })).toHaveCount(
            history.phase === 'loading' ? 1 : 0,
          )
          if (history.phase === 'failed') await expect(shown.getByRole('alert')).toHaveText(TEXT.historyFailed)
          else await expect(shown.getByRole('alert')).toHaveCount(0)
          if (history.phase !== 'shown') return await expect(shown.getByRole('table')).toHaveCount(0)
          await expect(shown.getByText(`Page ${history.page} of 2`)).toBeVisible()
          // Ten entries a page, the header row besides.
          await expect(shown.getByRole('row')).toHaveCount((history.page === 1 ? 10 : ENTRIES - 10) + 1)
          await expect(shown.getByRole('button', { name: 'Previous' })).toBeEnabled({ enabled: history.page !== 1 })
          await expect(shown.getByRole('button', { name: 'Next' })).toBeEnabled({ enabled: history.page !== 2 })
        },
      })
    if (dialog === 'Membership pass')
      sights.push({
        says: 'the pass shows the member’s name, number and code',
        check: async () => {
          const pass = dialogNamed(page, 'Membership pass')
          await expect(pass).toContainText(`${SHOPPER.firstName} ${SHOPPER.lastName}`)
          const number = (await pass.getByTestId('club-member-number').textContent()) ?? ''
          expect(number).toMatch(/^\d{9}$/)
          await expect(pass.getByRole('img', { name: `Barcode of member number ${number}` })).toBeVisible()
        },
      })
    if (dialog === 'Join the Kestrel Club')
      sights.push({
        says: `the club’s terms are ${consent ? '' : 'not '}accepted${joining ? ', the join on its way' : ''}${joinError ? `, and the dialog says “${joinError}”` : ''}`,
        check: async () => {
          const upgrade = dialogNamed(page, 'Join the Kestrel Club')
          await expect(upgrade.getByRole('checkbox', { name: TEXT.consent })).toBeChecked({ checked: consent })
          if (joinError) await expect(upgrade.getByRole('alert')).toHaveText(joinError)
          else await expect(upgrade.getByRole('alert')).toHaveText('')
          const button = upgrade.getByRole('button', { name: joining ? 'Joining…' : 'Join', exact: true })
          await expect(button).toBeVisible()
          await expect(button).toBeEnabled({ enabled: !joining })
        },
      })
    return sights
  },
  outOfReach: {
    'loyaltyClub.notMember.upgrade.joining —xstate.done.actor.join #1→ loyaltyClub.notMember.upgrade.editing':
      'the shop answers a join with the new membership or an error, never with a club without the member',
  },
})
