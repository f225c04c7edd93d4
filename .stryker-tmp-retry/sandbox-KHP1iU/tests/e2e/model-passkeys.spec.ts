// @ts-nocheck
import { expect, test, type CDPSession, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { named, type ModelPath } from '../../model-tests/support/paths'
import { passkeysMachine, type Passkey } from '../../src/machines/account/passkeys.machine'
import { apiPath, holdRequestOf, newShopper, settleOrHold, type RequestOf } from './account-model'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * The profile's passkeys on /en/my-account/profile, their statechart's paths taken by a shopper whose
 * account starts with none: a passkey added on this device (Chromium's virtual authenticator) and
 * removed, the device's prompt given up, the list read again after a failed read, an addition or a
 * removal the service could not make. Every answer is the real server's, held until the page has
 * been checked mid-way, or failed as a service that is down fails. WebAuthn needs a domain, so the
 * pages are opened on `localhost`.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const ORIGIN = `http://localhost:${PORT}`
test.use({ baseURL: ORIGIN })

const TEXT = {
  none: 'You have no passkey yet.',
  list: 'Your passkeys',
  add: 'Add a passkey',
  remove: 'Remove passkey Passkey',
  added: 'The passkey has been added.',
  removed: 'The passkey has been removed.',
  cancelled: 'Adding the passkey was cancelled.',
  refused: 'Something went wrong. Please try again.',
  loadFailed: 'Your passkeys could not be loaded.',
}

const passkey: Passkey = { id: 'this-device', name: 'Passkey', createdAt: '2026-11-26T10:00:00Z', lastUsedAt: null }
const NONE = named('none', [] as Passkey[])
const ONE = named('this device’s', [passkey])
/** The device's prompt closed without a passkey, as the browser reports it. */
const CLOSED = named('prompt closed', Object.assign(new Error('closed'), { name: 'NotAllowedError' }))
const DOWN = named('service down', new Error('down'))

type Event = EventObject & Record<string, unknown>

/** What the shopper sees, replayed from their actions and the answers (the account starts with no passkey). */
function seen(events: Event[]) {
  let phase: 'loading' | 'failed' | 'ready' | 'adding' | 'removing' = 'loading'
  let count: number | null = null
  let notice: string | null = null
  let failure: string | null = null
  for (const event of events) {
    switch (event.type) {
      case 'xstate.done.actor.loadPasskeys':
        count = 0
        phase = 'ready'
        break
      case 'xstate.error.actor.loadPasskeys':
        failure = TEXT.loadFailed
        phase = 'failed'
        break
      case 'passkeys.retried':
        failure = null
        phase = 'loading'
        break
      case 'passkeys.added':
        ;[notice, failure, phase] = [null, null, 'adding']
        break
      case 'passkeys.removed':
        ;[notice, failure, phase] = [null, null, 'removing']
        break
      case 'xstate.done.actor.addPasskey':
        ;[count, notice, phase] = [1, TEXT.added, 'ready']
        break
      case 'xstate.error.actor.addPasskey':
        failure = (event.error as Error).name === 'NotAllowedError' ? TEXT.cancelled : TEXT.refused
        phase = 'ready'
        break
      case 'xstate.done.actor.removePasskey':
        ;[count, notice, phase] = [0, TEXT.removed, 'ready']
        break
      case 'xstate.error.actor.removePasskey':
        ;[failure, phase] = [TEXT.refused, 'ready']
        break
      default:
        throw new Error(`The passkeys have no rule for ${event.type}`)
    }
  }
  return { phase, count, notice, failure }
}

/** The shop answers an addition with the one passkey added: this path adds only while there is none. */
function offered(events: Event[]): boolean {
  let count = 0
  for (const event of events) {
    if (event.type === 'xstate.done.actor.addPasskey' && count++ !== 0) return false
    if (event.type === 'xstate.done.actor.removePasskey') count--
  }
  return true
}

const REQUESTS: Record<string, RequestOf> = {
  loadPasskeys: (url, method) => method === 'GET' && apiPath(url) === '/api/account/passkeys',
  addPasskey: (url, method) => method === 'POST' && apiPath(url) === '/api/account/passkeys/register-options',
  removePasskey: (url, method) => method === 'DELETE' && apiPath(url).startsWith('/api/account/passkeys/'),
}

const AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const

/** This device's authenticator, new for each addition: one that agrees, or one whose owner is not recognised. */
const authenticators = new WeakMap<Page, { cdp: CDPSession; id: string | null }>()
async function freshAuthenticator(page: Page, consenting: boolean) {
  let device = authenticators.get(page)
  if (!device) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    device = { cdp, id: null }
    authenticators.set(page, device)
  }
  if (device.id) await device.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: device.id })
  const { authenticatorId } = await device.cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { ...AUTHENTICATOR, isUserVerified: consenting },
  })
  device.id = authenticatorId
}

const closesPrompt = (event: EventObject | undefined) =>
  event?.type === 'xstate.error.actor.addPasskey' && (event as Event).error === CLOSED

const region = (page: Page) => page.getByTestId('passkeys')

describeBrowserModel('passkeys', {
  machine: passkeysMachine,
  model: {
    events: {
      domain: [{ type: 'passkeys.added' }, { type: 'passkeys.removed', id: passkey.id }, { type: 'passkeys.retried' }],
      outputs: { loadPasskeys: [NONE], addPasskey: [ONE], removePasskey: [NONE] },
      errors: { loadPasskeys: [DOWN], addPasskey: [CLOSED, DOWN], removePasskey: [DOWN] },
    },
    requireEveryTransition: true,
  },
  shopperView: (path: ModelPath) => {
    const events = path.steps.slice(1).map((s) => s.event as Event)
    return offered(events) ? JSON.stringify(seen(events)) : null
  },
  walk: { length: 30 },
  start: async (page) => {
    await page
      .context()
      .addCookies([{ name: 'kestrel_consent', value: 'cookie_cat_necessary.cookie_cat_statistic', url: ORIGIN }])
    await newShopper(page, 'passkeys')
    // The account without passkeys, as a new account has it (an earlier path may have added one).
    const listed = await page.request.get('/api/account/passkeys')
    for (const { id } of ((await listed.json()) as { data: Passkey[] }).data) {
      const removed = await page.request.delete(`/api/account/passkeys/${encodeURIComponent(id)}`)
      expect(removed.status(), await removed.text()).toBeLessThan(300)
    }
    await holdRequestOf(page, REQUESTS, 'loadPasskeys')
    await page.goto('/en/my-account/profile')
    await waitForHydration(page)
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    if (event.type === 'passkeys.added') await freshAuthenticator(page, !closesPrompt(upcoming[0]))
    // The prompt closed on the device is the shop's own options answered, then the device refusing.
    const down = (settled: EventObject) => settled.type.startsWith('xstate.error.') && !closesPrompt(settled)
    if (await settleOrHold(page, REQUESTS, passkeysMachine, step, upcoming, down)) return
    switch (event.type) {
      case 'passkeys.added':
        return region(page).getByRole('button', { name: TEXT.add }).click()
      case 'passkeys.retried':
        return region(page).getByRole('button', { name: 'Try again' }).click()
      case 'passkeys.removed':
        return region(page).getByRole('button', { name: TEXT.remove }).click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const { phase, count, notice, failure } = seen(step.events)
    const busy = phase !== 'ready' && phase !== 'failed'
    return [
      {
        says: busy ? 'the passkeys are busy' : 'the passkeys are not busy',
        check: () => expect(region(page)).toHaveAttribute('aria-busy', String(busy)),
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
          for (const text of [TEXT.added, TEXT.removed])
            if (text === notice) await expect(region(page).getByRole('status').filter({ hasText: text })).toBeVisible()
            else await expect(region(page).getByText(text)).toHaveCount(0)
        },
      },
      {
        says:
          count === null
            ? 'no list shows before the passkeys are read'
            : count === 0
              ? `the page says “${TEXT.none}”`
              : `one passkey is listed${phase === 'removing' ? ', its removal under way' : ''}`,
        check: async () => {
          const list = region(page).getByRole('list', { name: TEXT.list })
          await expect(region(page).getByText(TEXT.none)).toHaveCount(count === 0 ? 1 : 0)
          if (!count) return await expect(list).toHaveCount(0)
          await expect(list.getByRole('listitem')).toHaveCount(count)
          const remove = list.getByRole('button', { name: TEXT.remove })
          if (phase === 'ready') await expect(remove).toBeEnabled()
          else await expect(remove).toBeDisabled()
        },
      },
      {
        says:
          phase === 'failed' || count === null
            ? 'nothing can be added before the passkeys are read'
            : phase === 'ready'
              ? 'a passkey can be added'
              : 'nothing can be added meanwhile',
        check: async () => {
          const add = region(page).getByRole('button', { name: TEXT.add })
          if (phase === 'failed') return await expect(add).toHaveCount(0)
          if (phase === 'ready') await expect(add).toBeEnabled()
          else if (count !== null) await expect(add).not.toBeEnabled()
        },
      },
    ]
  },
  outOfReach: {},
})
